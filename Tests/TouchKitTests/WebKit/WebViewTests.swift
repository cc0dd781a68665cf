import Foundation
import TestSupport
import Testing
import TouchKit

/// WKWebView's navigation on TouchKit: loading the app's pages and http(s) URLs, the navigation
/// delegate's decisions and reports, the history, and following a tapped link.
@MainActor
@Suite("WebView: loading, navigation delegate, history, links")
struct WebViewTests {
    @Test("Loading a file: the delegate decides, then hears didFinish; url, title and page follow")
    func loadFile() throws {
        let pages = try WebPages()
        let webView = WebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = WebDelegateRecorder()
        webView.navigationDelegate = recorder
        #expect(webView.url == nil && webView.title == nil && webView.page == .blank)
        let navigation = webView.loadFileURL(pages.url("article.html"), allowingReadAccessTo: pages.folder)
        #expect(navigation?.request.url == pages.url("article.html"))
        #expect(recorder.calls == ["decide other article.html", "finish article.html"])
        #expect(webView.url == pages.url("article.html"))
        #expect(webView.title == "The Article & More")
        #expect(webView.page.readAccessFolder == pages.folder)
        #expect(webView.pageGeneration == 1)
        #expect(!webView.canGoBack && !webView.isLoading)
    }

    @Test("A cancelled navigation changes nothing and hears nothing more")
    func cancel() throws {
        let pages = try WebPages()
        let webView = WebView()
        let recorder = WebDelegateRecorder()
        webView.navigationDelegate = recorder
        recorder.policy = .cancel
        webView.load(URLRequest(url: pages.url("article.html")))
        #expect(recorder.calls == ["decide other article.html"])
        #expect(webView.url == nil && webView.pageGeneration == 0 && !webView.isLoading)
    }

    @Test("A decision made later loads then; only the first call of the handler counts")
    func deferredDecision() throws {
        let pages = try WebPages()
        let webView = WebView()
        let recorder = WebDelegateRecorder()
        webView.navigationDelegate = recorder
        recorder.policy = nil
        webView.load(URLRequest(url: pages.url("next.html")))
        #expect(webView.isLoading && webView.url == nil)
        let decide = try #require(recorder.pendingDecision)
        decide(.allow)
        #expect(!webView.isLoading && webView.title == "Next Page")
        decide(.allow)
        decide(.cancel)
        #expect(recorder.calls == ["decide other next.html", "finish next.html"])
        #expect(webView.pageGeneration == 1)
    }

    @Test("A newer navigation supersedes one still waiting for its decision")
    func superseded() throws {
        let pages = try WebPages()
        let webView = WebView()
        let recorder = WebDelegateRecorder()
        webView.navigationDelegate = recorder
        recorder.policy = nil
        webView.load(URLRequest(url: pages.url("next.html")))
        let first = try #require(recorder.pendingDecision)
        recorder.policy = .allow
        webView.load(URLRequest(url: pages.url("article.html")))
        first(.allow)
        #expect(webView.title == "The Article & More")
        #expect(webView.pageGeneration == 1)
    }

    @Test("Failures reach didFail with a WebViewError: missing file, outside the folder, other schemes")
    func failures() throws {
        let pages = try WebPages()
        let webView = WebView()
        let recorder = WebDelegateRecorder()
        webView.navigationDelegate = recorder
        webView.loadFileURL(pages.url("article.html"), allowingReadAccessTo: pages.folder)
        webView.load(URLRequest(url: pages.url("missing.html")))
        webView.loadFileURL(pages.outside, allowingReadAccessTo: pages.folder)
        webView.load(URLRequest(url: URL(string: "mailto:someone@example.com")!))
        #expect(
            recorder.errors == [
                .fileNotFound(pages.url("missing.html")),
                .outsideReadAccess(pages.outside, folder: pages.folder),
                .unsupportedScheme(URL(string: "mailto:someone@example.com")!),
            ])
        #expect(webView.title == "The Article & More")
        #expect(!webView.canGoBack)
        #expect(recorder.errors[0].description.contains("no such file"))
        #expect(recorder.errors[1].description.contains("loadFileURL(_:allowingReadAccessTo:)"))
    }

    @Test("An http(s) page shows the not-available page naming it, and didFail says why")
    func unavailable() throws {
        let webView = WebView()
        let recorder = WebDelegateRecorder()
        webView.navigationDelegate = recorder
        let story = URL(string: "https://example.com/story?a=1&b='2'")!
        webView.load(URLRequest(url: story))
        #expect(webView.url == story)
        #expect(webView.title == "Not Available")
        #expect(webView.page == .unavailable(story))
        #expect(recorder.errors == [.pageUnavailableInSimulator(story)])
        let html = WebPage.unavailableHTML(for: story)
        #expect(html.contains("This page is not available in the simulator"))
        #expect(html.contains("https://example.com/story?a=1&amp;b=&#39;2&#39;"))
    }

    @Test("An app may ship a page for its own URL: it loads instead, under the web address")
    func offlinePage() throws {
        let pages = try WebPages()
        let webView = WebView()
        let recorder = WebDelegateRecorder()
        webView.navigationDelegate = recorder
        let story = URL(string: "https://example.com/story")!
        webView.setOfflinePage(pages.url("offline.html"), for: story)
        webView.load(URLRequest(url: URL(string: "https://example.com/story#part")!))
        #expect(webView.title == "Shipped Story")
        #expect(webView.url?.absoluteString == "https://example.com/story#part")
        #expect(recorder.calls.last == "finish https://example.com/story#part")
    }

    @Test("loadHTMLString: about:blank without a base URL; relative links resolve against a file base")
    func htmlString() throws {
        let pages = try WebPages()
        let webView = WebView()
        webView.loadHTMLString("<title>Inline</title><a href='next.html'>n</a>", baseURL: nil)
        #expect(webView.url?.absoluteString == "about:blank")
        #expect(webView.title == "Inline")
        webView.loadHTMLString("<p>no title</p>", baseURL: pages.url("article.html"))
        #expect(webView.title == nil)
        #expect(webView.page.readAccessFolder?.standardizedFileURL.path == pages.folder.path)
        webView.reportElement(
            WebElementReport(
                point: CGPoint(x: 10, y: 10), href: "next.html",
                rect: CGRect(x: 0, y: 0, width: 50, height: 20)))
        var finger = Finger(makeWindow(root: hosting(webView)))
        finger.tap(10, 10)
        #expect(webView.title == "Next Page")
        #expect(webView.url == pages.url("next.html"))
    }

    @Test("A tapped link is followed (linkActivated); goBack and reload navigate with their types")
    func historyAndLinks() throws {
        let pages = try WebPages()
        let webView = WebView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let recorder = WebDelegateRecorder()
        webView.navigationDelegate = recorder
        let window = makeWindow(root: hosting(webView))
        webView.loadFileURL(pages.url("article.html"), allowingReadAccessTo: pages.folder)
        webView.reportElement(
            WebElementReport(
                point: CGPoint(x: 40, y: 100), href: " more/deep.html ",
                rect: CGRect(x: 20, y: 90, width: 80, height: 20)))
        var finger = Finger(window)
        finger.tap(40, 100)
        #expect(webView.title == "Deep")
        #expect(webView.canGoBack)
        #expect(webView.page.readAccessFolder == pages.folder)
        webView.reload()
        #expect(webView.pageGeneration == 3)
        webView.goBack()
        #expect(webView.title == "The Article & More")
        #expect(!webView.canGoBack)
        #expect(webView.goBack() == nil)
        #expect(
            recorder.calls == [
                "decide other article.html", "finish article.html",
                "decide linkActivated deep.html", "finish deep.html",
                "decide reload deep.html", "finish deep.html",
                "decide backForward article.html", "finish article.html",
            ])
    }

    @Test("Taps off links, on mailto: links, or far from the reported element do not navigate")
    func tapsThatDoNotNavigate() throws {
        let pages = try WebPages()
        let webView = WebView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let window = makeWindow(root: hosting(webView))
        webView.loadFileURL(pages.url("article.html"), allowingReadAccessTo: pages.folder)
        var finger = Finger(window)
        webView.reportElement(
            WebElementReport(
                point: CGPoint(x: 40, y: 100), href: nil, rect: CGRect(x: 0, y: 90, width: 375, height: 40)))
        finger.tap(40, 100)
        webView.reportElement(
            WebElementReport(
                point: CGPoint(x: 40, y: 100), href: "mailto:a@b.c",
                rect: CGRect(x: 20, y: 90, width: 80, height: 20)))
        finger.tap(40, 100)
        webView.reportElement(
            WebElementReport(
                point: CGPoint(x: 40, y: 100), href: "next.html",
                rect: CGRect(x: 20, y: 90, width: 80, height: 20)))
        finger.tap(300, 500)
        #expect(webView.pageGeneration == 1)
        #expect(webView.title == "The Article & More")
    }

    @Test("Titles: first <title>, entities decoded, whitespace collapsed, none beyond 64 KiB")
    func titles() {
        #expect(
            WebPage.title(ofHTML: "<TITLE lang=en>\n A &lt;b&gt; &quot;c&quot; &#39;d&#39;\t</title>")
                == "A <b> \"c\" 'd'")
        #expect(WebPage.title(ofHTML: "<title>unterminated") == nil)
        #expect(WebPage.title(ofHTML: String(repeating: " ", count: 70_000) + "<title>late</title>") == nil)
        #expect(WebPage.title(ofHTML: "<title></title>") == "")
    }

    @Test("Randomized paths (recorded seeds): a page never loads from outside its folder")
    func randomizedPaths() throws {
        let pages = try WebPages()
        let parts = [
            "..", ".", "more", "next.html", "deep.html", "secret.html", "article.html", "x", "Pages",
        ]
        for seed in UInt64(1)...40 {
            var random = SplitMix64(seed: seed)
            let webView = WebView()
            let recorder = WebDelegateRecorder()
            webView.navigationDelegate = recorder
            let path = (0..<(1 + random.below(5))).map { _ in parts[random.below(parts.count)] }.joined(
                separator: "/")
            let target = pages.folder.appendingPathComponent(path)
            webView.loadFileURL(target, allowingReadAccessTo: pages.folder)
            let inside = target.standardizedFileURL.path.hasPrefix(pages.folder.path + "/")
            if case .file(let file, _) = webView.page {
                #expect(inside, "seed \(seed): \(path) loaded \(file.path)")
                #expect(file.path.hasPrefix(pages.folder.path + "/"), "seed \(seed)")
            } else {
                #expect(recorder.errors.count == 1, "seed \(seed): \(path)")
                if !inside {
                    #expect(
                        recorder.errors.first == .outsideReadAccess(target, folder: pages.folder),
                        "seed \(seed)")
                }
            }
        }
    }

    /// A controller whose view holds `webView`.
    func hosting(_ webView: WebView) -> ViewController {
        let controller = ViewController()
        if webView.frame.isEmpty { webView.frame = CGRect(x: 0, y: 0, width: 375, height: 667) }
        controller.view.addSubview(webView)
        return controller
    }
}
