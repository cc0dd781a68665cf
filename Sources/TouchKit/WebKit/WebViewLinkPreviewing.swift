import Foundation

/// A web view's own previewing delegate: WebKit's link preview rules over TouchKit's peek and pop.
///
/// At the hint: previews off, or no link under the finger, or `shouldPreviewElement` false → nil (an
/// ordinary touch). Otherwise the ui delegate's controller, else the default `SafariViewController`
/// with the default actions; the link's rectangle stays sharp. At the pop: a custom controller goes to
/// `commitPreviewingViewController`, the default one opens the link in Safari.
@MainActor
final class WebViewLinkPreviewing: PreviewingDelegate {
    weak var webView: WebView?
    /// The preview under way: its controller, whether it is the default one, and the link.
    private var current: (controller: ObjectIdentifier, isDefault: Bool, url: URL)?

    func previewingContext(
        _ previewingContext: PreviewingContext, viewControllerForLocation location: CGPoint
    )
        -> ViewController?
    {
        current = nil
        guard let webView, !webView.usesLinkContextMenus, webView.allowsLinkPreview,
            let link = webView.link(at: location)
        else {
            return nil
        }
        let info = PreviewElementInfo(linkURL: link.url)
        if let uiDelegate = webView.uiDelegate, !uiDelegate.webView(webView, shouldPreviewElement: info) {
            return nil
        }
        let actions = webView.defaultPreviewActions(for: link.url)
        let controller: ViewController
        let isDefault: Bool
        if let custom = webView.uiDelegate?.webView(
            webView, previewingViewControllerForElement: info, defaultActions: actions)
        {
            controller = custom
            isDefault = false
        } else {
            let safari = SafariViewController(
                url: link.url, readAccess: webView.page.readAccessFolder, offlinePages: webView.offlinePages)
            safari.linkPreviewActions = actions
            controller = safari
            isDefault = true
        }
        previewingContext.sourceRect = link.rect
        previewingContext.previewLinkURL = link.url
        current = (ObjectIdentifier(controller), isDefault, link.url)
        return controller
    }

    func previewingContext(
        _ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController
    ) {
        guard let webView, let current, current.controller == ObjectIdentifier(viewControllerToCommit) else {
            return
        }
        self.current = nil
        if current.isDefault {
            webView.openInSafari(current.url)
        } else {
            webView.uiDelegate?.webView(webView, commitPreviewingViewController: viewControllerToCommit)
        }
    }
}

extension WebView {
    /// The default actions of a link's peek: Open, Add to Reading List (http(s) only, as
    /// `ReadingList.supportsURL(_:)` allows), Copy, Share.
    func defaultPreviewActions(for url: URL) -> [any WebPreviewActionItem] {
        var actions: [any WebPreviewActionItem] = [
            WebPreviewAction(identifier: WebPreviewActionItemIdentifier.open, title: "Open") {
                [weak self] _, _ in
                self?.openInSafari(url)
            }
        ]
        if ReadingList.supportsURL(url) {
            actions.append(
                WebPreviewAction(
                    identifier: WebPreviewActionItemIdentifier.addToReadingList, title: "Add to Reading List"
                ) { [weak self] _, _ in
                    self?.addToReadingList(url)
                })
        }
        actions.append(
            WebPreviewAction(identifier: WebPreviewActionItemIdentifier.copy, title: "Copy") {
                [weak self] _, _ in
                self?.services?.pasteboard.url = url
            })
        actions.append(
            WebPreviewAction(identifier: WebPreviewActionItemIdentifier.share, title: "Share") {
                [weak self] _, _ in
                self?.presentShareSheet(for: url)
            })
        return actions
    }

    /// Opens `url` in Safari (the default pop, and the Open action); a host without a device has no
    /// Safari, and the app's log says so.
    func openInSafari(_ url: URL) {
        guard let services, services.open(url) else {
            window?.application?.log("Safari is not available: '\(url.absoluteString)' was not opened.")
            return
        }
    }

    /// Saves `url` to the device's reading list (Add to Reading List); a failure goes to the app's log.
    func addToReadingList(_ url: URL) {
        do {
            try services?.readingList.addItem(with: url, title: nil)
        } catch {
            window?.application?.log("\(error)")
        }
    }

    /// The share sheet for a link (the Share action): an action sheet naming the link, offering Copy,
    /// Add to Reading List (http(s) links) and Cancel (ours: iOS's activity sheet has more).
    func presentShareSheet(for url: URL) {
        guard let presenter = enclosingViewController else { return }
        let sheet = AlertController(title: nil, message: url.absoluteString, preferredStyle: .actionSheet)
        sheet.addAction(
            AlertAction(title: "Copy", style: .default) { [weak self] _ in
                self?.services?.pasteboard.url = url
            })
        if ReadingList.supportsURL(url) {
            sheet.addAction(
                AlertAction(title: "Add to Reading List", style: .default) { [weak self] _ in
                    self?.addToReadingList(url)
                })
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: true)
    }
}
