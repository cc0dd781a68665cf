import BrowserTesting
import Foundation
import Interchange

/// The page's work a sample while a long stroke is drawn: Chromium's own ink canvas (`ink.js`, the
/// code the simulator page draws `InkCanvasView` with) fed a stroke of `--points` samples (5,000 by
/// default) one sample at a time, each step shaped as the server sends it (the tail from four points
/// back, the stable count eight back; docs/PROTOCOL.md, "Ink").
///
/// Measured in the page with `performance.now()`, twice on fresh canvases: each sample's `apply`
/// (the JavaScript and the Canvas 2D calls on the main thread), and the same followed by a pixel
/// read of both canvases, which makes Chromium rasterize the sample before the next (the target is
/// judged on this one, the stricter). Both in batches of 50 samples so the timer's coarse resolution
/// does not round small costs to zero; the batches' per-sample figures are reported for the first and
/// the last tenth of the stroke, so a cost that grows with the stroke's length shows. The target (issue 11): ≤ 2 ms a
/// sample at 5,000 points.
struct InkRun {
    var options: Options
    var server: ServerProcess

    struct Report: Encodable {
        var mode = "ink"
        var points: Int
        var firstSamplesMilliseconds: Quantiles
        var lastSamplesMilliseconds: Quantiles
        /// The same with Chromium made to rasterize each sample before the next (a pixel read).
        var firstSamplesWithRasterMilliseconds: Quantiles
        var lastSamplesWithRasterMilliseconds: Quantiles
        var meetsTarget: Bool
        var browser: String
    }

    func run() async throws -> String {
        try await reportFromBrowser(measure)
    }

    private func measure(_ browser: Browser) async throws -> Report {
        let page = browser.page
        try await page.navigate(to: server.origin + "/")
        try await page.waitUntil(
            "document.getElementById('device').dataset.state === 'ready'", timeout: .seconds(30))
        let source = """
            (async () => {
              const { createInk } = await import('/ink.js');
              const total = \(options.points);
              const batch = 50;
              const point = (i) => {
                const column = i % 600;
                const x = 20 + (column < 300 ? column : 600 - column);
                const y = 20 + (i % 5600) / 10;
                return [x, y, 2 + 6 * ((i % 50) / 50), 1, 0];
              };
              // One pass: a fresh canvas, the stroke drawn sample by sample; with `raster`, each sample
              // also reads a pixel of both canvases, which makes Chromium rasterize it now.
              const pass = (raster) => {
                const host = document.createElement('div');
                host.style.position = 'absolute';
                document.getElementById('screen').append(host);
                const ink = createInk(host, [0, 0, 375, 600], window.devicePixelRatio || 2);
                const contexts = [ink.base.getContext('2d'), ink.live.getContext('2d')];
                ink.apply([{ begin: 1, color: '#000000FF' }]);
                const perSample = [];
                let started = performance.now();
                for (let n = 1; n <= total; n += 1) {
                  const from = Math.max(0, n - 4);
                  const points = [];
                  for (let i = from; i < n; i += 1) points.push(...point(i));
                  ink.apply([{ tail: 1, from, stable: Math.max(0, n - 8), points }]);
                  if (raster) for (const context of contexts) context.getImageData(0, 0, 1, 1);
                  if (n % batch === 0) {
                    const now = performance.now();
                    perSample.push((now - started) / batch);
                    started = now;
                  }
                }
                ink.apply([{ end: 1 }]);
                const count = ink.strokes()[0].count;
                host.remove();
                return { perSample, count };
              };
              pass(false);
              return { script: pass(false), raster: pass(true) };
            })()
            """
        let result = try await page.evaluate(source, timeout: .seconds(300))
        func figures(_ pass: JSONValue?) throws -> (first: Quantiles, last: Quantiles) {
            let perSample = (pass["perSample"].array ?? []).compactMap(\.number)
            guard pass["count"].int == options.points, perSample.count >= 10 else {
                throw ServerProcess.Failure(
                    description: "the page drew \(pass["count"].int ?? 0) of \(options.points) points")
            }
            let window = max(1, perSample.count / 10)
            return (Quantiles(Array(perSample.prefix(window))), Quantiles(Array(perSample.suffix(window))))
        }
        let script = try figures(result["script"])
        let raster = try figures(result["raster"])
        let version = try await page.call("Browser.getVersion")
        return Report(
            points: options.points, firstSamplesMilliseconds: script.first,
            lastSamplesMilliseconds: script.last, firstSamplesWithRasterMilliseconds: raster.first,
            lastSamplesWithRasterMilliseconds: raster.last,
            meetsTarget: raster.last.p50 <= 2 && raster.last.max <= 2,
            browser: version["product"].string ?? "")
    }
}
