extension InkMLReader {
    /// The encodings an `<?xml … encoding="…"?>` declaration may name: UTF-8 and its ASCII subset.
    /// InkML files are read as UTF-8 (the bytes are validated before the XML parser sees them);
    /// another declared encoding would make the parser read other characters than the ones
    /// checked (UTF-7 hides markup from the DTD check), so it is refused.
    static let declarableEncodings: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii"]

    /// What is wrong with the document's encoding, and where, or nil when it is UTF-8 (a
    /// byte-order mark allowed) with at most a UTF-8 encoding declaration.
    ///
    /// Foundation's `XMLParser` traps when libxml2 hands it a name that is not UTF-8, so invalid
    /// bytes must never reach it.
    /// - Complexity: O(*n*) in the size of the data.
    static func encodingProblem(in bytes: [UInt8]) -> (line: Int, column: Int, message: String)? {
        if let offset = invalidUTF8Offset(bytes) {
            let place = position(ofByte: offset, in: bytes)
            let byte = String(bytes[offset], radix: 16, uppercase: true)
            return (
                place.line, place.column,
                "byte 0x\(byte.count == 1 ? "0" + byte : byte) is not UTF-8; InkML files are read as UTF-8: "
                    + "save the file as UTF-8"
            )
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let opening = Array("<?xml".utf8)
        guard bytes[start...].starts(with: opening) else { return nil }
        var end = start + opening.count
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">"))
        {
            end += 1
        }
        guard let encoding = declaredEncoding(bytes[start..<end]),
            !declarableEncodings.contains(encoding.lowercased())
        else { return nil }
        let place = position(ofByte: start, in: bytes)
        return (
            place.line, place.column,
            "the XML declaration names the encoding '\(encoding.prefix(40))'; InkML files are read as UTF-8: "
                + "save the file as UTF-8 and declare encoding=\"UTF-8\""
        )
    }

    /// The offset of the first byte that does not belong to valid UTF-8, or nil.
    private static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
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

    /// The value of `encoding="…"` (or `'…'`) in an XML declaration's bytes, if any.
    private static func declaredEncoding(_ declaration: ArraySlice<UInt8>) -> String? {
        let name = Array("encoding".utf8)
        var index = declaration.startIndex
        while index + name.count <= declaration.endIndex,
            !declaration[index..<index + name.count].elementsEqual(name)
        {
            index += 1
        }
        guard index + name.count <= declaration.endIndex else { return nil }
        index += name.count
        while index < declaration.endIndex,
            [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(declaration[index])
        {
            index += 1
        }
        guard index < declaration.endIndex,
            declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'")
        else { return nil }
        let quote = declaration[index]
        let valueStart = index + 1
        var valueEnd = valueStart
        while valueEnd < declaration.endIndex, declaration[valueEnd] != quote { valueEnd += 1 }
        return String(decoding: declaration[valueStart..<valueEnd], as: UTF8.self)
    }

    /// The line and column (from 1, columns in characters) of the byte at `offset`.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        // A line ends at LF, CR LF or a lone CR, as editors and the XML parser (given
        // `XMLText.loneCarriageReturnsAsLineFeeds`) count them.
        for (index, byte) in bytes[..<offset].enumerated() {
            if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                continue  // the CR of a CR LF: its LF ends the line
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
