import BrowserTesting
import Foundation
import Interchange
import Simulator
import Testing
import TouchKit

/// The web client's modules in Chromium: each behaviour the Node tests check on their stand-in DOM
/// (Tests/WebClientTests), once more in a real browser, on the real page served by a real
/// simulator (docs/WebClient.md, "What runs in Chromium"). One test per module of
/// Sources/Simulator/Web, each on one page load; the suite shares one browser.
@Suite(
    "The web client's modules in Chromium", .enabled(if: Browser.shouldRunTests(), noBrowser), .serialized,
    .browserTimeLimit, .sharedBrowser)
@MainActor
struct WebClientBrowserTests {
    /// An app whose screen is one plain white view: presses on it change nothing.
    static let blankApp = AppManifest(
        bundleIdentifier: "com.example.blank", displayName: "Blank",
        makeDelegate: { DrawingTestDelegate() }, makeRootViewController: { BlankTestController() })

    /// An app whose screen is one text field (for typing).
    static let typingApp = AppManifest(
        bundleIdentifier: "com.example.typing", displayName: "Typing",
        makeDelegate: { DrawingTestDelegate() }, makeRootViewController: { TypingTestController() })

    /// Loads `path` of `simulator` in the suite's browser, waits until the device is ready, `until`
    /// holds and the layout has settled, runs `body`, then leaves the page and stops the simulator
    /// (also when `body` throws, after a screenshot named `name-failure`).
    static func withPage(
        _ name: String, _ simulator: LiveSimulator, path: String = "/?device=1", until: String = "true",
        _ body: (BrowserPage) async throws -> Void
    ) async throws {
        #expect(Browser.locate() != nil, "a browser is required here (CI=true): install chromium")
        let browser = try #require(SharedBrowserTrait.current, "the suite's browser")
        let page = browser.page
        do {
            try await page.setViewport(width: 1280, height: 900)
            try await page.navigate(to: simulator.origin + path)
            try await page.waitUntil(
                "document.getElementById('device').dataset.state === 'ready' && (\(until))",
                timeout: .seconds(20))
            try await page.waitUntilLayoutSettles()
            try await body(page)
        } catch {
            try? await page.screenshot(to: EndToEndTests.screenshotPath("\(name)-failure"))
            try? await page.navigate(to: "about:blank")
            await simulator.stop()
            throw error
        }
        try await page.navigate(to: "about:blank")
        await simulator.stop()
    }

    /// The AppSearch icon on the home screen is drawn.
    static let homeScreenDrawn = "document.querySelector('#screen [aria-label=\"AppSearch\"]') !== null"
}

/// A plain white screen.
@MainActor
final class BlankTestController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

/// A screen with one text field across its top.
@MainActor
final class TypingTestController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
        field.placeholder = "Type here"
        view.addSubview(field)
    }
}
