import Foundation
import HTTPServer
import Simulator
import TestSupport
import Testing

/// `/docs/`: the DocC site scripts/build-docs writes, served from its folder over real sockets;
/// a clear page before it is built; nothing outside the folder, whatever the path says.
@Suite("Documentation site at /docs/", .simulatorTimeLimit)
@MainActor
struct DocumentationSiteTests {
    /// A folder holding a small built site (`docs/`) and, beside it, a file no path may reach.
    struct SiteFolder {
        let root: URL
        var docs: URL { root.appendingPathComponent("docs", isDirectory: true) }
        static let secret = "the secret beside the site"

        init(built: Bool = true) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "forcetouch-docs-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
            try Self.secret.write(
                to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
            guard built else { return }
            let files: [String: String] = [
                "index.html": "<!doctype html><title>site</title>",
                "documentation/index.html": "<!doctype html><title>modules</title>",
                "documentation/touchkit/index.html": "<!doctype html><title>TouchKit</title>",
                "documentation/touchkit/application(_:didfinishlaunchingwithoptions:)/index.html":
                    "<p>didFinish</p>",
                "css/index.css": "body{}",
                "js/index.js": "export {};",
                "data/documentation/touchkit.json": "{\"kind\":\"symbol\"}",
                "symbols.json": "{\"symbols\":{}}",
                "img/logo.png": "png",
                "fonts/a.woff2": "woff2",
                "downloads/notes.bin": "bytes",
            ]
            for (path, text) in files {
                let file = docs.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
            // A link inside the site that leads out of it.
            try FileManager.default.createSymbolicLink(
                at: docs.appendingPathComponent("outside"), withDestinationURL: root)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// The raw answer to `GET target` sent byte for byte (no client normalises the path).
    static func rawGet(_ target: String, port: Int) async throws -> String {
        let client = try await TCPClient.connect(port: port)
        try await client.write("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        client.finishWriting()
        return String(decoding: try await client.readUntilClosed(), as: UTF8.self)
    }

    @Test("Before scripts/build-docs ran, every documentation path says how to build it")
    func notBuilt() async throws {
        let folder = try SiteFolder(built: false)
        let simulator = try LiveSimulator(docs: folder.docs)
        defer { folder.remove() }
        for path in ["/docs/", "/docs/documentation/touchkit/", "/docs/css/index.css"] {
            let reply = try await simulator.request(.get, path)
            #expect(reply.status == 404, "\(path)")
            #expect(reply.response.headers["Content-Type"] == "text/html; charset=utf-8", "\(path)")
            #expect(reply.response.bodyText?.contains("scripts/build-docs") == true, "\(path)")
            #expect(reply.response.bodyText?.contains(folder.docs.path) == true, "\(path)")
        }
        let bare = try await simulator.request(.get, "/docs")
        #expect(bare.status == 302)
        #expect(bare.response.headers["Location"] == "/docs/")
        await simulator.stop()
    }

    @Test("A built site: pages, assets and data with their content types; /docs/ opens the module list")
    func served() async throws {
        let folder = try SiteFolder()
        let simulator = try LiveSimulator(docs: folder.docs)
        defer { folder.remove() }
        let root = try await simulator.request(.get, "/docs/")
        #expect(root.status == 302)
        #expect(root.response.headers["Location"] == "/docs/documentation/")
        let expected: [(path: String, type: String, body: String)] = [
            ("/docs/documentation/", "text/html; charset=utf-8", "<!doctype html><title>modules</title>"),
            (
                "/docs/documentation/touchkit/", "text/html; charset=utf-8",
                "<!doctype html><title>TouchKit</title>"
            ),
            (
                "/docs/documentation/touchkit", "text/html; charset=utf-8",
                "<!doctype html><title>TouchKit</title>"
            ),
            (
                "/docs/documentation/touchkit/application(_:didfinishlaunchingwithoptions:)/",
                "text/html; charset=utf-8", "<p>didFinish</p>"
            ),
            (
                "/docs/documentation/touchkit/application%28_%3Adidfinishlaunchingwithoptions%3A%29/",
                "text/html; charset=utf-8", "<p>didFinish</p>"
            ),
            ("/docs/css/index.css", "text/css; charset=utf-8", "body{}"),
            ("/docs/js/index.js", "text/javascript; charset=utf-8", "export {};"),
            ("/docs/data/documentation/touchkit.json", "application/json", "{\"kind\":\"symbol\"}"),
            ("/docs/symbols.json", "application/json", "{\"symbols\":{}}"),
            ("/docs/img/logo.png", "image/png", "png"),
            ("/docs/fonts/a.woff2", "font/woff2", "woff2"),
            ("/docs/downloads/notes.bin", "application/octet-stream", "bytes"),
        ]
        for (path, type, body) in expected {
            let reply = try await simulator.request(.get, path)
            #expect(reply.status == 200, "\(path)")
            #expect(reply.response.headers["Content-Type"] == type, "\(path)")
            #expect(reply.response.bodyText == body, "\(path)")
        }
        let missing = try await simulator.request(.get, "/docs/documentation/nosuchmodule/")
        #expect(missing.status == 404)
        #expect(
            missing.response.bodyText?.contains("There is no page at /docs/documentation/nosuchmodule/")
                == true)
        let head = try await simulator.request(.head, "/docs/css/index.css")
        #expect(head.status == 200)
        await simulator.stop()
    }

    @Test(
        "No path reaches outside the site: dot segments, encoded slashes, backslashes, NUL, a symbolic link")
    func noTraversal() async throws {
        let folder = try SiteFolder()
        let simulator = try LiveSimulator(docs: folder.docs)
        defer { folder.remove() }
        let attempts = [
            "/docs/../secret.txt", "/docs/%2e%2e/secret.txt", "/docs/%2E%2E/secret.txt",
            "/docs/..%2fsecret.txt",
            "/docs/css/..%2f..%2fsecret.txt", "/docs/%2e%2e%2fsecret.txt", "/docs/..%5csecret.txt",
            "/docs/./../secret.txt", "/docs/outside/secret.txt",
            "/docs/css/index.css%00.png", "/docs//../secret.txt",
        ]
        for target in attempts {
            let answer = try await Self.rawGet(target, port: simulator.port)
            #expect(!answer.contains(SiteFolder.secret), "\(target) reached the file beside the site")
            #expect(!answer.hasPrefix("HTTP/1.1 200"), "\(target): \(answer.prefix(80))")
        }
        await simulator.stop()
    }

    @Test("Randomized paths of dots, slashes and encodings never leave the site (seed 0x5EED_D0C5)")
    func randomizedTraversal() async throws {
        let folder = try SiteFolder()
        let simulator = try LiveSimulator(docs: folder.docs)
        defer { folder.remove() }
        var random = SplitMix64(seed: 0x5EED_D0C5)
        let pieces = [
            "..", ".", "%2e", "%2E", "%2e%2e", "%2f", "%2F", "/", "\\", "%5c", "secret.txt", "css", "outside",
            "docs",
            "index.html", "%00", "documentation", "touchkit",
        ]
        for _ in 0..<60 {
            var target = "/docs/"
            for _ in 0..<(1 + random.below(7)) { target += pieces[random.below(pieces.count)] }
            if random.chance(50) { target += "/secret.txt" }
            let answer = try await Self.rawGet(target, port: simulator.port)
            #expect(
                !answer.contains(SiteFolder.secret),
                "seed 0x5EED_D0C5: \(target) reached the file beside the site")
        }
        await simulator.stop()
    }
}
