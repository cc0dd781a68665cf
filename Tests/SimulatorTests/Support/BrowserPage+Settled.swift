import BrowserTesting

extension BrowserPage {
    /// Waits until the simulator page's layout has settled: its fonts are loaded and the screen's
    /// rectangle is the same on two polls in a row (the device is fitted to the window after `hello`).
    /// Tests that compute where to press from the layout call it first; under load the first frames
    /// can still move, and a press computed then lands beside its target.
    func waitUntilLayoutSettles() async throws {
        try await waitUntil(
            """
            (() => {
              const r = document.getElementById('screen').getBoundingClientRect();
              const key = [r.left, r.top, r.width, r.height].join();
              const settled = window.testLastScreenRect === key && document.fonts.status === 'loaded';
              window.testLastScreenRect = key;
              return settled;
            })()
            """, timeout: .seconds(20))
    }
}
