// haptics.js: which log entries are haptics, the frame's pulse, vibration, and sound only when
// the user asked for it.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createHaptics, hapticsIn, soundPatterns, vibrationPatterns } from '../../Sources/Simulator/Web/haptics.js';
import { installDOM } from './Support/dom.mjs';
import { SeededRandom } from './Support/random.mjs';

describe('hapticsIn', () => {
  it('takes the haptic entries of new log lines, in order, and none of a replayed log', () => {
    const entries = [
      { app: 'a', event: 'haptic', pattern: 'peek' },
      { app: 'a', event: 'didBecomeActive' },
      { app: 'a', event: 'haptic', pattern: 'pop' },
      { app: 'a', event: 'haptic', pattern: 'unknown' },
      { app: 'a', event: 'haptic', pattern: 'noActions' },
    ];
    assert.deepEqual(hapticsIn({ type: 'log', entries }), ['peek', 'pop', 'noActions']);
    assert.deepEqual(hapticsIn({ type: 'log', entries, replace: true }), []);
    assert.deepEqual(hapticsIn({ type: 'log' }), []);
    assert.deepEqual(hapticsIn(null), []);
  });

  it('randomized (seed 0x16a): finds exactly the haptics among any entries', () => {
    const generator = new SeededRandom(0x16a);
    const random = () => generator.next();
    const events = ['haptic', 'log', 'commitViewController', 'viewControllerForLocation'];
    const patterns = ['peek', 'pop', 'noActions', 'tick', undefined];
    for (let round = 0; round < 200; round += 1) {
      const entries = Array.from({ length: Math.floor(random() * 8) }, () => ({
        event: events[Math.floor(random() * events.length)],
        pattern: patterns[Math.floor(random() * patterns.length)],
      }));
      const expected = entries
        .filter((e) => e.event === 'haptic' && ['peek', 'pop', 'noActions'].includes(e.pattern))
        .map((e) => e.pattern);
      assert.deepEqual(hapticsIn({ entries }), expected);
    }
  });
});

describe('createHaptics', () => {
  it('pulses the frame with the pattern, vibrates, and stays silent unless sound is on', () => {
    const { document } = installDOM();
    const device = document.createElement('div');
    const vibrations = [];
    const tones = [];
    const audio = {
      currentTime: 0,
      destination: {},
      createOscillator: () => ({
        frequency: {}, connect: (node) => node, start: (at) => tones.push(at), stop: () => {},
      }),
      createGain: () => ({ gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n) => n }),
    };
    let sound = false;
    const play = createHaptics(device, { nav: { vibrate: (p) => vibrations.push(p) }, soundEnabled: () => sound, audio });
    play('peek');
    assert.equal(device.dataset.haptic, 'peek');
    assert.equal(device.dataset.hapticCount, '1');
    assert.ok(device.classList.contains('haptic-pulse'));
    assert.deepEqual(vibrations, [vibrationPatterns.peek]);
    assert.equal(tones.length, 0);
    sound = true;
    play('noActions');
    assert.equal(device.dataset.haptic, 'noActions');
    assert.equal(tones.length, soundPatterns.noActions.length);
    play('nonsense');
    assert.equal(device.dataset.hapticCount, '2');
  });
});
