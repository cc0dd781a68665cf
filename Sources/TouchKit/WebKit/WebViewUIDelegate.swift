/// Shapes a web view's link previews, as WebKit's `WKUIDelegate` previewing methods (iOS 10–12).
/// Every method defaults to WebKit's behaviour without a delegate.
///
/// With `WebView.allowsLinkPreview` on, a press on a link asks `shouldPreviewElement` at the hint;
/// then `previewingViewControllerForElement` may supply the peek (nil: the default peek, a
/// `SafariViewController` of the link with the default actions); when the press pops, a custom
/// controller goes to `commitPreviewingViewController` (show it in your app), and the default one opens
/// the link in Safari. WebKit's other `WKUIDelegate` methods (alerts, new windows) are absent.
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
}
