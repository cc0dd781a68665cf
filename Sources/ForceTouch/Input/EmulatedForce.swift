public import Foundation

/// Force for a plain mouse, which has no pressure: it rises while held and falls when let go.
///
/// Like Pressure.js's polyfill, but with configurable rates and a delay so that light touches
/// give no false positives: a press starts at `restingForce` (below every default hint level) and
/// only starts rising after `holdDelay`. A click therefore never hints, and even a hold needs
/// `holdDelay + (hint − resting) / rampUpRate` to reach the hint level. `setForce(_:at:)` sets the
/// force directly (for the wheel or keys) and holds it there until the next `hold`/`release`.
///
/// A pure value: the force is a function of time, `force(at:)`, computed from the last change.
/// Every default is ours.
public struct EmulatedForce: Sendable, Hashable, Codable {
    /// The numbers of the emulation (all ours).
    public struct Configuration: Sendable, Hashable, Codable {
        /// The force as soon as the button goes down: 0.5 units (below the light hint level 0.75).
        public var restingForce: CGFloat = 0.5
        /// How long a hold stays at rest before rising, in seconds: 0.25.
        public var holdDelay: TimeInterval = 0.25
        /// Rise while held, in force units per second: 6 (rest to the medium peek level in ≈ 0.83 s
        /// after the delay).
        public var rampUpRate: CGFloat = 6
        /// Fall when let go, in force units per second: 12 (twice as fast as the rise).
        public var rampDownRate: CGFloat = 12
        /// The most force the emulation reaches (a 3D Touch iPhone's 20/3).
        public var maximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce

        /// The defaults described on each property.
        public init() {}
    }

    /// What the force is doing since `anchorTime`.
    public enum Motion: String, Sendable, Hashable, Codable {
        /// Not pressed: 0.
        case idle
        /// Held: at rest until the hold delay passes, then rising.
        case rising
        /// Set directly: steady.
        case steady
        /// Let go: falling to 0.
        case falling
    }

    /// The numbers of the emulation.
    public var configuration: Configuration
    /// What the force is doing.
    public private(set) var motion: Motion = .idle
    /// When the current motion started.
    public private(set) var anchorTime: TimeInterval = 0
    /// The force when the current motion started.
    public private(set) var anchorForce: CGFloat = 0

    /// An idle emulation with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The button (or key) went down at `time`: rest, then rise. A hold while the force is above
    /// rest (after a `release` or `setForce`) rises from there without the delay.
    public mutating func hold(at time: TimeInterval) {
        let current = force(at: time)
        anchorTime = time
        if current > configuration.restingForce {
            anchorForce = current
            anchorTime = time - configuration.holdDelay
        } else {
            anchorForce = configuration.restingForce
        }
        motion = .rising
    }

    /// The button (or key) went up at `time`: the force falls from where it is.
    public mutating func release(at time: TimeInterval) {
        anchorForce = force(at: time)
        anchorTime = time
        motion = .falling
    }

    /// Stops rising or falling at `time` and keeps the force where it is (the simulator
    /// protocol's `ramp: stop`).
    public mutating func stop(at time: TimeInterval) {
        guard motion != .idle else { return }
        setForce(force(at: time), at: time)
    }

    /// Sets the force directly at `time` (clamped to 0…maximum) and keeps it there.
    public mutating func setForce(_ force: CGFloat, at time: TimeInterval) {
        let clean = force.isFinite ? force : 0
        anchorForce = min(max(clean, 0), configuration.maximumPossibleForce)
        anchorTime = time
        motion = .steady
    }

    /// Changes the force by `delta` from its value at `time` (a wheel step) and keeps it there.
    public mutating func adjustForce(by delta: CGFloat, at time: TimeInterval) {
        setForce(force(at: time) + delta, at: time)
    }

    /// Back to idle (0), as when the pointer leaves or the touch is cancelled.
    public mutating func reset() {
        motion = .idle
        anchorForce = 0
        anchorTime = 0
    }

    /// The force at `time` (times before the last change count as that change's time).
    public func force(at time: TimeInterval) -> CGFloat {
        let elapsed = max(0, time - anchorTime)
        switch motion {
        case .idle:
            return 0
        case .steady:
            return anchorForce
        case .rising:
            let rising = max(0, elapsed - configuration.holdDelay)
            return min(
                anchorForce + configuration.rampUpRate * CGFloat(rising), configuration.maximumPossibleForce)
        case .falling:
            return max(0, anchorForce - configuration.rampDownRate * CGFloat(elapsed))
        }
    }
}
