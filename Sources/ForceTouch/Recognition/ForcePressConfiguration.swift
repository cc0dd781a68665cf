public import Foundation

/// Every number that shapes a force press, in one documented, configurable place.
///
/// Each property says where its default comes from:
/// - **Apple's**: published by Apple or observed on devices.
/// - **decompiled**: the value modern UIKit uses internally (never documented by Apple).
/// - **ours**: Apple never published a number; this is our choice, documented in
///   `docs/ForceInput.md`, and you may change it.
///
/// Levels are given in UIKit force units for a 3D Touch iPhone (`maximumPossibleForce` 20/3) at
/// medium sensitivity; `levels(for:maximumPossibleForce:)` applies the sensitivity multiplier and,
/// for other input sources, scales them to the source's `maximumPossibleForce`.
public struct ForcePressConfiguration: Sendable, Hashable, Codable {
    // MARK: Force levels

    /// The hint ("reveal") level: 1.0 (decompiled), the force of an average touch.
    public var hintLevel: CGFloat = 1.0
    /// The peek ("standard") level: 4.0 (decompiled).
    public var peekLevel: CGFloat = 4.0
    /// The pop ("strong") level: 5.333 (decompiled).
    public var popLevel: CGFloat = 5.333
    /// The `maximumPossibleForce` the levels are written for: 20/3, a 3D Touch iPhone (Apple's).
    public var referenceMaximumPossibleForce: CGFloat = 20.0 / 3.0
    /// Whether levels scale with an input source's `maximumPossibleForce` relative to
    /// `referenceMaximumPossibleForce`, so a pen reporting up to 4.17 can still pop: true (ours).
    public var scalesLevelsToMaximumPossibleForce: Bool = true

    // MARK: Sensitivity

    /// The multiplier for `Sensitivity.light`: 0.75 (ours; Apple's is unpublished).
    public var lightMultiplier: CGFloat = 0.75
    /// The multiplier for `Sensitivity.medium`: 1.0 (ours).
    public var mediumMultiplier: CGFloat = 1.0
    /// The multiplier for `Sensitivity.firm`: 1.2 (ours).
    public var firmMultiplier: CGFloat = 1.2

    // MARK: Smoothing

    /// The exponential-moving-average factor applied to force before classification: 0.4 (ours).
    /// Each sample moves the smoothed force 40 % of the way to the sample's force; 1 turns
    /// smoothing off.
    public var smoothingFactor: CGFloat = 0.4

    // MARK: Timing rules

    /// No hint before the press is this old, in seconds: 0.1 (ours).
    public var revealDelay: TimeInterval = 0.1
    /// Moving farther than this from where the press began, before it hints, means scrolling and
    /// cancels the press, in points: 15 (ours).
    public var revealSlop: CGFloat = 15
    /// At least this long between the hint starting and the peek, in seconds: 0.2 (ours).
    public var minimumHintDuration: TimeInterval = 0.2
    /// A peek stays at least this long before a pop can commit, in seconds: 0.075 (ours).
    public var minimumPeekDuration: TimeInterval = 0.075

    // MARK: Adaptive pop threshold

    /// After a peek the pop threshold is `max(pop level, force at peek + offset)`: 0.75 force
    /// units (ours), so a press that reached the peek already hard does not pop by accident.
    public var adaptivePopOffset: CGFloat = 0.75
    /// The raised part of the pop threshold decays linearly to the pop level over this many
    /// seconds after the peek: 0.5 (ours). 0 switches the adaptive threshold off.
    public var adaptivePopDecay: TimeInterval = 0.5

    // MARK: Long-press alternative (capability not available)

    /// Whether a press without force capability uses the long-press alternative (hold → hint, peek;
    /// never pop), as the HIG asks: true. When false such a press only ends or cancels.
    public var longPressAlternativeEnabled: Bool = true
    /// How long the hold must last, in seconds: 0.5 (Apple's: the default
    /// `UILongPressGestureRecognizer.minimumPressDuration`).
    public var longPressDuration: TimeInterval = 0.5
    /// How far the touch may move before the hold completes, in points: 10 (Apple's: the default
    /// `UILongPressGestureRecognizer.allowableMovement`). Farther cancels the press.
    public var longPressAllowableMovement: CGFloat = 10

    /// The defaults described on each property.
    public init() {}

    /// The defaults described on each property.
    public static let standard = ForcePressConfiguration()

    /// The multiplier for `sensitivity`.
    public func multiplier(for sensitivity: Sensitivity) -> CGFloat {
        switch sensitivity {
        case .light: lightMultiplier
        case .medium: mediumMultiplier
        case .firm: firmMultiplier
        }
    }

    /// How much levels (and the adaptive offset) scale for an input source whose most force is
    /// `maximumPossibleForce`: the ratio to `referenceMaximumPossibleForce` when scaling is on and
    /// both are positive and finite, else 1.
    public func levelScale(maximumPossibleForce: CGFloat) -> CGFloat {
        guard scalesLevelsToMaximumPossibleForce, maximumPossibleForce.isFinite, maximumPossibleForce > 0,
            referenceMaximumPossibleForce.isFinite, referenceMaximumPossibleForce > 0
        else { return 1 }
        return maximumPossibleForce / referenceMaximumPossibleForce
    }

    /// The levels in effect for `sensitivity` on an input source reporting up to
    /// `maximumPossibleForce`: each base level × the sensitivity multiplier × `levelScale`.
    public func levels(
        for sensitivity: Sensitivity,
        maximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce
    ) -> ForceLevels {
        let factor = multiplier(for: sensitivity) * levelScale(maximumPossibleForce: maximumPossibleForce)
        return ForceLevels(hint: hintLevel * factor, peek: peekLevel * factor, pop: popLevel * factor)
    }
}
