public import Foundation

/// Safari inside an app, as SafariServices' `SFSafariViewController`: a bar naming the page's site
/// over a web view that shows it. Also the default peek of a `WebView`'s link.
///
/// Matches `init(url:)`. Differs: SafariServices accepts http(s) URLs only (others raise an exception);
/// here a file URL shows the file, which is what a web view's default peek of a link to one of the
/// app's pages needs. Pages on the internet show the simulator's "not available" page, as in any web
/// view. The configuration, the delegate and the bar's colours are absent.
@MainActor
open class SafariViewController: ViewController {
    /// The page shown first (SafariServices has no such property; ours).
    public let initialURL: URL
    /// The web view showing the page (SafariServices hides it; ours, for tests).
    public let webView = WebView()
    /// The bar's text: the page's host, or its file name.
    let addressLabel = Label()
    /// The default actions when this controller is a web view's default peek.
    var linkPreviewActions: [any WebPreviewActionItem] = []
    private let readAccess: URL?
    private let offlinePages: [URL: URL]

    /// Height of the address bar (ours).
    static let barHeight: CGFloat = 44

    /// Shows `url` (`SFSafariViewController(url:)`).
    public convenience init(url: URL) {
        self.init(url: url, readAccess: nil, offlinePages: [:])
    }

    init(url: URL, readAccess: URL?, offlinePages: [URL: URL]) {
        initialURL = url
        self.readAccess = readAccess
        self.offlinePages = offlinePages
        super.init()
        title = Self.address(of: url)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): as `SFSafariViewController`, it needs a
    /// URL, which an archive does not give; make it with `init(url:)`.
    public required init?(coder: NSCoder) { nil }

    /// The bar over the web view.
    open override func loadView() {
        let root = SafariRootView(controller: self)
        root.backgroundColor = .white
        addressLabel.text = Self.address(of: initialURL)
        addressLabel.textAlignment = .center
        addressLabel.font = Font.systemFont(ofSize: 15)
        addressLabel.accessibilityLabel = "Address"
        root.addSubview(addressLabel)
        root.addSubview(webView)
        view = root
    }

    /// Loads the page.
    open override func viewDidLoad() {
        super.viewDidLoad()
        for (address, file) in offlinePages { webView.setOfflinePage(file, for: address) }
        if let readAccess, initialURL.isFileURL {
            webView.loadFileURL(initialURL, allowingReadAccessTo: readAccess)
        } else {
            webView.load(URLRequest(url: initialURL))
        }
    }

    /// The default actions of a link peek, when this is one; none otherwise.
    open override var previewActionItems: [any PreviewActionItem] { linkPreviewActions }

    /// What the bar shows for `url`: the host of a web address, the file name of a file.
    static func address(of url: URL) -> String {
        if url.isFileURL { return url.lastPathComponent }
        return url.host ?? url.absoluteString
    }

    func layout(in bounds: CGRect) {
        addressLabel.frame = CGRect(x: 8, y: 0, width: max(0, bounds.width - 16), height: Self.barHeight)
        webView.frame = CGRect(
            x: 0, y: Self.barHeight, width: bounds.width, height: max(0, bounds.height - Self.barHeight))
    }
}

/// Lays out a Safari view controller's bar and web view.
@MainActor
final class SafariRootView: View {
    private weak var controller: SafariViewController?

    init(controller: SafariViewController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layout(in: bounds)
    }
}
