import ForceTouch
import Foundation

extension TouchSample {
    /// A sample with test defaults: touch 1 at (100, 200) on a 3D Touch iPhone.
    static func fixture(
        _ phase: TouchPhase, t: TimeInterval, force: CGFloat = 0.5, x: CGFloat = 100, y: CGFloat = 200,
        id: Int = 1, maximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce,
        type: TouchType = .direct
    ) -> TouchSample {
        TouchSample(
            id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t, force: force,
            maximumPossibleForce: maximumPossibleForce, type: type)
    }
}

/// A transition as tests compare it: kind, previous state and time (rounded to microseconds).
struct Transition: Equatable, CustomStringConvertible {
    var kind: ForcePressEvent.Kind
    var from: ForcePressState
    var t: Double

    init(_ kind: ForcePressEvent.Kind, from: ForcePressState, at t: Double) {
        self.kind = kind
        self.from = from
        self.t = (t * 1_000_000).rounded() / 1_000_000
    }

    init(_ event: ForcePressEvent) {
        self.init(event.kind, from: event.previousState, at: event.timestamp)
    }

    var description: String { "\(kind)(from \(from)) @\(t)" }
}

extension ForcePressRecognizer {
    /// Feeds `samples` the way a trace replay does (advance to each sample's time, then handle it)
    /// and returns the transitions (progress events left out).
    mutating func transitions(for samples: [TouchSample], thenAdvanceTo end: TimeInterval? = nil)
        -> [Transition]
    {
        var result: [Transition] = []
        for sample in samples {
            result += advance(to: sample.timestamp).filter(\.kind.isTransition).map(Transition.init)
            result += handle(sample).filter(\.kind.isTransition).map(Transition.init)
        }
        if let end { result += advance(to: end).filter(\.kind.isTransition).map(Transition.init) }
        return result
    }
}

/// A steady press: began at 0 with `force`, a `moved` sample every `interval` up to `until`
/// (force unchanged, so the smoothed force stays exactly `force`), no lift.
func steadyPress(
    force: CGFloat, until: TimeInterval, interval: TimeInterval = 0.05, id: Int = 1
) -> [TouchSample] {
    var samples = [TouchSample.fixture(.began, t: 0, force: force, id: id)]
    var t = interval
    while t <= until + 1e-9 {
        samples.append(.fixture(.moved, t: t, force: force, id: id))
        t += interval
    }
    return samples
}
