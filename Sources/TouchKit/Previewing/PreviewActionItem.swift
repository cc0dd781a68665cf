/// A row under a peek: an action or a group of actions, as UIKit's `UIPreviewActionItem` protocol.
///
/// A previewed controller lists its rows in `ViewController.previewActionItems`; the user reveals them
/// by dragging the peek upward. The only two kinds are `PreviewAction` and `PreviewActionGroup`, as
/// in UIKit (whose protocol is likewise not meant for other conformers): the presentation draws and
/// runs those two and shows any other conformer as a plain row that does nothing when tapped.
@MainActor
public protocol PreviewActionItem: AnyObject {
    /// The row's title (`title`).
    var title: String { get }
}
