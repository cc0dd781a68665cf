import Foundation
import TestSupport
import Testing

@testable import Interchange

@Suite("JSONScanner: the one JSON reader, checked against Foundation")
struct JSONScannerTests {
    /// Reads `text` as one document.
    static func read(_ text: String, maximumDepth: Int = JSONScanner.defaultMaximumDepth)
        throws(JSONSyntaxError)
        -> JSONValue
    {
        let bytes = Array(text.utf8)
        return try read(bytes, maximumDepth: maximumDepth)
    }

    static func read(_ bytes: [UInt8], maximumDepth: Int = JSONScanner.defaultMaximumDepth)
        throws(JSONSyntaxError)
        -> JSONValue
    {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
            do throws(JSONSyntaxError) {
                return .success(try scanner.readDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The error `text` gets.
    static func failure(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("every kind of value, escapes, members in order with duplicates and key offsets")
    func reads() throws {
        let value = try Self.read(
            #" {"a" : "x\"y\\z\/\n\u00e9\ud83d\ude00", "b":-12.5e-1, "c":[true,false,null,{}], "a":0 } "#)
        guard case .object(let members) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(members.map(\.key) == ["a", "b", "c", "a"])
        #expect(members.map(\.keyOffset) == [2, 41, 55, 81])
        #expect(members[0].value == .string("x\"y\\z/\né😀"))
        #expect(members[1].value == .number(-1.25))
        #expect(members[2].value == .array([.bool(true), .bool(false), .null, .object([])]))
        #expect(value["a"] == .number(0))
        #expect(value["zzz"] == nil)
    }

    @Test(
        "errors say what and where, quoting at most one character",
        arguments: [
            ("", 0, JSONSyntaxError.Problem.empty),
            ("  ", 2, .empty),
            ("{", 1, .unexpectedEnd(expected: .key)),
            (#"{"a""#, 4, .unexpectedEnd(expected: .colon)),
            (#"{"a":1"#, 6, .unclosed(opener: "{", openedAt: 0)),
            ("[1,", 3, .unexpectedEnd(expected: .value)),
            (" [1", 3, .unclosed(opener: "[", openedAt: 1)),
            (#"{"a" 1}"#, 5, .unexpectedCharacter("1", expected: .colon)),
            (#"{"a":1,}"#, 7, .unexpectedCharacter("}", expected: .key)),
            ("[1 2]", 3, .unexpectedCharacter("2", expected: .commaOrClosingBracket)),
            (#"{"a":1 "b"}"#, 7, .unexpectedCharacter("\"", expected: .commaOrClosingBrace)),
            (#""abc"#, 0, .unterminatedString),
            (#""a\x""#, 3, .invalidEscape(escapeOffset: 2)),
            (#""\ud800x""#, 7, .invalidEscape(escapeOffset: 1)),
            ("\"a\u{1}\"", 2, .controlCharacterInString),
            ("01", 1, .invalidNumber(start: 0)),
            ("-", 1, .invalidNumber(start: 0)),
            ("1.", 2, .invalidNumber(start: 0)),
            ("1e+", 3, .invalidNumber(start: 0)),
            ("NaN", 0, .unexpectedCharacter("N", expected: .value)),
            ("nope", 0, .unexpectedCharacter("n", expected: .value)),
            ("1 2", 2, .trailingCharacters),
            ("é", 0, .unexpectedCharacter("é", expected: .value)),
        ])
    func errors(text: String, offset: Int, problem: JSONSyntaxError.Problem) {
        #expect(Self.failure(text) == JSONSyntaxError(offset: offset, problem: problem), "\(text)")
    }

    @Test("a megabyte of garbage is quoted as one character")
    func shortQuote() {
        let garbage = String(repeating: "x", count: 1 << 20)
        #expect(
            Self.failure(garbage)
                == JSONSyntaxError(offset: 0, problem: .unexpectedCharacter("x", expected: .value)))
    }

    @Test("strings must be UTF-8, with or without escapes")
    func invalidUTF8() {
        for bytes: [UInt8] in [
            [0x22, 0xFF, 0x22], [0x22, 0x5C, 0x6E, 0xC3, 0x22], [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],
        ] {
            do {
                _ = try Self.read(bytes)
                Issue.record("accepted \(bytes)")
            } catch {
                #expect(error.problem == .invalidUTF8, "\(bytes)")
            }
        }
    }

    @Test(
        "nesting beyond the limit is refused at the bracket that goes too far, and 100,000 levels do not crash"
    )
    func depthLimit() throws {
        let ok = String(repeating: "[", count: 8) + String(repeating: "]", count: 8)
        _ = try Self.read(ok, maximumDepth: 8)
        let deep = String(repeating: "[", count: 9) + String(repeating: "]", count: 9)
        #expect(throws: JSONSyntaxError(offset: 8, problem: .nestedTooDeeply(limit: 8))) {
            try Self.read(deep, maximumDepth: 8)
        }
        let hostile = String(repeating: #"{"a":["#, count: 100_000)
        #expect(throws: JSONSyntaxError(offset: 6 * 128, problem: .nestedTooDeeply(limit: 256))) {
            try Self.read(hostile)
        }
    }

    @Test("NaN and the infinities only when allowed")
    func nonFinite() throws {
        let bytes = Array("[NaN,Infinity,-Infinity,-0,1e400]".utf8)
        let value: JSONValue? = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, allowsNonFiniteNumbers: true)
            return try? scanner.readDocument()
        }
        guard case .array(let numbers) = value, numbers.count == 5 else {
            Issue.record("\(String(describing: value))")
            return
        }
        if case .number(let nan) = numbers[0] { #expect(nan.isNaN) }
        #expect(numbers[1] == .number(.infinity))
        #expect(numbers[2] == .number(-.infinity))
        if case .number(let zero) = numbers[3] { #expect(zero == 0 && zero.sign == .minus) }
        #expect(numbers[4] == .number(.infinity))
        #expect(Self.failure("-Infinity") == JSONSyntaxError(offset: 1, problem: .invalidNumber(start: 0)))
    }

    @Test("numbers read as Double(_:) reads them, on every path (seed 0x5EED1501)")
    func numbers() throws {
        var random = SplitMix64(seed: 0x5EED_1501)
        for round in 0..<20_000 {
            let digits = Int(random.next() % 22) + 1
            var text = random.next() % 2 == 0 ? "-" : ""
            var mantissa = String(random.next() % 9 + 1)
            for _ in 1..<digits { mantissa += String(random.next() % 10) }
            let point = Int(random.next() % UInt64(digits + 1))
            if point > 0, point < digits {
                mantissa.insert(".", at: mantissa.index(mantissa.startIndex, offsetBy: point))
            }
            text += mantissa
            if random.next() % 2 == 0 { text += "e" + String(Int(random.next() % 80) - 40) }
            #expect(try Self.read(text) == .number(Double(text)!), "seed 0x5EED1501, round \(round): \(text)")
        }
    }

    @Test("accepts and rejects what Foundation does, with the same values (seed 0x5EED1502)")
    func differential() throws {
        var random = SplitMix64(seed: 0x5EED_1502)
        let seeds = [
            #"{"type":"pointer","event":"move","pointerId":2,"x":56.98,"y":77.5,"pressure":0.612,"probe":17}"#,
            #"{"type":"settings","sensitivity":"firm","nested":{"a":[1,2,{"b":"\u00e9\n"}]},"z":null}"#,
            #"[{"t":0.048,"id":1,"phase":"began"},true,false,-3e2,"a\"b\\c\/d"]"#,
        ]
        let alphabet = Array(#"{}[]":,.-+eE0123456789 \"tfnul\u/"#.utf8)
        var accepted = 0
        for round in 0..<4000 {
            var bytes = Array(seeds[round % seeds.count].utf8)
            for _ in 0..<Int(random.next() % 3) + 1 {
                let index = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[index] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: index)
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            let ours = try? Self.read(bytes)
            // JSONDecoder, not JSONSerialization: Linux's JSONSerialization accepts `{"a":1,}`.
            let foundation = try? JSONDecoder().decode(FoundationJSON.self, from: Data(bytes))
            let text = String(decoding: bytes, as: UTF8.self)
            if ours == nil, foundation != nil, text.contains(/,\s*[}\]]/) {
                // Foundation accepts a trailing comma before `}` or `]`; RFC 8259 (and we) do not.
                // Without those commas the two must agree again.
                let strict = text.replacing(/,(\s*[}\]])/) { $0.output.1 }
                #expect((try? Self.read(strict)) != nil, "seed 0x5EED1502, round \(round): \(text)")
                continue
            }
            #expect((ours != nil) == (foundation != nil), "seed 0x5EED1502, round \(round): \(text)")
            if let ours, let foundation {
                accepted += 1
                #expect(
                    Self.same(ours, foundation),
                    "seed 0x5EED1502, round \(round): \(String(decoding: bytes, as: UTF8.self))")
            }
        }
        #expect(accepted > 100)
    }

    /// A JSON value as Foundation's `JSONDecoder` reads it.
    enum FoundationJSON: Decodable {
        case null, bool(Bool), number(Double), string(String), array([FoundationJSON])
        case object([String: FoundationJSON])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else if let elements = try? container.decode([FoundationJSON].self) {
                self = .array(elements)
            } else {
                self = .object(try container.decode([String: FoundationJSON].self))
            }
        }
    }

    /// Whether our value equals what Foundation read (the last of duplicated keys).
    static func same(_ ours: JSONValue, _ theirs: FoundationJSON) -> Bool {
        switch (ours, theirs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let members), .object(let dictionary)):
            var last: [String: JSONValue] = [:]
            for member in members { last[member.key] = member.value }
            guard last.count == dictionary.count else { return false }
            return last.allSatisfy { key, value in dictionary[key].map { same(value, $0) } ?? false }
        default: return false
        }
    }

    @Test("known words are recognised from their bytes; other strings are not")
    func knownWords() throws {
        let words = JSONKnownWords(["t", "phase", "began", ""])
        let bytes = Array(#"{"phase":"began","x":"","t":"bega"}"#.utf8)
        var members: [JSONMember] = []
        let other: JSONValue? = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var scanner = JSONScanner(bytes: buffer, knownWords: words)
            return try scanner.readObjectDocument(into: &members)
        }
        #expect(other == nil)
        #expect(members.map(\.keyWord) == [1, nil, 0])
        #expect(members.map(\.valueWord) == [2, 3, nil])
        #expect(members.map(\.value) == [.string("began"), .string(""), .string("bega")])
    }
}
