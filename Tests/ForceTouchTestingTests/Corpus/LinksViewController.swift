import SafariServices
import UIKit
import WebKit

/// Corpus: a WKWebView whose links get context menus as iOS 13 code writes them
/// (`webView(_:contextMenuConfigurationForElement:completionHandler:)` and its three companions, marked
/// `@available(iOS 13.0, *)`), with its WebKit and SafariServices imports as on iOS. Apple's links get
/// the app's own menu and preview; every other link gets WebKit's default menu (nil).
class LinksViewController: UIViewController, WKUIDelegate {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    private(set) var log: [String] = []
    var saved: [URL] = []

    override func loadView() {
        webView.uiDelegate = self
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Links"
        webView.loadHTMLString(
            "<title>Links</title><a href=\"https://www.apple.com/\">Apple</a> "
                + "<a href=\"https://www.swift.org/\">Swift</a>", baseURL: nil)
    }

    @available(iOS 13.0, *)
    func webView(
        _ webView: WKWebView, contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
        completionHandler: @escaping (UIContextMenuConfiguration?) -> Void
    ) {
        log.append("configuration \(elementInfo.linkURL?.host ?? "?")")
        guard let url = elementInfo.linkURL, url.host == "www.apple.com" else {
            completionHandler(nil)
            return
        }
        let configuration = UIContextMenuConfiguration(
            identifier: url as NSURL,
            previewProvider: { SFSafariViewController(url: url) },
            actionProvider: { [weak self] suggestedActions in
                let save = UIAction(title: "Save for Later", image: UIImage(systemName: "bookmark")) { _ in
                    self?.saved.append(url)
                }
                let copy = UIAction(title: "Copy Link", image: UIImage(systemName: "doc.on.doc")) { _ in
                    UIPasteboard.general.url = url
                }
                return UIMenu(title: url.absoluteString, children: [save, copy])
            })
        completionHandler(configuration)
    }

    @available(iOS 13.0, *)
    func webView(_ webView: WKWebView, contextMenuWillPresentForElement elementInfo: WKContextMenuElementInfo)
    {
        log.append("willPresent")
    }

    @available(iOS 13.0, *)
    func webView(
        _ webView: WKWebView, contextMenuForElement elementInfo: WKContextMenuElementInfo,
        willCommitWithAnimator animator: UIContextMenuInteractionCommitAnimating
    ) {
        log.append("willCommit")
        guard let url = elementInfo.linkURL else { return }
        animator.addCompletion { [weak self] in
            self?.navigationController?.pushViewController(SFSafariViewController(url: url), animated: true)
        }
    }

    @available(iOS 13.0, *)
    func webView(_ webView: WKWebView, contextMenuDidEndForElement elementInfo: WKContextMenuElementInfo) {
        log.append("didEnd")
    }
}

/// Corpus: the links app's delegate.
class LinksAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: LinksViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
