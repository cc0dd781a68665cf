public import ForceTouch

/// A press on a home screen icon in progress.
public struct PressState: Sendable, Hashable {
    /// The pressed app.
    public var bundleIdentifier: String
    /// `possible`, `hint`, `peek`, `pop`, or `idle` after the recognizer let go (a swipe).
    public var phase: ForcePressState
    /// Progress toward the next level, 0…1.
    public var progress: Double
    /// The smoothed force, in UIKit units.
    public var force: Double

    /// Creates a press state.
    public init(bundleIdentifier: String, phase: ForcePressState, progress: Double, force: Double) {
        self.bundleIdentifier = bundleIdentifier
        self.phase = phase
        self.progress = progress
        self.force = force
    }
}
