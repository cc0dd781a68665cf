/// A titled closure a control or a menu runs, as UIKit's `UIAction` (iOS 13 in menus, iOS 14 on
/// controls).
@MainActor
public final class Action: MenuElement {
    /// An action's identifier, as `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        /// The identifier's text.
        public let rawValue: String
        /// Creates an identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its text (`UIAction.Identifier("…")`).
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) { rawValue = value }
    }

    /// An identifier to recognise the action by (`identifier`); empty when none was given.
    public let identifier: Identifier
    /// The text the keyboard shortcut overlay and accessibility read (`discoverabilityTitle`).
    public var discoverabilityTitle: String?
    /// How it shows in a menu (`attributes`): `.destructive` red and last, `.disabled` dimmed,
    /// `.hidden` absent.
    public var attributes: MenuElement.Attributes
    /// Its checkmark in a menu (`state`).
    public var state: MenuElement.State
    /// The control that ran the action last (`sender`).
    public internal(set) weak var sender: AnyObject?
    let handler: @MainActor (Action) -> Void

    /// Creates an action (`UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`).
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: MenuElement.Attributes = [],
        state: MenuElement.State = .off, handler: @escaping @MainActor (Action) -> Void
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` recorded.
    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
    }
}
