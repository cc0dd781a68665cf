import Foundation
import SeedApps
import Springboard
import Testing
import TouchKit

/// Reader (`com.example.reader`) on a simulated iPhone 6s: web view peek and pop on the device — the
/// element report, the hint on a link, the pop into Safari (`com.apple.mobilesafari`), the four default
/// actions on the device's pasteboard and reading list, the preview switch, Reader's own preview
/// committed into its stack, iOS 9's default, and the quick actions.
@MainActor
@Suite("Reader on the device: link peek and pop, Safari, pasteboard, quick actions")
struct ReaderScenarioTests {
    static let app = Reader.bundleIdentifier
    /// Where the tests say a link lies in the article's web view (web view coordinates).
    static let linkRect = CGRect(x: 20, y: 120, width: 160, height: 22)

    func launched(profile: DeviceProfile = .iPhone6s) throws -> TestDevice {
        var phone = try TestDevice(profile: profile, apps: [SeedApps.reader])
        phone.finger.tap(at: phone.finger.icon(Self.app))
        phone.finger.wait(0.5)
        return phone
    }

    func article(_ phone: TestDevice) throws -> ArticleViewController {
        let navigation = try #require(
            phone.device.host(of: Self.app)?.application?.keyWindow?.rootViewController
                as? NavigationController)
        return try #require(navigation.topViewController as? ArticleViewController)
    }

    /// Reports `href` under the link's centre as the simulator's page script would; returns the centre
    /// in screen coordinates.
    func reportLink(_ phone: TestDevice, href: String?) throws -> CGPoint {
        let webView = try article(phone).webView
        webView.window?.layoutIfNeeded()
        let centre = webView.convert(CGPoint(x: Self.linkRect.midX, y: Self.linkRect.midY), to: nil)
        #expect(phone.device.reportWebElement(href: href, rect: Self.linkRect, at: centre))
        return centre
    }

    func pressToPeek(_ phone: inout TestDevice, at point: CGPoint) {
        phone.finger.down(at: point)
        phone.finger.ramp(to: 2.4, over: 0.3)
        phone.finger.ramp(to: 4.6, over: 0.2)
        phone.finger.hold(for: 0.25)
    }

    @Test("The web view behind a render node is found by its id, on screen only; the node names its page")
    func webViewByRenderID() throws {
        var phone = try launched()
        let webView = try article(phone).webView
        let tree = phone.device.render()
        var found: [RenderNode] = []
        func walk(_ node: RenderNode) {
            if node.kind == .webView { found.append(node) }
            node.children.forEach(walk)
        }
        walk(tree)
        let node = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            node.attributes.web == RenderWebPage(generation: webView.pageGeneration, document: "article.html")
        )
        #expect(phone.device.webView(renderID: node.id) === webView)
        #expect(phone.device.webView(renderID: tree.id) == nil, "the root is no web view")
        #expect(phone.device.webView(renderID: 100_000) == nil)
        phone.device.pressHome()
        phone.finger.wait(0.5)
        #expect(phone.device.webView(renderID: node.id) == nil, "not on screen any more")
    }

    @Test("Hint, peek and pop on a link: the pop opens Safari, whose screen is its bundle identifier")
    func popIntoSafari() throws {
        var phone = try launched()
        let article = try article(phone)
        #expect(article.webView.title == "Pressing Harder")
        #expect(article.title == "Pressing Harder")
        let link = try reportLink(phone, href: "history.html")
        phone.finger.down(at: link)
        phone.finger.ramp(to: 2.4, over: 0.3)
        let hint = try #require(phone.device.state.preview)
        #expect(hint.phase == .hint)
        #expect(hint.linkURL == Reader.pagesFolder.appendingPathComponent("history.html"))
        phone.finger.ramp(to: 4.6, over: 0.2)
        phone.finger.hold(for: 0.25)
        #expect(phone.device.state.preview?.phase == .peek)
        phone.finger.ramp(to: 6.6, over: 0.15)
        phone.finger.hold(for: 0.15)
        #expect(phone.device.state.screen == .app(Device.safariBundleIdentifier))
        #expect(phone.device.safariURL?.lastPathComponent == "history.html")
        #expect(phone.device.status(of: Self.app) == .background)
        phone.finger.lift()
        phone.finger.wait(0.5)
        #expect(phone.device.state.preview == nil)
        #expect(phone.device.installedApps.contains(Device.safariBundleIdentifier))
        #expect(article.webView.title == "Pressing Harder")
    }

    @Test("Lifting at the peek restores the article; nothing opens")
    func liftAtPeek() throws {
        var phone = try launched()
        let link = try reportLink(phone, href: "history.html")
        pressToPeek(&phone, at: link)
        #expect(phone.device.state.preview?.phase == .peek)
        phone.finger.lift()
        phone.finger.wait(0.5)
        #expect(phone.device.state.preview == nil)
        #expect(phone.device.state.screen == .app(Self.app))
        #expect(try article(phone).webView.title == "Pressing Harder")
        #expect(!phone.device.installedApps.contains(Device.safariBundleIdentifier))
    }

    @Test("Copy puts the link on the device's pasteboard; Add to Reading List saves it; both in state")
    func copyAndReadingList() throws {
        var phone = try launched()
        let address = "https://developer.apple.com/design/human-interface-guidelines/3d-touch"
        for (row, title) in [(2, "Copy"), (1, "Add to Reading List")] {
            let link = try reportLink(phone, href: address)
            pressToPeek(&phone, at: link)
            phone.finger.slide(to: CGPoint(x: link.x, y: link.y - 70))
            phone.finger.lift()
            #expect(phone.device.state.preview?.actionsVisible == true, "\(title)")
            let top = 667 - 10 - 57 * 4.0
            phone.finger.tap(at: CGPoint(x: 187.5, y: top + 57 * CGFloat(row) + 28.5))
            phone.finger.wait(0.5)
            #expect(phone.device.state.preview == nil, "\(title)")
        }
        let state = phone.device.state
        #expect(state.pasteboard == address)
        #expect(state.readingList == [address])
        #expect(state.screen == .app(Self.app))
    }

    @Test("Previews off: no hint, and the press is a tap that follows the link")
    func previewsOff() throws {
        var phone = try launched()
        let article = try article(phone)
        phone.finger.tap(text: "Link Previews: On")
        #expect(!article.webView.allowsLinkPreview)
        #expect(article.previewSwitch.currentTitle == "Link Previews: Off")
        let link = try reportLink(phone, href: "sensors.html")
        phone.finger.down(at: link)
        phone.finger.ramp(to: 4.6, over: 0.3)
        #expect(phone.device.state.preview == nil)
        phone.finger.lift()
        #expect(article.webView.title == "Sensors Under the Glass")
        #expect(phone.device.state.screen == .app(Self.app))
    }

    @Test("Reader's own preview: custom actions, and the pop pushes the page onto Reader's stack")
    func ownPreview() throws {
        var phone = try launched()
        let article = try article(phone)
        phone.finger.tap(text: "Peek: Safari")
        #expect(article.modeSwitch.currentTitle == "Peek: Reader")
        let link = try reportLink(phone, href: "sensors.html")
        pressToPeek(&phone, at: link)
        let window = try #require(phone.device.host(of: Self.app)?.application?.keyWindow)
        let preview = try #require(
            window.first(where: { ($0.next as? ArticlePreviewController) != nil })?.next
                as? ArticlePreviewController)
        #expect(preview.previewActionItems.map(\.title) == ["Open in Reader", "Copy", "Share"])
        phone.finger.ramp(to: 6.6, over: 0.15)
        phone.finger.hold(for: 0.15)
        phone.finger.lift()
        phone.finger.wait(0.6)
        #expect(phone.device.state.screen == .app(Self.app))
        let pushed = try #require(article.navigationController?.topViewController as? ArticleViewController)
        #expect(pushed !== article)
        #expect(pushed.webView.title == "Sensors Under the Glass")
        #expect(pushed.modeSwitch.currentTitle == "Peek: Reader")
    }

    @Test("An outside link peeks the not-available page, or the page Reader ships for its own address")
    func outsideLinks() throws {
        var phone = try launched()
        let link = try reportLink(phone, href: "https://example.org/elsewhere")
        pressToPeek(&phone, at: link)
        let window = try #require(phone.device.host(of: Self.app)?.application?.keyWindow)
        window.layoutIfNeeded()
        #expect(window.visibleTexts.contains("example.org"))
        phone.finger.ramp(to: 6.6, over: 0.15)
        phone.finger.hold(for: 0.15)
        phone.finger.lift()
        #expect(phone.device.state.screen == .app(Device.safariBundleIdentifier))
        #expect(phone.device.safariURL?.absoluteString == "https://example.org/elsewhere")
        let safari = try #require(
            phone.device.host(of: Device.safariBundleIdentifier)?.application?.keyWindow)
        let page = try #require(safari.first(where: { $0 is WebView }) as? WebView)
        #expect(page.title == "Not Available")
        #expect(WebPage.unavailableHTML(for: page.url!).contains("https://example.org/elsewhere"))
    }

    @Test("iOS 9: link previews are off by default; iOS 10: on")
    func systemVersions() throws {
        let nine = try launched(
            profile: try DeviceProfile.iPhone6s.running(SystemVersion(major: 9, minor: 3)))
        #expect(try !article(nine).webView.allowsLinkPreview)
        #expect(try article(nine).previewSwitch.currentTitle == "Link Previews: Off")
        let ten = try launched(profile: try DeviceProfile.iPhone6s.running(SystemVersion(major: 10)))
        #expect(try article(ten).webView.allowsLinkPreview)
    }

    @Test("Quick actions: Reading List (static); Continue Reading (dynamic) opens the last article cold")
    func quickActions() throws {
        var phone = try launched()
        let link = try reportLink(phone, href: "history.html")
        phone.finger.tap(at: link)
        #expect(try article(phone).webView.title == "A Short History")
        phone.device.pressHome()
        _ = try phone.device.openShortcutMenu(bundleIdentifier: Self.app)
        #expect(phone.menuTitles == ["Reading List", "Continue Reading"])
        #expect(phone.device.menuState?.items.last?.localizedSubtitle == "A Short History")
        try phone.device.terminate(bundleIdentifier: Self.app)
        phone.device.pressHome()
        _ = try phone.device.openShortcutMenu(bundleIdentifier: Self.app)
        try phone.device.chooseShortcut(type: Reader.continueReadingType, bundleIdentifier: Self.app)
        phone.finger.wait(0.5)
        #expect(try article(phone).webView.title == "A Short History")
        #expect(try article(phone).navigationController?.viewControllers.count == 2)
        phone.device.pressHome()
        _ = try phone.device.openShortcutMenu(bundleIdentifier: Self.app)
        try phone.device.chooseShortcut(type: Reader.readingListType, bundleIdentifier: Self.app)
        phone.finger.wait(0.5)
        let navigation = try #require(
            phone.device.host(of: Self.app)?.application?.keyWindow?.rootViewController
                as? NavigationController)
        #expect(navigation.topViewController is ReadingListViewController)
        #expect(phone.device.diagnostics.isEmpty)
    }

    @Test("Element reports reach only a web view; Safari takes http(s) and file URLs, nothing else")
    func reportsAndURLs() throws {
        var phone = try TestDevice(apps: [SeedApps.reader])
        #expect(
            !phone.device.reportWebElement(
                href: "history.html", rect: Self.linkRect, at: CGPoint(x: 50, y: 300)))
        phone.finger.tap(at: phone.finger.icon(Self.app))
        phone.finger.wait(0.5)
        let bar = try #require(phone.finger.text("Link Previews: On"))
        #expect(!phone.device.reportWebElement(href: "history.html", rect: Self.linkRect, at: bar))
        #expect(!phone.device.openURL(URL(string: "mailto:someone@example.com")!))
        #expect(phone.device.state.screen == .app(Self.app))
        let application = try #require(phone.device.host(of: Self.app)?.application)
        #expect(application.canOpenURL(URL(string: "https://example.com/")!))
        #expect(application.open(URL(string: "https://example.com/")!))
        #expect(phone.device.state.screen == .app(Self.app))  // opens after the input under way
        phone.finger.wait(0.1)
        #expect(phone.device.state.screen == .app(Device.safariBundleIdentifier))
        #expect(phone.device.safariURL?.absoluteString == "https://example.com/")
    }
}

/// Reader's iOS 13 path: its links show context menus through
/// `webView(_:contextMenuConfigurationForElement:completionHandler:)` — WebKit's default menu in
/// "Safari" mode, Reader's preview and actions in "Reader" mode — and the iOS 12 path unchanged on
/// iOS 12.4.
@MainActor
@Suite("Reader on iOS 13: each link's context menu replaces its peek")
struct ReaderContextMenuScenarioTests {
    static let app = ReaderScenarioTests.app

    func launched(profile: DeviceProfile, reader: AppManifest = SeedApps.reader) throws -> TestDevice {
        var phone = try TestDevice(profile: profile, apps: [reader])
        phone.finger.tap(at: phone.finger.icon(Self.app))
        phone.finger.wait(0.5)
        return phone
    }

    /// A long press on `point` (0.7 s, past the 0.5 s long press), lifted.
    func longPress(_ phone: inout TestDevice, at point: CGPoint) {
        phone.finger.down(at: point)
        phone.finger.hold(for: 0.7)
        phone.finger.lift()
    }

    @Test(
        "iPhone 11, iOS 13, Safari mode: a long press shows WebKit's default menu; the preview opens Safari")
    func defaultMenu() throws {
        var phone = try launched(profile: .iPhone11)
        let scenario = ReaderScenarioTests()
        let article = try scenario.article(phone)
        #expect(article.usesContextMenus)
        #expect(article.contextMenus != nil)
        let link = try scenario.reportLink(phone, href: "https://reader.example.com/about")
        longPress(&phone, at: link)
        let menu = try #require(phone.device.state.contextMenu)
        #expect(menu.titles == ["Open Link", "Add to Reading List", "Copy Link", "Share…"])
        #expect(menu.hasPreview)
        #expect(phone.device.state.preview == nil, "no peek on this path")
        let window = try #require(phone.device.host(of: Self.app)?.application?.keyWindow)
        #expect(window.chooseContextMenuRow(titled: "Copy Link"))
        phone.finger.wait(0.6)
        #expect(phone.device.state.pasteboard == "https://reader.example.com/about")

        longPress(&phone, at: link)
        let again = try #require(phone.device.state.contextMenu)
        phone.finger.tap(at: CGPoint(x: again.previewFrame.midX, y: again.previewFrame.midY))
        phone.finger.wait(0.6)
        #expect(phone.device.state.contextMenu == nil)
        #expect(phone.device.state.screen == .app(Device.safariBundleIdentifier))
        #expect(phone.device.safariURL?.absoluteString == "https://reader.example.com/about")
    }

    @Test(
        "iPhone 11, iOS 13, Reader mode: Reader's preview, Open in Reader with Copy Link and Share…; a tap on the preview pushes the page"
    )
    func readerMenu() throws {
        var phone = try launched(profile: .iPhone11)
        let scenario = ReaderScenarioTests()
        let article = try scenario.article(phone)
        phone.finger.tap(text: "Peek: Safari")
        #expect(article.modeSwitch.currentTitle == "Peek: Reader")
        let link = try scenario.reportLink(phone, href: "sensors.html")
        longPress(&phone, at: link)
        let menu = try #require(phone.device.state.contextMenu)
        #expect(menu.titles == ["Open in Reader", "Copy Link", "Share…"])
        #expect(menu.hasPreview)
        phone.finger.tap(at: CGPoint(x: menu.previewFrame.midX, y: menu.previewFrame.midY))
        phone.finger.wait(0.6)
        #expect(phone.device.state.contextMenu == nil)
        #expect(phone.device.state.screen == .app(Self.app))
        let pushed = try #require(article.navigationController?.topViewController as? ArticleViewController)
        #expect(pushed !== article)
        #expect(pushed.webView.title == "Sensors Under the Glass")
        #expect(pushed.modeSwitch.currentTitle == "Peek: Reader")

        // "Open in Reader" from the menu pushes as well.
        let next = try scenario.reportLink(phone, href: "history.html")
        longPress(&phone, at: next)
        let window = try #require(phone.device.host(of: Self.app)?.application?.keyWindow)
        #expect(window.chooseContextMenuRow(titled: "Open in Reader"))
        phone.finger.wait(0.6)
        let history = try #require(article.navigationController?.topViewController as? ArticleViewController)
        #expect(history !== pushed)
    }

    @Test("iPhone 6s on iOS 13: force on a link opens the menu, not the peek")
    func forceOnThreeDTouch() throws {
        var phone = try launched(profile: try DeviceProfile.iPhone6s.running(SystemVersion("13.0")))
        let link = try ReaderScenarioTests().reportLink(phone, href: "history.html")
        phone.finger.down(at: link)
        phone.finger.ramp(to: 4.6, over: 0.3)
        phone.finger.hold(for: 0.1)
        phone.finger.lift()
        #expect(phone.device.state.contextMenu?.titles == ["Open Link", "Copy Link", "Share…"])
        #expect(phone.device.state.preview == nil)
    }

    @Test("Link Previews: Off on iOS 13: no menu; a long press is a touch that follows the link")
    func previewsOff() throws {
        var phone = try launched(profile: .iPhone11)
        let scenario = ReaderScenarioTests()
        let article = try scenario.article(phone)
        phone.finger.tap(text: "Link Previews: On")
        #expect(!article.webView.allowsLinkPreview)
        let link = try scenario.reportLink(phone, href: "history.html")
        longPress(&phone, at: link)
        #expect(phone.device.state.contextMenu == nil)
    }

    @Test(
        "Reader as published on iOS 13: WebKit turns its Reader-mode peek into the menu, committed as a pop")
    func publishedReaderOnIOS13() throws {
        var phone = try launched(profile: .iPhone11, reader: SeedApps.reader(adoptsContextMenus: false))
        let scenario = ReaderScenarioTests()
        let article = try scenario.article(phone)
        #expect(!article.usesContextMenus)
        phone.finger.tap(text: "Peek: Safari")
        let link = try scenario.reportLink(phone, href: "sensors.html")
        longPress(&phone, at: link)
        let menu = try #require(phone.device.state.contextMenu)
        #expect(menu.titles == ["Open in Reader", "Copy", "Share"])
        phone.finger.tap(at: CGPoint(x: menu.previewFrame.midX, y: menu.previewFrame.midY))
        phone.finger.wait(0.6)
        let pushed = try #require(article.navigationController?.topViewController as? ArticleViewController)
        #expect(pushed.webView.title == "Sensors Under the Glass")
    }

    @Test("iPhone 6s on iOS 12.4: the seed's peek and pop, no context menu")
    func iOS12KeepsPeekAndPop() throws {
        var phone = try launched(profile: .iPhone6s)
        let scenario = ReaderScenarioTests()
        let article = try scenario.article(phone)
        #expect(!article.usesContextMenus)
        #expect(article.contextMenus == nil)
        let link = try scenario.reportLink(phone, href: "history.html")
        scenario.pressToPeek(&phone, at: link)
        #expect(phone.device.state.preview?.phase == .peek)
        #expect(phone.device.state.contextMenu == nil)
        phone.finger.ramp(to: 6.6, over: 0.15)
        phone.finger.hold(for: 0.15)
        phone.finger.lift()
        phone.finger.wait(0.6)
        #expect(phone.device.state.screen == .app(Device.safariBundleIdentifier))
    }
}
