import Foundation
import Testing
import TouchKit

/// Seed 000's story of peek and pop on a list: press a row lightly and the rest blurs (hint), press more
/// and the preview appears (peek), press harder and it opens (pop) — or lift and everything is as it was.
@MainActor
@Suite("Previewing: hint, peek, pop and every way out")
struct PreviewingTests {
    /// Presses row `row` to the hint: down, then the force ramps to 2 (smoothed past 1 after 0.1 s).
    func pressToHint(_ finger: inout Finger, row: Int = 2) {
        let (x, y) = rowCentre(row)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
    }

    /// Presses on to the peek: force 4.6, held long enough for the minimum hint duration.
    func pressToPeek(_ finger: inout Finger) {
        finger.ramp(to: 4.6)
        finger.hold(0.2)
    }

    /// Presses on to the pop: force 6.5, held past the minimum peek duration.
    func pressToPop(_ finger: inout Finger) {
        finger.ramp(to: 6.5)
        finger.hold(0.1)
    }

    @Test("Hint, then lift: the blur grows with force, lifting restores the screen, nothing commits")
    func hintThenLift() {
        let (window, _, list) = makePreviewScreen()
        let before = window.subviews.count
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0.5)
        finger.press(force: 0.8)
        #expect(window.previewState == nil)
        #expect(list.calls.isEmpty)
        finger.ramp(to: 2)
        #expect(list.calls == ["preview at (180, 110)"])
        let hint = window.previewState
        #expect(hint?.phase == .hint)
        #expect(hint?.actionsVisible == false)
        #expect((hint?.progress ?? 0) > 0 && (hint?.progress ?? 1) < 1)
        finger.ramp(to: 3)
        #expect((window.previewState?.progress ?? 0) > (hint?.progress ?? 1))
        #expect(window.subviews.count == before + 1)
        finger.up()
        #expect(window.previewState == nil)
        #expect(window.subviews.count == before)
        #expect(list.calls == ["preview at (180, 110)"])
        #expect(list.selected.isEmpty)
        #expect(list.lastPreview?.isViewLoaded == false)
    }

    @Test("Peek, then lift: the preview shows at its size, then leaves without a commit")
    func peekThenLift() throws {
        let (window, navigation, list) = makePreviewScreen()
        var finger = Finger(window)
        pressToHint(&finger)
        pressToPeek(&finger)
        let peek = try #require(window.previewState)
        #expect(peek.phase == .peek && !peek.actionsVisible)
        #expect(peek.progress > 0 && peek.progress < 1)  // toward the pop
        let preview = try #require(list.lastPreview)
        #expect(preview.calls == ["viewWillAppear", "viewDidAppear"])
        #expect(preview.view.window === window)
        #expect(
            preview.view.convert(preview.view.bounds, to: nil)
                == CGRect(x: 10, y: 64, width: 355, height: 539))
        #expect(preview.presentingViewController === list)
        finger.up()
        #expect(window.previewState == nil)
        #expect(preview.view.window == nil)
        #expect(
            preview.calls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(preview.presentingViewController == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(list.calls == ["preview at (180, 110)"])
        #expect(list.selected.isEmpty)
    }

    @Test("Pop: the delegate commits with show, the detail is pushed with a back button")
    func pop() {
        let (window, navigation, list) = makePreviewScreen()
        var finger = Finger(window)
        pressToHint(&finger)
        pressToPeek(&finger)
        pressToPop(&finger)
        #expect(list.calls == ["preview at (180, 110)", "commit Item 3"])
        #expect(window.previewState == PreviewState(phase: .pop, progress: 1))
        #expect(navigation.topViewController === list.lastPreview)
        #expect(navigation.navigationBar.backButton.isHidden == false)
        #expect(navigation.navigationBar.backButton.currentTitle == "Items")
        #expect(list.lastPreview?.view.superview !== nil)
        finger.up()
        #expect(window.previewState == nil)
        #expect(list.calls.count == 2)
        #expect(list.selected.isEmpty)
    }

    @Test("A nil preview: nothing blurs, and the press goes on as a touch (lifting selects the row)")
    func nilPreviewPassesOn() {
        let (window, _, list) = makePreviewScreen()
        list.nilRows = [2]
        let before = window.subviews.count
        var finger = Finger(window)
        pressToHint(&finger)
        pressToPeek(&finger)
        #expect(list.calls == ["preview at (180, 110)"])
        #expect(window.previewState == nil)
        #expect(window.subviews.count == before)
        finger.up()
        #expect(list.selected == [2])
        #expect(list.calls.count == 1)
    }

    @Test("A quick tap never asks the delegate and selects the row")
    func tap() {
        let (window, _, list) = makePreviewScreen()
        var finger = Finger(window)
        let (x, y) = rowCentre(4)
        finger.tap(x, y)
        #expect(list.calls.isEmpty)
        #expect(list.selected == [4])
    }

    @Test("A cancelled touch during the peek dismisses without a commit")
    func cancelledTouch() {
        let (window, _, list) = makePreviewScreen()
        var finger = Finger(window)
        pressToHint(&finger)
        pressToPeek(&finger)
        finger.cancel()
        #expect(window.previewState == nil)
        #expect(list.calls == ["preview at (180, 110)"])
    }

    @Test("The delegate gets the location in the source view's coordinates, scrolled content included")
    func locationInSourceView() {
        let (window, _, list) = makePreviewScreen()
        list.tableView.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        var finger = Finger(window)
        pressToHint(&finger, row: 0)
        // The finger is 86 points down the screen, where the table (filling the screen behind the
        // bar) starts; its content is scrolled by 100.
        #expect(list.calls == ["preview at (180, 186)"])
        #expect(window.previewState?.phase == .hint)
        finger.up()
    }

    @Test("sourceRect is reset to the source view's bounds before every delegate call")
    func sourceRectReset() {
        let (window, _, list) = makePreviewScreen()
        var finger = Finger(window)
        pressToHint(&finger, row: 1)
        finger.up()
        #expect(list.context?.sourceRect == CGRect(x: 0, y: 44, width: 375, height: 44))
        var second = Finger(window, id: 2, time: finger.time + 1)
        pressToHint(&second, row: 3)
        second.up()
        #expect(
            list.sourceRectsSeen == [
                // The table's bounds: the whole screen, scrolled to -64 (its first row below the bar).
                CGRect(x: 0, y: -64, width: 375, height: 667), CGRect(x: 0, y: -64, width: 375, height: 667),
            ])
        #expect(list.context?.sourceRect == CGRect(x: 0, y: 132, width: 375, height: 44))
    }
}
