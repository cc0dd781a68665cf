/// One row under a peek that opens a list of actions, as UIKit's `UIPreviewActionGroup`.
///
/// Tapping the group's row replaces the rows with the group's `actions`; tapping one of those runs it
/// and dismisses the peek, and tapping outside dismisses everything. A group's row shows a chevron.
@MainActor
public final class PreviewActionGroup: PreviewActionItem {
    /// The row's title (`title`).
    public let title: String
    /// How the group's row is drawn (`style`): the same styles as an action's.
    public let style: PreviewAction.Style
    /// The actions the group opens, top to bottom (`actions`).
    public let actions: [PreviewAction]

    /// Creates a group (`UIPreviewActionGroup(title:style:actions:)`).
    public init(title: String, style: PreviewAction.Style = .default, actions: [PreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
    }
}
