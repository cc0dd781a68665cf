import Foundation
import PortPass
import Testing

@testable import AppBuild

/// An Xcode target's Swift files as the package `forcetouch build` compiles: ported, every line where
/// it was, each file pointing the compiler back at the user's own path; the registry; the manifest.
@Suite("PackageGenerator: the ported package for an app target")
struct PackageGeneratorTests {
    static let delegate = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """
    static let controller = """
        import UIKit.UIViewController

        class NotesViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    title: "Add", style: .plain, target: self, action: #selector(addNote))
            }

            @objc func addNote() {}
        }
        """

    func generated(mode: SwiftLanguageMode = .v4_2) -> PackageGenerator.Package {
        PackageGenerator.generate(
            target: "Notes", module: "Notes", mode: mode,
            sources: [
                .init(
                    path: "/Users/me/Notes/Notes/NotesViewController.swift",
                    relativePath: "Notes/NotesViewController.swift", text: Self.controller),
                .init(
                    path: "/Users/me/Notes/Notes/AppDelegate.swift", relativePath: "Notes/AppDelegate.swift",
                    text: Self.delegate),
            ],
            frameworks: "/opt/ForceTouchKit")
    }

    @Test("each ported file starts with #sourceLocation naming the original, and keeps every line")
    func portedFiles() throws {
        let package = generated()
        #expect(
            package.files.map(\.path) == [
                "Package.swift", "Sources/Notes/App/Notes/AppDelegate.ported.swift",
                "Sources/Notes/App/Notes/NotesViewController.ported.swift",
                "Sources/Notes/Generated/ForceTouchRegistry+App.swift",
            ])
        let controller = try #require(
            package.files.first { $0.path.hasSuffix("NotesViewController.ported.swift") })
        let lines = controller.contents.components(separatedBy: "\n")
        #expect(
            lines[0] == "#sourceLocation(file: \"/Users/me/Notes/Notes/NotesViewController.swift\", line: 1)")
        // Line n of the original is line n + 1 here, which #sourceLocation reports as n.
        #expect(lines.count == Self.controller.components(separatedBy: "\n").count + 1)
        #expect(lines[1] == "import UIKit                 ")
        #expect(lines[4].trimmingCharacters(in: .whitespaces) == "weak var titleLabel: UILabel!")
        #expect(lines[9].contains("action: Selector(\"addNote\"))"))
        let delegate = try #require(package.files.first { $0.path.hasSuffix("AppDelegate.ported.swift") })
        #expect(delegate.contents.contains("\n                  \nclass AppDelegate"))
        #expect(
            package.changes.map(\.rule) == [
                .applicationMain, .submoduleImport, .interfaceBuilderAttribute, .selector,
                .objectiveCAttribute,
            ])
        #expect(package.changes.first?.file == "Notes/AppDelegate.swift")
        #expect(package.problems.isEmpty)
    }

    @Test("the registry names the target's classes, outlets and actions")
    func registry() throws {
        let registry = try #require(generated().files.last).contents
        #expect(
            registry.contains(
                "name: \"NotesViewController\", superclassName: \"UIViewController\", type: NotesViewController.self,"
            ))
        #expect(
            registry.contains(
                "\"titleLabel\": { object, value in (object as! NotesViewController).titleLabel = value as? UILabel }"
            ))
        #expect(
            registry.contains(
                "\"addNote\": { object, sender, event in ForceTouchRegistry.ignoreResult((object as! NotesViewController).addNote()) }"
            ))
    }

    @Test(
        "the manifest: one executable target on ForceTouchKit's frameworks, the language mode, main-actor default"
    )
    func manifest() throws {
        let manifest = try #require(generated(mode: .v4).files.first).contents
        #expect(manifest.hasPrefix("// swift-tools-version:6.2\n"))
        // ForceTouchKit's own manifest is fingerprinted, so a new module there makes SwiftPM plan anew.
        let other = PackageGenerator.manifest(
            target: "Notes", module: "Notes", mode: .v4, frameworks: "/opt/ForceTouchKit",
            frameworksManifest: "x")
        #expect(other != manifest)
        #expect(other.contains("// ForceTouchKit's manifest: \(BuildCache.digest("x"))"))
        #expect(manifest.contains(".package(path: \"/opt/ForceTouchKit\")"))
        for product in ["UIKit", "CoreGraphics", "WebKit", "SafariServices", "Contacts", "ContactsUI"] {
            #expect(manifest.contains(".product(name: \"\(product)\", package: \"forcetouchkit\")"))
        }
        #expect(manifest.contains(".executableTarget(\n            name: \"Notes\","))
        #expect(
            manifest.contains("swiftSettings: [.swiftLanguageMode(.v4), .defaultIsolation(MainActor.self)]"))
    }

    @Test("with a bundle layout, the package holds Notes.app: its Info.plist and links to the resources")
    func bundle() throws {
        let layout = PackageGenerator.BundleLayout(
            name: "Notes.app", infoPlist: "<plist>expanded</plist>",
            resources: [
                .init(
                    path: "en.lproj/InfoPlist.strings",
                    destination: "/Users/me/Notes/Notes/en.lproj/InfoPlist.strings"),
                .init(
                    path: "Base.lproj/Main.storyboard",
                    destination: "/Users/me/Notes/Notes/Base.lproj/Main.storyboard"),
            ])
        let launch = PackageGenerator.Launch(
            projectPath: "/Users/me/Notes/Notes.xcodeproj", target: "Notes", bundle: layout)
        let package = PackageGenerator.generate(
            target: "Notes", module: "Notes", mode: .v5,
            sources: [
                .init(
                    path: "/Users/me/Notes/Notes/AppDelegate.swift", relativePath: "AppDelegate.swift",
                    text: Self.delegate)
            ],
            frameworks: "/opt/ForceTouchKit", launch: launch)
        let plist = try #require(package.files.first { $0.path == "Bundle/Notes.app/Info.plist" })
        #expect(plist.contents == "<plist>expanded</plist>")
        #expect(
            package.links == [
                .init(
                    path: "Bundle/Notes.app/en.lproj/InfoPlist.strings",
                    destination: "/Users/me/Notes/Notes/en.lproj/InfoPlist.strings"),
                .init(
                    path: "Bundle/Notes.app/Base.lproj/Main.storyboard",
                    destination: "/Users/me/Notes/Notes/Base.lproj/Main.storyboard"),
            ])
    }

    @Test(
        "with a launch, the app is a library and ForceTouchHost serves the simulator with it, through its @UIApplicationMain delegate"
    )
    func host() throws {
        let launch = PackageGenerator.Launch(
            projectPath: "/Users/me/Notes/Notes.xcodeproj", target: "Notes", configuration: "Debug",
            definitions: ["TEAM": "X"], mainStoryboard: "Main", sceneDelegateClassName: nil,
            resourceFolders: ["/Users/me/Notes/Notes"])
        let package = PackageGenerator.generate(
            target: "Notes", module: "Notes", mode: .v4_2,
            sources: [
                .init(
                    path: "/Users/me/Notes/Notes/AppDelegate.swift", relativePath: "Notes/AppDelegate.swift",
                    text: Self.delegate)
            ],
            frameworks: "/opt/ForceTouchKit", launch: launch)
        #expect(package.entryPoint == "AppDelegate")
        #expect(package.host == "ForceTouchHost")
        let manifest = try #require(package.files.first).contents
        #expect(manifest.contains(".target(\n            name: \"Notes\","))
        #expect(manifest.contains(".executableTarget(\n            name: \"ForceTouchHost\","))
        #expect(manifest.contains(".product(name: \"Simulator\", package: \"forcetouchkit\")"))
        let entry = try #require(
            package.files.first { $0.path == "Sources/Notes/Generated/ForceTouchEntry.swift" })
        #expect(entry.contents.contains("public enum ForceTouchEntry_Notes {"))
        #expect(entry.contents.contains("project: \"/Users/me/Notes/Notes.xcodeproj\", target: \"Notes\","))
        #expect(entry.contents.contains("configuration: \"Debug\", settings: [\"TEAM\": \"X\"],"))
        #expect(entry.contents.contains("mainStoryboard: \"Main\","))
        #expect(entry.contents.contains("registry: portPassRegistry, delegate: AppDelegate.self)"))
        #expect(package.links.isEmpty)
        let main = try #require(package.files.first { $0.path == "Sources/ForceTouchHost/main.swift" })
        #expect(main.contents.contains("import Notes\n"))
        #expect(main.contents.contains("let apps = [try ForceTouchEntry_Notes.app()]"))
        // An app alone in its host still gets its own defaults, kept per device in the state dir.
        let own = try #require(
            package.files.first { $0.path == "Sources/Notes/Generated/ForceTouchAppBundle.swift" })
        #expect(own.contents.contains("static let main: Bundle = Bundle.main\n"))
        #expect(
            own.contents.contains(
                "ForceTouchDefaults(\n        bundleIdentifier: main.bundleIdentifier ?? \"Notes\")"))
    }

    @Test("without an app delegate class there is nothing to launch: no host, the module alone")
    func noEntryPoint() throws {
        let package = PackageGenerator.generate(
            target: "Notes", module: "Notes", mode: .v5,
            sources: [.init(path: "/a/C.swift", relativePath: "C.swift", text: Self.controller)],
            frameworks: "/opt/ForceTouchKit",
            launch: PackageGenerator.Launch(projectPath: "/a/N.xcodeproj", target: "Notes"))
        #expect(package.entryPoint == nil)
        #expect(package.host == nil)
        #expect(!package.files.contains { $0.path.contains("ForceTouchHost") })
        #expect(try #require(package.files.first).contents.contains(".executableTarget("))
    }

    @Test("paths with quotes, backslashes and non-ASCII letters are written as valid Swift string literals")
    func literals() {
        #expect(
            PackageGenerator.stringLiteral("/Users/ana/Área \"1\"\\x.swift")
                == "\"/Users/ana/Área \\\"1\\\"\\\\x.swift\"")
        #expect(PackageGenerator.stringLiteral("a\tb\u{1}") == "\"a\\tb\\u{1}\"")
        #expect(PackageGenerator.frameworksIdentity("/work/ForceTouchKit/") == "forcetouchkit")
    }

    @Test("a file the lexer cannot close is copied unchanged, with a warning at the place it opened")
    func unclosed() throws {
        let package = PackageGenerator.generate(
            target: "Notes", module: "Notes", mode: .v5,
            sources: [
                .init(
                    path: "/p/Broken.swift", relativePath: "Broken.swift",
                    text: "@objc func a() {}\n/* never closed\n")
            ],
            frameworks: "/opt/ForceTouchKit")
        let file = try #require(package.files.first { $0.path.hasSuffix("Broken.ported.swift") })
        #expect(file.contents.hasSuffix("@objc func a() {}\n/* never closed\n"))
        #expect(package.problems.count == 1)
        #expect(
            package.problems.first?.description.hasPrefix(
                "/p/Broken.swift:2:1: warning: the port pass left this file unchanged") == true)
    }
}

/// Several apps in one simulator (`forcetouch simulator --app A --app B`): one program, each app's
/// module, language mode, registry, bundle and `Bundle.main` its own.
@Suite("PackageGenerator.combine: several apps, one host")
struct PackageGeneratorCombineTests {
    func member(_ name: String, module: String? = nil, bundle: String? = nil, mode: SwiftLanguageMode = .v5)
        -> PackageGenerator.Member
    {
        let module = module ?? name
        let delegate = """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func kind() -> String { Bundle.main.bundleIdentifier! + ".favorites" }
            }
            """
        let layout = PackageGenerator.BundleLayout(
            name: (bundle ?? name) + ".app", infoPlist: "<plist>\(name)</plist>",
            resources: [.init(path: "Main.storyboard", destination: "/p/\(name)/Main.storyboard")])
        let package = PackageGenerator.generate(
            target: name, module: module, mode: mode,
            sources: [
                .init(path: "/p/\(name)/AppDelegate.swift", relativePath: "AppDelegate.swift", text: delegate)
            ],
            frameworks: "/opt/ForceTouchKit",
            launch: PackageGenerator.Launch(
                projectPath: "/p/\(name)/\(name).xcodeproj", target: name, bundle: layout),
            scopesToApp: true)
        return PackageGenerator.Member(package: package, target: name, mode: mode)
    }

    @Test("each app keeps its module, language mode and bundle; the host installs them in order")
    func combines() throws {
        let package = try PackageGenerator.combine(
            [member("Tally", mode: .v4), member("Jot")], frameworks: "/opt/ForceTouchKit",
            bundles: "/c/Bundle")
        #expect(
            package.files.map(\.path) == [
                "Package.swift",
                "Sources/Tally/App/AppDelegate.ported.swift",
                "Sources/Tally/Generated/ForceTouchRegistry+App.swift",
                "Sources/Tally/Generated/ForceTouchEntry.swift", "Bundle/Tally.app/Info.plist",
                "Sources/Tally/Generated/ForceTouchAppBundle.swift",
                "Sources/Jot/App/AppDelegate.ported.swift",
                "Sources/Jot/Generated/ForceTouchRegistry+App.swift",
                "Sources/Jot/Generated/ForceTouchEntry.swift", "Bundle/Jot.app/Info.plist",
                "Sources/Jot/Generated/ForceTouchAppBundle.swift",
                "Sources/ForceTouchHost/main.swift",
            ])
        let manifest = try #require(package.files.first).contents
        #expect(manifest.contains("name: \"Tally\",") && manifest.contains("name: \"Jot\","))
        #expect(
            manifest.contains("swiftSettings: [.swiftLanguageMode(.v4), .defaultIsolation(MainActor.self)]"))
        #expect(
            manifest.contains("swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]"))
        #expect(
            manifest.contains(
                "                .target(name: \"Tally\"),\n                .target(name: \"Jot\"),"))
        let main = try #require(package.files.last).contents
        #expect(main.contains("import Tally\nimport Jot\n"))
        #expect(main.contains("let apps = [try ForceTouchEntry_Tally.app(), try ForceTouchEntry_Jot.app()]"))
        #expect(package.bundleName == "Tally.app", "the host executable goes into the first app's bundle")
        #expect(
            package.links.map(\.path) == [
                "Bundle/Tally.app/Main.storyboard", "Bundle/Jot.app/Main.storyboard",
            ])
        let jot = try #require(
            package.files.first { $0.path == "Sources/Jot/Generated/ForceTouchAppBundle.swift" })
        #expect(
            jot.contents.contains(
                "static let main: Bundle = Bundle(path: \"/c/Bundle/Jot.app\") ?? Bundle.main"))
        let ported = try #require(
            package.files.first { $0.path == "Sources/Jot/App/AppDelegate.ported.swift" })
        #expect(
            ported.contents.contains(
                "func kind() -> String { ForceTouchAppBundle.main.bundleIdentifier! + \".favorites\" }"))
    }

    @Test("two apps of one module name, or one bundle name, are refused saying which and what to do")
    func refusals() {
        #expect(throws: PackageGenerator.CombineError.sameModule("App", targets: ["Tally", "Jot"])) {
            try PackageGenerator.combine(
                [member("Tally", module: "App"), member("Jot", module: "App")], frameworks: "/f",
                bundles: "/c")
        }
        #expect(throws: PackageGenerator.CombineError.sameBundle("App.app", targets: ["Tally", "Jot"])) {
            try PackageGenerator.combine(
                [member("Tally", bundle: "App"), member("Jot", bundle: "App")], frameworks: "/f",
                bundles: "/c")
        }
        let message = PackageGenerator.CombineError.sameModule("App", targets: ["Tally", "Jot"]).description
        #expect(message.hasPrefix("targets 'Tally' and 'Jot' are both module 'App' (PRODUCT_MODULE_NAME)"))
        #expect(message.contains("give one target another PRODUCT_MODULE_NAME"))
    }
}
