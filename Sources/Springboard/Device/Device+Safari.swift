public import Foundation
public import TouchKit

// Opening URLs in Safari, and the web views' element reports.

extension Device {
    /// Safari's bundle identifier (`com.apple.mobilesafari`).
    public static let safariBundleIdentifier = SafariApp.bundleIdentifier

    /// Opens `url` in Safari, which comes to the front (the app in front goes to the background), as a
    /// web view's link pop or `Application.open(_:)` does; returns whether Safari took it (http, https
    /// and file URLs). Safari joins the device the first time it opens a URL: devices that never open
    /// one keep the home screen they had (on iOS it is always there, in the dock).
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        guard ReadingList.supportsURL(url) || url.isFileURL else { return false }
        if appsByID[SafariApp.bundleIdentifier] == nil { add(SafariApp.manifest()) }
        guard let safari = appsByID[SafariApp.bundleIdentifier] else { return false }
        open(safari, item: nil)
        safariBrowser?.open(url)
        safari.host.tick()
        return true
    }

    /// The address Safari shows, or nil when it is not running.
    public var safariURL: URL? {
        safariBrowser?.webView.url
    }

    /// Safari's browser page, while Safari runs.
    var safariBrowser: SafariBrowserViewController? {
        guard let application = appsByID[SafariApp.bundleIdentifier]?.host.application,
            let navigation = application.keyWindow?.rootViewController as? NavigationController
        else { return nil }
        return navigation.viewControllers.first as? SafariBrowserViewController
    }

    /// An app asked the system to open `url` (`DeviceServices.urlOpener`): it opens once the input or
    /// tick under way is handled, so the app in front is not sent away in the middle of its own touch
    /// handling. True for URLs Safari takes.
    func queueOpening(_ url: URL) -> Bool {
        guard ReadingList.supportsURL(url) || url.isFileURL else { return false }
        pendingURLs.append(url)
        return true
    }

    /// Opens the URLs apps asked for, in order.
    func openPendingURLs() {
        while !pendingURLs.isEmpty {
            openURL(pendingURLs.removeFirst())
        }
    }

    /// The renderer reports what lies under a finger going down at `point` (screen coordinates) in a
    /// web view of the app in front: `href` (as the page wrote it, nil when not on a link) and the
    /// element's rectangle in the web view's coordinates. The web view under the point takes it
    /// (`WebView.reportElement(_:)`); returns false when no web view is there (the report is dropped).
    @discardableResult
    public func reportWebElement(href: String?, rect: CGRect, at point: CGPoint) -> Bool {
        guard let id = foregroundApp, let window = appsByID[id]?.host.application?.keyWindow else {
            return false
        }
        window.layoutIfNeeded()
        var view = window.hitTest(window.convert(point, from: nil), with: nil)
        while let current = view, !(current is WebView) { view = current.superview }
        guard let webView = view as? WebView else { return false }
        webView.reportElement(
            WebElementReport(point: webView.convert(point, from: nil), href: href, rect: rect))
        return true
    }

    /// The renderer reports the size of the page in the web view at `point` (screen coordinates) of the
    /// app in front (`WebView.reportPageSize(_:)`); false when no web view is there.
    @discardableResult
    public func reportWebPageSize(_ size: CGSize, at point: CGPoint) -> Bool {
        guard let id = foregroundApp, let window = appsByID[id]?.host.application?.keyWindow else {
            return false
        }
        var view = window.hitTest(point, with: nil)
        while let current = view, !(current is WebView) { view = current.superview }
        guard let webView = view as? WebView else { return false }
        webView.reportPageSize(size)
        return true
    }
}

extension Device {
    /// The web view the screen shows as render node `id` (`RenderNode.Kind.webView`), in the app in
    /// front (a peek's web view included); nil when no web view on screen has that id. A renderer that
    /// draws pages itself asks it for the page behind a node.
    /// - Complexity: O(*n*) in the views of the app's key window.
    public func webView(renderID id: Int) -> WebView? {
        guard let app = foregroundApp, let window = appsByID[app]?.host.application?.keyWindow else {
            return nil
        }
        var stack: [View] = [window]
        while let view = stack.popLast() {
            if let webView = view as? WebView, screen.builder.identifier(of: webView) == id { return webView }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }
}
