// controls.js: typing on the page's keyboard into the app's editing text field.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { typingMessage } from '../../Sources/Simulator/Web/controls.js';

const doc = { body: { tagName: 'BODY' } };
const key = (key, extra = {}) => ({ key, target: doc.body, metaKey: false, ctrlKey: false, altKey: false, ...extra });

describe('typingMessage', () => {
  it('types printable keys as themselves, Enter as Return, Backspace as one Delete', () => {
    assert.deepEqual(typingMessage(key('a'), doc), { type: 'text', text: 'a' });
    assert.deepEqual(typingMessage(key('Ä'), doc), { type: 'text', text: 'Ä' });
    assert.deepEqual(typingMessage(key('😀'), doc), { type: 'text', text: '😀' });
    assert.deepEqual(typingMessage(key(' '), doc), { type: 'text', text: ' ' });
    assert.deepEqual(typingMessage(key('Enter'), doc), { type: 'text', text: '\n' });
    assert.deepEqual(typingMessage(key('Backspace'), doc), { type: 'text', delete: 1 });
  });

  it('leaves shortcuts, named keys and the page\'s own fields alone', () => {
    assert.equal(typingMessage(key('h', { metaKey: true }), doc), null);
    assert.equal(typingMessage(key('c', { ctrlKey: true }), doc), null);
    assert.equal(typingMessage(key('x', { altKey: true }), doc), null);
    assert.equal(typingMessage(key('Shift'), doc), null);
    assert.equal(typingMessage(key('ArrowLeft'), doc), null);
    assert.equal(typingMessage(key('a', { target: { tagName: 'INPUT' } }), doc), null);
  });
});
