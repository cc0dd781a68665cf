import Foundation
public import TouchKit

/// Reader's iOS 13 ui delegate: each link's context menu, in place of the seed's peek and pop.
///
/// In "Peek: Safari" mode it answers nil, so WebKit shows its default menu (the linked page as the
/// preview; Open Link, Add to Reading List, Copy Link, Share…; a tap on the preview opens Safari), as
/// the default peek did. In "Peek: Reader" mode the menu is Reader's: `ArticlePreviewController` as the
/// preview, "Open in Reader" with WebKit's Copy Link and Share… (the suggested actions) as the items,
/// and a tap on the preview pushes the link onto Reader's stack, as the pop did.
@MainActor
public final class ArticleContextMenus: WebViewUIDelegate {
    private weak var article: ArticleViewController?

    /// The menus of `article`'s web view.
    init(article: ArticleViewController) {
        self.article = article
    }

    /// Safari mode: nil (WebKit's default menu). Reader mode: Reader's preview and actions.
    public func webView(
        _ webView: WebView, contextMenuConfigurationForElement elementInfo: ContextMenuElementInfo,
        completionHandler: @escaping (ContextMenuConfiguration?) -> Void
    ) {
        guard let article, article.usesOwnPreview, let link = elementInfo.linkURL else {
            completionHandler(nil)
            return
        }
        let configuration = ContextMenuConfiguration(
            identifier: link.absoluteString as NSString,
            previewProvider: { [weak article] in
                article.map { ArticlePreviewController(link: link, article: $0, defaultActions: []) }
            },
            actionProvider: { [weak article] suggestedActions in
                let open = Action(title: "Open in Reader") { _ in article?.open(link) }
                let kept = suggestedActions.filter { element in
                    guard let action = element as? Action else { return false }
                    return action.identifier.rawValue == WebPreviewActionItemIdentifier.copy
                        || action.identifier.rawValue == WebPreviewActionItemIdentifier.share
                }
                return Menu(children: [open] + kept)
            })
        completionHandler(configuration)
    }

    /// Reader's preview was tapped: the link goes onto Reader's stack once the menu has gone.
    public func webView(
        _ webView: WebView, contextMenuForElement elementInfo: ContextMenuElementInfo,
        willCommitWithAnimator animator: any ContextMenuInteractionCommitAnimating
    ) {
        guard let link = elementInfo.linkURL else { return }
        animator.addCompletion { [weak article] in article?.open(link) }
    }
}
