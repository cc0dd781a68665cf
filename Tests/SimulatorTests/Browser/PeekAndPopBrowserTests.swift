import BrowserTesting
import Foundation
import HTTPServer
import Simulator
import Testing

/// Why the peek-and-pop browser tests may be skipped, shown in the test output.
let peekAndPopBrowserSkipReason: Comment =
    "no Chromium on PATH (chromium, chromium-browser, google-chrome; or FORCETOUCH_BROWSER): browser tests skipped. With CI=true they fail instead."

/// Seed 003's DTouch in a real browser: a pen presses a row with rising pressure; the page shows the
/// hint, the peek and the pop (the device's `data-preview` and the DOM), lifting at the peek restores
/// the list, and a drag up shows the actions as a menu. The test waits for what the page shows, never
/// for a fixed time: the server's clock is real, and its ticks fire the recognizer's timing rules.
@MainActor
@Suite(
    "Peek and pop in the browser", .serialized,
    .enabled(if: Browser.shouldRunTests(), peekAndPopBrowserSkipReason), .browserTimeLimit)
struct PeekAndPopBrowserTests {
    /// A simulator with DTouch in front, and a browser on its page.
    /// Records a failure with what the device and the page showed at that moment (the device's
    /// state from the API, the page's connection and preview), and leaves a screenshot.
    func record(
        _ error: any Error, _ simulator: LiveSimulator, _ page: BrowserPage, test: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let state = try? await simulator.request(.get, "/api/devices/1")
        let shown = try? await page.evaluate(
            "({state: document.getElementById('device').dataset.state, preview: \(Self.preview), moves: document.getElementById('screen').dataset.moves})"
        )
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-\(test)-failure.png"
        ).path
        try? await page.screenshot(to: path)
        Issue.record(
            """
            \(error)
            device preview: \(state.map { "\($0.json["preview"] ?? .null)" } ?? "unknown"); screen: \(state.map { "\($0.json["screen"] ?? .null)" } ?? "unknown")
            page: \(shown.map { "\($0)" } ?? "unknown"); screenshot: \(path)
            """, sourceLocation: sourceLocation)
    }

    func open() async throws -> (LiveSimulator, Browser, BrowserPage) {
        let simulator = try LiveSimulator()
        let (browser, page) = try await simulator.openInBrowser(
            launching: "com.example.dtouch", until: Self.hasText("Item 3"))
        return (simulator, browser, page)
    }

    /// A JavaScript predicate: a rendered node shows `text`.
    static func hasText(_ text: String) -> String {
        "[...document.querySelectorAll('#render-root .node')].some((e) => e.textContent === \(quoted(text)))"
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// The client position of a device point (the inverse of the page's own mapping).
    func client(_ page: BrowserPage, x: Double, y: Double) async throws -> (Double, Double) {
        let rect = try await page.evaluate(
            "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()"
        )
        let values = (rect.array ?? []).compactMap(\.number)
        try #require(values.count == 4)
        return (values[0] + x * values[2] / 375, values[1] + y * values[3] / 667)
    }

    /// Pen samples around (`x`, `y`) (Chromium sends no move for a force-only change, so the position
    /// wobbles by half a pixel) at each of `pressures`.
    func press(_ page: BrowserPage, x: Double, y: Double, pressures: [Double]) async throws {
        for (index, pressure) in pressures.enumerated() {
            try await page.mouse(
                .moved, x: x + (index % 2 == 0 ? 0.5 : 0), y: y, pointer: .pen, force: pressure)
        }
    }

    static let preview = "document.getElementById('device').dataset.preview"

    @Test("A rising pen press on a row: hint, peek, lift restores the list; pressing on pops the detail")
    func hintPeekPop() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let (x, y) = try await client(page, x: 187, y: 174)  // Item 3
            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.1)
            try await press(page, x: x, y: y, pressures: [0.2, 0.3, 0.4, 0.45, 0.45, 0.45])
            try await page.waitUntil("\(Self.preview) === 'hint'")
            #expect(
                try await page.evaluate(
                    "[...document.querySelectorAll('[data-kind=\"visualEffect\"]')].some((e) => e.style.backdropFilter.startsWith('blur('))"
                ).bool == true)
            try await press(page, x: x, y: y, pressures: [0.6, 0.7, 0.72, 0.72, 0.72, 0.72, 0.72])
            try await page.waitUntil("\(Self.preview) === 'peek'")
            // The detail's label (24 pt, unlike the list's 17 pt rows) shows inside the preview.
            try await page.waitUntil(
                "[...document.querySelectorAll('#render-root [data-kind=\"label\"] span')].some((e) => e.textContent === 'Item 3' && e.style.fontSize === '24px')"
            )
            try await page.mouse(.released, x: x, y: y, pointer: .pen, force: 0)
            try await page.waitUntil("\(Self.preview) === 'none'")
            let after = try await simulator.request(.get, "/api/devices/1")
            #expect(after.json["preview"].isNull)
            #expect(after.json["screen"] == "com.example.dtouch")

            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.1)
            try await press(page, x: x, y: y, pressures: [0.3, 0.45, 0.45, 0.45, 0.45])
            try await page.waitUntil("\(Self.preview) === 'hint'")
            try await press(page, x: x, y: y, pressures: [0.7, 0.72, 0.72, 0.72, 0.72])
            try await page.waitUntil("\(Self.preview) === 'peek'")
            try await press(page, x: x, y: y, pressures: [0.9, 1, 1, 1, 1, 1, 1, 1])
            try await page.waitUntil("\(Self.preview) === 'pop'")
            try await page.waitUntil(Self.hasText("Detail"))
            try await page.mouse(.released, x: x, y: y, pointer: .pen, force: 0)
            try await page.waitUntil("\(Self.preview) === 'none'")
        } catch {
            await record(error, simulator, page, test: "hint-peek-pop")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test(
        "The peek dims and blurs the list (30-pt backdrop blur, black at 35 %) and its card casts a shadow; the pop grows the card into the screen over a dimmed scrim"
    )
    func peekLookAndPopGrowth() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let (x, y) = try await client(page, x: 187, y: 174)  // Item 3
            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.1)
            try await press(page, x: x, y: y, pressures: [0.3, 0.45, 0.45, 0.45, 0.45])
            try await page.waitUntil("\(Self.preview) === 'hint'")
            try await press(page, x: x, y: y, pressures: [0.7, 0.72, 0.72, 0.72, 0.72])
            try await page.waitUntil("\(Self.preview) === 'peek'")
            let look = try await page.evaluate(
                """
                JSON.stringify({
                  bands: [...document.querySelectorAll('[data-kind="visualEffect"]')]
                    .filter((e) => e.offsetWidth > 0 && e.offsetHeight > 0)
                    .map((e) => { const c = getComputedStyle(e); return [c.backdropFilter, c.backgroundColor, c.opacity]; }),
                  shadows: [...document.querySelectorAll('#render-root .node')]
                    .map((e) => getComputedStyle(e).boxShadow).filter((v) => v !== 'none'),
                })
                """
            ).string
            let shown =
                try JSONSerialization.jsonObject(with: Data((look ?? "").utf8)) as? [String: Any] ?? [:]
            let bands = shown["bands"] as? [[String]] ?? []
            #expect(!bands.isEmpty)
            for band in bands {
                #expect(band == ["blur(30px)", "rgba(0, 0, 0, 0.35)", "1"], "\(band)")
            }
            let shadows = shown["shadows"] as? [String] ?? []
            #expect(shadows == ["rgba(0, 0, 0, 0.35) 0px 10px 48px 0px"], "\(shadows)")

            // Watch for the pop's expansion: a scrim under the detail, the detail clipped from the card.
            _ = try await page.evaluate(
                """
                (() => { window.expansions = [];
                  new MutationObserver((changes) => changes.forEach((change) => change.addedNodes.forEach((added) => {
                    if (!added.classList?.contains('expand-scrim')) return;
                    const detail = added.nextElementSibling;
                    window.expansions.push({ scrim: getComputedStyle(added).backdropFilter,
                      clip: detail.getAnimations().map((a) => a.effect.getKeyframes()[0].clipPath) });
                  }))).observe(document.getElementById('render-root'), { subtree: true, childList: true });
                  return true; })()
                """)
            try await press(page, x: x, y: y, pressures: [0.9, 1, 1, 1, 1, 1, 1, 1])
            try await page.waitUntil("\(Self.preview) === 'pop'")
            try await page.waitUntil("window.expansions.length > 0")
            let expansion = try await page.evaluate("JSON.stringify(window.expansions[0])").string ?? ""
            #expect(expansion.contains("\"scrim\":\"blur(30px)\""), "\(expansion)")
            #expect(expansion.contains("round 14px)"), "\(expansion)")
            try await page.mouse(.released, x: x, y: y, pointer: .pen, force: 0)
            try await page.waitUntil(Self.hasText("Detail"))
        } catch {
            await record(error, simulator, page, test: "peek-look")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test("Dragging the peek up shows the actions as a menu; they stay after the lift; a click runs one")
    func actions() async throws {
        let (simulator, browser, page) = try await open()
        do {
            let (x, y) = try await client(page, x: 187, y: 218)  // Item 4
            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.1)
            try await press(page, x: x, y: y, pressures: [0.3, 0.45, 0.45, 0.45, 0.45])
            try await page.waitUntil("\(Self.preview) === 'hint'")
            try await press(page, x: x, y: y, pressures: [0.7, 0.72, 0.72, 0.72, 0.72])
            try await page.waitUntil("\(Self.preview) === 'peek'")
            let (_, top) = try await client(page, x: 187, y: 218 - 80)
            for step in 1...8 {
                let stepY = y + (top - y) * Double(step) / 8
                try await page.mouse(.moved, x: x, y: stepY, pointer: .pen, force: 0.72)
            }
            try await page.waitUntil("document.querySelectorAll('[role=\"menuitem\"]').length === 3")
            try await page.mouse(.released, x: x, y: top, pointer: .pen, force: 0)
            try await page.waitUntil("\(Self.preview) === 'peek'")
            let pinned = try await simulator.request(.get, "/api/devices/1")
            #expect(pinned.json["preview"]["actionsVisible"] == true)
            #expect(
                try await page.evaluate(
                    "[...document.querySelectorAll('[role=\"menuitem\"]')].map((e) => e.getAttribute('aria-label') || e.textContent).join('|')"
                ).string == "Default Action|Destructive Action|Sub Actions…")
            let (actionX, actionY) = try await client(page, x: 187, y: 667 - 10 - 171 + 28)
            try await page.mouse(.pressed, x: actionX, y: actionY)
            try await page.mouse(.released, x: actionX, y: actionY)
            try await page.waitUntil("\(Self.preview) === 'none'")
            let done = try await simulator.request(.get, "/api/devices/1")
            let messages = (done.json["log"].array ?? []).compactMap { $0["message"].string }
            #expect(messages.contains("Default Action triggered from DetailViewController for item: Item 4"))
        } catch {
            await record(error, simulator, page, test: "drag-actions")
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
                    "type": .string(type), "key": .string(key), "code": .string(key),
                    "windowsVirtualKeyCode": .number(Double(code)),
                ])
        }
    }

    @Test("The keyboard: the context-menu key on a row peeks with its actions focused; Enter runs one")
    func keyboard() async throws {
        let (simulator, browser, page) = try await open()
        do {
            #expect(
                try await page.evaluate(
                    "(() => { const cell = [...document.querySelectorAll('#render-root [data-kind=\"tableViewCell\"]')].find((e) => e.textContent.includes('Item 3')); cell.focus(); return document.activeElement === cell; })()"
                ).bool == true)
            try await key(page, "ContextMenu", code: 93)
            try await page.waitUntil("document.querySelectorAll('[role=\"menuitem\"]').length === 3")
            try await page.waitUntil("document.activeElement.getAttribute('role') === 'menuitem'")
            let pinned = try await simulator.request(.get, "/api/devices/1")
            #expect(pinned.json["preview"]["phase"] == "peek")
            #expect(pinned.json["preview"]["actionsVisible"] == true)
            try await key(page, "ArrowDown", code: 40)
            #expect(
                try await page.evaluate("document.activeElement.textContent").string == "Destructive Action")
            try await key(page, "Enter", code: 13)
            try await page.waitUntil("\(Self.preview) === 'none'")
            let done = try await simulator.request(.get, "/api/devices/1")
            let messages = (done.json["log"].array ?? []).compactMap { $0["message"].string }
            #expect(
                messages.contains("Destructive Action triggered from DetailViewController for item: Item 3"))
        } catch {
            await record(error, simulator, page, test: "keyboard")
        }
        await browser.close()
        await simulator.stop()
    }
}
