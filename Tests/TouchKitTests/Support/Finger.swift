import ForceTouch
import Foundation
import TouchKit

/// Drives one finger on a window with explicit timestamps: the touch helper of the view tests.
@MainActor
struct Finger {
    let window: Window
    let id: Int
    var time: TimeInterval
    var location = CGPoint.zero
    var force: CGFloat = 1

    init(_ window: Window, id: Int = 1, time: TimeInterval = 0) {
        self.window = window
        self.id = id
        self.time = time
    }

    @discardableResult
    mutating func down(_ x: CGFloat, _ y: CGFloat, force: CGFloat = 1) -> Bool {
        location = CGPoint(x: x, y: y)
        self.force = force
        return send(.began)
    }

    @discardableResult
    mutating func move(_ x: CGFloat, _ y: CGFloat, force: CGFloat? = nil, after delay: TimeInterval = 0.016)
        -> Bool
    {
        time += delay
        location = CGPoint(x: x, y: y)
        if let force { self.force = force }
        return send(.moved)
    }

    @discardableResult
    mutating func press(force: CGFloat, after delay: TimeInterval = 0.016) -> Bool {
        time += delay
        self.force = force
        return send(.moved)
    }

    @discardableResult
    mutating func up(after delay: TimeInterval = 0.05) -> Bool {
        time += delay
        return send(.ended)
    }

    @discardableResult
    mutating func cancel(after delay: TimeInterval = 0.016) -> Bool {
        time += delay
        return send(.cancelled)
    }

    mutating func wait(_ delay: TimeInterval) {
        time += delay
        window.advance(to: time)
    }

    var sample: TouchSample {
        TouchSample(id: id, phase: .began, location: location, timestamp: time, force: force)
    }

    private func send(_ phase: TouchPhase) -> Bool {
        var sample = self.sample
        sample.phase = phase
        return window.send(sample)
    }

    /// A tap: down, up 50 ms later.
    mutating func tap(_ x: CGFloat, _ y: CGFloat) {
        down(x, y)
        up()
    }
}

/// A standalone window with a root view controller, shown: the usual view test setup.
@MainActor
func makeWindow(root: ViewController = ViewController(), capability: ForceTouchCapability = .available)
    -> Window
{
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenTraitCollection = TraitCollection(
        forceTouchCapability: capability, displayScale: 2, userInterfaceStyle: .light)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// A view subclass that records the touches it gets.
@MainActor
final class RecordingView: View {
    var log: [String] = []
    var forces: [CGFloat] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.append("began")
        forces.append(touches.first!.force)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        log.append("moved")
        forces.append(touches.first!.force)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.append("ended")
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.append("cancelled")
    }
}
