import Foundation
import Testing
import TouchKit

@MainActor
@Suite("Gesture recognizers: UIKit's state machine and the rules between recognizers")
struct GestureRecognizerTests {
    /// A window with a recording view filling it, and a log of recognizer states.
    func setUp() -> (Window, RecordingView) {
        let window = makeWindow()
        let view = RecordingView(frame: window.bounds)
        window.rootViewController!.view.addSubview(view)
        return (window, view)
    }

    func record(_ recognizer: GestureRecognizer, as name: String, into log: CallLog) {
        recognizer.addAction { log.lines.append("\(name).\($0.state)") }
    }

    @Test("A tap is recognised on lift; the view's touch is cancelled, not ended")
    func tap() {
        let (window, view) = setUp()
        let log = CallLog()
        let tap = TapGestureRecognizer()
        record(tap, as: "tap", into: log)
        view.addGestureRecognizer(tap)
        var finger = Finger(window)
        finger.tap(100, 100)
        #expect(log.take() == ["tap.ended"])
        #expect(view.log == ["began", "cancelled"])
        #expect(tap.state == .possible, "reset after the gesture")
        #expect(tap.view === view)
    }

    @Test("Without cancelsTouchesInView the view gets its touchesEnded")
    func tapNotCancelling() {
        let (window, view) = setUp()
        let tap = TapGestureRecognizer()
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        var finger = Finger(window)
        finger.tap(100, 100)
        #expect(view.log == ["began", "ended"])
    }

    @Test("Moving more than 10 points fails the tap; the held touchesEnded then reaches the view")
    func tapFails() {
        let (window, view) = setUp()
        let log = CallLog()
        let tap = TapGestureRecognizer()
        record(tap, as: "tap", into: log)
        view.addGestureRecognizer(tap)
        var finger = Finger(window)
        finger.down(100, 100)
        finger.move(105, 105)
        finger.move(112, 100)
        finger.up()
        #expect(log.take().isEmpty)
        #expect(view.log == ["began", "moved", "moved", "ended"])
    }

    @Test("A single tap that requires a double tap to fail waits out the interval")
    func singleWaitsForDouble() {
        let (window, view) = setUp()
        let log = CallLog()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        record(single, as: "single", into: log)
        record(double, as: "double", into: log)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        var finger = Finger(window)
        finger.tap(100, 100)
        #expect(log.take().isEmpty)
        #expect(view.log == ["began"], "the view's touchesEnded waits too (delaysTouchesEnded)")
        #expect(window.nextRecognizerDeadline != nil)
        finger.wait(0.4)
        #expect(log.take() == ["single.ended"])
        #expect(view.log == ["began", "cancelled"])
        // A double tap: the double recognises and the single fails.
        finger.time += 1
        finger.tap(100, 100)
        finger.time += 0.1
        finger.tap(101, 101)
        #expect(log.take() == ["double.ended"])
        finger.wait(1)
        #expect(log.take().isEmpty)
    }

    @Test("A long press begins after 0.5 s without a new sample, changes with force, ends on lift")
    func longPress() {
        let (window, view) = setUp()
        let log = CallLog()
        let press = LongPressGestureRecognizer()
        record(press, as: "press", into: log)
        view.addGestureRecognizer(press)
        var finger = Finger(window)
        finger.down(100, 100)
        #expect(window.nextRecognizerDeadline == 0.5)
        finger.wait(0.49)
        #expect(log.take().isEmpty)
        finger.wait(0.01)
        #expect(log.take() == ["press.began"])
        #expect(view.log == ["began", "cancelled"])
        finger.press(force: 3)
        finger.move(150, 150)
        finger.up()
        #expect(log.take() == ["press.changed", "press.changed", "press.ended"])
    }

    @Test("A long press fails when lifted early or moved more than 10 points", arguments: [true, false])
    func longPressFails(liftEarly: Bool) {
        let (window, view) = setUp()
        let log = CallLog()
        let press = LongPressGestureRecognizer()
        record(press, as: "press", into: log)
        view.addGestureRecognizer(press)
        var finger = Finger(window)
        finger.down(100, 100)
        if liftEarly {
            finger.up(after: 0.3)
        } else {
            finger.move(100, 111)
            finger.wait(1)
            finger.up()
        }
        #expect(log.take().isEmpty)
        #expect(view.log.last == "ended")
    }

    @Test("A long press begins on the host's tick, from the device clock")
    func longPressOnTick() {
        let log = CallLog()
        let fixture = launchedApp { ViewController() }
        let window = fixture.host.application!.keyWindow!
        let press = LongPressGestureRecognizer()
        record(press, as: "press", into: log)
        window.rootViewController!.view.addGestureRecognizer(press)
        var finger = Finger(window, time: fixture.clock.now)
        finger.down(100, 100)
        #expect(fixture.host.nextDeadline == 0.5)
        fixture.clock.advance(by: 0.6)
        fixture.host.tick()
        #expect(log.take() == ["press.began"])
    }

    @Test("A pan begins past its hysteresis; force alone never begins it; translation and velocity")
    func pan() {
        let (window, view) = setUp()
        let log = CallLog()
        let pan = PanGestureRecognizer()
        record(pan, as: "pan", into: log)
        view.addGestureRecognizer(pan)
        var finger = Finger(window)
        finger.down(100, 100)
        finger.press(force: 5)
        finger.move(105, 105)
        #expect(log.take().isEmpty)
        finger.move(100, 115, after: 0.1)
        #expect(log.take() == ["pan.began"])
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 15))
        finger.move(100, 135, after: 0.1)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 35))
        #expect(pan.velocity(in: view).y > 0)
        pan.setTranslation(.zero, in: view)
        #expect(pan.translation(in: view) == .zero)
        finger.up()
        #expect(log.take() == ["pan.changed", "pan.ended"])
    }

    @Test("The delegate can stop a recognizer beginning, or let two recognise together")
    func delegate() {
        final class Rules: GestureRecognizerDelegate {
            var shouldBegin = true
            var simultaneous = false
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
            func gestureRecognizer(
                _ gestureRecognizer: GestureRecognizer,
                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
            ) -> Bool { simultaneous }
        }
        let (window, view) = setUp()
        let log = CallLog()
        let rules = Rules()
        let pan = PanGestureRecognizer()
        let press = LongPressGestureRecognizer()
        pan.delegate = rules
        record(pan, as: "pan", into: log)
        record(press, as: "press", into: log)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        var finger = Finger(window)
        // Without simultaneity the long press, which began first, prevents the pan.
        finger.down(100, 100)
        finger.wait(0.6)
        finger.move(100, 200)
        finger.up()
        #expect(log.take() == ["press.began", "press.changed", "press.ended"])
        rules.simultaneous = true
        finger.time += 1
        finger.down(100, 100)
        finger.wait(0.6)
        finger.move(100, 200)
        finger.up()
        #expect(log.take() == ["press.began", "pan.began", "press.changed", "pan.ended", "press.ended"])
        rules.shouldBegin = false
        rules.simultaneous = false
        finger.time += 1
        finger.down(100, 100)
        finger.move(100, 200)
        finger.up()
        #expect(log.take().isEmpty)
    }

    @Test("A recognizer on a subview prevents one on its superview")
    func prevention() {
        let (window, view) = setUp()
        let log = CallLog()
        let inner = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(inner)
        let innerTap = TapGestureRecognizer()
        let outerTap = TapGestureRecognizer()
        record(innerTap, as: "inner", into: log)
        record(outerTap, as: "outer", into: log)
        inner.addGestureRecognizer(innerTap)
        view.addGestureRecognizer(outerTap)
        var finger = Finger(window)
        finger.tap(50, 50)
        finger.time += 1
        finger.tap(300, 300)
        #expect(log.take() == ["inner.ended", "outer.ended"])
    }

    @Test("Disabling or removing a recognizer mid-gesture cancels it")
    func disableAndRemove() {
        let (window, view) = setUp()
        let log = CallLog()
        let pan = PanGestureRecognizer()
        record(pan, as: "pan", into: log)
        view.addGestureRecognizer(pan)
        var finger = Finger(window)
        finger.down(100, 100)
        finger.move(100, 150)
        pan.isEnabled = false
        finger.move(100, 200)
        finger.up()
        #expect(log.take() == ["pan.began", "pan.cancelled"])
        pan.isEnabled = true
        finger.time += 1
        finger.down(100, 100)
        finger.move(100, 150)
        view.removeGestureRecognizer(pan)
        finger.up()
        #expect(log.take() == ["pan.began", "pan.cancelled"])
        #expect(pan.view == nil && view.gestureRecognizers == nil)
    }

    @Test("Invalid transitions requested by a subclass are ignored")
    func invalidTransitions() {
        final class Odd: GestureRecognizer {
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
                state = .changed
                state = .cancelled
                state = .began
                state = .began
            }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .ended }
        }
        let (window, view) = setUp()
        let log = CallLog()
        let odd = Odd()
        record(odd, as: "odd", into: log)
        view.addGestureRecognizer(odd)
        var finger = Finger(window)
        finger.tap(10, 10)
        #expect(log.take() == ["odd.began", "odd.ended"])
    }

    @Test("Target–action with a method reference, held weakly")
    func targetAction() {
        @MainActor final class Handler {
            var taps = 0
            func handleTap(_ recognizer: TapGestureRecognizer) { taps += recognizer.numberOfTapsRequired }
        }
        let (window, view) = setUp()
        var handler: Handler? = Handler()
        let tap = TapGestureRecognizer()
        tap.addTarget(handler!, action: Handler.handleTap)
        view.addGestureRecognizer(tap)
        var finger = Finger(window)
        finger.tap(10, 10)
        #expect(handler?.taps == 1)
        handler = nil
        finger.time += 1
        finger.tap(10, 10)
    }
}
