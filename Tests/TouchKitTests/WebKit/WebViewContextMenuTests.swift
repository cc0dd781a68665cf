import Foundation
import Testing
import TouchKit

/// Records the iOS 13 context-menu calls of a web view's ui delegate, and answers as told.
@MainActor
final class WebMenuRecorder: WebViewUIDelegate {
    /// How the delegate answers `contextMenuConfigurationForElement`.
    enum Answer {
        /// A menu of "Save" and "Delete" with a preview titled "Card".
        case own
        /// `completionHandler(nil)`: WebKit's default menu.
        case none
        /// Never calls the handler (keeps it for a late call).
        case never
        /// Calls the handler twice: the own menu, then nil.
        case twice
    }

    var answer = Answer.own
    var calls: [String] = []
    var elements: [ObjectIdentifier] = []
    var suggested: [String] = []
    var pendingHandler: ((ContextMenuConfiguration?) -> Void)?

    func webView(
        _ webView: WebView, contextMenuConfigurationForElement elementInfo: ContextMenuElementInfo,
        completionHandler: @escaping (ContextMenuConfiguration?) -> Void
    ) {
        note("configuration", elementInfo)
        switch answer {
        case .own: completionHandler(ownConfiguration())
        case .none: completionHandler(nil)
        case .never: pendingHandler = completionHandler
        case .twice:
            completionHandler(ownConfiguration())
            completionHandler(nil)
        }
    }

    func webView(_ webView: WebView, contextMenuWillPresentForElement elementInfo: ContextMenuElementInfo) {
        note("willPresent", elementInfo)
    }

    func webView(
        _ webView: WebView, contextMenuForElement elementInfo: ContextMenuElementInfo,
        willCommitWithAnimator animator: any ContextMenuInteractionCommitAnimating
    ) {
        note("willCommit", elementInfo)
        let preview = animator.previewViewController?.title ?? "none"
        animator.addCompletion { [weak self] in self?.calls.append("commit \(preview)") }
    }

    func webView(_ webView: WebView, contextMenuDidEndForElement elementInfo: ContextMenuElementInfo) {
        note("didEnd", elementInfo)
    }

    private func note(_ call: String, _ element: ContextMenuElementInfo) {
        calls.append("\(call) \(WebDelegateRecorder.name(element.linkURL))")
        elements.append(ObjectIdentifier(element))
    }

    private func ownConfiguration() -> ContextMenuConfiguration {
        ContextMenuConfiguration(
            identifier: "card" as NSString,
            previewProvider: {
                let card = ViewController()
                card.title = "Card"
                return card
            },
            actionProvider: { [weak self] suggestedActions in
                self?.suggested = suggestedActions.map(\.title)
                return Menu(children: [
                    Action(title: "Save") { _ in self?.calls.append("save") },
                    Action(title: "Delete", attributes: .destructive) { _ in self?.calls.append("delete") },
                ])
            })
    }
}

/// Web view context menus (iOS 13): a long press on a link asks the ui delegate's
/// `contextMenuConfigurationForElement`; nil (or no delegate) is WebKit's default menu with a preview of
/// the page; the call order; a handler not called; the iOS 10–12 delegate on iOS 13; iOS 12 devices
/// keep peek and pop; `allowsLinkPreview` off disables both.
@MainActor
@Suite("WebView context menus (iOS 13): delegate order, the default menu, legacy delegates")
struct WebViewContextMenuTests {
    static let linkRect = WebViewPreviewingTests.linkRect
    static let linkPoint = WebViewPreviewingTests.linkPoint

    /// An app on iOS `systemMajor` showing the article, with `href` under the link's point.
    func app(systemMajor: Int = 13, href: String? = "next.html") throws -> (WebApp, WebPages) {
        try WebViewPreviewingTests().app(systemMajor: systemMajor, href: href)
    }

    /// A long press on the link: down without force, held 0.6 s (past the 0.5 s long press), lifted.
    func longPress(_ app: WebApp, time: TimeInterval = 0) {
        var finger = Finger(app.window, time: time)
        let (x, y) = app.windowPoint(Self.linkPoint)
        finger.down(x, y, force: 0)
        finger.rest(0.6)
        finger.up()
    }

    @Test("No ui delegate: WebKit's default menu, the linked page as the preview; tapping it opens Safari")
    func defaultMenu() throws {
        let (app, pages) = try app()
        longPress(app)
        let state = try #require(app.window.contextMenuState)
        #expect(state.titles == ["Open Link", "Copy Link", "Share…"])
        #expect(state.hasPreview)
        #expect(app.window.previewState == nil)
        #expect(app.webView.pageGeneration == 1)
        // The lifted region is the link's rectangle.
        #expect(state.previewFrame.width > 0)
        #expect(app.window.tapContextMenuPreview())
        #expect(app.opened == [pages.url("next.html")])
        #expect(app.window.contextMenuState == nil)
        #expect(app.webView.pageGeneration == 1)
    }

    @Test("An http(s) link's default menu offers Add to Reading List; Copy Link fills the pasteboard")
    func defaultMenuWebLink() throws {
        let (app, _) = try app(href: "https://example.com/story")
        longPress(app)
        #expect(
            app.window.contextMenuState?.titles == [
                "Open Link", "Add to Reading List", "Copy Link", "Share…",
            ])
        #expect(app.window.chooseContextMenuRow(titled: "Copy Link"))
        #expect(app.services.pasteboard.url == URL(string: "https://example.com/story"))
        #expect(app.opened.isEmpty)
        longPress(app, time: 2)
        #expect(app.window.chooseContextMenuRow(titled: "Open Link"))
        #expect(app.opened == [URL(string: "https://example.com/story")!])
    }

    @Test("The app's menu: configuration, willPresent; an item: didEnd, then its handler; one element info")
    func ownMenuChoosing() throws {
        let (app, _) = try app()
        let delegate = WebMenuRecorder()
        app.webView.uiDelegate = delegate
        longPress(app)
        #expect(delegate.calls == ["configuration next.html", "willPresent next.html"])
        let state = try #require(app.window.contextMenuState)
        #expect(state.titles == ["Save", "Delete"])
        #expect(state.destructiveTitles == ["Delete"])
        // WebKit's default actions are the suggested actions.
        #expect(delegate.suggested == ["Open Link", "Copy Link", "Share…"])
        #expect(app.window.chooseContextMenuRow(titled: "Save"))
        #expect(delegate.calls.suffix(2) == ["didEnd next.html", "save"])
        #expect(Set(delegate.elements).count == 1)
        #expect(app.opened.isEmpty)
    }

    @Test("The app's menu: tapping the preview asks willCommit, runs its completion, then didEnd")
    func ownMenuCommit() throws {
        let (app, _) = try app()
        let delegate = WebMenuRecorder()
        app.webView.uiDelegate = delegate
        longPress(app)
        #expect(app.window.tapContextMenuPreview())
        #expect(
            delegate.calls == [
                "configuration next.html", "willPresent next.html", "willCommit next.html", "commit Card",
                "didEnd next.html",
            ])
        #expect(app.opened.isEmpty)
        #expect(app.window.contextMenuState == nil)
    }

    @Test("A tap outside dismisses: didEnd, nothing else")
    func ownMenuDismissed() throws {
        let (app, _) = try app()
        let delegate = WebMenuRecorder()
        app.webView.uiDelegate = delegate
        longPress(app)
        app.window.dismissContextMenu()
        #expect(delegate.calls == ["configuration next.html", "willPresent next.html", "didEnd next.html"])
    }

    @Test("completionHandler(nil): WebKit's default menu; its preview opens Safari, willCommit not asked")
    func nilAnswer() throws {
        let (app, pages) = try app()
        let delegate = WebMenuRecorder()
        delegate.answer = .none
        app.webView.uiDelegate = delegate
        longPress(app)
        #expect(app.window.contextMenuState?.titles == ["Open Link", "Copy Link", "Share…"])
        #expect(app.window.contextMenuState?.hasPreview == true)
        #expect(app.window.tapContextMenuPreview())
        #expect(delegate.calls == ["configuration next.html", "willPresent next.html", "didEnd next.html"])
        #expect(app.opened == [pages.url("next.html")])
    }

    @Test("A handler not called before returning: no menu, the log says why; a late call is ignored")
    func handlerNotCalled() throws {
        let (app, _) = try app()
        let recorder = LifecycleRecorder()
        app.host.addObserver(recorder)
        let delegate = WebMenuRecorder()
        delegate.answer = .never
        app.webView.uiDelegate = delegate
        longPress(app)
        #expect(app.window.contextMenuState == nil)
        let logs = recorder.events.filter { $0.kind == .log }.compactMap(\.message)
        #expect(
            logs.contains { $0.hasPrefix("webView(_:contextMenuConfigurationForElement:completionHandler:)") }
        )
        let handler = try #require(delegate.pendingHandler)
        handler(nil)
        #expect(app.window.contextMenuState == nil)
        #expect(
            recorder.events.last?.message?.hasSuffix(
                "the simulator takes the answer only before the method returns).")
                == true)
    }

    @Test("A handler called twice: the first answer counts, the second is reported")
    func handlerCalledTwice() throws {
        let (app, _) = try app()
        let recorder = LifecycleRecorder()
        app.host.addObserver(recorder)
        let delegate = WebMenuRecorder()
        delegate.answer = .twice
        app.webView.uiDelegate = delegate
        longPress(app)
        #expect(app.window.contextMenuState?.titles == ["Save", "Delete"])
        #expect(recorder.events.contains { $0.message?.contains("called more than once") == true })
    }

    @Test("An iOS 10–12 delegate on iOS 13: its peek is the preview, its actions the menu, commit as a pop")
    func legacyDelegate() throws {
        let (app, pages) = try app()
        let delegate = WebDelegateRecorder()
        delegate.makePreview = { info, actions in
            let preview = LegacyPeek(
                actions: actions.filter { $0.identifier == WebPreviewActionItemIdentifier.copy })
            preview.title = "Peek of \(WebDelegateRecorder.name(info.linkURL))"
            return preview
        }
        app.webView.uiDelegate = delegate
        longPress(app)
        #expect(delegate.calls == ["should preview next.html", "preview controller next.html"])
        let state = try #require(app.window.contextMenuState)
        #expect(state.titles == ["Mark", "Copy", "Options"])
        #expect(state.hasPreview)
        // A group is a submenu; WebKit's Copy keeps working on the link.
        #expect(app.window.chooseContextMenuRow(titled: "Copy"))
        #expect(app.services.pasteboard.url == pages.url("next.html"))
        longPress(app, time: 2)
        #expect(app.window.tapContextMenuPreview())
        #expect(delegate.calls.last == "commit Peek of next.html")
        #expect(app.opened.isEmpty)
    }

    @Test("An iOS 10–12 delegate whose shouldPreviewElement is false: the default menu without a preview")
    func legacyDeclined() throws {
        let (app, _) = try app()
        let delegate = WebDelegateRecorder()
        delegate.shouldPreview = false
        app.webView.uiDelegate = delegate
        longPress(app)
        let state = try #require(app.window.contextMenuState)
        #expect(state.titles == ["Open Link", "Copy Link", "Share…"])
        #expect(!state.hasPreview)
        #expect(!delegate.calls.contains { $0.hasPrefix("preview controller") })
    }

    @Test(
        "iOS 12: a long press opens no context menu (the peek needs force); the context menu methods are not asked"
    )
    func iOS12KeepsPeekAndPop() throws {
        let (app, _) = try app(systemMajor: 12)
        let delegate = WebMenuRecorder()
        app.webView.uiDelegate = delegate
        longPress(app)
        #expect(app.window.contextMenuState == nil)
        #expect(delegate.calls.isEmpty)
        // The long press was an ordinary touch: it followed the link. Back to the article's link.
        app.webView.goBack()
        app.webView.reportElement(
            WebElementReport(point: Self.linkPoint, href: "next.html", rect: Self.linkRect))
        var finger = Finger(app.window, time: 2)
        let (x, y) = app.windowPoint(Self.linkPoint)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
        finger.ramp(to: 4.6)
        finger.hold(0.2)
        #expect(app.window.previewState?.phase == .peek)
        #expect(app.window.contextMenuState == nil)
        finger.up()
    }

    @Test("iOS 13: force on a 3D Touch device opens the menu, not the peek")
    func iOS13ForceOpensMenu() throws {
        let (app, _) = try app()
        var finger = Finger(app.window)
        let (x, y) = app.windowPoint(Self.linkPoint)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
        finger.ramp(to: 4.6)
        finger.hold(0.1)
        #expect(app.window.previewState == nil)
        #expect(app.window.contextMenuState?.titles.first == "Open Link")
        finger.up()
        #expect(app.window.contextMenuState != nil)
    }

    @Test("allowsLinkPreview false on iOS 13: no menu, and a tap still follows the link")
    func previewsOff() throws {
        let (app, _) = try app()
        let delegate = WebMenuRecorder()
        app.webView.uiDelegate = delegate
        app.webView.allowsLinkPreview = false
        longPress(app)
        #expect(app.window.contextMenuState == nil)
        #expect(delegate.calls.isEmpty)
        var tap = Finger(app.window, time: 2)
        let (x, y) = app.windowPoint(Self.linkPoint)
        tap.tap(x, y)
        #expect(app.webView.title == "Next Page")
    }

    @Test("A press off any link: no menu, nothing asked")
    func notALink() throws {
        let (app, _) = try app(href: nil)
        let delegate = WebMenuRecorder()
        app.webView.uiDelegate = delegate
        longPress(app)
        #expect(app.window.contextMenuState == nil)
        #expect(delegate.calls.isEmpty)
    }
}

/// An iOS 10–12 peek with its own actions ("Mark", a group "Options") and the default actions it keeps.
@MainActor
final class LegacyPeek: ViewController {
    let kept: [any WebPreviewActionItem]

    init(actions: [any WebPreviewActionItem]) {
        kept = actions
        super.init()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var previewActionItems: [any PreviewActionItem] {
        [PreviewAction(title: "Mark") { _, _ in }] + kept
            + [PreviewActionGroup(title: "Options", actions: [PreviewAction(title: "Flag") { _, _ in }])]
    }
}
