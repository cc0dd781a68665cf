import ForceTouch
import Foundation
import Springboard
import TouchKit

/// A finger on a simulated device: taps, force presses with realistic ramps, slides and lifts, each
/// sample at 60 Hz on the device's manual clock (the clock is set to each sample's time before the
/// device handles it, and the device is ticked in between, as the simulator does).
///
/// Forces are quantised to 1/60, as a 3D Touch iPhone reports them, and ramp with an ease-in-out curve
/// from a light touch to the peak.
@MainActor
struct Finger {
    let device: Device
    let clock: ManualClock
    /// Seconds between samples: 1/60 (a 6s samples touches at 60 Hz).
    var interval: TimeInterval = 1.0 / 60
    private(set) var nextID = 1
    private(set) var location: CGPoint = .zero
    private(set) var force: CGFloat = 0
    private(set) var touchID = 0

    init(device: Device, clock: ManualClock) {
        self.device = device
        self.clock = clock
    }

    /// The time now.
    var now: TimeInterval { clock.now }

    /// The centre of an app's icon on the page shown (or in the dock).
    func icon(_ bundleIdentifier: String) -> CGPoint {
        guard let placement = device.homeScreen.iconPlacement(of: bundleIdentifier) else {
            preconditionFailure("\(bundleIdentifier) has no icon")
        }
        return CGPoint(x: placement.frame.midX, y: placement.frame.midY)
    }

    /// The centre of the open menu's row of type `type`, in screen coordinates.
    func row(_ type: String) -> CGPoint {
        guard let menu = device.homeScreen.menu,
            let row = menu.geometry.rows.first(where: { $0.item.type == type })
        else { preconditionFailure("no open menu row of type \(type)") }
        return CGPoint(
            x: menu.geometry.frame.minX + row.frame.midX, y: menu.geometry.frame.minY + row.frame.midY)
    }

    /// Puts the finger down at `point` with `force`.
    mutating func down(at point: CGPoint, force: CGFloat = 0.4) {
        touchID = nextID
        nextID += 1
        location = point
        self.force = force
        send(.began)
    }

    /// Moves the finger (location and/or force) one sample later.
    mutating func move(to point: CGPoint? = nil, force: CGFloat? = nil) {
        step()
        if let point { location = point }
        if let force { self.force = force }
        send(.moved)
    }

    /// Lifts the finger one sample later.
    mutating func lift() {
        step()
        force = 0
        send(.ended)
    }

    /// The system cancels the touch one sample later (an incoming call).
    mutating func cancel() {
        step()
        send(.cancelled)
    }

    /// Ramps the force to `peak` over `duration` (ease in and out), one sample per interval.
    mutating func ramp(to peak: CGFloat, over duration: TimeInterval = 0.35) {
        let start = force
        let steps = max(1, Int((duration / interval).rounded()))
        for index in 1...steps {
            let t = Double(index) / Double(steps)
            let eased = t * t * (3 - 2 * t)
            move(force: Self.quantised(start + (peak - start) * CGFloat(eased)))
        }
    }

    /// Holds still for `duration`, sending stationary-force moves (a real finger's force wobbles by a
    /// sixtieth) so the recognizer sees time pass.
    mutating func hold(for duration: TimeInterval) {
        let steps = max(1, Int((duration / interval).rounded()))
        let base = force
        for index in 0..<steps { move(force: base + (index % 2 == 0 ? 0 : 1.0 / 60)) }
    }

    /// Slides to `point` in `steps` samples, keeping the force.
    mutating func slide(to point: CGPoint, steps: Int = 6) {
        let start = location
        for index in 1...steps {
            let t = CGFloat(index) / CGFloat(steps)
            move(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
        }
    }

    /// A tap: down, a short hold, up (about 0.1 s).
    mutating func tap(at point: CGPoint) {
        down(at: point, force: 0.3)
        move(force: 0.5)
        move(force: 0.4)
        lift()
    }

    /// A force press on `point` to `peak`, held `hold` seconds; lifted unless `lift` is false.
    mutating func forcePress(
        at point: CGPoint, peak: CGFloat = 5, hold: TimeInterval = 0.15, lift: Bool = true
    ) {
        down(at: point)
        ramp(to: peak)
        self.hold(for: hold)
        if lift {
            ramp(to: 0.5, over: 0.1)
            self.lift()
        }
    }

    /// A long press without force (a device without 3D Touch): down, held `duration`, up.
    mutating func longPress(at point: CGPoint, duration: TimeInterval = 0.7, lift: Bool = true) {
        down(at: point, force: 0)
        let steps = max(1, Int((duration / interval).rounded()))
        for _ in 0..<steps {
            step()
            device.tick()
        }
        if lift { self.lift() }
    }

    /// Lets time pass without touching, ticking the device at 60 Hz.
    mutating func wait(_ duration: TimeInterval) {
        let steps = max(1, Int((duration / interval).rounded()))
        for _ in 0..<steps {
            step()
            device.tick()
        }
    }

    private func step() {
        clock.advance(by: interval)
    }

    private func send(_ phase: TouchPhase) {
        device.handle(
            TouchSample(
                id: touchID, phase: phase, location: location, timestamp: clock.now, force: force,
                maximumPossibleForce: device.profile.hasForceTouch ? device.profile.maximumPossibleForce : 0))
        device.tick()
    }

    /// `force` rounded to the nearest 1/60, as a 3D Touch iPhone reports it.
    static func quantised(_ force: CGFloat) -> CGFloat {
        (force * 60).rounded() / 60
    }
}
