// input.js: pointer events → `pointer` messages (device points, probes, coalesced samples, raw
// updates), mouse pressure emulation (ramp, keys, wheel), Safari's webkitForce, keyboard presses.

import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';

import {
  attachInput, classifySource, emulatedLevel, KEYBOARD_POINTER_ID, LEVEL_MARGIN, pointerMessage,
  supportsRawUpdates, wheelForce, WHEEL_FORCE_PER_PIXEL,
} from '../../Sources/Simulator/Web/input.js';
import { installDOM, StandInEvent } from './Support/dom.mjs';
import { seeded } from './Support/random.mjs';

const thresholds = { hint: 1, peek: 4, pop: 16 / 3 };
const maximum = 20 / 3;

describe('pointerMessage', () => {
  it('carries the sample as docs/PROTOCOL.md names it, rounded to 1/1000', () => {
    const message = pointerMessage('move', {
      pointerId: 3, pointerType: 'pen', pressure: 0.123456, buttons: 1, timeStamp: 1234.56789,
    }, { x: 10.5, y: 20.25 }, 1.98765);
    assert.deepEqual(message, {
      type: 'pointer', event: 'move', pointerId: 3, pointerType: 'pen', x: 10.5, y: 20.25,
      pressure: 0.123, webkitForce: 1.988, buttons: 1, timeStamp: 1234.568,
    });
  });

  it('sends any pointer type but pen and touch as mouse, and absent numbers as 0 or null', () => {
    const message = pointerMessage('down', { pointerId: 1, pointerType: 'stylus', timeStamp: 5 }, { x: 0, y: 0 });
    assert.equal(message.pointerType, 'mouse');
    assert.equal(message.pressure, 0);
    assert.equal(message.buttons, 0);
    assert.equal(message.webkitForce, null);
    assert.equal(pointerMessage('down', { pointerType: 'touch', timeStamp: 1 }, { x: 0, y: 0 }).pointerType, 'touch');
  });

  it('stamps a sample without a timeStamp with the current time', () => {
    const before = performance.now();
    const message = pointerMessage('up', { pointerId: 1, pointerType: 'mouse' }, { x: 1, y: 2 });
    assert.ok(message.timeStamp >= Math.floor(before) && message.timeStamp <= performance.now() + 1);
  });
});

describe('emulated force', () => {
  it('key 1 lands mid-hint; 2/3 sit a margin above peek/pop; 0 releases; other keys are not levels', () => {
    assert.equal(emulatedLevel('1', thresholds, maximum), 2.5);
    assert.equal(emulatedLevel('1', { hint: 1, peek: 4.8, pop: 6 }, maximum), 2.9);
    assert.equal(emulatedLevel('1', { hint: 1 }, maximum), Math.round(1 * (1 + LEVEL_MARGIN) * 1000) / 1000);
    assert.equal(emulatedLevel('2', thresholds, maximum), 4.2);
    assert.equal(emulatedLevel('3', thresholds, maximum), 5.6);
    assert.equal(emulatedLevel('0', thresholds, maximum), 0);
    assert.equal(emulatedLevel('4', thresholds, maximum), null);
    assert.equal(emulatedLevel('2', null, maximum), null);
  });

  it('never above the maximum force', () => {
    assert.equal(emulatedLevel('3', { hint: 1, peek: 4, pop: 6.6 }, maximum), Math.round(maximum * 1000) / 1000);
  });

  it('the wheel presses harder scrolling up, by pixels, lines (33 px) or pages (400 px), clamped', () => {
    assert.equal(wheelForce(1, -100, 0, maximum), 1 + 100 * WHEEL_FORCE_PER_PIXEL);
    assert.equal(wheelForce(1, 100, 0, maximum), 0.75);
    assert.equal(wheelForce(1, -3, 1, maximum), Math.round((1 + 99 * WHEEL_FORCE_PER_PIXEL) * 1000) / 1000);
    assert.equal(wheelForce(1, -1, 2, maximum), 2);
    assert.equal(wheelForce(0.1, 1000, 0, maximum), 0);
    assert.equal(wheelForce(6, -1000, 0, maximum), Math.round(maximum * 1000) / 1000);
  });

  it('randomized: the wheel force stays within 0…maximum and moves against deltaY', () => {
    const { random, replay } = seeded();
    for (let i = 0; i < 500; i += 1) {
      const current = random.float(0, maximum);
      const deltaY = random.float(-500, 500);
      const mode = random.int(0, 2);
      const next = wheelForce(current, deltaY, mode, maximum);
      assert.ok(next >= 0 && next <= maximum + 0.0005, `${next} out of range; ${replay}`);
      if (deltaY > 0) assert.ok(next <= current + 0.0005, `${current} → ${next} for deltaY ${deltaY}; ${replay}`);
      if (deltaY < 0) assert.ok(next >= current - 0.0005, `${current} → ${next} for deltaY ${deltaY}; ${replay}`);
    }
  });
});

describe('classifySource and supportsRawUpdates', () => {
  it('pen and touch by pointer type; a mouse is a trackpad, emulated or plain', () => {
    assert.equal(classifySource('pen', true, true), 'pen');
    assert.equal(classifySource('touch', false, false), 'touch');
    assert.equal(classifySource('mouse', true, false), 'trackpad');
    assert.equal(classifySource('mouse', false, true), 'emulated');
    assert.equal(classifySource('mouse', false, false), 'mouse');
  });

  it('raw updates where the window has onpointerrawupdate in a secure context', () => {
    assert.equal(supportsRawUpdates({ onpointerrawupdate: null, isSecureContext: true }), true);
    assert.equal(supportsRawUpdates({ onpointerrawupdate: null, isSecureContext: false }), false);
    assert.equal(supportsRawUpdates({ isSecureContext: true }), false);
    assert.equal(supportsRawUpdates(null), false);
  });
});

/** A screen of 375 × 667 points drawn at half size at (100, 50), with attachInput on it. */
function harness({ rawUpdates = true, size = { width: 375, height: 667 } } = {}) {
  const { document, window } = installDOM();
  const screen = document.createElement('div');
  screen.id = 'screen';
  // As index.html's screen: focusable, so that a press can focus it.
  screen.tabIndex = 0;
  screen.setRect({ left: 100, top: 50, width: size.width / 2, height: size.height / 2 });
  document.body.append(screen);
  const frames = new Map();
  let nextFrame = 1;
  let now = 1000;
  const sent = [];
  const plain = [];
  const sources = [];
  let releases = 0;
  const input = attachInput(screen, {
    rawUpdates,
    send: (message) => plain.push(message),
    sendPointer: (message, probe, handled) => sent.push({ message, probe, handled }),
    size: () => size,
    thresholds: () => thresholds,
    maximumForce: () => maximum,
    onSource: (source) => sources.push(source),
    onRelease: () => {
      releases += 1;
    },
    env: {
      document,
      window,
      now: () => now,
      requestAnimationFrame: (work) => {
        frames.set(nextFrame, work);
        nextFrame += 1;
        return nextFrame - 1;
      },
      cancelAnimationFrame: (id) => frames.delete(id),
    },
  });
  const fire = (target, type, init = {}) => target.dispatchEvent(new StandInEvent(type, { bubbles: true, ...init }));
  const pen = (x, y, extra = {}) => ({
    pointerId: 7, pointerType: 'pen', clientX: x, clientY: y, pressure: 0.3, buttons: 1, button: 0, timeStamp: now, ...extra,
  });
  return {
    document, window, screen, input, sent, plain, sources, frames, fire, pen,
    get releases() { return releases; },
    advance(ms) { now += ms; },
    runFrames() {
      const due = [...frames.entries()];
      frames.clear();
      for (const [, work] of due) work();
    },
  };
}

describe('attachInput: pointers', () => {
  let h;
  beforeEach(() => {
    h = harness();
  });

  it('says on the screen which event moves come from', () => {
    assert.equal(h.screen.dataset.moves, 'pointerrawupdate');
    assert.equal(harness({ rawUpdates: false }).screen.dataset.moves, 'pointermove');
  });

  it('a pen press: down, moves and up in device points, each event probed once', () => {
    h.fire(h.screen, 'pointerdown', h.pen(110, 60));
    h.fire(h.screen, 'pointerrawupdate', h.pen(120, 70, { pressure: 0.5 }));
    h.fire(h.screen, 'pointerup', h.pen(120, 70, { pressure: 0, buttons: 0 }));
    assert.deepEqual(h.sent.map(({ message, probe }) => [message.event, message.x, message.y, probe]), [
      ['down', 20, 20, true], ['move', 40, 40, true], ['up', 40, 40, true],
    ]);
    assert.equal(h.sent[1].message.pressure, 0.5);
    assert.equal(h.sent[0].message.pointerType, 'pen');
    assert.deepEqual(h.screen.capturedPointers, [7]);
    assert.equal(h.document.activeElement, h.screen, 'a press focuses the screen');
    assert.deepEqual(h.sources, [{ source: 'pen', pointerType: 'pen' }]);
    assert.equal(h.releases, 1);
    assert.equal(h.input.pressing, false);
  });

  it('sends every coalesced sample of a raw update, probing the last, and ignores the same samples in pointermove', () => {
    h.fire(h.screen, 'pointerdown', h.pen(110, 60));
    const samples = [111, 112, 113].map((x) => new StandInEvent('pointermove', h.pen(x, 60)));
    h.fire(h.screen, 'pointerrawupdate', h.pen(113, 60, { coalescedEvents: samples }));
    h.fire(h.screen, 'pointermove', h.pen(113, 60, { coalescedEvents: samples }));
    const moves = h.sent.filter(({ message }) => message.event === 'move');
    assert.deepEqual(moves.map(({ message, probe }) => [message.x, probe]), [[22, false], [24, false], [26, true]]);
  });

  it('without raw updates, pointermove sends the samples', () => {
    const f = harness({ rawUpdates: false });
    f.fire(f.screen, 'pointerdown', f.pen(110, 60));
    f.fire(f.screen, 'pointerrawupdate', f.pen(112, 60));
    f.fire(f.screen, 'pointermove', f.pen(112, 60));
    assert.deepEqual(f.sent.map(({ message }) => message.event), ['down', 'move']);
  });

  it('moves of a pointer that is not pressed are not sent; a right click does not press', () => {
    h.fire(h.screen, 'pointermove', h.pen(120, 70));
    h.fire(h.screen, 'pointerdown', { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 110, clientY: 60 });
    assert.deepEqual(h.sent, []);
    assert.equal(h.input.pressing, false);
  });

  it('reads the screen rectangle when a press starts and once per frame while it lasts', () => {
    h.fire(h.screen, 'pointerdown', h.pen(110, 60));
    const reads = h.screen.rectReads;
    for (let x = 111; x < 120; x += 1) h.fire(h.screen, 'pointerrawupdate', h.pen(x, 60));
    assert.equal(h.screen.rectReads, reads, 'no read per sample');
    h.screen.setRect({ left: 200, top: 50, width: 187.5, height: 333.5 });
    h.runFrames();
    h.fire(h.screen, 'pointerrawupdate', h.pen(210, 60));
    assert.equal(h.sent.at(-1).message.x, 20, 'the move is mapped against where the screen is now');
    h.fire(h.screen, 'pointerup', h.pen(210, 60));
    assert.equal(h.frames.size, 0, 'no frame callback is left once the press ends');
  });

  it('a cancelled press or a lost capture sends cancel at the last point; a blur cancels every press', () => {
    h.fire(h.screen, 'pointerdown', h.pen(110, 60));
    h.fire(h.screen, 'pointercancel', h.pen(300, 300));
    assert.deepEqual([h.sent.at(-1).message.event, h.sent.at(-1).message.x], ['cancel', 20]);
    h.fire(h.screen, 'pointerdown', h.pen(110, 60, { pointerId: 8 }));
    h.fire(h.screen, 'lostpointercapture', { pointerId: 8 });
    assert.equal(h.sent.at(-1).message.event, 'cancel');
    h.fire(h.screen, 'pointerdown', h.pen(110, 60, { pointerId: 9 }));
    h.fire(h.screen, 'pointerdown', h.pen(120, 60, { pointerId: 10 }));
    h.window.dispatchEvent(new StandInEvent('blur'));
    assert.deepEqual(h.sent.slice(-2).map(({ message }) => [message.event, message.pointerId]), [['cancel', 9], ['cancel', 10]]);
    assert.equal(h.input.pressing, false);
  });
});

describe('attachInput: mouse emulation', () => {
  let h;
  const mouse = (x, y, extra = {}) => ({
    pointerId: 1, pointerType: 'mouse', clientX: x, clientY: y, pressure: 0.5, buttons: 1, button: 0, timeStamp: 0, ...extra,
  });
  beforeEach(() => {
    h = harness();
  });

  it('Shift ramps while held; keys 1/2/3/0 set the levels; the wheel steps from the server’s force', () => {
    h.fire(h.screen, 'pointerdown', mouse(110, 60));
    assert.deepEqual(h.sources.at(-1), { source: 'mouse', pointerType: 'mouse' });
    h.fire(h.document, 'keydown', { key: 'Shift' });
    h.fire(h.document, 'keydown', { key: 'Shift', repeat: true });
    h.fire(h.document, 'keyup', { key: 'Shift' });
    h.fire(h.document, 'keydown', { key: '2' });
    h.fire(h.document, 'keydown', { key: '0' });
    h.input.serverForce(2);
    const wheel = new StandInEvent('wheel', { bubbles: true, deltaY: -100, deltaMode: 0 });
    h.screen.dispatchEvent(wheel);
    assert.equal(wheel.defaultPrevented, true);
    assert.deepEqual(h.plain, [
      { type: 'emulate', ramp: 'start' }, { type: 'emulate', ramp: 'stop' }, { type: 'emulate', force: 4.2 },
      { type: 'emulate', force: 0 }, { type: 'emulate', force: 2.25 },
    ]);
    assert.deepEqual(h.sources.at(-1), { source: 'emulated', pointerType: 'mouse' });
  });

  it('a Shift-press ramps from the start; the ramp toggle ramps every press until turned off', () => {
    h.fire(h.screen, 'pointerdown', mouse(110, 60, { shiftKey: true }));
    assert.deepEqual(h.plain, [{ type: 'emulate', ramp: 'start' }]);
    h.fire(h.screen, 'pointerup', mouse(110, 60));
    h.input.setRampToggle(true);
    assert.equal(h.input.rampToggle, true);
    h.fire(h.screen, 'pointerdown', mouse(110, 60));
    h.fire(h.document, 'keyup', { key: 'Shift' });
    assert.equal(h.plain.length, 2, 'releasing Shift does not stop a toggled ramp');
    h.input.setRampToggle(false);
    assert.deepEqual(h.plain.at(-1), { type: 'emulate', ramp: 'stop' });
  });

  it('keys do nothing without a mouse press, in a text field, or with a modifier', () => {
    h.fire(h.document, 'keydown', { key: '2' });
    h.fire(h.screen, 'pointerdown', mouse(110, 60));
    const field = h.document.createElement('input');
    h.document.body.append(field);
    h.fire(field, 'keydown', { key: '2' });
    h.fire(h.document, 'keydown', { key: '2', ctrlKey: true });
    h.fire(h.document, 'keydown', { key: 'x' });
    assert.deepEqual(h.plain, []);
  });

  it('a pen press is not emulated: keys and the wheel leave it alone', () => {
    h.fire(h.screen, 'pointerdown', h.pen(110, 60));
    h.fire(h.document, 'keydown', { key: '3' });
    h.screen.dispatchEvent(new StandInEvent('wheel', { deltaY: -100, deltaMode: 0 }));
    assert.deepEqual(h.plain, []);
  });

  it('a Force Touch trackpad (webkitForce) sends its force on the mouse press and stops emulation', () => {
    h.fire(h.screen, 'webkitmouseforcewillbegin', {});
    h.fire(h.screen, 'pointerdown', mouse(110, 60, { webkitForce: 1.5 }));
    assert.equal(h.sent.at(-1).message.webkitForce, 1.5);
    h.fire(h.screen, 'webkitmouseforcechanged', { webkitForce: 2.25, timeStamp: 9 });
    assert.deepEqual([h.sent.at(-1).message.event, h.sent.at(-1).message.webkitForce, h.sent.at(-1).message.x],
      ['move', 2.25, 20]);
    assert.equal(h.input.forceTrackpad, true);
    assert.deepEqual(h.sources.at(-1), { source: 'trackpad', pointerType: 'mouse' });
    h.fire(h.document, 'keydown', { key: '2' });
    assert.deepEqual(h.plain, [], 'no emulation on a trackpad');
  });
});

describe('attachInput: keyboard presses', () => {
  it('a tap is down then up at the point, pointer -1, only the up probed', () => {
    const h = harness();
    h.input.keyboardTap({ x: 30, y: 40 });
    assert.deepEqual(h.sent.map(({ message, probe }) => [message.event, message.pointerId, message.x, probe]), [
      ['down', KEYBOARD_POINTER_ID, 30, false], ['up', KEYBOARD_POINTER_ID, 30, true],
    ]);
  });

  it('a force press sets the peek level and lifts once done() turns true', () => {
    const h = harness();
    let done = false;
    h.input.keyboardPress({ x: 30, y: 40 }, { done: () => done });
    assert.deepEqual(h.plain, [{ type: 'emulate', force: 4.2 }]);
    h.input.keyboardPress({ x: 30, y: 40 });
    assert.equal(h.sent.length, 1, 'a second press while one lasts is ignored');
    h.runFrames();
    assert.equal(h.sent.length, 1);
    done = true;
    h.runFrames();
    assert.deepEqual(h.sent.map(({ message }) => message.event), ['down', 'up']);
    assert.equal(h.input.pressing, false);
  });

  it('a force press lifts after its timeout', () => {
    const h = harness();
    h.input.keyboardPress({ x: 1, y: 2 }, { timeout: 100 });
    h.runFrames();
    h.advance(101);
    h.runFrames();
    assert.deepEqual(h.sent.map(({ message }) => message.event), ['down', 'up']);
  });
});

describe('attachInput: randomized presses', () => {
  it('every press sends down, its moves in order, then exactly one up or cancel', () => {
    const { random, replay } = seeded();
    const h = harness({ rawUpdates: random.chance(0.5) });
    const open = new Map();
    const expected = [];
    for (let step = 0; step < 400; step += 1) {
      const id = random.int(1, 3);
      const type = random.pick(['pen', 'touch']);
      const x = 100 + random.int(0, 187);
      const y = 50 + random.int(0, 333);
      if (!open.has(id)) {
        h.fire(h.screen, 'pointerdown', { pointerId: id, pointerType: type, clientX: x, clientY: y, buttons: 1, button: 0 });
        open.set(id, type);
        expected.push(['down', id]);
      } else if (random.chance(0.7)) {
        h.fire(h.screen, h.input.rawUpdates ? 'pointerrawupdate' : 'pointermove',
          { pointerId: id, pointerType: open.get(id), clientX: x, clientY: y, buttons: 1 });
        expected.push(['move', id]);
      } else {
        const kind = random.chance(0.8) ? 'up' : 'cancel';
        h.fire(h.screen, kind === 'up' ? 'pointerup' : 'pointercancel', { pointerId: id, pointerType: open.get(id), clientX: x, clientY: y });
        open.delete(id);
        expected.push([kind, id]);
      }
    }
    assert.deepEqual(h.sent.map(({ message }) => [message.event, message.pointerId]), expected, replay);
    for (const { message } of h.sent) {
      assert.ok(message.x >= 0 && message.x <= 375 && message.y >= 0 && message.y <= 667, `${JSON.stringify(message)}; ${replay}`);
    }
  });
});
