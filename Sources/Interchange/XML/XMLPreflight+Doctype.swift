extension XMLPreflight {
    /// Why a DOCTYPE is refused.
    enum DoctypeProblem: Error {
        case internalSubset
        case malformed(String)
    }

    /// The index after the `>` that ends the DOCTYPE whose `<` is at `start`, read by XML 1.0's
    /// grammar (`'<!DOCTYPE' S Name (S ExternalID)? S? '>'`, ExternalID `SYSTEM` with a quoted
    /// system literal or `PUBLIC` with a public-identifier literal and a system literal), so a
    /// `>` or `<` inside a literal is the literal's, and an unclosed literal cannot swallow the
    /// markup after it. An internal subset (`[`) is refused (entity definitions, billion laughs).
    static func doctypeEnd(_ bytes: [UInt8], at start: Int) throws(DoctypeProblem) -> Int {
        let count = bytes.count
        var index = start + 1 + Markup.doctype.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func skipSpace() -> Bool {
            let before = index
            while index < count, isSpace(bytes[index]) { index += 1 }
            return index > before
        }
        func keyword(_ word: String) -> Bool {
            let pattern = Array(word.utf8)
            guard index + pattern.count <= count, bytes[index..<index + pattern.count].elementsEqual(pattern)
            else { return false }
            index += pattern.count
            return true
        }
        func literal(_ kind: String, publicIdentifier: Bool) throws(DoctypeProblem) {
            guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
            else {
                throw .malformed("its \(kind) identifier is not in quotes")
            }
            let quote = bytes[index]
            index += 1
            while index < count, bytes[index] != quote {
                if publicIdentifier, !Self.isPublicIdentifierCharacter(bytes[index]) {
                    throw .malformed(
                        "its public identifier holds '\(String(decoding: [bytes[index]], as: UTF8.self))', "
                            + "which a public identifier cannot (or its closing quote is missing)")
                }
                index += 1
            }
            guard index < count else { throw .malformed("its \(kind) identifier's closing quote is missing") }
            index += 1
        }
        guard skipSpace() else { throw .malformed("no name after <!DOCTYPE") }
        let nameStart = index
        while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
            bytes[index] != UInt8(ascii: "[")
        {
            index += 1
        }
        guard index > nameStart else { throw .malformed("no name after <!DOCTYPE") }
        if skipSpace() {
            if keyword("SYSTEM") {
                guard skipSpace() else { throw .malformed("no space after SYSTEM") }
                try literal("system", publicIdentifier: false)
            } else if keyword("PUBLIC") {
                guard skipSpace() else { throw .malformed("no space after PUBLIC") }
                try literal("public", publicIdentifier: true)
                guard skipSpace() else { throw .malformed("no system identifier after the public one") }
                try literal("system", publicIdentifier: false)
            }
            _ = skipSpace()
        }
        guard index < count else { throw .malformed("it does not end with '>'") }
        if bytes[index] == UInt8(ascii: "[") { throw .internalSubset }
        guard bytes[index] == UInt8(ascii: ">") else {
            throw .malformed("'\(String(decoding: [bytes[index]], as: UTF8.self))' where its '>' should be")
        }
        return index + 1
    }

    /// XML 1.0's PubidChar: space, CR, LF, ASCII letters and digits, and `-'()+,./:=?;!*#@$_%`.
    private static func isPublicIdentifierCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0D, 0x0A: true
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("-'()+,./:=?;!*#@$_%".utf8).contains(byte)
        }
    }
}
