import ForceTouch
import Foundation
import Ink
import Testing
import TouchKit

@MainActor
@Suite("Touch delivery: Window.send → hit test → responders")
struct TouchDeliveryTests {
    func setUp() -> (Window, RecordingView) {
        let window = makeWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        window.rootViewController!.view.addSubview(view)
        return (window, view)
    }

    @Test("A touch goes to the view it began in, with its force; a force-only change is a move")
    func forceOnlyMove() {
        let (window, view) = setUp()
        var finger = Finger(window)
        finger.down(50, 150, force: 0.5)
        finger.press(force: 2)
        finger.press(force: 6.5)
        finger.move(500, 900)
        finger.up()
        #expect(view.log == ["began", "moved", "moved", "moved", "ended"])
        #expect(view.forces == [0.5, 2, 6.5, 6.5])
    }

    @Test("One Touch object follows the finger; locations convert to any view")
    func identity() {
        let (window, view) = setUp()
        final class Keeper: View {
            var touches: [Touch] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { self.touches += touches }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { self.touches += touches }
        }
        let keeper = Keeper(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.addSubview(keeper)
        var finger = Finger(window)
        finger.down(20, 120)
        finger.move(30, 125)
        #expect(keeper.touches.count == 2)
        #expect(keeper.touches[0] === keeper.touches[1])
        let touch = keeper.touches[0]
        #expect(touch.view === keeper)
        #expect(touch.window === window)
        #expect(touch.location(in: keeper) == CGPoint(x: 20, y: 15))
        #expect(touch.previousLocation(in: keeper) == CGPoint(x: 10, y: 10))
        #expect(touch.location(in: nil) == CGPoint(x: 30, y: 125))
        #expect(touch.phase == .moved)
        #expect(touch.maximumPossibleForce == TouchSample.iPhoneMaximumPossibleForce)
        #expect(touch.type == .direct)
        #expect(touch.timestamp == finger.time)
        #expect(window.activeTouches.count == 1)
    }

    @Test("Coalesced and predicted touches come with the event")
    func coalescedAndPredicted() {
        let (window, _) = setUp()
        final class Drawing: View {
            var coalesced: [[CGFloat]] = []
            var predicted: [Int] = []
            override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
                let touch = touches.first!
                coalesced.append(event!.coalescedTouches(for: touch)!.map(\.force))
                predicted.append(event!.predictedTouches(for: touch)!.count)
            }
        }
        let drawing = Drawing(frame: window.bounds)
        window.rootViewController!.view.addSubview(drawing)
        window.send(
            TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0, force: 1))
        let samples = (1...3).map {
            TouchSample(
                id: 1, phase: .moved, location: CGPoint(x: 10 + CGFloat($0), y: 10),
                timestamp: Double($0) / 240, force: CGFloat($0))
        }
        let guess = TouchSample(
            id: 1, phase: .moved, location: CGPoint(x: 20, y: 10), timestamp: 0.02, force: 3)
        window.send(samples[2], coalesced: samples, predicted: [guess])
        window.send(
            TouchSample(id: 1, phase: .moved, location: CGPoint(x: 30, y: 10), timestamp: 0.03, force: 4))
        #expect(drawing.coalesced == [[1, 2, 3], [4]])
        #expect(drawing.predicted == [1, 0])
    }

    @Test("Samples of a touch that never began are ignored; a new began with a live id cancels the old touch")
    func badInput() {
        let (window, view) = setUp()
        #expect(!window.send(TouchSample(id: 9, phase: .moved, location: .zero, timestamp: 0, force: 1)))
        var finger = Finger(window)
        finger.down(50, 150)
        finger.down(60, 160)
        #expect(view.log == ["began", "cancelled", "began"])
        #expect(window.activeTouches.count == 1)
        window.cancelAllTouches()
        #expect(view.log.last == "cancelled")
        #expect(window.activeTouches.isEmpty)
    }

    @Test("A touch on a label reaches the view behind it through the responder chain")
    func responderChain() {
        let (window, view) = setUp()
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Tap"
        view.addSubview(label)
        var finger = Finger(window)
        finger.tap(10, 110)
        #expect(view.log == ["began", "ended"])
    }

    @Test("Two fingers in two views; the event knows whose touches are whose; taps count")
    func twoFingers() {
        let window = makeWindow()
        let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 180, height: 667))
        let right = RecordingView(frame: CGRect(x: 190, y: 0, width: 180, height: 667))
        window.rootViewController!.view.addSubview(left)
        window.rootViewController!.view.addSubview(right)
        var first = Finger(window, id: 1)
        var second = Finger(window, id: 2)
        first.down(50, 50)
        second.down(250, 50)
        final class Checker: View {}
        #expect(left.log == ["began"] && right.log == ["began"])
        let touches = window.activeTouches
        #expect(touches.map(\.identifier) == [1, 2])
        second.up()
        first.up()
        #expect(left.log == ["began", "ended"] && right.log == ["began", "ended"])
        var tapper = Finger(window, id: 3, time: 1)
        final class Taps: View {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
                counts.append(touches.first!.tapCount)
            }
        }
        let taps = Taps(frame: window.bounds)
        window.rootViewController!.view.addSubview(taps)
        tapper.tap(100, 100)
        tapper.time += 0.1
        tapper.tap(102, 101)
        tapper.time += 0.1
        tapper.tap(101, 100)
        tapper.time += 1
        tapper.tap(101, 100)
        #expect(taps.counts == [1, 2, 3, 1])
    }
}
