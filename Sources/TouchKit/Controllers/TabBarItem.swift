public import Foundation

/// A tab's title and image in a tab bar, as UIKit's `UITabBarItem`.
///
/// Matches UIKit: a view controller's `tabBarItem` is made on first use with its `title`; the system
/// items (`init(tabBarSystemItem:tag:)`) bring their own title and image. Differs: `badgeValue` is
/// kept and drawn as text beside the title's image, not as a red bubble.
@MainActor
open class TabBarItem {
    /// The system's ready-made tabs (`UITabBarItem.SystemItem`), with iOS's English titles.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// More.
        case more = 0
        /// Favorites.
        case favorites = 1
        /// Featured.
        case featured = 2
        /// Top Rated.
        case topRated = 3
        /// Recents.
        case recents = 4
        /// Contacts.
        case contacts = 5
        /// History.
        case history = 6
        /// Bookmarks.
        case bookmarks = 7
        /// Search.
        case search = 8
        /// Downloads.
        case downloads = 9
        /// Most Recent.
        case mostRecent = 10
        /// Most Viewed.
        case mostViewed = 11

        /// The title iOS shows.
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol drawn for it (ours: the nearest symbol to iOS's bitmap).
        public var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.crop.circle.fill"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle.fill"
            case .mostViewed: "list.number"
            }
        }

        /// IB's spelling (`systemItem="topRated"`).
        public init?(storyboardName: String) {
            guard let item = Self.allCases.first(where: { "\($0)" == storyboardName }) else { return nil }
            self = item
        }
    }

    /// The title under the image (`title`).
    open var title: String? { didSet { owner?.tabItemDidChange() } }
    /// The image (`image`).
    open var image: Image? { didSet { owner?.tabItemDidChange() } }
    /// The image while selected (`selectedImage`); nil: `image`.
    open var selectedImage: Image? { didSet { owner?.tabItemDidChange() } }
    /// The tag (`tag`).
    open var tag: Int = 0
    /// The badge's text (`badgeValue`).
    open var badgeValue: String? { didSet { owner?.tabItemDidChange() } }
    /// Whether the tab can be chosen (`isEnabled`).
    open var isEnabled = true { didSet { owner?.tabItemDidChange() } }
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?
    /// The tab bar controller showing it, told when it changes.
    weak var owner: TabBarController?

    /// An item with `title`, `image` and `tag` (`init(title:image:tag:)`).
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        systemItem = nil
    }

    /// An item with `title`, `image` and `selectedImage` (`init(title:image:selectedImage:)`).
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        systemItem = nil
    }

    /// A system item (`init(tabBarSystemItem:tag:)`): its title and image are the system's.
    public init(tabBarSystemItem: SystemItem, tag: Int) {
        title = tabBarSystemItem.title
        image = Image(systemName: tabBarSystemItem.symbolName)
        self.tag = tag
        systemItem = tabBarSystemItem
    }
}
