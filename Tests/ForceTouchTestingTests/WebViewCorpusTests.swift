import ForceTouchTesting
import Foundation
import SafariServices
import Springboard
import Testing
import UIKit
import WebKit

/// The corpus's WKWebView code on a TestDevice: WebKit's delegate signatures bind, the link preview
/// goes through the app's ui delegate, and the pop commits an SFSafariViewController into its stack.
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
}
