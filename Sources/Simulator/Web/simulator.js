// The simulator page: finds the device, opens its stream and routes every server message to the
// screen (render.js), the side panel (panels.js) and the input (input.js).
//
// `createSimulator(document, options)` builds one; the page's own instance is published as
// `window.ForceTouchSimulator` (with `handle(message)` to feed it a server message directly) and
// its latency figures as `window.forceTouchStats`.

import { applyProfile, defaultProfile, keepFitted, toDevicePoint } from './frame.js';
import { attachInput } from './input.js';
import * as panels from './panels.js';
import {
  Connection, PatchSequencer, ProbeTracker, PROTOCOL_VERSION, deviceFromURL, listDevices,
  requestJSON, streamURL,
} from './protocol.js';
import { createRenderer } from './render.js';

/** Builds the simulator on `doc`. Nothing connects until `start()`. */
export function createSimulator(doc, { location = window.location, fetchImpl = (...a) => fetch(...a) } = {}) {
  const $ = (id) => doc.getElementById(id);
  const root = doc.documentElement;
  const screen = $('screen');
  const device = $('device');

  const state = {
    deviceId: null,
    profile: { ...defaultProfile },
    settings: { forceTouchEnabled: true, sensitivity: 'medium' },
    thresholds: { hint: 1, peek: 4, pop: 16 / 3 },
    apps: [],
    screen: 'home',
    menu: null,
    preview: null,
    devices: [],
    profiles: [],
    helloSeen: false,
    lastForce: null,
  };

  const sequencer = new PatchSequencer();
  const probes = new ProbeTracker();
  let connection = null;

  // Nothing is sent before the session's `hello` (docs/PROTOCOL.md, Session flow).
  const send = (message) => (connection && state.helloSeen ? connection.send(message) : false);
  const sendPointer = (message, probe, handled) => {
    if (!connection || !connection.isOpen || !state.helloSeen) return false;
    if (probe) message.probe = probes.start(message.timeStamp, handled);
    return connection.send(message);
  };

  const refit = keepFitted($('stage'), $('device-fit'), device);
  applyProfile(device, state.profile);
  refit();

  // ── Screen ──
  const centreOf = (element) => {
    const rect = element.getBoundingClientRect();
    return toDevicePoint(screen, rect.left + rect.width / 2, rect.top + rect.height / 2, state.profile.screen);
  };
  const renderer = createRenderer($('render-root'), {
    onActivate: (element) => input.keyboardTap(centreOf(element)),
    onPress: (element) => input.keyboardPress(centreOf(element), {
      done: () => state.menu !== null || (state.preview !== null && state.preview.phase !== 'hint'),
    }),
    onDismiss: () => send({ type: 'dismiss' }),
    focusMenus: () => root.dataset.input === 'keyboard',
    appName: (bundle) => state.apps.find((app) => app.bundleIdentifier === bundle)?.name ?? null,
  });
  // Focus rings and menu focus follow the last way the user interacted (keyboard or pointer).
  doc.addEventListener('keydown', (event) => {
    if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) root.dataset.input = 'keyboard';
  }, true);
  doc.addEventListener('pointerdown', () => {
    root.dataset.input = 'pointer';
  }, true);

  // ── Input ──
  const input = attachInput(screen, {
    send,
    sendPointer,
    size: () => state.profile.screen,
    thresholds: () => state.thresholds,
    maximumForce: () => state.profile.maximumPossibleForce ?? defaultProfile.maximumPossibleForce,
    onSource: ({ source }) => panels.renderSource(root, source),
    onRelease: () => {},
  });

  // ── Messages ──
  let latencyTimer = null;
  let idleTimer = null;
  const stats = probes.publish();
  // The footer's figures, at most every 400 ms and when the page is idle: never in the hot path of
  // a patch or an input event.
  const whenIdle = typeof requestIdleCallback === 'function'
    ? (work) => requestIdleCallback(work, { timeout: 1000 })
    : (work) => setTimeout(work, 0);
  const showLatency = () => {
    if (latencyTimer) return;
    latencyTimer = setTimeout(() => {
      whenIdle(() => {
        latencyTimer = null;
        panels.renderLatency(root, stats);
      });
    }, 400);
  };

  let lastResync = -Infinity;
  const resync = (why) => {
    if (why) console.warn(`ForceTouchKit: ${why}; asking the server for the whole tree`);
    lastResync = performance.now();
    send({ type: 'resync' });
  };

  const deviceTitle = () => {
    const where = state.screen === 'home' || !state.screen ? 'Home screen' : panels.appName(state.apps, state.screen);
    $('device-title').textContent = `${state.profile.name ?? 'iPhone'} · ${where}`;
  };

  const applyState = (message) => {
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
      deviceTitle();
    }
    device.dataset.menu = state.menu ? 'open' : 'closed';
    device.dataset.preview = state.preview ? state.preview.phase : 'none';
  };

  /** Routes one server message (see docs/PROTOCOL.md). */
  function handle(message) {
    if (!message || typeof message.type !== 'string') return;
    switch (message.type) {
      case 'hello': {
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
        panels.renderForce(root, null, { maximum: state.profile.maximumPossibleForce, thresholds: state.thresholds });
        deviceTitle();
        refreshDevices();
        break;
      }
      case 'tree': {
        sequencer.acceptTree(message.seq);
        lastResync = -Infinity;
        renderer.applyTree(message.root ?? null);
        if (message.probe !== undefined) {
          probes.complete(message.probe);
          showLatency();
        }
        break;
      }
      case 'patch': {
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
        if (message.probe !== undefined) {
          probes.complete(message.probe);
          showLatency();
        }
        break;
      }
      case 'state':
        applyState(message);
        break;
      case 'log':
        panels.renderLog(root, message, state.apps);
        break;
      case 'diagnostics':
        panels.renderDiagnostics(root, message, state.apps);
        break;
      case 'force': {
        state.lastForce = message;
        clearTimeout(idleTimer);
        panels.renderForce(root, message, { maximum: state.profile.maximumPossibleForce, thresholds: state.thresholds });
        if (message.phase === 'ended' || message.phase === 'cancelled') {
          idleTimer = setTimeout(() => {
            state.lastForce = null;
            panels.renderForce(root, null, { maximum: state.profile.maximumPossibleForce, thresholds: state.thresholds });
          }, 1500);
        }
        if (typeof message.source === 'string') panels.renderSource(root, message.source);
        input.serverForce(message.force);
        break;
      }
      case 'error':
        panels.renderError(root, message.message ?? 'The server reported an error.');
        break;
      case 'pong':
        panels.renderStatus(root, 'open', { rtt: connection?.rtt });
        break;
      default:
        break;
    }
  }

  // ── Devices ──
  async function refreshDevices() {
    try {
      const { devices, profiles } = await listDevices(fetchImpl);
      state.devices = devices;
      state.profiles = profiles;
      panels.renderDevices(root, devices, state.deviceId, profiles);
    } catch (error) {
      $('device-error').textContent = error.message;
    }
  }

  async function resolveDevice() {
    const fromURL = deviceFromURL(location);
    if (fromURL) return fromURL;
    const { devices } = await listDevices(fetchImpl);
    if (devices.length > 0) return String(devices[0].id);
    const created = await requestJSON('POST', '/api/devices', {}, fetchImpl);
    const id = created?.id ?? created?.device?.id;
    if (id === undefined) throw new Error('POST /api/devices answered without a device id');
    return String(id);
  }

  function connectTo(id) {
    state.deviceId = id;
    state.helloSeen = false;
    sequencer.reset();
    probes.connectionReset();
    const url = streamURL(location, id);
    if (connection) {
      connection.retarget(url);
      return;
    }
    connection = new Connection({
      url,
      onMessage: handle,
      onStatus: (status, delay) => {
        // A session is the time between a `hello` and the end of its connection.
        if (status !== 'open') state.helloSeen = false;
        panels.renderStatus(root, status, { delay, rtt: connection?.rtt });
        if (status === 'reconnecting' && !state.helloSeen && connection.attempt >= 2) checkDeviceExists();
      },
      onGone: (reason) => {
        const text = reason.charAt(0).toUpperCase() + reason.slice(1);
        showDeviceGone(`${text}. Choose another device in the panel, or create one.`, 'Device deleted');
      },
    });
    connection.open();
  }

  async function checkDeviceExists() {
    try {
      await requestJSON('GET', `/api/devices/${encodeURIComponent(state.deviceId)}`, undefined, fetchImpl);
    } catch (error) {
      if (error.status === 404) {
        connection.close();
        showDeviceGone(`No device “${state.deviceId}” on this simulator. Choose one in the panel.`, 'No such device');
      }
    }
  }

  /** The page's device does not exist (any more): say so on the screen and in the panel. */
  function showDeviceGone(message, status) {
    panels.renderStatus(root, 'error', { message: status });
    $('screen-overlay-text').textContent = message;
    $('device-error').textContent = message;
    refreshDevices();
  }

  function switchDevice(id) {
    if (!id || id === state.deviceId) return;
    const url = new URL(location.href);
    url.searchParams.set('device', id);
    history.replaceState(null, '', url);
    $('log').replaceChildren();
    $('diagnostics').replaceChildren();
    panels.renderLog(root, { entries: [] }, state.apps);
    panels.renderDiagnostics(root, { entries: [] }, state.apps);
    $('device-error').textContent = '';
    renderer.applyTree(null);
    connectTo(id);
  }

  async function createDevice() {
    const picker = $('profile-picker');
    const body = picker.hidden ? {} : { profile: picker.value };
    try {
      const created = await requestJSON('POST', '/api/devices', body, fetchImpl);
      const id = created?.id ?? created?.device?.id;
      await refreshDevices();
      if (id !== undefined) switchDevice(String(id));
    } catch (error) {
      $('device-error').textContent = error.message;
    }
  }

  async function terminateApp(bundleIdentifier) {
    try {
      await requestJSON('POST',
        `/api/devices/${encodeURIComponent(state.deviceId)}/apps/${encodeURIComponent(bundleIdentifier)}/terminate`,
        undefined, fetchImpl);
    } catch (error) {
      panels.renderError(root, error.message);
    }
  }

  // ── Controls ──
  const home = () => send({ type: 'button', name: 'home' });
  $('home-button').addEventListener('click', home);
  $('home-indicator').addEventListener('click', home);
  $('home-action').addEventListener('click', home);
  doc.addEventListener('keydown', (event) => {
    if ((event.metaKey || event.ctrlKey) && event.shiftKey && event.key.toLowerCase() === 'h') {
      event.preventDefault();
      home();
    }
  });
  // The home button is pressed from the keyboard like any button; its pointer-down must not
  // reach the screen.
  $('home-button').addEventListener('pointerdown', (event) => event.stopPropagation());

  $('force-touch-switch').addEventListener('click', () => {
    const next = !state.settings.forceTouchEnabled;
    state.settings.forceTouchEnabled = next;
    panels.renderSettings(root, state.settings, state.profile);
    send({ type: 'settings', forceTouchEnabled: next });
  });
  const sensitivity = $('sensitivity');
  const chooseSensitivity = (value, focus) => {
    if (!value || value === state.settings.sensitivity) return;
    state.settings.sensitivity = value;
    panels.renderSettings(root, state.settings, state.profile);
    if (focus) sensitivity.querySelector(`[data-value="${value}"]`)?.focus();
    send({ type: 'settings', sensitivity: value });
  };
  sensitivity.addEventListener('click', (event) => {
    const option = event.target.closest('[role="radio"]');
    if (option) chooseSensitivity(option.dataset.value, false);
  });
  sensitivity.addEventListener('keydown', (event) => {
    const order = ['light', 'medium', 'firm'];
    const at = order.indexOf(state.settings.sensitivity);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    chooseSensitivity(order[Math.min(order.length - 1, Math.max(0, at + step))], true);
  });
  $('device-picker').addEventListener('change', (event) => switchDevice(event.target.value));
  $('new-device').addEventListener('click', createDevice);
  $('ramp-toggle').addEventListener('click', (event) => {
    const on = event.currentTarget.getAttribute('aria-pressed') !== 'true';
    event.currentTarget.setAttribute('aria-pressed', String(on));
    input.setRampToggle(on);
  });

  panels.renderThresholds(root, state.thresholds, state.profile.maximumPossibleForce);
  panels.renderSettings(root, state.settings, state.profile);
  panels.renderSource(root, null);

  /** Finds the device (URL, else the first, else a new one) and connects, retrying until it can. */
  async function start() {
    let attempt = 0;
    for (;;) {
      try {
        const id = await resolveDevice();
        connectTo(id);
        refreshDevices();
        return;
      } catch (error) {
        const delay = Connection.backoff(attempt);
        attempt += 1;
        panels.renderStatus(root, 'reconnecting', { delay });
        $('screen-overlay-text').textContent = `Cannot reach the simulator (${error.message}). Retrying…`;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return {
    start,
    handle,
    state,
    renderer,
    input,
    probes,
    stats,
    get connection() {
      return connection;
    },
    switchDevice,
  };
}

if (typeof window !== 'undefined' && document.getElementById('screen')) {
  const simulator = createSimulator(document);
  window.ForceTouchSimulator = simulator;
  window.forceTouchStats = simulator.stats;
  simulator.start();
}
