import Foundation
import TouchKit

/// A folder of real HTML pages for the web view tests, removed when the value goes away.
final class WebPages {
    let folder: URL
    /// A file beside the folder, outside it.
    let outside: URL

    init() throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("webview-tests-\(UUID().uuidString)")
        folder = base.appendingPathComponent("Pages")
        outside = base.appendingPathComponent("secret.html")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("more"), withIntermediateDirectories: true)
        try write(
            "article.html",
            "<html><head><title>The  Article &amp; More</title></head><body>"
                + "<a href=\"next.html\">Next</a> <a href=\"https://example.com/story\">Story</a></body></html>"
        )
        try write("next.html", "<title>Next Page</title><p>Next</p>")
        try write("more/deep.html", "<TITLE>Deep</TITLE>")
        try write("offline.html", "<title>Shipped Story</title>")
        try "<title>Secret</title>".write(to: outside, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    private func write(_ name: String, _ html: String) throws {
        try html.write(to: url(name), atomically: true, encoding: .utf8)
    }
}

/// A controller whose view is a web view filling it.
@MainActor
final class WebPageController: ViewController {
    let webView = WebView()

    override func loadView() {
        webView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        view = webView
    }
}

/// Records every navigation and previewing delegate call, and answers as told.
@MainActor
final class WebDelegateRecorder: WebViewNavigationDelegate, WebViewUIDelegate {
    var calls: [String] = []
    var policy: NavigationActionPolicy? = .allow
    var pendingDecision: ((NavigationActionPolicy) -> Void)?
    var shouldPreview = true
    var makePreview: ((PreviewElementInfo, [any WebPreviewActionItem]) -> ViewController?)?
    var defaultActions: [any WebPreviewActionItem] = []
    var committed: [ViewController] = []
    var errors: [WebViewError] = []

    func webView(
        _ webView: WebView, decidePolicyFor navigationAction: NavigationAction,
        decisionHandler: @escaping (NavigationActionPolicy) -> Void
    ) {
        calls.append("decide \(navigationAction.navigationType) \(Self.name(navigationAction.request.url))")
        if let policy {
            decisionHandler(policy)
        } else {
            pendingDecision = decisionHandler
        }
    }

    func webView(_ webView: WebView, didFinish navigation: Navigation!) {
        calls.append("finish \(Self.name(navigation.request.url))")
    }

    func webView(_ webView: WebView, didFail navigation: Navigation!, withError error: any Error) {
        calls.append("fail \(Self.name(navigation.request.url))")
        if let error = error as? WebViewError { errors.append(error) }
    }

    func webView(_ webView: WebView, shouldPreviewElement elementInfo: PreviewElementInfo) -> Bool {
        calls.append("should preview \(Self.name(elementInfo.linkURL))")
        return shouldPreview
    }

    func webView(
        _ webView: WebView, previewingViewControllerForElement elementInfo: PreviewElementInfo,
        defaultActions previewActions: [any WebPreviewActionItem]
    ) -> ViewController? {
        calls.append("preview controller \(Self.name(elementInfo.linkURL))")
        defaultActions = previewActions
        return makePreview?(elementInfo, previewActions)
    }

    func webView(_ webView: WebView, commitPreviewingViewController previewingViewController: ViewController)
    {
        calls.append("commit \(previewingViewController.title ?? "?")")
        committed.append(previewingViewController)
    }

    /// A URL's last path component, or the whole address for web URLs.
    static func name(_ url: URL?) -> String {
        guard let url else { return "nil" }
        return url.isFileURL ? url.lastPathComponent : url.absoluteString
    }
}

/// An app (a navigation controller over a `WebPageController`) running on a host whose services record
/// the URLs opened, on a device of iOS `systemMajor`.
@MainActor
final class WebApp {
    let host: ApplicationHost
    let services: DeviceServices
    let navigation: NavigationController
    let page: WebPageController
    var opened: [URL] = []
    /// The pages the app shows, kept as long as the app (their folder goes with them).
    var pages: WebPages?

    init(systemMajor: Int = 12) {
        services = DeviceServices(
            systemVersion: OperatingSystemVersion(majorVersion: systemMajor, minorVersion: 0, patchVersion: 0)
        )
        let configuration = ApplicationConfiguration(
            bundleIdentifier: "com.example.web", displayName: "Web", makeDelegate: { WebAppDelegate() },
            makeRootViewController: { NavigationController(rootViewController: WebPageController()) })
        host = ApplicationHost(
            configuration: configuration, clock: ManualClock(), store: MemoryShortcutItemStore(),
            services: services)
        host.open()
        navigation = host.application!.keyWindow!.rootViewController as! NavigationController
        page = navigation.viewControllers[0] as! WebPageController
        services.urlOpener = { [unowned self] url in
            self.opened.append(url)
            return true
        }
    }

    var window: Window {
        let window = host.application!.keyWindow!
        window.layoutIfNeeded()
        return window
    }
    var webView: WebView { page.webView }

    /// The window point of `point` in the web view.
    func windowPoint(_ point: CGPoint) -> (CGFloat, CGFloat) {
        let converted = webView.convert(point, to: nil)
        return (converted.x, converted.y)
    }
}

/// An app delegate that does nothing.
@MainActor
final class WebAppDelegate: ApplicationDelegate {}
