public import Foundation

/// Reports a force press on a view as preview and commit progress, for apps that draw their own peek,
/// as UIKit's `UIPreviewInteraction` (iOS 10).
///
/// Driven by a `ForcePressRecognizer` at the window's sensitivity: when the press hints the delegate is
/// asked whether to begin; then the preview transition runs 0…1 from the hint to the peek (1 with
/// `ended: true` at the peek), and the commit transition 0…1 from the peek to the pop (1 with `ended:
/// true` at the pop, after which the interaction is over). Lifting before the commit ended, moving
/// beyond the slop before the hint after it began, or `cancel()` calls `previewInteractionDidCancel`.
///
/// Without force (3D Touch off or absent) the long press stands in, as for previewing: the preview
/// transition ends at once when the hold completes, and there is no commit (UIKit's interaction does
/// nothing on such devices).
@MainActor
public final class PreviewInteraction {
    /// The view the interaction watches (`view`).
    public private(set) weak var view: View?
    /// Hears the progress (`delegate`).
    public weak var delegate: (any PreviewInteractionDelegate)?

    let recognizer = PreviewInteractionGestureRecognizer()

    /// Creates an interaction on `view` (`UIPreviewInteraction(view:)`); it lasts until `view` ends or the
    /// interaction is released.
    public init(view: View) {
        self.view = view
        recognizer.name = "previewInteraction"
        recognizer.interaction = self
        view.addGestureRecognizer(recognizer)
    }

    isolated deinit {
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    /// Where the press is, in `view`'s coordinates (the window's when nil) (`location(in:)`).
    public func location(in view: View?) -> CGPoint {
        recognizer.location(in: view)
    }

    /// Cancels the interaction under way: the delegate hears `previewInteractionDidCancel` (`cancel()`).
    /// Does nothing when none is under way.
    public func cancel() {
        recognizer.cancelInteraction()
    }
}
