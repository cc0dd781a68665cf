public import Foundation
public import QuickActions
public import TouchKit

extension SeedApps {
    /// Reader (`com.example.reader`): web view peek and pop (seed 000's "Web View Peek and Pop").
    ///
    /// An article shipped as HTML with links to the app's other pages and to the web; a control bar
    /// with the `allowsLinkPreview` switch and the peek mode (Safari's default peek, or the app's own
    /// preview with custom actions committed into its navigation stack). Quick actions: "Reading List"
    /// (static) and "Continue Reading" (dynamic: the last article read).
    public static var reader: AppManifest { reader(adoptsContextMenus: true) }

    /// Reader with or without the iOS 13 path: `adoptsContextMenus` false is the app as seed 000's
    /// era wrote it (peek and pop only: on iOS 13 WebKit turns its peek into a context menu itself);
    /// true (`reader`) gives its links context menus through
    /// `webView(_:contextMenuConfigurationForElement:completionHandler:)` on iOS 13 and later.
    public static func reader(adoptsContextMenus: Bool) -> AppManifest {
        AppManifest(
            bundleIdentifier: Reader.bundleIdentifier, displayName: "Reader", version: "1",
            icon: AppIcon(color: "#FF9500", glyph: .symbol("book")),
            staticShortcutItems: .items(Reader.staticItems),
            makeDelegate: { ReaderAppDelegate() },
            makeRootViewController: {
                let settings = ReaderSettings()
                settings.adoptsContextMenus = adoptsContextMenus
                return NavigationController(
                    rootViewController: ArticleViewController(page: Reader.firstArticle, settings: settings))
            })
    }
}

/// Reader's constants: its identifiers, its quick actions and where its pages are.
public enum Reader {
    /// The bundle identifier.
    public static let bundleIdentifier = "com.example.reader"
    /// The static quick action's type: shows Safari's reading list.
    public static let readingListType = "com.example.reader.reading-list"
    /// The dynamic quick action's type: opens the last article read (`userInfo["page"]`).
    public static let continueReadingType = "com.example.reader.continue-reading"
    /// The address Reader ships a page for (`about.html`), so it reads offline.
    public static let aboutURL = URL(string: "https://reader.example.com/about")!

    /// The static items, as Info.plist would declare them.
    public static let staticItems = [
        ShortcutItem(type: readingListType, localizedTitle: "Reading List", icon: .system(.bookmark))
    ]

    /// The folder of Reader's pages (shipped with the app).
    public static var pagesFolder: URL {
        Bundle.module.url(forResource: "Pages", withExtension: nil)
            ?? Bundle.module.bundleURL.appendingPathComponent("Pages")
    }

    /// The article Reader opens with.
    public static var firstArticle: URL { pagesFolder.appendingPathComponent("article.html") }

    /// The "Continue Reading" item for the article at `page` titled `title`.
    static func continueReadingItem(page: URL, title: String?) -> ShortcutItem {
        ShortcutItem(
            type: continueReadingType, localizedTitle: "Continue Reading", localizedSubtitle: title,
            icon: .system(.play), userInfo: ["page": .string(page.lastPathComponent)])
    }
}

/// What Reader's switches say, shared by all its articles.
@MainActor
final class ReaderSettings {
    /// Whether links preview (`WebView.allowsLinkPreview`); nil: the web view's default for the iOS
    /// version.
    var allowsLinkPreview: Bool?
    /// Whether Reader shows its own preview (with its own actions, committed into its navigation stack)
    /// instead of Safari's default one.
    var usesOwnPreview = false
    /// Whether the iOS 13 path is there (false: the app as published, peek and pop only).
    var adoptsContextMenus = true
}
