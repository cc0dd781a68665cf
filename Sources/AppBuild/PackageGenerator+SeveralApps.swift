import PortPass

// Several apps in one simulator: one package holding every app as its own module, and the host.

extension PackageGenerator {
    /// One app of a simulator that runs several (`forcetouch simulator --app A --app B`): its
    /// package as `generate` made it (with its launch), and what the combined manifest needs.
    public struct Member: Sendable, Equatable {
        /// The app's package, generated with a `Launch` (it has an entry point).
        public var package: Package
        /// The Xcode target's name (for messages and the manifest's comment).
        public var target: String
        /// The target's language mode; each app module keeps its own.
        public var mode: SwiftLanguageMode

        /// A member.
        public init(package: Package, target: String, mode: SwiftLanguageMode) {
            self.package = package
            self.target = target
            self.mode = mode
        }
    }

    /// Why several apps cannot share one host: Swift links one module per name, and the apps'
    /// bundles sit side by side in one folder.
    public enum CombineError: Error, Sendable, Equatable, CustomStringConvertible {
        /// Two targets have the same `PRODUCT_MODULE_NAME`.
        case sameModule(String, targets: [String])
        /// Two targets build bundles of the same name (`PRODUCT_NAME.app`).
        case sameBundle(String, targets: [String])
        /// A target has no `@UIApplicationMain` or `@main` app delegate class.
        case noEntryPoint(target: String)

        /// What is wrong and what to do.
        public var description: String {
            switch self {
            case .sameModule(let module, let targets):
                return
                    "targets \(targets.map { "'\($0)'" }.joined(separator: " and ")) are both module '\(module)' "
                    + "(PRODUCT_MODULE_NAME); one simulator links every --app into one program, where a module "
                    + "name can be used once: run them in separate simulators, or give one target another "
                    + "PRODUCT_MODULE_NAME"
            case .sameBundle(let bundle, let targets):
                return "targets \(targets.map { "'\($0)'" }.joined(separator: " and ")) both build \(bundle) "
                    + "(PRODUCT_NAME); run them in separate simulators, or give one target another PRODUCT_NAME"
            case .noEntryPoint(let target):
                return
                    "target '\(target)' has no @UIApplicationMain or @main app delegate class, so there is "
                    + "no app to run"
            }
        }
    }

    /// Several apps' packages as one (ours: one program for every `--app`, docs/Simulator.md,
    /// "Several apps"): each app's module keeps its own folder, language mode and registry; the
    /// host (`hostTarget`) links them all and installs them in order; each app's bundle is laid
    /// out under `Bundle/`. The first app's bundle is the one the host executable is placed in.
    /// Each app module also gets `appBundleFile`, its own `Bundle.main` and `UserDefaults.standard`
    /// (`appBundleSource`), which the members' port pass (`scopesToApp`) points them at; `bundles`
    /// is the absolute path the package's `Bundle/` folder will have.
    /// - Throws: `CombineError` when two apps share a module or bundle name, or one has no entry point.
    public static func combine(
        _ members: [Member], frameworks: String, frameworksManifest: String = "", bundles: String
    )
        throws(CombineError) -> Package
    {
        var modules: [String: String] = [:]
        var bundleNames: [String: String] = [:]
        for member in members {
            guard member.package.entryPoint != nil else { throw .noEntryPoint(target: member.target) }
            if let other = modules.updateValue(member.target, forKey: member.package.module) {
                throw .sameModule(member.package.module, targets: [other, member.target])
            }
            if let bundle = member.package.bundleName,
                let other = bundleNames.updateValue(member.target, forKey: bundle)
            {
                throw .sameBundle(bundle, targets: [other, member.target])
            }
        }
        let names = members.map(\.package.module)
        var files = [
            File(
                path: "Package.swift",
                contents: combinedManifest(
                    members, frameworks: frameworks, frameworksManifest: frameworksManifest))
        ]
        var changes: [PortChange] = []
        var problems: [Problem] = []
        var links: [Link] = []
        for member in members {
            let own = "Sources/\(member.package.module)/"
            files += member.package.files.filter {
                ($0.path.hasPrefix(own) && $0.path != own + appBundleFile)
                    || $0.path.hasPrefix(bundleFolder + "/")
            }
            files.append(
                File(
                    path: own + appBundleFile,
                    contents: appBundleSource(
                        bundlePath: member.package.bundleName.map { bundles + "/" + $0 },
                        module: member.package.module)))
            changes += member.package.changes
            problems += member.package.problems
            links += member.package.links
        }
        files.append(File(path: "Sources/\(hostTarget)/main.swift", contents: hostMain(modules: names)))
        var package = Package(
            module: names.joined(separator: "+"), files: files, changes: changes, problems: problems,
            entryPoint: members.first?.package.entryPoint)
        package.links = links
        package.bundleName = members.first?.package.bundleName
        return package
    }

    /// The generated file of an app module built with its launch: its own `Bundle.main` and
    /// `UserDefaults.standard` (`appBundleSource`).
    public static let appBundleFile = "Generated/ForceTouchAppBundle.swift"

    /// The app's own `Bundle.main` and `UserDefaults.standard` (`PortPass.appBundleType`), and
    /// `NSLocalizedString` defaulting to that bundle (a function of the app's own module shadows
    /// Foundation's of the same signature). `bundlePath` nil: the app's bundle is Foundation's main
    /// bundle (an app alone in its host). The defaults are UIKit's `ForceTouchDefaults` for the
    /// bundle's identifier (`module` when it has none), kept per device in the state directory.
    static func appBundleSource(bundlePath: String?, module: String) -> String {
        let bundle = bundlePath.map { "Bundle(path: \(stringLiteral($0))) ?? Bundle.main" } ?? "Bundle.main"
        return """
            // Generated by `forcetouch build` for an app built with its launch (docs/Simulator.md,
            // "Several apps"; docs/YourApp.md, "UserDefaults"): Foundation's `Bundle.main` and
            // `UserDefaults.standard` are one per process, so the port pass points this app's at its own.
            // Remade on every build.
            import Foundation
            import UIKit

            /// This app's own bundle and defaults, as `Bundle.main` and `UserDefaults.standard` are on iOS.
            enum \(PortPass.appBundleType) {
                /// The app's bundle as Xcode lays it out (its Info.plist, its resources).
                nonisolated static let main: Bundle = \(bundle)

                /// The app's defaults: the domain of its bundle identifier, kept per device in the
                /// simulator's state directory.
                nonisolated(unsafe) static let defaults: UserDefaults = ForceTouchDefaults(
                    bundleIdentifier: main.bundleIdentifier ?? \(stringLiteral(module)))
            }

            /// Foundation's `NSLocalizedString`, its default bundle this app's own.
            nonisolated func NSLocalizedString(
                _ key: String, tableName: String? = nil, bundle: Bundle = \(PortPass.appBundleType).main,
                value: String = "", comment: String
            ) -> String {
                Foundation.NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
            }

            """
    }

    /// The manifest of a combined package: one library target per app, the host linking them all.
    static func combinedManifest(_ members: [Member], frameworks: String, frameworksManifest: String)
        -> String
    {
        let identity = frameworksIdentity(frameworks)
        let products = ["UIKit", "CoreGraphics", "WebKit", "SafariServices"].map {
            "                .product(name: \"\($0)\", package: \(stringLiteral(identity))),"
        }.joined(separator: "\n")
        let targets = members.map { member in
            let module = stringLiteral(member.package.module)
            return [
                "        .target(",
                "            name: \(module),",
                "            dependencies: [",
                products,
                "            ],",
                "            path: \(stringLiteral("Sources/" + member.package.module)),",
                "            swiftSettings: [\(member.mode.manifestSpelling), .defaultIsolation(MainActor.self)]",
                "        ),",
            ].joined(separator: "\n")
        }.joined(separator: "\n")
        let hostDependencies = members.map {
            "                .target(name: \(stringLiteral($0.package.module))),"
        }
        .joined(separator: "\n")
        return """
            // swift-tools-version:6.2
            // Generated by `forcetouch simulator` for the Xcode targets \(members.map { stringLiteral($0.target) }.joined(separator: ", ")); remade on every build.
            // ForceTouchKit's manifest: \(BuildCache.digest(frameworksManifest)) (a change makes SwiftPM plan the build anew).
            import PackageDescription

            let package = Package(
                name: "ForceTouchApps",
                platforms: [.macOS(.v15)],
                products: [
                    .executable(name: \(stringLiteral(hostTarget)), targets: [\(stringLiteral(hostTarget))])
                ],
                dependencies: [.package(path: \(stringLiteral(frameworks)))],
                targets: [
            \(targets)
                    .executableTarget(
                        name: \(stringLiteral(hostTarget)),
                        dependencies: [
            \(hostDependencies)
                            .product(name: "Simulator", package: \(stringLiteral(identity))),
                        ],
                        path: \(stringLiteral("Sources/" + hostTarget))
                    ),
                ]
            )

            """
    }
}
