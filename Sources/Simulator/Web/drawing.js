// A view's `draw(_:)` drawing (`attributes.drawing`, TouchKit's `RenderDrawing`) replayed with
// Canvas 2D at the device pixel ratio, under the view's subviews (docs/Drawing.md, docs/PROTOCOL.md
// "Drawing"). Each operation is drawn on its own: the clip (view space), then the transform (user
// space → view space), then the paint with its colour, line attributes, alpha and blend mode.
//
//   div.node
//     canvas.node-drawing   (this drawing, at the top-left of the view)
//     div.node-children     (subviews, above it)

/** The most operations drawn from one drawing, as the server sends at most (RenderDrawing.commandLimit). */
export const OPERATION_LIMIT = 2000;

const finite = (v, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The drawing's wire form (`{size, ops, dropped}`) checked: null when it is not one. */
export function readDrawing(json) {
  if (!json || typeof json !== 'object' || !Array.isArray(json.ops)) return null;
  const size = Array.isArray(json.size) ? json.size : [];
  return {
    width: Math.max(0, finite(size[0])),
    height: Math.max(0, finite(size[1])),
    ops: json.ops.filter((op) => op && typeof op === 'object').slice(0, OPERATION_LIMIT),
    dropped: Math.max(0, Math.trunc(finite(json.dropped))),
  };
}

/** SVG path data (`M x y`, `L x y`, `Q x1 y1 x y`, `C x1 y1 x2 y2 x y`, `Z`) as `[letter, ...numbers]` steps. */
export function parsePath(data) {
  if (typeof data !== 'string') return [];
  const tokens = data.match(/[MLQCZ]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const counts = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
  const steps = [];
  for (let i = 0; i < tokens.length; ) {
    const letter = tokens[i++];
    const count = counts[letter];
    if (count === undefined) continue;
    const numbers = tokens.slice(i, i + count).map(Number);
    i += count;
    if (numbers.length !== count || numbers.some((n) => !Number.isFinite(n))) break;
    steps.push([letter, ...numbers]);
  }
  return steps;
}

/** Adds the path `data` to `ctx`'s current path (after `beginPath()`). */
export function tracePath(ctx, data) {
  ctx.beginPath();
  for (const [letter, ...n] of parsePath(data)) {
    if (letter === 'M') ctx.moveTo(n[0], n[1]);
    else if (letter === 'L') ctx.lineTo(n[0], n[1]);
    else if (letter === 'Q') ctx.quadraticCurveTo(n[0], n[1], n[2], n[3]);
    else if (letter === 'C') ctx.bezierCurveTo(n[0], n[1], n[2], n[3], n[4], n[5]);
    else ctx.closePath();
  }
}

const ruleOf = (rule) => (rule === 'evenodd' ? 'evenodd' : 'nonzero');
const colorOf = (hex) => (typeof hex === 'string' && /^#[0-9A-Fa-f]{8}$/.test(hex) ? hex : '#000000FF');
const blends = new Set([
  'multiply', 'screen', 'darken', 'lighten', 'destination-out', 'copy', 'source-in', 'destination-over', 'lighter',
]);

/** Straight RGBA8 pixels from Base64, or null when the size does not match. */
export function decodePixels(image) {
  if (!image || typeof image.rgba !== 'string') return null;
  const width = Math.trunc(finite(image.width));
  const height = Math.trunc(finite(image.height));
  if (width <= 0 || height <= 0) return null;
  let binary;
  try {
    binary = atob(image.rgba);
  } catch {
    return null;
  }
  if (binary.length !== 4 * width * height) return null;
  const bytes = new Uint8ClampedArray(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { width, height, bytes };
}

/** A canvas holding `pixels` (an image operation's source), made with the document's canvas. */
function pixelCanvas(pixels) {
  const canvas = document.createElement('canvas');
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  const ctx = canvas.getContext('2d');
  ctx.putImageData(new ImageData(pixels.bytes, pixels.width, pixels.height), 0, 0);
  return canvas;
}

/**
 * Replays `drawing` (read by `readDrawing`) on `ctx`, `ratio` device pixels a point. `imageSource`
 * makes an image operation's source from its decoded pixels (a canvas by default).
 */
export function paintDrawing(ctx, drawing, ratio = 1, imageSource = pixelCanvas) {
  for (const op of drawing.ops) {
    ctx.save();
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (Array.isArray(op.clip)) {
      for (const region of op.clip) {
        tracePath(ctx, region?.path);
        ctx.clip(ruleOf(region?.rule));
      }
    }
    const t = Array.isArray(op.transform) && op.transform.length === 6 ? op.transform.map((v) => finite(v)) : null;
    if (t) ctx.transform(t[0], t[1], t[2], t[3], t[4], t[5]);
    ctx.globalAlpha = Math.min(1, Math.max(0, finite(op.alpha, 1)));
    ctx.globalCompositeOperation = blends.has(op.blend) ? op.blend : 'source-over';
    const rect = Array.isArray(op.rect) && op.rect.length === 4 ? op.rect.map((v) => finite(v)) : null;
    if (op.op === 'fill') {
      ctx.fillStyle = colorOf(op.color);
      tracePath(ctx, op.path);
      ctx.fill(ruleOf(op.rule));
    } else if (op.op === 'stroke') {
      ctx.strokeStyle = colorOf(op.color);
      ctx.lineWidth = Math.max(0, finite(op.width, 1));
      ctx.lineCap = op.cap === 'round' || op.cap === 'square' ? op.cap : 'butt';
      ctx.lineJoin = op.join === 'round' || op.join === 'bevel' ? op.join : 'miter';
      ctx.miterLimit = Math.max(1, finite(op.miter, 10));
      ctx.setLineDash(Array.isArray(op.dash) ? op.dash.map((v) => Math.max(0, finite(v))) : []);
      ctx.lineDashOffset = finite(op.dashPhase);
      tracePath(ctx, op.path);
      ctx.stroke();
    } else if (op.op === 'clear' && rect) {
      ctx.clearRect(rect[0], rect[1], rect[2], rect[3]);
    } else if (op.op === 'image' && rect) {
      const pixels = decodePixels(op.image);
      if (pixels) {
        // Core Graphics draws an image upright in y-up user space: its top row at the rect's maxY.
        ctx.translate(0, rect[1] * 2 + rect[3]);
        ctx.scale(1, -1);
        ctx.imageSmoothingEnabled = false;
        ctx.drawImage(imageSource(pixels), rect[0], rect[1], rect[2], rect[3]);
      }
    }
    ctx.restore();
  }
}

/** Creates the drawing canvas inside `el` (a node element, before its children); returns its controller. */
export function createDrawing(el, ratio = globalThis.devicePixelRatio || 1) {
  const canvas = document.createElement('canvas');
  canvas.className = 'node-drawing';
  canvas.style.position = 'absolute';
  canvas.style.left = '0';
  canvas.style.top = '0';
  canvas.style.pointerEvents = 'none';
  el.prepend(canvas);
  let shown = null;
  return {
    canvas,
    /** Shows `drawing` (read by `readDrawing`), or nothing for null; the same drawing again draws nothing. */
    reset(drawing) {
      const key = JSON.stringify(drawing);
      if (key === shown) return false;
      shown = key;
      const width = drawing?.width ?? 0;
      const height = drawing?.height ?? 0;
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      const ctx = canvas.getContext?.('2d');
      if (!ctx) return false;
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      if (drawing) paintDrawing(ctx, drawing, ratio);
      return true;
    },
    /** Takes the canvas out of the element. */
    remove() {
      canvas.remove();
    },
  };
}
