public import Foundation

/// Something an app did wrong that UIKit would crash on, ignore, or leave to chance: reported, never fatal.
///
/// The host records each diagnostic in its lifecycle log (`LifecycleEvent.Kind.diagnostic`) so the
/// simulated device can show it to the developer. `message` says which app, which item, what went
/// wrong and what to do; the wording lives in one place (`TouchKitMessages`).
public struct MisuseDiagnostic: Sendable, Hashable, Codable {
    /// How bad it is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// Works, but not as the developer expects (an item that will never show).
        case warning
        /// Broken behaviour (an action lost, a result ignored, a handler never called).
        case error
    }

    /// The app that misbehaved (its bundle identifier).
    public var bundleIdentifier: String
    /// The app's display name, for people reading the message.
    public var appName: String
    /// When it was noticed, on the host's clock.
    public var time: TimeInterval
    /// What was wrong.
    public var problem: Problem

    /// Creates a diagnostic.
    public init(bundleIdentifier: String, appName: String, time: TimeInterval, problem: Problem) {
        self.bundleIdentifier = bundleIdentifier
        self.appName = appName
        self.time = time
        self.problem = problem
    }

    /// The full sentence: app, item, what went wrong, what to do.
    public var message: String {
        TouchKitMessages.message(for: problem, app: "\(appName) (\(bundleIdentifier))")
    }

    /// How bad the problem is.
    public var severity: Severity {
        switch problem {
        case .tooManyShortcutItems, .slowDelegateCall, .interfaceMisuse(.sourceViewRegisteredTwice): .warning
        default: .error
        }
    }
}

extension MisuseDiagnostic {
    /// The kinds of misuse TouchKit notices.
    public enum Problem: Sendable, Hashable, Codable {
        /// `performActionFor`'s completion handler was not called within `timeout` seconds.
        case completionHandlerNotCalled(shortcutType: String, timeout: TimeInterval)
        /// The app was terminated before it called the completion handler for the item.
        case completionHandlerNotCalledBeforeTermination(shortcutType: String)
        /// The completion handler was called again; the later result was ignored.
        case completionHandlerCalledTwice(shortcutType: String, ignoredResult: Bool)
        /// A completion handler from an earlier launch was called after that launch ended.
        case completionHandlerCalledAfterTermination(shortcutType: String, launch: Int)
        /// The delegate (or scene delegate when `scene`) does not implement `performActionFor`:
        /// the item was dropped.
        case performActionNotImplemented(shortcutType: String, scene: Bool)
        /// More dynamic items than the menu can show after the static ones; `hiddenTypes` never appear.
        case tooManyShortcutItems(dynamicCount: Int, staticCount: Int, limit: Int, hiddenTypes: [String])
        /// An assignment to `shortcutItems` was refused.
        case invalidShortcutItems(ShortcutItemsError)
        /// The host's store failed to load or save the app's dynamic items.
        case storeFailed(operation: StoreOperation, reason: String)
        /// A delegate call took `seconds` on the host's clock, more than `limit`.
        case slowDelegateCall(call: String, seconds: TimeInterval, limit: TimeInterval)
        /// Work scheduled with `Application.async` kept scheduling more; the rest waits for the next turn.
        case runawayWork(count: Int)
        /// A view or view controller API was misused (UIKit raises an exception here).
        case interfaceMisuse(InterfaceMisuse)
    }

    /// Which store operation failed.
    public enum StoreOperation: String, Sendable, Hashable, Codable {
        /// Reading the items at launch (the app starts with none).
        case load
        /// Writing an assignment to `shortcutItems` (it stays in memory for this launch only).
        case save
    }
}
