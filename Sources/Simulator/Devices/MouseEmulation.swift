import ForceTouch
public import Foundation

/// One connection's emulated force for a plain mouse (docs/PROTOCOL.md, "Pressure emulation").
///
/// Initially 0 and not in use. While a mouse press is down, `emulate` messages set the force
/// (clamped to 0…maximum) or start and stop a ramp that rises at a constant rate, ours: from 0 to
/// the pop level in 1.0 s. The press's end resets it. A pure value over ForceTouch's `EmulatedForce`.
public struct MouseEmulation: Sendable, Hashable {
    /// How long the ramp takes from 0 to the pop level: 1.0 s (our choice).
    public static let rampDurationToPop: TimeInterval = 1.0

    private var force: EmulatedForce
    /// Whether an `emulate` message arrived during the current press.
    public private(set) var isInUse = false
    /// Whether the ramp is rising.
    public private(set) var isRamping = false

    /// An emulation for a device whose touches report at most `maximumPossibleForce`.
    public init(maximumPossibleForce: CGFloat) {
        var configuration = EmulatedForce.Configuration()
        configuration.restingForce = 0
        configuration.holdDelay = 0
        configuration.maximumPossibleForce = maximumPossibleForce
        force = EmulatedForce(configuration: configuration)
    }

    /// The emulated force at `time`, or nil when emulation is not in use for this press.
    public func value(at time: TimeInterval) -> CGFloat? {
        isInUse ? force.force(at: time) : nil
    }

    /// Sets the force (clamped), stopping a ramp.
    public mutating func set(_ value: CGFloat, at time: TimeInterval) {
        isInUse = true
        isRamping = false
        force.setForce(value, at: time)
    }

    /// Starts the ramp from the current value, rising to `popLevel` in ``rampDurationToPop``.
    public mutating func startRamp(at time: TimeInterval, popLevel: CGFloat) {
        force.configuration.rampUpRate = max(popLevel, 0.01) / CGFloat(Self.rampDurationToPop)
        if !isInUse { force.setForce(0, at: time) }
        isInUse = true
        isRamping = true
        force.hold(at: time)
    }

    /// Holds the current value.
    public mutating func stopRamp(at time: TimeInterval) {
        guard isInUse else { return }
        let current = force.force(at: time)
        isRamping = false
        force.setForce(current, at: time)
    }

    /// The press ended: back to 0, not in use.
    public mutating func endPress() {
        isInUse = false
        isRamping = false
        force.reset()
    }
}
