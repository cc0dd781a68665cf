import Foundation
import Testing
import TouchKit

/// Peek quick actions (seed 000): swipe the peek up and its actions appear; once they show, lifting
/// keeps the peek on screen; a tap runs an action with the previewed controller and dismisses; a group
/// opens its own list; a tap outside dismisses.
@MainActor
@Suite("Preview actions: revealing, pinning, running, groups, dismissing")
struct PreviewActionTests {
    /// What the handlers heard: the action's title and whether they got the previewed controller.
    final class Heard {
        var lines: [String] = []
    }

    /// Apple's ViewControllerPreviews sample: a default action, a destructive one, a group of two.
    static func sampleActions(for detail: PreviewDetail, heard: Heard) -> [any PreviewActionItem] {
        let handler: @MainActor (PreviewAction, ViewController) -> Void = {
            [weak detail] action, controller in
            heard.lines.append("\(action.title) on \(controller.title ?? "?") same=\(controller === detail)")
        }
        return [
            PreviewAction(title: "Default Action", handler: handler),
            PreviewAction(title: "Destructive Action", style: .destructive, handler: handler),
            PreviewActionGroup(
                title: "Sub Actions…", style: .default,
                actions: [
                    PreviewAction(title: "Sub Action 1", style: .selected, handler: handler),
                    PreviewAction(title: "Sub Action 2", handler: handler),
                ]),
        ]
    }

    /// A preview screen whose previews carry the sample actions, pressed to the peek on row 2.
    func peeking() -> (Window, PreviewList, Finger, Heard) {
        let heard = Heard()
        let (window, _, list) = makePreviewScreen()
        list.makeActions = { Self.sampleActions(for: $0, heard: heard) }
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
        finger.ramp(to: 4.6)
        finger.hold(0.2)
        return (window, list, finger, heard)
    }

    /// The centre of action row `index` when the sheet lists `count` rows (57 points each, 10 from the
    /// bottom of a 667-point screen).
    func actionRow(_ index: Int, of count: Int) -> (CGFloat, CGFloat) {
        let top = 667 - 10 - 57 * CGFloat(count)
        return (187.5, top + 57 * CGFloat(index) + 28.5)
    }

    /// Reveals the actions by dragging the peek up 60 points, then lifts.
    func pin(_ finger: inout Finger) {
        finger.slide(by: 0, -60)
        finger.up()
    }

    @Test("Dragging the peek up past 50 points reveals the actions; down again hides them")
    func reveal() {
        let (window, _, start, _) = peeking()
        var finger = start
        #expect(window.previewState?.actionsVisible == false)
        finger.slide(by: 0, -40)
        #expect(window.previewState?.actionsVisible == false)
        finger.slide(by: 0, -20)
        #expect(window.previewState == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        finger.slide(by: 0, 30)
        #expect(window.previewState?.actionsVisible == false)
        finger.up()
        #expect(window.previewState == nil)
    }

    @Test("Once the actions show, lifting keeps the peek on screen")
    func liftKeepsPeek() {
        let (window, list, start, heard) = peeking()
        var finger = start
        pin(&finger)
        #expect(window.previewState == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        #expect(list.lastPreview?.view.window === window)
        #expect(heard.lines.isEmpty)
        #expect(list.calls == ["preview at (180, 110)"])
    }

    @Test("While the actions show, pressing harder does not pop")
    func noPopWithActions() {
        let (window, list, start, _) = peeking()
        var finger = start
        finger.slide(by: 0, -60)
        finger.ramp(to: 6.6)
        finger.hold(0.6)
        #expect(list.calls == ["preview at (180, 110)"])
        #expect(window.previewState?.phase == .peek)
        finger.up()
        #expect(window.previewState?.actionsVisible == true)
    }

    @Test("Tapping an action runs its handler with the action and the previewed controller, then dismisses")
    func runAction() {
        let (window, list, start, heard) = peeking()
        var finger = start
        pin(&finger)
        var tap = Finger(window, id: 2, time: finger.time + 0.3)
        let (x, y) = actionRow(1, of: 3)
        tap.tap(x, y)
        #expect(heard.lines == ["Destructive Action on Item 3 same=true"])
        #expect(window.previewState == nil)
        #expect(list.lastPreview?.view.window == nil)
        #expect(list.calls == ["preview at (180, 110)"])
        #expect(list.selected.isEmpty)
    }

    @Test("A group opens its own list; one of its actions runs and dismisses")
    func group() {
        let (window, _, start, heard) = peeking()
        var finger = start
        pin(&finger)
        var tap = Finger(window, id: 2, time: finger.time + 0.3)
        let (x, y) = actionRow(2, of: 3)
        tap.tap(x, y)
        #expect(heard.lines.isEmpty)
        #expect(window.previewState == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        let rendered = RenderTextRenderer.render(RenderTreeBuilder().render(window))
        #expect(rendered.contains("a11y=menuItem:\"Sub Action 1\"[selected]"))
        #expect(rendered.contains("a11y=menuItem:\"Sub Action 2\""))
        #expect(!rendered.contains("a11y=menuItem:\"Default Action\""))
        tap.time += 0.3
        let (x2, y2) = actionRow(1, of: 2)
        tap.tap(x2, y2)
        #expect(heard.lines == ["Sub Action 2 on Item 3 same=true"])
        #expect(window.previewState == nil)
    }

    @Test("Tapping outside dismisses without running anything; tapping the preview commits")
    func outsideAndPreview() {
        let (window, list, start, heard) = peeking()
        var finger = start
        pin(&finger)
        var tap = Finger(window, id: 2, time: finger.time + 0.3)
        tap.tap(5, 300)  // beside the preview (it spans x 10…365)
        #expect(window.previewState == nil)
        #expect(heard.lines.isEmpty)
        #expect(list.calls == ["preview at (180, 110)"])

        var again = Finger(window, id: 3, time: tap.time + 1)
        let (x, y) = rowCentre(4)
        again.down(x, y, force: 0.5)
        again.ramp(to: 2)
        again.ramp(to: 4.6)
        again.hold(0.2)
        pin(&again)
        var open = Finger(window, id: 4, time: again.time + 0.3)
        open.tap(187, 200)  // on the preview, which moved up above the sheet
        #expect(list.calls == ["preview at (180, 110)", "preview at (180, 198)", "commit Item 5"])
        #expect(window.previewState == nil)
        #expect(heard.lines.isEmpty)
    }

    @Test("Rows draw by style: red for destructive, a check mark for selected; the sheet is a menu")
    func rowStyles() {
        let (window, _, start, _) = peeking()
        var finger = start
        pin(&finger)
        let rendered = RenderTextRenderer.render(RenderTreeBuilder().render(window))
        #expect(rendered.contains("a11y=menu:\"Actions\""))
        #expect(rendered.contains("\"Default Action\" font=20/400 color=#007AFFFF align=center"))
        #expect(rendered.contains("\"Destructive Action\" font=20/400 color=#FF3B30FF align=center"))
        #expect(rendered.contains("a11y=menuItem:\"Sub Actions…\""))
        #expect(!rendered.contains("symbol:checkmark"))
    }

    @Test(
        "Revealing the actions without the drag (keyboard, assistive technologies): the lift keeps the peek")
    func revealWithoutDrag() {
        let (window, _, start, heard) = peeking()
        var finger = start
        window.revealPreviewActions()
        #expect(window.previewState == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        finger.slide(by: 0, 20)  // moving the finger does not hide them
        #expect(window.previewState?.actionsVisible == true)
        finger.up()
        #expect(window.previewState == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        var tap = Finger(window, id: 2, time: finger.time + 0.3)
        let (x, y) = actionRow(0, of: 3)
        tap.tap(x, y)
        #expect(heard.lines == ["Default Action on Item 3 same=true"])
        window.revealPreviewActions()  // nothing to reveal now
        #expect(window.previewState == nil)
    }

    @Test("A preview without actions: dragging up does nothing and lifting dismisses")
    func noActions() {
        let (window, _, list) = makePreviewScreen()
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
        finger.ramp(to: 4.6)
        finger.hold(0.2)
        let frame = list.lastPreview?.view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil)
        finger.slide(by: 0, -80)
        #expect(window.previewState?.actionsVisible == false)
        #expect(list.lastPreview?.view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil) == frame)
        finger.up()
        #expect(window.previewState == nil)
    }

    @Test("Action values keep their title, style and group")
    func values() {
        let action = PreviewAction(title: "Delete", style: .destructive) { _, _ in }
        let group = PreviewActionGroup(title: "More", actions: [action])
        #expect(action.title == "Delete")
        #expect(action.style == .destructive)
        #expect(PreviewAction.Style.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(PreviewAction.Style.allCases.map(\.description) == ["default", "selected", "destructive"])
        #expect(group.style == .default)
        #expect(group.actions.first === action)
    }
}
