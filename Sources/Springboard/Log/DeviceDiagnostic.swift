public import Foundation
import TouchKit

/// A problem the device shows the developer: an app's misuse TouchKit noticed, a damaged store file, a
/// questionable Info.plist.
///
/// Its fields (the simulator shows them under the same names): `severity` (`error`, `warning`, `note`), `code` (a stable
/// identifier such as `completionHandlerNotCalled` or `corruptShortcutStore`), `app` (bundle identifier,
/// when one is concerned), `message` (what, where, what to do) and `time` (device clock).
public struct DeviceDiagnostic: Sendable, Hashable {
    /// How bad it is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// Broken behaviour: an action lost, a handler never called.
        case error
        /// Works, but not as expected: an item that will never show, a file set aside.
        case warning
        /// Information: a default the device chose for you.
        case note
    }

    /// How bad it is.
    public var severity: Severity
    /// A stable identifier for the kind of problem.
    public var code: String
    /// The app concerned, if any.
    public var app: String?
    /// The sentence: what, where, what to do.
    public var message: String
    /// When it was noticed, on the device's clock.
    public var time: TimeInterval

    /// Creates a diagnostic.
    public init(severity: Severity, code: String, app: String?, message: String, time: TimeInterval) {
        self.severity = severity
        self.code = code
        self.app = app
        self.message = message
        self.time = time
    }
}

extension MisuseDiagnostic.Problem {
    /// The problem's stable code: its case name (`completionHandlerNotCalled`, …).
    var code: String {
        switch self {
        case .completionHandlerNotCalled: "completionHandlerNotCalled"
        case .completionHandlerNotCalledBeforeTermination: "completionHandlerNotCalledBeforeTermination"
        case .completionHandlerCalledTwice: "completionHandlerCalledTwice"
        case .completionHandlerCalledAfterTermination: "completionHandlerCalledAfterTermination"
        case .performActionNotImplemented: "performActionNotImplemented"
        case .tooManyShortcutItems: "tooManyShortcutItems"
        case .invalidShortcutItems: "invalidShortcutItems"
        case .storeFailed: "storeFailed"
        case .slowDelegateCall: "slowDelegateCall"
        case .runawayWork: "runawayWork"
        case .interfaceMisuse: "interfaceMisuse"
        }
    }
}
