import BrowserTesting

/// Runs `measure` in a fresh headless Chromium and closes it afterwards, also when `measure`
/// throws; returns the report as JSON (the browser runs of `simulator-bench`: latency, ink).
func reportFromBrowser<Report: Encodable>(_ measure: (Browser) async throws -> Report) async throws -> String
{
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
