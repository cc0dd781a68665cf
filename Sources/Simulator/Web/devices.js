// The page's device: which one it shows (the URL's `?device=`, else the first, else a new one),
// its stream (a `Connection`), switching to another, creating one, and the apps panel's
// terminate buttons. The root's `data-connection` is the stream's state ('connecting' | 'open' |
// 'reconnecting' | 'closed').

import * as panels from './panels.js';
import { Connection, deviceFromURL, listDevices, requestJSON, streamURL } from './protocol.js';

/**
 * The device chooser of a simulator page.
 *
 * parts: `view` (pageView), `state`, `location`, `fetchImpl`, `outbox` (its `connection` is set
 * here), `sequencer` and `probes` (reset for each stream), `renderer` (cleared when switching),
 * `handle(message)` for every server message.
 */
export function createDevices({ view, state, location, fetchImpl, outbox, sequencer, probes, renderer, handle }) {
  const { root, $ } = view;

  async function refresh() {
    try {
      const { devices, profiles } = await listDevices(fetchImpl);
      state.devices = devices;
      state.profiles = profiles;
      panels.renderDevices(root, devices, state.deviceId, profiles);
    } catch (error) {
      $('device-error').textContent = error.message;
    }
  }

  async function resolve() {
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
    if (outbox.connection) {
      outbox.connection.retarget(url);
      return;
    }
    const connection = new Connection({
      url,
      onMessage: handle,
      onStatus: (status, delay) => {
        // A session is the time between a `hello` and the end of its connection.
        if (status !== 'open') state.helloSeen = false;
        root.dataset.connection = status;
        panels.renderStatus(root, status, { delay, rtt: connection.rtt });
        if (status === 'reconnecting' && !state.helloSeen && connection.attempt >= 2) checkDeviceExists();
      },
      onGone: (reason) => {
        const text = reason.charAt(0).toUpperCase() + reason.slice(1);
        showDeviceGone(`${text}. Choose another device in the panel, or create one.`, 'Device deleted');
      },
    });
    outbox.connection = connection;
    connection.open();
  }

  async function checkDeviceExists() {
    try {
      await requestJSON('GET', `/api/devices/${encodeURIComponent(state.deviceId)}`, undefined, fetchImpl);
    } catch (error) {
      if (error.status === 404) {
        outbox.connection.close();
        showDeviceGone(`No device “${state.deviceId}” on this simulator. Choose one in the panel.`, 'No such device');
      }
    }
  }

  /** The page's device does not exist (any more): say so on the screen and in the panel. */
  function showDeviceGone(message, status) {
    panels.renderStatus(root, 'error', { message: status });
    $('screen-overlay-text').textContent = message;
    $('device-error').textContent = message;
    refresh();
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

  async function create() {
    const picker = $('profile-picker');
    const body = picker.hidden ? {} : { profile: picker.value };
    try {
      const created = await requestJSON('POST', '/api/devices', body, fetchImpl);
      const id = created?.id ?? created?.device?.id;
      await refresh();
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

  /** Finds the device (URL, else the first, else a new one) and connects, retrying until it can. */
  async function start() {
    let attempt = 0;
    for (;;) {
      try {
        const id = await resolve();
        connectTo(id);
        refresh();
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

  return { refresh, connectTo, switchDevice, create, terminateApp, start };
}
