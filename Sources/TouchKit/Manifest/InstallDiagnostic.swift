/// Something the installer found or chose when it read an app from disk (a lint finding in its
/// Info.plist, a bundle identifier derived from the folder's name), reported by the system when it
/// installs the app (the device's log), as Xcode reports an Info.plist's problems at build time.
public struct InstallDiagnostic: Sendable, Hashable {
    /// How serious it is.
    public enum Severity: String, Sendable, Hashable {
        /// The app is installed, but something it declares will not work (an item iOS drops).
        case error
        /// Probably a mistake, shown as written.
        case warning
        /// A default chosen for something missing, or a fact worth knowing.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// A stable name for the kind of finding (a lint rule's, or `installDefault`).
    public var code: String
    /// The sentence, with the file and what to do.
    public var message: String

    /// A diagnostic.
    public init(severity: Severity, code: String, message: String) {
        self.severity = severity
        self.code = code
        self.message = message
    }
}
