public import Foundation

/// Where a peek-and-pop presentation stands, as the simulator reports it (`"preview"` in a device's
/// state): a plain value with the JSON keys `phase`, `actionsVisible`, `progress` and, for a web view's
/// link preview, `linkURL`.
///
/// `Window.previewState` is nil when nothing is previewed; otherwise the phase is `hint` (everything
/// but the source rect blurs with force), `peek` (the preview shows; also while a peek stays on screen
/// after the finger lifted with the actions revealed) or `pop` (committed; reported until the finger
/// lifts). UIKit exposes no such value: it is TouchKit's, for tests and the simulator.
public struct PreviewState: Sendable, Hashable, Codable {
    /// The phase of a presentation, as force grows.
    public enum Phase: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// Everything but the source rect blurs in proportion to force.
        case hint
        /// The preview controller's view shows over the blur.
        case peek
        /// The preview was committed (the delegate's `commit` ran).
        case pop

        /// The name: `hint`, `peek`, `pop`.
        public var description: String { rawValue }
    }

    /// The phase.
    public var phase: Phase
    /// Whether the peek's action sheet is revealed.
    public var actionsVisible: Bool
    /// Progress toward the next phase, 0…1: toward the peek during the hint, toward the pop during a
    /// held peek (0 once the finger lifted, or with the long-press alternative, which never pops), 1 at
    /// the pop.
    public var progress: Double
    /// The link a web view's preview shows (`WebView`); nil for every other preview. Absent from the
    /// JSON when nil.
    public var linkURL: URL?

    /// Creates a state; `progress` is clamped to 0…1 (NaN counts as 0).
    public init(phase: Phase, actionsVisible: Bool = false, progress: Double, linkURL: URL? = nil) {
        self.linkURL = linkURL
        self.phase = phase
        self.actionsVisible = actionsVisible
        self.progress = progress.isNaN ? 0 : min(1, max(0, progress))
    }

    private enum CodingKeys: String, CodingKey {
        case phase, actionsVisible, progress, linkURL
    }
}
