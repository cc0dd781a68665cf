// Where the Contacts module reports an app's mistakes: the running app's diagnostics.

import Foundation
import TouchKit

/// Reports a misuse of Contacts into the running app's diagnostics (the device's log) when called from
/// the app's code as the host runs it (`AppCodeThreads`), else to standard error; never fatal.
enum ContactsDiagnostics {
    static func report(_ misuse: InterfaceMisuse) {
        if AppCodeThreads.isActive {
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
        if AppCodeThreads.isActive,
            let current = MainActor.assumeIsolated({ Application.current?.bundleIdentifier })
        {
            return current
        }
        return Bundle.main.bundleIdentifier ?? ""
    }

    /// Whether the running app's Info.plist lacks `NSContactsUsageDescription` (only the app's code as
    /// the host runs it can be asked; elsewhere this says no).
    static var usageDescriptionMissing: Bool {
        guard AppCodeThreads.isActive else { return false }
        return MainActor.assumeIsolated {
            guard let application = Application.current else { return false }
            return application.configuration.usageDescriptions["NSContactsUsageDescription"] == nil
        }
    }
}
