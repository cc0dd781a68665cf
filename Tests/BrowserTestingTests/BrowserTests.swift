import BrowserTesting
import Foundation
import HTTPServer
import Testing

/// Why browser tests may be skipped, shown in the test output.
let browserSkipReason: Comment =
    "no Chromium on PATH (chromium, chromium-browser, google-chrome; or FORCETOUCH_BROWSER): browser tests skipped. With CI=true they fail instead."

@Suite("Browser harness", .enabled(if: Browser.shouldRunTests(), browserSkipReason))
struct BrowserTests {
    static let page = """
        <!doctype html><html><head><meta charset="utf-8"><title>harness</title>
        <style>html,body{margin:0;height:100%;background:#fff}#pad{position:absolute;left:0;top:0;width:400px;height:400px;background:#3a7;touch-action:none}</style>
        </head><body><div id="pad"></div><script>
        window.events = [];
        const pad = document.getElementById('pad');
        for (const kind of ['pointerdown', 'pointermove', 'pointerup']) {
          pad.addEventListener(kind, (e) => { window.events.push({ kind, type: e.pointerType, pressure: e.pressure, x: e.clientX, y: e.clientY }); });
        }
        </script></body></html>
        """

    /// Serves `page` at `/` on a free loopback port.
    static func serve() throws -> HTTPServer {
        var router = Router()
        router.get("/") { _ in
            HTTPResponse(
                status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(page.utf8))
        }
        let server = HTTPServer(configuration: .init(port: 0), responder: router)
        try server.start()
        return server
    }

    @Test("Navigate, evaluate, wait, pen and touch input with pressure, and a screenshot")
    func harness() async throws {
        #expect(Browser.locate() != nil, "a browser is required here (CI=true): install chromium")
        let server = try Self.serve()
        defer { server.shutdown() }
        let browser = try await Browser.launch(width: 800, height: 600)
        do {
            let page = browser.page
            try await page.navigate(to: "http://127.0.0.1:\(server.port)/")
            #expect(try await page.evaluate("document.title").string == "harness")
            #expect(try await page.evaluate("Promise.resolve(6 * 7)").int == 42)
            #expect(try await page.evaluate("({a: [1, 'b', null, true]})") == ["a": [1, "b", .null, true]])
            await #expect(throws: BrowserError.self) {
                try await page.evaluate("(() => { throw new Error('boom') })()")
            }

            // A pen press whose force rises over several moves (the position varies slightly).
            try await page.mouse(.pressed, x: 100, y: 100, pointer: .pen, force: 0.1)
            for step in 1...4 {
                try await page.mouse(
                    .moved, x: 100 + Double(step) * 0.5, y: 100, pointer: .pen,
                    force: 0.1 + 0.2 * Double(step))
            }
            try await page.mouse(.released, x: 102, y: 100, pointer: .pen, force: 0)
            try await page.waitUntil("window.events.filter((e) => e.kind === 'pointerup').length === 1")
            let events = try await page.evaluate("window.events").array ?? []
            let pen = events.filter { $0["type"].string == "pen" }
            #expect(pen.count == 6)
            let pressures = pen.filter { $0["kind"].string == "pointermove" }.compactMap {
                $0["pressure"].number
            }
            #expect(pressures.count == 4)
            #expect(pressures == pressures.sorted() && (pressures.last ?? 0) > 0.8, "\(pressures)")

            // A touch whose force changes as it moves.
            try await page.evaluate("window.events = []")
            try await page.touch(.start, [.init(x: 200, y: 200, force: 0.2)])
            try await page.touch(.move, [.init(x: 201, y: 200, force: 0.6)])
            try await page.touch(.end, [])
            try await page.waitUntil(
                "window.events.some((e) => e.kind === 'pointerup' && e.type === 'touch')")
            let touch = try await page.evaluate(
                "window.events.filter((e) => e.type === 'touch').map((e) => e.kind)")
            #expect(touch == ["pointerdown", "pointermove", "pointerup"])

            await #expect(throws: BrowserError.self) {
                try await page.waitUntil("window.neverSet === true", timeout: .milliseconds(200))
            }

            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "harness-\(UUID().uuidString).png"
            ).path
            try await page.screenshot(to: path)
            let png = try Data(contentsOf: URL(fileURLWithPath: path))
            try? FileManager.default.removeItem(atPath: path)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
        #expect(!FileManager.default.fileExists(atPath: browser.userDataDirectory.path))
    }
}

@Suite("Locating the browser")
struct BrowserLocatingTests {
    @Test("Locating a browser follows FORCETOUCH_BROWSER and PATH; CI makes the tests run")
    func locating() {
        #expect(Browser.locate(environment: ["PATH": "/nonexistent"]) == nil)
        #expect(Browser.locate(environment: ["FORCETOUCH_BROWSER": "/nonexistent/chrome"]) == nil)
        #expect(!Browser.shouldRunTests(environment: ["PATH": "/nonexistent"]))
        #expect(Browser.shouldRunTests(environment: ["PATH": "/nonexistent", "CI": "true"]))
        #expect(Browser.isCI(["CI": "1"]))
        #expect(!Browser.isCI(["CI": "false"]))
    }
}
