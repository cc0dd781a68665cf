import BrowserTesting
import CoreGraphics
import Foundation
import Simulator
import Testing
import TouchKit

/// A view that strokes a thick red diagonal and fills a blue square in `draw(_:)`.
@MainActor
final class DrawingTestView: View {
    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContextStack.current else { return }
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(12)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: 20, y: 20))
        context.addLine(to: CGPoint(x: 180, y: 180))
        context.strokePath()
        Color.blue.setFill()
        BezierPath(rect: CGRect(x: 140, y: 10, width: 40, height: 40)).fill()
    }
}

/// A controller whose view holds one `DrawingTestView` at (50, 100), 200 × 200 points.
@MainActor
final class DrawingTestController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(DrawingTestView(frame: CGRect(x: 50, y: 100, width: 200, height: 200)))
    }
}

/// `draw(_:)` in Chromium: the stroke a view draws shows as pixels on the page's drawing canvas.
@Suite(
    "Drawing in Chromium", .enabled(if: Browser.shouldRunTests(), noBrowser), .serialized, .browserTimeLimit)
@MainActor
struct DrawingBrowserTests {
    static let bundleIdentifier = "com.example.drawing"

    /// The RGBA of the drawing canvas's pixel at view point (`x`, `y`).
    static func pixel(_ x: Double, _ y: Double) -> String {
        """
        (() => {
          const canvas = document.querySelector('canvas.node-drawing');
          if (!canvas) return [];
          const ratio = canvas.width / parseFloat(canvas.style.width);
          return Array.from(canvas.getContext('2d').getImageData(Math.round(\(x) * ratio), Math.round(\(y) * ratio), 1, 1).data);
        })()
        """
    }

    @Test("A view's stroke and fill in draw(_:) appear on the page's canvas and in GET /render")
    func strokeAppears() async throws {
        let app = AppManifest(
            bundleIdentifier: Self.bundleIdentifier, displayName: "Drawing",
            makeDelegate: { DrawingTestDelegate() }, makeRootViewController: { DrawingTestController() })
        let simulator = try LiveSimulator(apps: [app])
        let browser = try await Browser.launch(width: 1000, height: 900)
        let page = browser.page
        do {
            try await page.navigate(to: simulator.origin + "/?device=1")
            try await page.waitUntil("document.getElementById('device').dataset.state === 'ready'")
            let launched = try await simulator.request(
                .post, "/api/devices/1/apps/\(Self.bundleIdentifier)/launch")
            #expect(launched.status == 200)
            try await page.waitUntil(
                "document.querySelector('canvas.node-drawing') !== null", timeout: .seconds(20))
            let render = try await simulator.request(.get, "/api/devices/1/render")
            #expect(
                String(decoding: render.response.body, as: UTF8.self).contains(#""path":"M20 20L180 180""#))
            try await page.waitUntil("(\(Self.pixel(100, 100)))[3] > 200", timeout: .seconds(10))
            let onLine = try await page.evaluate(Self.pixel(100, 100)).array?.compactMap(\.number) ?? []
            #expect(onLine.count == 4 && onLine[0] > 200 && onLine[1] < 60 && onLine[2] < 60, "\(onLine)")
            let inSquare = try await page.evaluate(Self.pixel(160, 30)).array?.compactMap(\.number) ?? []
            #expect(inSquare.count == 4 && inSquare[2] > 200 && inSquare[0] < 60, "\(inSquare)")
            let offLine = try await page.evaluate(Self.pixel(100, 20)).array?.compactMap(\.number) ?? []
            #expect(offLine.count == 4 && offLine[3] == 0, "\(offLine)")
        } catch {
            try? await page.screenshot(to: EndToEndTests.screenshotPath("drawing-failure"))
            await browser.close()
            await simulator.stop()
            throw error
        }
        await browser.close()
        await simulator.stop()
    }
}

/// A delegate that accepts launches.
@MainActor
final class DrawingTestDelegate: ApplicationDelegate {}
