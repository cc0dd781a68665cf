import BrowserTesting
import Foundation
import Simulator
import Testing

/// DTouch's iOS 13 path in a real browser on an iPhone 11 (Haptic Touch, iOS 13.0): the mouse held
/// still on a row long-presses it, the list blurs, the detail lifts as the preview with the row's
/// menu under it; the menu stays when the button comes up, a click on a submenu's title opens it in
/// place, Escape closes the menu. The state API's `contextMenu` says the same. The test waits for what
/// the page shows, never for a fixed time: the server's clock is real.
@MainActor
@Suite(
    "Context menus in the browser", .serialized,
    .enabled(if: Browser.shouldRunTests(), peekAndPopBrowserSkipReason), .browserTimeLimit)
struct ContextMenuBrowserTests {
    static let contextMenu = "document.getElementById('device').dataset.contextMenu"

    /// The client position of a device point on the iPhone 11's 414 × 896 screen.
    func client(_ page: BrowserPage, x: Double, y: Double) async throws -> (Double, Double) {
        let rect = try await page.evaluate(
            "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()"
        )
        let values = (rect.array ?? []).compactMap(\.number)
        try #require(values.count == 4)
        return (values[0] + x * values[2] / 414, values[1] + y * values[3] / 896)
    }

    /// The centre, in client coordinates, of the rendered node showing `text` (nil when none does).
    func centre(of text: String, _ page: BrowserPage) async throws -> (Double, Double)? {
        let found = try await page.evaluate(
            """
            (() => { const e = [...document.querySelectorAll('#render-root .node')].filter((n) => n.textContent === \(PeekAndPopBrowserTests.quoted(text))).pop();
              if (!e) return null; const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """)
        let values = (found.array ?? []).compactMap(\.number)
        return values.count == 2 ? (values[0], values[1]) : nil
    }

    @Test(
        "A mouse held on a row opens its menu under the lifted detail; it stays on release; a submenu opens in place; Escape closes it"
    )
    func holdOpensTheMenu() async throws {
        let simulator = try LiveSimulator(profile: "iPhone 11")
        let (browser, page) = try await simulator.openInBrowser(
            launching: "com.example.dtouch", until: PeekAndPopBrowserTests.hasText("Item 3"))
        do {
            let hello = try await simulator.request(.get, "/api/devices/1")
            #expect(hello.json["profile"]["systemVersion"] == "13.0")
            let (x, y) = try await client(page, x: 207, y: 88 + 44 * 2 + 22)  // Item 3
            try await page.mouse(.pressed, x: x, y: y, pointer: .mouse)
            try await page.waitUntil("\(Self.contextMenu) === 'open'")
            try await page.mouse(.released, x: x, y: y, pointer: .mouse)
            try await page.waitUntil(PeekAndPopBrowserTests.hasText("Default Action"))
            let state = try await simulator.request(.get, "/api/devices/1")
            #expect(
                state.json["contextMenu"]["titles"]
                    == ["Default Action", "Sub Actions…", "Destructive Action"])
            #expect(state.json["contextMenu"]["hasPreview"] == true)
            #expect(state.json["contextMenu"]["destructiveTitles"] == ["Destructive Action"])
            #expect(state.json["preview"].isNull)
            // The list behind blurs; the preview shows the detail's 24-point label.
            #expect(
                try await page.evaluate(
                    "[...document.querySelectorAll('#render-root .node')].some((e) => getComputedStyle(e).backdropFilter.startsWith('blur(') || getComputedStyle(e).filter.startsWith('blur('))"
                ).bool == true)
            try await page.waitUntil(
                "[...document.querySelectorAll('#render-root [data-kind=\"label\"] span')].some((e) => e.textContent === 'Item 3' && e.style.fontSize === '24px')"
            )
            try await page.screenshot(
                to: FileManager.default.temporaryDirectory.appendingPathComponent(
                    "forcetouch-context-menu.png"
                ).path)

            let submenu = try #require(try await centre(of: "Sub Actions…", page))
            try await page.mouse(.pressed, x: submenu.0, y: submenu.1, pointer: .mouse)
            try await page.mouse(.released, x: submenu.0, y: submenu.1, pointer: .mouse)
            try await page.waitUntil(PeekAndPopBrowserTests.hasText("Sub Action 2"))
            let opened = try await simulator.request(.get, "/api/devices/1")
            #expect(opened.json["contextMenu"]["submenuTitle"] == "Sub Actions…")

            // The menu is a `menu` of `menuitem`s to the page, so Escape in it closes it.
            #expect(
                try await page.evaluate(
                    "[...document.querySelectorAll('#render-root [role=\"menu\"] [role=\"menuitem\"]')].map((e) => e.textContent).join('|')"
                ).string == "Sub Actions…|Sub Action 1|Sub Action 2")
            _ = try await page.evaluate(
                "document.querySelector('#render-root [role=\"menu\"] [role=\"menuitem\"]').dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true})), true"
            )
            try await page.waitUntil("\(Self.contextMenu) === 'closed'")
            let closed = try await simulator.request(.get, "/api/devices/1")
            #expect(closed.json["contextMenu"].isNull)
            #expect(closed.json["screen"] == "com.example.dtouch")
        } catch {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "forcetouch-context-menu-failure.png"
            ).path
            try? await page.screenshot(to: path)
            let state = try? await simulator.request(.get, "/api/devices/1")
            Issue.record(
                "\(error)\ncontextMenu: \(state.map { "\($0.json["contextMenu"] ?? .null)" } ?? "?"); screenshot: \(path)"
            )
        }
        await browser.close()
        await simulator.stop()
    }
}
