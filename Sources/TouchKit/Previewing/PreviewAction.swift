/// A quick action under a peek, as UIKit's `UIPreviewAction`.
///
/// Tapping its row runs `handler` with the action and the previewed view controller, then the peek is
/// dismissed. The style decides how the row is drawn: `default` in the tint colour, `selected` with a
/// check mark, `destructive` in red.
///
/// Not open for subclassing outside TouchKit (UIKit's class is not meant to be subclassed either); a
/// web view's default link actions are TouchKit's own subclass, which adds their identifiers.
@MainActor
public class PreviewAction: PreviewActionItem {
    /// How a row is drawn, as `UIPreviewAction.Style` (raw values are UIKit's).
    public enum Style: Int, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// The tint colour (`.default`).
        case `default` = 0
        /// The tint colour with a check mark: the option in effect (`.selected`).
        case selected = 1
        /// Red: the action deletes or discards something (`.destructive`).
        case destructive = 2

        /// The name: `default`, `selected`, `destructive`.
        public var description: String {
            switch self {
            case .default: "default"
            case .selected: "selected"
            case .destructive: "destructive"
            }
        }
    }

    /// The row's title (`title`).
    public let title: String
    /// How the row is drawn (`style`).
    public let style: Style
    /// What tapping the row does: called with this action and the previewed view controller
    /// (`handler`).
    public let handler: @MainActor (PreviewAction, ViewController) -> Void

    /// Creates an action (`UIPreviewAction(title:style:handler:)`).
    public init(
        title: String, style: Style = .default,
        handler: @escaping @MainActor (PreviewAction, ViewController) -> Void
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
