/// Why a `PropertyListValue` cannot be written to a property list.
public enum PropertyListProblem: Sendable, Hashable, Codable {
    /// A `real` that is NaN or infinite (written as its Swift spelling, e.g. `nan`).
    case nonFiniteReal(String)
    /// A string or key holding a character XML 1.0 forbids (a control character other than tab,
    /// line feed and carriage return, or U+FFFE/U+FFFF), given as its scalar value.
    case forbiddenCharacter(UInt32)
    /// A value of a type no property list holds (a custom object in a UIKit `userInfo`); the text
    /// says which (`PropertyListValueError.message`).
    case notPropertyListValue(String)
}
