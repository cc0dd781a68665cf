// Where the Contacts module reports an app's mistakes: the running app's diagnostics.

import Foundation
import TouchKit

/// Reports a misuse of Contacts into the running app's diagnostics (the device's log) when called on
/// the main thread inside an app, else to standard error; never fatal.
enum ContactsDiagnostics {
    static func report(_ misuse: InterfaceMisuse) {
        if Thread.isMainThread {
            MainActor.assumeIsolated {
                if let application = Application.current {
                    application.report(.interfaceMisuse(misuse))
                } else {
                    Window.reportUnhosted(misuse)
                }
            }
        } else {
            FileHandle.standardError.write(
                Data(("Contacts: " + TouchKitMessages.description(of: misuse) + "\n").utf8))
        }
    }

    /// The running app's bundle identifier (`Application.current`), else `Bundle.main`'s, else "".
    static var currentApp: String {
        if Thread.isMainThread,
            let current = MainActor.assumeIsolated({ Application.current?.bundleIdentifier })
        {
            return current
        }
        return Bundle.main.bundleIdentifier ?? ""
    }

    /// Whether the running app's Info.plist lacks `NSContactsUsageDescription` (only an app on the
    /// main thread can be asked; elsewhere this says no).
    static var usageDescriptionMissing: Bool {
        guard Thread.isMainThread else { return false }
        return MainActor.assumeIsolated {
            guard let application = Application.current else { return false }
            return application.configuration.usageDescriptions["NSContactsUsageDescription"] == nil
        }
    }
}
