public import QuickActionTools
public import TouchKit

extension InstallDiagnostic {
    /// A lint finding in the app's Info.plist, as the system reports it at install: the rule's name
    /// as the code, the finding's `file:line:column: message` as the message.
    public init(_ finding: LintDiagnostic) {
        let severity: Severity =
            switch finding.severity {
            case .error: .error
            case .warning: .warning
            case .note: .note
            }
        self.init(severity: severity, code: finding.rule.rawValue, message: finding.formatted)
    }

    /// A default the installer chose for something the app's files leave out (code `installDefault`).
    static func installDefault(_ message: String) -> InstallDiagnostic {
        InstallDiagnostic(severity: .note, code: "installDefault", message: message)
    }
}
