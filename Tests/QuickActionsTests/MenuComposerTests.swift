import Foundation
import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("MenuComposer: the menu as the device shows it, told as the seed documents tell it")
struct MenuComposerTests {
    func dynamicItems(_ app: String) throws -> [ShortcutItem] {
        try ShortcutItem.decodeList(Fixture.data("\(app)/dynamic.json"))
    }

    @Test(
        "seed 003: Search and Share from Info.plist, then Play and Pause the app added; one title line each (all have subtitles)"
    )
    func seed003Story() throws {
        let app = try Fixture.app("Apps/Seed003")
        let menu = MenuComposer().compose(app, dynamicItems: try dynamicItems("Apps/Seed003"))
        #expect(menu.rows.map(\.item.localizedTitle) == ["Search", "Share", "Play", "Pause"])
        #expect(menu.rows.map(\.source) == [.static, .static, .dynamic, .dynamic])
        #expect(menu.rows.map(\.sourceIndex) == [0, 1, 0, 1])
        #expect(menu.rows.map(\.titleLineLimit) == [1, 1, 1, 1])
        #expect(
            menu.rows.map(\.item.icon) == [
                .system(.search), .system(.share), .system(.play), .system(.pause),
            ])
        #expect(menu.hidden.isEmpty)
    }

    @Test(
        "seed 002: four statics fill the menu; a dynamic item the app adds never shows, and the menu says why"
    )
    func seed002Story() throws {
        let app = try Fixture.app("Apps/Seed002")
        let extra = ShortcutItem(type: "scan", localizedTitle: "扫一扫", icon: .system(.capturePhoto))
        let menu = MenuComposer().compose(app, dynamicItems: [extra])
        #expect(menu.rows.map(\.item.localizedTitle) == ["智能开门", "我要报修", "访客邀请", "社区服务"])
        #expect(menu.rows.map(\.titleLineLimit) == [2, 2, 2, 2])
        #expect(
            menu.hidden == [
                .init(
                    item: extra, type: "scan", title: "扫一扫", source: .dynamic, sourceIndex: 0,
                    reason: .overLimit(limit: 4))
            ])
        #expect(
            menu.hidden[0].message
                == "the menu shows at most 4 items; static items come first, then dynamic ones in order")
    }

    @Test(
        "seed 001: before the first launch only statics show (none: the press bounces); after it, the dynamic Add"
    )
    func seed001Story() throws {
        let app = try Fixture.app("Apps/Seed001")
        let beforeLaunch = MenuComposer().compose(app)
        #expect(beforeLaunch.isEmpty)
        let afterLaunch = MenuComposer().compose(app, dynamicItems: try dynamicItems("Apps/Seed001"))
        #expect(
            afterLaunch.rows == [
                .init(
                    item: ShortcutItem(type: "add", localizedTitle: "Add", icon: .system(.add)),
                    source: .dynamic, sourceIndex: 0, titleLineLimit: 2)
            ])
    }

    @Test("six statics: the first four show, the rest are hidden as statics past the limit, dynamics too")
    func tooManyStatics() throws {
        let app = try Fixture.app("Rules/too-many-static-items")
        let menu = MenuComposer().compose(
            app, dynamicItems: [ShortcutItem(type: "d", localizedTitle: "Dynamic")])
        #expect(menu.rows.map(\.item.localizedTitle) == ["Item 0", "Item 1", "Item 2", "Item 3"])
        #expect(menu.hidden.map(\.title) == ["Item 4", "Item 5", "Dynamic"])
        #expect(
            menu.hidden[0].message == "the menu shows at most 4 items and this static item comes after them")
    }

    @Test("an invalid static item is skipped, reported, and does not take a place")
    func invalidStatic() throws {
        let app = try Fixture.app("Rules/missing-type")
        let menu = MenuComposer().compose(app, dynamicItems: [ShortcutItem(type: "d", localizedTitle: "D")])
        #expect(menu.rows.map(\.item.type) == ["d"])
        #expect(menu.hidden.map(\.title) == ["No Type", "Empty Type"])
        #expect(
            menu.hidden.map(\.message) == [
                "invalid: no UIApplicationShortcutItemType",
                "invalid: UIApplicationShortcutItemType is empty or not a string",
            ])
    }

    @Test("the limit and the line budgets are parameters")
    func parameters() {
        let items = (0..<6).map {
            ShortcutItem(
                type: "t\($0)", localizedTitle: "T\($0)", localizedSubtitle: $0 % 2 == 0 ? "sub" : nil)
        }
        let composer = MenuComposer(
            maximumItemCount: 5, titleLinesWithoutSubtitle: 3, titleLinesWithSubtitle: 2)
        let menu = composer.compose(staticItems: Array(items[..<3]), dynamicItems: Array(items[3...]))
        #expect(menu.rows.count == 5)
        #expect(menu.rows.map(\.titleLineLimit) == [2, 3, 2, 3, 2])
        #expect(menu.hidden.map(\.type) == ["t5"])
    }

    @Test("an empty subtitle is no subtitle: two title lines")
    func emptySubtitle() {
        let menu = MenuComposer().compose(
            staticItems: [ShortcutItem(type: "t", localizedTitle: "T", localizedSubtitle: "")],
            dynamicItems: [])
        #expect(menu.rows[0].titleLineLimit == 2)
    }

    @Test("a menu opening upward lists from the bottom: the first item stays nearest the icon")
    func opening() throws {
        let menu = MenuComposer().compose(
            try Fixture.app("Apps/Seed003"), dynamicItems: try dynamicItems("Apps/Seed003"))
        #expect(
            menu.rowsTopToBottom(opening: .down).map(\.item.localizedTitle) == [
                "Search", "Share", "Play", "Pause",
            ])
        #expect(
            menu.rowsTopToBottom(opening: .up).map(\.item.localizedTitle) == [
                "Pause", "Play", "Share", "Search",
            ])
    }

    @Test("statics always precede dynamics whatever order candidates come in (seeded, 500 menus, seed 42)")
    func randomOrder() {
        var generator = SplitMix64(seed: 42)
        for round in 0..<500 {
            let statics = (0..<Int.random(in: 0...6, using: &generator)).map {
                ShortcutItem(type: "s\($0)", localizedTitle: "S")
            }
            let dynamics = (0..<Int.random(in: 0...6, using: &generator)).map {
                ShortcutItem(type: "d\($0)", localizedTitle: "D")
            }
            var candidates =
                statics.enumerated().map {
                    MenuComposer.Candidate(item: $0.element, source: .static, sourceIndex: $0.offset)
                }
                + dynamics.enumerated().map {
                    MenuComposer.Candidate(item: $0.element, source: .dynamic, sourceIndex: $0.offset)
                }
            candidates.shuffle(using: &generator)
            let limit = Int.random(in: 1...5, using: &generator)
            let menu = MenuComposer(maximumItemCount: limit).compose(candidates)
            let expected = Array((statics + dynamics).prefix(limit)).map(\.type)
            let sortedRows = menu.rows.map(\.item.type)
            #expect(sortedRows.count == expected.count, "seed 42, round \(round)")
            #expect(menu.rows.count + menu.hidden.count == statics.count + dynamics.count)
            #expect(
                !menu.rows.contains { $0.source == .dynamic }
                    || menu.hidden.allSatisfy { $0.source == .dynamic }, "seed 42, round \(round)")
            #expect(
                Set(sortedRows.filter { $0.hasPrefix("s") }) == Set(expected.filter { $0.hasPrefix("s") }))
        }
    }
}
