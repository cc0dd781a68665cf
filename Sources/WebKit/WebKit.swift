// WebKit's names over TouchKit's web view (docs/WebView.md): iOS code that shows a `WKWebView` with
// link previews compiles unchanged, keeping its `import WebKit`. As Apple's WebKit module does, this
// one brings UIKit with it (an iOS file that imports only WebKit may still use `UIViewController`).

public import TouchKit
@_exported public import UIKit

/// WebKit's `WKWebView`: TouchKit's `WebView` (`loadHTMLString(_:baseURL:)`, `load(_:)`,
/// `loadFileURL(_:allowingReadAccessTo:)`, `url`, `title`, `canGoBack`, `goBack()`, `reload()`,
/// `allowsLinkPreview`, `navigationDelegate`, `uiDelegate`, `scrollView`).
public typealias WKWebView = WebView

/// WebKit's `WKNavigationDelegate`: TouchKit's `WebViewNavigationDelegate` (decide policy, did finish,
/// did fail).
public typealias WKNavigationDelegate = WebViewNavigationDelegate

/// WebKit's `WKUIDelegate`: TouchKit's `WebViewUIDelegate` (the three iOS 10–12 previewing methods and
/// the four iOS 13 context-menu methods).
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

/// WebKit's `WKContextMenuElementInfo` (iOS 13): TouchKit's `ContextMenuElementInfo` (`linkURL`), what
/// the `WKUIDelegate` context-menu methods are told about the pressed link.
public typealias WKContextMenuElementInfo = ContextMenuElementInfo

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
