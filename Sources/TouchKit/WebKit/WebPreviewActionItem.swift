/// A row under a web view's link peek that WebKit made, as `WKPreviewActionItem`: a
/// `PreviewActionItem` with an identifier saying which default action it is.
///
/// `WebViewUIDelegate.webView(_:previewingViewControllerForElement:defaultActions:)` receives the
/// default actions (Open, Add to Reading List, Copy, Share); a custom preview controller may list some
/// of them in its own `previewActionItems`, where they keep working on the pressed link.
@MainActor
public protocol WebPreviewActionItem: PreviewActionItem {
    /// Which default action this is (`identifier`): one of `WebPreviewActionItemIdentifier`'s values.
    var identifier: String { get }
}

/// The identifiers of a link peek's default actions (`WKPreviewActionItemIdentifierOpen` and the
/// others); their values equal WebKit's constants' names, as in WebKit.
public enum WebPreviewActionItemIdentifier {
    /// Open the link in Safari (`WKPreviewActionItemIdentifierOpen`).
    public static let open = "WKPreviewActionItemIdentifierOpen"
    /// Save the link to Safari's reading list (`WKPreviewActionItemIdentifierAddToReadingList`);
    /// offered for http(s) links only, as `ReadingList.supportsURL(_:)` allows.
    public static let addToReadingList = "WKPreviewActionItemIdentifierAddToReadingList"
    /// Put the link on the pasteboard (`WKPreviewActionItemIdentifierCopy`).
    public static let copy = "WKPreviewActionItemIdentifierCopy"
    /// Show the share sheet for the link (`WKPreviewActionItemIdentifierShare`).
    public static let share = "WKPreviewActionItemIdentifierShare"
}

/// A default action of a link peek: a `PreviewAction` (so the presentation draws and runs it like any
/// other) that carries its identifier.
@MainActor
final class WebPreviewAction: PreviewAction, WebPreviewActionItem {
    let identifier: String

    init(
        identifier: String, title: String,
        handler: @escaping @MainActor (PreviewAction, ViewController) -> Void
    ) {
        self.identifier = identifier
        super.init(title: title, style: .default, handler: handler)
    }
}
