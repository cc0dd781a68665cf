// simulator.js (with devices.js and controls.js) on index.html's own elements: the session flow
// of docs/PROTOCOL.md (nothing sent before `hello`), routing each server message to the screen
// and the panel, resync after a gap, the DOM state the page shows, and the controls.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, it } from 'node:test';

import { createSimulator, pageSimulator } from '../../Sources/Simulator/Web/simulator.js';
import { ManualClock } from './Support/clock.mjs';
import { installDOM, loadBody, StandInEvent } from './Support/dom.mjs';

const page = readFileSync(new URL('../../Sources/Simulator/Web/index.html', import.meta.url), 'utf8');

/** A WebSocket stand-in: records what the page sends; the test plays the server. */
class FakeSocket {
  static all = [];

  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    FakeSocket.all.push(this);
  }

  send(text) {
    this.sent.push(JSON.parse(text));
  }

  close() {
    this.readyState = 3;
  }

  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }

  serverSends(message) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  serverCloses(code, reason) {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const hello = {
  type: 'hello', protocol: 1, device: '1',
  profile: { name: 'iPhone X', screen: { width: 375, height: 812 }, hasForceTouch: true, maximumPossibleForce: 20 / 3 },
  settings: { forceTouchEnabled: true, sensitivity: 'medium' },
  thresholds: { hint: 1, peek: 4, pop: 16 / 3 },
};
const tree = (seq) => ({
  type: 'tree', seq,
  root: { id: 1, kind: 'window', attributes: { frame: [0, 0, 375, 812] }, children: [
    { id: 2, kind: 'label', attributes: { frame: [0, 0, 100, 20], text: { string: 'Hello' } } },
  ] },
});

let docsSymbols = null;

describe('the simulator page', () => {
  let clock;
  let document;
  let simulator;
  let requests;
  const socket = () => FakeSocket.all.at(-1);
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(async () => {
    clock = new ManualClock(0).install();
    ({ document } = installDOM());
    loadBody(document, page);
    FakeSocket.all = [];
    requests = [];
    globalThis.WebSocket = FakeSocket;
    globalThis.getComputedStyle = () => ({ paddingLeft: '0', paddingRight: '0', paddingTop: '0', paddingBottom: '0' });
    globalThis.history = { replaceState: () => {} };
    simulator = createSimulator(document, {
      location: { protocol: 'http:', host: 'sim.test', search: '?device=1', href: 'http://sim.test/?device=1' },
      fetchImpl: async (path, init = {}) => {
        requests.push([init.method ?? 'GET', path]);
        if (path === '/docs/symbols.json') {
          return docsSymbols
            ? { ok: true, status: 200, text: async () => JSON.stringify({ symbols: docsSymbols }) }
            : { ok: false, status: 404, text: async () => '<html>not built</html>' };
        }
        const body = path === '/api/devices' ? { devices: [{ id: 1, name: 'iPhone X' }], profiles: [] } : {};
        return { ok: true, status: 200, text: async () => JSON.stringify(body) };
      },
    });
    await simulator.start();
  });
  afterEach(() => clock.uninstall());

  it('is not created when the module is imported outside the page', () => {
    assert.equal(pageSimulator, null);
  });

  it('connects to the URL’s device and sends nothing before hello', () => {
    assert.equal(socket().url, 'ws://sim.test/api/devices/1/stream');
    socket().serverOpens();
    document.getElementById('home-button').dispatchEvent(new StandInEvent('click'));
    assert.deepEqual(socket().sent, []);
    assert.equal(document.getElementById('device').dataset.state, 'connecting');
  });

  it('hello: the device is ready, framed for its profile, and the controls send', async () => {
    socket().serverOpens();
    socket().serverSends(hello);
    await flush();
    const device = document.getElementById('device');
    assert.equal(device.dataset.state, 'ready');
    assert.equal(device.dataset.frame, 'notch');
    assert.equal(device.dataset.screen, 'home');
    assert.equal(document.documentElement.dataset.connection, 'open');
    assert.equal(document.getElementById('device-title').textContent, 'iPhone X · Home screen');
    assert.ok(requests.some(([method, path]) => method === 'GET' && path === '/api/devices'));
    document.getElementById('home-button').dispatchEvent(new StandInEvent('click'));
    document.getElementById('sensitivity').dispatchEvent(new StandInEvent('keydown', { key: 'ArrowRight' }));
    document.getElementById('force-touch-switch').dispatchEvent(new StandInEvent('click'));
    assert.deepEqual(socket().sent, [
      { type: 'button', name: 'home' },
      { type: 'settings', sensitivity: 'firm' },
      { type: 'settings', forceTouchEnabled: false },
    ]);
  });

  it('tree and patches draw the screen; a gap asks for the whole tree and drops patches until it comes', () => {
    socket().serverOpens();
    socket().serverSends(hello);
    socket().serverSends(tree(10));
    const label = () => document.querySelector('#render-root [data-id="2"] .node-text')?.textContent;
    assert.equal(label(), 'Hello');
    socket().serverSends({ type: 'patch', seq: 11, mutations: [{ op: 'update', id: 2, attributes: { frame: [0, 0, 100, 20], text: { string: 'Again' } } }] });
    assert.equal(label(), 'Again');
    socket().serverSends({ type: 'patch', seq: 13, mutations: [] });
    assert.deepEqual(socket().sent, [{ type: 'resync' }]);
    socket().serverSends({ type: 'patch', seq: 14, mutations: [{ op: 'remove', id: 2 }] });
    assert.equal(label(), 'Again', 'nothing applies while waiting for the tree');
    socket().serverSends(tree(20));
    socket().serverSends({ type: 'patch', seq: 21, mutations: [{ op: 'remove', id: 2 }] });
    assert.equal(label(), undefined);
  });

  it('a web view shows its page in a sandboxed frame; a press on it sends the page’s answer before its first sample', async () => {
    socket().serverOpens();
    socket().serverSends(hello);
    socket().serverSends({
      type: 'tree', seq: 1,
      root: { id: 1, kind: 'window', attributes: { frame: [0, 0, 375, 812] }, children: [
        { id: 3, kind: 'webView', attributes: { frame: [0, 44, 375, 768], web: { generation: 2, document: 'a b.html' } }, children: [
          { id: 4, kind: 'scrollView', attributes: { frame: [0, 0, 375, 768] } },
        ] },
      ] },
    });
    const node = document.querySelector('#render-root [data-id="3"]');
    const frame = node.children.find((child) => child.tagName === 'IFRAME');
    assert.equal(frame.src, '/web/1/3/2/a%20b.html');
    assert.equal(frame.getAttribute('sandbox'), 'allow-scripts');
    const posted = [];
    frame.contentWindow = { postMessage: (message) => posted.push(message) };
    frame.setRect({ left: 0, top: 44, width: 375, height: 768 });
    const screen = document.getElementById('screen');
    screen.setRect({ left: 0, top: 0, width: 375, height: 812 });
    document.elementFromPoint = () => document.querySelector('#render-root [data-id="4"]');
    globalThis.requestAnimationFrame ??= () => 0;
    globalThis.cancelAnimationFrame ??= () => {};
    const press = { bubbles: true, pointerId: 7, pointerType: 'pen', clientX: 100, clientY: 144, pressure: 0.3, buttons: 1, button: 0, timeStamp: 5 };
    screen.dispatchEvent(new StandInEvent('pointerdown', press));
    screen.dispatchEvent(new StandInEvent('pointerup', { ...press, pressure: 0, buttons: 0 }));
    assert.deepEqual(socket().sent.filter((m) => m.type === 'pointer'), [], 'the samples wait for the page');
    assert.deepEqual(posted.map((m) => [m.forceTouch, m.x, m.y]), [['query', 100, 100]]);
    simulator.webFrames.onMessage({
      source: frame.contentWindow,
      data: { forceTouch: 'element', id: posted[0].id, href: 'next.html', rect: [90, 90, 60, 20], pageSize: [375, 2000] },
    });
    await flush();
    assert.deepEqual(socket().sent.map((m) => [m.type, m.event ?? m.href]), [
      ['webElement', 'next.html'], ['pointer', 'down'], ['pointer', 'up'],
    ]);
    assert.deepEqual(socket().sent[0], { type: 'webElement', x: 100, y: 144, href: 'next.html', rect: [90, 90, 60, 20], pageSize: [375, 2000] });

    // The web view scrolls: the page is told; a navigation loads the new page.
    socket().serverSends({ type: 'patch', seq: 2, mutations: [
      { op: 'update', id: 3, attributes: { frame: [0, 44, 375, 768], web: { generation: 2, document: 'a b.html', scroll: [0, 300] } } },
    ] });
    assert.deepEqual(posted.at(-1), { forceTouch: 'scroll', x: 0, y: 300, width: 375, height: 768 });
    socket().serverSends({ type: 'patch', seq: 3, mutations: [
      { op: 'update', id: 3, attributes: { frame: [0, 44, 375, 768], web: { generation: 3, document: 'next.html' } } },
    ] });
    assert.equal(frame.src, '/web/1/3/3/next.html');

    // A page that does not answer: the press goes on without a report after the query's timeout.
    socket().sent.length = 0;
    screen.dispatchEvent(new StandInEvent('pointerdown', { ...press, pointerId: 8 }));
    assert.deepEqual(socket().sent, []);
    clock.advance(249);
    await flush();
    assert.deepEqual(socket().sent, []);
    clock.advance(1);
    await flush();
    assert.deepEqual(socket().sent.map((m) => [m.type, m.event]), [['pointer', 'down']]);
    screen.dispatchEvent(new StandInEvent('pointerup', { ...press, pointerId: 8, pressure: 0, buttons: 0 }));
    assert.deepEqual(socket().sent.map((m) => [m.type, m.event]), [['pointer', 'down'], ['pointer', 'up']], 'nothing waits any more');
  });

  it('a patch that does not fit the screen asks for the whole tree', () => {
    socket().serverOpens();
    socket().serverSends(hello);
    socket().serverSends(tree(1));
    socket().serverSends({ type: 'patch', seq: 2, mutations: [{ op: 'remove', id: 99 }] });
    assert.deepEqual(socket().sent, [{ type: 'resync' }]);
  });

  it('state, log and diagnostics reach the DOM', () => {
    socket().serverOpens();
    socket().serverSends(hello);
    socket().serverSends({
      type: 'state', screen: 'com.company.appname', menu: null, preview: { phase: 'peek' },
      apps: [{ bundleIdentifier: 'com.company.appname', name: 'AppSearch', running: true }],
    });
    const device = document.getElementById('device');
    assert.equal(device.dataset.screen, 'com.company.appname');
    assert.equal(device.dataset.preview, 'peek');
    assert.equal(device.dataset.menu, 'closed');
    assert.equal(document.getElementById('device-title').textContent, 'iPhone X · AppSearch');
    socket().serverSends({ type: 'log', entries: [{ app: 'com.company.appname', event: 'didFinishLaunching', time: 1 }] });
    const entry = document.querySelector('#log li[data-event="didFinishLaunching"]');
    assert.ok(entry, 'the log shows the delegate call');
    assert.match(entry.textContent, /AppSearch/);
    socket().serverSends({ type: 'diagnostics', entries: [{ severity: 'error', message: 'completion handler called twice', code: 'x' }] });
    assert.equal(document.querySelector('#diagnostics li').dataset.severity, 'error');
  });

  it('a deleted device: the page says so and stops reconnecting', () => {
    socket().serverOpens();
    socket().serverSends(hello);
    socket().serverCloses(4004, 'device 1 was deleted');
    assert.equal(document.documentElement.dataset.connection, 'closed');
    assert.equal(document.getElementById('device-error').textContent,
      'Device 1 was deleted. Choose another device in the panel, or create one.');
    clock.advance(60000);
    assert.equal(FakeSocket.all.length, 1);
  });

  it('a dropped stream reconnects and the page waits for the new hello', () => {
    socket().serverOpens();
    socket().serverSends(hello);
    socket().serverCloses(1006, '');
    assert.equal(document.documentElement.dataset.connection, 'reconnecting');
    clock.advance(400);
    assert.equal(FakeSocket.all.length, 2);
    socket().serverOpens();
    document.getElementById('home-button').dispatchEvent(new StandInEvent('click'));
    assert.deepEqual(socket().sent, []);
  });

  it('without built documentation, API names are plain text', () => {
    socket().serverOpens();
    socket().serverSends(hello);
    socket().serverSends({ type: 'log', entries: [{ app: 'com.company.appname', event: 'performActionForShortcutItem' }] });
    assert.equal(document.querySelector('#log .api-link'), null);
  });
});

describe('the simulator page with built documentation', () => {
  it('links delegate calls in the log and diagnostic codes to their pages, the text unchanged', async () => {
    docsSymbols = {
      'TouchKit/ApplicationDelegate/application(_:performActionFor:completionHandler:)': 'documentation/touchkit/applicationdelegate/perform/',
      'TouchKit/Diagnostic/Problem/completionHandlerCalledTwice': 'documentation/touchkit/diagnostic/twice/',
    };
    const clock = new ManualClock(0).install();
    try {
      const { document } = installDOM();
      loadBody(document, page);
      FakeSocket.all = [];
      globalThis.WebSocket = FakeSocket;
      const simulator = createSimulator(document, {
        location: { protocol: 'http:', host: 'sim.test', search: '?device=1', href: 'http://sim.test/?device=1' },
        fetchImpl: async (path) => (path === '/docs/symbols.json'
          ? { ok: true, status: 200, text: async () => JSON.stringify({ symbols: docsSymbols }) }
          : { ok: true, status: 200, text: async () => '{}' }),
      });
      await simulator.start();
      const socket = FakeSocket.all.at(-1);
      socket.serverOpens();
      socket.serverSends(hello);
      socket.serverSends({ type: 'log', entries: [{ app: 'com.company.appname', event: 'performActionForShortcutItem', shortcutType: 'x.search' }] });
      const link = document.querySelector('#log .api-link');
      assert.equal(link.getAttribute('href'), '/docs/documentation/touchkit/applicationdelegate/perform/');
      assert.equal(link.textContent, 'performActionForShortcutItem');
      assert.equal(document.querySelector('#log .log-line').textContent, 'com.company.appname · performActionForShortcutItem · x.search');
      socket.serverSends({ type: 'diagnostics', entries: [{ severity: 'error', message: 'twice', code: 'completionHandlerCalledTwice' }] });
      assert.equal(document.querySelector('#diagnostics .api-link').getAttribute('href'), '/docs/documentation/touchkit/diagnostic/twice/');
    } finally {
      clock.uninstall();
      docsSymbols = null;
    }
  });
});
