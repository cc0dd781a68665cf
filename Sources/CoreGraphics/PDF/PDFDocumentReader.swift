import Foundation

/// A value of a PDF file (ISO 32000-1, 7.3): what the reader makes of an object's bytes.
package indirect enum PDFObject: Equatable, Sendable {
    case null
    case boolean(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// `N G R`: an indirect object by number (the generation is not kept).
    case reference(Int)
    /// A stream: its dictionary and its data, still encoded by its filters.
    case stream([String: PDFObject], [UInt8])

    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var name: String? { if case .name(let value) = self { value } else { nil } }
    var array: [PDFObject]? { if case .array(let value) = self { value } else { nil } }
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let value), .stream(let value, _): value
        default: nil
        }
    }
}

/// Why a PDF could not be read or drawn, and at which byte of the file (or of the page's content).
package struct PDFError: Error, Equatable, CustomStringConvertible {
    /// The byte offset where the problem was found.
    package var offset: Int
    /// What is wrong, in words.
    package var message: String

    /// An error at `offset`.
    package init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }

    /// `byte N: message`.
    package var description: String { "byte \(offset): \(message)" }
}

/// A single-page vector PDF, as Xcode asset catalogs hold one (an icon exported from Illustrator,
/// Sketch or Figma), read far enough to draw its page: its objects, its first page's media box,
/// content and resources.
///
/// Objects are found by their `N G obj` headers, as PDF readers recover a file whose cross-reference
/// table is damaged, so a table that is wrong or missing does not matter; objects packed in object
/// streams (PDF 1.5 `/Type /ObjStm`) are read too. Later definitions of a number win, as
/// incremental updates do. Streams are decoded with `FlateDecode` (``Inflate``) or stored plain;
/// other filters (images' `DCTDecode`…) are refused with their name.
package struct PDFDocumentReader {
    /// The objects by number.
    package private(set) var objects: [Int: PDFObject] = [:]

    /// The most objects nested in one another (ours: 64; a page's own nest two or three deep).
    static let depthLimit = 64

    /// Reads `bytes` as a PDF file.
    /// - Throws: ``PDFError`` when the bytes are not a PDF or an object cannot be parsed.
    /// - Complexity: O(*n*) in the file's length.
    package init(bytes: [UInt8]) throws(PDFError) {
        guard
            bytes.starts(with: Array("%PDF-".utf8))
                || bytes.prefix(1024).indices.contains(where: { index in
                    bytes[index...].starts(with: Array("%PDF-".utf8))
                })
        else { throw PDFError(offset: 0, "not a PDF file (no %PDF- header in its first 1024 bytes)") }
        var index = 0
        let marker = Array("obj".utf8)
        while let found = Self.find(marker, in: bytes, from: index) {
            index = found + 3
            guard let number = Self.objectNumber(before: found, in: bytes),
                index >= bytes.count || PDFParser.isDelimiterOrSpace(bytes[index])
            else { continue }
            var parser = PDFParser(bytes: bytes, position: index)
            let object = try parser.indirectBody()
            objects[number] = object
            index = parser.position
        }
        guard !objects.isEmpty else { throw PDFError(offset: 0, "the file holds no objects (no `N 0 obj`)") }
        try unpack(from: objects)
    }

    /// The objects packed in the object streams among `all`.
    private mutating func unpack(from all: [Int: PDFObject]) throws(PDFError) {
        for (_, object) in all.sorted(by: { $0.key < $1.key }) {
            guard case .stream(let dictionary, _) = object, dictionary["Type"]?.name == "ObjStm" else {
                continue
            }
            let data = try decoded(object)
            guard let count = PDFParser.integer(resolve(dictionary["N"]).number),
                let first = PDFParser.integer(resolve(dictionary["First"]).number), count >= 0, first >= 0,
                first <= data.count, count <= data.count
            else { throw PDFError(offset: 0, "an object stream without a usable /N and /First") }
            var header = PDFParser(bytes: Array(data[..<first]), position: 0)
            for _ in 0..<count {
                guard let number = PDFParser.integer(try header.object(depth: 0).number),
                    let offset = PDFParser.integer(try header.object(depth: 0).number),
                    offset >= 0, offset < data.count - first
                else { throw PDFError(offset: header.position, "an object stream's header is damaged") }
                var parser = PDFParser(bytes: data, position: first + offset)
                if objects[number] == nil { objects[number] = try parser.object(depth: 0) }
            }
        }
    }

    /// `object`, or the object it refers to (followed up to 32 references; null when missing).
    package func resolve(_ object: PDFObject?) -> PDFObject {
        var current = object ?? .null
        for _ in 0..<32 {
            guard case .reference(let number) = current else { return current }
            current = objects[number] ?? .null
        }
        return .null
    }

    /// A stream's data with its filters undone.
    /// - Throws: ``PDFError`` for a filter other than `FlateDecode`, or damaged data.
    package func decoded(_ object: PDFObject) throws(PDFError) -> [UInt8] {
        guard case .stream(let dictionary, let data) = resolve(object) else { return [] }
        var filters: [String] = []
        switch resolve(dictionary["Filter"]) {
        case .name(let name): filters = [name]
        case .array(let names): filters = names.compactMap { resolve($0).name }
        default: break
        }
        var bytes = data
        for filter in filters {
            guard filter == "FlateDecode" || filter == "Fl" else {
                throw PDFError(
                    offset: 0,
                    "a stream encoded with /\(PDFParser.quoted(filter, quote: "")), which this reader does not decode"
                )
            }
            do {
                bytes = try Inflate.zlib(bytes)
            } catch {
                throw PDFError(offset: 0, "a FlateDecode stream is damaged: \(error)")
            }
        }
        return bytes
    }

    /// The first page: its media box, its content (every content stream, decoded and joined), and
    /// its resources (inherited from the page tree when the page has none).
    /// - Throws: ``PDFError`` when there is no page or its content cannot be decoded.
    package func firstPage() throws(PDFError) -> PDFPage {
        var pageDictionary: [String: PDFObject]?
        if case .dictionary(let trailerRoot)? = objects.values.first(where: {
            $0.dictionary?["Type"]?.name == "Catalog"
        }),
            let pages = resolve(trailerRoot["Pages"]).dictionary
        {
            var node = pages
            for _ in 0..<Self.depthLimit {
                guard node["Type"]?.name != "Page", let kids = resolve(node["Kids"]).array,
                    let first = kids.first,
                    let child = resolve(first).dictionary
                else { break }
                node = child.merging(["Resources": node["Resources"] ?? .null].filter { $0.value != .null }) {
                    own, _ in own
                }
            }
            if node["Type"]?.name == "Page" { pageDictionary = node }
        }
        if pageDictionary == nil {
            pageDictionary = objects.sorted(by: { $0.key < $1.key }).lazy.compactMap { $0.value.dictionary }
                .first { $0["Type"]?.name == "Page" }
        }
        guard var page = pageDictionary else {
            throw PDFError(offset: 0, "the file has no page (/Type /Page)")
        }
        // The inheritable entries a page leaves out come from its page tree (PDF 32000-1, 7.7.3.4):
        // Quartz writes an icon's MediaBox on the /Pages node, not on the page.
        var parent = resolve(page["Parent"]).dictionary
        for _ in 0..<Self.depthLimit {
            guard let node = parent else { break }
            for key in ["Resources", "MediaBox", "CropBox"] where page[key] == nil {
                if let value = node[key] { page[key] = value }
            }
            parent = resolve(node["Parent"]).dictionary
        }
        let box = (resolve(page["CropBox"]).array ?? resolve(page["MediaBox"]).array ?? []).map {
            resolve($0).number
        }
        guard box.count == 4, let x0 = box[0], let y0 = box[1], let x1 = box[2], let y1 = box[3] else {
            throw PDFError(offset: 0, "the page has no media box of four numbers")
        }
        var content: [UInt8] = []
        switch resolve(page["Contents"]) {
        case .array(let parts):
            for part in parts { content += try decoded(part) + [0x0A] }
        case let stream:
            content = try decoded(stream)
        }
        return PDFPage(
            mediaBox: CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0)),
            content: content, resources: resolve(page["Resources"]).dictionary ?? [:])
    }

    /// The first index of `needle` in `haystack` from `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == first && haystack[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The object number of an `N G obj` header whose `obj` is at `at`.
    private static func objectNumber(before at: Int, in bytes: [UInt8]) -> Int? {
        var index = at - 1
        func skipSpace() { while index >= 0 && PDFParser.isSpace(bytes[index]) { index -= 1 } }
        func digits() -> Int? {
            let end = index
            while index >= 0 && (0x30...0x39).contains(bytes[index]) { index -= 1 }
            guard index < end, end - index <= 10 else { return nil }
            return Int(String(decoding: bytes[(index + 1)...end], as: UTF8.self))
        }
        guard index >= 0, PDFParser.isSpace(bytes[index]) else { return nil }
        skipSpace()
        guard digits() != nil, index >= 0, PDFParser.isSpace(bytes[index]) else { return nil }
        skipSpace()
        guard let number = digits() else { return nil }
        guard index < 0 || PDFParser.isDelimiterOrSpace(bytes[index]) else { return nil }
        return number
    }
}

/// A page to draw: where it lies (PDF units, y up) and what its content stream says.
package struct PDFPage: Sendable {
    /// The page's box (its crop box, else its media box).
    package var mediaBox: CGRect
    /// Its content streams, decoded and joined.
    package var content: [UInt8]
    /// Its resources (`ExtGState`, `XObject`…).
    package var resources: [String: PDFObject]
}

/// Reads PDF tokens and objects from bytes.
struct PDFParser {
    let bytes: [UInt8]
    var position: Int

    /// A word of the input for a message: quoted, at most 40 characters (a longer one is cut with "…").
    static func quoted(_ word: String, quote: String = "'") -> String {
        quote + (word.count > 40 ? String(word.prefix(40)) + "…" : word) + quote
    }

    /// `value` as an `Int` when it is a whole number within ±2³¹ (PDF's integer range), else nil.
    static func integer(_ value: Double?) -> Int? {
        guard let value, value == value.rounded(), abs(value) <= 2_147_483_647 else { return nil }
        return Int(value)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiterOrSpace(_ byte: UInt8) -> Bool {
        isSpace(byte) || "()<>[]{}/%".utf8.contains(byte)
    }

    mutating func skipSpace() {
        while position < bytes.count {
            if Self.isSpace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "%") {
                while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D {
                    position += 1
                }
            } else {
                return
            }
        }
    }

    /// A bare word (a keyword or an operator).
    mutating func word() -> String {
        let start = position
        while position < bytes.count && !Self.isDelimiterOrSpace(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The body of an indirect object after `obj`: the object, and its stream data when a
    /// `stream` keyword follows.
    mutating func indirectBody() throws(PDFError) -> PDFObject {
        let object = try self.object(depth: 0)
        skipSpace()
        guard case .dictionary(let dictionary) = object, bytes[position...].starts(with: Array("stream".utf8))
        else {
            return object
        }
        position += 6
        if position < bytes.count && bytes[position] == 0x0D { position += 1 }
        if position < bytes.count && bytes[position] == 0x0A { position += 1 }
        let start = position
        if let length = PDFParser.integer(dictionary["Length"]?.number), length >= 0,
            length <= bytes.count - start
        {
            var after = PDFParser(bytes: bytes, position: start + length)
            after.skipSpace()
            if bytes[after.position...].starts(with: Array("endstream".utf8)) {
                position = after.position + 9
                return .stream(dictionary, Array(bytes[start..<start + length]))
            }
        }
        guard let end = PDFDocumentReader.find(Array("endstream".utf8), in: bytes, from: start) else {
            throw PDFError(offset: start, "a stream without endstream")
        }
        var last = end
        if last > start && bytes[last - 1] == 0x0A { last -= 1 }
        if last > start && bytes[last - 1] == 0x0D { last -= 1 }
        position = end + 9
        return .stream(dictionary, Array(bytes[start..<last]))
    }

    /// The next object; a bare word that is not `true`, `false` or `null` is an error here.
    mutating func object(depth: Int) throws(PDFError) -> PDFObject {
        switch try token(depth: depth) {
        case .object(let object): return object
        case .word(let word, let at):
            throw PDFError(offset: at, "\(Self.quoted(word)) where an object was expected")
        case nil: throw PDFError(offset: position, "the data ends where an object was expected")
        }
    }

    enum Token {
        case object(PDFObject)
        case word(String, at: Int)
    }

    /// The next object or bare word; nil at the end.
    mutating func token(depth: Int) throws(PDFError) -> Token? {
        skipSpace()
        guard position < bytes.count else { return nil }
        guard depth < PDFDocumentReader.depthLimit else {
            throw PDFError(offset: position, "objects nested more than \(PDFDocumentReader.depthLimit) deep")
        }
        let start = position
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            position += 1
            return .object(.name(name(word())))
        case UInt8(ascii: "("):
            return .object(.string(try literalString()))
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                var dictionary: [String: PDFObject] = [:]
                while true {
                    skipSpace()
                    guard position < bytes.count else {
                        throw PDFError(offset: start, "a dictionary without >>")
                    }
                    if bytes[position...].starts(with: Array(">>".utf8)) {
                        position += 2
                        return .object(.dictionary(dictionary))
                    }
                    guard case .name(let key) = try object(depth: depth + 1) else {
                        throw PDFError(offset: position, "a dictionary key that is not a name")
                    }
                    dictionary[key] = try object(depth: depth + 1)
                }
            }
            return .object(.string(try hexString()))
        case UInt8(ascii: "["):
            position += 1
            var items: [PDFObject] = []
            while true {
                skipSpace()
                guard position < bytes.count else { throw PDFError(offset: start, "an array without ]") }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .object(.array(items))
                }
                items.append(try object(depth: depth + 1))
            }
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let text = word()
            guard let value = Double(text), value.isFinite else {
                throw PDFError(offset: start, "\(Self.quoted(text)) is not a number")
            }
            // `N G R`: a reference.
            if value >= 0, value <= 1e9, value == value.rounded(), !text.contains(".") {
                var ahead = self
                ahead.skipSpace()
                let generation = ahead.word()
                ahead.skipSpace()
                if !generation.isEmpty, generation.allSatisfy(\.isNumber), ahead.position < bytes.count,
                    bytes[ahead.position] == UInt8(ascii: "R"),
                    ahead.position + 1 >= bytes.count || Self.isDelimiterOrSpace(bytes[ahead.position + 1])
                {
                    position = ahead.position + 1
                    return .object(.reference(Int(value)))
                }
            }
            return .object(.number(value))
        case UInt8(ascii: ")"), UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            position += 1
            return .word(String(UnicodeScalar(byte)), at: start)
        default:
            let text = word()
            switch text {
            case "true": return .object(.boolean(true))
            case "false": return .object(.boolean(false))
            case "null": return .object(.null)
            default: return .word(text, at: start)
            }
        }
    }

    /// A name's `#xx` escapes decoded.
    private func name(_ raw: String) -> String {
        guard raw.contains("#") else { return raw }
        var out: [UInt8] = []
        var bytes = Array(raw.utf8)[...]
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "#"), bytes.count >= 2,
                let value = UInt8(String(decoding: bytes.prefix(2), as: UTF8.self), radix: 16)
            {
                out.append(value)
                bytes = bytes.dropFirst(2)
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func literalString() throws(PDFError) -> [UInt8] {
        let start = position
        position += 1
        var depth = 1
        var out: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - 0x30)
                    for _ in 0..<2 where position < bytes.count && (0x30...0x37).contains(bytes[position]) {
                        value = value * 8 + Int(bytes[position] - 0x30)
                        position += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: value))
                case 0x0D, 0x0A:
                    if escaped == 0x0D && position < bytes.count && bytes[position] == 0x0A { position += 1 }
                default: out.append(escaped)
                }
            case UInt8(ascii: "("):
                depth += 1
                out.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(byte)
            default:
                out.append(byte)
            }
        }
        throw PDFError(offset: start, "a string without its closing parenthesis")
    }

    private mutating func hexString() throws(PDFError) -> [UInt8] {
        let start = position
        position += 1
        var digits: [UInt8] = []
        while position < bytes.count && bytes[position] != UInt8(ascii: ">") {
            let byte = bytes[position]
            position += 1
            if Self.isSpace(byte) { continue }
            guard let value = UInt8(String(UnicodeScalar(byte)), radix: 16) else {
                throw PDFError(offset: position - 1, "a hex string with a character that is not a hex digit")
            }
            digits.append(value)
        }
        guard position < bytes.count else { throw PDFError(offset: start, "a hex string without >") }
        position += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }
}
