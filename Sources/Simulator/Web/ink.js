// An ink canvas node (`kind: "ink"`, TouchKit's `InkCanvasView`) drawn with Canvas 2D at the
// device pixel ratio. Its attributes carry `ink.ops`, the drawing's steps (docs/PROTOCOL.md, "Ink");
// a patch's `{"op":"ink","id":…,"ops":[…]}` appends steps, so drawing sends a few points a sample.
//
// Two canvases: `base` holds what will not change (finished strokes, and each live stroke's points
// before its `stable` count), drawn once; `live` holds the tails still changing, cleared and
// redrawn on each step, so a sample costs the tail, not the stroke. A step that rewrites points
// already on `base` (an estimated-property update, a removed stroke) redraws everything.
//
//   div.node[data-kind=ink]
//     canvas.node-ink        (base)
//     canvas.node-ink-live   (live tails)

/** Debug-mode colours by point marker: coalesced green, predicted blue, awaiting an update orange. */
export const markerColors = Object.freeze({ 1: '#34C759', 2: '#007AFF', 3: '#FF9500' });

const STRIDE = 5;

/** A CSS colour for `#RRGGBBAA`, and its alpha. */
function readColor(hex) {
  if (typeof hex !== 'string' || !/^#[0-9A-Fa-f]{8}$/.test(hex)) return { css: '#000000', alpha: 1 };
  return { css: hex.slice(0, 7), alpha: parseInt(hex.slice(7, 9), 16) / 255 };
}

/** Creates the ink drawing inside `el` (a node element); returns its controller. */
export function createInk(el, frame, ratio = globalThis.devicePixelRatio || 1) {
  const base = document.createElement('canvas');
  base.className = 'node-ink';
  const live = document.createElement('canvas');
  live.className = 'node-ink-live';
  for (const canvas of [base, live]) {
    canvas.style.position = 'absolute';
    canvas.style.left = '0';
    canvas.style.top = '0';
    canvas.style.pointerEvents = 'none';
  }
  el.prepend(base, live);
  const strokes = new Map();
  let order = [];
  let size = { width: 0, height: 0 };

  const context = (canvas) => canvas.getContext('2d');

  function resize(next) {
    if (next.width === size.width && next.height === size.height) return false;
    size = { width: next.width, height: next.height };
    for (const canvas of [base, live]) {
      canvas.width = Math.max(1, Math.round(size.width * ratio));
      canvas.height = Math.max(1, Math.round(size.height * ratio));
      canvas.style.width = `${size.width}px`;
      canvas.style.height = `${size.height}px`;
    }
    return true;
  }

  /** Draws the segments of `stroke` ending at points `from`…`to - 1` (each joined to the one before). */
  function drawSegments(ctx, stroke, from, to) {
    const p = stroke.points;
    const count = p.length / STRIDE;
    ctx.save();
    ctx.scale(ratio, ratio);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (let i = Math.max(0, from); i < Math.min(to, count); i++) {
      const at = i * STRIDE;
      const prev = i > 0 ? at - STRIDE : at;
      const marker = p[at + 4];
      // Markers are set only when the app draws in debug mode.
      ctx.strokeStyle = markerColors[marker] ?? stroke.color.css;
      ctx.globalAlpha = Math.max(0, Math.min(1, p[at + 3] * stroke.color.alpha));
      ctx.lineWidth = Math.max(0.1, (p[prev + 2] + p[at + 2]) / 2);
      ctx.beginPath();
      ctx.moveTo(p[prev], p[prev + 1]);
      // A lone first point still shows as a dot.
      ctx.lineTo(p[at] + (i === 0 ? 0.01 : 0), p[at + 1]);
      ctx.stroke();
    }
    ctx.restore();
  }

  function redrawAll() {
    context(base).clearRect(0, 0, base.width, base.height);
    for (const id of order) {
      const stroke = strokes.get(id);
      const upTo = stroke.ended ? stroke.points.length / STRIDE : stroke.stable;
      drawSegments(context(base), stroke, 0, upTo);
      stroke.drawn = upTo;
    }
    redrawLive();
  }

  function redrawLive() {
    context(live).clearRect(0, 0, live.width, live.height);
    for (const id of order) {
      const stroke = strokes.get(id);
      if (stroke.ended) continue;
      drawSegments(context(live), stroke, stroke.drawn, stroke.points.length / STRIDE);
    }
  }

  /** Applies steps; returns whether everything had to be redrawn. */
  function apply(ops) {
    let full = false;
    let liveChanged = false;
    for (const op of Array.isArray(ops) ? ops : []) {
      if (!op || typeof op !== 'object') continue;
      if (op.begin !== undefined) {
        if (!strokes.has(op.begin)) order.push(op.begin);
        strokes.set(op.begin, { color: readColor(op.color), points: [], stable: 0, drawn: 0, ended: false });
      } else if (op.tail !== undefined) {
        const stroke = strokes.get(op.tail);
        if (!stroke || !Array.isArray(op.points)) continue;
        const from = Math.max(0, Math.min(op.from | 0, stroke.points.length / STRIDE));
        stroke.points.length = from * STRIDE;
        for (const value of op.points) stroke.points.push(typeof value === 'number' ? value : 0);
        if (from < stroke.drawn) full = true;
        stroke.stable = Math.max(0, Math.min(op.stable | 0, stroke.points.length / STRIDE));
        if (!full && stroke.stable > stroke.drawn) {
          drawSegments(context(base), stroke, stroke.drawn, stroke.stable);
          stroke.drawn = stroke.stable;
        }
        liveChanged = true;
      } else if (op.end !== undefined) {
        const stroke = strokes.get(op.end);
        if (!stroke) continue;
        stroke.ended = true;
        const count = stroke.points.length / STRIDE;
        if (!full) drawSegments(context(base), stroke, stroke.drawn, count);
        stroke.drawn = count;
        liveChanged = true;
      } else if (op.remove !== undefined) {
        if (!strokes.delete(op.remove)) continue;
        order = order.filter((id) => id !== op.remove);
        full = true;
      }
    }
    if (full) redrawAll();
    else if (liveChanged) redrawLive();
    return full;
  }

  resize(frame);
  return {
    base,
    live,
    /** Replaces the drawing with `ops` (a whole node or an `update`). */
    reset(ops, nextFrame) {
      if (nextFrame) resize(nextFrame);
      strokes.clear();
      order = [];
      context(base).clearRect(0, 0, base.width, base.height);
      context(live).clearRect(0, 0, live.width, live.height);
      apply(ops);
      redrawAll();
    },
    /** Appends steps (an `ink` mutation). */
    apply,
    /** Follows the node's frame; redraws when the size changed. */
    resize(nextFrame) {
      if (resize(nextFrame)) redrawAll();
    },
    /** The strokes as the page holds them: id, point count, and the widths (for tests and downloads). */
    strokes() {
      return order.map((id) => {
        const s = strokes.get(id);
        const widths = [];
        for (let i = 2; i < s.points.length; i += STRIDE) widths.push(s.points[i]);
        return { id, count: s.points.length / STRIDE, ended: s.ended, widths };
      });
    },
  };
}
