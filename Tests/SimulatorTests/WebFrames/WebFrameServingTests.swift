import BrowserTesting
import Foundation
import HTTPServer
import Simulator
import Springboard
import Testing
import TouchKit

/// Web views' pages over real sockets: `/web/{device}/{view}/{generation}/{file…}` serves the document
/// with the page script, the folder's files, and nothing else — with the sandbox's headers on every
/// answer, and no path, however spelled, reaching outside the page's folder.
@MainActor
@Suite(
    "Web views' pages over HTTP: documents, files, sandbox headers, confinement", .serialized,
    .simulatorTimeLimit)
struct WebFrameServingTests {
    /// A simulator with the test app in front, its page loaded, and the web view's node.
    func open(_ site: WebFrameSite) async throws -> (LiveSimulator, WebViewNode) {
        let simulator = try LiveSimulator(apps: [site.app()])
        let launched = try await simulator.request(
            .post, "/api/devices/1/apps/\(WebFrameSite.bundleIdentifier)/launch")
        #expect(launched.status == 200)
        let node = try #require(try await simulator.webViewNodes().first)
        #expect(node.document == "index.html")
        #expect(node.generation == 1)
        return (simulator, node)
    }

    func base(_ node: WebViewNode) -> String { "/web/1/\(node.id)/\(node.generation)/" }

    /// Every answer under /web/ carries the sandbox.
    func expectSandboxHeaders(_ response: HTTPResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        let policy = response.headers["Content-Security-Policy"] ?? ""
        #expect(policy.contains("sandbox allow-scripts"), sourceLocation: sourceLocation)
        #expect(!policy.contains("allow-same-origin"), sourceLocation: sourceLocation)
        #expect(policy.contains("connect-src 'none'"), sourceLocation: sourceLocation)
        #expect(policy.contains("default-src 'none'"), sourceLocation: sourceLocation)
        #expect(policy.contains("form-action 'none'"), sourceLocation: sourceLocation)
        #expect(policy.contains("frame-ancestors 'self'"), sourceLocation: sourceLocation)
        #expect(response.headers["X-Content-Type-Options"] == "nosniff", sourceLocation: sourceLocation)
        #expect(response.headers["Cache-Control"] == "no-store", sourceLocation: sourceLocation)
    }

    @Test("The document is served with the page script after its doctype, and the sandbox headers")
    func document() async throws {
        let site = try WebFrameSite()
        let (simulator, node) = try await open(site)
        let response = try await simulator.rawGet(base(node) + "index.html")
        #expect(response.status.code == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        expectSandboxHeaders(response)
        let body = try #require(response.bodyText)
        let script = "<script src=\"\(base(node)).forcetouch/page.js\"></script>"
        #expect(body.hasPrefix("<!DOCTYPE html>" + script + "\n<html>"))

        let page = try await simulator.rawGet(base(node) + ".forcetouch/page.js")
        #expect(page.status.code == 200)
        #expect(page.headers["Content-Type"] == "text/javascript; charset=utf-8")
        expectSandboxHeaders(page)
        #expect(page.bodyText?.contains("__forceTouchPage") == true)

        let style = try await simulator.rawGet(base(node) + "style.css")
        #expect(style.status.code == 200)
        #expect(style.headers["Content-Type"] == "text/css; charset=utf-8")
        expectSandboxHeaders(style)
        #expect(style.bodyText?.hasPrefix("body {") == true)

        let sub = try await simulator.rawGet(base(node) + "sub/page.html")
        #expect(sub.status.code == 200)
        #expect(
            sub.bodyText?.hasPrefix("<script src=") == true, "a page without a doctype gets the script first")
        await simulator.stop()
    }

    @Test("Paths leaving the folder are refused however they are spelled, symbolic links included")
    func confinement() async throws {
        let site = try WebFrameSite()
        let (simulator, node) = try await open(site)
        let root = base(node)
        let attempts: [(String, Int)] = [
            ("../secret.txt", 400), ("sub/../../secret.txt", 400), ("%2e%2e/secret.txt", 400),
            ("%2E%2E/secret.txt", 400), ("sub/%2e%2e/%2e%2e/secret.txt", 400), ("..%2fsecret.txt", 400),
            ("%2e%2e%2fsecret.txt", 400), ("sub%2f..%2f..%2fsecret.txt", 400), ("..%5csecret.txt", 400),
            (".%2e/secret.txt", 400), ("./index.html", 400), ("sub//page.html", 400),
            ("index.html%00.css", 400), ("%ff", 400), (".forcetouch/other.js", 400), (".hidden", 400),
            ("escape.txt", 403), ("up/secret.txt", 403), ("up/Site/index.html", 200),
            ("missing.html", 404), ("sub", 404),
        ]
        for (path, status) in attempts {
            let response = try await simulator.rawGet(root + path)
            #expect(response.status.code == status, "\(path): \(response.bodyText ?? "")")
            expectSandboxHeaders(response)
            #expect(response.bodyText?.contains(WebFrameSite.secretText) != true, "\(path) leaked the secret")
        }
        await simulator.stop()
    }

    @Test("Another generation, view or device, or a malformed path, is not served")
    func wrongPage() async throws {
        let site = try WebFrameSite()
        let (simulator, node) = try await open(site)
        let cases: [(String, Int, String)] = [
            ("/web/1/\(node.id)/\(node.generation + 1)/index.html", 404, "shows page \(node.generation) now"),
            ("/web/1/\(node.id + 1000)/\(node.generation)/index.html", 404, "no web view"),
            ("/web/9/\(node.id)/\(node.generation)/index.html", 404, "no device 9"),
            ("/web/1/x/1/index.html", 400, "not a node id"),
            ("/web/1/\(node.id)/-1/index.html", 400, "not an integer"),
            ("/web/1/\(node.id)", 400, "give the device"),
            (
                "/web/1/\(node.id)/\(node.generation)/" + String(repeating: "a/", count: 70) + "b", 400,
                "segments"
            ),
        ]
        for (path, status, words) in cases {
            let response = try await simulator.rawGet(path)
            #expect(response.status.code == status, "\(path)")
            #expect(response.bodyText?.contains(words) == true, "\(path): \(response.bodyText ?? "")")
            expectSandboxHeaders(response)
        }
        await simulator.stop()
    }

    @Test("A navigation is a new generation; an http(s) page is the 'not available' page, naming it")
    func navigation() async throws {
        let site = try WebFrameSite()
        let (simulator, node) = try await open(site)
        let device = simulator.session().device
        let webView = try #require(device.webView(renderID: node.id))
        webView.load(URLRequest(url: URL(string: "https://example.com/story?a=<b>")!))
        let after = try #require(try await simulator.webViewNodes().first)
        #expect(after.id == node.id && after.generation == node.generation + 1)
        #expect(after.document == "index.html")
        let stale = try await simulator.rawGet(base(node) + "index.html")
        #expect(stale.status.code == 404)
        let response = try await simulator.rawGet(base(after) + "index.html")
        #expect(response.status.code == 200)
        expectSandboxHeaders(response)
        let body = try #require(response.bodyText)
        #expect(body.contains("This page is not available in the simulator"))
        #expect(body.contains("<code>https://example.com/story?a=%3Cb%3E</code>"))
        #expect(body.contains("<script src=\"\(base(after)).forcetouch/page.js\"></script>"))
        // No folder: nothing but the document.
        let other = try await simulator.rawGet(base(after) + "style.css")
        #expect(other.status.code == 404)
        #expect(other.bodyText?.contains("has no folder") == true)
        await simulator.stop()
    }

    @Test("Reader's article is served from its pages, under its own document name")
    func reader() async throws {
        let simulator = try LiveSimulator()
        let launched = try await simulator.request(.post, "/api/devices/1/apps/com.example.reader/launch")
        #expect(launched.status == 200)
        let node = try #require(try await simulator.webViewNodes().first)
        #expect(node.document == "article.html")
        let response = try await simulator.rawGet(base(node) + "article.html")
        #expect(response.status.code == 200)
        #expect(response.bodyText?.contains("<title>Pressing Harder</title>") == true)
        let css = try await simulator.rawGet(base(node) + "reader.css")
        #expect(css.status.code == 200)
        await simulator.stop()
    }
}
