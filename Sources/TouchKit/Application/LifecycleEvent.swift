public import Foundation

/// One entry of an app's lifecycle log: a delegate call, a completion handler, a line the app logged,
/// or a diagnostic.
///
/// The host records one event per delegate call, in call order, followed by what happened inside
/// the call (the app's log lines, a completion handler called synchronously, a diagnostic). The
/// simulated device keeps them as its event log; tests read them as the story of a launch.
public struct LifecycleEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What happened. Raw values are the names the event log shows.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `application(_:willFinishLaunchingWithOptions:)`; `returned` holds its result.
        case willFinishLaunching
        /// `application(_:didFinishLaunchingWithOptions:)`; `returned` holds its result.
        case didFinishLaunching
        /// `applicationDidBecomeActive(_:)`.
        case didBecomeActive
        /// `applicationWillResignActive(_:)`.
        case willResignActive
        /// `applicationDidEnterBackground(_:)`.
        case didEnterBackground
        /// `applicationWillEnterForeground(_:)`.
        case willEnterForeground
        /// `applicationWillTerminate(_:)`.
        case willTerminate
        /// `application(_:performActionFor:completionHandler:)`.
        case performActionForShortcutItem
        /// The app called a `performActionFor` completion handler; `succeeded` holds the value.
        case completionHandler
        /// `application(_:configurationForConnecting:options:)`, before a scene connects;
        /// `shortcutType` is `options.shortcutItem`'s.
        case configurationForConnecting
        /// `scene(_:willConnectTo:options:)`; `shortcutType` is `connectionOptions.shortcutItem`'s.
        case sceneWillConnect
        /// `sceneWillEnterForeground(_:)`.
        case sceneWillEnterForeground
        /// `sceneDidBecomeActive(_:)`.
        case sceneDidBecomeActive
        /// `sceneWillResignActive(_:)`.
        case sceneWillResignActive
        /// `sceneDidEnterBackground(_:)`.
        case sceneDidEnterBackground
        /// `sceneDidDisconnect(_:)`.
        case sceneDidDisconnect
        /// `windowScene(_:performActionFor:completionHandler:)`.
        case windowScenePerformActionForShortcutItem
        /// A line the app logged (`Application.log(_:)`), in `message`.
        case log
        /// A misuse TouchKit noticed, in `diagnostic` (its sentence in `message`).
        case diagnostic
        /// `previewingContext(_:viewControllerForLocation:)`; `returned` is whether it gave a controller.
        case viewControllerForLocation
        /// The previewed controller's `previewActionItems` were read; `message` lists their titles.
        case previewActionItems
        /// `previewingContext(_:commit:)` (the pop).
        case commitViewController
        /// A preview action's handler ran; `message` is the action's title.
        case previewAction
        /// The system played a haptic, in `hapticPattern`.
        case haptic
        /// `contextMenuInteraction(_:configurationForMenuAtLocation:)` (or a table's
        /// `contextMenuConfigurationForRowAt`); `returned` is whether it gave a configuration.
        case configurationForMenuAtLocation
        /// `previewForHighlightingMenuWithConfiguration` (or its iOS 16 identifier form); `returned` is
        /// whether it gave a targeted preview.
        case previewForHighlightingMenu
        /// The configuration's `previewProvider` ran; `returned` is whether it gave a controller.
        case previewProvider
        /// The configuration's `actionProvider` ran; `returned` is whether it gave a menu.
        case actionProvider
        /// `contextMenuInteraction(_:willDisplayMenuFor:animator:)`.
        case willDisplayMenu
        /// `willPerformPreviewActionForMenuWith:animator:` (the preview was tapped).
        case willPerformPreviewAction
        /// `previewForDismissingMenuWithConfiguration` (or its iOS 16 identifier form).
        case previewForDismissingMenu
        /// `contextMenuInteraction(_:willEndFor:animator:)`.
        case willEndMenu
        /// A menu action's handler ran; `message` is its title.
        case menuAction
    }

    /// When, on the host's clock (for a delegate call: when it started).
    public var time: TimeInterval
    /// The app's bundle identifier.
    public var bundleIdentifier: String
    /// Which process: 1 for the first launch, 2 after a termination and relaunch, …
    public var launch: Int
    /// What happened.
    public var kind: Kind
    /// The shortcut item's type, for calls that carry one (launch options included).
    public var shortcutType: String?
    /// What a launch method returned.
    public var returned: Bool?
    /// The value a completion handler was called with.
    public var succeeded: Bool?
    /// The logged line, or the diagnostic's sentence.
    public var message: String?
    /// The diagnostic, for `.diagnostic` events.
    public var diagnostic: MisuseDiagnostic?
    /// The haptic, for `.haptic` events.
    public var hapticPattern: HapticPattern?

    /// Creates an event.
    public init(
        time: TimeInterval, bundleIdentifier: String, launch: Int, kind: Kind,
        shortcutType: String? = nil, returned: Bool? = nil, succeeded: Bool? = nil,
        message: String? = nil, diagnostic: MisuseDiagnostic? = nil, hapticPattern: HapticPattern? = nil
    ) {
        self.time = time
        self.bundleIdentifier = bundleIdentifier
        self.launch = launch
        self.kind = kind
        self.shortcutType = shortcutType
        self.returned = returned
        self.succeeded = succeeded
        self.message = message
        self.diagnostic = diagnostic
        self.hapticPattern = hapticPattern
    }

    /// The event's name as the log shows it (`didFinishLaunching`).
    public var name: String { kind.rawValue }

    /// The event without its time, bundle and launch: `didFinishLaunching shortcut=add returned=false`,
    /// `log "First shortcut selected"`. Scenario tests compare these.
    public var summary: String {
        var parts = [name]
        if let shortcutType { parts.append("shortcut=\(shortcutType)") }
        if let returned { parts.append("returned=\(returned)") }
        if let succeeded { parts.append("succeeded=\(succeeded)") }
        if let hapticPattern { parts.append("pattern=\(hapticPattern.rawValue)") }
        if let message { parts.append(escapedQuote(message)) }
        return parts.joined(separator: " ")
    }

    /// One log line: `[12.500] com.example.app#1 didFinishLaunching shortcut=add returned=false`.
    public var description: String {
        "[\(String(format: "%.3f", time))] \(bundleIdentifier)#\(launch) \(summary)"
    }
}
