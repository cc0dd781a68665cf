import Foundation
import TouchKit

/// Safari's one browser page: a web view under the navigation bar, titled with the page's title.
@MainActor
final class SafariBrowserViewController: ViewController, WebViewNavigationDelegate {
    let webView = WebView()

    override init() {
        super.init()
        title = "Safari"
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system screen is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = webView
        webView.navigationDelegate = self
        webView.accessibilityLabel = "Safari page"
    }

    /// Shows `url`: a file with its folder readable, anything else as a web view loads it.
    func open(_ url: URL) {
        loadViewIfNeeded()
        if url.isFileURL {
            webView.loadFileURL(url, allowingReadAccessTo: url.deletingLastPathComponent())
        } else {
            webView.load(URLRequest(url: url))
        }
    }

    func webView(_ webView: WebView, didFinish navigation: Navigation!) {
        title = webView.title ?? webView.url?.lastPathComponent
    }

    func webView(_ webView: WebView, didFail navigation: Navigation!, withError error: any Error) {
        title = webView.title ?? "Safari"
    }
}
