import BrowserTesting
import Foundation
import Interchange
import Simulator
import Testing

extension WebClientBrowserTests {
    /// A DevTools mouse event of `pointer` kind at client (`x`, `y`), with the pen's tilt.
    func pointer(
        _ page: BrowserPage, _ type: String, x: Double, y: Double, kind: String = "pen", force: Double = 0,
        button: String = "left", tiltX: Double = 0, tiltY: Double = 0, modifiers: Int = 0
    ) async throws {
        let down = type != "mouseReleased"
        _ = try await page.call(
            "Input.dispatchMouseEvent",
            [
                "type": .string(type), "x": .number(x), "y": .number(y), "button": .string(button),
                "buttons": .number(down ? (button == "right" ? 2 : 1) : 0),
                "clickCount": .number(type == "mouseMoved" ? 0 : 1), "pointerType": .string(kind),
                "force": .number(force), "tiltX": .number(tiltX), "tiltY": .number(tiltY),
                "modifiers": .number(Double(modifiers)),
            ])
    }

    @Test(
        "input.js and pen.js: keyboard taps and presses, a tilted pen, mouse emulation (keys, Shift, wheel, ramp toggle), blur, two fingers, webkitForce, probes"
    )
    func inputModule() async throws {
        let simulator = try LiveSimulator(
            apps: [Self.blankApp], editingHold: LiveSimulator.slowPressEditingHold)
        try await Self.withPage("input", simulator, until: Self.homeScreenDrawn) { page in
            // Keyboard: the context-menu key on an icon force-presses it (pointer -1) until the menu shows.
            try await page.evaluate(
                "document.querySelector('#screen [aria-label=\"AppSearch\"]').focus(), true")
            try await page.key("ContextMenu", keyCode: 93)
            try await page.waitUntil("document.getElementById('device').dataset.menu === 'open'")
            try await page.waitUntil(
                "window.testSent.some((s) => s.message.type === 'pointer' && s.message.pointerId === -1 && s.message.event === 'up')"
            )
            try await page.runChecks(
                #"""
                const hello = received('hello')[0];
                const keyboard = sent('pointer').filter((m) => m.pointerId === -1);
                check('a keyboard press is down then up, pointer -1', keyboard.map((m) => [m.event, m.pointerType]), [['down', 'mouse'], ['up', 'mouse']]);
                const force = sent('emulate')[0]?.force;
                ok('at the peek level', force > hello.thresholds.peek && force < hello.thresholds.pop, [force, hello.thresholds]);
                """#, expectedChecks: 2)
            try await page.key("Escape", keyCode: 27)
            try await page.waitUntil("document.getElementById('device').dataset.menu === 'closed'")
            // Enter on the focused icon taps it: down and up at its centre, only the up probed.
            try await page.evaluate(
                "window.mark = window.testSent.length; document.querySelector('#screen [aria-label=\"AppSearch\"]').focus(), true"
            )
            try await page.key("Enter", keyCode: 13, text: "\r")
            try await page.waitUntil(
                "document.getElementById('device').dataset.screen === 'com.company.appname'")
            let icon = simulator.iconCentre("com.company.appname")
            try await page.runChecks(
                #"""
                const tap = window.testSent.slice(window.mark).filter((s) => s.message.type === 'pointer').map((s) => s.message);
                check('a tap', tap.map((m) => [m.event, m.pointerId, m.probe !== undefined]), [['down', -1, false], ['up', -1, true]]);
                // At the focused element's centre: the icon's column, inside its 60-point image (the element
                // holds the label too, so its centre lies a little below the image's).
                ok('on the icon', Math.abs(tap[0].x - \#(icon.x)) < 1 && Math.abs(tap[0].y - \#(icon.y)) < 30, [tap[0].x, tap[0].y, \#(icon.x), \#(icon.y)]);
                """#, expectedChecks: 2)

            // The blank app: presses there change nothing.
            #expect(
                try await simulator.request(.post, "/api/devices/1/apps/com.example.blank/launch").status
                    == 200)
            try await page.waitUntil(
                "document.getElementById('device').dataset.screen === 'com.example.blank'")
            let (x, y) = try await page.clientPoint(x: 100, y: 300)
            let mark = "window.mark = window.testSent.length, true"
            let since =
                "const since = (type) => window.testSent.slice(window.mark).filter((s) => s.message.type === type).map((s) => s.message);"

            // A pen tilted 45° along x, then an upright one.
            try await page.evaluate(mark)
            try await pointer(page, "mousePressed", x: x, y: y, force: 0.3, tiltX: 45)
            try await pointer(page, "mouseMoved", x: x + 2, y: y, force: 0.5, tiltX: 45)
            try await pointer(page, "mouseReleased", x: x + 2, y: y, force: 0, tiltX: 45)
            try await pointer(page, "mousePressed", x: x, y: y, force: 0.3)
            try await pointer(page, "mouseReleased", x: x, y: y, force: 0)
            try await page.waitUntil(
                "window.testSent.slice(window.mark).filter((s) => s.message.event === 'up').length === 2")
            try await page.runChecks(
                #"""
                \#(since)
                const pen = since('pointer');
                check('a pen press', pen.map((m) => [m.event, m.pointerType]), [['down', 'pen'], ['move', 'pen'], ['up', 'pen'], ['down', 'pen'], ['up', 'pen']]);
                ok('in device points', Math.abs(pen[0].x - 100) < 0.6 && Math.abs(pen[0].y - 300) < 0.6, [pen[0].x, pen[0].y]);
                ok('its pressure, to 1/1000', Math.abs(pen[0].pressure - 0.3) < 0.002 && Math.abs(pen[1].pressure - 0.5) < 0.002, pen.map((m) => m.pressure));
                ok('tilted 45° along x: altitude π/4, azimuth 0', Math.abs(pen[0].altitudeAngle - Math.PI / 4) < 0.02 && Math.abs(pen[0].azimuthAngle) < 0.02,
                  [pen[0].altitudeAngle, pen[0].azimuthAngle]);
                ok('upright: altitude within π/2', pen[3].altitudeAngle <= Math.PI / 2 && pen[3].altitudeAngle > 1.5, pen[3].altitudeAngle);
                check('the panel says pen', document.querySelector('#source-list li.active')?.dataset.source, 'pen');
                check('a press focuses the screen', document.activeElement?.id, 'screen');
                await waitFor(() => window.testReceived.length > 0 && received('force').length > 0, 'a force message');
                check('the server refused none of it', received('error'), []);
                """#, expectedChecks: 8)

            // A mouse moving with no button down sends nothing; nor does a right click.
            _ = try await page.call(
                "Input.dispatchMouseEvent",
                ["type": "mouseMoved", "x": .number(x + 5), "y": .number(y), "button": "none", "buttons": 0])
            try await page.evaluate(mark)
            try await pointer(page, "mousePressed", x: x, y: y, kind: "mouse", button: "right")
            try await pointer(page, "mouseReleased", x: x, y: y, kind: "mouse", button: "right")
            // Keys without a press do nothing.
            try await page.key("2", keyCode: 50, text: "2")
            // A mouse press: keys 1, 2, 3 and 0 set levels; x and Ctrl+2 do nothing; Shift ramps; the wheel presses harder.
            try await pointer(page, "mousePressed", x: x, y: y, kind: "mouse")
            for (key, code) in [("1", 49), ("2", 50), ("3", 51), ("0", 48), ("x", 88)] {
                try await page.key(key, keyCode: code, text: key)
            }
            try await page.key("2", keyCode: 50, text: "2", modifiers: 2)
            _ = try await page.call(
                "Input.dispatchKeyEvent",
                [
                    "type": "rawKeyDown", "key": "Shift", "code": "ShiftLeft", "windowsVirtualKeyCode": 16,
                    "modifiers": 8,
                ])
            _ = try await page.call(
                "Input.dispatchKeyEvent",
                ["type": "keyUp", "key": "Shift", "code": "ShiftLeft", "windowsVirtualKeyCode": 16])
            _ = try await page.call(
                "Input.dispatchMouseEvent",
                [
                    "type": "mouseWheel", "x": .number(x), "y": .number(y), "deltaX": 0, "deltaY": -100,
                    "button": "left", "buttons": 1, "pointerType": "mouse",
                ])
            // A text field of the page's own takes its keys.
            try await page.evaluate(
                "(() => { const f = document.createElement('input'); f.id = 'test-field'; document.body.append(f); f.focus(); return true; })()"
            )
            try await page.key("3", keyCode: 51, text: "3")
            // The window loses the focus: the press is cancelled; the release then sends nothing.
            try await page.evaluate(
                "window.dispatchEvent(new Event('blur')), document.getElementById('test-field').remove(), true"
            )
            try await pointer(page, "mouseReleased", x: x, y: y, kind: "mouse")
            try await page.waitUntil(
                "window.testSent.slice(window.mark).some((s) => s.message.event === 'cancel')")
            try await page.runChecks(
                #"""
                \#(since)
                const { thresholds: t, profile } = received('hello')[0];
                const pointers = since('pointer');
                check('one mouse press, cancelled by the blur', pointers.map((m) => [m.event, m.pointerType]), [['down', 'mouse'], ['cancel', 'mouse']]);
                const emulate = since('emulate');
                check('what the keys, Shift and the wheel sent', emulate.map((m) => m.ramp ?? (m.force === 0 ? 0 : typeof m.force)),
                  ['number', 'number', 'number', 0, 'start', 'stop', 'number']);
                const [one, two, three] = emulate.map((m) => m.force);
                ok('1 between hint and peek', one > t.hint && one < t.peek, [one, t]);
                ok('2 just above peek', two > t.peek && two < t.pop, [two, t]);
                ok('3 just above pop, within the maximum', three > t.pop && three <= profile.maximumPossibleForce, [three, t]);
                // The wheel steps from the force the server last reported (it may not have reported the 0 yet).
                const wheel = emulate.at(-1).force;
                const bases = [0, ...received('force').map((m) => m.force)];
                ok('the wheel up: 100 px harder than a force the server reported', bases.some((b) => Math.abs(b + 0.25 - wheel) < 0.002), [wheel, bases.slice(-5)]);
                check('a mouse has no pen angles', pointers[0].altitudeAngle, undefined);
                check('the panel says emulated', document.querySelector('#source-list li.active')?.dataset.source, 'emulated');
                """#, expectedChecks: 8)

            // The ramp toggle ramps every mouse press until turned off; releasing Shift does not stop it.
            try await page.evaluate("\(mark), document.getElementById('ramp-toggle').click(), true")
            try await pointer(page, "mousePressed", x: x, y: y, kind: "mouse")
            _ = try await page.call(
                "Input.dispatchKeyEvent",
                ["type": "keyUp", "key": "Shift", "code": "ShiftLeft", "windowsVirtualKeyCode": 16])
            try await page.evaluate("document.getElementById('ramp-toggle').click(), true")
            try await pointer(page, "mouseReleased", x: x, y: y, kind: "mouse")
            // A press made with Shift held ramps from the start.
            try await pointer(page, "mousePressed", x: x, y: y, kind: "mouse", modifiers: 8)
            try await pointer(page, "mouseReleased", x: x, y: y, kind: "mouse")
            // A pen press is not emulated.
            try await pointer(page, "mousePressed", x: x, y: y, force: 0.3)
            try await page.key("3", keyCode: 51, text: "3")
            try await pointer(page, "mouseReleased", x: x, y: y, force: 0)
            // Two fingers at once.
            let (x2, y2) = try await page.clientPoint(x: 200, y: 400)
            try await page.touch(.start, [.init(id: 1, x: x, y: y), .init(id: 2, x: x2, y: y2)])
            try await page.touch(.move, [.init(id: 1, x: x + 3, y: y), .init(id: 2, x: x2 + 3, y: y2)])
            try await page.touch(.end, [])
            // A cancelled touch.
            try await page.touch(.start, [.init(id: 3, x: x, y: y)])
            try await page.touch(.cancel, [])
            try await page.waitUntil(
                "window.testSent.slice(window.mark).some((s) => s.message.pointerType === 'touch' && s.message.event === 'cancel')"
            )
            try await page.runChecks(
                #"""
                \#(since)
                const toggle = document.getElementById('ramp-toggle');
                check('the toggle is off again', toggle.getAttribute('aria-pressed'), 'false');
                check('ramp while toggled, not stopped by Shift; a Shift-press ramps from the start', since('emulate'),
                  [{ type: 'emulate', ramp: 'start' }, { type: 'emulate', ramp: 'stop' }, { type: 'emulate', ramp: 'start' }]);
                const pens = since('pointer').filter((m) => m.pointerType === 'pen');
                check('the pen press was sent, not emulated', pens.map((m) => m.event)[0], 'down');
                const touches = since('pointer').filter((m) => m.pointerType === 'touch');
                const byFinger = {};
                for (const m of touches) (byFinger[m.pointerId] ??= []).push(m.event);
                const fingers = Object.values(byFinger).map((events) => [events[0], events.includes('move'), events.at(-1), events.filter((e) => e === 'up').length]);
                check('each finger: down, moves, exactly one up; a cancelled touch ends with cancel', fingers,
                  [['down', true, 'up', 1], ['down', true, 'up', 1], ['down', false, 'cancel', 0]]);
                check('fingers have no pen angles', touches.filter((m) => m.altitudeAngle !== undefined).length, 0);
                // Latency probes of these presses (ProbeTracker, as the page publishes them).
                const { pageSimulator } = await import('/simulator.js');
                await waitFor(() => pageSimulator.stats.count > 0, 'an answered probe');
                const trip = pageSimulator.stats.roundTrip;
                ok('probe figures, nearest-rank', trip.count > 0 && trip.p50 <= trip.p90 && trip.p90 <= trip.max, trip);
                """#, expectedChecks: 6)

            // Safari's Force Touch trackpad (webkitForce events Chromium never makes, dispatched here).
            try await page.evaluate(
                "\(mark), document.getElementById('screen').dispatchEvent(new MouseEvent('webkitmouseforcewillbegin', { bubbles: true, cancelable: true })), true"
            )
            try await pointer(page, "mousePressed", x: x, y: y, kind: "mouse")
            try await page.evaluate(
                """
                (() => { const e = new MouseEvent('webkitmouseforcechanged', { bubbles: true, cancelable: true });
                  Object.defineProperty(e, 'webkitForce', { value: 2.25 });
                  document.getElementById('screen').dispatchEvent(e); return true; })()
                """)
            try await page.key("2", keyCode: 50, text: "2")
            try await pointer(page, "mouseReleased", x: x, y: y, kind: "mouse")
            try await page.waitUntil(
                "window.testSent.slice(window.mark).some((s) => s.message.event === 'up')")
            try await page.runChecks(
                #"""
                \#(since)
                const trackpad = since('pointer');
                check('the trackpad\'s force on down, changes and up', trackpad.map((m) => [m.event, m.webkitForce]), [['down', 1], ['move', 2.25], ['up', 2.25]]);
                check('no emulation on a trackpad', since('emulate'), []);
                check('the panel says trackpad', document.querySelector('#source-list li.active')?.dataset.source, 'trackpad');
                """#, expectedChecks: 3)
        }
    }

    @Test("frame.js: the frame of each profile, fitted to the window, device pixels, client px to points")
    func frameModule() async throws {
        let simulator = try LiveSimulator()
        try await Self.withPage("frame", simulator) { page in
            try await page.runChecks(
                #"""
                const f = await import('/frame.js');
                const device = document.getElementById('device');
                const style = getComputedStyle(device);
                check('an iPhone 6s has a home button', [device.dataset.frame, document.getElementById('home-button').hidden, document.getElementById('home-indicator').hidden],
                  ['home-button', false, true]);
                check('the sizes as CSS variables', ['--screen-width', '--screen-height', '--body-width', '--body-height'].map((n) => device.style.getPropertyValue(n)),
                  ['375px', '667px', `${375 + 2 * (24 + 4)}px`, `${667 + 2 * (108 + 4)}px`]);
                const scale = parseFloat(style.getPropertyValue('--device-scale'));
                const screen = document.getElementById('screen').getBoundingClientRect();
                ok('the screen is drawn at the scale', Math.abs(screen.width - 375 * scale) < 1, [screen.width, scale]);
                ok('fitted: at most 1:1, at least 0.25', scale <= 1 && scale >= 0.25, scale);
                check('one device pixel', parseFloat(style.getPropertyValue('--device-pixel')), Math.round(1000 / (scale * devicePixelRatio)) / 1000);
                const fit = document.getElementById('device-fit').getBoundingClientRect();
                ok('the phone fits the window', fit.height <= innerHeight && fit.width <= innerWidth && Math.abs(fit.width - 431 * scale) < 1, [fit.width, fit.height, scale]);
                // A scratch frame for an iPhone X: the notch, the indicator instead of the button.
                const scratch = document.createElement('div');
                scratch.innerHTML = '<div class="home-button"></div><div class="home-indicator"></div>';
                f.applyProfile(scratch, { name: 'iPhone X', screen: { width: 375, height: 812 } });
                check('an iPhone X has a notch', [scratch.dataset.frame, scratch.querySelector('.home-button').hidden, scratch.querySelector('.home-indicator').hidden, scratch.style.getPropertyValue('--body-width')],
                  ['notch', true, false, '419px']);
                window.testScale = scale;
                """#, expectedChecks: 7)
            // A smaller window: the device shrinks, and its hairline pixel grows.
            try await page.setViewport(width: 520, height: 560)
            try await page.waitUntil(
                "parseFloat(getComputedStyle(document.getElementById('device')).getPropertyValue('--device-scale')) < window.testScale"
            )
            try await page.waitUntilLayoutSettles()
            // A pen press at a point computed from the screen's rectangle: the page sends that device point.
            let (x, y) = try await page.clientPoint(x: 300, y: 600)
            try await page.evaluate("window.mark = window.testSent.length, true")
            try await pointer(page, "mousePressed", x: x, y: y, force: 0.2)
            try await pointer(page, "mouseReleased", x: x, y: y, force: 0)
            try await page.waitUntil(
                "window.testSent.slice(window.mark).some((s) => s.message.event === 'up')")
            try await page.runChecks(
                #"""
                const f = await import('/frame.js');
                const style = getComputedStyle(document.getElementById('device'));
                const scale = parseFloat(style.getPropertyValue('--device-scale'));
                ok('scaled down', scale < window.testScale && scale >= 0.25, [scale, window.testScale]);
                check('one device pixel is more CSS px', parseFloat(style.getPropertyValue('--device-pixel')), Math.round(1000 / (scale * devicePixelRatio)) / 1000);
                ok('more than one', parseFloat(style.getPropertyValue('--device-pixel')) > 1);
                const down = window.testSent.slice(window.mark).find((s) => s.message.event === 'down').message;
                ok('client px became device points', Math.abs(down.x - 300) < 1 && Math.abs(down.y - 600) < 1, [down.x, down.y]);
                const back = f.toClientPoint(document.getElementById('screen'), down.x, down.y, { width: 375, height: 667 });
                ok('toClientPoint inverts it', Math.abs(back.x - \#(x)) < 0.05 && Math.abs(back.y - \#(y)) < 0.05, [back, \#(x), \#(y)]);
                """#, expectedChecks: 5)
            try await page.setViewport(width: 1280, height: 900)
        }
    }
}
