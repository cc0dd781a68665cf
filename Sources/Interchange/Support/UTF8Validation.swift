/// Where UTF-8 stops being UTF-8: the one check the file readers (XML property lists, InkML)
/// make before anything else reads the bytes.
package enum UTF8Validation {
    /// The offset of the first byte that does not belong to valid UTF-8 (an unexpected
    /// continuation byte, a truncated or overlong sequence, a surrogate, a value past U+10FFFF),
    /// or nil when all of `bytes` is UTF-8.
    /// - Complexity: O(*n*) in the number of bytes.
    package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var codec = UTF8()
        var offset = 0
        while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
