/// A button in a navigation bar, as UIKit's `UIBarButtonItem`.
@MainActor
public final class BarButtonItem {
    /// How the item is drawn, as `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Regular weight.
        case plain = 0
        /// Semibold: the item that finishes a task.
        case done = 2
    }

    /// The title (`title`).
    public var title: String? {
        didSet { owner?.refreshBar() }
    }
    /// The image (`image`).
    public var image: Image? {
        didSet { owner?.refreshBar() }
    }
    /// The style (`style`).
    public var style: Style {
        didSet { owner?.refreshBar() }
    }
    /// Whether it can be tapped (`isEnabled`).
    public var isEnabled = true {
        didSet { owner?.refreshBar() }
    }
    /// What a tap does (`primaryAction`).
    public var primaryAction: Action?
    /// The system item it was made as (`init(barButtonSystemItem:…)`), nil for a custom one.
    public internal(set) var systemItem: SystemItem?

    weak var owner: NavigationController?

    /// Creates an item with a title (`UIBarButtonItem(title:style:target:action:)`, as a closure).
    public init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// Creates an item with an image.
    public init(image: Image?, style: Style = .plain, primaryAction: Action? = nil) {
        self.image = image
        self.style = style
        self.primaryAction = primaryAction
    }
}
