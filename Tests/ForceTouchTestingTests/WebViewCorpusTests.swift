import ForceTouchTesting
import Foundation
import SafariServices
import Testing
import UIKit
import WebKit

/// The corpus's WKWebView code on a TestDevice: WebKit's delegate signatures bind, the link preview
/// goes through the app's ui delegate, and the pop commits an SFSafariViewController into its stack.
@MainActor
@Suite("Corpus web view link previews on a TestDevice")
struct WebViewCorpusTests {
    @Test("A press on the link peeks the app's own preview with WebKit's Copy; the pop pushes Safari")
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
        try device.liftFinger()
        #expect(browser.committed.isEmpty)
        #expect(device.device.reportWebElement(href: "https://www.apple.com/", rect: rect, at: point))
        try device.forcePress(at: point, reaching: .pop)
        try device.liftFinger()
        #expect(browser.committed == [URL(string: "https://www.apple.com/")!])
        #expect(navigation.topViewController is SFSafariViewController)
        #expect(WKPreviewActionItemIdentifierCopy == "WKPreviewActionItemIdentifierCopy")
    }
}
