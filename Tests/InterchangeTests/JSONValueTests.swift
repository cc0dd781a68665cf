import Foundation
import TestSupport
import Testing

@testable import Interchange

@Suite("JSONValue: the one JSON tree, its accessors, literals, equality and text")
struct JSONValueTests {
    static let menu = try! JSONValue(
        parsing: Array(
            #"{"menu":{"items":[{"title":"Search"},{"title":"Rearrange Apps"}]},"n":3,"ok":true}"#.utf8))

    @Test("lookups chain through missing members; the accessors give a payload or nil")
    func accessors() {
        let json = Self.menu
        #expect(json["menu"]["items"].array?.last?["title"] == "Rearrange Apps")
        #expect(json["menu"]["items"][0]["title"].string == "Search")
        #expect(json["menu"]["items"][2].isNull)
        #expect(json["nothing"]["deeper"][3].string == nil)
        #expect(json["n"].int == 3 && json["n"].number == 3 && json["n"].string == nil)
        #expect(json["ok"].bool == true)
        #expect(JSONValue.number(2.5).int == nil)
        #expect(JSONValue.null.isNull && !JSONValue.bool(false).isNull)
        #expect(json.members?.map(\.key) == ["menu", "n", "ok"])
    }

    @Test("a duplicated key reads as its last member, as JSONDecoder reads it")
    func duplicates() throws {
        let json = try JSONValue(parsing: Array(#"{"a":1,"a":2}"#.utf8))
        #expect(json["a"] == 2)
        #expect(json.members?.count == 2)
    }

    @Test("equality ignores positions and the order of an object's keys, not the order of duplicates")
    func equality() throws {
        let read = try JSONValue(parsing: Array(#"  {"b":[1,"x",null],"a":{"c":true}}"#.utf8))
        let written: JSONValue = ["a": ["c": true], "b": [1, "x", .null]]
        #expect(read == written)
        #expect(read.hashValue == written.hashValue)
        let one = JSONMember(key: "a", value: 1)
        let two = JSONMember(key: "a", value: 2)
        #expect(JSONValue.object([one, two]) != .object([two, one]))
        #expect(JSONValue.object([one]) != ["a": 1, "b": 1])
        #expect(JSONValue.array([1, 2]) != [2, 1])
    }

    @Test("written compactly by JSONText, members in order, non-finite numbers as null")
    func text() throws {
        let value: JSONValue = [
            "id": 1, "method": "Page.navigate", "params": ["url": "https://a.b/c?d=\"e\"\u{2028}"],
            "list": [0.032, -1, true, .null, .number(.nan)],
        ]
        let text =
            #"{"id":1,"method":"Page.navigate","params":{"url":"https://a.b/c?d=\"e\"\u2028"},"#
            + #""list":[0.032,-1,true,null,null]}"#
        #expect(value.description == text)
        #expect(JSONText.value(value) == text)
        var removingNaN = value
        if case .object(var members) = removingNaN {
            members[3].value = [0.032, -1, true, .null, .null]
            removingNaN = .object(members)
        }
        #expect(try JSONValue(parsing: Array(text.utf8)) == removingNaN)
    }

    @Test("parsing reports JSONScanner's errors, reads Data and a byte order mark")
    func parsing() throws {
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: Array("{\"a\":}".utf8)) }
        #expect(throws: JSONSyntaxError.self) {
            try JSONValue(parsing: Array("[[[1]]]".utf8), maximumDepth: 2)
        }
        #expect(try JSONValue(parsing: Data("\u{FEFF}[1]".utf8)) == [1])
        #expect(try JSONValue(parsing: "\"é\"".utf8) == "é")
    }

    @Test("encoded by JSONEncoder as the JSON it is")
    func encodable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let value: JSONValue = ["b": [1, 2.5, "/", .null, false], "a": ["c": .null]]
        let data = try encoder.encode(value)
        #expect(String(decoding: data, as: UTF8.self) == #"{"a":{"c":null},"b":[1,2.5,"/",null,false]}"#)
    }

    @Test("every tree written by JSONText reads back as itself, sorted or not (seed 0x5EED2501)")
    func roundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_2501)
        func tree(depth: Int) -> JSONValue {
            switch random.next() % (depth > 3 ? 4 : 6) {
            case 0: return .null
            case 1: return .bool(random.next() % 2 == 0)
            case 2:
                let numbers: [Double] = [0, -0.5, 300, 0.016, 1e-7, 1e20, 20.0 / 3.0, -1e15, 123_456_789_012]
                return .number(numbers[Int(random.next() % UInt64(numbers.count))])
            case 3:
                let words = ["", "a", "\"q\"", "\\", "line\nbreak", "\u{2028}", "é😀", "/", "\u{0}\u{1F}"]
                return .string(words[Int(random.next() % UInt64(words.count))])
            case 4: return .array((0..<Int(random.next() % 4)).map { _ in tree(depth: depth + 1) })
            default:
                return .object(
                    (0..<Int(random.next() % 4)).map { _ in
                        JSONMember(
                            key: ["a", "b", "é", ""][Int(random.next() % 4)], value: tree(depth: depth + 1))
                    })
            }
        }
        for round in 0..<500 {
            let value = tree(depth: 0)
            let text = JSONText.value(value)
            #expect(
                try JSONValue(parsing: Array(text.utf8)) == value, "seed 0x5EED2501, round \(round): \(text)")
            let sorted = try JSONValue(parsing: Array(JSONText.value(value, sortingKeys: true).utf8))
            #expect(sorted == Self.lastWins(value), "seed 0x5EED2501, round \(round): \(text)")
        }
    }

    /// `value` with every object's duplicated keys reduced to their last member.
    static func lastWins(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements): return .array(elements.map(lastWins))
        case .object(let members):
            var last: [String: JSONValue] = [:]
            for member in members { last[member.key] = lastWins(member.value) }
            return .object(last.map { JSONMember(key: $0.key, value: $0.value) })
        default: return value
        }
    }
}
