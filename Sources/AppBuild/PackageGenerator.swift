public import PortPass

/// The SwiftPM package `forcetouch build` makes for an Xcode app target: the target's Swift files,
/// rewritten by the port pass, as one executable module built against ForceTouchKit's frameworks.
///
/// Pure: source text in, file text out; `BuildCache` writes it. Each ported file starts with
/// `#sourceLocation(file: "<the original path>", line: 1)`, so the compiler's messages name the
/// user's own file and line (the port pass never moves a line). The registry the Objective-C runtime
/// would give (`RegistryGenerator`) is one more file. The module is main-actor isolated by default
/// (`defaultIsolation(MainActor.self)`; ours): Apple's UIKit is imported with pre-concurrency rules,
/// so Swift 5 app code that touches `UIApplication.shared` from a plain method compiles in Xcode,
/// and here it compiles for the same reason it is safe there: app code runs on the main thread.
public enum PackageGenerator {
    /// One Swift file of the target.
    public struct Source: Sendable, Equatable {
        /// The file's absolute path (what compiler messages name).
        public var path: String
        /// Its path relative to the project's folder (where it goes in the package).
        public var relativePath: String
        /// Its text.
        public var text: String

        /// A source file.
        public init(path: String, relativePath: String, text: String) {
            self.path = path
            self.relativePath = relativePath
            self.text = text
        }
    }

    /// One file of the package, relative to its root.
    public struct File: Sendable, Equatable {
        /// The path inside the package (`Package.swift`, `Sources/Notes/App/ViewController.swift`).
        public var path: String
        /// The file's text.
        public var contents: String
    }

    /// A lexer problem in one source (the file was copied unchanged).
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The source's absolute path.
        public var file: String
        /// What the lexer could not close.
        public var problem: LexProblem

        /// `file:line:column: warning: …`.
        public var description: String {
            "\(file):\(problem.line):\(problem.column): warning: the port pass left this file unchanged: \(problem)"
        }
    }

    /// What was generated.
    public struct Package: Sendable, Equatable {
        /// The module (and executable) name.
        public var module: String
        /// Every file, `Package.swift` first.
        public var files: [File]
        /// Each port-pass change, in file then source order (for `--explain`).
        public var changes: [PortChange]
        /// Files the pass could not lex (copied unchanged; they may not compile).
        public var problems: [Problem]
        /// The app delegate class the entry point launches (`@UIApplicationMain` or `@main`), nil
        /// when the target has none: the package then has no host, and builds the module only.
        public var entryPoint: String?
        /// The executable that runs the simulator with the app installed, nil without an entry point.
        public var host: String? { entryPoint == nil ? nil : PackageGenerator.hostTarget }
        /// Symbolic links to make (the app bundle's resources, pointing into the project).
        public var links: [Link] = []
        /// The app bundle's folder name under `Bundle/` (`Notes.app`), nil when none is laid out.
        public var bundleName: String? = nil
    }

    /// A symbolic link inside the package: `path` (relative) points at `destination` (absolute).
    public struct Link: Sendable, Equatable {
        /// Where the link is, inside the package (`Bundle/Notes.app/en.lproj/Localizable.strings`).
        public var path: String
        /// The file or folder it points at.
        public var destination: String

        /// A link.
        public init(path: String, destination: String) {
            self.path = path
            self.destination = destination
        }
    }

    /// The app's bundle as Xcode lays it out: the Info.plist with the build settings expanded, and
    /// the target's resources (Copy Bundle Resources) by name, localized ones in their `.lproj`.
    /// `forcetouch build` puts the built host inside it, so Foundation's `Bundle.main` is this folder
    /// (`bundleIdentifier`, `infoDictionary`, `path(forResource:ofType:)`, `NSLocalizedString`), as
    /// an iOS app's executable inside its `.app`.
    public struct BundleLayout: Sendable, Equatable {
        /// The bundle's folder name (`Notes.app`).
        public var name: String
        /// The Info.plist's XML text.
        public var infoPlist: String
        /// Each resource: its path in the bundle, and the file or folder in the project.
        public var resources: [Link]

        /// A layout.
        public init(name: String, infoPlist: String, resources: [Link]) {
            self.name = name
            self.infoPlist = infoPlist
            self.resources = resources
        }
    }

    /// The folder of the app bundle inside the package.
    public static let bundleFolder = "Bundle"

    /// How the app launches, as Xcode bakes it into the built app's Info.plist: what the generated
    /// entry point hands `AppBundle(project:…)`.
    public struct Launch: Sendable, Equatable {
        /// The `.xcodeproj`'s absolute path (read again at launch, as `--install` reads it).
        public var projectPath: String
        /// The target's name.
        public var target: String
        /// The build configuration (nil: the reader's default, Release).
        public var configuration: String?
        /// `--define` values on top of the project's settings.
        public var definitions: [String: String]
        /// The storyboard the window starts in (`UISceneStoryboardFile`, else `UIMainStoryboardFile`).
        public var mainStoryboard: String?
        /// The scene manifest's `UISceneDelegateClassName`, expanded (`$(PRODUCT_MODULE_NAME).SceneDelegate`).
        public var sceneDelegateClassName: String?
        /// Where storyboards are looked for: the folders of the target's storyboards first.
        public var resourceFolders: [String]
        /// The app's bundle (nil: none is made, and `Bundle.main` is the host's).
        public var bundle: BundleLayout?

        /// A launch description.
        public init(
            projectPath: String, target: String, configuration: String? = nil,
            definitions: [String: String] = [:],
            mainStoryboard: String? = nil, sceneDelegateClassName: String? = nil,
            resourceFolders: [String] = [], bundle: BundleLayout? = nil
        ) {
            self.projectPath = projectPath
            self.target = target
            self.configuration = configuration
            self.definitions = definitions
            self.mainStoryboard = mainStoryboard
            self.sceneDelegateClassName = sceneDelegateClassName
            self.resourceFolders = resourceFolders
            self.bundle = bundle
        }
    }

    /// The folder of the ported sources inside the module's folder.
    public static let appFolder = "App"
    /// The generated registry's path inside the module's folder.
    public static let registryFile = "Generated/ForceTouchRegistry+App.swift"
    /// The generated entry point's path inside the module's folder.
    public static let entryFile = "Generated/ForceTouchEntry.swift"
    /// The executable target that serves the simulator with the app installed.
    public static let hostTarget = "ForceTouchHost"

    /// The package for `sources` of target `target`, compiled as module `module` in `mode`, against
    /// the ForceTouchKit package at `frameworks` (an absolute path) whose `Package.swift` reads
    /// `frameworksManifest`. Its digest is written into the generated manifest: SwiftPM does not
    /// notice a path dependency's manifest changing (a new module after `git pull`), but it does
    /// notice its root manifest changing, and then plans the build anew.
    /// - Complexity: O(*n*) in the total size of the sources.
    /// With `launch`, the package also has the entry point: `hostTarget`, an executable that serves
    /// the simulator (`SimulatorMain.run(installing:)`) with the app installed, launched through its
    /// `@UIApplicationMain`/`@main` delegate class; the app module is then a library it links.
    public static func generate(
        target: String, module: String, mode: SwiftLanguageMode, sources: [Source], frameworks: String,
        frameworksManifest: String = "", launch: Launch? = nil, scopesToApp: Bool = false
    ) -> Package {
        let classes = sources.flatMap { DeclarationScanner.classes(in: $0.text) }
        let entryPoint = launch == nil ? nil : classes.first(where: \.isEntryPoint)?.name
        let pass = PortPass(classes: classes, scopesToApp: scopesToApp, ownsDefaults: entryPoint != nil)
        var files = [
            File(
                path: "Package.swift",
                contents: manifest(
                    target: target, module: module, mode: mode, frameworks: frameworks,
                    frameworksManifest: frameworksManifest, hosted: entryPoint != nil))
        ]
        var changes: [PortChange] = []
        var problems: [Problem] = []
        var fileRegistries: [String] = []
        for source in sources.sorted(by: { $0.relativePath < $1.relativePath }) {
            let result = pass.rewrite(source.text, file: source.relativePath)
            changes += result.changes
            problems += result.problems.map { Problem(file: source.path, problem: $0) }
            let header = "#sourceLocation(file: \(stringLiteral(source.path)), line: 1)\n"
            // A private class's registry entry can only be written in its own file.
            let name = "portPassFileClasses\(fileRegistries.count)"
            var text = result.text
            if result.problems.isEmpty,
                let entries = RegistryGenerator.fileSource(
                    for: DeclarationScanner.classes(in: source.text), among: classes, name: name)
            {
                text += (text.hasSuffix("\n") ? "" : "\n") + entries
                fileRegistries.append(name)
            }
            files.append(
                File(
                    path: "Sources/\(module)/\(appFolder)/\(portedPath(source.relativePath))",
                    contents: header + text))
        }
        files.append(
            File(
                path: "Sources/\(module)/\(registryFile)",
                contents: RegistryGenerator.source(for: classes, fileRegistries: fileRegistries)))
        if let launch, let entryPoint {
            files.append(
                File(
                    path: "Sources/\(module)/\(entryFile)",
                    contents: entrySource(module: module, delegate: entryPoint, launch: launch)))
            files.append(
                File(path: "Sources/\(hostTarget)/main.swift", contents: hostMain(modules: [module])))
            files.append(
                File(
                    path: "Sources/\(module)/\(appBundleFile)",
                    contents: appBundleSource(bundlePath: nil, module: module)))
        }
        var links: [Link] = []
        if let launch, entryPoint != nil, let bundle = launch.bundle {
            let folder = "\(bundleFolder)/\(bundle.name)"
            files.append(File(path: folder + "/Info.plist", contents: bundle.infoPlist))
            links = bundle.resources.map { Link(path: folder + "/" + $0.path, destination: $0.destination) }
        }
        var package = Package(
            module: module, files: files, changes: changes, problems: problems, entryPoint: entryPoint)
        package.links = links
        if entryPoint != nil { package.bundleName = launch?.bundle?.name }
        return package
    }

    /// The name of the entry point's type in `module` (unique per module, so one host can import
    /// several apps; not the module's name, which a type of the app may shadow).
    public static func entryType(_ module: String) -> String { "ForceTouchEntry_" + module }

    /// The app module's entry point: how its `AppBundle` is made.
    static func entrySource(module: String, delegate: String, launch: Launch) -> String {
        let definitions =
            launch.definitions.isEmpty
            ? "[:]"
            : "["
                + launch.definitions.sorted { $0.key < $1.key }
                .map { "\(stringLiteral($0.key)): \(stringLiteral($0.value))" }.joined(separator: ", ") + "]"
        func optional(_ value: String?) -> String { value.map(stringLiteral) ?? "nil" }
        return """
            // Generated by `forcetouch build`: how the simulator launches this app, as UIApplicationMain
            // launches it on iOS (docs/YourApp.md). Remade on every build; do not edit.
            import UIKit

            /// The app as `forcetouch simulator --app` installs it.
            public enum \(entryType(module)) {
                /// The app: the project read again at launch, `\(delegate)` as its delegate.
                public static func app() throws -> AppBundle {
                    try AppBundle(
                        project: \(stringLiteral(launch.projectPath)), target: \(stringLiteral(launch.target)),
                        configuration: \(optional(launch.configuration)), settings: \(definitions),
                        mainStoryboard: \(optional(launch.mainStoryboard)),
                        sceneDelegateClassName: \(optional(launch.sceneDelegateClassName)),
                        resourceFolders: [\(launch.resourceFolders.map(stringLiteral).joined(separator: ", "))],
                        registry: portPassRegistry, delegate: \(delegate).self)
                }
            }

            """
    }

    /// The host's `main.swift`: the simulator with the apps of `modules` installed, its options
    /// (`--port`, `--device`, …) from the command line.
    public static func hostMain(modules: [String]) -> String {
        let imports = modules.map { "import \($0)" }.joined(separator: "\n")
        let apps = modules.map { "try \(entryType($0)).app()" }.joined(separator: ", ")
        return """
            // Generated by `forcetouch build`: the simulator with the app installed (`forcetouch simulator
            // --app`). Remade on every build; do not edit.
            import Foundation
            import Simulator
            \(imports)

            do {
                let apps = [\(apps)]
                await SimulatorMain.run(installing: apps)
            } catch {
                FileHandle.standardError.write(Data("error: the app cannot be installed: \\(error)\\n".utf8))
                exit(2)
            }

            """
    }

    /// Where a source goes in the module: its path with `.ported` before the extension
    /// (`Notes/ViewController.ported.swift`), so the file's own `#fileID` never equals the one its
    /// `#sourceLocation` gives (the compiler warns when two paths give the same one).
    static func portedPath(_ relative: String) -> String {
        guard relative.hasSuffix(".swift") else { return relative + ".ported.swift" }
        return String(relative.dropLast(".swift".count)) + ".ported.swift"
    }

    /// The manifest: the app's module on the frameworks an iOS app imports; `hosted`, a library
    /// with the host executable beside it, else one executable target (a target without an entry
    /// point, which `forcetouch port --out` also writes).
    static func manifest(
        target: String, module: String, mode: SwiftLanguageMode, frameworks: String,
        frameworksManifest: String = "", hosted: Bool = false
    )
        -> String
    {
        let identity = frameworksIdentity(frameworks)
        let products = ["UIKit", "CoreGraphics", "WebKit", "SafariServices", "Contacts", "ContactsUI"].map {
            "                .product(name: \"\($0)\", package: \(stringLiteral(identity))),"
        }
        if hosted {
            return """
                // swift-tools-version:6.2
                // Generated by `forcetouch build` for the Xcode target \(stringLiteral(target)); remade on every build.
                // ForceTouchKit's manifest: \(BuildCache.digest(frameworksManifest)) (a change makes SwiftPM plan the build anew).
                import PackageDescription

                let package = Package(
                    name: \(stringLiteral(module)),
                    platforms: [.macOS(.v15)],
                    products: [
                        .library(name: \(stringLiteral(module)), targets: [\(stringLiteral(module))]),
                        .executable(name: \(stringLiteral(hostTarget)), targets: [\(stringLiteral(hostTarget))]),
                    ],
                    dependencies: [.package(path: \(stringLiteral(frameworks)))],
                    targets: [
                        .target(
                            name: \(stringLiteral(module)),
                            dependencies: [
                \(products.joined(separator: "\n"))
                            ],
                            path: \(stringLiteral("Sources/" + module)),
                            swiftSettings: [\(mode.manifestSpelling), .defaultIsolation(MainActor.self)]
                        ),
                        .executableTarget(
                            name: \(stringLiteral(hostTarget)),
                            dependencies: [
                                .target(name: \(stringLiteral(module))),
                                .product(name: "Simulator", package: \(stringLiteral(identity))),
                            ],
                            path: \(stringLiteral("Sources/" + hostTarget))
                        ),
                    ]
                )

                """
        }
        return """
            // swift-tools-version:6.2
            // Generated by `forcetouch build` for the Xcode target \(stringLiteral(target)); remade on every build.
            // ForceTouchKit's manifest: \(BuildCache.digest(frameworksManifest)) (a change makes SwiftPM plan the build anew).
            import PackageDescription

            let package = Package(
                name: \(stringLiteral(module)),
                platforms: [.macOS(.v15)],
                dependencies: [.package(path: \(stringLiteral(frameworks)))],
                targets: [
                    .executableTarget(
                        name: \(stringLiteral(module)),
                        dependencies: [
            \(products.joined(separator: "\n"))
                        ],
                        path: \(stringLiteral("Sources/" + module)),
                        swiftSettings: [\(mode.manifestSpelling), .defaultIsolation(MainActor.self)]
                    )
                ]
            )

            """
    }

    /// SwiftPM's identity of a path dependency: its folder's name, lowercased.
    static func frameworksIdentity(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return String(trimmed.split(separator: "/").last ?? "forcetouchkit").lowercased()
    }

    /// `text` as a Swift string literal. Not Interchange's JSON escaper on purpose: Swift writes a
    /// control character as `\u{1}`, where JSON writes `\u0001`, which Swift does not accept.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
