/// How a stroke is drawn: size, how force maps to width and opacity, smoothing, tapers, colour.
///
/// Every number is ours (chosen for this project, not Apple's; PencilKit's `PKInkingTool` exposes
/// only an ink type, a colour and a width) and every one is configurable. The mapping, per point:
///
/// - `pressure` P in 0…1: `force / maximumPossibleForce` when the stroke has force; otherwise
///   simulated from speed (see `speedForThinnest`).
/// - `eased` E = `easing(P)`.
/// - width (modes `.width`, `.both`): `size · (1 − thinning · (1 − E))`, times the start and end
///   taper factors and, for a pen, the tilt factor (`tiltWidening`), never below `minimumWidth`.
///   Mode `.opacity` keeps `size` (tapers and tilt still apply).
/// - opacity (modes `.opacity`, `.both`): `minimumOpacity + (1 − minimumOpacity) · E`; else 1.
/// - streamline: each drawn centre moves `0.15 + 0.85 · (1 − streamline)` of the way from the
///   previous centre to the input (perfect-freehand's formula, so the two compare).
public struct Brush: Sendable, Hashable {
    /// What force changes.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Harder is wider (seed 003's "thicker or thinner").
        case width
        /// Harder is more opaque (seed 003's "more translucent or opaque").
        case opacity
        /// Both.
        case both
    }

    /// The curve applied to pressure before it is used.
    public enum Easing: String, Sendable, Hashable, CaseIterable {
        /// E = P.
        case linear
        /// E = 1 − (1 − P)²: light touches already count (ours by default, because an average
        /// 3D Touch press is only 15 % of the maximum force).
        case easeOut
        /// E = P²: only firm presses count.
        case easeIn

        /// The eased value of `p` (0…1).
        @inlinable
        public func apply(_ p: Double) -> Double {
            switch self {
            case .linear: return p
            case .easeOut: return 1 - (1 - p) * (1 - p)
            case .easeIn: return p * p
            }
        }
    }

    /// Where pressure comes from.
    public enum PressureSource: String, Sendable, Hashable, CaseIterable {
        /// Force once the stroke reports any (`force > 0` from a finger or pen); speed before
        /// that and for a mouse (`indirectPointer`, whose browser "pressure" is a constant).
        case automatic
        /// Always force (0 force draws the minimum).
        case force
        /// Always speed.
        case speed
    }

    /// Full width at full pressure, in points. Ours: 8.
    public var size: Double = 8
    /// What force changes. Ours: `.width`.
    public var mode: Mode = .width
    /// How much pressure thins the line, −1…1: 0 constant, 1 from nothing to `size`, negative
    /// thinner with pressure. Ours: 0.6 (a light touch draws 40 % of `size`).
    public var thinning: Double = 0.6
    /// The pressure curve. Ours: `.easeOut`.
    public var easing: Easing = .easeOut
    /// The narrowest the line ever gets, in points. Ours: 1.
    public var minimumWidth: Double = 1
    /// The opacity at zero pressure in the opacity modes. Ours: 0.15.
    public var minimumOpacity: Double = 0.15
    /// Smoothing, 0…1: 0 follows the input exactly, 1 lags the most. Ours: 0.5.
    public var streamline: Double = 0.5
    /// Length over which the start widens from the minimum, in points; 0 = none. Ours: 0.
    public var taperStart: Double = 0
    /// Length over which the end narrows to the minimum, in points; 0 = none. Ours: 0. Applied
    /// when the stroke ends (the end of a stroke being drawn is not yet known).
    public var taperEnd: Double = 0
    /// Where pressure comes from. Ours: `.automatic`.
    public var pressureSource: PressureSource = .automatic
    /// Without force, the speed (points per second) at which the line is thinnest; slower is wider
    /// (pressure `1 − min(1, speed / speedForThinnest)`). Ours: 1,500 pt/s.
    public var speedForThinnest: Double = 1500
    /// Without force, how fast simulated pressure follows speed: it moves `Δt / (Δt + τ)` of the
    /// way to the target each sample. Ours: τ = 0.04 s.
    public var speedResponseTime: Double = 0.04
    /// Without force, the pressure of the first point. Ours: 0.5.
    public var speedStartPressure: Double = 0.5
    /// How much a pen held low widens the line, as a pencil's flank draws broader than its tip:
    /// a pen's (`.stylus`) width is multiplied by `1 + tiltWidening · (1 − altitude / (π/2))`,
    /// the altitude held to 0…π/2: ×1 upright, ×(1 + tiltWidening / 2) at 45°, ×(1 + tiltWidening)
    /// flat. Fingers and mice report upright and are never widened. The azimuth does not change
    /// the width (the nib is round: a width is one number per point). Ours: 1 (Apple's TouchCanvas
    /// reads the pen's angles but gives no number); 0 turns tilt off.
    public var tiltWidening: Double = 1
    /// How far a round cap or join may stray from the true circle, in points (its polygon is
    /// drawn around the circle, never inside it). Ours: 0.1.
    public var arcTolerance: Double = 0.1
    /// The colour.
    public var color: InkColor = .black

    /// The default brush (every number above).
    public init() {}

    /// A brush with the given size and mode and the other defaults.
    public init(size: Double, mode: Mode = .width) {
        self.size = size
        self.mode = mode
    }

    /// The widest the brush draws: `size`, widened by `tiltWidening` for a pen lying flat (and
    /// never below `minimumWidth`).
    public var maximumWidth: Double { max(size * (1 + max(0, tiltWidening)), minimumWidth) }
}
