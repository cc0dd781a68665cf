import Foundation

// A web view's link context menus (iOS 13 and later): its own context menu interaction, whose calls
// become `WebViewUIDelegate`'s `contextMenu…ForElement` calls, as WebKit's content view does it.

/// The web view's own context menu interaction over links, and the delegate that turns it into
/// `WebViewUIDelegate` calls (kept by the web view).
///
/// A press on a link asks the ui delegate for a configuration (no delegate, or nil: WebKit's default
/// menu; the protocol's default: the iOS 10–12 previewing methods' answer as a menu). Then, as the
/// menu shows, `contextMenuWillPresentForElement`; a tap on the preview commits as the menu's kind
/// says (yours: `willCommitWithAnimator`; WebKit's default: Safari; an iOS 10–12 peek:
/// `commitPreviewingViewController`); and when it goes, `contextMenuDidEndForElement`.
@MainActor
final class WebViewLinkContextMenus: ContextMenuInteractionDelegate {
    /// What a configuration stands for: the commit differs.
    enum Kind {
        /// The app's configuration: the app commits (`willCommitWithAnimator`).
        case app
        /// WebKit's default menu for the link: a tap on the preview opens it in Safari.
        case standard(URL)
        /// An iOS 10–12 peek controller as the preview: a tap commits it
        /// (`commitPreviewingViewController`).
        case legacy(ViewController)
    }

    /// The menu under way: its element, its link's rectangle and what its configuration is.
    private struct Current {
        let element: ContextMenuElementInfo
        let linkRect: CGRect
        let configuration: ContextMenuConfiguration
        let kind: Kind
    }

    private weak var webView: WebView?
    private(set) var interaction: ContextMenuInteraction?
    private var current: Current?
    /// The configurations the web view made during the request under way, with their kinds.
    private var made: [(configuration: ContextMenuConfiguration, kind: Kind)] = []

    /// Adds the interaction to `webView` (its delegate is this object, kept by the web view).
    func install(on webView: WebView) {
        self.webView = webView
        let interaction = ContextMenuInteraction(delegate: self)
        interaction.isSystemOwned = true
        interaction.suggestedActions = { [weak self] in self?.suggestedActions() ?? [] }
        self.interaction = interaction
        webView.addInteraction(interaction)
    }

    // MARK: The interaction's delegate

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? {
        current = nil
        guard let webView, webView.usesLinkContextMenus, webView.allowsLinkPreview,
            let link = webView.link(at: location)
        else { return nil }
        let element = ContextMenuElementInfo(linkURL: link.url)
        made = []
        defer { made = [] }
        var configuration: ContextMenuConfiguration?
        if let uiDelegate = webView.uiDelegate {
            let answer = HandlerAnswer()
            uiDelegate.webView(webView, contextMenuConfigurationForElement: element) {
                [weak webView] configuration in
                guard !answer.isAnswered else {
                    webView?.window?.application?.log(WebViewContextMenuMessages.calledTwice)
                    return
                }
                answer.isAnswered = true
                guard !answer.isLate else {
                    webView?.window?.application?.log(WebViewContextMenuMessages.calledLate)
                    return
                }
                answer.configuration = configuration
            }
            guard answer.isAnswered else {
                answer.isLate = true
                webView.window?.application?.log(WebViewContextMenuMessages.notCalled)
                return nil
            }
            configuration = answer.configuration ?? standardConfiguration(for: link.url, withPreview: true)
        } else {
            configuration = standardConfiguration(for: link.url, withPreview: true)
        }
        guard let configuration else { return nil }
        let kind = made.first { $0.configuration === configuration }?.kind ?? .app
        current = Current(element: element, linkRect: link.rect, configuration: configuration, kind: kind)
        return configuration
    }

    /// The link lifts: its rectangle stays sharp while the page blurs (the web view's own preview).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        linkPreview()
    }

    /// The menu shrinks back into the link.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        linkPreview()
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        guard let webView, let current, current.configuration === configuration else { return }
        webView.uiDelegate?.webView(webView, contextMenuWillPresentForElement: current.element)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        guard let webView, let current, current.configuration === configuration else { return }
        switch current.kind {
        case .app:
            webView.uiDelegate?.webView(
                webView, contextMenuForElement: current.element, willCommitWithAnimator: animator)
        case .standard(let url):
            animator.addCompletion { [weak webView] in webView?.openInSafari(url) }
        case .legacy(let controller):
            // WebKit commits during this call; here it waits until the preview has left the menu, so
            // that a push of the same controller does not race the menu's teardown (ours).
            animator.addCompletion { [weak webView] in
                guard let webView else { return }
                webView.uiDelegate?.webView(webView, commitPreviewingViewController: controller)
            }
        }
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        guard let current, current.configuration === configuration else { return }
        self.current = nil
        let didEnd: @MainActor () -> Void = { [weak webView] in
            guard let webView else { return }
            webView.uiDelegate?.webView(webView, contextMenuDidEndForElement: current.element)
        }
        if let animator { animator.addCompletion(didEnd) } else { didEnd() }
    }

    // MARK: WebKit's menus

    /// The iOS 10–12 methods' answer as a menu (the default of
    /// `webView(_:contextMenuConfigurationForElement:completionHandler:)`): `shouldPreviewElement` false
    /// gives the default menu without a preview; a controller from `previewingViewControllerForElement`
    /// is the preview, with its `previewActionItems` as the menu (the default actions when it lists
    /// none); otherwise WebKit's default menu.
    func legacyConfiguration(for element: ContextMenuElementInfo) -> ContextMenuConfiguration? {
        guard let webView, let url = element.linkURL else { return nil }
        let info = PreviewElementInfo(linkURL: url)
        guard let uiDelegate = webView.uiDelegate else {
            return standardConfiguration(for: url, withPreview: true)
        }
        guard uiDelegate.webView(webView, shouldPreviewElement: info) else {
            return standardConfiguration(for: url, withPreview: false)
        }
        let actions = webView.defaultPreviewActions(for: url)
        guard
            let controller = uiDelegate.webView(
                webView, previewingViewControllerForElement: info, defaultActions: actions)
        else {
            return standardConfiguration(for: url, withPreview: true)
        }
        let items = controller.previewActionItems
        let configuration = ContextMenuConfiguration(
            identifier: url.absoluteString as NSString, previewProvider: { controller },
            actionProvider: { [weak webView, weak controller] _ in
                guard let webView else { return nil }
                guard let controller, !items.isEmpty else { return webView.standardLinkMenu(for: url) }
                return Menu(children: items.compactMap { Self.menuElement(for: $0, previewing: controller) })
            })
        made.append((configuration, .legacy(controller)))
        return configuration
    }

    /// WebKit's default menu for `url`: a `SafariViewController` of the link as the preview (unless
    /// `withPreview` is false) and `WebView.standardLinkMenu(for:)`.
    private func standardConfiguration(for url: URL, withPreview: Bool) -> ContextMenuConfiguration? {
        guard let webView else { return nil }
        let readAccess = webView.page.readAccessFolder
        let offlinePages = webView.offlinePages
        var previewProvider: (@MainActor () -> ViewController?)?
        if withPreview {
            previewProvider = {
                SafariViewController(url: url, readAccess: readAccess, offlinePages: offlinePages)
            }
        }
        let configuration = ContextMenuConfiguration(
            identifier: url.absoluteString as NSString, previewProvider: previewProvider,
            actionProvider: { [weak webView] _ in webView?.standardLinkMenu(for: url) })
        made.append((configuration, .standard(url)))
        return configuration
    }

    /// A peek's action as a menu element: an action runs its handler with the peek's controller (a
    /// default action of WebKit's keeps working on the link); a group becomes a submenu; styles map to
    /// `.destructive` and a checkmark (`.selected`).
    static func menuElement(for item: any PreviewActionItem, previewing controller: ViewController)
        -> MenuElement?
    {
        switch item {
        case let action as PreviewAction:
            let identifier = (action as? any WebPreviewActionItem).map { Action.Identifier($0.identifier) }
            return Action(
                title: action.title, identifier: identifier,
                attributes: action.style == .destructive ? .destructive : [],
                state: action.style == .selected ? .on : .off
            ) { [weak controller] _ in
                guard let controller else { return }
                action.handler(action, controller)
            }
        case let group as PreviewActionGroup:
            return Menu(
                title: group.title, options: group.style == .destructive ? .destructive : [],
                children: group.actions.compactMap { menuElement(for: $0, previewing: controller) })
        default:
            return nil
        }
    }

    /// What the app's `actionProvider` is handed as the suggested actions: WebKit's default actions for
    /// the link (`WebView.standardLinkMenu(for:)`'s items), so a menu may keep some of them.
    private func suggestedActions() -> [MenuElement] {
        guard let webView, let url = current?.element.linkURL else { return [] }
        return webView.standardLinkMenu(for: url).children
    }

    /// The link's rectangle as a targeted preview in the web view.
    private func linkPreview() -> TargetedPreview? {
        guard let webView, let current else { return nil }
        let rect = current.linkRect
        let stand = View(frame: CGRect(origin: .zero, size: rect.size))
        return TargetedPreview(
            view: stand,
            target: PreviewTarget(container: webView, center: CGPoint(x: rect.midX, y: rect.midY)))
    }
}

/// Whether the completion handler of a configuration request was called, and with what.
@MainActor
private final class HandlerAnswer {
    var isAnswered = false
    var isLate = false
    var configuration: ContextMenuConfiguration?
}

/// What the app's log says about a misused completion handler.
enum WebViewContextMenuMessages {
    static let notCalled =
        "webView(_:contextMenuConfigurationForElement:completionHandler:) returned without calling its "
        + "completion handler: no context menu for this press. Call it before returning (with nil for "
        + "WebKit's default menu)."
    static let calledLate =
        "The completion handler of webView(_:contextMenuConfigurationForElement:completionHandler:) was "
        + "called after the method returned: ignored (the simulator takes the answer only before the "
        + "method returns)."
    static let calledTwice =
        "The completion handler of webView(_:contextMenuConfigurationForElement:completionHandler:) was "
        + "called more than once: only the first call counts (WebKit raises an exception)."
}

extension WebView {
    /// WebKit's default menu for a link on iOS 13: Open Link, Add to Reading List (http(s) links, as
    /// `ReadingList.supportsURL(_:)` allows), Copy Link, Share…, with WebKit's identifiers.
    func standardLinkMenu(for url: URL) -> Menu {
        var children: [MenuElement] = [
            Action(title: "Open Link", identifier: Action.Identifier(WebPreviewActionItemIdentifier.open)) {
                [weak self] _ in
                self?.openInSafari(url)
            }
        ]
        if ReadingList.supportsURL(url) {
            children.append(
                Action(
                    title: "Add to Reading List",
                    identifier: Action.Identifier(WebPreviewActionItemIdentifier.addToReadingList)
                ) { [weak self] _ in
                    self?.addToReadingList(url)
                })
        }
        children.append(
            Action(title: "Copy Link", identifier: Action.Identifier(WebPreviewActionItemIdentifier.copy)) {
                [weak self] _ in
                self?.services?.pasteboard.url = url
            })
        children.append(
            Action(title: "Share…", identifier: Action.Identifier(WebPreviewActionItemIdentifier.share)) {
                [weak self] _ in
                self?.presentShareSheet(for: url)
            })
        return Menu(children: children)
    }

    /// Whether links show iOS 13's context menus instead of iOS 9–12's peek and pop: the device runs
    /// iOS 13 or later (`DeviceServices.systemVersion`; outside any app: no).
    var usesLinkContextMenus: Bool {
        (services?.systemVersion.majorVersion ?? 0) >= 13
    }
}
