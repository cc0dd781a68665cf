/// A button of an alert, as UIKit's `UIAlertAction`.
@MainActor
public final class AlertAction {
    /// How the button looks, as `UIAlertAction.Style`.
    public enum Style: Int, Sendable, Hashable, Codable, CaseIterable {
        /// A regular button.
        case `default` = 0
        /// The button that backs out (semibold; an action sheet sets it apart).
        case cancel = 1
        /// A button that destroys something (red).
        case destructive = 2
    }

    /// The title (`title`).
    public let title: String?
    /// The style (`style`).
    public let style: Style
    /// Whether it can be tapped (`isEnabled`).
    public var isEnabled = true
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Creates an action (`UIAlertAction(title:style:handler:)`); the handler runs after the alert
    /// is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
