public import Foundation

/// One registration for previewing: a source view whose force presses the system turns into peeks and
/// pops, as UIKit's `UIViewControllerPreviewing`.
///
/// Made by `ViewController.registerForPreviewing(with:sourceView:)`. UIKit declares a protocol and
/// hands out a private object; TouchKit hands out this class. The registration lives as long as the
/// controller that made it (the controller keeps it) or until `unregisterForPreviewing(withContext:)`.
///
/// The context keeps its delegate alive, as UIKit does (seed 003 registers `new PreviewingDelegate
/// (this)` and keeps no reference of its own), except when the delegate is the registering controller
/// itself, which it refers to weakly so that the controller can go away. A delegate object that
/// refers back to the controller should do so weakly, or the controller never ends.
@MainActor
public final class PreviewingContext {
    /// The source view: presses on it (and on its subviews) preview (`sourceView`).
    public let sourceView: View
    /// The region of `sourceView` that stays sharp while everything else blurs, in its coordinates
    /// (`sourceRect`). Reset to `sourceView.bounds` before each call to the delegate; the delegate sets
    /// it (e.g. to the pressed cell's frame).
    public var sourceRect: CGRect
    /// The controller that registered, while it exists (TouchKit's addition). For a web view's own
    /// link previews, the controller the web view is in.
    public var viewController: ViewController? {
        if isViewOwned { return sourceView.enclosingViewController }
        return registeringController
    }
    private weak var registeringController: ViewController?
    /// Whether the source view made this registration itself (a web view's link previews).
    let isViewOwned: Bool
    /// The link a web view's preview shows, set by its delegate at the hint; nil for other previews.
    var previewLinkURL: URL?
    /// Whether the registration is in effect: not unregistered, and its controller still exists
    /// (TouchKit's addition).
    public var isRegistered: Bool { !isEnded && viewController != nil && delegate != nil }

    let recognizer: PreviewingGestureRecognizer
    private var strongDelegate: (any PreviewingDelegate)?
    private weak var weakDelegate: (any PreviewingDelegate)?
    private(set) var isEnded = false

    init(delegate: any PreviewingDelegate, sourceView: View, viewController: ViewController) {
        self.sourceView = sourceView
        self.sourceRect = sourceView.bounds
        self.registeringController = viewController
        isViewOwned = false
        if delegate === viewController {
            weakDelegate = delegate
        } else {
            strongDelegate = delegate
        }
        recognizer = PreviewingGestureRecognizer()
        recognizer.name = "previewing"
        recognizer.context = self
    }

    /// A registration a view makes for itself (a web view's link previews): it keeps `delegate`, and
    /// its controller is whichever the view is in at the time of a press.
    init(delegate: any PreviewingDelegate, webView sourceView: View) {
        self.sourceView = sourceView
        self.sourceRect = sourceView.bounds
        isViewOwned = true
        strongDelegate = delegate
        recognizer = PreviewingGestureRecognizer()
        recognizer.name = "link previewing"
        recognizer.context = self
    }

    isolated deinit {
        // A view-owned registration ends with its view, which holds the recognizer.
        guard !isViewOwned else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    /// The delegate that supplies and commits previews (`delegate`); nil once a delegate held weakly (the
    /// registering controller itself) is gone. UIKit's property is not optional.
    public var delegate: (any PreviewingDelegate)? { strongDelegate ?? weakDelegate }

    /// A recognizer to set failure relationships with your own recognizers
    /// (`previewingGestureRecognizerForFailureRelationship`): a recognizer that
    /// `require(toFail:)` it waits until the press is known not to preview (lifted or moved before the
    /// hint, or the delegate returned nil), and fails when the preview begins.
    public var previewingGestureRecognizerForFailureRelationship: GestureRecognizer { recognizer }

    /// Ends the registration: the recognizer leaves the source view (a press under way is cancelled
    /// and its presentation dismissed).
    func end() {
        guard !isEnded else { return }
        isEnded = true
        if let window = sourceView.window, window.previewPresenter.session?.context === self {
            window.previewPresenter.dismiss()
        }
        recognizer.view?.removeGestureRecognizer(recognizer)
        strongDelegate = nil
    }
}
