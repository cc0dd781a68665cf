import AppBuild
import Testing

/// An app's imports as Xcode would satisfy them and as a build here cannot: SwiftUI and CoreData
/// (Apple's frameworks ForceTouchKit lacks), a Swift package product, another target's module and a
/// pod are each named with where Xcode gets them, before anything is compiled; imports behind `#if`
/// and the modules ForceTouchKit and the toolchain provide pass. Sources are written in the styles
/// of the projects tried (docs/YourApp.md, "Tried on").
@Suite("ModuleCheck: the modules an app imports that are not here, with Xcode's source of each")
struct ModuleCheckTests {
    func source(_ name: String, _ text: String) -> PackageGenerator.Source {
        PackageGenerator.Source(path: "/apps/Notes/" + name, relativePath: name, text: text)
    }

    @Test("imports are found with their line and column; #if blocks, comments and strings are skipped")
    func imports() {
        let text = """
            //  ViewController.swift
            import UIKit
            @testable import Notes
            @preconcurrency import CoreData
            import class MapKit.MKMapView
            import UIKit.UIImage
            #if canImport(SwiftUI)
            import SwiftUI
            #if DEBUG
            import Inspector
            #endif
            #elseif os(Linux)
            import Glibc
            #endif
            /* import Hidden */
            let text = "import Quoted"
            public import Combine; import os
            """
        let found = ModuleCheck.imports(in: text)
        #expect(found.map(\.module) == ["UIKit", "Notes", "CoreData", "MapKit", "UIKit", "Combine", "os"])
        #expect(found.map(\.line) == [2, 3, 4, 5, 6, 17, 17])
        #expect(found[2].column == 17)
        #expect(found[6].column == 24)
    }

    @Test("ForceTouchKit's and the toolchain's modules, and the app's own, are not reported")
    func available() {
        let text = """
            import UIKit
            import Foundation
            import CoreGraphics
            import QuartzCore
            import WebKit
            import SafariServices
            import Contacts
            import ContactsUI
            import Dispatch
            import XCTest
            import Observation
            import Notes
            """
        #expect(
            ModuleCheck.missingModules(
                in: [source("A.swift", text)], context: .init(appModule: "Notes")
            ) == [])
    }

    @Test("each missing module once, at its first import, with the count of files and its reason")
    func reasons() throws {
        let sources = [
            source("AppDelegate.swift", "import UIKit\nimport CoreData\n"),
            source("ContentView.swift", "import SwiftUI\nimport Down\nimport SwiftUI\n"),
            source(
                "Settings.swift",
                "import Foundation\n\nimport SwiftUI\nimport HackersKit\nimport Kingfisher\n"),
            source("Widget.swift", "import SwiftUI\nimport SwiftData\n"),
        ]
        let context = ModuleCheck.Context(
            appModule: "Notes", packageProducts: ["Down": "https://github.com/example/Down.git"],
            projectModules: ["HackersKit": "HackersKit"], usesCocoaPods: true)
        let missing = ModuleCheck.missingModules(in: sources, context: context)
        #expect(
            missing.map(\.name) == ["CoreData", "SwiftUI", "Down", "HackersKit", "Kingfisher", "SwiftData"])
        #expect(
            missing.map(\.reason) == [
                .appleFramework, .appleFramework,
                .swiftPackage(source: "https://github.com/example/Down.git"),
                .projectTarget("HackersKit"), .cocoaPod, .appleFramework,
            ])
        let swiftUI = try #require(missing.first { $0.name == "SwiftUI" })
        #expect(swiftUI.file == "/apps/Notes/ContentView.swift" && swiftUI.line == 1 && swiftUI.column == 1)
        #expect(swiftUI.fileCount == 3)
        #expect(
            swiftUI.description
                == "/apps/Notes/ContentView.swift:1:1: error: 'SwiftUI' is Apple's framework, which "
                + "ForceTouchKit does not provide (it has UIKit, Foundation, CoreGraphics, QuartzCore, WebKit, "
                + "SafariServices, Contacts and ContactsUI); Xcode builds this against the iOS SDK. Keep the code that needs it "
                + "behind `#if canImport(SwiftUI)` to build the rest here (and 2 more files)")
        let down = try #require(missing.first { $0.name == "Down" })
        #expect(
            down.description
                == "/apps/Notes/ContentView.swift:2:1: error: 'Down' is a Swift package product the target "
                + "links, from https://github.com/example/Down.git; Xcode resolves and builds Swift packages, "
                + "forcetouch build does not (it compiles the app target's own files only)")
        #expect(
            missing.first { $0.name == "HackersKit" }?.description.contains(
                "the project's target 'HackersKit'") == true)
        #expect(missing.first { $0.name == "Kingfisher" }?.description.contains("uses CocoaPods") == true)
    }

    @Test("a package product or project target named like an Apple framework is reported as what it is")
    func projectBeforeApple() {
        let context = ModuleCheck.Context(appModule: "Notes", packageProducts: ["Network": "the workspace"])
        let missing = ModuleCheck.missingModules(in: [source("A.swift", "import Network")], context: context)
        #expect(missing.map(\.reason) == [.swiftPackage(source: "the workspace")])
    }

    @Test("a module nothing explains is reported as not here, without guessing a source")
    func unknown() {
        let missing = ModuleCheck.missingModules(
            in: [source("A.swift", "import Sparkles")], context: .init(appModule: "Notes"))
        #expect(missing.map(\.reason) == [.unknown])
        #expect(missing.first?.description.contains("no module 'Sparkles' here") == true)
    }

    @Test("CocoaPods' manifest check stops as Xcode does without Pods/, and passes when in sync")
    func cocoaPods() throws {
        let phases = ["[CP] Check Pods Manifest.lock", "Run Script", "[CP] Embed Pods Frameworks"]
        let missing = try #require(
            CocoaPodsCheck.problem(
                target: "Hackers", scriptPhases: phases, projectFolder: "/apps/Hackers",
                podfileLock: "PODFILE CHECKSUM: 1", manifestLock: nil))
        #expect(
            missing.hasPrefix(
                "error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your "
                    + "CocoaPods installation. (target 'Hackers', build phase “[CP] Check Pods Manifest.lock”: "
                    + "/apps/Hackers/Pods/Manifest.lock does not exist"))
        #expect(missing.contains("run `pod install` in /apps/Hackers"))
        let stale = CocoaPodsCheck.problem(
            target: "Hackers", scriptPhases: phases, projectFolder: "/apps/Hackers",
            podfileLock: "PODFILE CHECKSUM: 2", manifestLock: "PODFILE CHECKSUM: 1")
        #expect(stale?.contains("Pods/Manifest.lock differs from /apps/Hackers/Podfile.lock") == true)
        #expect(
            CocoaPodsCheck.problem(
                target: "Hackers", scriptPhases: phases, projectFolder: "/apps/Hackers",
                podfileLock: "PODFILE CHECKSUM: 1", manifestLock: "PODFILE CHECKSUM: 1") == nil)
        #expect(
            CocoaPodsCheck.problem(
                target: "Notes", scriptPhases: ["Run Script"], projectFolder: "/apps/Notes", podfileLock: nil,
                manifestLock: nil) == nil)
    }
}
