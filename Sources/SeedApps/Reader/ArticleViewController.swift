public import Foundation
public import TouchKit

/// One of Reader's articles: a control bar (the link-preview switch and the peek mode) over a web view
/// showing the page. Its web view's delegates: the navigation delegate keeps "Continue Reading" on the
/// last article; the ui delegate supplies Reader's own preview in "Reader" mode and commits it by
/// pushing it onto the navigation stack.
///
/// On iOS 13 and later it takes the path apps written since 2019 take (`if #available(iOS 13, *)`):
/// the web view's ui delegate is `ArticleContextMenus`, whose
/// `webView(_:contextMenuConfigurationForElement:completionHandler:)` gives each link a context menu
/// (WebKit's default in "Safari" mode; Reader's preview with "Open in Reader", Copy Link and Share… in
/// "Reader" mode). On iOS 9–12 the ui delegate is the controller itself, and links peek and pop as the
/// seed wrote it.
@MainActor
public final class ArticleViewController: ViewController, WebViewNavigationDelegate, WebViewUIDelegate {
    /// The page shown first (a file among Reader's pages).
    public let page: URL
    /// The web view.
    public let webView = WebView()
    /// The switch for `allowsLinkPreview`.
    public let previewSwitch = Button(type: .system)
    /// The peek mode: Safari's default peek, or Reader's own.
    public let modeSwitch = Button(type: .system)
    let settings: ReaderSettings
    /// The iOS 13 ui delegate, while the device runs iOS 13 or later.
    public private(set) var contextMenus: ArticleContextMenus?

    /// An article showing `page`, with switches shared with the articles it opens.
    public convenience init(page: URL) {
        self.init(page: page, settings: ReaderSettings())
    }

    init(page: URL, settings: ReaderSettings) {
        self.page = page
        self.settings = settings
        super.init()
        title = "Reader"
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    /// The page among Reader's pages called `name` (a file name, no folders), if there is one.
    public static func page(named name: String) -> URL? {
        guard !name.isEmpty, !name.contains("/"), name != "..", name.hasSuffix(".html") else { return nil }
        let url = Reader.pagesFolder.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The bar and the web view, below the navigation bar (`edgesForExtendedLayout` is empty: the
    /// switches are placed from the view's top).
    public override func loadView() {
        edgesForExtendedLayout = []
        view = ArticleRootView(controller: self)
        view.backgroundColor = .white
        for button in [previewSwitch, modeSwitch] { view.addSubview(button) }
        view.addSubview(webView)
        previewSwitch.addAction(
            Action { [weak self] _ in self?.togglePreviews() }, for: .touchUpInside)
        modeSwitch.addAction(Action { [weak self] _ in self?.toggleMode() }, for: .touchUpInside)
    }

    /// Loads the page.
    public override func viewDidLoad() {
        super.viewDidLoad()
        webView.navigationDelegate = self
        if usesContextMenus {
            // iOS 13: the links' context menus replace peek and pop (`ArticleContextMenus`).
            let menus = ArticleContextMenus(article: self)
            contextMenus = menus
            webView.uiDelegate = menus
        } else {
            webView.uiDelegate = self
        }
        webView.setOfflinePage(Reader.pagesFolder.appendingPathComponent("about.html"), for: Reader.aboutURL)
        webView.loadFileURL(page, allowingReadAccessTo: Reader.pagesFolder)
        applySettings()
    }

    /// The switches may have changed in another article.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applySettings()
    }

    /// Whether the device runs iOS 13 or later, the port's `#available(iOS 13, *)`: the version the
    /// app's device runs (`UIDevice.current.systemVersion`), iOS 12.4 before the app is running; always
    /// false for the app as published (`SeedApps.reader(adoptsContextMenus: false)`).
    public var usesContextMenus: Bool {
        guard settings.adoptsContextMenus else { return false }
        let application = Application.current ?? (isViewLoaded ? view.window?.application : nil)
        return (application?.services?.systemVersion.majorVersion ?? 12) >= 13
    }

    /// Whether links show Reader's own preview ("Peek: Reader") rather than Safari's.
    public var usesOwnPreview: Bool { settings.usesOwnPreview }

    func togglePreviews() {
        settings.allowsLinkPreview = !webView.allowsLinkPreview
        applySettings()
    }

    func toggleMode() {
        settings.usesOwnPreview.toggle()
        applySettings()
    }

    private func applySettings() {
        if let allows = settings.allowsLinkPreview { webView.allowsLinkPreview = allows }
        previewSwitch.setTitle("Link Previews: \(webView.allowsLinkPreview ? "On" : "Off")", for: .normal)
        modeSwitch.setTitle("Peek: \(settings.usesOwnPreview ? "Reader" : "Safari")", for: .normal)
    }

    func layout(in bounds: CGRect) {
        let half = bounds.width / 2
        previewSwitch.frame = CGRect(x: 0, y: 0, width: half, height: 44)
        modeSwitch.frame = CGRect(x: half, y: 0, width: bounds.width - half, height: 44)
        webView.frame = CGRect(x: 0, y: 44, width: bounds.width, height: max(0, bounds.height - 44))
    }

    // MARK: - WebViewNavigationDelegate

    /// The title follows the page; an article of Reader's becomes "Continue Reading".
    public func webView(_ webView: WebView, didFinish navigation: Navigation!) {
        title = webView.title ?? "Reader"
        guard let url = webView.url, url.isFileURL, let application = view.window?.application else { return }
        do {
            try application.setShortcutItems([Reader.continueReadingItem(page: url, title: webView.title)])
        } catch {
            application.reportRefusedShortcutItems(error)
        }
    }

    /// The title says the page is not there.
    public func webView(_ webView: WebView, didFail navigation: Navigation!, withError error: any Error) {
        title = webView.title ?? "Reader"
    }

    // MARK: - WebViewUIDelegate

    /// In "Reader" mode, Reader's own preview with its own action and the default Copy and Share.
    public func webView(
        _ webView: WebView, previewingViewControllerForElement elementInfo: PreviewElementInfo,
        defaultActions previewActions: [any WebPreviewActionItem]
    ) -> ViewController? {
        guard settings.usesOwnPreview, let link = elementInfo.linkURL else { return nil }
        let kept = previewActions.filter {
            $0.identifier == WebPreviewActionItemIdentifier.copy
                || $0.identifier == WebPreviewActionItemIdentifier.share
        }
        return ArticlePreviewController(link: link, article: self, defaultActions: kept)
    }

    /// Reader's preview popped: it goes onto the navigation stack.
    public func webView(
        _ webView: WebView, commitPreviewingViewController previewingViewController: ViewController
    ) {
        guard let preview = previewingViewController as? ArticlePreviewController else { return }
        open(preview.link)
    }

    /// Pushes `link`: one of Reader's pages as an article, anything else in an in-app Safari view.
    func open(_ link: URL) {
        if link.isFileURL {
            show(ArticleViewController(page: link, settings: settings), sender: self)
        } else {
            show(SafariViewController(url: link), sender: self)
        }
    }
}

/// Lays out an article's bar and web view.
@MainActor
final class ArticleRootView: View {
    private weak var controller: ArticleViewController?

    init(controller: ArticleViewController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this view is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layout(in: bounds)
    }
}
