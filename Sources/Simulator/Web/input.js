// Pointer input: Pointer Events (pen, touch, mouse) with coalesced samples, Safari's webkitForce on
// Force Touch trackpads, and pressure emulation for a plain mouse. The client sends raw values
// (pressure as the browser gives it, webkitForce, pointer type): the server maps them to UIKit force.

import { toDevicePoint } from './frame.js';

/** `pointerId` of presses the keyboard makes (the Pointer Events spec reserves -1 for these). */
import { penAngles, predictedField } from './pen.js';

export const KEYBOARD_POINTER_ID = -1;

/** Wheel: UIKit force units per CSS pixel of `deltaY` (100 px, one mouse notch, = 0.25). */
export const WHEEL_FORCE_PER_PIXEL = 0.0025;

/** Emulated levels (keys 1/2/3) sit this fraction above the threshold, so the smoothed force crosses it. */
export const LEVEL_MARGIN = 0.05;

const round3 = (v) => Math.round(v * 1000) / 1000;

/** The `pointer` message for one sample (see docs/PROTOCOL.md); a pen's angles when it has them. */
export function pointerMessage(kind, sample, point, webkitForce) {
  const message = {
    type: 'pointer',
    event: kind,
    pointerId: sample.pointerId,
    pointerType: sample.pointerType === 'pen' || sample.pointerType === 'touch' ? sample.pointerType : 'mouse',
    x: point.x,
    y: point.y,
    pressure: typeof sample.pressure === 'number' ? round3(sample.pressure) : 0,
    webkitForce: typeof webkitForce === 'number' ? round3(webkitForce) : null,
    buttons: typeof sample.buttons === 'number' ? sample.buttons : 0,
    timeStamp: round3(typeof sample.timeStamp === 'number' ? sample.timeStamp : performance.now()),
  };
  if (sample.angles) Object.assign(message, sample.angles);
  return message;
}

/**
 * The force to emulate for key `1`/`2`/`3` (hint/peek/pop) or `0`, in UIKit units. Key 1 lands
 * half-way between the hint and the peek, so the hint's blur shows; 2 and 3 just past their level.
 */
export function emulatedLevel(key, thresholds, maximumForce) {
  if (key === '0') return 0;
  if (key === '1' && typeof thresholds?.hint === 'number' && typeof thresholds?.peek === 'number') {
    return round3(Math.min(maximumForce, (thresholds.hint + thresholds.peek) / 2));
  }
  const level = { 1: thresholds?.hint, 2: thresholds?.peek, 3: thresholds?.pop }[key];
  if (typeof level !== 'number') return null;
  return round3(Math.min(maximumForce, level * (1 + LEVEL_MARGIN)));
}

/** The force after a wheel event of `deltaY` CSS px (scrolling up presses harder), clamped. */
export function wheelForce(current, deltaY, deltaMode, maximumForce) {
  const pixels = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return round3(Math.min(maximumForce, Math.max(0, current - pixels * WHEEL_FORCE_PER_PIXEL)));
}

/** Which input source a press uses: 'pen' | 'touch' | 'trackpad' | 'emulated' | 'mouse'. */
export function classifySource(pointerType, forceTrackpad, emulated) {
  if (pointerType === 'pen') return 'pen';
  if (pointerType === 'touch') return 'touch';
  if (forceTrackpad) return 'trackpad';
  return emulated ? 'emulated' : 'mouse';
}

/** Whether this browser dispatches `pointerrawupdate` here (Chromium, in secure contexts only). */
export function supportsRawUpdates(win = globalThis) {
  return Boolean(win && 'onpointerrawupdate' in win && win.isSecureContext !== false);
}

export function isTextEntry(target, doc) {
  if (!target || target === doc.body) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || target.isContentEditable;
}

/** What attachInput reaches outside the screen element; each defaults to the page's global. */
export function inputEnvironment(overrides = {}) {
  return {
    document: overrides.document ?? globalThis.document,
    window: overrides.window ?? globalThis.window,
    now: overrides.now ?? (() => performance.now()),
    requestAnimationFrame: overrides.requestAnimationFrame ?? ((work) => requestAnimationFrame(work)),
    cancelAnimationFrame: overrides.cancelAnimationFrame ?? ((id) => cancelAnimationFrame(id)),
  };
}

/**
 * The screen's on-page rectangle, read when a press starts and then once per animation frame while
 * one lasts (in requestAnimationFrame, just before the frame lays the page out anyway), not for
 * every sample: in an input handler that comes right after a patch changed the DOM, reading it would
 * force a style and layout pass. A scroll or a resize reads it again at once (`forget()`).
 *
 * `point(x, y)` maps client coordinates to device points of `size()`; `follow(true)` keeps the
 * rectangle fresh each frame while `pressing()`, `follow(false)` stops.
 */
export function createScreenRect(screen, { size, pressing, env }) {
  let rect = null;
  let frame = 0;
  const forget = () => {
    rect = null;
  };
  const point = (x, y) => {
    if (!rect) rect = screen.getBoundingClientRect();
    return toDevicePoint(screen, x, y, size(), rect);
  };
  const refresh = () => {
    frame = 0;
    if (!pressing()) return;
    rect = screen.getBoundingClientRect();
    frame = env.requestAnimationFrame(refresh);
  };
  const follow = (on) => {
    if (on && !frame) frame = env.requestAnimationFrame(refresh);
    if (!on && frame) {
      env.cancelAnimationFrame(frame);
      frame = 0;
    }
  };
  return { point, forget, follow };
}

/** The fields of a pointer event (or coalesced sample) a `pointer` message carries. */
export function sampleOf(event) {
  return {
    pointerId: event.pointerId,
    pointerType: event.pointerType,
    pressure: event.pressure,
    buttons: event.buttons,
    timeStamp: event.timeStamp,
    angles: penAngles(event),
  };
}

/** The input's state: the presses under way by pointer id, and how the mouse is emulating force. */
export function createInputState() {
  return {
    active: new Map(),
    forceTrackpad: false,
    webkitForce: null,
    rampToggle: false,
    ramping: false,
    emulated: false,
    emulatedForce: 0,
    keyboardPress: null,
  };
}

/**
 * Pressure emulation for a plain mouse (no pen, touch or Force Touch trackpad): `emulate` messages
 * for the ramp (Shift or the toggle), a set force (keys 1/2/3/0, the wheel), and the source report
 * a press makes when it starts emulating.
 */
export function createEmulation(state, { send, onSource }) {
  const mousePress = () => {
    for (const press of state.active.values()) {
      if (press.pointerType === 'mouse' && !state.forceTrackpad) return press;
    }
    return null;
  };
  const mousePressAny = () => [...state.active.values()].some((press) => press.pointerType === 'mouse');
  const reportSource = (press) => {
    onSource?.({
      source: classifySource(press.pointerType, state.forceTrackpad && press.pointerType === 'mouse', press.emulated),
      pointerType: press.pointerType,
    });
  };
  const emulate = (body) => {
    const press = mousePress();
    if (!press) return false;
    if (!press.emulated) {
      press.emulated = true;
      reportSource(press);
    }
    send({ type: 'emulate', ...body });
    return true;
  };
  const startRamp = () => {
    if (state.ramping) return;
    if (emulate({ ramp: 'start' })) state.ramping = true;
  };
  const stopRamp = () => {
    if (!state.ramping) return;
    state.ramping = false;
    emulate({ ramp: 'stop' });
  };
  const setForce = (force) => {
    state.ramping = false;
    state.emulatedForce = force;
    emulate({ force });
  };
  return { mousePress, mousePressAny, reportSource, startRamp, stopRamp, setForce };
}

/** The webkitForce to send with a sample of `pointerType`, or null when not on a Force Touch trackpad. */
export function currentWebkitForce(state, event, pointerType) {
  if (pointerType !== 'mouse' || !state.forceTrackpad) return null;
  if (typeof event.webkitForce === 'number' && event.webkitForce > 0) return event.webkitForce;
  return state.webkitForce ?? 1;
}

/**
 * The event handlers of attachInput, as named functions of the input's parts: `state`
 * (createInputState), `rect` (createScreenRect), `emulation` (createEmulation), `options` (as
 * attachInput's) and `env` (inputEnvironment). `finish(pointerId, kind, event)` ends a press.
 */
export function createPointerHandlers({ screen, state, rect, emulation, options, env }) {
  const { active } = state;

  const finish = (pointerId, kind, event) => {
    const handled = env.now();
    const press = active.get(pointerId);
    if (!press) return;
    active.delete(pointerId);
    const where = event && typeof event.clientX === 'number' && kind === 'up'
      ? rect.point(event.clientX, event.clientY)
      : press.last;
    const sample = event ?? { pointerId, pointerType: press.pointerType, pressure: 0, buttons: 0 };
    options.sendPointer(
      pointerMessage(kind, { ...sampleOf(sample), pointerId, pointerType: press.pointerType },
        where, kind === 'up' ? currentWebkitForce(state, sample, press.pointerType) : null),
      true, handled);
    if (press.pointerType === 'mouse') {
      state.ramping = false;
      state.emulatedForce = 0;
    }
    if (active.size === 0) {
      rect.follow(false);
      rect.forget();
      options.onRelease?.();
    }
  };

  const onPointerDown = (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const handled = env.now();
    event.preventDefault();
    const focused = env.document.activeElement;
    if (focused !== screen && !screen.contains(focused)) {
      screen.focus({ preventScroll: true });
    }
    try {
      screen.setPointerCapture(event.pointerId);
    } catch {
      // Capture can fail for a pointer that is already gone; the press still works uncaptured.
    }
    rect.forget();
    const where = rect.point(event.clientX, event.clientY);
    const press = { pointerType: event.pointerType, last: where, emulated: false };
    active.set(event.pointerId, press);
    rect.follow(true);
    // A press on a web view: the page is asked what is under it first (webview.js).
    options.beforePress?.({ clientX: event.clientX, clientY: event.clientY, point: where });
    options.sendPointer(
      pointerMessage('down', sampleOf(event), where, currentWebkitForce(state, event, event.pointerType)), true, handled);
    emulation.reportSource(press);
    if (event.pointerType === 'mouse' && !state.forceTrackpad && (state.rampToggle || event.shiftKey)) {
      emulation.startRamp();
    }
  };

  // Moves: every coalesced sample of the event, the last one probed.
  const sendMoves = (event, press) => {
    const handled = env.now();
    const samples = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
    const list = samples.length > 0 ? samples : [event];
    for (let i = 0; i < list.length; i += 1) {
      const sample = list[i];
      const where = rect.point(sample.clientX, sample.clientY);
      press.last = where;
      const message = pointerMessage('move', sampleOf(sample.pointerId === undefined ? event : sample), where,
        currentWebkitForce(state, sample, press.pointerType));
      // The last sample carries where the browser predicts the pointer goes (pen.js).
      const predicted = i === list.length - 1 ? predictedField(event, rect.point) : null;
      if (predicted) message.predicted = predicted;
      options.sendPointer(message, i === list.length - 1, handled);
    }
  };
  // Where the browser has `pointerrawupdate` (Chromium, secure contexts: http://127.0.0.1 and
  // localhost count), moves are sent from it: it is dispatched as soon as the input arrives, where
  // `pointermove` waits for the next animation frame. The same samples then reach `pointermove`
  // (coalesced): a press whose moves came raw ignores them, so none is sent twice. A pointer type
  // the browser sends no raw updates for keeps `pointermove`, as do Safari and Firefox.
  const onPointerRawUpdate = (event) => {
    const press = active.get(event.pointerId);
    if (!press) return;
    press.raw = true;
    sendMoves(event, press);
  };
  const onPointerMove = (event) => {
    const press = active.get(event.pointerId);
    if (!press || press.raw) return;
    sendMoves(event, press);
  };

  const onPointerUp = (event) => finish(event.pointerId, 'up', event);
  const onPointerCancel = (event) => finish(event.pointerId, 'cancel', event);
  const onLostCapture = (event) => {
    if (active.has(event.pointerId)) finish(event.pointerId, 'cancel', null);
  };

  // Safari on a Force Touch trackpad: the force arrives in its own events, with no pointer move.
  const onForceWillBegin = (event) => {
    event.preventDefault();
    state.forceTrackpad = true;
  };
  const onForceChanged = (event) => {
    const handled = env.now();
    if (!screen.contains(event.target) && !emulation.mousePressAny()) return;
    event.preventDefault();
    state.forceTrackpad = true;
    state.webkitForce = event.webkitForce;
    for (const [pointerId, press] of active) {
      if (press.pointerType !== 'mouse') continue;
      emulation.reportSource(press);
      options.sendPointer(
        pointerMessage('move', { pointerId, pointerType: 'mouse', pressure: 0.5, buttons: 1, timeStamp: event.timeStamp },
          press.last, event.webkitForce),
        true, handled);
    }
  };

  const onWheel = (event) => {
    const press = emulation.mousePress();
    if (!press) return;
    event.preventDefault();
    emulation.setForce(wheelForce(state.emulatedForce, event.deltaY, event.deltaMode, options.maximumForce()));
  };

  const onKeyDown = (event) => {
    if (isTextEntry(event.target, env.document) || event.metaKey || event.ctrlKey || event.altKey) return;
    if (!emulation.mousePress()) return;
    if (event.key === 'Shift') {
      if (!event.repeat) emulation.startRamp();
      return;
    }
    const level = emulatedLevel(event.key, options.thresholds(), options.maximumForce());
    if (level === null) return;
    event.preventDefault();
    emulation.setForce(level);
  };
  const onKeyUp = (event) => {
    if (event.key === 'Shift' && !state.rampToggle) emulation.stopRamp();
  };
  const onBlur = () => {
    for (const pointerId of [...active.keys()]) finish(pointerId, 'cancel', null);
  };

  return {
    finish, onPointerDown, onPointerMove, onPointerRawUpdate, onPointerUp, onPointerCancel, onLostCapture,
    onForceWillBegin, onForceChanged, onWheel, onKeyDown, onKeyUp, onBlur, forgetRect: rect.forget,
  };
}

/** Adds `handlers` (createPointerHandlers) as listeners on the screen, its document and window. */
export function listenForInput(screen, handlers, { rawUpdates, env }) {
  const doc = env.document;
  screen.addEventListener('pointerdown', handlers.onPointerDown);
  screen.addEventListener('pointermove', handlers.onPointerMove);
  if (rawUpdates) screen.addEventListener('pointerrawupdate', handlers.onPointerRawUpdate);
  screen.addEventListener('pointerup', handlers.onPointerUp);
  screen.addEventListener('pointercancel', handlers.onPointerCancel);
  screen.addEventListener('lostpointercapture', handlers.onLostCapture);
  screen.addEventListener('webkitmouseforcewillbegin', handlers.onForceWillBegin);
  // Force changes arrive as mouse events, which pointer capture does not retarget: listen on the
  // document so a press that drifts off the screen keeps its force.
  doc.addEventListener('webkitmouseforcechanged', handlers.onForceChanged);
  screen.addEventListener('webkitmouseforcedown', (event) => event.preventDefault());
  screen.addEventListener('wheel', handlers.onWheel, { passive: false });
  screen.addEventListener('contextmenu', (event) => event.preventDefault());
  screen.addEventListener('dragstart', (event) => event.preventDefault());
  doc.addEventListener('keydown', handlers.onKeyDown);
  doc.addEventListener('keyup', handlers.onKeyUp);
  env.window.addEventListener('blur', handlers.onBlur);
  env.window.addEventListener('resize', handlers.forgetRect);
  doc.addEventListener('scroll', handlers.forgetRect, { capture: true, passive: true });
}

/**
 * Presses the keyboard makes on a focused element (Enter/Space: a tap; the context-menu key or
 * Shift+F10: a force press at the peek level), sent as pointer `-1`.
 */
export function createKeyboardPresses({ state, handlers, options, env }) {
  const base = { pointerId: KEYBOARD_POINTER_ID, pointerType: 'mouse', pressure: 0.5, buttons: 1 };
  return {
    tap(at) {
      options.sendPointer(pointerMessage('down', { ...base, timeStamp: env.now() }, at, null), false);
      options.sendPointer(pointerMessage('up', { ...base, pressure: 0, buttons: 0, timeStamp: env.now() }, at, null), true);
    },
    press(at, { done = () => false, timeout = 2000 } = {}) {
      if (state.keyboardPress) return;
      state.active.set(KEYBOARD_POINTER_ID, { pointerType: 'mouse', last: at, emulated: true });
      options.sendPointer(pointerMessage('down', { ...base, timeStamp: env.now() }, at, null), true);
      const peek = emulatedLevel('2', options.thresholds(), options.maximumForce());
      options.send({ type: 'emulate', force: peek ?? 4.2 });
      const started = env.now();
      const tick = () => {
        if (!state.active.has(KEYBOARD_POINTER_ID)) {
          state.keyboardPress = null;
          return;
        }
        if (done() || env.now() - started > timeout) {
          state.keyboardPress = null;
          handlers.finish(KEYBOARD_POINTER_ID, 'up', null);
          return;
        }
        state.keyboardPress = env.requestAnimationFrame(tick);
      };
      state.keyboardPress = env.requestAnimationFrame(tick);
    },
  };
}

/**
 * Listens to the screen element and sends `pointer` and `emulate` messages.
 *
 * options: `send(message)` for plain messages; `sendPointer(message, probe, handled)` for pointer
 * messages (`probe` true on the last sample of a dispatched event, `handled` the
 * `performance.now()` at which the event's handler started); `size()` the screen in points;
 * `thresholds()`, `maximumForce()`; `onSource({source, pointerType})` when a press starts or its
 * source changes; `beforePress({clientX, clientY, point})` when a pointer goes down, before its
 * first sample is sent; `onRelease()` when the last pointer lifts; `rawUpdates` to force (true) or
 * refuse (false) sending moves from `pointerrawupdate` (default: where the browser has it); `env`
 * to replace the page's globals (inputEnvironment). The screen's `data-moves` says which event
 * moves are sent from ('pointerrawupdate' | 'pointermove').
 */
export function attachInput(screen, options) {
  const env = inputEnvironment(options.env);
  const rawUpdates = options.rawUpdates ?? supportsRawUpdates(env.window);
  const state = createInputState();
  const rect = createScreenRect(screen, { size: options.size, pressing: () => state.active.size > 0, env });
  const emulation = createEmulation(state, { send: options.send, onSource: options.onSource });
  const handlers = createPointerHandlers({ screen, state, rect, emulation, options, env });
  listenForInput(screen, handlers, { rawUpdates, env });
  const keyboard = createKeyboardPresses({ state, handlers, options, env });
  screen.dataset.moves = rawUpdates ? 'pointerrawupdate' : 'pointermove';

  return {
    /** The "Emulate pressure: ramp" toggle: every plain-mouse press ramps while held. */
    setRampToggle(on) {
      state.rampToggle = Boolean(on);
      if (on && emulation.mousePress()) emulation.startRamp();
      if (!on) emulation.stopRamp();
    },
    get rampToggle() {
      return state.rampToggle;
    },
    /** The force the server reports for the current press (the base for wheel steps). */
    serverForce(force) {
      if (typeof force === 'number' && emulation.mousePress()) state.emulatedForce = force;
    },
    /** Whether a Force Touch trackpad has been seen (Safari's webkitForce events). */
    get forceTrackpad() {
      return state.forceTrackpad;
    },
    /** Whether moves are sent from `pointerrawupdate` (else from `pointermove`). */
    get rawUpdates() {
      return rawUpdates;
    },
    /** Any pointer currently down. */
    get pressing() {
      return state.active.size > 0;
    },
    /**
     * A tap the keyboard makes at device point `at` (Enter or Space on a focused element): `down`
     * then `up`, `pointerId` -1, `pointerType` mouse, no force.
     */
    keyboardTap(at) {
      keyboard.tap(at);
    },
    /**
     * A force press the keyboard makes at device point `at` (the context-menu key or Shift+F10 on
     * a focused element): `down`, then the emulated force set to the peek level; the press is
     * lifted once `done()` turns true (a menu or peek appeared) or after `timeout` ms.
     */
    keyboardPress(at, options) {
      keyboard.press(at, options);
    },
  };
}
