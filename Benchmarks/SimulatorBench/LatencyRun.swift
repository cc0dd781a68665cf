import BrowserTesting
import Foundation
import Interchange

/// Round trip from a pointer event in Chromium to the DOM patch applied, measured by the page
/// itself (simulator.js's `pageSimulator.stats`, docs/PROTOCOL.md "Latency probe").
///
/// A pen presses AppSearch's icon and moves by half a pixel at a time with its pressure rising and
/// falling between 0.1 and 0.5 (the hint's blur and the lifted icon change; it never reaches the
/// peek level), each move dispatched by the DevTools protocol once the previous one was handled.
/// With `--trace PATH` the measured round is also recorded as a Chromium trace (JSON, for Perfetto
/// or chrome://tracing): where the page's main thread, its compositor and the display compositor
/// spend the time.
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
        try await reportFromBrowser(measure)
    }

    private func measure(_ browser: Browser) async throws -> Report {
        let page = browser.page
        try await page.navigate(to: server.origin + "/")
        try await page.waitUntil(
            "document.getElementById('device').dataset.state === 'ready' && document.querySelector('[aria-label=\"AppSearch\"]')",
            timeout: .seconds(30))
        // The page's latency figures (simulator.js's `pageSimulator.stats`), kept by this script.
        try await page.evaluate(
            "import('/simulator.js').then(({ pageSimulator }) => { window.benchStats = pageSimulator.stats; return true; })"
        )
        let rect = try await page.evaluate(
            options.target == "icon"
                ? "(() => { const r = document.querySelector('[aria-label=\"AppSearch\"]').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
                : "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left + r.width * 0.15, r.top + r.height * 0.62]; })()"
        )
        let x = rect[0].number ?? 0
        let y = rect[1].number ?? 0
        // Warm up (JIT, caches), then measure.
        for round in 0..<2 {
            try await page.evaluate("benchStats.reset()")
            let count = round == 0 ? 50 : options.samples
            if round == 1, options.trace != nil { try await startTracing(page) }
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
            try await page.waitUntil("benchStats.pending === 0", timeout: .seconds(30))
            let elapsed = started.duration(to: .now)
            if round == 1, let trace = options.trace { try await stopTracing(page, into: trace) }
            if round == 1 {
                let stats = try await page.evaluate(
                    "({roundTrip: benchStats.roundTrip, fromEventTimeStamp: benchStats.fromEventTimeStamp, unanswered: benchStats.unanswered})"
                )
                let version = try await page.call("Browser.getVersion")
                return Report(
                    target: options.target, samples: count,
                    roundTripMilliseconds: stats["roundTrip"] ?? .null,
                    fromEventTimeStampMilliseconds: stats["fromEventTimeStamp"] ?? .null,
                    unanswered: stats["unanswered"].int ?? 0, serverCPUSeconds: server.cpuSeconds - cpu,
                    wallSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds)
                        / 1e18,
                    browser: version["product"].string ?? "")
            }
            // Close the menu if the warm-up opened one, and let the press end.
            try await page.evaluate(
                "document.getElementById('home-button').click()")
        }
        throw ServerProcess.Failure(description: "no measurement")
    }

    /// The trace's categories: the main thread's tasks, input, rendering, V8, the compositor.
    static let traceCategories = [
        "toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline",
        "disabled-by-default-devtools.timeline.frame", "blink", "blink.user_timing", "cc", "input",
        "v8.execute", "renderer.scheduler", "viz", "gpu", "benchmark",
    ].joined(separator: ",")

    private func startTracing(_ page: BrowserPage) async throws {
        _ = try await page.call(
            "Tracing.start",
            [
                "categories": .string(Self.traceCategories), "transferMode": "ReturnAsStream",
                "streamFormat": "json",
            ])
    }

    /// Ends the trace and writes Chromium's JSON (`chrome://tracing`, Perfetto) to `path`.
    private func stopTracing(_ page: BrowserPage, into path: String) async throws {
        _ = try await page.call("Tracing.end")
        let complete = try await page.waitForEvent("Tracing.tracingComplete", timeout: .seconds(60))
        guard let stream = complete["stream"].string else {
            throw ServerProcess.Failure(description: "the trace came back without a stream")
        }
        var data = Data()
        while true {
            let chunk = try await page.call(
                "IO.read", ["handle": .string(stream), "size": .number(1_048_576)])
            let text = chunk["data"].string ?? ""
            if chunk["base64Encoded"].bool == true {
                data.append(Data(base64Encoded: text) ?? Data())
            } else {
                data.append(Data(text.utf8))
            }
            if chunk["eof"].bool == true || text.isEmpty { break }
        }
        _ = try? await page.call("IO.close", ["handle": .string(stream)])
        try data.write(to: URL(fileURLWithPath: path))
    }
}
