// The simulator page: finds the device, opens its stream and routes every server message to the
// screen (render.js), the side panel (panels.js) and the input (input.js).
//
// `createSimulator(document, options)` builds one from named parts: the page's elements
// (`pageView`), the client's copy of the device state (`initialState`), the outbox that sends
// nothing before the session's `hello` (`createOutbox`), the message router (`routeMessages`,
// with `applyState` for `state` messages), the device chooser and its stream (devices.js) and the
// controls (controls.js). The page's own instance is this module's `pageSimulator` export, for a
// script on the page (`import('/simulator.js')`); nothing is published on `window`. What the page
// shows is also on its DOM: the device element's `data-state` ('ready' once the session's `hello`
// arrived), `data-screen`, `data-menu`, `data-preview`, `data-context-menu`, the root's `data-connection` and the
// screen's `data-moves` (the event moves are sent from). API names in the panel link to the
// documentation at /docs/ once scripts/build-docs has built it (apidocs.js).

import { loadSymbols } from './apidocs.js';
import { bindControls, bindTyping, trackInputMode } from './controls.js';
import { createDevices } from './devices.js';
import { applyProfile, defaultProfile, keepFitted, toDevicePoint } from './frame.js';
import { createHaptics, hapticsIn } from './haptics.js';
import { attachInput } from './input.js';
import * as panels from './panels.js';
import { PatchSequencer, ProbeTracker, PROTOCOL_VERSION } from './protocol.js';
import { createRenderer } from './render.js';
import { createWebFrames, webFrameURL } from './webview.js';

/** The elements the simulator works on, found once in `doc`. */
export function pageView(doc) {
  const $ = (id) => doc.getElementById(id);
  return { doc, $, root: doc.documentElement, screen: $('screen'), device: $('device') };
}

/** The client's copy of the device's state before the first `hello`. */
export function initialState() {
  return {
    deviceId: null,
    profile: { ...defaultProfile },
    settings: { forceTouchEnabled: true, sensitivity: 'medium' },
    thresholds: { hint: 1, peek: 4, pop: 16 / 3 },
    apps: [],
    screen: 'home',
    menu: null,
    preview: null,
    contextMenu: null,
    devices: [],
    profiles: [],
    helloSeen: false,
    lastForce: null,
    docs: null,
  };
}

/**
 * Sending to the server: nothing is sent before the session's `hello` (docs/PROTOCOL.md, Session
 * flow). `connection` is set by the device chooser; `sendPointer` starts a latency probe on the
 * messages that carry one.
 *
 * `hold(promise)`: the messages sent from now on wait, in order, until `promise` settles; its value
 * (a message, or null) is sent first. A press on a web view holds its samples until the page has
 * said what is under it (webview.js), so the device has the element before the first sample.
 */
export function createOutbox(state, probes) {
  const queue = [];
  const direct = {
    send: (message) => (outbox.connection && state.helloSeen ? outbox.connection.send(message) : false),
    sendPointer: (message, probe, handled) => {
      const { connection } = outbox;
      if (!connection || !connection.isOpen || !state.helloSeen) return false;
      if (probe) message.probe = probes.start(message.timeStamp, handled);
      return connection.send(message);
    },
  };
  const drain = () => {
    while (queue.length > 0) {
      const head = queue[0];
      if (head.gate) {
        if (!head.settled) return;
        queue.shift();
        if (head.value) direct.send(head.value);
      } else {
        queue.shift();
        head.run();
      }
    }
  };
  const outbox = {
    connection: null,
    send: (message) => {
      if (queue.length === 0) return direct.send(message);
      queue.push({ run: () => direct.send(message) });
      return true;
    },
    sendPointer: (message, probe, handled) => {
      if (queue.length === 0) return direct.sendPointer(message, probe, handled);
      queue.push({ run: () => direct.sendPointer(message, probe, handled) });
      return true;
    },
    hold: (promise) => {
      const gate = { gate: true, settled: false, value: null };
      queue.push(gate);
      const settle = (value) => {
        gate.settled = true;
        gate.value = value ?? null;
        drain();
      };
      Promise.resolve(promise).then(settle, () => settle(null));
    },
    /** How many messages (and gates) wait. */
    get waiting() {
      return queue.length;
    },
  };
  return outbox;
}

/**
 * Shows the footer's latency figures at most every 400 ms and when the page is idle: never in the
 * hot path of a patch or an input event. Returns the function that asks for an update.
 */
export function createLatencyDisplay(root, stats) {
  let latencyTimer = null;
  const whenIdle = typeof requestIdleCallback === 'function'
    ? (work) => requestIdleCallback(work, { timeout: 1000 })
    : (work) => setTimeout(work, 0);
  return () => {
    if (latencyTimer) return;
    latencyTimer = setTimeout(() => {
      whenIdle(() => {
        latencyTimer = null;
        panels.renderLatency(root, stats);
      });
    }, 400);
  };
}

/** Writes the device title: the profile's name and the app in front (or the home screen). */
export function renderDeviceTitle(view, state) {
  const where = state.screen === 'home' || !state.screen ? 'Home screen' : panels.appName(state.apps, state.screen);
  const version = state.profile.systemVersion ? ` (iOS ${state.profile.systemVersion})` : '';
  view.$('device-title').textContent = `${state.profile.name ?? 'iPhone'}${version} · ${where}`;
}

/**
 * Returns `applyState(message)`, which takes the fields a `state` message (or a `hello`) carries
 * into `state` and redraws what depends on them. `terminateApp(bundle)` backs the apps panel's
 * buttons.
 */
export function createStateApplier(view, state, { renderer, terminateApp }) {
  const { root, device } = view;
  return (message) => {
    if ('settings' in message && message.settings) state.settings = { ...state.settings, ...message.settings };
    if ('thresholds' in message && message.thresholds) state.thresholds = { ...message.thresholds };
    if ('apps' in message && Array.isArray(message.apps)) {
      state.apps = message.apps;
      panels.relabelLog(root, state.apps);
      renderer.refreshAppIcons();
    }
    if ('screen' in message) state.screen = message.screen;
    if ('menu' in message) state.menu = message.menu ?? null;
    if ('preview' in message) state.preview = message.preview ?? null;
    if ('contextMenu' in message) state.contextMenu = message.contextMenu ?? null;
    if ('settings' in message) {
      panels.renderSettings(root, state.settings, state.profile);
      panels.renderCapability(root, state.profile, state.settings);
      if (!state.lastForce) {
        panels.renderForce(root, null, { maximum: state.profile.maximumPossibleForce, thresholds: state.thresholds });
      }
    }
    if ('thresholds' in message) {
      panels.renderThresholds(root, state.thresholds, state.profile.maximumPossibleForce);
      panels.renderForce(root, state.lastForce, { maximum: state.profile.maximumPossibleForce, thresholds: state.thresholds });
    }
    if ('apps' in message || 'screen' in message) {
      panels.renderApps(root, state.apps, state.screen, terminateApp);
      renderDeviceTitle(view, state);
    }
    device.dataset.menu = state.menu ? 'open' : 'closed';
    device.dataset.preview = state.preview ? state.preview.phase : 'none';
    device.dataset.contextMenu = state.contextMenu ? 'open' : 'closed';
    device.dataset.screen = state.screen ?? 'home';
  };
}

/**
 * Returns `handle(message)`, which routes one server message (see docs/PROTOCOL.md).
 *
 * parts: `view`, `state`, `sequencer` (patch order), `probes` (latency), `renderer`, `input`,
 * `outbox`, `applyState`, `refit()` (after a profile change), `refreshDevices()` and
 * `showLatency()`.
 */
export function routeMessages({
  view, state, sequencer, probes, renderer, input, outbox, applyState, refit, refreshDevices, showLatency,
}) {
  const { root, device } = view;
  const soundToggle = view.$('haptic-sound');
  const haptic = createHaptics(device, { soundEnabled: () => soundToggle?.getAttribute('aria-pressed') === 'true' });
  let idleTimer = null;
  let lastResync = -Infinity;
  const resync = (why) => {
    if (why) console.warn(`ForceTouchKit: ${why}; asking the server for the whole tree`);
    lastResync = performance.now();
    outbox.send({ type: 'resync' });
  };
  const completeProbe = (message) => {
    if (message.probe === undefined) return;
    probes.complete(message.probe);
    showLatency();
  };
  const meter = () => ({ maximum: state.profile.maximumPossibleForce, thresholds: state.thresholds });
  // The Drawing card follows whether an ink canvas is on screen (checked after each tree and patch).
  let drawingShown = null;
  const showDrawing = () => {
    const key = view.$('render-root')?.querySelector('[data-kind="ink"]') ? state.deviceId : null;
    if (key === drawingShown) return;
    drawingShown = key;
    panels.renderDrawing(root, state.deviceId, key !== null);
  };

  const onHello = (message) => {
    state.helloSeen = true;
    if (message.protocol !== undefined && message.protocol !== PROTOCOL_VERSION) {
      panels.renderError(root, `The server speaks protocol ${message.protocol}; this page speaks ${PROTOCOL_VERSION}. Reload the page.`);
    } else {
      panels.renderError(root, '');
    }
    if (message.device !== undefined) state.deviceId = String(message.device);
    state.profile = { ...defaultProfile, ...message.profile };
    applyProfile(device, state.profile);
    refit();
    sequencer.reset();
    probes.connectionReset();
    state.lastForce = null;
    applyState({ settings: message.settings ?? state.settings, thresholds: message.thresholds ?? state.thresholds });
    panels.renderForce(root, null, meter());
    renderDeviceTitle(view, state);
    refreshDevices();
  };

  const onTree = (message) => {
    sequencer.acceptTree(message.seq);
    lastResync = -Infinity;
    renderer.applyTree(message.root ?? null);
    showDrawing();
    completeProbe(message);
  };

  const onPatch = (message) => {
    const verdict = sequencer.acceptPatch(message.seq);
    if (verdict === 'gap') {
      resync(`patch ${message.seq} does not follow ${sequencer.seq}`);
      return;
    }
    if (verdict === 'waiting' && performance.now() - lastResync > 2000 && lastResync > -Infinity) {
      resync('still no tree after asking for one');
      return;
    }
    if (verdict !== 'apply') return;
    try {
      renderer.applyMutations(Array.isArray(message.mutations) ? message.mutations : []);
    } catch (error) {
      sequencer.waitingForTree = true;
      resync(error.message);
      return;
    }
    showDrawing();
    completeProbe(message);
  };

  const onForce = (message) => {
    state.lastForce = message;
    clearTimeout(idleTimer);
    panels.renderForce(root, message, meter());
    if (message.phase === 'ended' || message.phase === 'cancelled') {
      idleTimer = setTimeout(() => {
        state.lastForce = null;
        panels.renderForce(root, null, meter());
      }, 1500);
    }
    if (typeof message.source === 'string') panels.renderSource(root, message.source);
    input.serverForce(message.force);
  };

  return function handle(message) {
    if (!message || typeof message.type !== 'string') return;
    switch (message.type) {
      case 'hello':
        onHello(message);
        break;
      case 'tree':
        onTree(message);
        break;
      case 'patch':
        onPatch(message);
        break;
      case 'state':
        applyState(message);
        break;
      case 'log':
        panels.renderLog(root, message, state.apps, state.docs);
        for (const pattern of hapticsIn(message)) haptic(pattern);
        break;
      case 'diagnostics':
        panels.renderDiagnostics(root, message, state.apps, state.docs);
        break;
      case 'force':
        onForce(message);
        break;
      case 'error':
        panels.renderError(root, message.message ?? 'The server reported an error.');
        break;
      case 'pong':
        panels.renderStatus(root, 'open', { rtt: outbox.connection?.rtt });
        break;
      default:
        break;
    }
  };
}

/** Builds the simulator on `doc`. Nothing connects until `start()`. */
export function createSimulator(doc, { location = window.location, fetchImpl = (...a) => fetch(...a) } = {}) {
  const view = pageView(doc);
  const { root, screen, device, $ } = view;
  const state = initialState();
  const sequencer = new PatchSequencer();
  const probes = new ProbeTracker();
  const outbox = createOutbox(state, probes);
  const stats = probes.publish();

  const refit = keepFitted($('stage'), $('device-fit'), device);
  applyProfile(device, state.profile);
  refit();

  // ── Screen ──
  const centreOf = (element) => {
    const rect = element.getBoundingClientRect();
    return toDevicePoint(screen, rect.left + rect.width / 2, rect.top + rect.height / 2, state.profile.screen);
  };
  const webFrames = createWebFrames({ doc, win: doc.defaultView });
  const renderer = createRenderer($('render-root'), {
    onActivate: (element) => input.keyboardTap(centreOf(element)),
    onPress: (element) => input.keyboardPress(centreOf(element), {
      done: () => state.menu !== null || state.contextMenu !== null
        || (state.preview !== null && state.preview.phase !== 'hint'),
    }),
    onDismiss: () => outbox.send({ type: 'dismiss' }),
    focusMenus: () => root.dataset.input === 'keyboard',
    appName: (bundle) => state.apps.find((app) => app.bundleIdentifier === bundle)?.name ?? null,
    // An app's icon files: the server serves each at the device's scale (ArtworkResponse).
    imageURL: (name) => (state.deviceId ? `/api/devices/${encodeURIComponent(state.deviceId)}/artwork?name=${encodeURIComponent(name)}` : null),
    // A web view's page, in its sandboxed frame (webview.js).
    webView: (element, web, frame, id) => webFrames.apply(
      element, web, frame, web && state.deviceId ? webFrameURL(state.deviceId, id, web) : null),
  });
  trackInputMode(doc, root);

  // ── Input ──
  const input = attachInput(screen, {
    send: outbox.send,
    sendPointer: outbox.sendPointer,
    size: () => state.profile.screen,
    thresholds: () => state.thresholds,
    maximumForce: () => state.profile.maximumPossibleForce ?? defaultProfile.maximumPossibleForce,
    onSource: ({ source }) => panels.renderSource(root, source),
    onRelease: () => {},
    beforePress: ({ clientX, clientY, point }) => {
      const answer = webFrames.query(clientX, clientY, point);
      if (answer) outbox.hold(answer);
    },
  });

  // ── Messages and devices ──
  // The router and the device chooser need each other (a `hello` refreshes the device list; a
  // stream delivers its messages to the router): each reaches the other through a late binding.
  let devices = null;
  const applyState = createStateApplier(view, state, {
    renderer,
    terminateApp: (bundle) => devices.terminateApp(bundle),
  });
  const handle = routeMessages({
    view, state, sequencer, probes, renderer, input, outbox, applyState, refit,
    refreshDevices: () => devices.refresh(),
    showLatency: createLatencyDisplay(root, stats),
  });
  devices = createDevices({ view, state, location, fetchImpl, outbox, sequencer, probes, renderer, handle });

  // ── Controls ──
  bindControls(view, state, { send: outbox.send, input, switchDevice: devices.switchDevice, createDevice: devices.create });
  bindTyping(view, outbox.send);

  panels.renderThresholds(root, state.thresholds, state.profile.maximumPossibleForce);
  panels.renderSettings(root, state.settings, state.profile);
  panels.renderSource(root, null);

  /** Reads the documentation's symbol map (API names link to it when built), then connects. */
  async function start() {
    state.docs = await loadSymbols(fetchImpl);
    return devices.start();
  }

  return {
    start,
    handle,
    state,
    renderer,
    webFrames,
    input,
    probes,
    stats,
    get connection() {
      return outbox.connection;
    },
    switchDevice: devices.switchDevice,
  };
}

/**
 * The page's simulator (null when this module is loaded elsewhere): a script on the page reaches it
 * with `import('/simulator.js')`, e.g. for its latency figures (`pageSimulator.stats`).
 */
export const pageSimulator = typeof document !== 'undefined' && document.getElementById('screen')
  ? createSimulator(document)
  : null;
pageSimulator?.start();
