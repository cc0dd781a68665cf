// WebKit's and SafariServices' names over TouchKit's web view (docs/WebView.md): iOS code that shows a
// `WKWebView` with link previews, or an `SFSafariViewController`, compiles unchanged. On iOS these live
// in `import WebKit` and `import SafariServices`; here `import UIKit` brings them.

/// WebKit's `WKWebView`: TouchKit's `WebView` (`loadHTMLString(_:baseURL:)`, `load(_:)`,
/// `loadFileURL(_:allowingReadAccessTo:)`, `url`, `title`, `canGoBack`, `goBack()`, `reload()`,
/// `allowsLinkPreview`, `navigationDelegate`, `uiDelegate`, `scrollView`).
public typealias WKWebView = WebView

/// WebKit's `WKNavigationDelegate`: TouchKit's `WebViewNavigationDelegate` (decide policy, did finish,
/// did fail).
public typealias WKNavigationDelegate = WebViewNavigationDelegate

/// WebKit's `WKUIDelegate`: TouchKit's `WebViewUIDelegate` (the three iOS 10–12 previewing methods).
public typealias WKUIDelegate = WebViewUIDelegate

/// WebKit's `WKNavigation`: TouchKit's `Navigation`.
public typealias WKNavigation = Navigation

/// WebKit's `WKNavigationAction`: TouchKit's `NavigationAction` (`request`, `navigationType`).
public typealias WKNavigationAction = NavigationAction

/// WebKit's `WKNavigationType`: TouchKit's `NavigationAction.NavigationType`.
public typealias WKNavigationType = NavigationAction.NavigationType

/// WebKit's `WKNavigationActionPolicy`: TouchKit's `NavigationActionPolicy`.
public typealias WKNavigationActionPolicy = NavigationActionPolicy

/// WebKit's `WKPreviewElementInfo`: TouchKit's `PreviewElementInfo` (`linkURL`).
public typealias WKPreviewElementInfo = PreviewElementInfo

/// WebKit's `WKPreviewActionItem`: TouchKit's `WebPreviewActionItem` (`identifier`, `title`).
public typealias WKPreviewActionItem = WebPreviewActionItem

/// WebKit's `WKPreviewActionItemIdentifierOpen`.
public let WKPreviewActionItemIdentifierOpen = WebPreviewActionItemIdentifier.open
/// WebKit's `WKPreviewActionItemIdentifierAddToReadingList`.
public let WKPreviewActionItemIdentifierAddToReadingList = WebPreviewActionItemIdentifier.addToReadingList
/// WebKit's `WKPreviewActionItemIdentifierCopy`.
public let WKPreviewActionItemIdentifierCopy = WebPreviewActionItemIdentifier.copy
/// WebKit's `WKPreviewActionItemIdentifierShare`.
public let WKPreviewActionItemIdentifierShare = WebPreviewActionItemIdentifier.share

/// SafariServices' `SFSafariViewController`: TouchKit's `SafariViewController` (`init(url:)`).
public typealias SFSafariViewController = SafariViewController

/// SafariServices' `SSReadingList`: TouchKit's `ReadingList` (`supportsURL(_:)`,
/// `addItem(with:title:previewText:)`; UIKit's `default()` is the app's `DeviceServices.readingList`).
public typealias SSReadingList = ReadingList

/// UIKit's `UIPasteboard`: TouchKit's `Pasteboard` (`string`, `url`, `changeCount`; the general one is
/// `UIPasteboard.general`).
public typealias UIPasteboard = Pasteboard

/// WebKit's `WKWebViewConfiguration`: accepted and unused (TouchKit's web view has no settings to
/// configure beyond its properties).
@MainActor
public final class WKWebViewConfiguration {
    /// An empty configuration (`WKWebViewConfiguration()`).
    public init() {}
}

extension WebView {
    /// `WKWebView(frame:configuration:)`: the configuration is not used.
    public convenience init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.init(frame: frame)
    }
}

extension Pasteboard {
    /// The general pasteboard of the app running now (`UIPasteboard.general`): its device's. Outside an
    /// app's code (no current application) a pasteboard of its own, so a test can still read it.
    public static var general: Pasteboard {
        Application.current?.services?.pasteboard ?? fallbackGeneral
    }

    private static let fallbackGeneral = Pasteboard()
}

extension ReadingList {
    /// The reading list of the app running now (`SSReadingList.default()`): its device's; nil outside an
    /// app's code, as SafariServices returns nil when the list is unavailable.
    public static func `default`() -> ReadingList? {
        Application.current?.services?.readingList
    }
}
