/// Why a client message was not acted on. The server answers it with an `error` message
/// (worded in `Wording.swift`) and keeps the connection open.
public enum ClientMessageError: Error, Sendable, Hashable {
    /// A binary frame (the protocol uses text only).
    case binaryMessage
    /// Not JSON at all.
    case notJSON
    /// JSON, but not an object.
    case notAnObject
    /// No string field `type`.
    case missingType
    /// A `type` the server does not know.
    case unknownType(String)
    /// A required field is absent.
    case missingField(message: String, field: String)
    /// A field holds the wrong kind of value (`expected` in words: "a number").
    case wrongType(message: String, field: String, expected: String)
    /// A number outside its range (`range` in words: "0…1").
    case outOfRange(message: String, field: String, value: Double, range: String)
    /// A string outside its set of values.
    case invalidValue(message: String, field: String, value: String, allowed: [String])
    /// A string field longer than its limit (UTF-8 bytes).
    case tooLong(message: String, field: String, length: Int, limit: Int)
    /// Fields that cannot go together, or none of a set that needs one (worded by the caller).
    case invalidCombination(message: String, detail: String)

    /// A stable code for the `error` message's `code` field.
    public var code: String {
        switch self {
        case .binaryMessage: "binaryMessage"
        case .notJSON, .notAnObject: "notJSON"
        case .missingType, .unknownType: "unknownType"
        case .missingField, .wrongType, .outOfRange, .invalidValue, .invalidCombination, .tooLong:
            "invalidField"
        }
    }
}
