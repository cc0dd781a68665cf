import PortPass

/// The modules an app target's files import that a build here cannot give them, each with the
/// reason, found before compiling.
///
/// Xcode builds an app against Apple's SDK (every framework), the target's Swift packages (which it
/// fetches), the project's other targets and a CocoaPods workspace's pods. `forcetouch build`
/// compiles the app target's own files against ForceTouchKit's frameworks and the toolchain's
/// modules only, so any other import would stop the compiler with a bare "no such module"; this
/// names which of Xcode's sources the module comes from and what to do, for every such module at
/// once. Only imports outside `#if` blocks count (`#if canImport(…)` code compiles either way).
public enum ModuleCheck {
    /// One `import` declaration.
    public struct Import: Sendable, Equatable {
        /// The module, its first component (`UIKit` for `import UIKit.UIImage`).
        public var module: String
        /// The 1-based line of the `import` keyword.
        public var line: Int
        /// Its 1-based column, in UTF-8 bytes.
        public var column: Int

        /// An import of `module` at `line`:`column`.
        public init(module: String, line: Int, column: Int) {
            self.module = module
            self.line = line
            self.column = column
        }
    }

    /// Where Xcode would find a module that is not here.
    public enum Reason: Sendable, Equatable {
        /// One of Apple's SDK frameworks that ForceTouchKit does not provide (`SwiftUI`, `CoreData`).
        case appleFramework
        /// A Swift package product the target links; `source` says where Xcode gets it (a URL, or
        /// "the local package at PATH", or "the workspace").
        case swiftPackage(source: String)
        /// A framework or library target of the same project (`target` is its name).
        case projectTarget(String)
        /// A CocoaPods pod: the project uses CocoaPods (a `Podfile` or `Pods/` beside it).
        case cocoaPod
        /// None of the above: not Apple's, not the target's package, not the project's, not a pod.
        case unknown
    }

    /// A module the target imports that cannot be had here.
    public struct MissingModule: Sendable, Equatable, CustomStringConvertible {
        /// The module's name.
        public var name: String
        /// Where Xcode would get it.
        public var reason: Reason
        /// The first file (absolute path) that imports it, and where.
        public var file: String
        /// The line of that first import.
        public var line: Int
        /// The column of that first import.
        public var column: Int
        /// How many of the target's files import it.
        public var fileCount: Int

        /// `file:line:column: error: …`, what the module is and what to do.
        public var description: String {
            let others = fileCount > 1 ? " (and \(fileCount - 1) more file\(fileCount > 2 ? "s" : ""))" : ""
            let what: String
            switch reason {
            case .appleFramework:
                what =
                    "'\(name)' is Apple's framework, which ForceTouchKit does not provide (it has UIKit, "
                    + "Foundation, CoreGraphics, QuartzCore, WebKit, SafariServices, Contacts and ContactsUI); Xcode "
                    + "builds this "
                    + "against the iOS SDK. Keep the code that needs it behind `#if canImport(\(name))` to "
                    + "build the rest here"
            case .swiftPackage(let source):
                what =
                    "'\(name)' is a Swift package product the target links, from \(source); Xcode resolves "
                    + "and builds Swift packages, forcetouch build does not (it compiles the app target's "
                    + "own files only)"
            case .projectTarget(let target):
                what =
                    "'\(name)' is the module of the project's target '\(target)'; forcetouch build compiles "
                    + "the app target's own files only, not the targets it depends on"
            case .cocoaPod:
                what =
                    "'\(name)' is not here; the project uses CocoaPods (a Podfile or Pods/), so it is likely a "
                    + "pod, which Xcode builds from the Pods project `pod install` makes; forcetouch build "
                    + "compiles the app target's own files only"
            case .unknown:
                what =
                    "no module '\(name)' here: it is not one of ForceTouchKit's frameworks, a toolchain "
                    + "module, a Swift package the target links, a target of the project or a pod"
            }
            return "\(file):\(line):\(column): error: \(what)\(others)"
        }
    }

    /// The modules an app's code may import here: ForceTouchKit's frameworks (Apple's names) and
    /// the Swift 6.3 toolchain's own modules on Linux.
    public static let availableModules: Set<String> = [
        "UIKit", "CoreGraphics", "QuartzCore", "WebKit", "SafariServices", "Contacts", "ContactsUI",
        "TouchKit",
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Synchronization", "Observation",
        "RegexBuilder", "Distributed", "_Concurrency", "_StringProcessing", "XCTest", "Testing",
    ]

    /// Apple SDK frameworks an iOS app imports that ForceTouchKit does not provide (the ones seen in
    /// the projects tried, and their common neighbours); a name not listed is still reported, as
    /// `unknown` when nothing else explains it.
    public static let appleFrameworks: Set<String> = [
        "AVFoundation", "AVKit", "Accelerate", "Accounts", "AppIntents", "AppKit", "ARKit",
        "AudioToolbox", "AuthenticationServices", "BackgroundTasks", "CallKit", "CloudKit", "Cocoa",
        "Combine", "CoreBluetooth", "CoreData", "CoreHaptics", "CoreImage",
        "CoreLocation", "CoreML", "CoreMedia", "CoreMotion", "CoreServices", "CoreSpotlight",
        "CoreText", "CoreVideo", "CryptoKit", "Darwin", "EventKit", "EventKitUI", "FoundationModels",
        "GameController", "GameKit", "GameplayKit", "HealthKit", "ImageIO", "Intents", "IntentsUI",
        "LinkPresentation", "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "Messages",
        "Metal", "MetalKit", "MobileCoreServices", "MultipeerConnectivity", "NaturalLanguage",
        "Network", "NotificationCenter", "ObjectiveC", "PDFKit", "PencilKit", "Photos", "PhotosUI",
        "QuickLook", "QuickLookThumbnailing", "RealityKit", "SceneKit", "Security", "Social",
        "Speech", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI", "SystemConfiguration", "TipKit",
        "UniformTypeIdentifiers", "UserNotifications", "Vision", "WatchConnectivity", "WatchKit",
        "WidgetKit", "os",
    ]

    /// What else the project offers, beside Apple's SDK, to tell the reasons apart.
    public struct Context: Sendable, Equatable {
        /// The app's own module name (an import of it is allowed, as Xcode allows it).
        public var appModule: String
        /// The target's Swift package products, by name, with where each comes from (worded as
        /// `Reason.swiftPackage`'s source).
        public var packageProducts: [String: String]
        /// The project's other targets that make a module, by module name (the target's name).
        public var projectModules: [String: String]
        /// Whether the project uses CocoaPods (a `Podfile` or a `Pods/` folder beside it).
        public var usesCocoaPods: Bool

        /// A context.
        public init(
            appModule: String, packageProducts: [String: String] = [:],
            projectModules: [String: String] = [:], usesCocoaPods: Bool = false
        ) {
            self.appModule = appModule
            self.packageProducts = packageProducts
            self.projectModules = projectModules
            self.usesCocoaPods = usesCocoaPods
        }
    }

    /// The `import` declarations of `text` outside any `#if` block, in source order.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func imports(in text: String) -> [Import] {
        let bytes = Array(text.utf8)
        let tokens = SwiftLexer.tokenize(text).tokens.filter(\.isSignificant)
        func word(_ token: SwiftToken) -> String {
            String(decoding: bytes[token.range], as: UTF8.self)
        }
        let declarationKinds: Set<String> = [
            "class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "actor",
        ]
        var found: [Import] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            if token.kind == .pound {
                switch word(token) {
                case "#if": depth += 1
                case "#endif": depth = max(0, depth - 1)
                default: break
                }
                continue
            }
            guard depth == 0, token.kind == .identifier, word(token) == "import" else { continue }
            if index > 0, tokens[index - 1].kind == .punctuation, word(tokens[index - 1]) == "." { continue }
            var next = index + 1
            if next < tokens.count, tokens[next].kind == .identifier,
                declarationKinds.contains(word(tokens[next]))
            {
                next += 1
            }
            guard next < tokens.count, tokens[next].kind == .identifier else { continue }
            found.append(Import(module: word(tokens[next]), line: token.line, column: token.column))
        }
        return found
    }

    /// The modules `sources` import that are not available here, in order of first import, each
    /// with its reason; empty when every import can be had.
    /// - Complexity: O(*n*) in the total length of the sources.
    public static func missingModules(in sources: [PackageGenerator.Source], context: Context)
        -> [MissingModule]
    {
        var missing: [MissingModule] = []
        var positions: [String: Int] = [:]
        for source in sources {
            var seenInFile: Set<String> = []
            for found in imports(in: source.text) {
                let name = found.module
                guard !availableModules.contains(name), name != context.appModule,
                    seenInFile.insert(name).inserted
                else { continue }
                if let position = positions[name] {
                    missing[position].fileCount += 1
                    continue
                }
                positions[name] = missing.count
                missing.append(
                    MissingModule(
                        name: name, reason: reason(for: name, context: context), file: source.path,
                        line: found.line, column: found.column, fileCount: 1))
            }
        }
        return missing
    }

    /// Why `name` is not here: the project's own targets and packages first (they may shadow an
    /// Apple name), then Apple's SDK, then CocoaPods.
    static func reason(for name: String, context: Context) -> Reason {
        if let source = context.packageProducts[name] { return .swiftPackage(source: source) }
        if let target = context.projectModules[name] { return .projectTarget(target) }
        if appleFrameworks.contains(name) { return .appleFramework }
        if context.usesCocoaPods { return .cocoaPod }
        return .unknown
    }
}
