import BrowserTesting
import Foundation
import HTTPServer
import Interchange
import Simulator
import Testing

/// Why the end-to-end tests may be skipped, shown in the test output.
let noBrowser: Comment =
    "no Chromium on PATH (chromium, chromium-browser, google-chrome; or FORCETOUCH_BROWSER): the end-to-end browser tests are skipped. With CI=true they fail instead."

/// The simulator in a real browser: the page as a user drives it, through Chromium's DevTools.
@Suite(
    "End to end in Chromium", .enabled(if: Browser.shouldRunTests(), noBrowser), .serialized,
    .browserTimeLimit)
@MainActor
struct EndToEndTests {
    /// The centre of the element `selector` matches, in CSS pixels of the viewport.
    static func centre(of selector: String, in page: BrowserPage) async throws -> (x: Double, y: Double) {
        let rect = try await page.evaluate(
            """
            (() => { const r = document.querySelector(\(JSONValue.string(selector))).getBoundingClientRect();
                     return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """)
        return (rect[0].number ?? 0, rect[1].number ?? 0)
    }

    /// Opens the simulator's page and waits for the device's screen to be drawn.
    static func open(_ simulator: LiveSimulator, in browser: Browser) async throws {
        try await browser.page.navigate(to: simulator.origin + "/")
        try await browser.page.waitUntil(
            "document.getElementById('device').dataset.state === 'ready' && document.querySelector('[aria-label=\"AppSearch\"]')",
            timeout: .seconds(20))
        try await browser.page.waitUntilLayoutSettles()
    }

    /// Runs `body` on a fresh simulator open in a fresh headless Chromium, then closes both, also
    /// when `body` throws (leaving a screenshot named `name-failure` first).
    static func withSimulatorPage(
        _ name: String, _ body: (LiveSimulator, BrowserPage) async throws -> Void
    ) async throws {
        #expect(Browser.locate() != nil, "a browser is required here (CI=true): install chromium")
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let browser = try await Browser.launch(width: 1280, height: 900)
        do {
            try await open(simulator, in: browser)
            try await body(simulator, browser.page)
        } catch {
            try? await browser.page.screenshot(to: screenshotPath("\(name)-failure"))
            await browser.close()
            await simulator.stop()
            throw error
        }
        await browser.close()
        await simulator.stop()
    }

    /// Where a failing test leaves a picture of the page.
    static func screenshotPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("forcetouch-\(name).png").path
    }

    @Test("A pen force press on AppSearch shows the menu; choosing Search shows the app and its log entry")
    func forcePressAndChoose() async throws {
        try await Self.withSimulatorPage("menu") { simulator, page in
            let icon = try await Self.centre(of: "[aria-label=\"AppSearch\"]", in: page)

            // A pen press whose pressure rises over several moves; Chromium sends no move for a
            // force-only change, so the position varies by half a pixel.
            try await page.mouse(.pressed, x: icon.x, y: icon.y, pointer: .pen, force: 0.1)
            for step in 1...14 {
                let force = min(0.1 + Double(step) * 0.05, 0.75)
                try await page.mouse(
                    .moved, x: icon.x + (step.isMultiple(of: 2) ? 0.5 : 0), y: icon.y, pointer: .pen,
                    force: force)
            }
            try await page.waitUntil("document.querySelector('#screen [role=\"menu\"]') !== null")
            try await page.mouse(.released, x: icon.x, y: icon.y, pointer: .pen, force: 0)
            try await page.screenshot(to: Self.screenshotPath("menu"))

            let rows = try await page.evaluate(
                "[...document.querySelectorAll('#screen [role=\"menuitem\"]')].map((e) => e.getAttribute('aria-label') || e.textContent)"
            )
            #expect(rows.array?.count == 2, "\(rows)")
            #expect(rows.array?.contains { $0.string?.contains("Search") == true } == true, "\(rows)")
            #expect(
                try await simulator.request(.get, "/api/devices/1").json["menu"]["bundleIdentifier"]
                    == "com.company.appname")

            // Choose Search with a tap.
            let search = try await Self.centre(
                of: "#screen [role=\"menuitem\"][aria-label*=\"Search\"], #screen [role=\"menuitem\"]",
                in: page)
            try await page.mouse(.pressed, x: search.x, y: search.y)
            try await page.mouse(.released, x: search.x, y: search.y)
            try await page.waitUntil(
                "document.getElementById('device').dataset.screen === 'com.company.appname'")
            try await page.waitUntil(
                "document.querySelector('#log li[data-app=\"com.company.appname\"][data-event=\"didFinishLaunching\"]') !== null"
            )
            #expect(
                try await page.evaluate("document.querySelector('#screen [role=\"menu\"]') === null") == true)
            let logText = try await page.evaluate("document.getElementById('log').textContent")
            #expect(logText.string?.contains("AppSearch") == true)
            #expect(logText.string?.contains("com.company.appname.000") == true, "\(logText)")
            #expect(logText.string?.contains("First shortcut selected") == true, "\(logText)")
            try await page.screenshot(to: Self.screenshotPath("app"))
        }
    }

    @Test(
        "Every home-screen glyph is drawn: Settings' gearshape.fill is a gear, the status bar's battery a battery"
    )
    func homeScreenGlyphs() async throws {
        try await Self.withSimulatorPage("glyphs") { simulator, page in
            let glyphs = try await page.evaluate(
                """
                Object.fromEntries(['Settings', 'AppSearch', 'shortcutDemo'].map((name) => [name,
                  document.querySelector(`#screen [aria-label="${name}"] svg`)?.dataset.glyph ?? null]))
                """)
            #expect(glyphs["Settings"] == "gear", "\(glyphs)")
            #expect(glyphs["AppSearch"] == "search", "\(glyphs)")
            #expect(glyphs["shortcutDemo"] == "add", "\(glyphs)")
            let battery = try await page.evaluate(
                "document.querySelector('#screen [aria-label^=\"9:41\"] svg')?.dataset.glyph ?? null")
            #expect(battery == "battery")
            let modules = try await page.evaluate(
                """
                import('/glyphs.js').then((g) => [g.glyphName('gearshape.fill'), g.glyphName('play.fill'),
                  g.glyphName('no.such.symbol.fill'), g.glyphName('UIApplicationShortcutIconTypePlay')])
                """)
            #expect(modules == ["gear", "play", "app", "play"])
        }
    }

    @Test("Deleting the page's device: the page says so at once and stops reconnecting")
    func deviceDeletedUnderThePage() async throws {
        try await Self.withSimulatorPage("deleted") { simulator, page in
            #expect(try await simulator.request(.delete, "/api/devices/1").status == 200)
            try await page.waitUntil(
                "document.getElementById('device-error').textContent.includes('was deleted')",
                timeout: .seconds(10))
            let shown = try await page.evaluate(
                """
                ({overlay: document.getElementById('screen-overlay-text').textContent,
                  state: document.getElementById('device').dataset.state,
                  reconnecting: document.documentElement.dataset.connection !== 'closed'})
                """)
            #expect(
                shown["overlay"]
                    == "Device 1 was deleted. Choose another device in the panel, or create one.", "\(shown)")
            #expect(shown["state"] == "error", "\(shown)")
            #expect(shown["reconnecting"] == false, "\(shown)")
        }
    }
}
