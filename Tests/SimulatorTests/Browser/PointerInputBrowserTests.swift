import BrowserTesting
import Foundation
import Interchange
import Simulator
import Testing

/// How the page sends pointer moves in Chromium: from `pointerrawupdate` (dispatched as soon as
/// the input arrives, not aligned with animation frames), each sample once, coalesced samples
/// included; and from `pointermove` with its coalesced samples where there is no raw update (the
/// path Safari and Firefox take).
@Suite(
    "Pointer input in Chromium", .enabled(if: Browser.shouldRunTests(), noBrowser), .serialized,
    .browserTimeLimit)
@MainActor
struct PointerInputBrowserTests {
    /// `attachInput` (input.js) on a test element, fed synthetic events: a pen goes down, one move
    /// carries three coalesced samples (as `pointerrawupdate` and then as `pointermove`, the way
    /// Chromium dispatches them), and it lifts. Returns what `sendPointer` got for each mode.
    static let synthetic = """
        (async () => {
          const { attachInput } = await import('/input.js');
          const run = (rawUpdates) => {
            const element = document.createElement('div');
            element.style.cssText = 'position: fixed; left: 0; top: 0; width: 375px; height: 667px';
            document.body.append(element);
            const sent = [];
            const input = attachInput(element, {
              rawUpdates,
              send: () => {},
              sendPointer: (message, probe) => sent.push({ event: message.event, x: message.x, probe: Boolean(probe) }),
              size: () => ({ width: 375, height: 667 }),
              thresholds: () => ({ hint: 1, peek: 4, pop: 5.33 }),
              maximumForce: () => 6.67,
            });
            const pen = (x, extra = {}) => ({
              pointerId: 7, pointerType: 'pen', isPrimary: true, clientX: x, clientY: 100, pressure: 0.3,
              buttons: 1, bubbles: true, cancelable: true, ...extra,
            });
            const samples = () => [11, 12, 13].map((x) => new PointerEvent('pointermove', pen(x)));
            element.dispatchEvent(new PointerEvent('pointerdown', pen(10)));
            element.dispatchEvent(new PointerEvent('pointerrawupdate', pen(13, { coalescedEvents: samples() })));
            element.dispatchEvent(new PointerEvent('pointermove', pen(13, { coalescedEvents: samples() })));
            element.dispatchEvent(new PointerEvent('pointerup', pen(13, { buttons: 0, pressure: 0 })));
            element.remove();
            return { rawUpdates: input.rawUpdates, sent };
          };
          // The screen moves by 100 px during a press: a move after the next animation frame is
          // mapped against where it is now.
          const follows = async () => {
            const element = document.createElement('div');
            element.style.cssText = 'position: fixed; left: 0; top: 0; width: 375px; height: 667px';
            document.body.append(element);
            const sent = [];
            attachInput(element, {
              rawUpdates: true,
              send: () => {},
              sendPointer: (message) => sent.push(message.x),
              size: () => ({ width: 375, height: 667 }),
              thresholds: () => ({ hint: 1, peek: 4, pop: 5.33 }),
              maximumForce: () => 6.67,
            });
            const pen = (x, extra = {}) => ({
              pointerId: 8, pointerType: 'pen', isPrimary: true, clientX: x, clientY: 100, pressure: 0.3,
              buttons: 1, bubbles: true, cancelable: true, ...extra,
            });
            element.dispatchEvent(new PointerEvent('pointerdown', pen(10)));
            element.style.left = '100px';
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            element.dispatchEvent(new PointerEvent('pointerrawupdate', pen(113)));
            element.dispatchEvent(new PointerEvent('pointerup', pen(113, { buttons: 0, pressure: 0 })));
            element.remove();
            return sent;
          };
          return { raw: run(true), fallback: run(false), follows: await follows() };
        })()
        """

    @Test(
        "With pointerrawupdate a move is sent once, with its coalesced samples; without it pointermove sends them"
    )
    func coalescedSamplesSentOnce() async throws {
        #expect(Browser.locate() != nil, "a browser is required here (CI=true): install chromium")
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let browser = try await Browser.launch(width: 1280, height: 900)
        do {
            try await EndToEndTests.open(simulator, in: browser)
            let result = try await browser.page.evaluate(Self.synthetic)
            let expected: JSONValue = [
                ["event": "down", "x": 10, "probe": true],
                ["event": "move", "x": 11, "probe": false],
                ["event": "move", "x": 12, "probe": false],
                ["event": "move", "x": 13, "probe": true],
                ["event": "up", "x": 13, "probe": true],
            ]
            #expect(result["raw"]["rawUpdates"] == true)
            #expect(result["raw"]["sent"] == expected, "\(result["raw"])")
            #expect(result["fallback"]["rawUpdates"] == false)
            #expect(result["fallback"]["sent"] == expected, "\(result["fallback"])")
            #expect(result["follows"] == [10, 13, 13], "\(result["follows"])")
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    @Test("A pen dragged through DevTools: the page uses pointerrawupdate and sends every move exactly once")
    func realPenMovesSentOnce() async throws {
        #expect(Browser.locate() != nil, "a browser is required here (CI=true): install chromium")
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let browser = try await Browser.launch(width: 1280, height: 900)
        do {
            let page = browser.page
            try await EndToEndTests.open(simulator, in: browser)
            // http://127.0.0.1 is a secure context: Chromium offers pointerrawupdate there.
            #expect(
                try await page.evaluate("document.getElementById('screen').dataset.moves")
                    == "pointerrawupdate")
            try await page.evaluate(
                """
                (() => {
                  // What the page writes to its WebSocket, recorded by the test (the page has no hook).
                  const send = WebSocket.prototype.send;
                  window.sentPointers = [];
                  WebSocket.prototype.send = function (data) {
                    const message = JSON.parse(data);
                    if (message.type === 'pointer') window.sentPointers.push(message);
                    return send.call(this, data);
                  };
                  return true;
                })()
                """)
            let start = try await page.evaluate(
                "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left + r.width * 0.15, r.top + r.height * 0.62]; })()"
            )
            let x = start[0].number ?? 0
            let y = start[1].number ?? 0
            let moves = 12
            try await page.mouse(.pressed, x: x, y: y, pointer: .pen, force: 0.2)
            for step in 1...moves {
                try await page.mouse(
                    .moved, x: x + Double(step), y: y, pointer: .pen, force: 0.2 + Double(step) * 0.02)
            }
            try await page.mouse(.released, x: x + Double(moves), y: y, pointer: .pen, force: 0)
            try await page.waitUntil("window.sentPointers.some((m) => m.event === 'up')")
            let sent = try await page.evaluate(
                "window.sentPointers.map((m) => [m.event, m.timeStamp, m.pressure, m.probe !== undefined])")
            let events = (sent.array ?? []).map { $0[0].string ?? "" }
            #expect(events.first == "down")
            #expect(events.last == "up")
            let movesSent = (sent.array ?? []).filter { $0[0] == "move" }
            #expect(movesSent.count == moves, "\(sent)")
            let stamps = movesSent.compactMap { $0[1].number }
            #expect(Set(stamps).count == stamps.count, "a move was sent twice: \(sent)")
            #expect(stamps == stamps.sorted(), "\(sent)")
            #expect(movesSent.last?[3] == true, "the last move probes: \(sent)")
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}
