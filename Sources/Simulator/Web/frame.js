// The phone around the screen: which frame a profile gets, its geometry in points, and scaling the
// whole device to fit the stage. The device is laid out at 1 CSS px = 1 point and scaled with CSS
// `zoom`, so everything inside the screen is positioned in device points.

/** The profile the page shows before the server's `hello` arrives. */
export const defaultProfile = Object.freeze({
  name: 'iPhone 6s',
  screen: { width: 375, height: 667 },
  hasForceTouch: true,
  maximumPossibleForce: 20 / 3,
});

/**
 * The frame style for a profile: what its `hasHomeButton` says when the server sent it ('home-button'
 * or 'notch'); else by name, 'notch' for the iPhone X family ("iPhone X…", "iPhone 1x…"),
 * 'home-button' for the 6s/7/8/SE family. A profile without either is judged by its screen's
 * shape (taller than 2:1 → notch).
 */
export function frameStyle(profile) {
  if (typeof profile?.hasHomeButton === 'boolean') return profile.hasHomeButton ? 'home-button' : 'notch';
  const name = typeof profile?.name === 'string' ? profile.name : '';
  if (/iPhone\s*(X|1[0-9])/i.test(name)) return 'notch';
  if (/iPhone\s*([2-9]|SE)/i.test(name)) return 'home-button';
  const w = Number(profile?.screen?.width) || defaultProfile.screen.width;
  const h = Number(profile?.screen?.height) || defaultProfile.screen.height;
  return h / w > 2 ? 'notch' : 'home-button';
}

/**
 * The frame's geometry in points for a screen of `width` × `height`: bezels, the body's corner
 * radius, the screen's corner radius and the home button's diameter. Numbers come from the
 * devices' published dimensions (6s/7/8: ≈4.4 mm side and ≈17 mm top/bottom bezels, an 11 mm home
 * button; X: ≈4 mm all round, a 39 pt screen radius, a 209 × 30 pt notch).
 */
export function frameGeometry(style, width, height) {
  if (style === 'notch') {
    const bezel = 18;
    const edge = 4;
    const screenRadius = 39;
    return {
      style, width, height, side: bezel, top: bezel, bottom: bezel, edge,
      bodyWidth: width + 2 * (bezel + edge),
      bodyHeight: height + 2 * (bezel + edge),
      bodyRadius: screenRadius + bezel + edge,
      screenRadius,
      homeButton: 0,
    };
  }
  const side = 24;
  const top = 108;
  const edge = 4;
  return {
    style, width, height, side, top, bottom: top, edge,
    bodyWidth: width + 2 * (side + edge),
    bodyHeight: height + 2 * (top + edge),
    bodyRadius: 62,
    screenRadius: 0,
    homeButton: 68,
  };
}

/** Applies a profile to the device element: frame style, sizes (CSS variables) and labels. */
export function applyProfile(device, profile) {
  const width = Number(profile?.screen?.width) || defaultProfile.screen.width;
  const height = Number(profile?.screen?.height) || defaultProfile.screen.height;
  const style = frameStyle(profile);
  const g = frameGeometry(style, width, height);
  device.dataset.frame = style;
  const set = (name, value) => device.style.setProperty(name, `${value}px`);
  set('--screen-width', width);
  set('--screen-height', height);
  set('--bezel-side', g.side);
  set('--bezel-top', g.top);
  set('--bezel-bottom', g.bottom);
  set('--edge', g.edge);
  set('--body-width', g.bodyWidth);
  set('--body-height', g.bodyHeight);
  set('--body-radius', g.bodyRadius);
  set('--screen-radius', g.screenRadius);
  set('--home-button', g.homeButton);
  const homeButton = device.querySelector('.home-button');
  if (homeButton) homeButton.hidden = style === 'notch';
  const indicator = device.querySelector('.home-indicator');
  if (indicator) indicator.hidden = style !== 'notch';
  return g;
}

/**
 * The scale that fits a body of `bodyWidth` × `bodyHeight` points into `available` CSS px, never
 * above `maximum` (1 = one CSS pixel per point) and never below 0.25.
 */
export function fitScale(bodyWidth, bodyHeight, availableWidth, availableHeight, maximum = 1) {
  const scale = Math.min(availableWidth / bodyWidth, availableHeight / bodyHeight, maximum);
  return Math.max(0.25, Number.isFinite(scale) ? scale : 1);
}

/**
 * One device pixel in the screen's own CSS px, at the screen's `scale` (its CSS zoom) and the
 * browser's `devicePixelRatio`: the least thickness a hairline (a 0.5-pt separator) may get so that
 * it still shows when the page is scaled below 1:1.
 */
export function devicePixel(scale, pixelRatio = 1) {
  const product = scale * pixelRatio;
  return Number.isFinite(product) && product > 0 ? Math.round((1 / product) * 1000) / 1000 : 1;
}

/**
 * Keeps the device scaled to its stage: sets `--device-scale` on the device (and `--device-pixel`,
 * one device pixel at that scale, for hairlines) and the fitted size on
 * its wrapper whenever the stage or the profile changes. Returns a function to call after a
 * profile change.
 */
export function keepFitted(stage, fit, device, { margin = 24, maximum = 1 } = {}) {
  const update = () => {
    const body = {
      width: parseFloat(device.style.getPropertyValue('--body-width')) || 431,
      height: parseFloat(device.style.getPropertyValue('--body-height')) || 891,
    };
    const rect = stage.getBoundingClientRect();
    const styles = getComputedStyle(stage);
    const padX = parseFloat(styles.paddingLeft) + parseFloat(styles.paddingRight);
    const padY = parseFloat(styles.paddingTop) + parseFloat(styles.paddingBottom);
    const availableWidth = Math.max(100, rect.width - padX - 2 * margin);
    const availableHeight = Math.max(100, Math.min(rect.height, window.innerHeight) - padY - 2 * margin);
    const scale = fitScale(body.width, body.height, availableWidth, availableHeight, maximum);
    device.style.setProperty('--device-scale', String(scale));
    device.style.setProperty('--device-pixel', `${devicePixel(scale, window.devicePixelRatio || 1)}px`);
    fit.style.width = `${body.width * scale}px`;
    fit.style.height = `${body.height * scale}px`;
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(update).observe(stage);
  window.addEventListener('resize', update);
  update();
  return update;
}

/**
 * Converts a client (CSS px) position to device points inside the screen element, whatever the
 * current scale: (0, 0) is the screen's top-left corner; values outside 0…width/height mean the
 * pointer left the screen while captured. Rounded to 1/100 pt. `rect` is the screen's
 * `getBoundingClientRect()`, read again when not given.
 */
export function toDevicePoint(screen, clientX, clientY, size, rect = screen.getBoundingClientRect()) {
  const sx = rect.width > 0 ? size.width / rect.width : 1;
  const sy = rect.height > 0 ? size.height / rect.height : 1;
  const round = (v) => Math.round(v * 100) / 100;
  return { x: round((clientX - rect.left) * sx), y: round((clientY - rect.top) * sy) };
}

/** The client (CSS px) position of a device point: the inverse of `toDevicePoint`. */
export function toClientPoint(screen, x, y, size) {
  const rect = screen.getBoundingClientRect();
  return {
    x: rect.left + (x * rect.width) / size.width,
    y: rect.top + (y * rect.height) / size.height,
  };
}
