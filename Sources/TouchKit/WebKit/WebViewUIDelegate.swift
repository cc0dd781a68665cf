/// Shapes a web view's link previews, as WebKit's `WKUIDelegate`: the previewing methods of iOS 10–12
/// and the context-menu methods of iOS 13. Every method defaults to WebKit's behaviour without it.
///
/// **iOS 9–12** (the device's `DeviceServices.systemVersion`): with `WebView.allowsLinkPreview` on, a
/// press on a link asks `shouldPreviewElement` at the hint; then `previewingViewControllerForElement`
/// may supply the peek (nil: the default peek, a `SafariViewController` of the link with the default
/// actions); when the press pops, a custom controller goes to `commitPreviewingViewController` (show it
/// in your app), and the default one opens the link in Safari.
///
/// **iOS 13 and later**: a long press on a link (or force past the peek level where 3D Touch is on)
/// asks `contextMenuConfigurationForElement`; your configuration opens as any context menu, nil opens
/// WebKit's default menu for the link (Open Link, Add to Reading List, Copy Link, Share…, with a
/// preview of the linked page). Then `contextMenuWillPresentForElement`, `willCommitWithAnimator` if the
/// preview is tapped, and `contextMenuDidEndForElement`. A delegate that implements only the iOS 10–12
/// methods keeps working there: its peek controller becomes the menu's preview and its preview actions
/// the menu (docs/WebView.md, "iOS 13: context menus"). WebKit's other `WKUIDelegate` methods (alerts,
/// new windows) are absent.
@MainActor
public protocol WebViewUIDelegate: AnyObject {
    /// Whether the pressed element may be previewed (`webView(_:shouldPreviewElement:)`); false: no
    /// hint, and the press is an ordinary touch (a tap follows the link). Default: true.
    func webView(_ webView: WebView, shouldPreviewElement elementInfo: PreviewElementInfo) -> Bool
    /// Your own peek for the element (`webView(_:previewingViewControllerForElement:defaultActions:)`),
    /// or nil for the default one. `defaultActions` are Open, Add to Reading List (http(s) links), Copy
    /// and Share: list any of them in your controller's `previewActionItems` to keep them. Default:
    /// nil.
    func webView(
        _ webView: WebView, previewingViewControllerForElement elementInfo: PreviewElementInfo,
        defaultActions previewActions: [any WebPreviewActionItem]
    ) -> ViewController?
    /// The press popped a peek you supplied (`webView(_:commitPreviewingViewController:)`): show it
    /// inside your app (push it, present it). Default: nothing, as in WebKit — the peek just goes away.
    func webView(_ webView: WebView, commitPreviewingViewController previewingViewController: ViewController)

    /// The context menu for a pressed link, on iOS 13 and later
    /// (`webView(_:contextMenuConfigurationForElement:completionHandler:)`): call `completionHandler`
    /// with your configuration, or with nil for WebKit's default menu of the link. Call it before
    /// returning: a handler not called by then gives no menu for this press (the app's log says so),
    /// and only its first call counts. Default: the iOS 10–12 methods' answer as a menu (see the
    /// protocol's summary), which for a delegate without them is WebKit's default menu.
    func webView(
        _ webView: WebView, contextMenuConfigurationForElement elementInfo: ContextMenuElementInfo,
        completionHandler: @escaping (ContextMenuConfiguration?) -> Void)

    /// The menu for `elementInfo` is about to show (`webView(_:contextMenuWillPresentForElement:)`).
    /// Default: nothing.
    func webView(_ webView: WebView, contextMenuWillPresentForElement elementInfo: ContextMenuElementInfo)

    /// The menu's preview was tapped (`webView(_:contextMenuForElement:willCommitWithAnimator:)`): show
    /// the preview in your app, usually in `animator.addCompletion`. Asked for your own configurations
    /// only: WebKit's default menu opens the link in Safari, and an iOS 10–12 preview goes to
    /// `commitPreviewingViewController`. Default: nothing (the menu just goes away).
    func webView(
        _ webView: WebView, contextMenuForElement elementInfo: ContextMenuElementInfo,
        willCommitWithAnimator animator: any ContextMenuInteractionCommitAnimating)

    /// The menu for `elementInfo` went away, whatever ended it (`webView(_:contextMenuDidEndForElement:)`),
    /// after its closing animation and before a chosen action's handler runs. Default: nothing.
    func webView(_ webView: WebView, contextMenuDidEndForElement elementInfo: ContextMenuElementInfo)
}

extension WebViewUIDelegate {
    /// Default: true.
    public func webView(_ webView: WebView, shouldPreviewElement elementInfo: PreviewElementInfo) -> Bool {
        true
    }

    /// Default: nil (the default peek).
    public func webView(
        _ webView: WebView, previewingViewControllerForElement elementInfo: PreviewElementInfo,
        defaultActions previewActions: [any WebPreviewActionItem]
    ) -> ViewController? {
        nil
    }

    /// Default: nothing.
    public func webView(
        _ webView: WebView, commitPreviewingViewController previewingViewController: ViewController
    ) {}

    /// Default: the iOS 10–12 methods' answer as a menu (`shouldPreviewElement`,
    /// `previewingViewControllerForElement`); with their defaults, WebKit's default menu.
    public func webView(
        _ webView: WebView, contextMenuConfigurationForElement elementInfo: ContextMenuElementInfo,
        completionHandler: @escaping (ContextMenuConfiguration?) -> Void
    ) {
        completionHandler(webView.linkContextMenus.legacyConfiguration(for: elementInfo))
    }

    /// Default: nothing.
    public func webView(
        _ webView: WebView, contextMenuWillPresentForElement elementInfo: ContextMenuElementInfo
    ) {}

    /// Default: nothing.
    public func webView(
        _ webView: WebView, contextMenuForElement elementInfo: ContextMenuElementInfo,
        willCommitWithAnimator animator: any ContextMenuInteractionCommitAnimating
    ) {}

    /// Default: nothing.
    public func webView(_ webView: WebView, contextMenuDidEndForElement elementInfo: ContextMenuElementInfo) {
    }
}
