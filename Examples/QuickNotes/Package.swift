// swift-tools-version:6.0
// QuickNotes: a small notes app written as for iOS (import UIKit), run in the ForceTouchKit simulator
// (`swift run`) and tested with force presses (`swift test`).
import PackageDescription

let package = Package(
    name: "QuickNotes",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "ForceTouchKit", path: "../..")],
    targets: [
        // The app: the code an iOS developer writes, unchanged.
        .target(
            name: "QuickNotesApp", dependencies: [.product(name: "UIKit", package: "ForceTouchKit")],
            exclude: ["Info.plist"]),
        // `swift run`: the simulator with QuickNotes installed beside the seed apps.
        .executableTarget(
            name: "QuickNotes",
            dependencies: ["QuickNotesApp", .product(name: "Simulator", package: "ForceTouchKit")]),
        .testTarget(
            name: "QuickNotesTests",
            dependencies: [
                "QuickNotesApp", .product(name: "ForceTouchTesting", package: "ForceTouchKit"),
                .product(name: "UIKit", package: "ForceTouchKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
