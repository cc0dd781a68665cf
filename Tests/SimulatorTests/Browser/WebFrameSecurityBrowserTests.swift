import BrowserTesting
import Foundation
import HTTPServer
import Interchange
import Simulator
import Testing

/// A hostile page in a web view, in a real browser: its script tries to read the JSON API (fetch,
/// XHR, a beacon), to open the device's stream, to reach the simulator page (`parent.document`,
/// `top.location`, a popup), storage and cookies, and reports what happened by postMessage. Every
/// attempt must fail: the frame is sandboxed (an opaque origin) and its content security policy
/// forbids every connection. The device must not have been touched.
///
/// One more test of the web view browser suite (serialized with it: one browser of this suite at a
/// time beside the other browser suites).
extension WebViewBrowserTests {
    /// The page: every attempt is wrapped, so one that throws does not stop the others; the results
    /// go to the parent when all are done (each with its own deadline).
    static let hostileHTML = """
        <!doctype html>
        <html><head><title>Hostile</title></head><body><p>Nothing to see.</p>
        <script>
        (async () => {
          const results = { violations: [] };
          document.addEventListener('securitypolicyviolation', (event) => {
            results.violations.push(event.effectiveDirective);
          });
          const settle = (promise, ms) => Promise.race([
            promise, new Promise((resolve) => setTimeout(() => resolve('blocked: no answer in ' + ms + ' ms'), ms)),
          ]);
          const attempt = async (name, work) => {
            try { results[name] = await settle(Promise.resolve().then(work), 3000); }
            catch (error) { results[name] = 'blocked: ' + (error && error.name); }
          };
          const api = location.origin + '/api/devices';
          await attempt('origin', () => 'origin ' + self.origin);
          await attempt('fetch', async () => 'read: ' + (await (await fetch(api)).text()).slice(0, 60));
          await attempt('fetchRelative', async () => 'read: ' + (await (await fetch('/api/devices/1')).text()).slice(0, 60));
          await attempt('post', async () => 'posted: ' + (await fetch(api + '/1/home', { method: 'POST', mode: 'no-cors' })).type);
          await attempt('xhr', () => {
            const request = new XMLHttpRequest();
            request.open('GET', api, false);
            request.send();
            return 'read: ' + request.status + ' ' + request.responseText.slice(0, 60);
          });
          await attempt('beacon', () => (navigator.sendBeacon(api + '/1/home', 'x') ? 'queued' : 'blocked: refused'));
          await attempt('websocket', () => new Promise((resolve) => {
            const socket = new WebSocket('ws://' + location.host + '/api/devices/1/stream');
            socket.onmessage = (event) => resolve('read: ' + String(event.data).slice(0, 60));
            socket.onerror = () => resolve('blocked: error');
            socket.onclose = (event) => resolve('blocked: closed ' + event.code);
          }));
          await attempt('eventSource', () => new Promise((resolve) => {
            const source = new EventSource(api);
            source.onmessage = () => resolve('read');
            source.onerror = () => { source.close(); resolve('blocked: error'); };
          }));
          await attempt('parentDocument', () => 'read: ' + parent.document.title);
          await attempt('parentDeviceState', () => 'read: ' + parent.document.getElementById('device').dataset.state);
          await attempt('topLocation', () => 'read: ' + top.location.href);
          await attempt('popup', () => (window.open(api) ? 'opened' : 'blocked: null'));
          await attempt('cookie', () => 'read: ' + document.cookie);
          await attempt('localStorage', () => 'read: ' + localStorage.length);
          await attempt('frame', () => new Promise((resolve) => {
            const frame = document.createElement('iframe');
            frame.src = api;
            frame.onload = () => { try { resolve('read: ' + frame.contentDocument.body.textContent.slice(0, 60)); } catch (error) { resolve('blocked: ' + error.name); } };
            document.body.append(frame);
          }));
          parent.postMessage({ hostile: results }, '*');
        })();
        </script></body></html>
        """

    @Test("fetch, XHR, beacons, the stream, EventSource, the parent page, popups, storage: all blocked")
    func hostilePage() async throws {
        let site = try WebFrameSite(hostileHTML: Self.hostileHTML)
        let simulator = try LiveSimulator(apps: [site.app(page: "hostile.html")])
        let browser = try await Browser.launch(width: 1000, height: 900)
        let page = browser.page
        do {
            try await page.navigate(to: simulator.origin + "/?device=1")
            try await page.waitUntil("document.getElementById('device').dataset.state === 'ready'")
            _ = try await page.evaluate(
                """
                (() => { window.hostileReports = [];
                  addEventListener('message', (event) => { if (event.data && event.data.hostile) window.hostileReports.push(event.data.hostile); });
                  return true; })()
                """)
            let launched = try await simulator.request(
                .post, "/api/devices/1/apps/\(WebFrameSite.bundleIdentifier)/launch")
            #expect(launched.status == 200)
            try await page.waitUntil("window.hostileReports.length > 0", timeout: .seconds(60))
            let report = try await page.evaluate("JSON.stringify(window.hostileReports[0])").string ?? ""
            let results = try JSONValue(parsing: Data(report.utf8))
            #expect(results["origin"] == "origin null", "the page's origin is opaque: \(report)")
            for name in [
                "fetch", "fetchRelative", "post", "xhr", "websocket", "eventSource", "parentDocument",
                "parentDeviceState", "topLocation", "popup", "cookie", "localStorage", "frame",
            ] {
                let outcome = results[name].string ?? "missing"
                #expect(outcome.hasPrefix("blocked"), "\(name): \(outcome)")
            }
            let violations = (results["violations"].array ?? []).compactMap(\.string)
            #expect(violations.contains("connect-src"), "\(violations)")
            // `sendBeacon` answers true (queued) before the policy refuses the request: that the POST
            // to /home never arrived shows in the device's state. Nothing reached the device: the
            // app is still in front (the beacon and the POST would have sent it home), the page still
            // shown.
            #expect(results["beacon"].string != nil)
            let state = try await simulator.request(.get, "/api/devices/1")
            #expect(state.json["screen"].string == WebFrameSite.bundleIdentifier)
            #expect(
                try await page.evaluate("document.getElementById('device').dataset.state").string == "ready")
        } catch {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "forcetouch-webframe-hostile-failure.png"
            ).path
            try? await page.screenshot(to: path)
            Issue.record("\(error); screenshot: \(path)")
        }
        await browser.close()
        await simulator.stop()
    }
}
