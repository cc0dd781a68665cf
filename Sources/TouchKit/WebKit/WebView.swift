public import Foundation

/// A view that shows a web page, as WebKit's `WKWebView`, with link previews (peek and pop) on iOS
/// 9–12's terms.
///
/// Load a page with `loadHTMLString(_:baseURL:)`, `loadFileURL(_:allowingReadAccessTo:)` or
/// `load(_:)` (a file inside the app's folder, or an http(s) URL); follow it with `url`, `title`,
/// `canGoBack`, `goBack()` and `reload()`; decide and hear navigations with `navigationDelegate`, and
/// shape link previews with `uiDelegate`.
///
/// **The page is the renderer's.** TouchKit keeps the document (`page`), the navigation history and the
/// previewing rules; the page itself is laid out and drawn by the renderer — in the simulator, a real
/// browser frame. The renderer reports the element under a finger (`reportElement(_:)`) and the page's
/// size (`reportPageSize(_:)`), as WebKit's web process answers its UI process. The simulator cannot
/// reach the internet: an http(s) URL shows a page saying it is not available, unless the app ships a
/// page for it (`setOfflinePage(_:for:)`).
///
/// **Link previews.** With `allowsLinkPreview` (by default true from iOS 10, false on iOS 9, as in
/// WebKit: read from the device's `DeviceServices.systemVersion`), a force press on a link hints
/// (the link's rectangle stays sharp), peeks, and pops. The default peek is a `SafariViewController`
/// of the link with the actions Open, Add to Reading List (http(s) links), Copy and Share; the default
/// pop opens the link in Safari. A press on anything but a link — or with previews off, or when
/// `uiDelegate` declines — is an ordinary touch: a tap on a link follows it. Dragging the page scrolls
/// it (`scrollView`), and a scroll beats a press that has not hinted, as in any scroll view.
@MainActor
open class WebView: View {
    /// The page's scroll view (`scrollView`): its content size is the page's reported size, and its
    /// offset is where the renderer scrolls the page. Differs: its `contentInsetAdjustmentBehavior`
    /// starts as `.never` (the browser's page scrolls from its top; a web view under a bar is not
    /// inset by it).
    public let scrollView = ScrollView()
    /// Decides and hears navigations (`navigationDelegate`); held weakly, as in WebKit.
    public weak var navigationDelegate: (any WebViewNavigationDelegate)?
    /// Shapes link previews (`uiDelegate`); held weakly, as in WebKit.
    public weak var uiDelegate: (any WebViewUIDelegate)?

    /// The page's URL (`url`): the loaded file's or http(s) URL, the base URL of an HTML string
    /// (`about:blank` without one); nil before anything loaded.
    public internal(set) var url: URL?
    /// The page's `<title>` (`title`); nil when it has none.
    public internal(set) var title: String?
    /// The document shown, as the renderer needs it (TouchKit's addition).
    public internal(set) var page: WebPage = .blank {
        didSet { invalidateRender() }
    }
    /// Counts the pages shown: each committed navigation, reload included, adds one, so a renderer can
    /// tell a reload of the same page from no change (TouchKit's addition).
    public internal(set) var pageGeneration = 0
    /// Whether a navigation waits for its policy decision (`isLoading`).
    public var isLoading: Bool { pendingNavigation != nil }
    /// Whether there is a page to go back to (`canGoBack`).
    public var canGoBack: Bool { !backList.isEmpty }
    /// The element the renderer last reported under a finger (TouchKit's addition).
    public internal(set) var elementReport: WebElementReport?

    var allowsLinkPreviewStorage: Bool?
    var backList: [HistoryEntry] = []
    var currentEntry: HistoryEntry?
    var pendingNavigation: Navigation?
    var offlinePages: [URL: URL] = [:]
    let linkPreviewing = WebViewLinkPreviewing()
    /// The links' context menus (iOS 13 and later).
    let linkContextMenus = WebViewLinkContextMenus()
    var previewingContext: PreviewingContext?
    let linkTapRecognizer = TapGestureRecognizer()

    /// A page in the history.
    struct HistoryEntry {
        var request: URLRequest
        var page: WebPage
        var url: URL?
        var title: String?
    }

    /// Creates a web view (`WKWebView(frame:configuration:)` without a configuration).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUpWebView()
    }

    /// Creates a web view from an archive (`init?(coder:)`, as `WKWebView` in a storyboard).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpWebView()
    }

    private func setUpWebView() {
        clipsToBounds = true
        backgroundColor = .white
        scrollView.frame = bounds
        scrollView.contentInsetAdjustmentBehavior = .never
        addSubview(scrollView)
        linkTapRecognizer.name = "web view link"
        linkTapRecognizer.addAction { recognizer in
            guard recognizer.state == .ended, let webView = recognizer.view as? WebView else { return }
            webView.followLink(at: recognizer.location(in: webView))
        }
        addGestureRecognizer(linkTapRecognizer)
        linkPreviewing.webView = self
        let context = PreviewingContext(delegate: linkPreviewing, webView: self)
        previewingContext = context
        addGestureRecognizer(context.recognizer)
        linkContextMenus.install(on: self)
    }

    /// Whether a force press on a link previews it (`allowsLinkPreview`). Unless set, WebKit's default
    /// for the device's iOS version: false on iOS 9, true from iOS 10 (`DeviceServices.systemVersion`
    /// of the app this view belongs to; true outside any app).
    public var allowsLinkPreview: Bool {
        get { allowsLinkPreviewStorage ?? Self.defaultAllowsLinkPreview(services: services) }
        set { allowsLinkPreviewStorage = newValue }
    }

    /// WebKit's default for `allowsLinkPreview` on a device with `services` (iOS 10 and later: true).
    static func defaultAllowsLinkPreview(services: DeviceServices?) -> Bool {
        guard let version = services?.systemVersion else { return true }
        return version.majorVersion >= 10
    }

    /// The services of the app this view belongs to (its window's, else the app running now).
    var services: DeviceServices? {
        window?.application?.services ?? Application.current?.services
    }

    /// The renderer reports the element under a finger that is going down (TouchKit's addition): the
    /// press that starts there previews or follows it. Nil forgets the last report.
    public func reportElement(_ report: WebElementReport?) {
        elementReport = report
    }

    /// The renderer reports the page's size, in points (TouchKit's addition): the scroll view's content
    /// size becomes it (at least the view's size).
    public func reportPageSize(_ size: CGSize) {
        let width = size.width.isFinite ? max(size.width, bounds.width) : bounds.width
        let height = size.height.isFinite ? max(size.height, bounds.height) : bounds.height
        scrollView.contentSize = CGSize(width: width, height: height)
    }

    /// Draws as a web view: the renderer shows the page (TouchKit's).
    open override var renderKind: RenderNode.Kind { .webView }

    /// The page, its path, and the scroll offset (`RenderWebPage`).
    open override func renderContent(into attributes: inout RenderAttributes) {
        attributes.web = RenderWebPage(
            generation: pageGeneration, document: page.documentPath, scroll: scrollView.contentOffset)
    }

    /// Lays the scroll view over the whole view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        scrollView.contentSize = CGSize(
            width: max(scrollView.contentSize.width, bounds.width),
            height: max(scrollView.contentSize.height, bounds.height))
    }
}
