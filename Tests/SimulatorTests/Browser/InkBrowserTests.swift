import BrowserTesting
import Foundation
import Simulator
import Testing

/// TouchCanvas in Chromium: a pen whose pressure rises draws a stroke that widens, on the page's
/// canvas and in `GET /api/devices/{id}/drawing?format=json`.
@Suite("Ink in Chromium", .enabled(if: Browser.shouldRunTests(), noBrowser), .serialized, .browserTimeLimit)
@MainActor
struct InkBrowserTests {
    /// The stroke's thickness in device points on the page's canvas at device x `x`: how many pixel rows
    /// of that column are inked (on either layer), divided by the canvas's pixels per point.
    static func thickness(atDeviceX x: Double) -> String {
        """
        (() => {
          const node = document.querySelector('.node[data-kind="ink"]');
          if (!node) return -1;
          const base = node.querySelector('canvas.node-ink');
          const live = node.querySelector('canvas.node-ink-live');
          const ratio = base.width / parseFloat(base.style.width);
          // TouchCanvas's canvas spans the screen's width from x = 0.
          const column = Math.round(\(x) * ratio);
          let inked = 0;
          for (const canvas of [base, live]) {
            const data = canvas.getContext('2d').getImageData(column, 0, 1, canvas.height).data;
            let count = 0;
            for (let i = 3; i < data.length; i += 4) if (data[i] > 16) count += 1;
            inked = Math.max(inked, count);
          }
          return inked / ratio;
        })()
        """
    }

    @Test("A pen pressing harder draws a wider stroke: on the page's canvas and in /drawing?format=json")
    func penPressureWidens() async throws {
        try await EndToEndTests.withSimulatorPage("ink-pressure") { simulator, page in
            let launch = try await simulator.request(
                .post, "/api/devices/1/apps/com.example.touchcanvas/launch")
            #expect(launch.status == 200)
            try await page.waitUntil(
                "document.querySelector('.node[data-kind=\"ink\"] canvas.node-ink') !== null",
                timeout: .seconds(20))
            let missing = try await simulator.request(.get, "/api/devices/1/drawing?format=png")
            #expect(missing.status == 400)
            // Device points → the page's CSS pixels.
            let frame = try await page.evaluate(
                "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left, r.top, r.width / 375]; })()"
            )
            let left = frame[0].number ?? 0
            let top = frame[1].number ?? 0
            let scale = frame[2].number ?? 1
            func client(_ x: Double, _ y: Double) -> (Double, Double) { (left + x * scale, top + y * scale) }
            let steps = 60
            let (startX, startY) = client(40, 360)
            try await page.mouse(.pressed, x: startX, y: startY, pointer: .pen, force: 0.05)
            for step in 1...steps {
                let progress = Double(step) / Double(steps)
                let (x, y) = client(40 + 290 * progress, 360 + (step.isMultiple(of: 2) ? 0.3 : 0))
                try await page.mouse(.moved, x: x, y: y, pointer: .pen, force: 0.05 + 0.95 * progress)
            }
            let (endX, endY) = client(330, 360)
            try await page.mouse(.released, x: endX, y: endY, pointer: .pen, force: 0)

            // The server's drawing: one stroke whose width grows with the pressure. A real browser
            // sends the pen's events on its own schedule and the server has no hook that says the
            // last one arrived, so this polls /drawing (at most 10 s), as a person would reload.
            var widths: [Double] = []
            for _ in 0..<100 {
                let reply = try await simulator.request(.get, "/api/devices/1/drawing?format=json")
                #expect(reply.status == 200)
                let strokes = reply.json["strokes"].array ?? []
                if strokes.count == 1 {
                    widths = (strokes[0]["points"].array ?? []).compactMap { $0["width"].number }
                    if widths.count > 30 { break }
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(widths.count > 30, "points in /drawing: \(widths.count)")
            guard widths.count > 30 else { return }
            let early = widths[widths.count / 5]
            let late = widths[widths.count * 4 / 5]
            #expect(late > early + 2, "widths \(widths)")

            // The page's canvas: thicker near the end than near the start.
            try await page.waitUntil("(\(Self.thickness(atDeviceX: 280))) > 0", timeout: .seconds(10))
            let thin = try await page.evaluate(Self.thickness(atDeviceX: 90)).number ?? 0
            let thick = try await page.evaluate(Self.thickness(atDeviceX: 280)).number ?? 0
            #expect(thin > 0)
            #expect(thick > thin + 2, "canvas thickness \(thin) → \(thick)")

            // The panel's Drawing card offers the same drawing as downloads.
            try await page.waitUntil(
                "!document.getElementById('drawing-card').hidden", timeout: .seconds(10))
            let download = try await page.evaluate(
                """
                (async () => {
                  const link = document.getElementById('drawing-json');
                  const reply = await fetch(link.href);
                  const body = await reply.json();
                  return [link.getAttribute('download'), body.strokes.length];
                })()
                """)
            #expect(download[0].string == "drawing-device1.json")
            #expect(download[1].number == 1)

            let svg = try await simulator.request(.get, "/api/devices/1/drawing?format=svg")
            #expect(svg.status == 200)
            #expect(String(decoding: svg.response.body, as: UTF8.self).contains("<path"))
        }
    }
}
