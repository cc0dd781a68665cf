/// Why a control-port request did nothing. Worded in `Wording.swift`; sent as `error: …`.
public enum ControlPortError: Error, Sendable, Hashable {
    /// A blank line.
    case emptyLine
    /// A line over the limit.
    case lineTooLong(limit: Int)
    /// A control character (a byte below 0x20, or DEL) at a 1-based column of the trimmed line.
    case controlCharacter(UInt8, column: Int)
    /// A character no bundle identifier holds, at a 1-based column of the trimmed text.
    case notABundleIdentifier(String, column: Int, character: Unicode.Scalar)
    /// The simulator has no device to open a menu on.
    case noDevice
    /// The active device has no such app; `suggestion` is the nearest installed identifier.
    case unknownApp(String, device: String, suggestion: String?)
}
