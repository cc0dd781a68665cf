/// The top-level members of one JSON object, read without Foundation's decoder: the fast path for
/// the messages a page sends for every pointer sample (a decoder is ten times slower here).
///
/// Strict JSON (RFC 8259): strings with every escape, numbers in JSON's grammar, `true`, `false`,
/// `null`; an array of numbers only is read (a pointer's `coalesced` and `predicted` samples); other
/// nested arrays and objects are checked and skipped (the protocol's messages are flat, and fields a
/// receiver does not know are ignored). A key given twice keeps its last value, as
/// `JSONDecoder` does. Nesting deeper than 64 levels is refused.
struct JSONFields {
    /// A member's value.
    enum Value: Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        /// An array whose elements are all numbers (possibly empty).
        case numbers([Double])
        /// Another array, or an object (not read further).
        case nested
    }

    /// Why text is not one JSON object.
    enum Failure: Error {
        /// Not JSON.
        case syntax
        /// JSON, but not an object.
        case notAnObject
    }

    private(set) var members: [(key: String, value: Value)] = []

    /// The value of `key` (the last one given), or nil when absent.
    /// - Complexity: O(n) in the number of members (a handful).
    subscript(key: String) -> Value? {
        members.last(where: { $0.key == key })?.value
    }

    /// Reads `text`, which must be exactly one JSON value (whitespace around it allowed).
    init(_ text: String) throws(Failure) {
        var text = text
        let result: Result<JSONFields, Failure> = text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            do throws(Failure) {
                return .success(try scanner.object())
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    private init(members: [(key: String, value: Value)]) {
        self.members = members
    }

    /// The parser: an index into UTF-8 bytes.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func object() throws(Failure) -> JSONFields {
            skipWhitespace()
            guard let first = peek() else { throw .syntax }
            guard first == UInt8(ascii: "{") else {
                _ = try value(depth: 0)
                skipWhitespace()
                throw index == bytes.count ? .notAnObject : .syntax
            }
            index += 1
            var members: [(key: String, value: Value)] = []
            members.reserveCapacity(12)
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                index += 1
            } else {
                while true {
                    skipWhitespace()
                    guard peek() == UInt8(ascii: "\"") else { throw .syntax }
                    let key = try string()
                    skipWhitespace()
                    guard peek() == UInt8(ascii: ":") else { throw .syntax }
                    index += 1
                    members.append((key, try value(depth: 1)))
                    skipWhitespace()
                    guard let next = peek() else { throw .syntax }
                    index += 1
                    if next == UInt8(ascii: "}") { break }
                    guard next == UInt8(ascii: ",") else { throw .syntax }
                }
            }
            skipWhitespace()
            guard index == bytes.count else { throw .syntax }
            return JSONFields(members: members)
        }

        mutating func value(depth: Int) throws(Failure) -> Value {
            guard depth <= 64 else { throw .syntax }
            skipWhitespace()
            guard let byte = peek() else { throw .syntax }
            switch byte {
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "["):
                if let numbers = try numberArray() { return .numbers(numbers) }
                try skipNested(depth: depth + 1)
                return .nested
            case UInt8(ascii: "{"):
                try skipNested(depth: depth + 1)
                return .nested
            case UInt8(ascii: "t"):
                try word("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try word("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try word("null")
                return .null
            default: return .number(try number())
            }
        }

        /// An array of numbers only, read; nil (the index where it was) when an element is not a number.
        mutating func numberArray() throws(Failure) -> [Double]? {
            let start = index
            index += 1
            var numbers: [Double] = []
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                index += 1
                return numbers
            }
            while true {
                skipWhitespace()
                guard let byte = peek(), byte == UInt8(ascii: "-") || isDigit(byte) else {
                    index = start
                    return nil
                }
                numbers.append(try number())
                skipWhitespace()
                guard let next = peek() else { throw .syntax }
                index += 1
                if next == UInt8(ascii: "]") { return numbers }
                guard next == UInt8(ascii: ",") else { throw .syntax }
            }
        }

        mutating func skipNested(depth: Int) throws(Failure) {
            guard depth <= 64, let open = peek() else { throw .syntax }
            let isObject = open == UInt8(ascii: "{")
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            index += 1
            skipWhitespace()
            if peek() == close {
                index += 1
                return
            }
            while true {
                if isObject {
                    skipWhitespace()
                    guard peek() == UInt8(ascii: "\"") else { throw .syntax }
                    _ = try string()
                    skipWhitespace()
                    guard peek() == UInt8(ascii: ":") else { throw .syntax }
                    index += 1
                }
                _ = try value(depth: depth)
                skipWhitespace()
                guard let next = peek() else { throw .syntax }
                index += 1
                if next == close { return }
                guard next == UInt8(ascii: ",") else { throw .syntax }
            }
        }

        mutating func word(_ text: StaticString) throws(Failure) {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { throw .syntax }
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { throw .syntax }
            index += count
        }

        mutating func string() throws(Failure) -> String {
            index += 1
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
                guard byte >= 0x20 else { throw .syntax }
                index += 1
            }
            throw .syntax
        }

        mutating func escapedString(from start: Int) throws(Failure) -> String {
            var scalars = String.UnicodeScalarView()
            scalars.append(
                contentsOf: String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self
                )
                .unicodeScalars)
            var pendingHigh: UInt32?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    guard pendingHigh == nil else { throw .syntax }
                    index += 1
                    return String(scalars)
                }
                guard byte >= 0x20 else { throw .syntax }
                if byte != UInt8(ascii: "\\") {
                    guard pendingHigh == nil else { throw .syntax }
                    // Copy one UTF-8 sequence.
                    let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                    guard index + length <= bytes.count else { throw .syntax }
                    scalars.append(
                        contentsOf: String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]),
                            as: UTF8.self
                        ).unicodeScalars)
                    index += length
                    continue
                }
                index += 1
                guard let escape = peek() else { throw .syntax }
                index += 1
                var code: UInt32
                switch escape {
                case UInt8(ascii: "\""): code = 0x22
                case UInt8(ascii: "\\"): code = 0x5C
                case UInt8(ascii: "/"): code = 0x2F
                case UInt8(ascii: "b"): code = 0x08
                case UInt8(ascii: "f"): code = 0x0C
                case UInt8(ascii: "n"): code = 0x0A
                case UInt8(ascii: "r"): code = 0x0D
                case UInt8(ascii: "t"): code = 0x09
                case UInt8(ascii: "u"): code = try hex4()
                default: throw .syntax
                }
                if let high = pendingHigh {
                    guard (0xDC00...0xDFFF).contains(code) else { throw .syntax }
                    code = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    pendingHigh = nil
                } else if (0xD800...0xDBFF).contains(code) {
                    pendingHigh = code
                    continue
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw .syntax
                }
                guard let scalar = Unicode.Scalar(code) else { throw .syntax }
                scalars.append(scalar)
            }
            throw .syntax
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            guard index + 4 <= bytes.count else { throw .syntax }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw .syntax
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        /// A number in JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        mutating func number() throws(Failure) -> Double {
            let start = index
            if peek() == UInt8(ascii: "-") { index += 1 }
            guard let first = peek(), isDigit(first) else { throw .syntax }
            index += 1
            if first != UInt8(ascii: "0") { while let byte = peek(), isDigit(byte) { index += 1 } }
            if peek() == UInt8(ascii: ".") {
                index += 1
                guard let byte = peek(), isDigit(byte) else { throw .syntax }
                while let byte = peek(), isDigit(byte) { index += 1 }
            }
            if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                index += 1
                if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
                guard let digit = peek(), isDigit(digit) else { throw .syntax }
                while let byte = peek(), isDigit(byte) { index += 1 }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw .syntax }
            return value
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = peek(),
                byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            {
                index += 1
            }
        }
    }
}
