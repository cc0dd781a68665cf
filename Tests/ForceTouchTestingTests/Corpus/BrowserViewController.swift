import SafariServices
import UIKit
import WebKit

/// Corpus: a WKWebView with link previews as iOS 10–12 code wrote it, with its WebKit and
/// SafariServices imports as on iOS. Its own peek keeps WebKit's
/// Copy action and commits into the navigation stack as an in-app Safari view.
class BrowserViewController: UIViewController, WKNavigationDelegate, WKUIDelegate {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    var finished: [String] = []
    var decided: [WKNavigationType] = []
    var committed: [URL] = []

    override func loadView() {
        webView.navigationDelegate = self
        webView.uiDelegate = self
        webView.allowsLinkPreview = true
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.loadHTMLString(
            "<title>Corpus</title><a href=\"https://www.apple.com/\">Apple</a>", baseURL: nil)
    }

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        decided.append(navigationAction.navigationType)
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        finished.append(webView.title ?? "")
    }

    func webView(_ webView: WKWebView, shouldPreviewElement elementInfo: WKPreviewElementInfo) -> Bool {
        elementInfo.linkURL?.host == "www.apple.com"
    }

    func webView(
        _ webView: WKWebView, previewingViewControllerForElement elementInfo: WKPreviewElementInfo,
        defaultActions previewActions: [WKPreviewActionItem]
    ) -> UIViewController? {
        guard let url = elementInfo.linkURL else { return nil }
        let copy = previewActions.filter { $0.identifier == WKPreviewActionItemIdentifierCopy }
        return LinkPreviewViewController(url: url, actions: copy)
    }

    func webView(
        _ webView: WKWebView, commitPreviewingViewController previewingViewController: UIViewController
    ) {
        guard let preview = previewingViewController as? LinkPreviewViewController else { return }
        committed.append(preview.url)
        navigationController?.pushViewController(SFSafariViewController(url: preview.url), animated: true)
    }
}

/// Corpus: the browser's own link peek, listing the actions it is given.
class LinkPreviewViewController: UIViewController {
    let url: URL
    let actions: [UIPreviewActionItem]

    init(url: URL, actions: [UIPreviewActionItem]) {
        self.url = url
        self.actions = actions
        super.init()
        title = url.host
    }
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var previewActionItems: [UIPreviewActionItem] { actions }
}

/// Corpus: the browser app's delegate.
class BrowserAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: BrowserViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
