// frame.js: the frame a profile gets, its geometry, fitting it to the stage, and client px ↔
// device points.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  applyProfile, defaultProfile, devicePixel, fitScale, frameGeometry, frameStyle, toClientPoint, toDevicePoint,
} from '../../Sources/Simulator/Web/frame.js';
import { installDOM } from './Support/dom.mjs';
import { seeded } from './Support/random.mjs';

describe('device pixels', () => {
  it('one device pixel in the screen’s CSS px: 1 at 1:1, more when scaled down or on a denser screen’s inverse', () => {
    assert.equal(devicePixel(1, 1), 1);
    assert.equal(devicePixel(0.5, 1), 2);
    assert.equal(devicePixel(0.6, 1), 1.667);
    assert.equal(devicePixel(1, 2), 0.5);
    assert.equal(devicePixel(0.5, 2), 1);
    assert.equal(devicePixel(0, 1), 1);
    assert.equal(devicePixel(Number.NaN, 1), 1);
  });
});

describe('frame style and geometry', () => {
  it('the iPhone X family has a notch; 6s/7/8/SE a home button; otherwise the screen’s shape decides', () => {
    assert.equal(frameStyle({ name: 'iPhone X' }), 'notch');
    assert.equal(frameStyle({ name: 'iPhone 11 Pro' }), 'notch');
    assert.equal(frameStyle({ name: 'iPhone 6s' }), 'home-button');
    assert.equal(frameStyle({ name: 'iPhone SE' }), 'home-button');
    assert.equal(frameStyle({ name: 'Custom', screen: { width: 375, height: 812 } }), 'notch');
    assert.equal(frameStyle({ name: 'Custom', screen: { width: 375, height: 667 } }), 'home-button');
    assert.equal(frameStyle(null), 'home-button');
    // The server's profile says it outright: the SE (2nd generation) has a home button, the 12 none.
    assert.equal(frameStyle({ name: 'iPhone SE (2nd generation)', hasHomeButton: true }), 'home-button');
    assert.equal(frameStyle({ name: 'iPhone 12', hasHomeButton: false }), 'notch');
    assert.equal(frameStyle({ name: 'Custom', hasHomeButton: false, screen: { width: 375, height: 667 } }), 'notch');
  });

  it('the body is the screen plus bezels and edges on every side', () => {
    const home = frameGeometry('home-button', 375, 667);
    assert.equal(home.bodyWidth, 375 + 2 * (24 + 4));
    assert.equal(home.bodyHeight, 667 + 2 * (108 + 4));
    assert.equal(home.homeButton, 68);
    const notch = frameGeometry('notch', 375, 812);
    assert.equal(notch.bodyWidth, 375 + 2 * (18 + 4));
    assert.equal(notch.bodyRadius, 39 + 18 + 4);
    assert.equal(notch.homeButton, 0);
  });

  it('applyProfile sets the frame, the sizes as CSS variables, and which home control shows', () => {
    const { document } = installDOM();
    const device = document.createElement('div');
    const button = document.createElement('div');
    button.className = 'home-button';
    const indicator = document.createElement('div');
    indicator.className = 'home-indicator';
    device.append(button, indicator);
    applyProfile(device, { name: 'iPhone X', screen: { width: 375, height: 812 } });
    assert.equal(device.dataset.frame, 'notch');
    assert.equal(device.style.getPropertyValue('--screen-height'), '812px');
    assert.equal(device.style.getPropertyValue('--body-width'), '419px');
    assert.equal(button.hidden, true);
    assert.equal(indicator.hidden, false);
    applyProfile(device, {});
    assert.equal(device.dataset.frame, 'home-button');
    assert.equal(device.style.getPropertyValue('--screen-width'), `${defaultProfile.screen.width}px`);
    assert.equal(button.hidden, false);
    assert.equal(indicator.hidden, true);
  });
});

describe('fitting and coordinates', () => {
  it('the scale fits both sides, never above the maximum nor below 0.25', () => {
    assert.equal(fitScale(400, 800, 800, 400), 0.5);
    assert.equal(fitScale(400, 800, 4000, 8000), 1);
    assert.equal(fitScale(400, 800, 4000, 8000, 2), 2);
    assert.equal(fitScale(400, 800, 10, 10), 0.25);
    assert.equal(fitScale(0, 0, 100, 100, Infinity), 1);
  });

  it('client px map to device points at any scale, rounded to 1/100 pt', () => {
    const screen = { getBoundingClientRect: () => ({ left: 100, top: 50, width: 187.5, height: 333.5 }) };
    assert.deepEqual(toDevicePoint(screen, 100, 50, { width: 375, height: 667 }), { x: 0, y: 0 });
    assert.deepEqual(toDevicePoint(screen, 287.5, 383.5, { width: 375, height: 667 }), { x: 375, y: 667 });
    assert.deepEqual(toDevicePoint(screen, 90, 50, { width: 375, height: 667 }), { x: -20, y: 0 }, 'outside while captured');
    const empty = { getBoundingClientRect: () => ({ left: 0, top: 0, width: 0, height: 0 }) };
    assert.deepEqual(toDevicePoint(empty, 3, 4, { width: 375, height: 667 }), { x: 3, y: 4 });
  });

  it('randomized: toClientPoint inverts toDevicePoint within the rounding', () => {
    const { random, replay } = seeded();
    for (let i = 0; i < 500; i += 1) {
      const rect = { left: random.float(-500, 500), top: random.float(-500, 500), width: random.float(50, 1500), height: random.float(50, 1500) };
      const size = { width: random.int(320, 1024), height: random.int(480, 1366) };
      const screen = { getBoundingClientRect: () => rect };
      const x = random.float(0, size.width);
      const y = random.float(0, size.height);
      const client = toClientPoint(screen, x, y, size);
      const back = toDevicePoint(screen, client.x, client.y, size);
      assert.ok(Math.abs(back.x - x) <= 0.005 + 1e-9 && Math.abs(back.y - y) <= 0.005 + 1e-9,
        `(${x}, ${y}) → ${JSON.stringify(client)} → ${JSON.stringify(back)} in ${JSON.stringify(rect)}; ${replay}`);
    }
  });
});
