import Foundation
import TestSupport
import Testing

@testable import SimulatorProtocol

@Suite("JSON fields (the fast reader of client messages)")
struct JSONFieldsTests {
    @Test("Members, every kind of value, escapes and nesting")
    func reads() throws {
        let fields = try JSONFields(
            #" { "a" : "x\"y\\z\/\n\u00e9\ud83d\ude00" , "b":-12.5e-1, "c":true, "d":false, "e":null, "f":[1,{"g":[]}], "h":{}, "a":"last", "i":0 } "#
        )
        #expect(fields["a"] == .string("last"))
        #expect(fields["b"] == .number(-1.25))
        #expect(fields["c"] == .bool(true))
        #expect(fields["d"] == .bool(false))
        #expect(fields["e"] == .null)
        #expect(fields["f"] == .nested)
        #expect(fields["h"] == .nested)
        #expect(fields["i"] == .number(0))
        #expect(fields["zzz"] == nil)
        #expect(fields.members.first?.value == .string("x\"y\\z/\né😀"))
        #expect(try JSONFields("{}").members.isEmpty)
    }

    @Test(
        "Not JSON, or not an object",
        arguments: [
            ("", false), ("{", false), ("{\"a\":}", false), ("{\"a\":1,}", false), ("{a:1}", false),
            ("{\"a\":01}", false),
            ("{\"a\":1.}", false), ("{\"a\":.5}", false), ("{\"a\":+1}", false), ("{\"a\":NaN}", false),
            ("{\"a\":tru}", false), ("{\"a\":\"\\x\"}", false), ("{\"a\":\"\\ud800\"}", false),
            ("{\"a\":\"\u{1}\"}", false), ("{\"a\":1} x", false), ("{\"a\":[1,]}", false),
            ("{\"a\":1e400}", false),
            ("[1]", true), ("3", true), ("\"x\"", true), ("null", true),
        ])
    func refuses(text: String, isJSON: Bool) {
        do {
            _ = try JSONFields(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error == (isJSON ? .notAnObject : .syntax), "\(text)")
        }
    }

    @Test("Agrees with Foundation's decoder on damaged messages (seed 0x5EED0008)")
    func differential() {
        var random = SplitMix64(seed: 0x5EED_0008)
        let seeds = [
            ClientMessage.pointer(
                PointerMessage(
                    event: .move, pointerId: 2, pointerType: .pen, x: 56.98, y: 77.5, pressure: 0.612,
                    timeStamp: 48213.57,
                    probe: 17)
            ).json,
            #"{"type":"settings","sensitivity":"firm","nested":{"a":[1,2,{"b":"\u00e9"}]}}"#,
            #"{"type":"ping","id":-3e2,"s":"a\"b"}"#,
        ]
        let alphabet = Array(#"{}[]":,.-+eE0123456789 \"tfnul"#.utf8)
        for round in 0..<3000 {
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
            guard let text = String(validating: bytes, as: UTF8.self) else { continue }
            let ours = (try? JSONFields(text)) != nil
            let foundation =
                (try? JSONDecoder().decode([String: FoundationJSON].self, from: Data(bytes))) != nil
            #expect(ours == foundation, "seed 0x5EED0008, round \(round): \(text)")
        }
    }
}

/// Any JSON value as Foundation's `JSONDecoder` reads it: the reference the fast reader is compared
/// with.
private enum FoundationJSON: Decodable {
    case null, bool(Bool), number(Double), string(String), array([FoundationJSON])
    case object([String: FoundationJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([FoundationJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: FoundationJSON].self))
        }
    }
}
