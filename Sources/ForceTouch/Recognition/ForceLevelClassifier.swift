public import Foundation

/// Smooths a stream of forces and says which level the smoothed force has reached.
///
/// Smoothing is an exponential moving average: the first force is taken as is, and each later
/// one moves the smoothed value `smoothingFactor` of the way toward it (0.4 by default, ours).
/// Forces that are not finite or are negative count as 0, so one bad reading cannot poison the
/// average. UIKit does something similar internally but never published its filter.
public struct ForceLevelClassifier: Sendable, Hashable {
    /// The levels the smoothed force is compared with.
    public var levels: ForceLevels
    /// The weight of each new force in the average, 0 < factor ≤ 1 (1 = no smoothing).
    public var smoothingFactor: CGFloat
    /// The smoothed force so far (0 before the first force).
    public private(set) var smoothedForce: CGFloat = 0
    /// Whether a force has been added since the last reset.
    public private(set) var hasForce: Bool = false

    /// Creates a classifier for `levels`, smoothing with `smoothingFactor`.
    public init(
        levels: ForceLevels, smoothingFactor: CGFloat = ForcePressConfiguration.standard.smoothingFactor
    ) {
        self.levels = levels
        self.smoothingFactor = smoothingFactor
    }

    /// Adds one force reading and returns the new smoothed force.
    @discardableResult
    public mutating func add(_ force: CGFloat) -> CGFloat {
        let clean = force.isFinite && force > 0 ? force : 0
        if hasForce {
            let factor = smoothingFactor > 0 && smoothingFactor <= 1 ? smoothingFactor : 1
            smoothedForce += factor * (clean - smoothedForce)
        } else {
            smoothedForce = clean
            hasForce = true
        }
        return smoothedForce
    }

    /// Forgets every force: the next one starts a new average.
    public mutating func reset() {
        smoothedForce = 0
        hasForce = false
    }

    /// The level the smoothed force has reached.
    public var level: ForceLevel { levels.level(of: smoothedForce) }

    /// Progress of the smoothed force toward the next level, 0…1 (see `ForceLevels.progress(of:)`).
    public var progress: CGFloat { levels.progress(of: smoothedForce) }
}
