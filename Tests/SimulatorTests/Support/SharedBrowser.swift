import BrowserTesting
import Foundation
import Interchange
import Testing

/// One headless Chromium for a whole suite: started before the suite's first test, closed after
/// its last. Starting Chromium is what a browser test pays for; a suite that loads a fresh page per
/// test (from a fresh simulator) shares one browser through ``current``.
///
/// Every page the browser loads records its WebSocket traffic before its own scripts run (see
/// ``recorder``): `window.testSent` and `window.testReceived`.
struct SharedBrowserTrait: SuiteTrait, TestScoping {
    /// The suite's browser while its tests run; nil outside a suite that has the trait.
    @TaskLocal static var current: Browser?

    /// Applied to the suite as a whole, not once per test.
    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let browser = try await Browser.launch(width: 1280, height: 900)
        do {
            _ = try await browser.page.call(
                "Page.addScriptToEvaluateOnNewDocument", ["source": .string(Self.recorder)])
            try await Self.$current.withValue(browser) { try await function() }
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    /// Records what every page sends and receives on its WebSockets (the page has no hook of its
    /// own): `window.testSent` holds `{message, socket, state}` per message sent (`state` is the
    /// device element's `data-state` at that moment), `window.testReceived` holds
    /// `{message, socket}` per message received; `socket` numbers the sockets in the order made.
    static let recorder = #"""
        (() => {
          window.testSent = [];
          window.testReceived = [];
          let sockets = 0;
          const Original = window.WebSocket;
          const send = Original.prototype.send;
          Original.prototype.send = function (data) {
            try {
              window.testSent.push({ message: JSON.parse(data), socket: this.testNumber ?? 0,
                state: document.getElementById('device')?.dataset.state ?? null });
            } catch {}
            return send.call(this, data);
          };
          window.WebSocket = class extends Original {
            constructor(...args) {
              super(...args);
              sockets += 1;
              this.testNumber = sockets;
              this.addEventListener('message', (event) => {
                try { window.testReceived.push({ message: JSON.parse(event.data), socket: this.testNumber }); } catch {}
              });
            }
          };
        })();
        """#
}

extension Trait where Self == SharedBrowserTrait {
    /// One Chromium for the suite (``SharedBrowserTrait``).
    static var sharedBrowser: Self { Self() }
}

extension BrowserPage {
    /// JavaScript that `runChecks` puts before a test's script: `check(name, actual, expected)`
    /// compares as JSON, `ok(name, condition, detail)` wants a truthy condition, `waitFor(test,
    /// what, ms)` resolves when `test()` holds (checked on every DOM change and every 10 ms) and
    /// throws naming `what` after `ms`.
    static let checkPrelude = #"""
        const failures = [];
        let checked = 0;
        const check = (name, actual, expected) => {
          checked += 1;
          const a = JSON.stringify(actual);
          const e = JSON.stringify(expected);
          if (a !== e) failures.push(`${name}: got ${a}, expected ${e}`);
        };
        const ok = (name, condition, detail) => {
          checked += 1;
          if (!condition) failures.push(detail === undefined ? name : `${name}: ${JSON.stringify(detail)}`);
        };
        const waitFor = (test, what, ms = 10000) => new Promise((resolve, reject) => {
          const started = performance.now();
          const poll = () => {
            let met = false;
            try { met = Boolean(test()); } catch {}
            if (met) resolve();
            else if (performance.now() - started > ms) reject(new Error(`gave up waiting for ${what}`));
            else setTimeout(poll, 10);
          };
          poll();
        });
        const sent = (type) => window.testSent.filter((s) => s.message.type === type).map((s) => s.message);
        const received = (type) => window.testReceived.filter((r) => r.message.type === type).map((r) => r.message);
        """#

    /// Runs `body` (the statements of an async function, with ``checkPrelude``'s helpers) in the
    /// page and records every failed check as an issue; returns what the body put in `result`.
    /// `expectedChecks` is how many checks the body makes: fewer means it stopped early.
    @discardableResult
    func runChecks(
        _ body: String, expectedChecks: Int, timeout: Duration = .seconds(60),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> JSONValue {
        let script = """
            (async () => {
            \(Self.checkPrelude)
            let result = null;
            try {
            \(body)
            } catch (error) {
              failures.push(`threw after ${checked} checks: ${error && error.stack || error}`);
            }
            return { failures, checked, result };
            })()
            """
        let answer = try await evaluate(script, timeout: timeout)
        let failures = (answer["failures"].array ?? []).compactMap(\.string)
        for failure in failures { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
        let checked = Int(answer["checked"].number ?? -1)
        #expect(
            checked == expectedChecks, "the page made \(checked) of \(expectedChecks) checks",
            sourceLocation: sourceLocation)
        return answer["result"] ?? .null
    }

    /// Presses and releases `key` through DevTools (`text` for a key that types), with `modifiers`
    /// (1 Alt, 2 Ctrl, 4 Meta, 8 Shift).
    func key(_ key: String, code: String? = nil, keyCode: Int, text: String? = nil, modifiers: Int = 0)
        async throws
    {
        for type in [text == nil ? "rawKeyDown" : "keyDown", "keyUp"] {
            var parameters: [JSONMember] = [
                JSONMember(key: "type", value: .string(type)), JSONMember(key: "key", value: .string(key)),
                JSONMember(key: "code", value: .string(code ?? key)),
                JSONMember(key: "windowsVirtualKeyCode", value: .number(Double(keyCode))),
                JSONMember(key: "modifiers", value: .number(Double(modifiers))),
            ]
            if let text, type == "keyDown" {
                parameters.append(JSONMember(key: "text", value: .string(text)))
            }
            _ = try await call("Input.dispatchKeyEvent", .object(parameters))
        }
    }

    /// The client position of device point (`x`, `y`) on a screen `width` points wide, from the
    /// screen element's rectangle.
    func clientPoint(x: Double, y: Double, screenWidth width: Double = 375) async throws -> (Double, Double) {
        let rect = try await evaluate(
            "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left, r.top, r.width]; })()"
        )
        let values = (rect.array ?? []).compactMap(\.number)
        try #require(values.count == 3)
        let scale = values[2] / width
        return (values[0] + x * scale, values[1] + y * scale)
    }
}
