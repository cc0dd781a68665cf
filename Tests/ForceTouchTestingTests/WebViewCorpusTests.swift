import ForceTouchTesting
import Foundation
import SafariServices
import Springboard
import Testing
import UIKit
import WebKit

/// The corpus's WKWebView code on a TestDevice: WebKit's delegate signatures bind, the link preview
/// goes through the app's ui delegate, and the pop commits an SFSafariViewController into its stack;
/// on iOS 13 the context-menu methods bind and drive each link's menu.
@MainActor
@Suite("Corpus web view link previews on a TestDevice")
struct WebViewCorpusTests {
    @Test(
        "A press on the link peeks the app's own preview with WebKit's Copy alone, which copies; the pop pushes Safari"
    )
    func linkPreview() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Browser"), delegate: BrowserAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? BrowserAppDelegate)
        let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
        let browser = try #require(navigation.viewControllers.first as? BrowserViewController)
        #expect(browser.finished == ["Corpus"])
        #expect(browser.decided == [.other])
        delegate.window?.layoutIfNeeded()
        let rect = CGRect(x: 10, y: 20, width: 60, height: 20)
        let point = browser.webView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
        #expect(device.device.reportWebElement(href: "https://www.apple.com/", rect: rect, at: point))
        try device.forcePress(at: point, reaching: .peek)
        #expect(device.preview?.phase == .peek)
        #expect(device.preview?.linkURL?.absoluteString == "https://www.apple.com/")
        // The peek lists the app's filter of WebKit's four default actions: Copy alone.
        let listed = device.events(of: app.bundleIdentifier).filter { $0.event == "previewActionItems" }
        #expect(listed.map(\.message) == ["Copy"])
        device.device.revealPreviewActions()
        #expect(device.preview?.actionsVisible == true)
        try device.liftFinger()
        #expect(browser.committed.isEmpty)
        #expect(device.screenText.contains("Copy"))
        for dropped in ["Open", "Add to Reading List", "Share"] {
            #expect(!device.screenText.contains(dropped), "the app dropped \(dropped), yet the peek shows it")
        }
        // WebKit's Copy keeps working on the pressed link inside the app's own preview.
        #expect(device.device.state.pasteboard == nil)
        try device.tap(at: try device.point(ofText: "Copy"))
        #expect(device.device.state.pasteboard == "https://www.apple.com/")
        #expect(device.preview == nil)
        #expect(device.device.reportWebElement(href: "https://www.apple.com/", rect: rect, at: point))
        try device.forcePress(at: point, reaching: .pop)
        try device.liftFinger()
        #expect(browser.committed == [URL(string: "https://www.apple.com/")!])
        #expect(navigation.topViewController is SFSafariViewController)
    }

    /// The links app launched on `model` running `systemVersion`, with its controller.
    func launchedLinks(model: String = "iPhone 11", systemVersion: String = "13.0") throws
        -> (TestDevice, LinksViewController, String)
    {
        let app = try AppBundle(infoPlist: Fixture.plist("Links"), delegate: LinksAppDelegate.self)
        let device = try TestDevice(model: model, systemVersion: systemVersion)
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? LinksAppDelegate)
        let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
        let links = try #require(navigation.viewControllers.first as? LinksViewController)
        delegate.window?.layoutIfNeeded()
        return (device, links, app.bundleIdentifier)
    }

    /// Reports `href` under a link box in `links`' web view, as the page script would; the box's centre
    /// on the screen.
    func report(_ href: String, in links: LinksViewController, on device: TestDevice) -> CGPoint {
        let rect = CGRect(x: 10, y: 20, width: 60, height: 20)
        let point = links.webView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
        #expect(device.device.reportWebElement(href: href, rect: rect, at: point))
        return point
    }

    @Test("iOS 13 (iPhone 11): the app's menu for Apple's link binds and runs; the preview commits its push")
    func contextMenuOnIOS13() throws {
        let (device, links, _) = try launchedLinks()
        let point = report("https://www.apple.com/", in: links, on: device)
        let menu = try device.openContextMenu(at: point)
        #expect(menu.titles == ["Save for Later", "Copy Link"])
        #expect(menu.hasPreview)
        #expect(links.log == ["configuration www.apple.com", "willPresent"])
        try device.chooseMenuAction(titled: "Copy Link")
        #expect(device.device.state.pasteboard == "https://www.apple.com/")
        #expect(links.log.last == "didEnd")

        _ = report("https://www.apple.com/", in: links, on: device)
        try device.openContextMenu(at: point)
        try device.tapPreview()
        #expect(links.log.suffix(3) == ["willPresent", "willCommit", "didEnd"])
        #expect(links.navigationController?.topViewController is SFSafariViewController)
        #expect(device.contextMenu == nil)
    }

    @Test("iOS 13: completionHandler(nil) gives WebKit's default menu; Open Link opens Safari")
    func defaultMenuOnIOS13() throws {
        let (device, links, _) = try launchedLinks()
        let point = report("https://www.swift.org/", in: links, on: device)
        let menu = try device.openContextMenu(at: point)
        #expect(menu.titles == ["Open Link", "Add to Reading List", "Copy Link", "Share…"])
        #expect(menu.hasPreview)
        try device.chooseMenuAction(titled: "Open Link")
        device.advance(by: 0.5)
        #expect(device.device.safariURL?.absoluteString == "https://www.swift.org/")
        #expect(links.log == ["configuration www.swift.org", "willPresent", "didEnd"])
    }

    @Test("iOS 12.4 (iPhone 6s): the context-menu methods are never asked; the link peeks")
    func peekOnIOS12() throws {
        let (device, links, _) = try launchedLinks(model: "iPhone 6s", systemVersion: "12.4")
        let point = report("https://www.apple.com/", in: links, on: device)
        #expect(throws: TestDeviceError.self) { try device.openContextMenu(at: point) }
        _ = report("https://www.apple.com/", in: links, on: device)
        try device.forcePress(at: point, reaching: .peek)
        #expect(device.preview?.phase == .peek)
        #expect(device.preview?.linkURL?.absoluteString == "https://www.apple.com/")
        try device.liftFinger()
        #expect(links.log.isEmpty)
    }
}
