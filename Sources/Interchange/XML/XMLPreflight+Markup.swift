extension XMLPreflight {
    /// Walks the markup of UTF-8 `bytes` (see the type's summary for what is refused).
    /// - Complexity: O(*n*) in the number of bytes.
    func checkMarkup(_ bytes: [UInt8]) throws(XMLPreflightProblem) {
        let count = bytes.count
        var first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while first < count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[first]) { first += 1 }
        func fail(_ kind: XMLPreflightProblem.Kind, at offset: Int) -> XMLPreflightProblem {
            // Only the bytes before the problem count for its position (a flood may follow it).
            XMLPreflightProblem(
                kind, at: LineIndex(bytes: Array(bytes[..<min(count, offset + 1)])).position(ofByte: offset))
        }
        func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
            guard offset + pattern.count <= count else { return false }
            for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte { return false }
            return true
        }
        func skip(past terminator: [UInt8], from start: Int) -> Int {
            var index = start
            while index + terminator.count <= count {
                if bytes[index] == terminator[0], matches(terminator, at: index) {
                    return index + terminator.count
                }
                index += 1
            }
            return count
        }
        var index = 0
        defer { WorkMeter.count(index, .xmlMarkupBytes) }
        while index < count {
            guard bytes[index] == Markup.less else {
                index += 1
                continue
            }
            let start = index
            let next = index + 1 < count ? bytes[index + 1] : 0
            if next == Markup.bang, matches(Markup.commentOpen, at: index + 1) {
                index = skip(past: Markup.commentClose, from: index + 4)
            } else if next == Markup.bang, matches(Markup.cdataOpen, at: index + 1) {
                index = skip(past: Markup.cdataClose, from: index + 9)
            } else if next == UInt8(ascii: "?") {
                let end = skip(past: Markup.processingClose, from: index + 2)
                var declaration = start == first && matches(Markup.xmlDeclaration, at: index + 2)
                if declaration {
                    declaration = false
                    var scan = index + 2
                    while scan < end, !declaration {
                        declaration = matches(Markup.version, at: scan)
                        scan += 1
                    }
                }
                guard declaration else { throw fail(.processingInstruction, at: start) }
                if let encoding = Self.declaredEncoding(bytes, from: index + 2, to: end),
                    !declarableEncodings.contains(encoding.lowercased())
                {
                    throw fail(.declaredEncoding(name: String(encoding.prefix(40))), at: start)
                }
                index = end
            } else if next == Markup.bang, matches(Markup.doctype, at: index + 1) {
                guard acceptsDoctype else { throw fail(.doctype, at: start) }
                do throws(DoctypeProblem) {
                    index = try Self.doctypeEnd(bytes, at: start)
                } catch {
                    switch error {
                    case .internalSubset: throw fail(.internalSubset, at: start)
                    case .malformed(let problem): throw fail(.malformedDoctype(problem: problem), at: start)
                    }
                }
            } else if next == Markup.bang {
                var end = index + 2
                while end < count, end - index < 22, !Markup.isSpaceOrEnd(bytes[end]) { end += 1 }
                throw fail(
                    .declaration(keyword: String(decoding: bytes[(index + 2)..<end], as: UTF8.self)),
                    at: start)
            } else {
                index = try checkTag(bytes, at: start, fail: fail)
            }
        }
    }

    /// Checks the names and counts the attributes of the tag whose `<` is at `start`; returns the
    /// index after it (after its `>`, or at the next `<` when it is not closed).
    private func checkTag(
        _ bytes: [UInt8], at start: Int, fail: (XMLPreflightProblem.Kind, Int) -> XMLPreflightProblem
    ) throws(XMLPreflightProblem) -> Int {
        let count = bytes.count
        var quote: UInt8 = 0
        var attributes = 0
        var nameStart: Int?
        var index = start + 1
        defer { WorkMeter.count(index - start, .xmlMarkupBytes) }
        func endName(at end: Int) throws(XMLPreflightProblem) {
            guard let begin = nameStart else { return }
            nameStart = nil
            let name = bytes[begin..<end]
            let colons = name.count { $0 == UInt8(ascii: ":") }
            guard colons > 0 else { return }
            guard acceptsPrefixedNames else { throw fail(.prefixedName, start) }
            if colons > 1 || name.first == UInt8(ascii: ":") || name.last == UInt8(ascii: ":") {
                throw fail(.invalidName(name: String(decoding: name.prefix(40), as: UTF8.self)), start)
            }
        }
        while index < count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                try endName(at: index)
                quote = byte
                attributes += 1
                if attributes > maximumAttributes {
                    throw fail(
                        .tooManyAttributes(
                            element: Self.elementName(bytes, at: start), limit: maximumAttributes), start)
                }
            } else if byte == Markup.greater || byte == Markup.less {
                break
            } else if Markup.isSpaceOrEnd(byte) || byte == UInt8(ascii: "=") {
                try endName(at: index)
            } else if nameStart == nil {
                nameStart = index
            }
            index += 1
        }
        try endName(at: index)
        if index < count, bytes[index] == Markup.greater { index += 1 }
        return index
    }

    /// The value of `encoding="…"` in the declaration between `start` and `end`, if any.
    private static func declaredEncoding(_ bytes: [UInt8], from start: Int, to end: Int) -> String? {
        let name = Array("encoding".utf8)
        var index = start
        while index + name.count <= end {
            if bytes[index..<index + name.count].elementsEqual(name) { break }
            index += 1
        }
        guard index + name.count <= end else { return nil }
        index += name.count
        while index < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = bytes[index]
        let valueStart = index + 1
        var valueEnd = valueStart
        while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
        return String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
    }

    /// The name of the element whose tag starts at `start` (its `<`), at most 40 bytes of it.
    private static func elementName(_ bytes: [UInt8], at start: Int) -> String {
        var end = start + 1
        while end < bytes.count, end - start <= 40, !Markup.isSpaceOrEnd(bytes[end]),
            bytes[end] != Markup.greater
        {
            end += 1
        }
        return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    }

    /// Bytes and byte patterns the markup checks look for.
    enum Markup {
        static let less = UInt8(ascii: "<")
        static let greater = UInt8(ascii: ">")
        static let bang = UInt8(ascii: "!")
        static let commentOpen = Array("!--".utf8)
        static let commentClose = Array("-->".utf8)
        static let cdataOpen = Array("![CDATA[".utf8)
        static let cdataClose = Array("]]>".utf8)
        static let processingClose = Array("?>".utf8)
        static let xmlDeclaration = Array("xml ".utf8)
        static let version = Array("version".utf8)
        static let doctype = Array("!DOCTYPE".utf8)

        /// XML white space or `/` (which ends a name in `<a/>` and `</a>`).
        static func isSpaceOrEnd(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/")
        }
    }
}
