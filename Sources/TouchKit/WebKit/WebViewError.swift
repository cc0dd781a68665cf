public import Foundation

/// Why a web view's navigation failed: what `WebViewNavigationDelegate.webView(_:didFail:withError:)`
/// receives (TouchKit's; WebKit reports `NSURLError` and `WKError` codes instead).
public enum WebViewError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case fileNotFound(URL)
    /// The file lies outside the folder the web view may read (`loadFileURL(_:allowingReadAccessTo:)`).
    case outsideReadAccess(URL, folder: URL)
    /// The file is larger than `WebPage.maximumFileSize`.
    case fileTooLarge(URL, bytes: Int)
    /// The page is on the internet, which the simulator does not reach; the web view shows a page
    /// saying so. Ship a page for the URL with `WebView.setOfflinePage(_:for:)` to show it instead.
    case pageUnavailableInSimulator(URL)
    /// Only http, https, file and about:blank URLs load.
    case unsupportedScheme(URL)

    /// Says what failed, where, and what to do.
    public var description: String {
        switch self {
        case .fileNotFound(let url):
            "The web view cannot load '\(url.path)': no such file. Check the path, and that the page "
                + "ships with the app."
        case .outsideReadAccess(let url, let folder):
            "The web view cannot load '\(url.path)': it is outside '\(folder.path)', the folder it may read. "
                + "Use loadFileURL(_:allowingReadAccessTo:) with a folder that contains it."
        case .fileTooLarge(let url, let bytes):
            "The web view cannot load '\(url.path)': \(bytes) bytes is more than the "
                + "\(WebPage.maximumFileSize) a page may have."
        case .pageUnavailableInSimulator(let url):
            "'\(url.absoluteString)' is not available in the simulator, which does not reach the internet. "
                + "Ship a page for it with WebView.setOfflinePage(_:for:)."
        case .unsupportedScheme(let url):
            "The web view cannot load '\(url.absoluteString)': only http, https, file and about:blank URLs "
                + "load."
        }
    }
}
