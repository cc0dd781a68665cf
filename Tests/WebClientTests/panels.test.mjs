// panels.js on index.html's own elements: the Drawing card's downloads.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, it } from 'node:test';

import { drawingURL, renderDrawing } from '../../Sources/Simulator/Web/panels.js';
import { installDOM, loadBody } from './Support/dom.mjs';

const page = readFileSync(new URL('../../Sources/Simulator/Web/index.html', import.meta.url), 'utf8');

describe('the Drawing card', () => {
  let document;
  beforeEach(() => {
    ({ document } = installDOM());
    loadBody(document, page);
  });
  const card = () => document.getElementById('drawing-card');
  const link = (format) => document.getElementById(`drawing-${format}`);

  it('names the drawing endpoint of the device, escaped', () => {
    assert.equal(drawingURL('1', 'svg'), '/api/devices/1/drawing?format=svg');
    assert.equal(drawingURL('a b', 'inkml'), '/api/devices/a%20b/drawing?format=inkml');
  });

  it('is hidden until a canvas is on screen', () => {
    assert.equal(card().hidden, true);
    renderDrawing(document, '2', false);
    assert.equal(card().hidden, true);
  });

  it('offers SVG, InkML and JSON of the device on screen while a canvas shows, then hides again', () => {
    renderDrawing(document, '2', true);
    assert.equal(card().hidden, false);
    for (const format of ['svg', 'inkml', 'json']) {
      assert.equal(link(format).getAttribute('href'), `/api/devices/2/drawing?format=${format}`);
      assert.equal(link(format).getAttribute('download'), `drawing-device2.${format}`);
    }
    renderDrawing(document, '3', true);
    assert.equal(link('json').getAttribute('href'), '/api/devices/3/drawing?format=json');
    renderDrawing(document, '3', false);
    assert.equal(card().hidden, true);
  });

  it('stays hidden without a device id', () => {
    renderDrawing(document, null, true);
    assert.equal(card().hidden, true);
    renderDrawing(document, '', true);
    assert.equal(card().hidden, true);
  });
});
