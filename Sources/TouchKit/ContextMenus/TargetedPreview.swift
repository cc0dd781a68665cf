public import Foundation

/// The view a context menu lifts, with how and where, as UIKit's `UITargetedPreview` (iOS 13).
///
/// With no preview controller the menu lifts this view (its frame, rounded by `parameters`); with
/// one, the controller's view grows from this view's frame.
@MainActor
public final class TargetedPreview {
    /// The view lifted (`view`).
    public let view: View
    /// How it is drawn (`parameters`).
    public let parameters: PreviewParameters
    /// Where it sits (`target`): the view's own superview and centre unless given.
    public let target: PreviewTarget?
    /// The size of the lifted view (`size`).
    public var size: CGSize { view.bounds.size }

    /// Creates a preview of `view` where it is (`UITargetedPreview(view:parameters:)`); the view must
    /// be in a window.
    public init(view: View, parameters: PreviewParameters = PreviewParameters()) {
        self.view = view
        self.parameters = parameters
        target = nil
    }

    /// Creates a preview of `view` placed at `target` (`UITargetedPreview(view:parameters:target:)`).
    public init(view: View, parameters: PreviewParameters, target: PreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// Creates a preview of `view` placed at `target` with default parameters.
    public convenience init(view: View, target: PreviewTarget) {
        self.init(view: view, parameters: PreviewParameters(), target: target)
    }

    /// The preview's frame in window coordinates, or nil when its target (or view) is not in a
    /// window (UIKit raises "UIPreviewTarget requires that the container view is in a window"). With
    /// a `visiblePath`, the part of the view the path bounds.
    func frameInWindow() -> CGRect? {
        let visible = parameters.visibleBounds(in: view.bounds)
        if let target {
            guard target.container.window != nil else { return nil }
            let center = target.container.convert(target.center, to: nil)
            let size = view.bounds.size
            return CGRect(
                x: center.x - size.width / 2 + visible.minX, y: center.y - size.height / 2 + visible.minY,
                width: visible.width, height: visible.height)
        }
        guard view.window != nil else { return nil }
        return view.convert(visible, to: nil)
    }
}
