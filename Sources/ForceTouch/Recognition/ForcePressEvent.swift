public import Foundation

/// One thing a `ForcePressRecognizer` reports: a phase transition or a change of progress.
///
/// A plain value of 26 bytes (stride 32) with no references: returning it never allocates.
public struct ForcePressEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: UInt8, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// The press started to hint (`possible` → `hint`). The long-press alternative reports it
        /// just before its `peek`, at the same time.
        case hint
        /// The press peeked (`hint` → `peek`, or `possible` → `peek` for the long-press alternative).
        case peek
        /// The press popped (`peek` → `pop`).
        case pop
        /// The touch lifted; the press is over (from any state).
        case ended
        /// The press was cancelled: the touch moved too far before the hint (scrolling), the
        /// touch was cancelled, or `cancel()` was called.
        case cancelled
        /// Only the progress changed (no transition).
        case progress

        /// The lowercase name used in JSON and by `forcetouch replay`: `hint`, `peek`, `pop`,
        /// `ended`, `cancelled`, `progress`.
        public var description: String {
            switch self {
            case .hint: "hint"
            case .peek: "peek"
            case .pop: "pop"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .progress: "progress"
            }
        }

        /// Whether this is a phase transition (everything but `progress`).
        @inlinable public var isTransition: Bool { self != .progress }

        /// Whether the press is over after it (`ended` or `cancelled`).
        public var isTerminal: Bool { self == .ended || self == .cancelled }
    }

    /// When it happened, in seconds: the time of the sample that caused it, or the moment a timing
    /// rule allowed it (e.g. exactly 0.1 s after the press began for a hint held back by the
    /// reveal delay).
    public var timestamp: TimeInterval
    /// The smoothed force at that moment, in UIKit units.
    public var force: CGFloat
    /// The progress after the event, 0…1, toward the next level (0 after `ended`/`cancelled`).
    public var progress: CGFloat
    /// What happened. (The two one-byte fields come last so an event packs into 26 bytes.)
    public var kind: Kind
    /// The state before the event (for `ended`, the state the touch lifted from).
    public var previousState: ForcePressState

    /// Creates an event.
    @inlinable public init(
        kind: Kind, previousState: ForcePressState, timestamp: TimeInterval, force: CGFloat, progress: CGFloat
    ) {
        self.kind = kind
        self.previousState = previousState
        self.timestamp = timestamp
        self.force = force
        self.progress = progress
    }

    /// The state after the event.
    public var state: ForcePressState {
        switch kind {
        case .hint: .hint
        case .peek: .peek
        case .pop: .pop
        case .ended, .cancelled: .idle
        case .progress: previousState
        }
    }
}
