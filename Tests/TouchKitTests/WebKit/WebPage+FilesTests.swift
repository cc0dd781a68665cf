import Foundation
import TestSupport
import Testing
import TouchKit

/// The page's files as a renderer serves them: the document's path, its HTML, and reading the
/// folder's files with the web view's confinement (`..`, symbolic links, size, kind).
@MainActor
@Suite("WebPage: the document's path and the folder's files")
struct WebPageFilesTests {
    @Test("The document's path: a file's inside its folder, a string's at its base, index.html otherwise")
    func documentPath() throws {
        let pages = try WebPages()
        #expect(
            WebPage.file(pages.url("article.html"), readAccess: pages.folder).documentPath == "article.html")
        #expect(
            WebPage.file(pages.url("more/deep.html"), readAccess: pages.folder).documentPath
                == "more/deep.html")
        #expect(WebPage.html("<p>", baseURL: pages.url("next.html")).documentPath == "next.html")
        #expect(WebPage.html("<p>", baseURL: pages.url("more/")).documentPath == "more/index.html")
        #expect(
            WebPage.html("<p>", baseURL: URL(string: "https://example.com/a/b.html")).documentPath
                == "index.html")
        #expect(WebPage.html("<p>", baseURL: nil).documentPath == "index.html")
        #expect(WebPage.unavailable(URL(string: "https://example.com/")!).documentPath == "index.html")
        #expect(WebPage.blank.documentPath == "index.html")
    }

    @Test("A web view's loaded page names its document as it was loaded")
    func loadedDocument() throws {
        let pages = try WebPages()
        let webView = WebView()
        webView.loadFileURL(pages.url("more/deep.html"), allowingReadAccessTo: pages.folder)
        #expect(webView.page.documentPath == "more/deep.html")
        #expect(webView.page.documentHTML == nil)
    }

    @Test("The document's HTML: the string, the 'not available' page, an empty page; none for a file")
    func documentHTML() throws {
        let address = URL(string: "https://example.com/<x>")!
        #expect(WebPage.html("<p>Hi", baseURL: nil).documentHTML == "<p>Hi")
        #expect(WebPage.unavailable(address).documentHTML == WebPage.unavailableHTML(for: address))
        #expect(WebPage.blank.documentHTML?.contains("<body></body>") == true)
        let pages = try WebPages()
        #expect(WebPage.file(pages.url("next.html"), readAccess: pages.folder).documentHTML == nil)
    }

    @Test("Files inside the folder are read; nothing outside it, however the path is spelled")
    func confinement() throws {
        let pages = try WebPages()
        let page = WebPage.file(pages.url("article.html"), readAccess: pages.folder)
        let read = try #require(page.readResource(["more", "deep.html"]))
        #expect(try String(decoding: read.get().data, as: UTF8.self) == "<TITLE>Deep</TITLE>")
        for path in [["..", "secret.html"], ["more", "..", "..", "secret.html"]] {
            guard case .failure(.outsideReadAccess)? = page.readResource(path) else {
                Issue.record("\(path) was not refused as outside the folder")
                continue
            }
        }
        guard case .failure(.fileNotFound)? = page.readResource(["missing.html"]) else {
            Issue.record("a missing file was not reported")
            return
        }
        guard case .failure(.fileNotFound)? = page.readResource(["more"]) else {
            Issue.record("a folder was served as a file")
            return
        }
        #expect(WebPage.html("<p>", baseURL: nil).readResource(["article.html"]) == nil)
        #expect(WebPage.unavailable(URL(string: "https://example.com/")!).readResource(["a"]) == nil)
    }

    @Test("A symbolic link leading out of the folder is refused; one inside it is followed")
    func symbolicLinks() throws {
        let pages = try WebPages()
        let manager = FileManager.default
        try manager.createSymbolicLink(at: pages.url("escape.html"), withDestinationURL: pages.outside)
        try manager.createSymbolicLink(
            at: pages.url("up"), withDestinationURL: pages.folder.deletingLastPathComponent())
        try manager.createSymbolicLink(
            at: pages.url("alias.html"), withDestinationURL: pages.url("next.html"))
        let page = WebPage.file(pages.url("article.html"), readAccess: pages.folder)
        for path in [["escape.html"], ["up", "secret.html"]] {
            guard case .failure(.outsideReadAccess)? = page.readResource(path) else {
                Issue.record("\(path) escaped the folder")
                continue
            }
        }
        let alias = try #require(page.readResource(["alias.html"])).get()
        #expect(String(decoding: alias.data, as: UTF8.self) == "<title>Next Page</title><p>Next</p>")
    }

    @Test("A file over the size limit is refused")
    func tooLarge() throws {
        let pages = try WebPages()
        let big = pages.url("big.bin")
        try Data(count: WebPage.maximumFileSize + 1).write(to: big)
        let page = WebPage.file(pages.url("article.html"), readAccess: pages.folder)
        guard case .failure(.fileTooLarge(_, let bytes))? = page.readResource(["big.bin"]) else {
            Issue.record("a file over the limit was read")
            return
        }
        #expect(bytes == WebPage.maximumFileSize + 1)
    }

    @Test("Random paths of names, '..' and '.' never read outside the folder (seeded)")
    func randomizedConfinement() throws {
        let pages = try WebPages()
        let page = WebPage.file(pages.url("article.html"), readAccess: pages.folder)
        let names = ["..", ".", "more", "next.html", "secret.html", "Pages", "deep.html", "", "a b"]
        for seed in UInt64(1)...60 {
            var random = SplitMix64(seed: seed)
            let path = (0..<(1 + random.below(6))).map { _ in names[random.below(names.count)] }
            guard case .success(let file)? = page.readResource(path) else { continue }
            let root = pages.folder.resolvingSymlinksInPath().path + "/"
            #expect(file.url.path.hasPrefix(root), "seed \(seed): \(path) read \(file.url.path)")
        }
    }

    @Test("A web view renders as a webView node naming its page, generation and scroll offset")
    func renderAttributes() throws {
        let pages = try WebPages()
        let webView = WebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let builder = RenderTreeBuilder()
        var node = builder.render(webView)
        #expect(node.kind == .webView)
        #expect(node.attributes.web == RenderWebPage(generation: 0, document: "index.html"))
        webView.loadFileURL(pages.url("article.html"), allowingReadAccessTo: pages.folder)
        webView.reportPageSize(CGSize(width: 320, height: 2000))
        webView.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        node = builder.render(webView)
        #expect(
            node.attributes.web
                == RenderWebPage(generation: 1, document: "article.html", scroll: CGPoint(x: 0, y: 150)))
        #expect(RenderTextRenderer.line(for: node).contains("page=1:\"article.html\"@(0 150)"))
        webView.reload()
        #expect(builder.render(webView).attributes.web?.generation == 2)
    }

    @Test("The web attributes survive JSON coding")
    func coding() throws {
        var attributes = RenderAttributes(frame: CGRect(x: 0, y: 44, width: 375, height: 623))
        attributes.web = RenderWebPage(generation: 3, document: "a b/c.html", scroll: CGPoint(x: 1.5, y: 20))
        let node = RenderNode(id: 7, kind: .webView, attributes: attributes)
        let data = try JSONEncoder().encode(node)
        #expect(try JSONDecoder().decode(RenderNode.self, from: data) == node)
        attributes.web = RenderWebPage(generation: 0, document: "index.html")
        let plain = try JSONEncoder().encode(attributes)
        #expect(!String(decoding: plain, as: UTF8.self).contains("scroll"))
    }
}
