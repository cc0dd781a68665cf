// drawing.js: a view's draw(_:) drawing (`attributes.drawing`) read from the wire, replayed on a
// Canvas 2D context (a recording stand-in here; the Chromium test checks real pixels), and kept
// by the renderer under the view's subviews.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { installDOM } from './Support/dom.mjs';

installDOM();
const { OPERATION_LIMIT, decodePixels, paintDrawing, parsePath, readDrawing } = await import(
  '../../Sources/Simulator/Web/drawing.js'
);
const { createRenderer } = await import('../../Sources/Simulator/Web/render.js');

/** A Canvas 2D stand-in that records every call and every property set, in order. */
function recordingContext() {
  const calls = [];
  const target = {};
  return {
    calls,
    ctx: new Proxy(target, {
      get(_, name) {
        if (name in target) return target[name];
        return (...args) => calls.push([name, ...args]);
      },
      set(_, name, value) {
        calls.push([`${String(name)}=`, value]);
        return true;
      },
    }),
  };
}

describe('reading a drawing', () => {
  it('keeps size, operations and the dropped count; anything else is null', () => {
    const d = readDrawing({ size: [100, 50], ops: [{ op: 'fill', path: 'M0 0L1 1Z' }, 7, null], dropped: 3 });
    assert.equal(d.width, 100);
    assert.equal(d.height, 50);
    assert.equal(d.ops.length, 1);
    assert.equal(d.dropped, 3);
    assert.equal(readDrawing(null), null);
    assert.equal(readDrawing({ size: [1, 1] }), null);
  });

  it('draws at most the server’s limit of operations', () => {
    const ops = Array.from({ length: OPERATION_LIMIT + 10 }, () => ({ op: 'fill', path: 'M0 0' }));
    assert.equal(readDrawing({ size: [1, 1], ops }).ops.length, OPERATION_LIMIT);
  });

  it('path data: moves, lines, curves and closes, with signs and exponents; stops at a broken step', () => {
    assert.deepEqual(parsePath('M-1.5 2L3 4Q5 6 7 8C1 2 3 4 5 6Z'), [
      ['M', -1.5, 2], ['L', 3, 4], ['Q', 5, 6, 7, 8], ['C', 1, 2, 3, 4, 5, 6], ['Z'],
    ]);
    assert.deepEqual(parsePath('M1e+2 0L5'), [['M', 100, 0]]);
    assert.deepEqual(parsePath(42), []);
  });

  it('pixels: Base64 RGBA of the stated size, else null', () => {
    const rgba = Buffer.from([255, 0, 0, 255]).toString('base64');
    assert.deepEqual([...decodePixels({ width: 1, height: 1, rgba }).bytes], [255, 0, 0, 255]);
    assert.equal(decodePixels({ width: 2, height: 1, rgba }), null);
    assert.equal(decodePixels({ width: 1, height: 1, rgba: '%%%' }), null);
  });
});

describe('painting a drawing', () => {
  it('a stroke: scaled to the pixel ratio, clipped, transformed, with its colour, width, caps, joins and dash', () => {
    const { ctx, calls } = recordingContext();
    const drawing = readDrawing({
      size: [100, 100],
      ops: [{
        op: 'stroke', path: 'M10 20L90 20', color: '#FF000080', width: 6, cap: 'round', join: 'bevel',
        dash: [4, 2], dashPhase: 1, alpha: 0.5, blend: 'multiply', transform: [1, 0, 0, 1, 5, 0],
        clip: [{ path: 'M0 0L50 0L50 50Z', rule: 'evenodd' }],
      }],
    });
    paintDrawing(ctx, drawing, 2);
    const names = calls.map((c) => c[0]);
    assert.deepEqual(calls[0], ['save']);
    assert.deepEqual(calls[1], ['setTransform', 2, 0, 0, 2, 0, 0]);
    assert.ok(names.indexOf('clip') < names.indexOf('transform'), 'the clip is in view space, before the transform');
    assert.deepEqual(calls.find((c) => c[0] === 'clip'), ['clip', 'evenodd']);
    assert.deepEqual(calls.find((c) => c[0] === 'transform'), ['transform', 1, 0, 0, 1, 5, 0]);
    for (const expected of [
      ['strokeStyle=', '#FF000080'], ['lineWidth=', 6], ['lineCap=', 'round'], ['lineJoin=', 'bevel'],
      ['globalAlpha=', 0.5], ['globalCompositeOperation=', 'multiply'], ['setLineDash', [4, 2]], ['lineDashOffset=', 1],
      ['moveTo', 10, 20], ['lineTo', 90, 20],
    ]) {
      assert.ok(calls.some((c) => JSON.stringify(c) === JSON.stringify(expected)), JSON.stringify(expected));
    }
    assert.deepEqual(calls.at(-2), ['stroke']);
    assert.deepEqual(calls.at(-1), ['restore']);
  });

  it('a fill: black and non-zero by default; curves traced; unknown blends draw normally', () => {
    const { ctx, calls } = recordingContext();
    paintDrawing(ctx, readDrawing({ size: [10, 10], ops: [{ op: 'fill', path: 'M0 0C1 2 3 4 5 6Z', blend: 'bogus' }] }));
    assert.ok(calls.some((c) => c[0] === 'fillStyle=' && c[1] === '#000000FF'));
    assert.ok(calls.some((c) => c[0] === 'globalCompositeOperation=' && c[1] === 'source-over'));
    assert.ok(calls.some((c) => JSON.stringify(c) === JSON.stringify(['bezierCurveTo', 1, 2, 3, 4, 5, 6])));
    assert.deepEqual(calls.find((c) => c[0] === 'fill'), ['fill', 'nonzero']);
    assert.ok(calls.some((c) => c[0] === 'closePath'));
  });

  it('clear and image: the rectangle cleared; an image flipped upright into its rectangle', () => {
    const { ctx, calls } = recordingContext();
    const rgba = Buffer.from([0, 0, 255, 255]).toString('base64');
    const source = { fake: true };
    paintDrawing(
      ctx,
      readDrawing({
        size: [10, 10],
        ops: [
          { op: 'clear', rect: [1, 2, 3, 4] },
          { op: 'image', rect: [0, 2, 4, 6], image: { width: 1, height: 1, rgba } },
        ],
      }),
      1,
      (pixels) => (assert.equal(pixels.width, 1), source),
    );
    assert.ok(calls.some((c) => JSON.stringify(c) === JSON.stringify(['clearRect', 1, 2, 3, 4])));
    assert.ok(calls.some((c) => JSON.stringify(c) === JSON.stringify(['translate', 0, 10])));
    assert.ok(calls.some((c) => JSON.stringify(c) === JSON.stringify(['scale', 1, -1])));
    assert.deepEqual(calls.find((c) => c[0] === 'drawImage'), ['drawImage', source, 0, 2, 4, 6]);
  });
});

describe('the renderer', () => {
  it('a node with a drawing gets a canvas before its children, the drawing’s size; an update without one removes it', () => {
    const { document } = installDOM();
    const root = document.createElement('div');
    document.body.append(root);
    const renderer = createRenderer(root, { focusMenus: () => false });
    const drawing = { size: [40, 30], ops: [{ op: 'stroke', path: 'M0 0L40 30' }] };
    renderer.applyTree({
      id: 1, kind: 'view', attributes: { frame: [0, 0, 40, 30], drawing },
      children: [{ id: 2, kind: 'view', attributes: { frame: [0, 0, 1, 1] } }],
    });
    const el = renderer.element(1);
    assert.equal(el.firstChild.className, 'node-drawing');
    assert.equal(el.firstChild.style.width, '40px');
    assert.equal(el.firstChild.style.height, '30px');
    assert.equal(el.querySelector('.node-children').firstChild.dataset.id, '2');
    renderer.applyMutations([{ op: 'update', id: 1, attributes: { frame: [0, 0, 40, 30] } }]);
    assert.equal(el.querySelector('.node-drawing'), null);
    renderer.applyMutations([{ op: 'update', id: 1, attributes: { frame: [0, 0, 40, 30], drawing } }]);
    assert.equal(el.firstChild.className, 'node-drawing');
  });
});
