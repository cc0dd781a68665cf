import BrowserTesting
import Testing

extension LiveSimulator {
    /// Launches `bundleIdentifier` on device `device`, opens a headless Chromium on the device's
    /// page, and returns once the page is ready, `predicate` (JavaScript) holds and the layout has
    /// settled. The caller closes the browser and stops the simulator.
    func openInBrowser(
        launching bundleIdentifier: String, until predicate: String, device: String = "1",
        width: Int = 1000, height: Int = 900
    ) async throws -> (Browser, BrowserPage) {
        let launched = try await request(.post, "/api/devices/\(device)/apps/\(bundleIdentifier)/launch")
        #expect(launched.status == 200)
        let browser = try await Browser.launch(width: width, height: height)
        let page = browser.page
        do {
            try await page.navigate(to: origin + "/?device=\(device)")
            try await page.waitUntil("document.getElementById('device').dataset.state === 'ready'")
            try await page.waitUntil(predicate)
            try await page.waitUntilLayoutSettles()
        } catch {
            await browser.close()
            throw error
        }
        return (browser, page)
    }
}
