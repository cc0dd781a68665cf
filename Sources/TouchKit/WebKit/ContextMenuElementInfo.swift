public import Foundation

/// What a web view's context menu is for, as WebKit's `WKContextMenuElementInfo` (iOS 13): handed to
/// `WebViewUIDelegate`'s context-menu methods.
///
/// Matches `linkURL`. Only links have a menu here (as in WebKit's default for pages without images),
/// so `linkURL` is set for every element a delegate sees; it stays optional as in WebKit. One element
/// info lives for one menu: every call about that menu gets the same object.
public final class ContextMenuElementInfo: Sendable {
    /// The pressed link's target, resolved against the page's URL (`linkURL`).
    public let linkURL: URL?

    /// Creates element information (WebKit makes these itself; tests and ports may too).
    public init(linkURL: URL?) {
        self.linkURL = linkURL
    }
}
