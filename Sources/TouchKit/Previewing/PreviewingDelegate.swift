public import Foundation

/// Supplies the peek for a press on a registered source view and commits it, as UIKit's
/// `UIViewControllerPreviewingDelegate`.
///
/// Register with `ViewController.registerForPreviewing(with:sourceView:)`. When a press on the source
/// view reaches the hint, the system resets `PreviewingContext.sourceRect` to the source view's bounds
/// and asks for the controller to preview; when the press pops (or the user taps a pinned peek) it asks
/// the delegate to commit that controller.
@MainActor
public protocol PreviewingDelegate: AnyObject {
    /// The controller to show as the peek for a press at `location` (in `previewingContext.sourceView`'s
    /// coordinates), or nil for no preview: then nothing blurs and the press goes on as an ordinary
    /// touch (`previewingContext(_:viewControllerForLocation:)`).
    ///
    /// Set `previewingContext.sourceRect` to the region that stays sharp (a cell's frame, in the source
    /// view's coordinates) and the controller's `preferredContentSize` (0 in a dimension: the default,
    /// see `PreviewingConfiguration`).
    func previewingContext(
        _ previewingContext: PreviewingContext, viewControllerForLocation location: CGPoint
    )
        -> ViewController?

    /// Show `viewControllerToCommit` for real: the press popped (`previewingContext(_:commit:)`).
    /// Usually `show(_:sender:)`, which pushes it onto the navigation controller (with a back button).
    func previewingContext(
        _ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController)
}
