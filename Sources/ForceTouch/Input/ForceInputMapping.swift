public import Foundation

/// Maps what browsers report about pressure to UIKit force units for a device.
///
/// Every curve here is ours (Apple never mapped browser input to 3D Touch); see
/// `docs/ForceInput.md` for the reasoning. Results are in UIKit units against the device's
/// `maximumPossibleForce`, clamped to 0…maximum, and quantised like a 3D Touch iPhone's readings
/// (steps of 1/60, observed on devices) unless `quantum` is nil.
///
/// - Pointer Events `pressure` (0…1) from a **pen** or a **touch** is real pressure:
///   `pressureCurve` (linear by default: pressure × maximum). From a **mouse** it is not (the
///   spec's 0.5 while a button is down): `force(pointerPressure:pointerType:)` returns nil, and the
///   caller falls back to `EmulatedForce`.
/// - Safari's `webkitForce` (1 = mouse down, 2 = force click, up to 3): `webkitForceCurve`, which
///   keeps an ordinary click below every hint level and puts a force click just past the peek
///   level at medium sensitivity.
public struct ForceInputMapping: Sendable, Hashable, Codable {
    /// The device's most force (20/3 on a 3D Touch iPhone).
    public var maximumPossibleForce: CGFloat
    /// Pressure (0…1) to fraction of maximum: linear, (0, 0)–(1, 1) (ours).
    public var pressureCurve: ForceCurve
    /// webkitForce (0…3) to fraction of maximum (ours): 0 → 0, 1 (mouse down) → 0.075 (0.5
    /// units, below the light hint level 0.75), 2 (force click) → 0.675 (4.5 units: past the
    /// medium peek level 4.0, short of pop), 3 → 1.
    public var webkitForceCurve: ForceCurve
    /// Readings are rounded to multiples of this (1/60: a 3D Touch iPhone's step, observed on
    /// devices); nil keeps them exact.
    public var quantum: CGFloat?

    /// A mapping for a device whose most force is `maximumPossibleForce`, with our default curves.
    public init(
        maximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce,
        pressureCurve: ForceCurve = ForceInputMapping.linearPressureCurve,
        webkitForceCurve: ForceCurve = ForceInputMapping.defaultWebkitForceCurve,
        quantum: CGFloat? = 1.0 / 60.0
    ) {
        self.maximumPossibleForce = maximumPossibleForce
        self.pressureCurve = pressureCurve
        self.webkitForceCurve = webkitForceCurve
        self.quantum = quantum
    }

    /// Pressure maps linearly: force = pressure × maximum (ours).
    public static let linearPressureCurve = ForceCurve([
        .init(input: 0, fraction: 0), .init(input: 1, fraction: 1),
    ])

    /// Safari's webkitForce: mouse down (1) → 0.075, force click (2) → 0.675, 3 → 1 (ours).
    public static let defaultWebkitForceCurve = ForceCurve([
        .init(input: 0, fraction: 0), .init(input: 1, fraction: 0.075),
        .init(input: 2, fraction: 0.675), .init(input: 3, fraction: 1),
    ])

    /// Safari's `MouseEvent.WEBKIT_FORCE_AT_MOUSE_DOWN` (1, Apple's).
    public static let webkitForceAtMouseDown: Double = 1
    /// Safari's `MouseEvent.WEBKIT_FORCE_AT_FORCE_MOUSE_DOWN` (2, Apple's).
    public static let webkitForceAtForceMouseDown: Double = 2

    /// The force for a Pointer Events `pressure` reading, or nil when the reading is not pressure
    /// (any mouse reading: its 0.5 while pressed is the spec's placeholder).
    ///
    /// Readings outside 0…1 are clamped; NaN counts as 0.
    public func force(pointerPressure pressure: Double, pointerType: PointerType) -> CGFloat? {
        guard pointerType != .mouse else { return nil }
        let clean = pressure.isNaN ? 0 : min(max(pressure, 0), 1)
        return force(fraction: pressureCurve.fraction(at: clean))
    }

    /// The force for a Safari `webkitForce` reading (1 = mouse down, 2 = force click, up to 3).
    public func force(webkitForce: Double) -> CGFloat {
        force(fraction: webkitForceCurve.fraction(at: webkitForce.isNaN ? 0 : webkitForce))
    }

    /// `fraction` of the maximum, clamped to 0…maximum and quantised.
    public func force(fraction: Double) -> CGFloat {
        let clean = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let raw = CGFloat(clean) * maximumPossibleForce
        return quantized(raw)
    }

    /// `force` rounded to the nearest multiple of `quantum` (unchanged when `quantum` is nil or
    /// not positive), never above `maximumPossibleForce`.
    public func quantized(_ force: CGFloat) -> CGFloat {
        guard let quantum, quantum > 0 else { return force }
        return min((force / quantum).rounded() * quantum, maximumPossibleForce)
    }
}
