import BrowserTesting
import Foundation
import HTTPServer
import Simulator
import Testing

/// Reader's web view in a real browser: the article is a real page in a sandboxed frame; a pen press on
/// a link hints, peeks (Safari's view of the link, itself a frame) and pops into Safari; lifting at the
/// peek restores the article; dragging up shows WebKit's four actions and Copy puts the link on the
/// device's pasteboard; with link previews off the press is a tap that follows the link; and dragging
/// the page scrolls it (the frame follows the web view's scroll view). The test finds links by asking
/// the page what lies under points, as the client does for a press; it waits for what the page shows,
/// never for a fixed time.
@MainActor
@Suite(
    "Web views in the browser: peek and pop, and the sandbox", .serialized,
    .enabled(if: Browser.shouldRunTests(), peekAndPopBrowserSkipReason), .browserTimeLimit)
struct WebViewBrowserTests {
    static let preview = "document.getElementById('device').dataset.preview"
    static let screen = "document.getElementById('device').dataset.screen"

    /// A simulator with Reader in front, and a browser on its page with the article loaded.
    func open() async throws -> (LiveSimulator, Browser, BrowserPage) {
        let simulator = try LiveSimulator()
        let (browser, page) = try await simulator.openInBrowser(
            launching: "com.example.reader", until: Self.frameShows("article.html"))
        return (simulator, browser, page)
    }

    /// A JavaScript predicate: a web view's frame shows a document whose path ends with `document`.
    static func frameShows(_ document: String) -> String {
        "[...document.querySelectorAll('#render-root iframe.web-frame')].some((f) => f.src.endsWith('/\(document)'))"
    }

    /// The first web view frame whose page ends with `document`, as a JavaScript expression.
    static func frame(_ document: String) -> String {
        "[...document.querySelectorAll('#render-root iframe.web-frame')].find((f) => f.src.endsWith('/\(document)'))"
    }

    /// Asks the page in the frame showing `document` what lies under points of a grid (the page
    /// script's own query, as the client asks for a press) until it finds the link `href`; returns the
    /// client position of the middle of the link's box under that point.
    func link(_ page: BrowserPage, _ href: String, in document: String = "article.html") async throws -> (
        Double, Double
    ) {
        let found = try await page.evaluate(
            """
            (async () => {
              const frame = \(Self.frame(document));
              if (!frame) return null;
              const width = Number(frame.dataset.width), height = Number(frame.dataset.height);
              const scrollX = Number(frame.dataset.scrollX) || 0, scrollY = Number(frame.dataset.scrollY) || 0;
              let id = 1000000;
              const ask = (x, y) => new Promise((resolve) => {
                const query = id++;
                const timer = setTimeout(() => { removeEventListener('message', on); resolve(null); }, 2000);
                const on = (event) => {
                  if (event.source !== frame.contentWindow || event.data?.id !== query) return;
                  clearTimeout(timer); removeEventListener('message', on); resolve(event.data);
                };
                addEventListener('message', on);
                frame.contentWindow.postMessage({ forceTouch: 'query', id: query, x, y, width, height, scrollX, scrollY }, '*');
              });
              const xs = [];
              for (let x = 10; x < width; x += 24) xs.push(x);
              for (let y = 4; y < height; y += 6) {
                // A row's points at once: the page answers each in order.
                const answers = await Promise.all(xs.map((x) => ask(x, y)));
                const answer = answers.find((a) => a && a.href === \(Self.quoted(href)));
                if (answer) {
                  const r = frame.getBoundingClientRect();
                  const [lx, ly, lw, lh] = answer.rect;
                  return [r.left + (lx + lw / 2) * r.width / width, r.top + (ly + lh / 2) * r.height / height];
                }
              }
              return null;
            })()
            """, timeout: .seconds(60))
        let point = (found.array ?? []).compactMap(\.number)
        guard point.count == 2 else {
            throw BrowserError.javaScriptException("no link \(href) found in the page \(document)")
        }
        return (point[0], point[1])
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
            + "'"
    }

    /// Pen samples around (`x`, `y`) at each of `pressures` (Chromium sends no move for a force-only
    /// change, so the position wobbles by half a pixel).
    func press(_ page: BrowserPage, x: Double, y: Double, pressures: [Double]) async throws {
        for (index, pressure) in pressures.enumerated() {
            try await page.mouse(
                .moved, x: x + (index % 2 == 0 ? 0.5 : 0), y: y, pointer: .pen, force: pressure)
        }
    }

    /// A pen press on (`x`, `y`) up to the peek.
    func peek(_ page: BrowserPage, x: Double, y: Double) async throws {
        try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.1)
        try await press(page, x: x, y: y, pressures: [0.2, 0.3, 0.4, 0.45, 0.45, 0.45])
        try await page.waitUntil("\(Self.preview) === 'hint'")
        try await press(page, x: x, y: y, pressures: [0.6, 0.7, 0.72, 0.72, 0.72, 0.72])
        try await page.waitUntil("\(Self.preview) === 'peek'")
    }

    /// Records a failure with what the device and the page showed, and leaves a screenshot.
    func record(_ error: any Error, _ simulator: LiveSimulator, _ page: BrowserPage, test: String) async {
        let state = try? await simulator.request(.get, "/api/devices/1")
        let frames = try? await page.evaluate(
            "[...document.querySelectorAll('iframe')].map((f) => f.src).join(' ')")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-webview-\(test)-failure.png"
        ).path
        try? await page.screenshot(to: path)
        Issue.record(
            """
            \(error)
            device: screen \(state.map { "\($0.json["screen"] ?? .null)" } ?? "unknown"), preview \(state.map { "\($0.json["preview"] ?? .null)" } ?? "unknown")
            frames: \(frames.map { "\($0)" } ?? "unknown"); screenshot: \(path)
            """)
    }

    @Test("A pen press on a link: hint (the link stays sharp), peek (Safari's view of it), pop into Safari")
    func hintPeekPop() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let (x, y) = try await link(page, "history.html")
            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.1)
            try await press(page, x: x, y: y, pressures: [0.2, 0.3, 0.4, 0.45, 0.45, 0.45])
            try await page.waitUntil("\(Self.preview) === 'hint'")
            let hint = try await simulator.request(.get, "/api/devices/1")
            #expect(hint.json["preview"]["linkURL"].string?.hasSuffix("/history.html") == true)
            // The link's box is cut out of the blur: the bands leave a hole around the press.
            let hole = try await page.evaluate(
                """
                (() => { const bands = [...document.querySelectorAll('[data-kind="visualEffect"]')]
                  .filter((e) => e.offsetWidth > 0 && e.offsetHeight > 0 && getComputedStyle(e).backdropFilter.startsWith('blur('));
                  return bands.length === 4 && !bands.some((e) => { const r = e.getBoundingClientRect();
                    return \(x) >= r.left && \(x) <= r.right && \(y) >= r.top && \(y) <= r.bottom; }); })()
                """)
            #expect(hole.bool == true, "four blurred bands around a sharp link")
            try await press(page, x: x, y: y, pressures: [0.6, 0.7, 0.72, 0.72, 0.72, 0.72])
            try await page.waitUntil("\(Self.preview) === 'peek'")
            try await page.waitUntil(Self.frameShows("history.html"))
            try await press(page, x: x, y: y, pressures: [0.9, 1, 1, 1, 1, 1, 1, 1])
            try await page.waitUntil("\(Self.screen) === 'com.apple.mobilesafari'", timeout: .seconds(20))
            try await page.mouse(.released, x: x, y: y, pointer: .pen, force: 0)
            try await page.waitUntil("\(Self.preview) === 'none'")
            let popped = try await simulator.request(.get, "/api/devices/1")
            #expect(popped.json["screen"] == "com.apple.mobilesafari")
            try await page.waitUntil(Self.frameShows("history.html"))
        } catch {
            await record(error, simulator, page, test: "hint-peek-pop")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test("Lifting at the peek restores the article, in Reader")
    func liftAtPeek() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let before = try await page.evaluate("\(Self.frame("article.html")).src").string
            let (x, y) = try await link(page, "sensors.html")
            try await peek(page, x: x, y: y)
            try await page.waitUntil(Self.frameShows("sensors.html"))
            try await page.mouse(.released, x: x, y: y, pointer: .pen, force: 0)
            try await page.waitUntil("\(Self.preview) === 'none'")
            try await page.waitUntil("!(\(Self.frameShows("sensors.html")))")
            let after = try await simulator.request(.get, "/api/devices/1")
            #expect(after.json["screen"] == "com.example.reader")
            #expect(after.json["preview"].isNull)
            #expect(try await page.evaluate("\(Self.frame("article.html")).src").string == before)
        } catch {
            await record(error, simulator, page, test: "lift-at-peek")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test("Dragging the peek up shows WebKit's four actions; Copy puts the link on the device's pasteboard")
    func copy() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let (x, y) = try await link(page, "https://reader.example.com/about")
            try await peek(page, x: x, y: y)
            for step in 1...8 {
                try await page.mouse(.moved, x: x, y: y - 20 * Double(step), pointer: .pen, force: 0.72)
            }
            try await page.waitUntil("document.querySelectorAll('[role=\"menuitem\"]').length === 4")
            try await page.mouse(.released, x: x, y: y - 160, pointer: .pen, force: 0)
            try await page.waitUntil("\(Self.preview) === 'peek'")
            let items = try await page.evaluate(
                "[...document.querySelectorAll('[role=\"menuitem\"]')].map((e) => e.getAttribute('aria-label') || e.textContent).join('|')"
            ).string
            #expect(items == "Open|Add to Reading List|Copy|Share")
            let copyAt = try await page.evaluate(
                "(() => { const r = [...document.querySelectorAll('[role=\"menuitem\"]')].find((e) => (e.getAttribute('aria-label') || e.textContent) === 'Copy').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
            )
            let point = (copyAt.array ?? []).compactMap(\.number)
            try #require(point.count == 2)
            try await page.mouse(.pressed, x: point[0], y: point[1])
            try await page.mouse(.released, x: point[0], y: point[1])
            try await page.waitUntil("\(Self.preview) === 'none'")
            let done = try await simulator.request(.get, "/api/devices/1")
            #expect(done.json["pasteboard"] == "https://reader.example.com/about")
            #expect(done.json["screen"] == "com.example.reader")
        } catch {
            await record(error, simulator, page, test: "copy")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test("A link to the web the app ships no page for peeks the 'not available' page, naming it")
    func unavailable() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let address = "https://developer.apple.com/design/human-interface-guidelines/3d-touch"
            let (x, y) = try await link(page, address)
            try await peek(page, x: x, y: y)
            try await page.waitUntil(
                "document.querySelectorAll('#render-root iframe.web-frame').length === 2")
            let source = try await page.evaluate(
                "new URL([...document.querySelectorAll('#render-root iframe.web-frame')].at(-1).src).pathname"
            ).string
            let path = try #require(source)
            #expect(path.hasSuffix("/index.html"))
            let served = try await simulator.rawGet(path)
            #expect(served.status.code == 200)
            #expect(served.bodyText?.contains("This page is not available in the simulator") == true)
            #expect(served.bodyText?.contains(address) == true)
            try await page.mouse(.released, x: x, y: y, pointer: .pen, force: 0)
            try await page.waitUntil("\(Self.preview) === 'none'")
        } catch {
            await record(error, simulator, page, test: "unavailable")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test("With link previews off, a pen press on a link is a tap that follows it")
    func previewsOff() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let toggle = try await page.evaluate(
                "(() => { const e = [...document.querySelectorAll('#render-root .node')].find((n) => n.textContent === 'Link Previews: On'); if (!e) return null; const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
            )
            let point = (toggle.array ?? []).compactMap(\.number)
            try #require(point.count == 2)
            try await page.mouse(.pressed, x: point[0], y: point[1])
            try await page.mouse(.released, x: point[0], y: point[1])
            try await page.waitUntil(
                "[...document.querySelectorAll('#render-root .node')].some((n) => n.textContent === 'Link Previews: Off')"
            )
            let (x, y) = try await link(page, "history.html")
            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.1)
            try await press(page, x: x, y: y, pressures: [0.3, 0.5, 0.7, 0.72, 0.72, 0.72])
            #expect(try await page.evaluate(Self.preview).string == "none")
            try await page.mouse(.released, x: x, y: y, pointer: .pen, force: 0)
            try await page.waitUntil(Self.frameShows("history.html"))
            let after = try await simulator.request(.get, "/api/devices/1")
            #expect(after.json["screen"] == "com.example.reader")
            #expect(after.json["preview"].isNull)
        } catch {
            await record(error, simulator, page, test: "previews-off")
        }
        await browser.close()
        await simulator.stop()
    }

    /// Presses `key` (a DevTools key event: keyDown then keyUp).
    func key(_ page: BrowserPage, _ key: String, code: Int) async throws {
        for type in ["rawKeyDown", "keyUp"] {
            _ = try await page.call(
                "Input.dispatchKeyEvent",
                [
                    "type": .string(type), "key": .string(key), "code": .string("Digit\(key)"),
                    "windowsVirtualKeyCode": .number(Double(code)),
                ])
        }
    }

    @Test("A touch with force and a mouse with emulated force (keys 2 and 3) preview links as a pen does")
    func touchAndMouse() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let (x, y) = try await link(page, "history.html")
            try await page.touch(.start, [.init(x: x, y: y, force: 0.1)])
            for (index, force) in [0.2, 0.3, 0.45, 0.45, 0.6, 0.72, 0.72, 0.72, 0.72].enumerated() {
                try await page.touch(.move, [.init(x: x + (index % 2 == 0 ? 0.5 : 0), y: y, force: force)])
            }
            try await page.waitUntil("\(Self.preview) === 'peek'")
            try await page.waitUntil(Self.frameShows("history.html"))
            try await page.touch(.end, [])
            try await page.waitUntil("\(Self.preview) === 'none'")

            try await page.mouse(.pressed, x: x, y: y)
            try await self.key(page, "2", code: 50)
            try await page.waitUntil("\(Self.preview) === 'peek'")
            try await self.key(page, "3", code: 51)
            try await page.waitUntil("\(Self.screen) === 'com.apple.mobilesafari'", timeout: .seconds(20))
            try await page.mouse(.released, x: x, y: y)
            let popped = try await simulator.request(.get, "/api/devices/1")
            #expect(popped.json["screen"] == "com.apple.mobilesafari")
        } catch {
            await record(error, simulator, page, test: "touch-mouse")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test(
        "Dragging the page from a link scrolls it (no preview, no navigation; the frame follows); a link found after the scroll still previews"
    )
    func scroll() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let (x, y) = try await link(page, "history.html")
            // A light pen (far below the hint) dragged up by 300 points, starting on a link: the scroll
            // beats the press, which neither previews nor follows the link.
            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.05)
            for step in 1...10 {
                try await page.mouse(.moved, x: x, y: y - 30 * Double(step), pointer: .pen, force: 0.05)
            }
            try await page.mouse(.released, x: x, y: y - 300, pointer: .pen, force: 0)
            #expect(try await page.evaluate(Self.preview).string == "none")
            try await page.waitUntil("Number(\(Self.frame("article.html")).dataset.scrollY) > 100")
            #expect(try await page.evaluate(Self.frameShows("history.html")).bool == false)
            // The link's box is in the web view's coordinates after the scroll: it lies higher now.
            let (endX, endY) = try await link(page, "https://reader.example.com/about")
            try await peek(page, x: endX, y: endY)
            let peeked = try await simulator.request(.get, "/api/devices/1")
            #expect(peeked.json["preview"]["linkURL"] == "https://reader.example.com/about")
            try await page.mouse(.released, x: endX, y: endY, pointer: .pen, force: 0)
            try await page.waitUntil("\(Self.preview) === 'none'")
        } catch {
            await record(error, simulator, page, test: "scroll")
        }
        await browser.close()
        await simulator.stop()
    }
}
