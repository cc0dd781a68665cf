import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("PropertyListValue and Foundation objects: UIKit's userInfo validation, typed")
struct PropertyListValueTests {
    @Test("Foundation property-list objects convert, NSNumber kinds included")
    func conversions() throws {
        let object: [String: Any] = [
            "s": "text", "i": 42, "r": 2.5, "b": true, "n": NSNumber(value: false),
            "nr": NSNumber(value: 0.25),
            "ni": NSNumber(value: 7), "d": Date(timeIntervalSince1970: 60), "data": Data([9]),
            "a": [1, "two"],
            "nested": ["k": ["x": 1]],
        ]
        let value = try PropertyListValue(any: object)
        #expect(
            value
                == .dictionary([
                    "s": .string("text"), "i": .integer(42), "r": .real(2.5), "b": .boolean(true),
                    "n": .boolean(false),
                    "nr": .real(0.25), "ni": .integer(7), "d": .date(Date(timeIntervalSince1970: 60)),
                    "data": .data(Data([9])),
                    "a": .array([.integer(1), .string("two")]),
                    "nested": .dictionary(["k": .dictionary(["x": .integer(1)])]),
                ]))
    }

    @Test("the Foundation object round-trips through PropertyListSerialization")
    func roundTrip() throws {
        let value = PropertyListValue.dictionary([
            "a": .array([.integer(1), .real(1.5), .boolean(false)]),
            "d": .date(Date(timeIntervalSince1970: 1_443_182_400)),
            "s": .string("智能开门"), "x": .data(Data([0, 255])),
        ])
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(
                fromPropertyList: value.foundationObject, format: format, options: 0)
            let back = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            #expect(try PropertyListValue(any: back) == value)
        }
    }

    struct NotAPropertyList: Sendable {}

    @Test(
        "values a property list cannot hold throw with the key path and the type",
        arguments: [
            (
                ["when": ["later": [1, NotAPropertyList()] as [any Sendable]] as [String: any Sendable]],
                "userInfo.when.later[1]",
                "userInfo.when.later[1] is a NotAPropertyList, which a property list cannot hold; use a string, number, boolean, date, data, array or dictionary"
            ),
            (
                ["url": URL(fileURLWithPath: "/tmp")], "userInfo.url",
                "userInfo.url is a URL, which a property list cannot hold; use a string, number, boolean, date, data, array or dictionary"
            ),
            (
                ["odd key": Set([1])], "userInfo[\"odd key\"]",
                "userInfo[\"odd key\"] is a Set<Int>, which a property list cannot hold; use a string, number, boolean, date, data, array or dictionary"
            ),
            (
                ["big": UInt64.max], "userInfo.big",
                "userInfo.big is 18446744073709551615, which does not fit a 64-bit signed integer; store it as a string"
            ),
            (
                ["map": [1: "x"] as [Int: String]], "userInfo.map",
                "userInfo.map has a Int key; property-list dictionary keys must be strings"
            ),
        ] as [([String: any Sendable], String, String)])
    func rejected(userInfo: [String: any Sendable], keyPath: String, message: String) {
        do {
            _ = try ShortcutUserInfo(userInfo: userInfo.mapValues { $0 as Any })
            Issue.record("accepted \(userInfo)")
        } catch {
            #expect(error.keyPath == keyPath)
            #expect(error.message == message)
        }
    }

    @Test("ShortcutUserInfo from and to Foundation")
    func userInfo() throws {
        let info = try ShortcutUserInfo(userInfo: ["key1": "value1", "count": 3])
        #expect(info == ["key1": .string("value1"), "count": .integer(3)])
        #expect(info.foundationUserInfo["key1"] as? String == "value1")
        #expect(info.foundationUserInfo["count"] as? Int == 3)
    }
}
