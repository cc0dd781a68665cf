import BrowserTesting
import Foundation
import Interchange
import Simulator
import Testing

extension WebClientBrowserTests {
    @Test(
        "protocol.js: the stream URL and ?device=, REST helpers, a Connection on a real socket (reconnect, retarget, ping, device deleted, close)"
    )
    func protocolModule() async throws {
        let simulator = try LiveSimulator()
        try await Self.withPage("protocol", simulator, path: "/?device=%201%20") { page in
            try await page.runChecks(
                #"""
                const p = await import('/protocol.js');
                const { pageSimulator } = await import('/simulator.js');
                // URLs: the page's own stream, from ?device=%201%20 trimmed.
                check('the page streams device 1', pageSimulator.connection.url, `ws://${location.host}/api/devices/1/stream`);
                check('deviceFromURL trims', p.deviceFromURL(location), '1');
                check('streamURL follows https and escapes', p.streamURL({ protocol: 'https:', host: location.host }, 'a b/c'),
                  `wss://${location.host}/api/devices/a%20b%2Fc/stream`);

                // REST helpers against the real server.
                const created = await p.requestJSON('POST', '/api/devices', { profile: 'iPhone X' });
                check('POST answers the new device', String(created?.id ?? created?.device?.id), '2');
                const list = await p.listDevices();
                check('listDevices', list.devices.map((d) => String(d.id)), ['1', '2']);
                ok('profiles is an array of names', Array.isArray(list.profiles) && list.profiles.includes('iPhone X'), list.profiles);
                const failure = await p.requestJSON('GET', '/api/devices/99').then(() => null, (error) => error);
                check('an API error carries its status', failure?.status, 404);
                ok('and the server\'s message', /99/.test(failure?.message ?? ''), failure?.message);
                const plain = await p.requestJSON('GET', '/no-such-page').then(() => null, (error) => error);
                check('a failure without JSON says which request', plain?.message, 'GET /no-such-page failed with status 404');

                // A Connection on a real WebSocket to device 2.
                const seen = [];
                const statuses = [];
                const gone = [];
                const c = new p.Connection({
                  url: p.streamURL(location, '2'), onMessage: (m) => seen.push(m), onStatus: (s) => statuses.push(s),
                  onGone: (reason) => gone.push(reason),
                });
                const hellos = () => seen.filter((m) => m.type === 'hello');
                check('nothing is sent before open', c.send({ type: 'resync' }), false);
                c.open();
                check('connecting', statuses[0], 'connecting');
                await waitFor(() => hellos().length === 1, 'the hello');
                check('hello reports it open', statuses.at(-1), 'open');
                check('the hello is device 2\'s', String(hellos()[0].device), '2');
                const trees = () => seen.filter((m) => m.type === 'tree').length;
                await waitFor(() => trees() === 1, 'the first tree');
                check('sends while open', c.send({ type: 'resync' }), true);
                await waitFor(() => trees() === 2, 'the tree the resync asked for');
                c.socket.dispatchEvent(new MessageEvent('message', { data: '{not json' }));
                check('text that is not JSON becomes an error', seen.at(-1),
                  { type: 'error', message: 'The server sent a message that is not JSON.' });
                // A ping's pong measures the round trip (the 5 s timer itself is the Node test's).
                c.pings.set(1000, performance.now());
                c.send({ type: 'ping', id: 1000 });
                await waitFor(() => c.rtt !== null, 'the pong');
                ok('a round trip in ms', c.rtt >= 0 && c.rtt < 10000, c.rtt);
                // The socket drops: it reconnects after a backoff, and a hello resets the attempts.
                c.socket.close();
                await waitFor(() => statuses.includes('reconnecting'), 'reconnecting');
                ok('a retry was counted', c.attempt >= 1, c.attempt);
                await waitFor(() => hellos().length === 2, 'the hello after reconnecting');
                check('a hello resets the backoff', c.attempt, 0);
                // retarget(): another device at once.
                c.retarget(p.streamURL(location, '1'));
                await waitFor(() => hellos().length === 3, 'device 1\'s hello');
                check('retargeted to device 1', String(hellos()[2].device), '1');
                // A second connection to device 2, which is then deleted: 4004, no reconnect.
                const goneStatuses = [];
                const d = new p.Connection({
                  url: p.streamURL(location, '2'), onMessage: () => {}, onStatus: (s) => goneStatuses.push(s),
                  onGone: (reason) => gone.push(reason),
                });
                d.open();
                await waitFor(() => d.isOpen, 'device 2 open');
                await p.requestJSON('DELETE', '/api/devices/2');
                await waitFor(() => gone.length === 1, 'the 4004 close');
                check('deleted: closed for good', [goneStatuses.at(-1), d.closedByUs, d.socket], ['closed', true, null]);
                ok('the reason names the device', /2/.test(gone[0]), gone[0]);
                // close(): stops for good.
                c.close();
                check('close()', [statuses.at(-1), c.socket, c.isOpen], ['closed', null, false]);
                check('backoff: 250 ms, doubling, at most 8 s', [p.Connection.backoff(0, () => 0.5), p.Connection.backoff(30, () => 0.5)], [250, 8000]);
                """#, expectedChecks: 23)
        }
    }

    @Test(
        "simulator.js and devices.js: nothing sent before hello, the hello's DOM, resync after a gap or a bad patch, a dropped stream, New device"
    )
    func simulatorPage() async throws {
        let simulator = try LiveSimulator()
        try await Self.withPage("simulator", simulator, until: Self.homeScreenDrawn) { page in
            try await page.runChecks(
                #"""
                const { pageSimulator } = await import('/simulator.js');
                const device = document.getElementById('device');
                // The hello's DOM.
                check('ready, framed, home', [device.dataset.state, device.dataset.frame, device.dataset.screen],
                  ['ready', 'home-button', 'home']);
                check('the connection is open', document.documentElement.dataset.connection, 'open');
                ok('the title', /^iPhone 6s( \(iOS [\d.]+\))? · Home screen$/.test(document.getElementById('device-title').textContent), document.getElementById('device-title').textContent);
                await waitFor(() => document.getElementById('device-picker').options.length === 1, 'the device list');
                check('nothing was sent before a hello', window.testSent.filter((s) => s.state !== 'ready').map((s) => s.message), []);

                // Sequencing: a patch after a gap asks for the tree; one already applied is ignored.
                const lastSeq = () => Math.max(...window.testReceived.filter((r) => ['tree', 'patch'].includes(r.message.type)).map((r) => r.message.seq));
                const icon = () => document.querySelector('#screen [aria-label="AppSearch"]');
                const iconId = Number(icon().dataset.id);
                const resyncs = () => sent('resync').length;
                const trees = () => received('tree').length;
                pageSimulator.handle({ type: 'patch', seq: lastSeq(), mutations: [{ op: 'remove', id: iconId }] });
                ok('a duplicate patch is not applied', icon() !== null);
                check('and asks for nothing', resyncs(), 0);
                const treesBefore = trees();
                pageSimulator.handle({ type: 'patch', seq: lastSeq() + 2, mutations: [{ op: 'remove', id: iconId }] });
                check('a gap asks for the whole tree', resyncs(), 1);
                ok('and applies nothing', icon() !== null);
                await waitFor(() => trees() > treesBefore, 'the tree after the gap');
                // A patch that does not fit the screen: the whole tree again.
                pageSimulator.handle({ type: 'patch', seq: lastSeq() + 1, mutations: [{ op: 'remove', id: 999999 }] });
                check('a bad patch asks for the tree', resyncs(), 2);
                await waitFor(() => trees() > treesBefore + 1, 'the tree after the bad patch');
                ok('the screen is whole again', icon() !== null);

                // Diagnostics reach the panel.
                pageSimulator.handle({ type: 'diagnostics', entries: [{ severity: 'error', message: 'completion handler called twice', code: 'x' }] });
                check('a diagnostic', document.querySelector('#diagnostics li')?.dataset.severity, 'error');

                // The stream drops: the page reconnects, and holds what it would send until the new hello.
                const socketsBefore = Math.max(...window.testReceived.map((r) => r.socket));
                let clicksBeforeHello = 0;
                const newHello = () => window.testReceived.some((r) => r.socket > socketsBefore && r.message.type === 'hello');
                pageSimulator.connection.socket.close();
                await waitFor(() => document.documentElement.dataset.connection === 'reconnecting', 'reconnecting');
                await new Promise((resolve) => {
                  const click = () => {
                    if (newHello()) { resolve(); return; }
                    clicksBeforeHello += 1;
                    document.getElementById('home-button').click();
                    setTimeout(click, 2);
                  };
                  click();
                });
                ok('the home button was clicked while reconnecting', clicksBeforeHello > 0, clicksBeforeHello);
                const early = window.testSent.filter((s) => s.socket > socketsBefore).filter((s) => {
                  const helloAt = window.testReceived.findIndex((r) => r.socket === s.socket && r.message.type === 'hello');
                  return helloAt < 0;
                });
                check('nothing went out on the new stream before its hello', early.map((s) => s.message), []);
                await waitFor(() => document.documentElement.dataset.connection === 'open', 'open again');
                document.getElementById('home-button').click();
                check('after the hello the home button sends', sent('button').at(-1), { type: 'button', name: 'home' });

                // Outside the page (a document without #screen) the module makes no simulator.
                const outside = await new Promise((resolve) => {
                  const frame = document.createElement('iframe');
                  window.addEventListener('message', (event) => { if (event.source === frame.contentWindow) resolve(event.data); });
                  frame.srcdoc = '<script type="module">import("/simulator.js").then((m) => parent.postMessage(m.pageSimulator === null, "*"));</' + 'script>';
                  document.body.append(frame);
                });
                check('no pageSimulator outside the page', outside, true);

                // New device (devices.js): an iPhone X, switched to, in the address, framed with a notch.
                const picker = document.getElementById('profile-picker');
                await waitFor(() => [...picker.options].some((o) => o.value === 'iPhone X'), 'the profiles');
                picker.value = 'iPhone X';
                document.getElementById('new-device').click();
                await waitFor(() => new URLSearchParams(location.search).get('device') === '2', '?device=2');
                await waitFor(() => device.dataset.state === 'ready' && device.dataset.frame === 'notch', 'device 2 ready');
                check('the stream is device 2\'s', pageSimulator.connection.url.endsWith('/api/devices/2/stream'), true);
                await waitFor(() => /^iPhone X( \(iOS [\d.]+\))? · Home screen$/.test(document.getElementById('device-title').textContent), 'the title');
                check('the notch frame shows the indicator, not the button', [document.getElementById('home-button').hidden, document.getElementById('home-indicator').hidden], [true, false]);
                check('the picker lists both', [...document.getElementById('device-picker').options].map((o) => o.value), ['1', '2']);
                """#, expectedChecks: 18)
        }
    }
}
