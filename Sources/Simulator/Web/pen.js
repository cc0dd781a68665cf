// A pen's angles and predicted samples for `pointer` messages (docs/PROTOCOL.md, "Pens").
//
// Pointer Events give a pen's tilt as `altitudeAngle`/`azimuthAngle` (radians, UIKit's conventions:
// π/2 upright; 0 along +x, growing towards +y) where the browser has them, else as `tiltX`/`tiltY`
// (degrees), converted here as the Pointer Events specification does. Predicted samples come from
// `getPredictedEvents()`.

const round4 = (v) => Math.round(v * 10000) / 10000;
// Rounded, then kept in range: π/2 rounds up to 1.5708, past the upright altitude the server allows.
const altitude4 = (v) => Math.max(0, Math.min(Math.PI / 2, round4(v)));
const azimuth4 = (v) => Math.max(0, Math.min(2 * Math.PI, round4(v)));

/** `{altitudeAngle, azimuthAngle}` from `tiltX`/`tiltY` in degrees (Pointer Events' conversion). */
export function anglesFromTilt(tiltX, tiltY) {
  const x = Math.max(-90, Math.min(90, tiltX));
  const y = Math.max(-90, Math.min(90, tiltY));
  if (x === 0 && y === 0) return { altitudeAngle: Math.PI / 2, azimuthAngle: 0 };
  const rad = Math.PI / 180;
  if (Math.abs(x) === 90 || Math.abs(y) === 90) {
    const azimuth = Math.abs(x) === 90 ? (x > 0 ? 0 : Math.PI) : (y > 0 ? Math.PI / 2 : 3 * Math.PI / 2);
    return { altitudeAngle: 0, azimuthAngle: azimuth };
  }
  const tx = Math.tan(x * rad);
  const ty = Math.tan(y * rad);
  let azimuth = Math.atan2(ty, tx);
  if (azimuth < 0) azimuth += 2 * Math.PI;
  return { altitudeAngle: Math.atan(1 / Math.hypot(tx, ty)), azimuthAngle: azimuth };
}

/** A pen event's angles (radians, rounded), or null for fingers, mice and pens that report none. */
export function penAngles(event) {
  if (!event || event.pointerType !== 'pen') return null;
  let angles = null;
  if (typeof event.altitudeAngle === 'number' && typeof event.azimuthAngle === 'number') {
    angles = { altitudeAngle: event.altitudeAngle, azimuthAngle: event.azimuthAngle };
  } else if (typeof event.tiltX === 'number' && typeof event.tiltY === 'number') {
    angles = anglesFromTilt(event.tiltX, event.tiltY);
  }
  if (!angles || !Number.isFinite(angles.altitudeAngle) || !Number.isFinite(angles.azimuthAngle)) return null;
  return {
    altitudeAngle: altitude4(angles.altitudeAngle),
    azimuthAngle: azimuth4(angles.azimuthAngle),
  };
}

/**
 * The message's `predicted` field for `event`: six numbers a sample (x, y, pressure, timeStamp,
 * altitudeAngle, azimuthAngle), at most 8 samples, positions mapped by `point(clientX, clientY)`;
 * null when the browser predicts nothing.
 */
export function predictedField(event, point) {
  const list = typeof event?.getPredictedEvents === 'function' ? event.getPredictedEvents() : [];
  if (!list || list.length === 0) return null;
  const numbers = [];
  for (const sample of list.slice(0, 8)) {
    const where = point(sample.clientX, sample.clientY);
    const angles = penAngles(sample) ?? { altitudeAngle: Math.PI / 2, azimuthAngle: 0 };
    numbers.push(
      where.x, where.y, Math.max(0, Math.min(1, Math.round((sample.pressure ?? 0) * 1000) / 1000)),
      Math.max(0, Math.round(sample.timeStamp * 1000) / 1000), altitude4(angles.altitudeAngle), azimuth4(angles.azimuthAngle));
  }
  return numbers;
}
