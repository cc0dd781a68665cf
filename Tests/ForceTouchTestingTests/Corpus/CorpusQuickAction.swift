import UIKit

/// Corpus: a shortcut enum whose raw value is the item's type, building its own items with SF Symbol
/// icons and a `[String: NSSecureCoding]` user info.
enum CorpusQuickAction: String, CaseIterable {
    case search = "com.example.corpus.search"
    case compose = "com.example.corpus.compose"
    case favorites = "com.example.corpus.favorites"
    case recent = "com.example.corpus.recent"

    var title: String {
        switch self {
        case .search: return "Search"
        case .compose: return "New Message"
        case .favorites: return "Favorites"
        case .recent: return "Recent"
        }
    }

    var icon: UIApplicationShortcutIcon {
        switch self {
        case .search: return UIApplicationShortcutIcon(type: .search)
        case .compose: return UIApplicationShortcutIcon(systemImageName: "square.and.pencil")
        case .favorites: return UIApplicationShortcutIcon(templateImageName: "star")
        case .recent: return UIApplicationShortcutIcon(systemImageName: "clock")
        }
    }

    func shortcutItem(subtitle: String? = nil, identifier: String? = nil) -> UIApplicationShortcutItem {
        var userInfo: [String: NSSecureCoding] = ["version": NSNumber(value: 2)]
        if let identifier {
            userInfo["identifier"] = NSString(string: identifier)
        }
        return UIApplicationShortcutItem(
            type: rawValue, localizedTitle: title, localizedSubtitle: subtitle, icon: icon, userInfo: userInfo
        )
    }
}
