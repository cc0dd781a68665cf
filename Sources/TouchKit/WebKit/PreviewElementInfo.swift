public import Foundation

/// What a web view's press is on, as WebKit's `WKPreviewElementInfo`: handed to
/// `WebViewUIDelegate` before a link is previewed.
///
/// Matches `linkURL`. Only links have a preview here (as in WebKit's default), so `linkURL` is set for
/// every element a delegate sees; it stays optional as in WebKit.
public final class PreviewElementInfo: Sendable {
    /// The pressed link's target, resolved against the page's URL (`linkURL`).
    public let linkURL: URL?

    /// Creates element information (WebKit makes these itself; tests and ports may too).
    public init(linkURL: URL?) {
        self.linkURL = linkURL
    }
}
