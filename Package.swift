// swift-tools-version:6.0
// ForceTouchKit: 3D Touch (quick actions, peek and pop, pressure) in portable Swift.
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "ForceTouchKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ForceTouch", targets: ["ForceTouch"]),
        .library(name: "PropertyLists", targets: ["PropertyLists"]),
        .library(name: "QuickActions", targets: ["QuickActions"]),
        .library(name: "QuickActionTools", targets: ["QuickActionTools"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .library(name: "Ink", targets: ["Ink"]),
        .library(name: "Storyboards", targets: ["Storyboards"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TouchKit", targets: ["TouchKit"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "Springboard", targets: ["Springboard"]),
        .library(name: "SeedApps", targets: ["SeedApps"]),
        .library(name: "Simulator", targets: ["Simulator"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "ContactsUI", targets: ["ContactsUI"]),
        .library(name: "ForceTouchTesting", targets: ["ForceTouchTesting"]),
        .executable(name: "forcetouch", targets: ["forcetouch"]),
        .executable(name: "forcetouch-bench", targets: ["forcetouch-bench"]),
    ],
    targets: [
        // Bottom layer: pure value types, Foundation only.
        // The one JSON scanner and writer and the one XML escaper every format shares.
        .target(name: "Interchange", swiftSettings: strict),
        .target(name: "ForceTouch", dependencies: ["Interchange"], swiftSettings: strict),
        // Core Graphics' Swift names: Foundation's geometry re-exported, plus CGVector and CGAffineTransform.
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"], swiftSettings: strict),
        // Fills the name of Swift Testing's Testing+CoreGraphics cross-import overlay (see its file).
        .target(name: "_Testing_CoreGraphics", swiftSettings: strict),
        // The command-line option parser `forcetouch` and `SimulatorMain.run(installing:)` share.
        .target(name: "CommandLineOptions", dependencies: ["Interchange"], swiftSettings: strict),
        // Apple's property-list family as files: XML, binary and (later) OpenStep plists, `.strings`, `.xcstrings`.
        .target(name: "PropertyLists", dependencies: ["Interchange"], swiftSettings: strict),
        // Quick actions at run time: items, icons, the menu model, the dynamic store format.
        .target(name: "QuickActions", dependencies: ["Interchange", "PropertyLists"], swiftSettings: strict),
        // Xcode projects as Xcode reads them: project.pbxproj, targets, build settings and xcconfig files.
        .target(name: "XcodeProject", dependencies: ["Interchange", "PropertyLists"], swiftSettings: strict),
        // Quick actions at build time: an app's declaration on disk, localisation lookup, lint, exporters.
        .target(
            name: "QuickActionTools",
            dependencies: ["Interchange", "PropertyLists", "QuickActions", "XcodeProject"],
            swiftSettings: strict),
        // The incremental simplex solver Auto Layout uses (docs/AutoLayout.md).
        .target(name: "Cassowary", swiftSettings: strict),
        // Pressure-sensitive strokes: the stroke model, brushes, outlines, SVG/InkML/JSON.
        .target(name: "Ink", dependencies: ["ForceTouch", "Interchange"], swiftSettings: strict),
        // Interface Builder storyboards and xibs read into values: scenes, objects, connections, constraints.
        .target(name: "Storyboards", dependencies: ["Interchange"], swiftSettings: strict),
        // App-facing framework (UIKit-shaped, @MainActor).
        .target(
            name: "TouchKit",
            dependencies: [
                "CoreGraphics", "ForceTouch", "PropertyLists", "QuickActions", "Ink", "Cassowary",
            ],
            swiftSettings: strict),
        // The installer's side: an app's Info.plist, localisations and icons read into the manifest a
        // device installs (TouchKit holds only what runs).
        .target(
            name: "AppInstall",
            dependencies: ["CoreGraphics", "QuickActions", "QuickActionTools", "XcodeProject", "TouchKit"],
            swiftSettings: strict),
        // UIKit's names and Swift signatures over TouchKit, so iOS source compiles unchanged (docs/YourApp.md).
        .target(
            name: "UIKit",
            dependencies: [
                "AppInstall", "Contacts", "CoreGraphics", "ForceTouch", "PropertyLists", "QuickActions",
                "QuartzCore", "Storyboards", "TouchKit", "_Testing_UIKit",
            ],
            swiftSettings: strict),
        // Fills the name of Swift Testing's Testing+UIKit cross-import overlay, missing on Linux (see its file).
        .target(name: "_Testing_UIKit", swiftSettings: strict),
        // WebKit's and SafariServices' Swift names over TouchKit's web view, so iOS files keep their imports.
        .target(name: "WebKit", dependencies: ["TouchKit", "UIKit"], swiftSettings: strict),
        // Core Animation's names over TouchKit's views (`view.layer`, `CALayer()`), so iOS files keep `import QuartzCore`.
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "TouchKit"], swiftSettings: strict),
        .target(name: "SafariServices", dependencies: ["TouchKit", "UIKit"], swiftSettings: strict),
        // Contacts' names (`CNContactStore`, `CNContact`…) over the simulated device's address book, which
        // holds the simulator's sample contacts (docs/Contacts.md); TouchKit for the app's diagnostics.
        .target(name: "Contacts", dependencies: ["TouchKit"], swiftSettings: strict),
        // ContactsUI's module: brings Contacts and UIKit, as Apple's does (docs/Contacts.md).
        .target(name: "ContactsUI", dependencies: ["Contacts", "UIKit"], swiftSettings: strict),
        // The simulated iPhone's system side (home screen, quick action menu, launching, persistence).
        .target(
            name: "Springboard",
            dependencies: [
                "AppInstall", "CoreGraphics", "Interchange", "ForceTouch", "PropertyLists", "QuickActions",
                "QuickActionTools", "ShortcutStore", "TouchKit",
            ],
            swiftSettings: strict),
        // Where a device keeps each app's dynamic quick actions: one JSON file per app, written
        // atomically (docs/Springboard.md, "Persistence"); QuickActions' values, Foundation's files.
        .target(name: "ShortcutStore", dependencies: ["QuickActions"], swiftSettings: strict),
        // The seed documents' sample apps, as manifests a device installs (TouchKit and the value types it speaks).
        .target(
            name: "SeedApps", dependencies: ["Ink", "QuickActions", "TouchKit"],
            resources: [.copy("Reader/Pages")],
            swiftSettings: strict),
        // A device for your own tests: install your UIKit app, force-press, read the log (docs/YourApp.md).
        .target(
            name: "ForceTouchTesting",
            dependencies: ["ForceTouch", "ShortcutStore", "Springboard", "TouchKit", "UIKit"],
            swiftSettings: strict),
        // HTTP/1.1 + WebSocket on POSIX sockets; knows nothing of the simulator.
        .target(name: "HTTPServer", swiftSettings: strict),
        // The port pass: iOS Swift source in, Linux-compilable source out (docs/PortPass.md); Foundation only.
        .target(name: "PortPass", swiftSettings: strict),
        // `forcetouch build`: an Xcode app target as a SwiftPM package, ported, in a cache.
        .target(name: "AppBuild", dependencies: ["PortPass"], swiftSettings: strict),
        // The simulator's wire protocol: the messages a page, a REST client and a control-port client
        // exchange with it, read from outside bytes and written back (docs/PROTOCOL.md); no devices.
        .target(
            name: "SimulatorProtocol", dependencies: ["ForceTouch", "HTTPServer", "Interchange"],
            swiftSettings: strict),
        // The simulator: the device in a browser (web client, JSON API, WebSocket stream, control port).
        .target(
            name: "Simulator",
            dependencies: [
                "AppInstall", "CoreGraphics", "Interchange", "CommandLineOptions", "ForceTouch",
                "QuickActions",
                "QuickActionTools", "XcodeProject", "TouchKit", "Springboard", "SeedApps", "HTTPServer",
                "Ink", "ShortcutStore", "SimulatorProtocol",
            ],
            resources: [.copy("Web")], swiftSettings: strict),
        // Drives a headless Chromium over the DevTools protocol; used by the end-to-end tests only.
        .target(name: "BrowserTesting", dependencies: ["HTTPServer", "Interchange"], swiftSettings: strict),
        // The command-line tool's logic, a library so tests can run it in-process.
        .target(
            name: "ForceTouchCLI",
            dependencies: [
                "Interchange", "CommandLineOptions", "ForceTouch", "PropertyLists", "QuickActions",
                "QuickActionTools", "XcodeProject", "HTTPServer", "Simulator", "SimulatorProtocol",
                "Ink", "AppBuild", "PortPass",
            ],
            swiftSettings: strict),
        .executableTarget(name: "forcetouch", dependencies: ["ForceTouchCLI"], swiftSettings: strict),
        .executableTarget(
            name: "forcetouch-bench",
            dependencies: [
                "ForceTouch", "PropertyLists", "QuickActions", "QuickActionTools", "TouchKit", "HTTPServer",
                "Springboard", "SeedApps", "ShortcutStore",
                "Simulator", "SimulatorProtocol", "Ink", "Cassowary",
            ],
            path: "Benchmarks/ForceTouchBench", swiftSettings: strict),
        // The simulator's live benchmarks (a browser's round trip, 500 streaming devices): see BENCHMARKS.md.
        .executableTarget(
            name: "simulator-bench",
            dependencies: ["BrowserTesting", "HTTPServer", "Interchange", "SimulatorLoad"],
            path: "Benchmarks/SimulatorBench", swiftSettings: strict),
        // The load script's generator: hundreds of pages on one thread (epoll), and its frame codec.
        .target(
            name: "SimulatorLoad", dependencies: ["Simulator", "SimulatorProtocol", "HTTPServer"],
            path: "Benchmarks/SimulatorLoad",
            swiftSettings: strict),

        // Helpers every test target shares (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(
            name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "InterchangeTests", dependencies: ["Interchange", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "ForceTouchTests", dependencies: ["ForceTouch", "TestSupport"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(
            name: "PropertyListsTests", dependencies: ["Interchange", "PropertyLists", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "QuickActionsTests",
            dependencies: [
                "PropertyLists", "QuickActions", "QuickActionTools", "TestSupport", "Interchange",
            ],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(
            name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "XcodeProjectTests", dependencies: ["XcodeProject", "PropertyLists", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "InkTests", dependencies: ["Ink", "TestSupport", "ForceTouch"], swiftSettings: strict),
        // Storyboards and xibs instantiated into live controllers and views (UIStoryboard).
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "TouchKit", "Storyboards", "ForceTouchTesting", "TestSupport"],
            resources: [.copy("Fixtures")]),
        // UIKit called from Swift 4 code, as the apps `forcetouch build` compiles are (language-mode
        // rules such as `@preconcurrency` blocks that touch main-actor state).
        .testTarget(
            name: "UIKitSwift4Tests", dependencies: ["UIKit"],
            swiftSettings: [.swiftLanguageMode(.v4)]),
        .testTarget(
            name: "StoryboardsTests", dependencies: ["Storyboards", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "TouchKitTests",
            dependencies: [
                "CoreGraphics", "TouchKit", "Ink", "PropertyLists", "TestSupport", "ForceTouch",
                "QuickActions",
            ],
            swiftSettings: strict),
        // The shipped seed apps, run on a TouchKit host as the device runs them.
        .testTarget(
            name: "SeedAppsTests",
            dependencies: ["SeedApps", "TouchKit", "TestSupport", "ForceTouch", "QuickActions"],
            swiftSettings: strict),
        .testTarget(
            name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "SpringboardTests",
            dependencies: [
                "Springboard", "SeedApps", "Ink", "QuickActionTools", "TestSupport", "AppInstall",
                "ForceTouch", "PropertyLists", "QuickActions", "ShortcutStore", "TouchKit",
            ],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        // The UIKit corpus (iOS-style app code, compiled unchanged) and its behaviour on a TestDevice.
        .testTarget(
            name: "ForceTouchTestingTests",
            dependencies: [
                "ForceTouch",
                "ForceTouchTesting", "Springboard", "UIKit", "WebKit", "SafariServices", "TestSupport",
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "BrowserTestingTests", dependencies: ["BrowserTesting", "HTTPServer"], swiftSettings: strict
        ),
        .testTarget(
            name: "SimulatorTests",
            dependencies: [
                "CoreGraphics", "Simulator", "SimulatorProtocol", "BrowserTesting", "HTTPServer",
                "TestSupport",
                "ForceTouch",
                "QuickActionTools", "QuickActions", "SeedApps", "Springboard", "TouchKit", "Interchange",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "ShortcutStoreTests",
            dependencies: ["ShortcutStore", "QuickActions", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "SimulatorProtocolTests",
            dependencies: ["SimulatorProtocol", "ForceTouch", "HTTPServer", "Interchange", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "SimulatorLoadTests",
            dependencies: ["SimulatorLoad", "HTTPServer", "Simulator", "SimulatorProtocol"],
            path: "Tests/SimulatorLoadTests",
            swiftSettings: strict),
        .testTarget(name: "PortPassTests", dependencies: ["PortPass", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreGraphics", "TouchKit"],
            swiftSettings: strict),
        .testTarget(
            name: "ContactsTests",
            dependencies: [
                "Contacts", "ContactsUI", "ForceTouchTesting", "QuickActions", "TouchKit", "UIKit",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "AppBuildTests", dependencies: ["AppBuild", "PortPass"],
            swiftSettings: strict),
        .testTarget(
            name: "ForceTouchCLITests",
            dependencies: [
                "ForceTouchCLI", "CommandLineOptions", "HTTPServer", "Interchange", "XcodeProject",
            ],
            resources: [.copy("Fixtures")], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
