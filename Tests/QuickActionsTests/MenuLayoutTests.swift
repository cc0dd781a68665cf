import Foundation
import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("MenuLayout: one layout of the menu for the simulator and the picture")
struct MenuLayoutTests {
    let screen = CGSize(width: 375, height: 667)

    func menu(_ items: [ShortcutItem]) -> QuickActionMenu {
        MenuComposer().compose(staticItems: items, dynamicItems: [])
    }

    var seedItems: [ShortcutItem] {
        [
            ShortcutItem(
                type: "search", localizedTitle: "Search", localizedSubtitle: "Will search for an item",
                icon: .system(.search)),
            ShortcutItem(type: "share", localizedTitle: "Share", icon: .system(.share)),
            ShortcutItem(type: "plain", localizedTitle: "No icon"),
        ]
    }

    @Test(
        "a left-column icon high on the screen: the menu opens down, 250 wide, lined up with the icon's left edge, icons on the left"
    )
    func leftColumn() {
        let icon = CGRect(x: 27, y: 40, width: 60, height: 60)
        let geometry = MenuLayout().geometry(
            for: menu(seedItems), iconFrame: icon, screenSize: screen, statusBarHeight: 20)
        #expect(geometry.opening == .down)
        #expect(geometry.alignment == .leading)
        #expect(geometry.frame.minX == 27)
        #expect(geometry.frame.width == 250)
        #expect(geometry.frame.minY == icon.maxY + 12)
        #expect(geometry.rows.map(\.index) == [0, 1, 2])
        #expect(
            geometry.rows[0].iconFrame
                == CGRect(x: 16, y: (geometry.rows[0].frame.height - 35) / 2, width: 35, height: 35))
        #expect(geometry.rows[0].textFrame.minX == 65)
        #expect(geometry.rows[0].titleLines == ["Search"])
        #expect(geometry.rows[0].subtitle == "Will search for an item")
        #expect(geometry.rows[2].iconFrame == nil)
        #expect(geometry.rows[2].textFrame.minX == 16)
    }

    @Test(
        "a right-column icon low on the screen: the menu opens up, first item at the bottom, icons on the right"
    )
    func rightColumnLow() {
        let icon = CGRect(x: 288, y: 500, width: 60, height: 60)
        let geometry = MenuLayout().geometry(
            for: menu(seedItems), iconFrame: icon, screenSize: screen, statusBarHeight: 20)
        #expect(geometry.opening == .up)
        #expect(geometry.alignment == .trailing)
        #expect(geometry.frame.maxX == icon.maxX)
        #expect(geometry.frame.maxY == icon.minY - 12)
        #expect(geometry.rows.map(\.index) == [2, 1, 0])
        #expect(geometry.rows[2].iconFrame?.minX == 199)
        #expect(geometry.rows[2].textFrame.minX == 16)
    }

    @Test("a title breaks once: two lines without a subtitle, one with, the last ending in an ellipsis")
    func titleLines() {
        let long = "Continue the very long drawing you started yesterday evening on the train home"
        let geometry = MenuLayout().geometry(
            for: menu([
                ShortcutItem(type: "a", localizedTitle: long, icon: .system(.compose)),
                ShortcutItem(type: "b", localizedTitle: long, localizedSubtitle: "Subtitle"),
            ]), opening: .down, alignment: .leading)
        let width = Double(MenuLayout().textWidth(cardWidth: 250, hasIcon: true))
        #expect(
            geometry.rows[0].titleLines
                == MenuTextLayout.layout(long, fontSize: 17, width: width, maximumLines: 2).lines)
        #expect(geometry.rows[0].titleLines.count == 2)
        #expect(geometry.rows[0].titleLines[1].hasSuffix("…"))
        #expect(geometry.rows[0].frame.height == 66)
        #expect(geometry.rows[1].titleLines.count == 1)
        #expect(geometry.rows[1].titleLines[0].hasSuffix("…"))
        #expect(geometry.rows[1].frame.height == 63)
    }

    @Test("on a 375-point iPhone 6s the menu lines up with the icon's edge in every column")
    func everyColumn() {
        for (column, x) in [27.0, 114, 201, 288].enumerated() {
            let icon = CGRect(x: x, y: 128, width: 60, height: 60)
            let geometry = MenuLayout().geometry(
                for: menu(seedItems), iconFrame: icon, screenSize: screen, statusBarHeight: 20)
            if column < 2 {
                #expect(geometry.frame.minX == icon.minX, "column \(column + 1)")
            } else {
                #expect(geometry.frame.maxX == icon.maxX, "column \(column + 1)")
            }
        }
    }

    @Test(
        "placed on a screen or laid out on its own, a card has the same rows (seed 16, 300 random menus and icons)"
    )
    func placedEqualsCard() {
        var generator = SplitMix64(seed: 16)
        let words = ["Search", "Share", "智能开门", "a", "Wi-Fi", "Résumé", "WWWW", "iiii", "Continue"]
        let icons: [ShortcutIcon?] = [
            nil, .system(.add), .templateImage("x"), .contact(givenName: "J", familyName: "A"),
        ]
        let layout = MenuLayout()
        for round in 0..<300 {
            let items = (0..<Int.random(in: 1...4, using: &generator)).map { index in
                ShortcutItem(
                    type: "t\(index)",
                    localizedTitle: (0..<Int.random(in: 1...10, using: &generator)).map { _ in
                        words.randomElement(using: &generator)!
                    }.joined(separator: " "),
                    localizedSubtitle: generator.chance(30) ? "A subtitle of some length, maybe" : nil,
                    icon: icons.randomElement(using: &generator)!)
            }
            let size = [
                CGSize(width: 375, height: 667), CGSize(width: 320, height: 568),
                CGSize(width: 414, height: 736),
            ]
            .randomElement(using: &generator)!
            let icon = CGRect(
                x: generator.double(in: 10...(Double(size.width) - 70)),
                y: generator.double(in: 30...(Double(size.height) - 100)), width: 60, height: 60)
            let placed = layout.geometry(
                for: menu(items), iconFrame: icon, screenSize: size, statusBarHeight: 20)
            let card = layout.geometry(
                for: menu(items), opening: placed.opening, alignment: placed.alignment,
                width: placed.frame.width)
            #expect(placed.rows == card.rows, "seed 16, round \(round)")
            #expect(placed.frame.size == card.frame.size, "seed 16, round \(round)")
            #expect(placed.frame.minX >= 8 && placed.frame.maxX <= size.width - 8, "seed 16, round \(round)")
            var y: CGFloat = 0
            for row in placed.rows {
                #expect(row.frame.minY == y && row.frame.height >= 57, "seed 16, round \(round)")
                y = row.frame.maxY
                let width = Double(row.textFrame.width)
                for line in row.titleLines {
                    #expect(
                        MenuTextLayout.width(of: line, fontSize: 17) <= width || line.count == 1,
                        "seed 16, round \(round): \(line)")
                }
                #expect(row.titleLines.count <= (row.item.localizedSubtitle == nil ? 2 : 1))
            }
        }
    }
}
