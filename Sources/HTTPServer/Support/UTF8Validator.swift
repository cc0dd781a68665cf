/// An incremental UTF-8 validator (RFC 3629: no overlongs, no surrogates, nothing above
/// U+10FFFF), so a text message split across fragments, or a code point split across two
/// fragments, is checked as the bytes arrive and a bad byte fails at once.
package struct UTF8Validator: Sendable, Hashable {
    private var needed = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Creates a validator at the start of a text.
    package init() {}

    /// Whether the bytes so far end on a code point boundary.
    package var isComplete: Bool { needed == 0 }

    /// Feeds bytes; returns `false` at the first byte that cannot be valid UTF-8 (the validator is
    /// then in an unspecified state).
    /// - Complexity: O(n).
    package mutating func validate(_ bytes: some Collection<UInt8>) -> Bool {
        if let result = bytes.withContiguousStorageIfAvailable({
            validate(buffer: UnsafeRawBufferPointer($0))
        }) {
            return result
        }
        return Array(bytes).withUnsafeBytes { validate(buffer: $0) }
    }

    private mutating func validate(buffer: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        let count = buffer.count
        while i < count {
            if needed == 0 {
                while i + 8 <= count
                    && buffer.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    i += 8
                }
                guard i < count else { break }
                let byte = buffer[i]
                i += 1
                switch byte {
                case 0x00...0x7F: continue
                case 0xC2...0xDF: (needed, lower, upper) = (1, 0x80, 0xBF)
                case 0xE0: (needed, lower, upper) = (2, 0xA0, 0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (needed, lower, upper) = (2, 0x80, 0xBF)
                case 0xED: (needed, lower, upper) = (2, 0x80, 0x9F)
                case 0xF0: (needed, lower, upper) = (3, 0x90, 0xBF)
                case 0xF1...0xF3: (needed, lower, upper) = (3, 0x80, 0xBF)
                case 0xF4: (needed, lower, upper) = (3, 0x80, 0x8F)
                default: return false
                }
            } else {
                let byte = buffer[i]
                i += 1
                guard byte >= lower && byte <= upper else { return false }
                (needed, lower, upper) = (needed - 1, 0x80, 0xBF)
            }
        }
        return true
    }
}
