import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("The --dynamic file format: items, icon forms, userInfo")
struct ShortcutItemJSONTests {
    @Test("every icon form and userInfo escape")
    func forms() throws {
        let json = """
            [
              {"type": "a", "title": "A", "icon": "search"},
              {"type": "b", "title": "B", "icon": "UIApplicationShortcutIconTypeMarkLocation"},
              {"type": "c", "title": "C", "icon": {"system": "TaskCompleted"}},
              {"type": "d", "title": "D", "icon": {"template": "scan"}, "subtitle": null},
              {"type": "e", "title": "E", "icon": {"symbol": "star.fill"}},
              {"type": "f", "title": "F", "icon": {"contact": {"givenName": "Jane"}}},
              {"type": "g", "title": "G", "userInfo": {"n": 1, "r": 1.0, "b": true, "s": "x", "a": [1, "2"],
                "d": {"$date": "2015-09-25T12:00:00Z"}, "t": {"$date": 0.5}, "x": {"$data": "AQI="}, "nan": {"$real": "nan"},
                "o": {"k": {"$real": "-inf"}}}}
            ]
            """
        let items = try ShortcutItem.decodeList(Data(json.utf8))
        #expect(
            items.map(\.icon) == [
                .system(.search), .system(.markLocation), .system(.taskCompleted), .templateImage("scan"),
                .systemSymbol("star.fill"),
                .contact(givenName: "Jane", familyName: ""), nil,
            ])
        #expect(items[3].localizedSubtitle == nil)
        let info = try #require(items[6].userInfo)
        #expect(info["n"] == .integer(1))
        #expect(info["r"] == .real(1))
        #expect(info["b"] == .boolean(true))
        #expect(info["a"] == .array([.integer(1), .string("2")]))
        #expect(info["d"] == .date(Date(timeIntervalSince1970: 1_443_182_400)))
        #expect(info["t"] == .date(Date(timeIntervalSince1970: 0.5)))
        #expect(info["x"] == .data(Data([1, 2])))
        #expect(info["o"] == .dictionary(["k": .real(-.infinity)]))
        guard case .real(let nan)? = info["nan"] else {
            Issue.record("nan")
            return
        }
        #expect(nan.isNaN)
    }

    @Test("encodeList writes the same format back")
    func roundTrip() throws {
        let items = try ShortcutItem.decodeList(try Fixture.data("Apps/Seed003/dynamic.json"))
        #expect(try ShortcutItem.decodeList(ShortcutItem.encodeList(items)) == items)
    }

    @Test(
        "whole-second dates are written as proleptic Gregorian ISO 8601 and read back to the same instant",
        arguments: [
            (-62_135_596_800.0, "0001-01-01T00:00:00Z"), (-12_219_292_801, "1582-10-14T23:59:59Z"),
            (-12_219_292_800, "1582-10-15T00:00:00Z"), (1_443_182_400, "2015-09-25T12:00:00Z"),
            (253_402_300_799, "9999-12-31T23:59:59Z"),
        ])
    func dates(seconds: Double, text: String) throws {
        // Foundation's ISO8601FormatStyle switches to the Julian calendar before 1582-10-15 (it
        // writes 0001-01-03 for the first instant here), so the store keeps its own writer: what
        // it writes, its reader reads back to the same instant.
        let date = Date(timeIntervalSince1970: seconds)
        let item = ShortcutItem(type: "t", localizedTitle: "T", userInfo: ["d": .date(date)])
        let json = String(decoding: ShortcutItem.encodeList([item]), as: UTF8.self)
        #expect(json.contains(#""$date": "\#(text)""#))
        #expect(try ShortcutItem.decodeList(Data(json.utf8)).first?.userInfo?["d"] == .date(date))
    }

    @Test(
        "errors name the item, the field and the position",
        arguments: [
            ("{}", "the root is an object, expected an array", "1:1"),
            ("[{\"title\": \"A\"}]", "[0] has no 'type'; every item needs a type and a title", "1:2"),
            (
                "[{\"type\": \"a\", \"title\": \"  \"}]",
                "[0].title is empty; a quick action needs a type and a title to show", "1:25"
            ),
            ("[{\"type\": \"a\", \"title\": 3}]", "[0].title is a number, expected a string", "1:25"),
            (
                "[{\"type\": \"a\", \"title\": \"A\", \"subtitel\": \"x\"}]",
                "'subtitel' is not a field of [0]; did you mean 'subtitle'?", "1:30"
            ),
            (
                "[{\"type\": \"a\", \"title\": \"A\", \"icon\": \"serch\"}]",
                "[0].icon: 'serch' is not a system icon type; did you mean 'search'?", "1:38"
            ),
            (
                "[{\"type\": \"a\", \"title\": \"A\", \"icon\": \"camera\"}]",
                "[0].icon: 'camera' is not a system icon type; did you mean 'capturePhoto'?", "1:38"
            ),
            (
                "[{\"type\": \"a\", \"title\": \"A\", \"icon\": {\"image\": \"x\"}}]",
                "'image' is not a field of [0].icon", "1:39"
            ),
            (
                "[{\"type\": \"a\", \"title\": \"A\", \"icon\": 5}]",
                "[0].icon is not an icon: write \"search\", {\"system\": \"search\"}, {\"template\": \"name\"}, {\"symbol\": \"name\"} or {\"contact\": {…}}",
                "1:38"
            ),
            (
                "[{\"type\": \"a\", \"title\": \"A\", \"userInfo\": {\"k\": null}}]",
                "[0].userInfo.k: null is not a property-list value; leave the key out instead", "1:48"
            ),
            (
                "[{\"type\": \"a\", \"title\": \"A\", \"userInfo\": {\"k\": {\"$date\": \"soon\"}}}]",
                "[0].userInfo.k.$date: a $date is an ISO 8601 string (2015-09-25T12:00:00Z) or seconds since 1970",
                "1:58"
            ),
            (
                "[{\"type\": \"a\", \"title\": \"A\", \"userInfo\": {\"k\": 99999999999999999999}}]",
                "[0].userInfo.k: 99999999999999999999 does not fit a property-list number (64-bit integer or finite real)",
                "1:48"
            ),
            (
                "[{\"type\": \"a\", \"title\": \"A\", \"userInfo\": [1]}]",
                "[0].userInfo is an array, expected an object", "1:42"
            ),
            (
                "[{\"type\": \"a\",\n  \"title\": \"A\",}]",
                "not valid JSON: expected a \"key\" in quotes, found '}'", "2:16"
            ),
        ])
    func errors(text: String, message: String, position: String) {
        do {
            _ = try ShortcutItem.decodeList(Data(text.utf8))
            Issue.record("decoded \(text)")
        } catch {
            #expect(error.message == message)
            #expect(error.position.description == position)
        }
    }
}
