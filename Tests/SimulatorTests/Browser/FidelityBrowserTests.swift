import BrowserTesting
import Foundation
import HTTPServer
import QuickActionTools
import QuickActions
import Simulator
import Testing

/// Issue 16 in a real browser: haptics pulse the frame, the panel says what a device without 3D
/// Touch does on its iOS version, names its two device pickers, shows device ids, and changes the
/// language.
@MainActor
@Suite(
    "Fidelity in the browser: haptics, the meter without 3D Touch, the device panel",
    .serialized, .enabled(if: Browser.shouldRunTests(), peekAndPopBrowserSkipReason), .browserTimeLimit)
struct FidelityBrowserTests {
    func open(_ simulator: LiveSimulator, device: String = "1") async throws -> (Browser, BrowserPage) {
        let browser = try await Browser.launch(width: 1000, height: 900)
        let page = browser.page
        try await page.navigate(to: simulator.origin + "/?device=\(device)")
        try await page.waitUntil("document.getElementById('device').dataset.state === 'ready'")
        try await page.waitUntilLayoutSettles()
        return (browser, page)
    }

    @Test("A pen force press on an icon: the menu opens and the frame pulses with the peek's haptic")
    func hapticPulse() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let (browser, page) = try await open(simulator)
        do {
            let icon = simulator.iconCentre("com.company.appname")
            let rect = try await page.evaluate(
                "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()"
            )
            let values = (rect.array ?? []).compactMap(\.number)
            try #require(values.count == 4)
            let x = values[0] + icon.x * values[2] / 375
            let y = values[1] + icon.y * values[3] / 667
            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.1)
            for (index, pressure) in [0.3, 0.5, 0.7, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75].enumerated() {
                try await page.mouse(
                    .moved, x: x + (index % 2 == 0 ? 0.5 : 0), y: y, pointer: .pen, force: pressure)
            }
            try await page.waitUntil("document.getElementById('device').dataset.haptic === 'peek'")
            #expect(
                try await page.evaluate(
                    "document.getElementById('device').classList.contains('haptic-pulse')"
                ).bool
                    == true)
            try await page.mouse(.released, x: x, y: y, pointer: .pen, force: 0)
            let detail = try await simulator.request(.get, "/api/devices/1")
            #expect(
                detail.json["log"].array?.contains { $0["event"] == "haptic" && $0["pattern"] == "peek" }
                    == true)
        } catch {
            Issue.record("\(error)")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test(
        "An iPhone SE on iOS 12.4: the meter says a long press starts edit mode; device ids and a language picker"
    )
    func panelWithout3DTouch() async throws {
        let simulator = try LiveSimulator(profile: "iPhone SE")
        let (browser, page) = try await open(simulator)
        do {
            try await page.waitUntil(
                "document.getElementById('force-progress').textContent.includes('starts edit mode')")
            #expect(
                try await page.evaluate("document.querySelector('label[for=\"device-picker\"]').textContent")
                    .string
                    == "Show device")
            #expect(
                try await page.evaluate("document.querySelector('label[for=\"profile-picker\"]').textContent")
                    .string
                    == "New device of model")
            try await page.waitUntil(
                "document.getElementById('device-picker').options[0]?.textContent === '#1 · iPhone SE · iOS 12.4'"
            )
            _ = try await page.evaluate(
                "(() => { const s = document.getElementById('language-picker'); s.value = 'de'; s.dispatchEvent(new Event('change')); return true; })()"
            )
            // The server logs the change and streams it back: the page's event log shows it.
            try await page.waitUntil(
                "[...document.querySelectorAll('#log .log-entry')].some((e) => e.textContent.includes('language en → de'))"
            )
            let language = try await simulator.request(.get, "/api/devices/1").json["settings"]["language"]
            #expect(language == "de")
            let log = try await simulator.request(.get, "/api/devices/1").json["log"].array ?? []
            #expect(log.contains { $0["event"] == "settingsChanged" && $0["message"] == "language en → de" })
        } catch {
            Issue.record("\(error)")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test(
        "A long title: the page draws the lines MenuLayout broke it into, whole (the ellipsis kept), the same lines as menu --format svg"
    )
    func longTitleLines() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-long-title-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = "Continue the very long drawing you started yesterday evening on the train home"
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.example.longtitles</string>
            <key>CFBundleName</key><string>Long</string>
            <key>UIApplicationShortcutItems</key><array>
            <dict><key>UIApplicationShortcutItemType</key><string>long</string>
            <key>UIApplicationShortcutItemTitle</key><string>\(long)</string>
            <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string></dict>
            <dict><key>UIApplicationShortcutItemType</key><string>sub</string>
            <key>UIApplicationShortcutItemTitle</key><string>Wi-Fi Settings and Bluetooth Headphones</string>
            <key>UIApplicationShortcutItemSubtitle</key><string>Pairs the headphones you used last time again</string></dict>
            </array></dict></plist>
            """
        let path = folder.appendingPathComponent("Info.plist")
        try Data(plist.utf8).write(to: path)
        let simulator = try LiveSimulator(
            install: [path.path], editingHold: LiveSimulator.slowPressEditingHold)
        let (browser, page) = try await open(simulator)
        do {
            #expect(try await simulator.control("com.example.longtitles\n").hasPrefix("ok"))
            try await page.waitUntil("document.querySelectorAll('[role=\"menuitem\"]').length === 2")
            // The device's menu, drawn by the page: every label of every row, top to bottom.
            let shown = try await page.evaluate(
                """
                JSON.stringify([...document.querySelectorAll('[role="menuitem"]')].map((row) =>
                  [...row.querySelectorAll('.node-text')].map((t) => ({
                    text: t.textContent, fits: t.scrollWidth <= t.clientWidth + 1,
                    fit: t.dataset.fit ?? null, font: t.style.fontSize, widths: [t.clientWidth, t.scrollWidth],
                    lines: Math.round(t.getBoundingClientRect().height / parseFloat(getComputedStyle(t).lineHeight)) }))))
                """
            ).string
            let rows =
                try JSONSerialization.jsonObject(with: Data((shown ?? "").utf8)) as? [[[String: Any]]] ?? []
            let geometry = try #require(simulator.session().device.homeScreen.menu?.geometry)
            // The picture of the same menu, read back by the browser's own SVG parser.
            let declaration = try AppDeclaration.load(path.path)
            let menu = MenuComposer().compose(declaration, dynamicItems: [])
            let svg = QuickActionMenuSVG(
                opening: geometry.opening, alignment: geometry.alignment, appName: "Long"
            )
            .render(menu)
            let base64 = Data(svg.utf8).base64EncodedString()
            let pictured = try await page.evaluate(
                """
                JSON.stringify([...new DOMParser().parseFromString(new TextDecoder().decode(Uint8Array.from(atob('\(base64)'), (c) => c.charCodeAt(0))), 'image/svg+xml')
                  .querySelectorAll('g[id^="row-"]')].map((g) => [...g.querySelectorAll('text')].map((t) => t.textContent)))
                """
            ).string
            let pictureRows =
                try JSONSerialization.jsonObject(with: Data((pictured ?? "").utf8)) as? [[String]] ?? []
            let expected = geometry.rows.map { $0.titleLines + ($0.subtitle.map { [$0] } ?? []) }
            #expect(rows.map { $0.map { $0["text"] as? String ?? "" } } == expected)
            #expect(pictureRows == expected)
            #expect(expected.flatMap { $0 }.contains { $0.hasSuffix("…") })
            #expect(expected.first { $0.count == 2 && $0[0].hasPrefix("Continue") } != nil)
            for row in rows {
                for label in row {
                    #expect(label["fits"] as? Bool == true, "\(label)")
                    #expect(label["lines"] as? Int == 1, "\(label)")
                }
            }
        } catch {
            Issue.record("\(error)")
        }
        await browser.close()
        await simulator.stop()
    }

    @Test("Scaled below 1:1, the menu's 0.5-pt separators are still at least one device pixel thick")
    func hairlinesScaledDown() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let browser = try await Browser.launch(width: 520, height: 560)
        let page = browser.page
        do {
            try await page.navigate(to: simulator.origin + "/?device=1")
            try await page.waitUntil("document.getElementById('device').dataset.state === 'ready'")
            #expect(try await simulator.control("com.example.community\n").hasPrefix("ok"))
            try await page.waitUntil("document.querySelectorAll('[role=\"menuitem\"]').length === 4")
            let scale = try await page.evaluate(
                "parseFloat(getComputedStyle(document.getElementById('device')).getPropertyValue('--device-scale'))"
            ).number
            #expect((scale ?? 1) < 0.8, "the page is scaled below 1:1 (\(scale ?? 1))")
            let thickness = try await page.evaluate(
                """
                JSON.stringify([...document.querySelectorAll('[role="menu"] .node')]
                  .filter((e) => e.style.height.startsWith('max('))
                  .map((e) => e.getBoundingClientRect().height * devicePixelRatio))
                """
            ).string
            let separators =
                try JSONSerialization.jsonObject(with: Data((thickness ?? "").utf8)) as? [Double] ?? []
            #expect(separators.count == 3)
            // Layout rounds to 1/64 px; without the floor a separator would be 0.5 × scale ≈ 0.3 px.
            for pixels in separators { #expect(pixels >= 0.95, "a separator \(pixels) device px thick") }
        } catch {
            Issue.record("\(error)")
        }
        await browser.close()
        await simulator.stop()
    }
}
