import Foundation
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
}
