/// The user's 3D Touch sensitivity (Settings > General > Accessibility > 3D Touch).
///
/// Each setting scales every force level by a multiplier held in
/// `ForcePressConfiguration` (light 0.75, medium 1.0, firm 1.2). Apple never published its
/// multipliers: these are ours. The raw values are the names used on command lines and in JSON.
public enum Sensitivity: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Presses register with less force (levels × 0.75 by default).
    case light
    /// The default (levels × 1.0).
    case medium
    /// Presses need more force (levels × 1.2 by default).
    case firm

    /// The name: `light`, `medium` or `firm`.
    public var description: String { rawValue }
}
