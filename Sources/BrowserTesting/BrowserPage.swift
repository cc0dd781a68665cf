import Foundation
import HTTPServer
public import Interchange

/// The page a ``Browser`` drives: navigation, JavaScript, waiting for conditions, input and
/// screenshots, each a DevTools command.
public final class BrowserPage: Sendable {
    let connection: DevToolsConnection

    private init(connection: DevToolsConnection) {
        self.connection = connection
    }

    /// Attaches to the first page target of the browser at `devToolsPort`.
    static func attach(devToolsPort port: Int) async throws(BrowserError) -> BrowserPage {
        let response: HTTPResponse
        do {
            response = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(port)/json/list")
        } catch {
            throw .connection("GET /json/list: \(error)")
        }
        guard let targets = try? JSONValue(parsing: response.body).array,
            let page = targets.first(where: { $0["type"].string == "page" }),
            let url = page["webSocketDebuggerUrl"].string
        else { throw .noPageTarget }
        let connection = try await DevToolsConnection.connect(to: url)
        _ = try await connection.call("Page.enable")
        _ = try await connection.call("Runtime.enable")
        return BrowserPage(connection: connection)
    }

    /// Sends any DevTools command and returns its result.
    public func call(_ method: String, _ parameters: JSONValue = [:]) async throws(BrowserError) -> JSONValue
    {
        try await connection.call(method, parameters)
    }

    /// Waits for the next DevTools event called `method` (say `Tracing.tracingComplete`) and returns
    /// its parameters; the events before it are consumed.
    public func waitForEvent(_ method: String, timeout: Duration = .seconds(30)) async throws(BrowserError)
        -> JSONValue
    {
        try await connection.waitForEvent(method, timeout: timeout)
    }

    /// Sets the viewport to `width`×`height` CSS pixels at scale 1.
    public func setViewport(width: Int, height: Int) async throws(BrowserError) {
        _ = try await connection.call(
            "Emulation.setDeviceMetricsOverride",
            [
                "width": .number(Double(width)), "height": .number(Double(height)), "deviceScaleFactor": 1,
                "mobile": false,
            ])
    }

    /// Loads `url` and returns when its `load` event has fired.
    public func navigate(to url: String, timeout: Duration = .seconds(30)) async throws(BrowserError) {
        await connection.discardEvents()
        let result = try await connection.call("Page.navigate", ["url": .string(url)], timeout: timeout)
        if let problem = result["errorText"].string {
            throw .commandFailed(method: "Page.navigate", message: "\(url): \(problem)")
        }
        _ = try await connection.waitForEvent("Page.loadEventFired", timeout: timeout)
    }

    /// Evaluates `expression` in the page (awaiting a promise) and returns its value as JSON.
    /// - Throws: `BrowserError.javaScriptException` with the page's message when it throws.
    @discardableResult
    public func evaluate(_ expression: String, timeout: Duration = .seconds(30)) async throws(BrowserError)
        -> JSONValue
    {
        let result = try await connection.call(
            "Runtime.evaluate",
            ["expression": .string(expression), "awaitPromise": true, "returnByValue": true], timeout: timeout
        )
        if let details = result["exceptionDetails"], !details.isNull {
            let text = details["exception"]["description"].string ?? details["text"].string ?? "\(details)"
            throw .javaScriptException(text)
        }
        // JavaScript's `undefined` has no `value`: it reads as null.
        return result["result"]["value"] ?? .null
    }

    /// Waits until the JavaScript `predicate` is truthy in the page, checked on every DOM change
    /// and every 20 ms of the page's clock, up to `timeout`.
    /// - Throws: `BrowserError.timedOut` naming the predicate.
    public func waitUntil(_ predicate: String, timeout: Duration = .seconds(10)) async throws(BrowserError) {
        let milliseconds = Int(DevToolsConnection.seconds(timeout) * 1000)
        let script = """
            new Promise((resolve) => {
              const test = () => { try { return Boolean(\(predicate)); } catch (error) { return false; } };
              if (test()) { resolve(true); return; }
              const finish = (value) => { observer.disconnect(); clearInterval(timer); clearTimeout(limit); resolve(value); };
              const observer = new MutationObserver(() => { if (test()) finish(true); });
              observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
              const timer = setInterval(() => { if (test()) finish(true); }, 20);
              const limit = setTimeout(() => finish(false), \(milliseconds));
            })
            """
        let met = try await evaluate(script, timeout: timeout + .seconds(10))
        guard met.bool == true else {
            throw .timedOut(predicate, seconds: DevToolsConnection.seconds(timeout))
        }
    }

    /// Captures the viewport as PNG into `path`.
    public func screenshot(to path: String) async throws(BrowserError) {
        let result = try await connection.call("Page.captureScreenshot", ["format": "png"])
        guard let base64 = result["data"].string, let data = Data(base64Encoded: base64) else {
            throw .commandFailed(method: "Page.captureScreenshot", message: "no image data in the answer")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw .commandFailed(method: "Page.captureScreenshot", message: "cannot write \(path): \(error)")
        }
    }
}
