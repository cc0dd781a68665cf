import ForceTouch
import Foundation
import TestSupport
import Testing
import TouchKit

/// iOS 13's `UIContextMenuInteraction` on a photo: how it opens, the delegate's call order, what the
/// menu lists, and what a finger does on it. Time is the finger's (injected), never slept.
@MainActor
@Suite("ContextMenuInteraction: opening, call order, rows, drag to select, commit, dismiss")
struct ContextMenuInteractionTests {
    /// A photo with Share, Copy, Rate ▸ and Delete, no preview controller.
    func photoScreen(capability: ForceTouchCapability = .unavailable) -> (
        Window, ImageView, ContextMenuInteraction, MenuLog
    ) {
        let (window, photo, interaction, log) = makeMenuScreen(capability: capability)
        log.configuration = {
            ContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { _ in
                photoMenu(log: log)
            }
        }
        return (window, photo, interaction, log)
    }

    @Test("Haptic Touch: a finger resting 0.5 s opens the menu, not before; it stays open when lifted")
    func longPressOpens() {
        let (window, photo, interaction, log) = photoScreen()
        var finger = Finger(window)
        finger.down(187, 180, force: 0)
        finger.rest(0.1)
        #expect(log.lines.isEmpty)
        finger.rest(0.1)
        #expect(log.lines == ["configuration", "highlightPreview"])
        #expect(log.location == CGPoint(x: 87, y: 60))
        #expect(interaction.location(in: photo) == CGPoint(x: 87, y: 60))
        #expect(window.contextMenuState?.isOpen == false)
        finger.rest(0.27)
        #expect(finger.time < 0.5)
        #expect(window.contextMenuState?.isOpen == false)
        finger.rest(0.05)
        #expect(finger.time > 0.5)
        #expect(window.contextMenuState?.isOpen == true)
        #expect(log.lines == ["configuration", "highlightPreview", "willDisplay"])
        finger.up()
        #expect(window.contextMenuState?.titles == ["Share", "Copy", "Rate", "Delete"])
        #expect(window.contextMenuState?.hasPreview == false)
    }

    @Test("The long press's duration is configurable (ours: 0.5 s, UILongPressGestureRecognizer's)")
    func configurableDuration() {
        let (window, _, _, _) = photoScreen()
        #expect(ContextMenuPressConfiguration.standard.longPressDuration == 0.5)
        #expect(ContextMenuPressConfiguration.standard.allowableMovement == 10)
        window.contextMenuPressConfiguration.longPressDuration = 0.8
        var finger = Finger(window)
        finger.down(187, 180, force: 0)
        finger.rest(0.7)
        #expect(window.contextMenuState?.isOpen == false)
        finger.rest(0.15)
        #expect(window.contextMenuState?.isOpen == true)
    }

    @Test("3D Touch: force to the peek level opens the menu before a long press would")
    func forceOpens() {
        let (window, _, _, log) = photoScreen(capability: .available)
        var finger = Finger(window)
        finger.down(187, 180, force: 0.5)
        finger.ramp(to: 5, steps: 12)
        finger.hold(0.15)
        #expect(finger.time < 0.5)
        #expect(window.contextMenuState?.isOpen == true)
        #expect(log.lines == ["configuration", "highlightPreview", "willDisplay"])
    }

    @Test("3D Touch: a light finger still opens the menu by a long press, as on iOS 13")
    func lightPressOn3DTouch() {
        let (window, _, _, _) = photoScreen(capability: .available)
        var finger = Finger(window)
        finger.down(187, 180, force: 0.3)
        finger.hold(0.45)
        #expect(window.contextMenuState?.isOpen != true)
        finger.hold(0.1)
        #expect(window.contextMenuState?.isOpen == true)
    }

    @Test("A nil configuration: no menu, only the one question; the view keeps its touches")
    func nilConfiguration() {
        let (window, _, _, log) = makeMenuScreen()
        var finger = Finger(window)
        finger.down(187, 180, force: 0)
        finger.rest(0.8)
        #expect(log.lines == ["configuration"])
        #expect(window.contextMenuState == nil)
        finger.up()
        #expect(log.lines == ["configuration"])
    }

    @Test("An empty menu and no preview: the lift begins, then cancels (no willDisplay)")
    func emptyMenuCancels() {
        let (window, _, _, log) = makeMenuScreen()
        log.configuration = {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in Menu(children: []) }
        }
        var finger = Finger(window)
        finger.down(187, 180, force: 0)
        finger.rest(0.3)
        #expect(window.contextMenuState?.isOpen == false)
        finger.rest(0.3)
        #expect(log.lines == ["configuration", "highlightPreview"])
        #expect(window.contextMenuState == nil)
    }

    @Test("Moving more than 10 points before the menu opens is a scroll: the lift cancels")
    func movementCancels() {
        let (window, _, _, _) = photoScreen()
        var finger = Finger(window)
        finger.down(187, 180, force: 0)
        finger.rest(0.2)
        #expect(window.contextMenuState?.isOpen == false)
        finger.move(187, 192)
        #expect(window.contextMenuState == nil)
        finger.rest(0.5)
        #expect(window.contextMenuState == nil)
    }

    @Test("Lifting before the long press: no menu")
    func earlyLift() {
        let (window, _, _, log) = photoScreen()
        var finger = Finger(window)
        finger.down(187, 180, force: 0)
        finger.rest(0.3)
        finger.up()
        finger.rest(0.5)
        #expect(window.contextMenuState == nil)
        #expect(!log.lines.contains("willDisplay"))
    }

    /// Opens the photo's menu by a long press and lifts the finger where it was.
    func openMenu(_ window: Window, at point: CGPoint = CGPoint(x: 187, y: 180)) {
        var finger = Finger(window, id: 1)
        finger.down(point.x, point.y, force: 0)
        finger.rest(0.6)
        finger.up()
    }

    @Test("Destructive items go last and red; hidden ones are left out; disabled ones do nothing")
    func destructiveLast() {
        let (window, _, _, log) = makeMenuScreen()
        log.configuration = {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                Menu(children: [
                    Action(title: "Remove", attributes: .destructive) { _ in log.lines.append("remove") },
                    Action(title: "Secret", attributes: .hidden) { _ in },
                    Action(title: "Edit", attributes: .disabled) { _ in log.lines.append("edit") },
                    Action(title: "Open") { _ in },
                ])
            }
        }
        openMenu(window)
        #expect(window.contextMenuState?.titles == ["Edit", "Open", "Remove"])
        #expect(window.contextMenuState?.destructiveTitles == ["Remove"])
        var finger = Finger(window, id: 2, time: 2)
        let edit = window.centreOfMenuRow("Edit")!
        finger.tap(edit.x, edit.y)
        #expect(!log.lines.contains("edit"))
        #expect(window.contextMenuState?.isOpen == true)
    }

    @Test("Inline menus are sections in place; a submenu opens in place under its title and goes back")
    func submenus() {
        let (window, _, _, log) = makeMenuScreen()
        log.configuration = {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                Menu(children: [
                    Action(title: "Open") { _ in },
                    Menu(options: .displayInline, children: [Action(title: "Copy") { _ in }]),
                    Menu(
                        title: "Move to",
                        children: [
                            Action(title: "Work") { _ in log.lines.append("moved to Work") },
                            Action(title: "Home") { _ in },
                        ]),
                ])
            }
        }
        openMenu(window)
        #expect(window.contextMenuState?.titles == ["Open", "Copy", "Move to"])
        let open = window.contextMenuState!.rowFrames
        #expect(open[1].minY - open[0].maxY == ContextMenuLayout().sectionGap)
        var finger = Finger(window, id: 2, time: 2)
        let move = window.centreOfMenuRow("Move to")!
        finger.tap(move.x, move.y)
        #expect(window.contextMenuState?.submenuTitle == "Move to")
        #expect(window.contextMenuState?.titles == ["Move to", "Work", "Home"])
        let back = window.centreOfMenuRow("Move to")!
        finger.tap(back.x, back.y)
        #expect(window.contextMenuState?.titles == ["Open", "Copy", "Move to"])
        #expect(window.chooseContextMenuRow(titled: "Move to"))
        #expect(window.chooseContextMenuRow(titled: "Work"))
        #expect(log.lines.suffix(3) == ["dismissPreview", "willEnd", "moved to Work"])
        #expect(window.contextMenuState == nil)
    }

    @Test("Drag to select: the finger slides onto Copy and lifts; the menu goes, then Copy runs")
    func dragToSelect() {
        let (window, _, _, log) = photoScreen()
        var finger = Finger(window)
        finger.down(187, 180, force: 0)
        finger.rest(0.6)
        let copy = window.centreOfMenuRow("Copy")!
        finger.slide(by: copy.x - 187, copy.y - 180, steps: 8)
        #expect(window.contextMenuState?.isOpen == true)
        finger.up()
        #expect(
            log.lines == [
                "configuration", "highlightPreview", "willDisplay", "dismissPreview", "willEnd",
                "action Copy",
            ])
        #expect(window.contextMenuState == nil)
    }

    @Test("A finger that barely moves after the menu opened leaves it open when lifted")
    func smallMoveKeepsMenu() {
        let (window, _, _, _) = photoScreen()
        var finger = Finger(window)
        finger.down(187, 180, force: 0)
        finger.rest(0.6)
        finger.slide(by: 4, 3)
        finger.up()
        #expect(window.contextMenuState?.isOpen == true)
    }

    @Test("Tapping an item after lifting runs it once the menu is gone")
    func tapItem() {
        let (window, _, _, log) = photoScreen()
        openMenu(window)
        var finger = Finger(window, id: 2, time: 2)
        let share = window.centreOfMenuRow("Share")!
        finger.tap(share.x, share.y)
        #expect(log.lines.suffix(3) == ["dismissPreview", "willEnd", "action Share"])
    }

    @Test("Tapping outside dismisses: the dismissal preview, willEnd, no action")
    func tapOutside() {
        let (window, _, _, log) = photoScreen()
        openMenu(window)
        var finger = Finger(window, id: 2, time: 2)
        finger.tap(20, 640)
        #expect(
            log.lines == ["configuration", "highlightPreview", "willDisplay", "dismissPreview", "willEnd"])
        #expect(window.contextMenuState == nil)
    }

    @Test("Tapping the preview commits with .pop: willPerform, willEnd, then animations and completions")
    func tapPreviewPops() {
        let (window, _, _, log) = makeMenuScreen()
        log.configuration = {
            ContextMenuConfiguration(previewProvider: { previewController("Detail") }) { _ in
                photoMenu(log: log)
            }
        }
        openMenu(window)
        let state = window.contextMenuState!
        #expect(state.hasPreview)
        #expect(state.previewFrame.size == CGSize(width: 300, height: 200))
        var finger = Finger(window, id: 2, time: 2)
        finger.tap(state.previewFrame.midX, state.previewFrame.midY)
        #expect(
            log.lines == [
                "configuration", "highlightPreview", "willDisplay", "willPerform", "willEnd", "animations",
                "completion Detail",
            ])
        #expect(window.contextMenuState == nil)
    }

    @Test("Committing with .dismiss shrinks the preview back: the dismissal preview is asked too")
    func tapPreviewDismisses() {
        let (window, _, _, log) = makeMenuScreen()
        log.commitStyle = .dismiss
        log.configuration = { ContextMenuConfiguration(previewProvider: { previewController("Detail") }) }
        openMenu(window)
        #expect(window.contextMenuState?.titles == [])
        #expect(window.tapContextMenuPreview())
        #expect(
            log.lines.suffix(5) == [
                "willPerform", "dismissPreview", "willEnd", "animations", "completion Detail",
            ])
    }

    @Test("dismissMenu() and updateVisibleMenu(_:) act on the open menu (iOS 14)")
    func dismissAndUpdate() {
        let (window, _, interaction, log) = photoScreen()
        openMenu(window)
        interaction.updateVisibleMenu { menu in menu.replacingChildren([Action(title: "Only") { _ in }]) }
        #expect(window.contextMenuState?.titles == ["Only"])
        interaction.dismissMenu()
        #expect(window.contextMenuState == nil)
        #expect(log.lines.suffix(2) == ["dismissPreview", "willEnd"])
    }

    @Test("A single-selection menu moves the checkmark to the chosen action (iOS 15)")
    func singleSelection() {
        let (window, _, _, log) = makeMenuScreen()
        let small = Action(title: "Small", state: .on) { _ in }
        let large = Action(title: "Large") { _ in }
        log.configuration = {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                Menu(title: "Size", options: .singleSelection, children: [small, large])
            }
        }
        openMenu(window)
        #expect(window.chooseContextMenuRow(titled: "Large"))
        #expect(small.state == .off)
        #expect(large.state == .on)
    }

    @Test("A deferred element shows Loading… until its provider answers, then its items (iOS 14)")
    func deferredElement() {
        let (window, _, _, log) = makeMenuScreen()
        var answer: (([MenuElement]) -> Void)?
        let deferred = DeferredMenuElement { completion in answer = completion }
        log.configuration = {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                Menu(children: [Action(title: "Open") { _ in }, deferred])
            }
        }
        openMenu(window)
        #expect(window.contextMenuState?.titles.count == 2)
        #expect(window.contextMenuState?.titles.first == "Open")
        answer?([Action(title: "Recent 1") { _ in }, Action(title: "Recent 2") { _ in }])
        #expect(window.contextMenuState?.titles == ["Open", "Recent 1", "Recent 2"])
    }

    @Test(
        "Randomized menus (seeded): every level lists its destructive items after the others",
        arguments: [1, 7, 42, 2024] as [UInt64])
    func randomizedDestructiveOrder(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let (window, _, _, log) = makeMenuScreen()
        var children: [MenuElement] = []
        var kept: [String] = []
        var destructive: [String] = []
        for index in 0..<(2 + random.below(8)) {
            let isDestructive = random.chance(30)
            let title = "Item \(index)"
            children.append(Action(title: title, attributes: isDestructive ? .destructive : []) { _ in })
            if isDestructive { destructive.append(title) } else { kept.append(title) }
        }
        let expected = kept + destructive
        log.configuration = {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in Menu(children: children) }
        }
        openMenu(window)
        #expect(window.contextMenuState?.titles == expected, "seed \(seed)")
        #expect(window.contextMenuState?.destructiveTitles == destructive, "seed \(seed)")
    }
}
