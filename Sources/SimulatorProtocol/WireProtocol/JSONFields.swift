import Interchange

/// The top-level members of one JSON object, read with Interchange's `JSONScanner` instead of
/// Foundation's decoder: the fast path for the messages a page sends for every pointer sample (a
/// decoder is ten times slower here).
///
/// Strict JSON (RFC 8259): strings with every escape, numbers in JSON's grammar (and finite, as
/// `JSONDecoder` requires), `true`, `false`, `null`; an array of numbers only is read (a pointer's
/// `coalesced` and `predicted` samples); other nested arrays and objects are checked and skipped
/// (the protocol's messages are flat, and fields a receiver does not know are ignored). A key given
/// twice keeps its last value, as `JSONDecoder` does. Nesting deeper than 64 levels is refused.
///
/// Not Interchange's `JSONValue` on purpose: a pointer message is read for every sample, and this
/// keeps its flat fields without building (or allocating for) the nested containers nobody reads
/// (docs/Interchange.md, "Who owns what").
package struct JSONFields {
    /// A member's value.
    package enum Value: Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        /// An array whose elements are all numbers (possibly empty).
        case numbers([Double])
        /// An array or object (not read further).
        case nested
    }

    /// Why text is not one JSON object.
    package enum Failure: Error {
        /// Not JSON.
        case syntax
        /// JSON, but not an object.
        case notAnObject
    }

    private(set) var members: [(key: String, value: Value)] = []

    /// The value of `key` (the last one given), or nil when absent.
    /// - Complexity: O(n) in the number of members (a handful).
    package subscript(key: String) -> Value? {
        members.last(where: { $0.key == key })?.value
    }

    /// How many objects and arrays may be open at once.
    package static let maximumDepth = 64

    /// Reads `text`, which must be exactly one JSON value (whitespace around it allowed).
    package init(_ text: String) throws(Failure) {
        var text = text
        let result: Result<JSONFields, Failure> = text.withUTF8 { bytes in
            var scanner = JSONScanner(bytes: bytes, maximumDepth: Self.maximumDepth)
            var members: [(key: String, value: Value)] = []
            members.reserveCapacity(12)
            do throws(JSONSyntaxError) {
                scanner.skipWhitespace()
                guard scanner.peek() == UInt8(ascii: "{") else {
                    guard !scanner.isAtEnd else { return .failure(.syntax) }
                    _ = try Self.value(&scanner)
                    try scanner.expectEnd()
                    return .failure(.notAnObject)
                }
                try scanner.readObject { (scanner, key, _) throws(JSONSyntaxError) in
                    members.append((key, try Self.value(&scanner)))
                }
                try scanner.expectEnd()
                return .success(JSONFields(members: members))
            } catch {
                return .failure(.syntax)
            }
        }
        self = try result.get()
    }

    private init(members: [(key: String, value: Value)]) {
        self.members = members
    }

    /// One value; an array of numbers only is read as `numbers`; any other container is checked
    /// whole (numbers inside it must be finite too) and reported as `nested`.
    private static func value(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Value {
        scanner.skipWhitespace()
        switch scanner.peek() {
        case UInt8(ascii: "{"):
            try scanner.readObject { (scanner, _, _) throws(JSONSyntaxError) in _ = try value(&scanner) }
            return .nested
        case UInt8(ascii: "["):
            var numbers: [Double] = []
            var onlyNumbers = true
            try scanner.readArray { (scanner) throws(JSONSyntaxError) in
                let element = try value(&scanner)
                if onlyNumbers, case .number(let number) = element {
                    numbers.append(number)
                } else {
                    onlyNumbers = false
                }
            }
            return onlyNumbers ? .numbers(numbers) : .nested
        default:
            let start = scanner.offset
            switch try scanner.readScalar() {
            case .string(let text): return .string(text)
            case .number(let number):
                guard number.isFinite else {
                    throw JSONSyntaxError(offset: start, problem: .invalidNumber(start: start))
                }
                return .number(number)
            case .bool(let flag): return .bool(flag)
            case .null: return .null
            }
        }
    }
}
