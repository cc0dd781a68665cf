// The page's controls outside the screen: the home button (and ⌘⇧H), the 3D Touch switch and the
// sensitivity radio group, the device picker, "New device" and the ramp toggle; and which way the
// user last interacted (the root's `data-input`: 'keyboard' | 'pointer', for focus rings).

import { isTextEntry } from './input.js';
import * as panels from './panels.js';

/** Keeps the root's `data-input` on the last way the user interacted (keyboard or pointer). */
export function trackInputMode(doc, root) {
  doc.addEventListener('keydown', (event) => {
    if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) root.dataset.input = 'keyboard';
  }, true);
  doc.addEventListener('pointerdown', () => {
    root.dataset.input = 'pointer';
  }, true);
}

/** The sensitivity one arrow key away from `current` (clamped at light and firm), or undefined. */
export function nextSensitivity(current, key) {
  const order = ['light', 'medium', 'firm'];
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[key];
  if (step === undefined) return undefined;
  const at = order.indexOf(current);
  return order[Math.min(order.length - 1, Math.max(0, at + step))];
}

/**
 * Wires the controls of `view` (pageView). actions: `send(message)`, `input` (attachInput's
 * result, for the ramp toggle), `switchDevice(id)`, `createDevice()`.
 */
export function bindControls(view, state, { send, input, switchDevice, createDevice }) {
  const { doc, root, $ } = view;
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
    const next = nextSensitivity(state.settings.sensitivity, event.key);
    if (next === undefined) return;
    event.preventDefault();
    chooseSensitivity(next, true);
  });
  $('language-picker').addEventListener('change', (event) => {
    const language = event.target.value;
    if (!language || language === state.settings.language) return;
    state.settings.language = language;
    send({ type: 'settings', language });
  });
  $('device-picker').addEventListener('change', (event) => switchDevice(event.target.value));
  $('new-device').addEventListener('click', createDevice);
  $('haptic-sound').addEventListener('click', (event) => {
    const on = event.currentTarget.getAttribute('aria-pressed') !== 'true';
    event.currentTarget.setAttribute('aria-pressed', String(on));
  });
  $('ramp-toggle').addEventListener('click', (event) => {
    const on = event.currentTarget.getAttribute('aria-pressed') !== 'true';
    event.currentTarget.setAttribute('aria-pressed', String(on));
    input.setRampToggle(on);
  });
}

/**
 * The `text` message a key press types into the app's editing text field, or null: a printable
 * key types itself, Enter a newline (Return), Backspace one Delete. Keys with ⌘, Ctrl or Alt, and
 * keys typed into the page's own fields, are not the phone's.
 */
export function typingMessage(event, doc) {
  if (event.metaKey || event.ctrlKey || event.altKey || isTextEntry(event.target, doc)) return null;
  if (event.key === 'Enter') return { type: 'text', text: '\n' };
  if (event.key === 'Backspace') return { type: 'text', delete: 1 };
  if (typeof event.key === 'string' && [...event.key].length === 1) return { type: 'text', text: event.key };
  return null;
}

/**
 * Types on the page's keyboard into the app while one of its text fields is editing (the screen
 * shows an element with role textbox and `data-focused`), as iOS's keyboard would; otherwise keys
 * keep their other uses (pressure emulation during a press, ⌘⇧H).
 */
export function bindTyping(view, send) {
  const { doc, screen } = view;
  doc.addEventListener('keydown', (event) => {
    if (!screen.querySelector('[role="textbox"][data-focused="true"]')) return;
    const message = typingMessage(event, doc);
    if (!message) return;
    event.preventDefault();
    send(message);
  });
}
