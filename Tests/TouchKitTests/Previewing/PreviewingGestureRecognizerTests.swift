import ForceTouch
import Foundation
import Testing
import TouchKit

/// The recognizer behind a registration: force at the window's sensitivity, the long-press alternative
/// without 3D Touch, the race with scrolling, and the failure relationship.
@MainActor
@Suite("Previewing recognizer: capabilities, sensitivities, scrolling, failure relationships")
struct PreviewingGestureRecognizerTests {
    @Test(
        "Without 3D Touch a long press gives the peek; lifting keeps it; a tap on it commits",
        arguments: [
            ForceTouchCapability.unavailable, .unknown,
        ])
    func longPressAlternative(capability: ForceTouchCapability) {
        let (window, navigation, list) = makePreviewScreen(capability: capability)
        var finger = Finger(window)
        let (x, y) = rowCentre(1)
        finger.down(x, y, force: 0)
        finger.rest(0.45)
        #expect(window.previewState == nil)
        #expect(list.calls.isEmpty)
        finger.rest(0.1)
        #expect(list.calls == ["preview at (180, 66)"])
        #expect(window.previewState == PreviewState(phase: .peek, progress: 0))
        // No force can pop it.
        finger.ramp(to: 6.6)
        finger.hold(0.6)
        #expect(list.calls.count == 1)
        finger.up()
        #expect(window.previewState == PreviewState(phase: .peek, actionsVisible: false, progress: 0))
        var tap = Finger(window, id: 2, time: finger.time + 0.3)
        tap.tap(187, 300)
        #expect(list.calls == ["preview at (180, 66)", "commit Item 2"])
        #expect(navigation.topViewController === list.lastPreview)
        #expect(window.previewState == nil)
    }

    @Test("Without 3D Touch, lifting the long-press peek reveals its actions")
    func longPressRevealsActions() {
        let (window, _, list) = makePreviewScreen(capability: .unavailable)
        list.makeActions = { _ in [PreviewAction(title: "Share") { _, _ in }] }
        var finger = Finger(window)
        let (x, y) = rowCentre(1)
        finger.down(x, y, force: 0)
        finger.rest(0.55)
        finger.up()
        #expect(window.previewState == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
    }

    @Test("Moving more than 10 points before the long press completes is not a press")
    func longPressMovement() {
        let (window, _, list) = makePreviewScreen(capability: .unavailable)
        var finger = Finger(window)
        let (x, y) = rowCentre(1)
        finger.down(x, y, force: 0)
        finger.move(x + 12, y, force: 0)
        finger.rest(0.6)
        #expect(list.calls.isEmpty)
        #expect(window.previewState == nil)
    }

    /// The smoothed force a steady press of `force` reaches, and where each sensitivity puts it.
    nonisolated static let sensitivityCases: [(Sensitivity, PreviewState.Phase)] = [
        (.light, .peek), (.medium, .peek), (.firm, .hint),
    ]

    @Test("A steady press of 4.4: light and medium peek, firm only hints", arguments: sensitivityCases)
    func sensitivities(sensitivity: Sensitivity, phase: PreviewState.Phase) {
        let (window, _, _) = makePreviewScreen()
        window.forcePressSensitivity = sensitivity
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 4.4)
        finger.hold(0.4)
        #expect(window.previewState?.phase == phase)
        finger.up()
        #expect(window.previewState == nil)
    }

    @Test("Light sensitivity hints at a force firm does not: the hint level is 0.75 versus 1.2")
    func hintLevels() {
        for (sensitivity, hints) in [(Sensitivity.light, true), (.medium, false), (.firm, false)] {
            let (window, _, _) = makePreviewScreen()
            window.forcePressSensitivity = sensitivity
            var finger = Finger(window)
            let (x, y) = rowCentre(2)
            finger.down(x, y, force: 0.5)
            finger.ramp(to: 0.9)
            finger.hold(0.3)
            #expect((window.previewState != nil) == hints, "\(sensitivity)")
            finger.up()
        }
    }

    @Test("Changing the sensitivity mid-press applies from the next sample")
    func liveSensitivity() {
        let (window, _, _) = makePreviewScreen()
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 3.4)
        finger.hold(0.3)
        #expect(window.previewState?.phase == .hint)
        window.forcePressSensitivity = .light
        finger.hold(0.05)
        #expect(window.previewState?.phase == .peek)
        finger.up()
    }

    @Test("A pan beyond the slop before the hint scrolls the table and cancels the press")
    func scrollBeatsPress() {
        let (window, _, list) = makePreviewScreen()
        var finger = Finger(window)
        let (x, y) = rowCentre(6)
        finger.down(x, y, force: 0.4)
        finger.move(x, y - 8, force: 0.6)
        finger.move(x, y - 20, force: 0.8)
        finger.move(x, y - 40, force: 0.8)
        #expect(list.tableView.contentOffset.y > -64, "scrolled from its rest below the bar")
        finger.ramp(to: 4.6)
        finger.hold(0.4)
        #expect(list.calls.isEmpty)
        #expect(window.previewState == nil)
        finger.up()
        #expect(list.selected.isEmpty)
    }

    @Test("After the hint, moving the finger does not scroll: the press keeps the touch")
    func pressBeatsScroll() {
        let (window, _, list) = makePreviewScreen()
        var finger = Finger(window)
        let (x, y) = rowCentre(6)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
        #expect(window.previewState?.phase == .hint)
        finger.slide(by: 0, -60)
        #expect(list.tableView.contentOffset.y == -64, "still at its rest below the bar")
        #expect(window.previewState?.phase == .hint)
        finger.up()
        #expect(window.previewState == nil)
    }

    @Test("A tap recognizer that requires the previewing recognizer to fail waits for it")
    func failureRelationship() throws {
        let (window, _, list) = makePreviewScreen()
        var taps = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        list.tableView.addGestureRecognizer(tap)
        let context = try #require(list.context)
        tap.require(toFail: context.previewingGestureRecognizerForFailureRelationship)
        var finger = Finger(window)
        let (x, y) = rowCentre(3)
        finger.tap(x, y)
        #expect(taps == 1)
        var press = Finger(window, id: 2, time: 1)
        press.down(x, y, force: 0.5)
        press.ramp(to: 2)
        press.up(after: 0.02)
        #expect(taps == 1)
        #expect(list.calls.count == 1)
    }

    @Test("Stationary readings count: a force set once and held still reaches the peek (a keyboard press)")
    func stationarySamples() {
        let (window, _, _) = makePreviewScreen()
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0)
        finger.press(force: 4.2)
        finger.stay(0.1)
        #expect(window.previewState?.phase == .hint)
        finger.stay(0.4)
        #expect(window.previewState?.phase == .peek)
        finger.up()
    }

    @Test("A second finger neither starts a preview nor disturbs the one in progress")
    func secondFinger() {
        let (window, _, list) = makePreviewScreen()
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
        var other = Finger(window, id: 2, time: finger.time)
        other.down(100, 400, force: 6)
        other.hold(0.3)
        #expect(window.previewState?.phase == .hint)
        #expect(list.calls.count == 1)
        other.up()
        finger.up()
        #expect(window.previewState == nil)
    }
}
