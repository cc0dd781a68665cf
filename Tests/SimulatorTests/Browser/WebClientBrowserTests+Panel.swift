import BrowserTesting
import Foundation
import Interchange
import Simulator
import Testing

extension WebClientBrowserTests {
    /// A temporary folder for a documentation site: empty (not built), or with `symbols` as its
    /// `symbols.json`.
    static func docsFolder(symbols: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-webclient-docs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let symbols {
            try "<!doctype html><title>docs</title>".write(
                to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
            try symbols.write(
                to: folder.appendingPathComponent("symbols.json"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test(
        "controls.js: typing into the app's text field, the home button and ⌘⇧H, the 3D Touch switch, sensitivity by arrow keys, keyboard or pointer"
    )
    func controlsModule() async throws {
        let simulator = try LiveSimulator(apps: [Self.typingApp])
        try await Self.withPage("controls", simulator) { page in
            #expect(
                try await simulator.request(.post, "/api/devices/1/apps/com.example.typing/launch").status
                    == 200)
            try await page.waitUntil("document.querySelector('#screen [role=\"textbox\"]') !== null")
            // Tap the field: it edits.
            let (x, y) = try await page.clientPoint(x: 187, y: 122)
            try await page.mouse(.pressed, x: x, y: y)
            try await page.mouse(.released, x: x, y: y)
            try await page.waitUntil(
                "document.querySelector('#screen [role=\"textbox\"][data-focused=\"true\"]') !== null")
            try await page.evaluate("window.mark = window.testSent.length, true")
            try await page.key("H", code: "KeyH", keyCode: 72, text: "H", modifiers: 8)
            try await page.key("i", code: "KeyI", keyCode: 73, text: "i")
            try await page.key("Backspace", keyCode: 8)
            try await page.key("😀", code: "", keyCode: 0, text: "😀")
            try await page.key("a", code: "KeyA", keyCode: 65, modifiers: 2)
            try await page.key("ArrowLeft", keyCode: 37)
            try await page.waitUntil(
                "document.querySelector('#screen [role=\"textbox\"]').textContent.includes('H😀')")
            // Keys typed into the page's own field stay there.
            try await page.evaluate(
                "(() => { const f = document.createElement('input'); f.id = 'test-field'; document.body.append(f); f.focus(); return true; })()"
            )
            try await page.key("z", code: "KeyZ", keyCode: 90, text: "z")
            try await page.key("Enter", keyCode: 13, text: "\r")
            try await page.runChecks(
                #"""
                const typed = window.testSent.slice(window.mark).filter((s) => s.message.type === 'text').map((s) => s.message);
                check('printable keys as themselves, Backspace as one Delete; shortcuts and named keys not', typed,
                  [{ type: 'text', text: 'H' }, { type: 'text', text: 'i' }, { type: 'text', delete: 1 }, { type: 'text', text: '😀' }]);
                check('the page\'s own field kept its keys', document.getElementById('test-field').value, 'z');
                document.getElementById('test-field').remove();
                check('on the keyboard', document.documentElement.dataset.input, 'keyboard');
                """#, expectedChecks: 3)
            // Enter types Return into the app's field.
            try await page.evaluate(
                "window.mark = window.testSent.length, document.activeElement.blur(), true")
            try await page.key("Enter", keyCode: 13, text: "\r")
            try await page.waitUntil(
                "window.testSent.slice(window.mark).some((s) => s.message.type === 'text')")
            #expect(
                try await page.evaluate(
                    "window.testSent.slice(window.mark).filter((s) => s.message.type === 'text').map((s) => s.message.text)"
                ) == ["\n"])

            // ⌘⇧H (Ctrl here) goes home; so do the home button and the panel's Home.
            try await page.key("H", code: "KeyH", keyCode: 72, modifiers: 2 | 8)
            try await page.waitUntil("document.getElementById('device').dataset.screen === 'home'")
            #expect(
                try await simulator.request(.post, "/api/devices/1/apps/com.example.typing/launch").status
                    == 200)
            try await page.waitUntil(
                "document.getElementById('device').dataset.screen === 'com.example.typing'")
            let button = try await EndToEndTests.centre(of: "#home-button", in: page)
            try await page.mouse(.pressed, x: button.x, y: button.y)
            try await page.mouse(.released, x: button.x, y: button.y)
            try await page.waitUntil("document.getElementById('device').dataset.screen === 'home'")
            try await page.evaluate(
                "window.mark = window.testSent.length, document.getElementById('home-action').click(), true")
            // The 3D Touch switch, and sensitivity from the keyboard (arrow keys in the radio group).
            try await page.evaluate(
                "document.getElementById('force-touch-switch').scrollIntoView({ block: 'center' }), true")
            let toggle = try await EndToEndTests.centre(of: "#force-touch-switch", in: page)
            try await page.mouse(.pressed, x: toggle.x, y: toggle.y)
            try await page.mouse(.released, x: toggle.x, y: toggle.y)
            try await page.evaluate(
                "document.querySelector('#sensitivity [data-value=\"medium\"]').focus(), true")
            try await page.key("ArrowRight", keyCode: 39)
            try await page.key("ArrowRight", keyCode: 39)
            try await page.waitUntil(
                "window.testSent.slice(window.mark).filter((s) => s.message.type === 'settings').length === 2"
            )
            try await page.runChecks(
                #"""
                const since = window.testSent.slice(window.mark).map((s) => s.message);
                check('Home, the switch, one step to firm (then clamped)', since.filter((m) => m.type !== 'pointer' && m.type !== 'ping'),
                  [{ type: 'button', name: 'home' }, { type: 'settings', forceTouchEnabled: false }, { type: 'settings', sensitivity: 'firm' }]);
                check('the switch shows off', document.getElementById('force-touch-switch').getAttribute('aria-checked'), 'false');
                check('the focus follows the choice', document.activeElement?.dataset.value, 'firm');
                // The server's state messages re-render the group: a stale one may pass by first.
                await waitFor(() => document.querySelector('#sensitivity [aria-checked="true"]')?.dataset.value === 'firm', 'firm checked');
                check('the choice is checked', document.querySelector('#sensitivity [aria-checked="true"]')?.dataset.value, 'firm');
                """#, expectedChecks: 4)
            let settings = try await simulator.request(.get, "/api/devices/1").json["settings"]
            #expect(settings["forceTouchEnabled"] == false, "\(settings)")
            #expect(settings["sensitivity"] == "firm", "\(settings)")
            try await page.mouse(.pressed, x: toggle.x, y: toggle.y)
            try await page.mouse(.released, x: toggle.x, y: toggle.y)
            #expect(try await page.evaluate("document.documentElement.dataset.input") == "pointer")
        }
    }

    @Test(
        "panels.js: the Drawing card follows a canvas on screen; apps and Terminate; log lines; without documentation, plain names"
    )
    func panelsModule() async throws {
        let docs = try Self.docsFolder()
        defer { try? FileManager.default.removeItem(at: docs) }
        let simulator = try LiveSimulator(docs: docs)
        try await Self.withPage("panels", simulator, until: Self.homeScreenDrawn) { page in
            #expect(try await page.evaluate("document.getElementById('drawing-card').hidden") == true)
            #expect(
                try await simulator.request(.post, "/api/devices/1/apps/com.example.touchcanvas/launch")
                    .status == 200)
            try await page.waitUntil("!document.getElementById('drawing-card').hidden", timeout: .seconds(20))
            try await page.runChecks(
                #"""
                const links = ['svg', 'inkml', 'json'].map((format) => document.getElementById(`drawing-${format}`));
                check('the links', links.map((l) => [l.getAttribute('href'), l.getAttribute('download')]), [
                  ['/api/devices/1/drawing?format=svg', 'drawing-device1.svg'],
                  ['/api/devices/1/drawing?format=inkml', 'drawing-device1.inkml'],
                  ['/api/devices/1/drawing?format=json', 'drawing-device1.json'],
                ]);
                // An empty drawing is refused until something is drawn (400); the links still lead to the endpoint.
                const statuses = await Promise.all(links.map((l) => fetch(l.href).then((r) => r.status)));
                ok('each link reaches the drawing endpoint', statuses.every((s) => s === 200 || s === 400), statuses);
                await waitFor(() => document.querySelector('#log li[data-event="didFinishLaunching"]'), 'the launch in the log');
                const entry = document.querySelector('#log li[data-event="didFinishLaunching"]');
                check('the log line names the app and the call', entry.dataset.app, 'com.example.touchcanvas');
                ok('in words', /didFinishLaunching/.test(entry.textContent), entry.textContent);
                check('without documentation, plain text', document.querySelector('#log .api-link'), null);
                const app = [...document.querySelectorAll('#apps li')].find((li) => li.textContent.includes('com.example.touchcanvas'));
                check('the app is in front', app?.dataset.state, 'foreground');
                const terminate = app?.querySelector('button');
                check('with Terminate', terminate?.textContent, 'Terminate');
                terminate.click();
                await waitFor(() => document.getElementById('device').dataset.screen === 'home', 'the home screen');
                await waitFor(() => document.getElementById('drawing-card').hidden, 'the card to hide');
                ok('hidden once no canvas shows', document.getElementById('drawing-card').hidden);
                """#, expectedChecks: 8)
            let apps = try await simulator.request(.get, "/api/devices/1").json["apps"].array ?? []
            let canvas = apps.first { $0["bundleIdentifier"] == "com.example.touchcanvas" }
            #expect(canvas?["state"] == "notRunning", "\(apps)")
        }
    }

    @Test(
        "haptics.js: a haptic pulses the frame and vibrates; sound only when switched on; a replayed log is silent"
    )
    func hapticsModule() async throws {
        let simulator = try LiveSimulator()
        try await Self.withPage("haptics", simulator) { page in
            try await page.runChecks(
                #"""
                const { pageSimulator } = await import('/simulator.js');
                const { vibrationPatterns, soundPatterns } = await import('/haptics.js');
                const device = document.getElementById('device');
                const vibrations = [];
                navigator.vibrate = (pattern) => { vibrations.push(pattern); return true; };
                let tones = 0;
                const createOscillator = AudioContext.prototype.createOscillator;
                AudioContext.prototype.createOscillator = function () { tones += 1; return createOscillator.call(this); };
                const haptic = (pattern, extra = {}) => pageSimulator.handle({ type: 'log', entries: [{ app: 'com.company.appname', event: 'haptic', pattern }], ...extra });
                haptic('peek');
                check('the frame pulses with the pattern', [device.dataset.haptic, device.dataset.hapticCount, device.classList.contains('haptic-pulse')], ['peek', '1', true]);
                const body = device.querySelector('.device-body');
                check('the body plays the peek\'s tick', getComputedStyle(body).animationName, 'haptic-tick');
                check('it vibrates', vibrations, [vibrationPatterns.peek]);
                check('silent while sound is off', tones, 0);
                document.getElementById('haptic-sound').click();
                check('sound on', document.getElementById('haptic-sound').getAttribute('aria-pressed'), 'true');
                haptic('noActions');
                check('then it sounds', [device.dataset.haptic, tones], ['noActions', soundPatterns.noActions.length]);
                haptic('pop', { replace: true });
                haptic('nonsense');
                check('a replayed log and an unknown pattern play nothing', [device.dataset.hapticCount, vibrations.length], ['2', 2]);
                AudioContext.prototype.createOscillator = createOscillator;
                """#, expectedChecks: 7)
        }
    }

    @Test(
        "apidocs.js: with documentation built, the log's delegate calls and the diagnostics' codes link to their pages"
    )
    func apidocsModule() async throws {
        let docs = try Self.docsFolder(
            symbols: """
                {"symbols": {
                  "TouchKit/ApplicationDelegate/application(_:didFinishLaunchingWithOptions:)": "documentation/touchkit/applicationdelegate/didfinish/",
                  "TouchKit/MisuseDiagnostic/Problem/completionHandlerCalledTwice": "documentation/touchkit/misusediagnostic/twice/",
                  "QuickActionTools/LintRule": "documentation/quickactiontools/lintrule/"
                }}
                """)
        defer { try? FileManager.default.removeItem(at: docs) }
        let linked = docs.appendingPathComponent("documentation/touchkit/applicationdelegate/didfinish")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        try "<p>didFinish</p>".write(
            to: linked.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let simulator = try LiveSimulator(docs: docs)
        try await Self.withPage("apidocs", simulator, until: Self.homeScreenDrawn) { page in
            #expect(
                try await simulator.request(.post, "/api/devices/1/apps/com.company.appname/launch").status
                    == 200)
            try await page.waitUntil(
                "document.querySelector('#log li[data-event=\"didFinishLaunching\"] .api-link') !== null")
            try await page.runChecks(
                #"""
                const { pageSimulator } = await import('/simulator.js');
                const link = document.querySelector('#log li[data-event="didFinishLaunching"] .api-link');
                check('the delegate call links its page', [link.getAttribute('href'), link.textContent],
                  ['/docs/documentation/touchkit/applicationdelegate/didfinish/', 'didFinishLaunching']);
                check('beside the simulator', [link.getAttribute('target'), link.getAttribute('rel'), link.className], ['forcetouch-docs', 'noopener', 'api-link']);
                const page = await fetch(link.href);
                check('the page is served', page.status, 200);
                const others = [...document.querySelectorAll('#log li')].filter((li) => li.dataset.event !== 'didFinishLaunching');
                ok('calls the map lacks stay plain text', others.length > 0 && others.every((li) => !li.querySelector('.api-link')), others.map((li) => li.dataset.event));
                pageSimulator.handle({ type: 'diagnostics', entries: [
                  { severity: 'error', message: 'twice', code: 'completionHandlerCalledTwice' },
                  { severity: 'warning', message: 'too large', code: 'plist-too-large' },
                ] });
                check('a diagnostic code links the misuse case, a rule id the lint rules', [...document.querySelectorAll('#diagnostics .api-link')].map((a) => a.getAttribute('href')).sort(),
                  ['/docs/documentation/quickactiontools/lintrule/', '/docs/documentation/touchkit/misusediagnostic/twice/']);
                """#, expectedChecks: 5)
        }
    }
}

extension WebClientBrowserTests {
    @Test(
        "webview.js and webpage.js: the frame's attributes, the page's ready message, a foreign answer refused, a silent page timed out, no query off a web view"
    )
    func webviewModule() async throws {
        let simulator = try LiveSimulator()
        #expect(
            try await simulator.request(.post, "/api/devices/1/apps/com.example.reader/launch").status == 200)
        try await Self.withPage("webview", simulator, until: WebViewBrowserTests.frameShows("article.html")) {
            page in
            try await page.runChecks(
                #"""
                const { pageSimulator } = await import('/simulator.js');
                const frames = pageSimulator.webFrames;
                const frame = [...document.querySelectorAll('#render-root iframe.web-frame')].find((f) => f.src.endsWith('/article.html'));
                check('sandboxed to scripts, no referrer', [frame.getAttribute('sandbox'), frame.getAttribute('referrerpolicy')], ['allow-scripts', 'no-referrer']);
                ok('its URL names the device, the node and the generation', /^\/web\/1\/\d+\/\d+\/article\.html$/.test(new URL(frame.src).pathname), frame.src);
                const node = frame.closest('.node');
                check('the frame lies under the node\'s children', node.firstElementChild === frame, true);
                const box = frame.getBoundingClientRect();
                const screen = document.getElementById('screen').getBoundingClientRect();
                const toPoint = (x, y) => ({ x: (x - screen.left) * 375 / screen.width, y: (y - screen.top) * 667 / screen.height });
                const cx = box.left + box.width / 2;
                const cy = box.top + box.height / 3;
                // The page answers; an answer from another window (any query id) is not taken. The
                // page's answer must come within the query's 250 ms: on a loaded machine (or while the
                // page still loads) it may not, so the query is asked up to five times.
                const answers = [];
                for (let attempt = 0; attempt < 5 && !answers.at(-1); attempt += 1) {
                  const asked = frames.query(cx, cy, toPoint(cx, cy));
                  for (let id = 0; id < 200; id += 1) window.postMessage({ forceTouch: 'element', id, href: 'foreign.html', rect: [0, 0, 1, 1] }, '*');
                  answers.push(await asked);
                }
                const answer = answers.at(-1);
                ok('the page\'s own answer, a webElement message', answer?.type === 'webElement' && answer.rect.length === 4 && answer.rect.every(Number.isFinite), answers);
                ok('never the foreign one', answers.every((a) => a?.href !== 'foreign.html'), answers);
                check('nothing pending', frames.pendingCount, 0);
                // Off the web view (the status bar): no query at all.
                check('no web view under the point, no query', frames.query(screen.left + 10, screen.top + 5, toPoint(screen.left + 10, screen.top + 5)), null);
                // A page that does not answer (the frame shows a blank page): null after the timeout.
                const src = frame.src;
                frame.src = 'about:blank';
                await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
                const started = performance.now();
                const silent = await frames.query(cx, cy, toPoint(cx, cy));
                check('a silent page gives null', silent, null);
                ok('after the query\'s timeout', performance.now() - started >= 240, performance.now() - started);
                // The page back: its script says it is ready.
                const ready = new Promise((resolve) => window.addEventListener('message', (event) => {
                  if (event.source === frame.contentWindow && event.data?.forceTouch === 'ready') resolve(true);
                }));
                frame.src = src;
                check('the page script reports ready', await ready, true);
                """#, expectedChecks: 10)
        }
    }
}
