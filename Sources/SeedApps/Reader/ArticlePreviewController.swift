public import Foundation
public import TouchKit

/// Reader's own peek of a link (the "Reader" peek mode): the linked page in a web view, with Reader's
/// action "Open in Reader" and the default Copy and Share actions WebKit handed over.
@MainActor
public final class ArticlePreviewController: ViewController {
    /// The previewed link.
    public let link: URL
    /// The web view showing it.
    public let webView = WebView()
    private weak var article: ArticleViewController?
    private let defaultActions: [any WebPreviewActionItem]

    init(link: URL, article: ArticleViewController, defaultActions: [any WebPreviewActionItem]) {
        self.link = link
        self.article = article
        self.defaultActions = defaultActions
        super.init()
        title = link.isFileURL ? link.lastPathComponent : (link.host ?? link.absoluteString)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    /// The web view is the view.
    public override func loadView() {
        view = webView
    }

    /// Loads the link (Reader's pages readable, its offline page for its own address).
    public override func viewDidLoad() {
        super.viewDidLoad()
        webView.allowsLinkPreview = false
        webView.setOfflinePage(Reader.pagesFolder.appendingPathComponent("about.html"), for: Reader.aboutURL)
        if link.isFileURL {
            webView.loadFileURL(link, allowingReadAccessTo: Reader.pagesFolder)
        } else {
            webView.load(URLRequest(url: link))
        }
    }

    /// "Open in Reader" (pushes the link onto Reader's stack), then the default Copy and Share.
    public override var previewActionItems: [any PreviewActionItem] {
        let link = self.link
        let open = PreviewAction(title: "Open in Reader") { [weak article] _, _ in article?.open(link) }
        return [open] + defaultActions
    }
}
