// pen.js: a pen's angles from Pointer Events, and predicted samples for `pointer` messages.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { anglesFromTilt, penAngles, predictedField } from '../../Sources/Simulator/Web/pen.js';
import { SeededRandom } from './Support/random.mjs';

describe('pen angles', () => {
  it('tilt 0/0 is upright; tilting along x or y points the azimuth that way', () => {
    assert.deepEqual(anglesFromTilt(0, 0), { altitudeAngle: Math.PI / 2, azimuthAngle: 0 });
    const right = anglesFromTilt(45, 0);
    assert.ok(Math.abs(right.altitudeAngle - Math.PI / 4) < 1e-12 && right.azimuthAngle === 0);
    const down = anglesFromTilt(0, 30);
    assert.ok(Math.abs(down.azimuthAngle - Math.PI / 2) < 1e-12 && Math.abs(down.altitudeAngle - Math.PI / 3) < 1e-12);
    assert.deepEqual(anglesFromTilt(-90, 0), { altitudeAngle: 0, azimuthAngle: Math.PI });
  });

  it('native angles win over tilt; fingers and mice have none', () => {
    assert.deepEqual(penAngles({ pointerType: 'pen', altitudeAngle: 1, azimuthAngle: 2, tiltX: 50, tiltY: 0 }),
      { altitudeAngle: 1, azimuthAngle: 2 });
    assert.equal(penAngles({ pointerType: 'touch', altitudeAngle: 1, azimuthAngle: 2 }), null);
    assert.equal(penAngles({ pointerType: 'pen' }), null);
  });

  it('an upright pen stays within π/2 after rounding (the server refuses more)', () => {
    // What Chromium reports for a pen that gives no tilt: upright, and π/2 rounds up to 1.5708.
    const upright = penAngles({ pointerType: 'pen', altitudeAngle: Math.PI / 2, azimuthAngle: 2 * Math.PI });
    assert.ok(upright.altitudeAngle <= Math.PI / 2 && upright.azimuthAngle <= 2 * Math.PI, JSON.stringify(upright));
    const tilted = penAngles({ pointerType: 'pen', tiltX: 0, tiltY: 0 });
    assert.ok(tilted.altitudeAngle <= Math.PI / 2, JSON.stringify(tilted));
    const predicted = predictedField({ getPredictedEvents: () => [
      { pointerType: 'pen', clientX: 0, clientY: 0, pressure: 1, timeStamp: 1, altitudeAngle: Math.PI / 2, azimuthAngle: 0 }] },
    (x, y) => ({ x, y }));
    assert.ok(predicted[4] <= Math.PI / 2, JSON.stringify(predicted));
  });

  it('randomized tilts give angles in range (seed 0x7E17)', () => {
    const generator = new SeededRandom(0x7E17);
    const random = () => generator.next();
    for (let i = 0; i < 2000; i += 1) {
      const angles = penAngles({ pointerType: 'pen', tiltX: random() * 180 - 90, tiltY: random() * 180 - 90 });
      assert.ok(angles.altitudeAngle >= 0 && angles.altitudeAngle <= Math.PI / 2, JSON.stringify(angles));
      assert.ok(angles.azimuthAngle >= 0 && angles.azimuthAngle <= 2 * Math.PI, JSON.stringify(angles));
    }
  });

  it('predicted events become six numbers each, at most eight samples', () => {
    const event = {
      getPredictedEvents: () => Array.from({ length: 10 }, (_, i) => (
        { pointerType: 'pen', clientX: i, clientY: 2 * i, pressure: 0.5, timeStamp: 100 + i, altitudeAngle: 1, azimuthAngle: 0.5 })),
    };
    const numbers = predictedField(event, (x, y) => ({ x: x + 1, y }));
    assert.equal(numbers.length, 48);
    assert.deepEqual(numbers.slice(0, 6), [1, 0, 0.5, 100, 1, 0.5]);
    assert.equal(predictedField({}, (x, y) => ({ x, y })), null);
  });
});
