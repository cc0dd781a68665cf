import Foundation
import PropertyLists
import QuickActions
import Testing
import TouchKit

@MainActor
@Suite("Application: dynamic shortcut items, console, notification centre")
struct ApplicationTests {
    static let play = ShortcutItem(type: "play", localizedTitle: "Play")

    func launched(statics: [ShortcutItem] = [], name: String = "Music") -> (HostFixture, Application) {
        let fixture = HostFixture(displayName: name, staticShortcutItems: statics) { ScriptedDelegate() }
        fixture.host.open()
        _ = fixture.take()
        return (fixture, fixture.host.application!)
    }

    @Test("shortcutItems starts empty, is assigned as a whole and persisted per bundle")
    func persisted() {
        let (fixture, application) = launched()
        #expect(application.shortcutItems.isEmpty)
        application.shortcutItems = [Self.play]
        #expect(fixture.store.shortcutItems(forBundleIdentifier: "com.example.test") == [Self.play])
        fixture.host.terminate()
        fixture.host.open()
        #expect(fixture.host.application?.shortcutItems == [Self.play])
        #expect(fixture.store.bundleIdentifiers == ["com.example.test"])
    }

    @Test("Static items never appear in shortcutItems")
    func staticsAbsent() {
        let (_, application) = launched(statics: [ShortcutItem(type: "search", localizedTitle: "Search")])
        #expect(application.shortcutItems.isEmpty)
    }

    @Test(
        "Items past the menu's limit are kept and reported",
        arguments: [
            (
                0, 5, ["e"],
                "Music (com.example.test): 5 dynamic shortcut items with 0 static ones; the menu shows at most 4 items, so 'e' will never appear. Keep at most 4 dynamic items."
            ),
            (
                3, 3, ["b", "c"],
                "Music (com.example.test): 3 dynamic shortcut items with 3 static ones; the menu shows at most 4 items, so 'b' and 'c' will never appear. Keep at most 1 dynamic item."
            ),
            (
                1, 5, ["d", "e"],
                "Music (com.example.test): 5 dynamic shortcut items with 1 static one; the menu shows at most 4 items, so 'd' and 'e' will never appear. Keep at most 3 dynamic items."
            ),
            (
                5, 3, ["a", "b", "c"],
                "Music (com.example.test): 3 dynamic shortcut items with 5 static ones; the menu shows at most 4 items, so 'a', 'b' and 'c' will never appear. Keep at most 0 dynamic items."
            ),
        ])
    func tooMany(statics: Int, dynamics: Int, hidden: [String], message: String) {
        let staticItems = (0..<statics).map { ShortcutItem(type: "s\($0)", localizedTitle: "S\($0)") }
        let (fixture, application) = launched(statics: staticItems)
        let items = ["a", "b", "c", "d", "e"].prefix(dynamics).map {
            ShortcutItem(type: $0, localizedTitle: $0.uppercased())
        }
        application.shortcutItems = Array(items)
        #expect(application.shortcutItems.count == dynamics)
        #expect(fixture.recorder.diagnostics.map(\.message) == [message])
        #expect(
            fixture.recorder.diagnostics.first?.problem
                == .tooManyShortcutItems(
                    dynamicCount: dynamics, staticCount: statics, limit: 4, hiddenTypes: hidden))
    }

    @Test("Exactly as many as fit is not reported")
    func exactlyFull() {
        let (fixture, application) = launched(statics: [ShortcutItem(type: "s", localizedTitle: "S")])
        application.shortcutItems = ["a", "b", "c"].map { ShortcutItem(type: $0, localizedTitle: $0) }
        #expect(fixture.recorder.diagnostics.isEmpty)
    }

    nonisolated static let invalid: [(ShortcutItem, ShortcutItemsError, String)] = [
        (
            ShortcutItem(type: "", localizedTitle: "Blank"), .emptyType(index: 1),
            "shortcut item 1 has an empty type. Give every item a unique, non-empty type. The assignment to shortcutItems was refused; the previous items stay."
        ),
        (
            ShortcutItem(type: "x", localizedTitle: ""), .emptyTitle(index: 1, type: "x"),
            "shortcut item 1 ('x') has an empty localizedTitle; its menu row would be blank. Give it a title. The assignment to shortcutItems was refused; the previous items stay."
        ),
        (
            ShortcutItem(type: "x", localizedTitle: "X", userInfo: ["volume": .real(.nan)]),
            .userInfoNotPropertyList(
                index: 1, type: "x", keyPath: "userInfo.volume", problem: .nonFiniteReal("nan")),
            "shortcut item 1 ('x') has nan at userInfo.volume; property lists cannot store a real that is not finite. Store a finite number or a string. The assignment to shortcutItems was refused; the previous items stay."
        ),
        (
            ShortcutItem(
                type: "x", localizedTitle: "X", userInfo: ["list": .array([.integer(1), .real(-.infinity)])]),
            .userInfoNotPropertyList(
                index: 1, type: "x", keyPath: "userInfo.list[1]", problem: .nonFiniteReal("-inf")),
            "shortcut item 1 ('x') has -inf at userInfo.list[1]; property lists cannot store a real that is not finite. Store a finite number or a string. The assignment to shortcutItems was refused; the previous items stay."
        ),
        (
            ShortcutItem(
                type: "x", localizedTitle: "X", userInfo: ["a": .dictionary(["b": .string("bell\u{7}")])]),
            .userInfoNotPropertyList(
                index: 1, type: "x", keyPath: "userInfo.a.b", problem: .forbiddenCharacter(7)),
            "shortcut item 1 ('x') has the character U+0007 at userInfo.a.b; property lists cannot store it. Remove it or encode the text (e.g. base64 in a data value). The assignment to shortcutItems was refused; the previous items stay."
        ),
        (
            ShortcutItem(type: "x", localizedTitle: "X", userInfo: ["k\u{0}": .boolean(true)]),
            .userInfoNotPropertyList(
                index: 1, type: "x", keyPath: "userInfo.k\\u{0}", problem: .forbiddenCharacter(0)),
            "shortcut item 1 ('x') has the character U+0000 at userInfo.k\\u{0}; property lists cannot store it. Remove it or encode the text (e.g. base64 in a data value). The assignment to shortcutItems was refused; the previous items stay."
        ),
        (
            ShortcutItem(type: "x", localizedTitle: "Tab\tok", localizedSubtitle: "\u{FFFF}"),
            .userInfoNotPropertyList(
                index: 1, type: "x", keyPath: "localizedSubtitle", problem: .forbiddenCharacter(0xFFFF)),
            "shortcut item 1 ('x') has the character U+FFFF at localizedSubtitle; property lists cannot store it. Remove it or encode the text (e.g. base64 in a data value). The assignment to shortcutItems was refused; the previous items stay."
        ),
    ]

    @Test(
        "An assignment that cannot be stored is refused as a whole, with an exact message", arguments: invalid
    )
    func refused(item: ShortcutItem, error: ShortcutItemsError, message: String) {
        let (fixture, application) = launched()
        application.shortcutItems = [Self.play]
        application.shortcutItems = [Self.play, item]
        #expect(application.shortcutItems == [Self.play])
        #expect(fixture.store.shortcutItems(forBundleIdentifier: "com.example.test") == [Self.play])
        #expect(fixture.recorder.diagnostics.map(\.problem) == [.invalidShortcutItems(error)])
        #expect(fixture.recorder.diagnostics.first?.message == "Music (com.example.test): " + message)
        #expect(throws: error) { try application.setShortcutItems([Self.play, item]) }
        #expect("\(error)" == message)
    }

    @Test("Every plist type that is storable is accepted")
    func storable() throws {
        let (fixture, application) = launched()
        let info: ShortcutUserInfo = [
            "s": .string("tab\tnew line\n"), "i": .integer(-3), "r": .real(2.5), "b": .boolean(false),
            "d": .date(Date(timeIntervalSince1970: 0)), "x": .data(Data([0, 1])),
            "a": .array([.dictionary(["k": .string("v")])]),
        ]
        try application.setShortcutItems([ShortcutItem(type: "t", localizedTitle: "T", userInfo: info)])
        #expect(fixture.recorder.diagnostics.isEmpty)
        #expect(application.shortcutItems.first?.userInfo == info)
    }

    @Test("log writes to the host's event log with the app's launch")
    func log() {
        let (fixture, application) = launched()
        application.log("First shortcut selected")
        #expect(fixture.recorder.events.last?.kind == .log)
        #expect(fixture.recorder.events.last?.message == "First shortcut selected")
        #expect(fixture.recorder.events.last?.launch == 1)
    }

    @Test("Each app has its own notification centre")
    func notificationCentres() {
        let (_, first) = launched()
        let (_, second) = launched()
        var heard: [String] = []
        first.notificationCenter.addObserver(forName: Notification.Name("go")) { _ in heard.append("first") }
        second.notificationCenter.addObserver(forName: Notification.Name("go")) { _ in heard.append("second")
        }
        first.notificationCenter.post(name: Notification.Name("go"))
        #expect(heard == ["first"])
    }

    @Test("The app's state and traits follow the host")
    func stateAndTraits() {
        let (fixture, application) = launched()
        #expect(application.applicationState == .active)
        #expect(application.traitCollection.forceTouchCapability == .available)
        #expect(application.traitCollection.displayScale == 2)
        fixture.host.forceTouchCapability = .unavailable
        #expect(application.traitCollection.forceTouchCapability == .unavailable)
        fixture.host.enterBackground()
        #expect(application.applicationState == .background)
        #expect(application.bundleIdentifier == "com.example.test")
        #expect(application.now == 0)
    }
}
