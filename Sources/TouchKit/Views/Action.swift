/// A titled closure a control runs, as UIKit's `UIAction` (iOS 14).
@MainActor
public final class Action {
    /// The title (menus show it).
    public let title: String
    /// An image (menus show it).
    public let image: Image?
    /// An identifier to recognise the action by.
    public let identifier: String
    /// The control that ran the action last (`sender`).
    public internal(set) weak var sender: AnyObject?
    let handler: @MainActor (Action) -> Void

    /// Creates an action.
    public init(
        title: String = "", image: Image? = nil, identifier: String = "",
        handler: @escaping @MainActor (Action) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.handler = handler
    }

    /// Runs the handler with `sender` recorded.
    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
    }
}
