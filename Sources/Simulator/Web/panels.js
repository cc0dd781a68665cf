// The side panel: connection status, the force meter with its hint/peek/pop marks, the input
// source, settings (device, 3D Touch, sensitivity), the apps, the event log and diagnostics.
// Each part is a function of a DOM root and a message, so a browser test can drive it directly.
// API names (delegate calls, diagnostic codes) link to the documentation when `docs` (the site's
// symbol map, apidocs.js) is given.

import { apiLink, diagnosticURL, eventURL } from './apidocs.js';

const byId = (root, id) => root.querySelector(`#${id}`);

// Writes that happen for every meter reading skip values already there: an unchanged text or
// attribute then costs no style, layout or paint.
const setText = (node, text) => {
  if (node.textContent !== text) node.textContent = text;
};
const setAttribute = (node, name, value) => {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
};
const setData = (node, key, value) => {
  if (node.dataset[key] !== value) node.dataset[key] = value;
};

/** Two decimals, the precision UIKit force is worth showing at (raw values are n/60). */
export const formatForce = (value) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : '—');

const phaseNames = {
  none: 'Idle', possible: 'Pressing', hint: 'Hint', peek: 'Peek', pop: 'Pop',
  ended: 'Released', cancelled: 'Cancelled', failed: 'Released',
};

const sourceNotes = {
  pen: 'Pen pressure from Pointer Events.',
  touch: 'Touch pressure from Pointer Events.',
  trackpad: 'Force Touch trackpad (Safari webkitForce).',
  emulated: 'Mouse with emulated pressure.',
  mouse: 'Mouse without pressure: hold Shift to ramp, or turn on the ramp toggle.',
};

/** Where a force sits on the meter, 0…1 of `maximum`. */
export function meterFraction(force, maximum) {
  if (!(maximum > 0) || typeof force !== 'number') return 0;
  return Math.min(1, Math.max(0, force / maximum));
}

/** Updates the connection status pill: 'connecting' | 'open' | 'reconnecting' | 'closed' | 'error'. */
export function renderStatus(root, state, detail = {}) {
  const status = byId(root, 'status');
  const text = byId(root, 'status-text');
  status.dataset.state = state;
  let label;
  switch (state) {
    case 'open':
      label = typeof detail.rtt === 'number' ? `Connected · ${Math.max(1, Math.round(detail.rtt))} ms` : 'Connected';
      break;
    case 'reconnecting':
      label = detail.delay ? `Reconnecting in ${Math.max(1, Math.round(detail.delay / 1000))} s…` : 'Reconnecting…';
      break;
    case 'closed':
      label = 'Disconnected';
      break;
    case 'error':
      label = detail.message || 'Error';
      break;
    default:
      label = 'Connecting…';
  }
  text.textContent = label;
  const device = root.querySelector('#device');
  if (device) device.dataset.state = state === 'open' ? 'ready' : state;
  const overlay = byId(root, 'screen-overlay-text');
  if (overlay) {
    overlay.textContent = state === 'error'
      ? detail.message || 'Cannot reach the simulator.'
      : state === 'reconnecting'
        ? 'Connection lost. Reconnecting…'
        : 'Connecting to the simulator…';
  }
}

/** Places the hint/peek/pop marks and numbers for `thresholds` on a meter of `maximum`. */
export function renderThresholds(root, thresholds, maximum) {
  const meter = byId(root, 'meter');
  if (!(maximum > 0)) {
    byId(root, 'force-max').textContent = 'no force sensor';
    for (const mark of meter.querySelectorAll('.meter-mark')) mark.hidden = true;
    for (const cell of root.querySelectorAll('#thresholds dd')) cell.textContent = '—';
    return;
  }
  meter.setAttribute('aria-valuemax', formatForce(maximum));
  byId(root, 'force-max').textContent = `of ${formatForce(maximum)}`;
  for (const level of ['hint', 'peek', 'pop']) {
    const value = thresholds?.[level];
    const mark = meter.querySelector(`.meter-mark[data-level="${level}"]`);
    const cell = root.querySelector(`#thresholds dd[data-level="${level}"]`);
    if (typeof value === 'number' && maximum > 0) {
      mark.hidden = false;
      mark.style.setProperty('--at', String(meterFraction(value, maximum)));
      mark.title = `${level} at ${formatForce(value)}`;
      cell.textContent = formatForce(value);
    } else {
      mark.hidden = true;
      cell.textContent = '—';
    }
  }
}

/**
 * Marks the force card for a device without 3D Touch (or with it turned off): the meter is dimmed
 * and says that a long press stands in. Returns whether force is in use.
 */
export function renderCapability(root, profile, settings) {
  const card = root.querySelector('.card-force');
  const has = profile?.hasForceTouch !== false;
  const on = has && settings?.forceTouchEnabled !== false;
  card.dataset.capability = has ? (on ? 'available' : 'off') : 'unavailable';
  card.dataset.systemVersion = String(profile?.systemVersion ?? '12.4');
  return on;
}

/** Whether the device runs iOS 13 or later (Haptic Touch: a long press opens menus and peeks). */
export function hasHapticTouch(profile) {
  const major = Number.parseInt(String(profile?.systemVersion ?? '12.4'), 10);
  return Number.isFinite(major) && major >= 13;
}

/** What a press does on a device without force in use, in words (depends on its iOS version). */
export function longPressLine(profile) {
  return hasHapticTouch(profile)
    ? 'a long press opens quick actions, context menus and peeks (Haptic Touch)'
    : 'a long press on an icon starts edit mode; there are no quick actions and no peeks';
}

/** The line under the force value when nothing is pressed. */
export function idleLine(root) {
  const card = root.querySelector('.card-force');
  const capability = card?.dataset.capability;
  const profile = { systemVersion: card?.dataset.systemVersion };
  if (capability === 'unavailable') return `No 3D Touch on this device: ${longPressLine(profile)}.`;
  if (capability === 'off') return `3D Touch is off: ${longPressLine(profile)}.`;
  return 'Press the screen to begin';
}

/** Updates the meter from a `force` message (or a reset when `message` is null). */
export function renderForce(root, message, { maximum, thresholds }) {
  const force = message && typeof message.force === 'number' ? message.force : 0;
  const max = message && typeof message.maximumPossibleForce === 'number' ? message.maximumPossibleForce : maximum;
  const phase = message && typeof message.phase === 'string' ? message.phase : 'none';
  const fraction = meterFraction(force, max);
  const meter = byId(root, 'meter');
  // The fill follows `--force` with a transform (panel.css): no layout.
  const fractionText = String(fraction);
  if (meter.style.getPropertyValue('--force') !== fractionText) meter.style.setProperty('--force', fractionText);
  setData(meter, 'phase', phase);
  let reached = 'none';
  for (const level of ['hint', 'peek', 'pop']) {
    if (typeof thresholds?.[level] === 'number' && force >= thresholds[level]) reached = level;
  }
  setData(meter, 'reached', reached);
  setText(byId(root, 'force-value'), formatForce(force));
  const badge = byId(root, 'phase-badge');
  setData(badge, 'phase', phase);
  setText(badge, phaseNames[phase] ?? phase);
  setAttribute(meter, 'aria-valuenow', formatForce(force));
  setAttribute(meter, 'aria-valuetext', `${formatForce(force)}, ${phaseNames[phase] ?? phase}`);
  const progress = byId(root, 'force-progress');
  const capability = root.querySelector('.card-force')?.dataset.capability;
  if (!message) {
    setText(progress, idleLine(root));
  } else if (capability === 'off' || capability === 'unavailable') {
    // No force in use: no levels to climb. Say what the press does instead.
    const profile = { systemVersion: root.querySelector('.card-force')?.dataset.systemVersion };
    setText(progress, hasHapticTouch(profile) ? 'Long press: hold to open a menu or peek' : 'Long press: hold an icon to start edit mode');
  } else if (typeof message.progress === 'number' && phase !== 'ended' && phase !== 'cancelled') {
    setText(progress, `${phaseNames[phase] ?? phase} · ${Math.round(message.progress * 100)} % to the next level`);
  } else {
    setText(progress, phaseNames[phase] ?? phase);
  }
}

/** Highlights the input source in use ('pen' | 'touch' | 'trackpad' | 'emulated' | 'mouse'). */
export function renderSource(root, source) {
  for (const item of root.querySelectorAll('#source-list li')) {
    const on = item.dataset.source === source || (source === 'mouse' && item.dataset.source === 'emulated');
    item.classList.toggle('active', on);
    item.classList.toggle('muted', on && source === 'mouse');
    if (on) item.setAttribute('aria-current', 'true');
    else item.removeAttribute('aria-current');
  }
  byId(root, 'source-note').textContent = sourceNotes[source] ?? 'No press yet.';
}

/** Reflects `settings` ({forceTouchEnabled, sensitivity}) and the profile's capability. */
export function renderSettings(root, settings, profile) {
  const toggle = byId(root, 'force-touch-switch');
  const hasForceTouch = profile?.hasForceTouch !== false;
  const enabled = Boolean(settings?.forceTouchEnabled) && hasForceTouch;
  toggle.setAttribute('aria-checked', String(enabled));
  toggle.disabled = !hasForceTouch;
  const language = root.querySelector('#language-picker');
  if (language && settings?.language) {
    if (![...language.options].some((o) => o.value === settings.language)) {
      language.append(new Option(settings.language, settings.language));
    }
    if (language.value !== settings.language) language.value = settings.language;
  }
  for (const option of root.querySelectorAll('#sensitivity [role="radio"]')) {
    const on = option.dataset.value === settings?.sensitivity;
    option.setAttribute('aria-checked', String(on));
    option.tabIndex = on ? 0 : -1;
    option.disabled = !hasForceTouch;
  }
  const note = byId(root, 'capability-note');
  if (!hasForceTouch) {
    note.hidden = false;
    note.textContent = `${profile?.name ?? 'This device'} has no 3D Touch: on iOS ${profile?.systemVersion ?? '12.4'} ${longPressLine(profile)}.`;
  } else if (!enabled) {
    note.hidden = false;
    note.textContent = `3D Touch is off: on iOS ${profile?.systemVersion ?? '12.4'} ${longPressLine(profile)}.`;
  } else {
    note.hidden = true;
    note.textContent = '';
  }
}

/** Fills the device picker from `GET /api/devices` and selects `currentId`. */
export function renderDevices(root, devices, currentId, profiles = []) {
  const picker = byId(root, 'device-picker');
  picker.replaceChildren();
  for (const device of devices) {
    const option = document.createElement('option');
    option.value = String(device.id);
    const profileName = typeof device.profile === 'string' ? device.profile : device.profile?.name;
    const name = device.name || profileName || String(device.id);
    const version = typeof device.profile === 'object' && device.profile?.systemVersion ? ` · iOS ${device.profile.systemVersion}` : '';
    option.textContent = `#${device.id} · ${profileName && profileName !== name ? `${name} — ${profileName}` : name}${version}`;
    option.selected = String(device.id) === String(currentId);
    picker.append(option);
  }
  if (devices.length === 0) {
    const option = document.createElement('option');
    option.textContent = 'No devices';
    option.disabled = true;
    picker.append(option);
  }
  const profilePicker = byId(root, 'profile-picker');
  const names = profiles.map((p) => (typeof p === 'string' ? p : p?.name)).filter(Boolean);
  profilePicker.hidden = names.length === 0;
  if (names.length > 0 && profilePicker.options.length !== names.length) {
    profilePicker.replaceChildren(...names.map((n) => new Option(n, n)));
  }
}

/** The app's display name for a bundle id, from the last `apps` list. */
export function appName(apps, bundleIdentifier) {
  const app = Array.isArray(apps) ? apps.find((a) => a.bundleIdentifier === bundleIdentifier) : null;
  return app?.name || bundleIdentifier || 'System';
}

const appStateNames = {
  notRunning: 'Not running', foreground: 'Foreground', background: 'Background',
  suspended: 'Suspended', launching: 'Launching', terminated: 'Not running',
};

/** The apps list: name, bundle id, status, and Terminate for a running app. */
export function renderApps(root, apps, screen, onTerminate) {
  const list = byId(root, 'apps');
  list.replaceChildren();
  const items = Array.isArray(apps) ? apps : [];
  byId(root, 'apps-count').textContent = items.length ? String(items.length) : '';
  for (const app of items) {
    const li = document.createElement('li');
    li.className = 'app-row';
    const state = app.state ?? 'notRunning';
    li.dataset.state = state;
    const dot = document.createElement('span');
    dot.className = 'app-dot';
    dot.setAttribute('aria-hidden', 'true');
    const text = document.createElement('span');
    text.className = 'app-text';
    const name = document.createElement('span');
    name.className = 'app-name';
    name.textContent = app.name || app.bundleIdentifier;
    const meta = document.createElement('span');
    meta.className = 'app-meta';
    meta.textContent = `${appStateNames[state] ?? state} · ${app.bundleIdentifier}`;
    text.append(name, meta);
    li.append(dot, text);
    if (state !== 'notRunning' && state !== 'terminated' && onTerminate) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'link-button';
      button.textContent = 'Terminate';
      button.setAttribute('aria-label', `Terminate ${app.name || app.bundleIdentifier}`);
      button.addEventListener('click', () => onTerminate(app.bundleIdentifier));
      li.append(button);
    }
    if (screen === app.bundleIdentifier) li.classList.add('current');
    list.append(li);
  }
}

/** `GET /api/devices/{id}/drawing?format=…`: the canvas on screen as svg, inkml or json (docs/PROTOCOL.md). */
export function drawingURL(deviceId, format) {
  return `/api/devices/${encodeURIComponent(deviceId)}/drawing?format=${encodeURIComponent(format)}`;
}

const drawingFormats = ['svg', 'inkml', 'json'];

/**
 * Shows the Drawing card, whose links download the drawing of device `deviceId`, while an ink canvas
 * is on screen (`hasCanvas`); hides it otherwise.
 */
export function renderDrawing(root, deviceId, hasCanvas) {
  const card = byId(root, 'drawing-card');
  if (!card) return;
  const shown = Boolean(hasCanvas) && deviceId !== null && deviceId !== undefined && deviceId !== '';
  card.hidden = !shown;
  if (!shown) return;
  for (const format of drawingFormats) {
    const link = byId(root, `drawing-${format}`);
    setAttribute(link, 'href', drawingURL(deviceId, format));
    setAttribute(link, 'download', `drawing-device${deviceId}.${format}`);
  }
}

/** One event-log line: "AppSearch · performActionForShortcutItem · com.company.appname.002". */
export function logLine(entry, apps) {
  const parts = [appName(apps, entry.app), entry.event];
  if (entry.shortcutType) parts.push(entry.shortcutType);
  if (typeof entry.succeeded === 'boolean') parts.push(entry.succeeded ? 'succeeded' : 'failed');
  return parts.filter((p) => typeof p === 'string' && p !== '').join(' · ');
}

/** Formats a device-clock time in seconds as m:ss.SSS. */
export function formatTime(seconds) {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return '';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `${minutes}:${rest.toFixed(3).padStart(6, '0')}`;
}

/** `text` as nodes, `name` in it a link to `url` (plain text when there is no url); `last`: its last occurrence. */
function withLink(text, name, url, { last = false } = {}) {
  const at = url && name ? (last ? text.lastIndexOf(name) : text.indexOf(name)) : -1;
  if (at < 0) return [document.createTextNode(text)];
  return [
    document.createTextNode(text.slice(0, at)), apiLink(name, url),
    document.createTextNode(text.slice(at + name.length)),
  ];
}

/**
 * Appends `log` entries (newest last) and keeps the list scrolled to the bottom unless the reader
 * scrolled up. `replace: true` replaces the whole list.
 */
export function renderLog(root, message, apps, docs = null) {
  const list = byId(root, 'log');
  const pinned = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
  if (message.replace) list.replaceChildren();
  for (const entry of Array.isArray(message.entries) ? message.entries : []) {
    const li = document.createElement('li');
    li.className = 'log-entry';
    li.dataset.event = entry.event ?? '';
    if (entry.succeeded === false) li.dataset.outcome = 'failed';
    if (entry.succeeded === true) li.dataset.outcome = 'succeeded';
    li.dataset.app = entry.app ?? '';
    const line = document.createElement('span');
    line.className = 'log-line';
    const app = document.createElement('strong');
    app.className = 'log-app';
    app.textContent = appName(apps, entry.app);
    const rest = logLine(entry, apps).slice(app.textContent.length);
    line.append(app, ...withLink(rest, entry.event, eventURL(docs, entry.event)));
    li.append(line);
    if (entry.message) {
      const text = document.createElement('span');
      text.className = 'log-message';
      text.textContent = entry.message;
      li.append(text);
    }
    if (typeof entry.time === 'number') {
      const time = document.createElement('time');
      time.className = 'log-time';
      time.textContent = formatTime(entry.time);
      li.prepend(time);
    }
    list.append(li);
  }
  const count = list.children.length;
  byId(root, 'log-count').textContent = count ? String(count) : '';
  byId(root, 'log-empty').hidden = count > 0;
  if (pinned || message.replace) list.scrollTop = list.scrollHeight;
}

/** Refreshes the app names shown in the log after the apps list changed. */
export function relabelLog(root, apps) {
  for (const li of root.querySelectorAll('#log .log-entry')) {
    const app = li.querySelector('.log-app');
    if (app && li.dataset.app) app.textContent = appName(apps, li.dataset.app);
  }
}

/** Appends `diagnostics` entries ({severity, message, app?, code?}); `replace: true` replaces. */
export function renderDiagnostics(root, message, apps, docs = null) {
  const list = byId(root, 'diagnostics');
  if (message.replace) list.replaceChildren();
  for (const entry of Array.isArray(message.entries) ? message.entries : []) {
    const li = document.createElement('li');
    li.className = 'diagnostic';
    const severity = entry.severity === 'error' ? 'error' : entry.severity === 'note' ? 'note' : 'warning';
    li.dataset.severity = severity;
    const badge = document.createElement('span');
    badge.className = 'diagnostic-badge';
    badge.textContent = severity === 'error' ? 'Error' : severity === 'note' ? 'Note' : 'Warning';
    const body = document.createElement('span');
    body.className = 'diagnostic-body';
    const text = document.createElement('span');
    text.className = 'diagnostic-message';
    text.textContent = entry.message ?? '';
    body.append(text);
    const meta = [entry.app ? appName(apps, entry.app) : null, entry.code].filter(Boolean).join(' · ');
    if (meta) {
      const small = document.createElement('span');
      small.className = 'diagnostic-meta';
      small.append(...withLink(meta, entry.code, diagnosticURL(docs, entry.code), { last: true }));
      body.append(small);
    }
    li.append(badge, body);
    list.append(li);
  }
  const count = list.children.length;
  byId(root, 'diagnostics-count').textContent = count ? String(count) : '';
  byId(root, 'diagnostics-empty').hidden = count > 0;
  if (!message.replace) list.scrollTop = list.scrollHeight;
}

/** The latency line in the footer from the latency figures (`ProbeTracker.publish()`). */
export function renderLatency(root, stats) {
  const node = byId(root, 'latency');
  const summary = stats.roundTrip;
  if (!summary.count) {
    node.textContent = 'Latency —';
    return;
  }
  node.textContent = `Latency p50 ${summary.p50.toFixed(1)} ms · p99 ${summary.p99.toFixed(1)} ms · ${summary.count} samples`;
}

/** Shows (or clears, with an empty string) a message from the server or the client. */
export function renderError(root, message) {
  byId(root, 'error-text').textContent = message || '';
}
