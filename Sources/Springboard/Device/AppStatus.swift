/// Whether an app runs, and whether in front.
public enum AppStatus: Sendable, Hashable, CaseIterable {
    /// Never launched, or terminated.
    case notRunning
    /// In front (active, or inactive during an interruption).
    case foreground
    /// Running in the background.
    case background
}
