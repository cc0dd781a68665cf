public import Foundation

/// Hears a `PreviewInteraction`'s progress, as UIKit's `UIPreviewInteractionDelegate` (iOS 10).
///
/// The app draws its own preview from the progress. The first two methods are required, as in UIKit;
/// the others default to UIKit's behaviour (commit progress ignored, always begin).
@MainActor
public protocol PreviewInteractionDelegate: AnyObject {
    /// The preview transition moved: 0 at the hint, 1 (`ended`) at the peek
    /// (`previewInteraction(_:didUpdatePreviewTransition:ended:)`).
    func previewInteraction(
        _ previewInteraction: PreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
        ended: Bool)
    /// The interaction was cancelled: the finger lifted (or moved away) before the commit ended, or
    /// `cancel()` was called (`previewInteractionDidCancel(_:)`).
    func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction)
    /// The commit transition moved: 0 at the peek, 1 (`ended`) at the pop
    /// (`previewInteraction(_:didUpdateCommitTransition:ended:)`).
    func previewInteraction(
        _ previewInteraction: PreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
        ended: Bool)
    /// Whether the interaction may begin, asked when the press hints (`previewInteractionShouldBegin(_:)`).
    func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool
}

extension PreviewInteractionDelegate {
    /// Default: the commit progress is not used.
    public func previewInteraction(
        _ previewInteraction: PreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
        ended: Bool
    ) {}

    /// Default: always begin.
    public func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool { true }
}
