/// What a view controller shows in a navigation bar, as UIKit's `UINavigationItem`.
@MainActor
public final class NavigationItem {
    private weak var owner: ViewController?
    private var titleStorage: String?

    init(owner: ViewController) {
        self.owner = owner
    }

    /// The bar's title; the controller's `title` unless set here (`title`).
    public var title: String? {
        get { titleStorage ?? owner?.title }
        set {
            titleStorage = newValue
            refresh()
        }
    }

    /// The back button's title when this controller is the one below (`backButtonTitle`); the title,
    /// else "Back", when nil.
    public var backButtonTitle: String? {
        didSet { refresh() }
    }

    /// Whether the back button is hidden (`hidesBackButton`).
    public var hidesBackButton = false {
        didSet { refresh() }
    }

    /// The item at the left, in place of the back button (`leftBarButtonItem`).
    public var leftBarButtonItem: BarButtonItem? {
        didSet { refresh() }
    }

    /// Whether the left item goes after the back button rather than replacing it
    /// (`leftItemsSupplementBackButton`).
    public var leftItemsSupplementBackButton = false {
        didSet { refresh() }
    }

    /// The item at the right (`rightBarButtonItem`).
    public var rightBarButtonItem: BarButtonItem? {
        didSet { refresh() }
    }

    /// The controller's title changed.
    func titleDidChange() {
        refresh()
    }

    private func refresh() {
        owner?.navigationController?.refreshBar()
    }
}
