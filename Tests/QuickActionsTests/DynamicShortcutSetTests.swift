import Foundation
import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("DynamicShortcutSet: the store's versioned encoding")
struct DynamicShortcutSetTests {
    static let playPause = DynamicShortcutSet(
        bundleIdentifier: "com.company.appname", appVersion: "3",
        items: [
            ShortcutItem(
                type: "com.company.appname.002", localizedTitle: "Play",
                localizedSubtitle: "Will play an item", icon: .system(.play)),
            ShortcutItem(
                type: "com.company.appname.003", localizedTitle: "Pause",
                icon: .contact(givenName: "Jane", familyName: "Appleseed"),
                userInfo: [
                    "position": .real(12.5), "when": .date(Date(timeIntervalSince1970: 1_443_182_400)),
                    "blob": .data(Data([1, 2])), "n": .integer(-4),
                ]),
        ])

    @Test("the encoding is exactly this (deterministic, versioned, with the writing app's version)")
    func exactEncoding() {
        let expected = """
            {
              "format": "forcetouch.dynamic-shortcut-items",
              "version": 1,
              "bundleIdentifier": "com.company.appname",
              "appVersion": "3",
              "items": [
                {
                  "type": "com.company.appname.002",
                  "title": "Play",
                  "subtitle": "Will play an item",
                  "icon": {
                    "system": "play"
                  }
                },
                {
                  "type": "com.company.appname.003",
                  "title": "Pause",
                  "icon": {
                    "contact": {
                      "givenName": "Jane",
                      "familyName": "Appleseed"
                    }
                  },
                  "userInfo": {
                    "blob": {
                      "$data": "AQI="
                    },
                    "n": -4,
                    "position": 12.5,
                    "when": {
                      "$date": "2015-09-25T12:00:00Z"
                    }
                  }
                }
              ]
            }

            """
        #expect(String(decoding: Self.playPause.encoded(), as: UTF8.self) == expected)
    }

    @Test("decoding gives back the set")
    func roundTrip() throws {
        #expect(try DynamicShortcutSet(decoding: Self.playPause.encoded()) == Self.playPause)
        #expect(Self.playPause.isStale(installedVersion: "4"))
        #expect(!Self.playPause.isStale(installedVersion: "3"))
    }

    static func randomValue(_ generator: inout SplitMix64, depth: Int) -> PropertyListValue {
        switch Int.random(in: 0..<(depth > 2 ? 6 : 8), using: &generator) {
        case 0:
            return .string(
                String(
                    (0..<Int.random(in: 0..<6, using: &generator)).map { _ in
                        "a\"\\\n智😀é".randomElement(using: &generator)!
                    }))
        case 1: return .integer(Int.random(in: Int.min...Int.max, using: &generator))
        case 2:
            return .real(
                [
                    Double.random(in: -1e9...1e9, using: &generator), 0.1, 1e-300, .nan, .infinity,
                    -.infinity, 3,
                ].randomElement(using: &generator)!)
        case 3: return .boolean(Bool.random(using: &generator))
        case 4:
            return .date(
                Date(
                    timeIntervalSince1970: Double(
                        Int.random(in: -2_000_000_000...2_000_000_000, using: &generator)) + [0, 0.25]
                        .randomElement(using: &generator)!))
        case 5:
            return .data(
                Data(
                    (0..<Int.random(in: 0..<8, using: &generator)).map { _ in
                        UInt8.random(in: 0...255, using: &generator)
                    }))
        case 6:
            return .array(
                (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
                    randomValue(&generator, depth: depth + 1)
                })
        default:
            var dictionary: [String: PropertyListValue] = [:]
            for index in 0..<Int.random(in: 0..<4, using: &generator) {
                dictionary["k\(index)"] = randomValue(&generator, depth: depth + 1)
            }
            return .dictionary(dictionary)
        }
    }

    /// Equality where NaN equals NaN (a stored NaN must come back as NaN).
    static func same(_ a: PropertyListValue?, _ b: PropertyListValue?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (.real(let x)?, .real(let y)?): return x == y || (x.isNaN && y.isNaN)
        case (.array(let x)?, .array(let y)?):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.dictionary(let x)?, .dictionary(let y)?):
            return Set(x.keys) == Set(y.keys) && x.keys.allSatisfy { same(x[$0], y[$0]) }
        default: return a == b
        }
    }

    @Test("random sets round-trip exactly (seed 0x3D70C4, 300 sets; NaN compared by bits)")
    func randomRoundTrip() throws {
        var generator = SplitMix64(seed: 0x3D70C4)
        let icons: [ShortcutIcon?] = [
            nil, .system(.update), .templateImage("x y"), .systemSymbol("star.fill"),
            .contact(givenName: "", familyName: "Ö"),
        ]
        for round in 0..<300 {
            let items = (0..<Int.random(in: 0..<5, using: &generator)).map { index -> ShortcutItem in
                var userInfo: ShortcutUserInfo?
                if Bool.random(using: &generator),
                    case .dictionary(let info) = Self.randomValue(&generator, depth: 0)
                {
                    userInfo = info
                }
                return ShortcutItem(
                    type: "t\(index)", localizedTitle: Bool.random(using: &generator) ? "" : "Title \(index)",
                    localizedSubtitle: Bool.random(using: &generator) ? nil : "s",
                    icon: icons.randomElement(using: &generator)!, userInfo: userInfo)
            }
            let set = DynamicShortcutSet(bundleIdentifier: "b\(round)", appVersion: "\(round)", items: items)
            let decoded = try DynamicShortcutSet(decoding: set.encoded())
            #expect(decoded.encoded() == set.encoded(), "seed 0x3D70C4, round \(round)")
            #expect(decoded.items.count == set.items.count)
            for (a, b) in zip(decoded.items, set.items) {
                #expect(
                    a.type == b.type && a.localizedTitle == b.localizedTitle
                        && a.localizedSubtitle == b.localizedSubtitle && a.icon == b.icon)
                #expect(
                    Self.same(a.userInfo.map { .dictionary($0) }, b.userInfo.map { .dictionary($0) }),
                    "seed 0x3D70C4, round \(round)")
            }
        }
    }

    @Test(
        "decoding errors are typed and worded",
        arguments: [
            ("", "not valid JSON: the file is empty", "1:1"),
            ("[]", "the root is an array, expected an object", "1:1"),
            (
                "{\"format\": \"other\"}",
                "not a dynamic item set: \"format\" is 'other', expected 'forcetouch.dynamic-shortcut-items'",
                "1:12"
            ),
            (
                "{\"format\": \"forcetouch.dynamic-shortcut-items\", \"version\": 2}",
                "the set was written in format version 2, newer than this tool reads (1); update forcetouch",
                "1:60"
            ),
            (
                "{\"format\": \"forcetouch.dynamic-shortcut-items\", \"version\": \"1\"}",
                "version is a string, expected an integer", "1:60"
            ),
            (
                "{\"format\": \"forcetouch.dynamic-shortcut-items\", \"version\": 1, \"bundleIdentifier\": \"b\", \"appVersion\": \"1\"}",
                "the root has no 'items'", "1:1"
            ),
            (
                "{\"format\": \"forcetouch.dynamic-shortcut-items\", \"version\": 1, \"bundleIdentifer\": \"b\"}",
                "'bundleIdentifer' is not a field of the root; did you mean 'bundleIdentifier'?", "1:63"
            ),
            (
                "{\"format\": \"forcetouch.dynamic-shortcut-items\", \"version\": 1, \"bundleIdentifier\": \"b\", \"appVersion\": \"1\", \"items\": [{\"type\": \"t\"}]}",
                "items[0] has no 'title'; every item needs a type and a title", "1:117"
            ),
        ])
    func errors(text: String, message: String, position: String) {
        do {
            _ = try DynamicShortcutSet(decoding: Data(text.utf8))
            Issue.record("decoded \(text)")
        } catch {
            #expect(error.message == message)
            #expect(error.position.description == position)
        }
    }
}
