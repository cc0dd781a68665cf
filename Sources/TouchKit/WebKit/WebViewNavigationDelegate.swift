public import Foundation

/// Decides and hears a web view's navigations, as WebKit's `WKNavigationDelegate`. Every method
/// defaults to what WebKit does without a delegate.
///
/// For each navigation: `decidePolicyFor` (the page changes only after the decision handler gets
/// `.allow`; the handler may be called later, and only its first call counts), then `didFinish` once
/// the page is in place, or `didFail` when it could not be. Unlike WebKit, whose loading is
/// asynchronous, TouchKit loads the page as soon as the decision arrives: with a delegate that decides
/// at once, every call happens before the load method returns. The navigation parameters are
/// implicitly unwrapped as in WebKit's Swift interface, so a WebKit delegate's methods match exactly
/// (they are never nil here).
@MainActor
public protocol WebViewNavigationDelegate: AnyObject {
    /// Whether to load what `navigationAction` asks for
    /// (`webView(_:decidePolicyFor:decisionHandler:)`): call `decisionHandler` once, now or later, on the
    /// main actor (as WebKit requires its main thread). The handler's type is iOS 12's
    /// `(WKNavigationActionPolicy) -> Void`, so WebKit-era delegates match it exactly. Default: `.allow`.
    func webView(
        _ webView: WebView, decidePolicyFor navigationAction: NavigationAction,
        decisionHandler: @escaping (NavigationActionPolicy) -> Void)
    /// The page of `navigation` is shown (`webView(_:didFinish:)`). Default: nothing.
    func webView(_ webView: WebView, didFinish navigation: Navigation!)
    /// `navigation` failed (`webView(_:didFail:withError:)`): the error is a `WebViewError` saying
    /// why. TouchKit reports every failure here, including those WebKit reports to
    /// `didFailProvisionalNavigation` (a missing file, a file outside the readable folder). Default:
    /// nothing.
    func webView(_ webView: WebView, didFail navigation: Navigation!, withError error: any Error)
}

extension WebViewNavigationDelegate {
    /// Default: allows every navigation.
    public func webView(
        _ webView: WebView, decidePolicyFor navigationAction: NavigationAction,
        decisionHandler: @escaping (NavigationActionPolicy) -> Void
    ) {
        decisionHandler(.allow)
    }

    /// Default: nothing.
    public func webView(_ webView: WebView, didFinish navigation: Navigation!) {}

    /// Default: nothing.
    public func webView(_ webView: WebView, didFail navigation: Navigation!, withError error: any Error) {}
}
