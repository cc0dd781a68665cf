import BrowserTesting
import Foundation

/// Round trip from a pointer event in Chromium to the DOM patch applied, measured by the page
/// itself (`window.forceTouchStats`, docs/PROTOCOL.md "Latency probe").
///
/// A pen presses AppSearch's icon and moves by half a pixel at a time with its pressure rising and
/// falling between 0.1 and 0.5 (the hint's blur and the lifted icon change; it never reaches the
/// peek level), each move dispatched by the DevTools protocol once the previous one was handled.
struct LatencyRun {
    var options: Options
    var server: ServerProcess

    struct Report: Encodable {
        var mode = "latency"
        var target: String
        var samples: Int
        var roundTripMilliseconds: JSONValue
        var fromEventTimeStampMilliseconds: JSONValue
        var unanswered: Int
        var serverCPUSeconds: Double
        var wallSeconds: Double
        var browser: String
    }

    func run() async throws -> String {
        let browser = try await Browser.launch(width: 1280, height: 900)
        do {
            let report = try await measure(browser)
            await browser.close()
            return json(report)
        } catch {
            await browser.close()
            throw error
        }
    }

    private func measure(_ browser: Browser) async throws -> Report {
        let page = browser.page
        try await page.navigate(to: server.origin + "/")
        try await page.waitUntil(
            "window.ForceTouchSimulator && window.ForceTouchSimulator.state.helloSeen && document.querySelector('[aria-label=\"AppSearch\"]')",
            timeout: .seconds(30))
        let rect = try await page.evaluate(
            options.target == "icon"
                ? "(() => { const r = document.querySelector('[aria-label=\"AppSearch\"]').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
                : "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left + r.width * 0.15, r.top + r.height * 0.62]; })()"
        )
        let x = rect[0].number ?? 0
        let y = rect[1].number ?? 0
        // Warm up (JIT, caches), then measure.
        for round in 0..<2 {
            try await page.evaluate("window.forceTouchStats.reset()")
            let count = round == 0 ? 50 : options.samples
            let cpu = server.cpuSeconds
            let started = ContinuousClock.now
            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.1)
            for step in 0..<count {
                let phase = Double(step % 40) / 40
                let pressure = 0.1 + 0.4 * (phase < 0.5 ? phase * 2 : (1 - phase) * 2)
                try await page.mouse(
                    .moved, x: x + (step.isMultiple(of: 2) ? 0.5 : 0), y: y, pointer: .pen, force: pressure)
            }
            try await page.mouse(.released, x: x, y: y, pointer: .pen, force: 0)
            try await page.waitUntil("window.forceTouchStats.pending === 0", timeout: .seconds(30))
            let elapsed = started.duration(to: .now)
            if round == 1 {
                let stats = try await page.evaluate(
                    "({roundTrip: forceTouchStats.roundTrip, fromEventTimeStamp: forceTouchStats.fromEventTimeStamp, unanswered: forceTouchStats.unanswered})"
                )
                let version = try await page.call("Browser.getVersion")
                return Report(
                    target: options.target, samples: count, roundTripMilliseconds: stats["roundTrip"],
                    fromEventTimeStampMilliseconds: stats["fromEventTimeStamp"],
                    unanswered: stats["unanswered"].int ?? 0, serverCPUSeconds: server.cpuSeconds - cpu,
                    wallSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds)
                        / 1e18,
                    browser: version["product"].string ?? "")
            }
            // Close the menu if the warm-up opened one, and let the press end.
            try await page.evaluate(
                "window.ForceTouchSimulator.connection.send({type: 'button', name: 'home'})")
        }
        throw ServerProcess.Failure(description: "no measurement")
    }
}
