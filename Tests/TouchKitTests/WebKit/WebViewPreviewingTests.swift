import Foundation
import Testing
import TouchKit

/// Web view peek and pop (seed 000, SYSTEM.md §6): a force press on a link hints, peeks a Safari view
/// of it and pops into Safari; the ui delegate may decline or supply its own peek and commit it;
/// `allowsLinkPreview` follows the iOS version; non-links are ordinary touches; the four default actions.
@MainActor
@Suite("WebView link previews: delegate paths, defaults, actions")
struct WebViewPreviewingTests {
    /// The link the tests press: "next.html" at (20, 90, 120 × 24) in the web view.
    static let linkRect = CGRect(x: 20, y: 90, width: 120, height: 24)
    static let linkPoint = CGPoint(x: 60, y: 100)

    /// An app showing the article, with a report of `href` under the link's point.
    func app(systemMajor: Int = 12, href: String? = "next.html") throws -> (WebApp, WebPages) {
        let pages = try WebPages()
        let app = WebApp(systemMajor: systemMajor)
        app.pages = pages
        app.webView.loadFileURL(pages.url("article.html"), allowingReadAccessTo: pages.folder)
        app.webView.reportElement(WebElementReport(point: Self.linkPoint, href: href, rect: Self.linkRect))
        return (app, pages)
    }

    func down(_ app: WebApp) -> Finger {
        var finger = Finger(app.window)
        let (x, y) = app.windowPoint(Self.linkPoint)
        finger.down(x, y, force: 0.5)
        return finger
    }

    func toPeek(_ finger: inout Finger) {
        finger.ramp(to: 2)
        finger.ramp(to: 4.6)
        finger.hold(0.2)
    }

    func toPop(_ finger: inout Finger) {
        finger.ramp(to: 6.5)
        finger.hold(0.1)
    }

    @Test("Default path: hint keeps the link sharp, the peek is a Safari view, the pop opens Safari")
    func defaultPeekAndPop() throws {
        let (app, pages) = try app()
        var finger = down(app)
        finger.ramp(to: 2)
        let hint = try #require(app.window.previewState)
        #expect(hint.phase == .hint)
        #expect(hint.linkURL == pages.url("next.html"))
        finger.ramp(to: 4.6)
        finger.hold(0.2)
        #expect(app.window.previewState?.phase == .peek)
        let safari = try #require(app.page.presentedPreview as? SafariViewController)
        #expect(safari.webView.title == "Next Page")
        #expect(safari.previewActionItems.map(\.title) == ["Open", "Copy", "Share"])
        toPop(&finger)
        #expect(app.window.previewState?.phase == .pop)
        finger.up()
        #expect(app.opened == [pages.url("next.html")])
        #expect(app.window.previewState == nil)
        #expect(app.webView.title == "The Article & More")
        #expect(app.navigation.viewControllers.count == 1)
    }

    @Test("Lifting at the peek restores the page: nothing opens, nothing navigates")
    func liftAtPeek() throws {
        let (app, _) = try app()
        var finger = down(app)
        toPeek(&finger)
        #expect(app.window.previewState?.phase == .peek)
        finger.up()
        #expect(app.window.previewState == nil)
        #expect(app.opened.isEmpty)
        #expect(app.webView.pageGeneration == 1)
    }

    @Test("An outside link's peek shows the not-available page; http(s) links offer Add to Reading List")
    func outsideLink() throws {
        let (app, _) = try app(href: "https://example.com/story")
        var finger = down(app)
        toPeek(&finger)
        let safari = try #require(app.page.presentedPreview as? SafariViewController)
        #expect(safari.webView.page == .unavailable(URL(string: "https://example.com/story")!))
        #expect(safari.previewActionItems.map(\.title) == ["Open", "Add to Reading List", "Copy", "Share"])
        let identifiers = safari.previewActionItems.compactMap {
            ($0 as? any WebPreviewActionItem)?.identifier
        }
        #expect(
            identifiers == [
                "WKPreviewActionItemIdentifierOpen", "WKPreviewActionItemIdentifierAddToReadingList",
                "WKPreviewActionItemIdentifierCopy", "WKPreviewActionItemIdentifierShare",
            ])
        #expect(app.window.previewState?.linkURL?.absoluteString == "https://example.com/story")
        finger.up()
    }

    @Test("shouldPreviewElement false: no hint, the press is an ordinary touch that follows the link")
    func declined() throws {
        let (app, _) = try app()
        let recorder = WebDelegateRecorder()
        recorder.shouldPreview = false
        app.webView.uiDelegate = recorder
        app.webView.navigationDelegate = recorder
        var finger = down(app)
        finger.ramp(to: 3)
        #expect(app.window.previewState == nil)
        #expect(recorder.calls == ["should preview next.html"])
        finger.up(after: 0.01)
        #expect(app.webView.title == "Next Page")
        #expect(recorder.calls.last == "finish next.html")
    }

    @Test("A custom preview controller: it gets the default actions, peeks, and is committed into the app")
    func customPreviewCommitted() throws {
        let (app, pages) = try app()
        let recorder = WebDelegateRecorder()
        app.webView.uiDelegate = recorder
        recorder.makePreview = { info, actions in
            let controller = CustomPreview(
                actions: actions.filter { $0.identifier == WebPreviewActionItemIdentifier.copy })
            controller.title = info.linkURL?.lastPathComponent
            return controller
        }
        var finger = down(app)
        toPeek(&finger)
        #expect(recorder.calls == ["should preview next.html", "preview controller next.html"])
        #expect(recorder.defaultActions.map(\.identifier).count == 3)
        let preview = try #require(app.page.presentedPreview as? CustomPreview)
        #expect(preview.previewActionItems.map(\.title) == ["Copy"])
        toPop(&finger)
        finger.up()
        #expect(recorder.calls.last == "commit next.html")
        #expect(recorder.committed.first === preview)
        #expect(app.opened.isEmpty)
        app.navigation.pushViewController(preview, animated: false)
        #expect(app.navigation.viewControllers.count == 2)
        #expect(app.window.previewState == nil)
        _ = pages
    }

    @Test("allowsLinkPreview off: no hint; on by default from iOS 10, off on iOS 9")
    func allowsLinkPreview() throws {
        let (ios9, _) = try app(systemMajor: 9)
        #expect(!ios9.webView.allowsLinkPreview)
        var finger = down(ios9)
        toPeek(&finger)
        #expect(ios9.window.previewState == nil)
        finger.up()
        let (ios10, _) = try app(systemMajor: 10)
        #expect(ios10.webView.allowsLinkPreview)
        ios10.webView.allowsLinkPreview = false
        var second = down(ios10)
        toPeek(&second)
        #expect(ios10.window.previewState == nil)
        second.up()
        ios9.webView.allowsLinkPreview = true
        #expect(ios9.webView.allowsLinkPreview)
        #expect(WebView().allowsLinkPreview)  // outside any app: true
    }

    @Test("A press on plain text (no link) is a normal touch: no hint, no delegate call")
    func nonLink() throws {
        let (app, _) = try app(href: nil)
        let recorder = WebDelegateRecorder()
        app.webView.uiDelegate = recorder
        var finger = down(app)
        toPeek(&finger)
        #expect(app.window.previewState == nil)
        #expect(recorder.calls.isEmpty)
        finger.up()
        #expect(app.webView.pageGeneration == 1)
    }

    @Test("Scrolling the page beats a press that has not hinted")
    func scrollBeatsPress() throws {
        let (app, _) = try app()
        app.webView.reportPageSize(CGSize(width: 375, height: 2000))
        var finger = down(app)
        finger.slide(by: 0, -80)
        finger.ramp(to: 4.6)
        #expect(app.window.previewState == nil)
        #expect(app.webView.scrollView.contentOffset.y > 50)
        finger.up()
    }

    @Test("The four default actions: Open, Add to Reading List, Copy, Share")
    func defaultActions() throws {
        let story = URL(string: "https://example.com/story")!
        for (index, expected) in ["Open", "Add to Reading List", "Copy", "Share"].enumerated() {
            let (app, _) = try app(href: story.absoluteString)
            var finger = down(app)
            toPeek(&finger)
            finger.slide(by: 0, -60)
            finger.up()
            #expect(app.window.previewState?.actionsVisible == true)
            let top = 667 - 10 - 57 * 4.0
            finger.tap(187.5, top + 57 * CGFloat(index) + 28.5)
            #expect(app.window.previewState == nil, "\(expected)")
            switch expected {
            case "Open":
                #expect(app.opened == [story])
            case "Add to Reading List":
                #expect(app.services.readingList.items.map(\.url) == [story])
            case "Copy":
                #expect(app.services.pasteboard.url == story)
                #expect(app.services.pasteboard.string == story.absoluteString)
            default:
                let sheet = try #require(app.navigation.presentedViewController as? AlertController)
                #expect(sheet.message == story.absoluteString)
                #expect(sheet.actions.map(\.title) == ["Copy", "Add to Reading List", "Cancel"])
                #expect(app.opened.isEmpty)
            }
        }
    }
}

/// An app's own link preview, listing the actions it is given.
@MainActor
final class CustomPreview: ViewController {
    let actions: [any PreviewActionItem]

    init(actions: [any PreviewActionItem]) {
        self.actions = actions
        super.init()
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    override var previewActionItems: [any PreviewActionItem] { actions }
}

extension ViewController {
    /// The controller shown as this controller's peek now, if any.
    var presentedPreview: ViewController? {
        guard let window = view.window else { return nil }
        var found: ViewController?
        func visit(_ view: View) {
            if let controller = view.next as? ViewController, controller.presentingViewController === self,
                controller !== self, view.superview != nil, found == nil
            {
                found = controller
            }
            view.subviews.forEach(visit)
        }
        visit(window)
        return found
    }
}
