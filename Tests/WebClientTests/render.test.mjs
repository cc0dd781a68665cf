// render.js: reading the render tree's wire format, attributes applied to elements (only what
// changed), and patching the screen: insert, remove, move and update, with the errors a patch that
// does not fit the screen raises.

import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';

import { installDOM } from './Support/dom.mjs';
import { seeded } from './Support/random.mjs';

installDOM();
const {
  applyAttributes, ariaRoles, createRenderer, cssColor, cssShadow, cssTransform, expandKeyframes, fitText, hairline, hairlineStart, menuItems, readAttributes, readMutation,
  readNode, resolveImage,
} = await import('../../Sources/Simulator/Web/render.js');

describe('reading the wire format', () => {
  it('attributes get TouchKit’s defaults for absent or malformed keys', () => {
    const a = readAttributes({ frame: [1, 2, 'x'], alpha: Infinity });
    assert.deepEqual(a.frame, { x: 1, y: 2, width: 0, height: 0 });
    assert.equal(a.alpha, 1);
    assert.equal(a.hidden, false);
    assert.equal(a.text, null);
    assert.equal(a.image, null);
    assert.equal(a.accessible, false);
    assert.deepEqual(a.states, []);
    assert.equal(readAttributes(null).frame.width, 0);
  });

  it('text: weight rounded to a hundred within 100…900, lines never negative', () => {
    const { text } = readAttributes({ text: { string: 'Hi', fontWeight: 649, numberOfLines: -2 } });
    assert.deepEqual(text, {
      string: 'Hi', fontSize: 17, fontWeight: 600, color: '', alignment: 'natural', lines: 0, lineBreak: 'truncatingTail',
      minimumScale: 0,
    });
    assert.equal(readAttributes({ text: { fontWeight: 5000 } }).text.fontWeight, 900);
    assert.equal(readAttributes({ text: { minimumScaleFactor: 0.7 } }).text.minimumScale, 0.7);
    assert.equal(readAttributes({ text: { minimumScaleFactor: 7 } }).text.minimumScale, 1);
  });

  it('fitText: a line wider than its label shrinks to fit, never below its minimum scale; one that fits keeps its size', () => {
    const span = (clientWidth, scrollWidth) => ({ style: {}, clientWidth, scrollWidth });
    const fits = span(189, 150);
    assert.equal(fitText(fits, 17, 0.7), 1);
    assert.equal(fits.style.fontSize, '17px');
    const wide = span(189, 210);
    assert.equal(fitText(wide, 17, 0.7), 0.9);
    assert.equal(wide.style.fontSize, '15.3px');
    const far = span(100, 400);
    assert.equal(fitText(far, 17, 0.7), 0.7);
    assert.equal(far.style.fontSize, '11.9px');
  });

  it('hairlines (0 < points < 1) are never thinner than one device pixel; other lengths pass as px', () => {
    assert.equal(hairline(0.5), 'max(0.5px, var(--device-pixel, 0px))');
    assert.equal(hairline(1), '1px');
    assert.equal(hairline(0), '0px');
    assert.equal(hairline(375), '375px');
  });

  it('a hairline ending on a whole point grows back into its own box; other boxes start at their frame', () => {
    // A cell's separator (y = 43.5 in a 44-pt cell): thickened to a device pixel, it ends at 44, where
    // the next cell (drawn over it) begins, instead of reaching 44.5 under that cell.
    assert.equal(hairlineStart(43.5, 0.5), 'calc(44px - max(0.5px, var(--device-pixel, 0px)))');
    assert.equal(hairlineStart(0, 0.5), '0px', 'a line along a box’s top keeps its start');
    assert.equal(hairlineStart(10.25, 0.5), '10.25px', 'a line between whole points is left alone');
    assert.equal(hairlineStart(92, 44), '92px');
    assert.equal(hairlineStart(15, 305), '15px');
    const el = document.createElement('div');
    applyAttributes({ el }, readAttributes({ frame: [15, 43.5, 305, 0.5] }), null);
    assert.equal(el.style.left, '15px');
    assert.equal(el.style.top, 'calc(44px - max(0.5px, var(--device-pixel, 0px)))');
    assert.equal(el.style.height, 'max(0.5px, var(--device-pixel, 0px))');
  });

  it('shadows become a CSS box-shadow with twice the radius as its blur; none without one', () => {
    assert.equal(cssShadow({ color: '#00000059', offset: [0, 10], radius: 24 }), '0px 10px 48px #00000059');
    assert.equal(cssShadow(null), '');
    assert.equal(cssShadow({ offset: [1, 2] }), '');
    assert.equal(readAttributes({ shadow: { color: '#000000FF', offset: 'x', radius: -3 } }).shadow, '0px 0px 0px #000000FF');
  });

  it('expand: the node is revealed from the peek card (its origin) to its whole frame', () => {
    const frame = { x: 0, y: 64, width: 375, height: 603 };
    assert.deepEqual(expandKeyframes([10, 0, 355, 539], frame), [
      { clipPath: 'inset(0px 10px 128px 10px round 14px)' },
      { clipPath: 'inset(0px 0px 0px 0px round 0px)' },
    ]);
    assert.deepEqual(expandKeyframes([10, 100, 355, 400], { x: 0, y: 0, width: 375, height: 667 })[0],
      { clipPath: 'inset(100px 10px 167px 10px round 14px)' });
    assert.deepEqual(expandKeyframes(null, frame)[0], { clipPath: 'inset(0px 0px 0px 0px round 14px)' });
  });

  it('colours pass through; transforms become a CSS matrix, none for the identity', () => {
    assert.equal(cssColor('#FF0000FF'), '#FF0000FF');
    assert.equal(cssColor(3), '');
    assert.equal(cssTransform({ a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 }), '');
    assert.equal(cssTransform({ a: 2, d: 2, tx: 5 }), 'matrix(2, 0, 0, 2, 5, 0)');
    assert.equal(cssTransform(null), '');
  });

  it('a node needs an id; mutations read ids as strings', () => {
    assert.throws(() => readNode({ kind: 'view' }), /without an id/);
    assert.deepEqual(readNode({ id: 4 }), { id: '4', kind: 'view', attributes: readAttributes({}), children: [] });
    assert.deepEqual(readMutation({ op: 'move', id: 3, parent: 1, before: null }),
      { op: 'move', id: '3', parent: '1', before: null, node: null, attributes: null, ops: null });
    assert.deepEqual(readMutation({ op: 'ink', id: 5, ops: [{ end: 1 }] }).ops, [{ end: 1 }]);
    assert.deepEqual(readAttributes({ ink: { ops: [{ begin: 1, color: '#000000FF' }] } }).ink, [{ begin: 1, color: '#000000FF' }]);
    assert.equal(readAttributes({}).ink, null);
  });

  it('image names: app icons, contact monograms, served pictures and glyphs', () => {
    assert.deepEqual(resolveImage({ name: 'appicon:com.example.a' }), { type: 'appIcon', bundleIdentifier: 'com.example.a' });
    assert.deepEqual(resolveImage({ name: 'contact:Jane van Dam' }), { type: 'contact', givenName: 'Jane', familyName: 'van Dam' });
    assert.deepEqual(resolveImage({ name: '/apps/x/icon.png' }), { type: 'url', url: '/apps/x/icon.png' });
    assert.deepEqual(resolveImage({ name: '/x.png', isSymbol: true }), { type: 'glyph', name: '/x.png', known: false });
    assert.deepEqual(resolveImage({ name: 'gearshape.fill', isSymbol: true }), { type: 'glyph', name: 'gearshape.fill', known: true });
  });

  it('an app icon file, <bundle id>/<file>, is the picture the server serves for it', () => {
    const url = (name) => `/api/devices/1/artwork?name=${encodeURIComponent(name)}`;
    assert.deepEqual(resolveImage({ name: 'com.example.community/智能开门', isSymbol: false }, url), {
      type: 'url', url: '/api/devices/1/artwork?name=com.example.community%2F%E6%99%BA%E8%83%BD%E5%BC%80%E9%97%A8',
    });
    assert.equal(resolveImage({ name: 'com.example.community/x', isSymbol: true }, url).type, 'glyph');
    assert.equal(resolveImage({ name: 'com.example.community/x' }, null).type, 'glyph');
    assert.equal(resolveImage({ name: 'search' }, url).type, 'glyph');
  });

  it('ARIA roles map TouchKit’s names; unknown roles pass through', () => {
    assert.equal(ariaRoles.cell, 'button');
    assert.equal(ariaRoles.menuItem, 'menuitem');
    assert.equal(ariaRoles.text, null);
  });
});

/** A wire node. */
const node = (id, attributes = {}, children = [], kind = 'view') => ({
  id, kind, attributes: { frame: [0, 0, 10, 10], ...attributes }, children,
});

/** The ids under an element as nested arrays: [id, [children…]]. */
function shape(element) {
  const container = element.children.find((child) => child.className === 'node-children');
  return [element.dataset.id, container ? container.children.map(shape) : []];
}

describe('applyAttributes', () => {
  let document;
  beforeEach(() => {
    ({ document } = installDOM());
  });

  it('writes frame, colours, border, opacity, transform and blur; accessibility on the element', () => {
    const el = document.createElement('div');
    const record = { el, textEl: null, imageEl: null, childrenEl: null, offset: '' };
    const a = readAttributes({
      frame: [1, 2, 30, 40], backgroundColor: '#112233FF', cornerRadius: 8, alpha: 0.5, borderWidth: 1,
      transform: { a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4 }, blurRadius: 6, isHidden: true,
      accessibility: { role: 'switch', label: 'Wi-Fi', states: ['selected'] },
    });
    applyAttributes(record, a, null, { animate: false });
    assert.deepEqual([el.style.left, el.style.top, el.style.width, el.style.height], ['1px', '2px', '30px', '40px']);
    assert.equal(el.style.backgroundColor, '#112233FF');
    assert.equal(el.style.borderRadius, '8px');
    assert.equal(el.style.opacity, '0.5');
    assert.equal(el.style.border, '1px solid transparent');
    assert.equal(el.style.transform, 'matrix(1, 0, 0, 1, 3, 4)');
    assert.equal(el.style.backdropFilter, 'blur(6px)');
    assert.equal(el.hidden, true);
    assert.equal(el.getAttribute('role'), 'switch');
    assert.equal(el.getAttribute('aria-checked'), 'true');
    assert.equal(el.getAttribute('aria-label'), 'Wi-Fi');
    assert.equal(el.tabIndex, 0);
  });

  it('touches only what changed since the previous attributes', () => {
    const el = document.createElement('div');
    const record = { el, textEl: null, imageEl: null, childrenEl: null, offset: '' };
    const before = readAttributes({ frame: [0, 0, 10, 10], backgroundColor: '#000000FF' });
    applyAttributes(record, before, null, { animate: false });
    el.style.left = 'untouched';
    el.style.backgroundColor = 'untouched';
    applyAttributes(record, readAttributes({ frame: [0, 0, 10, 10], backgroundColor: '#FFFFFFFF' }), before, { animate: false });
    assert.equal(el.style.left, 'untouched', 'the same frame is not written again');
    assert.equal(el.style.backgroundColor, '#FFFFFFFF');
  });

  it('a label gets a text span and loses it again; an image sits after the text', () => {
    const el = document.createElement('div');
    const record = { el, textEl: null, imageEl: null, childrenEl: null, offset: '' };
    const labelled = readAttributes({ text: { string: 'Search', numberOfLines: 2 }, image: { name: 'search', isSymbol: true } });
    applyAttributes(record, labelled, null, { animate: false });
    assert.equal(el.firstChild.className, 'node-text');
    assert.equal(el.firstChild.textContent, 'Search');
    assert.equal(el.firstChild.dataset.lines, '2');
    assert.equal(el.children[1].className, 'node-image');
    assert.equal(el.children[1].firstChild.dataset.glyph, 'search');
    applyAttributes(record, readAttributes({}), labelled, { animate: false });
    assert.equal(el.children.length, 0);
    assert.equal(el.hasAttribute('data-has-text'), false);
  });
});

describe('createRenderer', () => {
  let document;
  let root;
  let renderer;
  beforeEach(() => {
    ({ document } = installDOM());
    const screen = document.createElement('div');
    root = document.createElement('div');
    screen.append(root);
    document.body.append(screen);
    renderer = createRenderer(root, { focusMenus: () => false });
  });

  it('a tree replaces the screen; patches insert, move, update and remove', () => {
    renderer.applyTree(node(1, {}, [node(2), node(3, {}, [node(4)])]));
    assert.deepEqual(shape(root.firstChild), ['1', [['2', []], ['3', [['4', []]]]]]);
    assert.equal(renderer.size, 4);
    renderer.applyMutations([
      { op: 'insert', parent: 1, before: 2, node: node(5) },
      { op: 'move', id: 4, parent: 1, before: null },
      { op: 'update', id: 2, attributes: { frame: [5, 6, 7, 8], accessibility: { role: 'button', label: 'OK' } } },
      { op: 'remove', id: 3 },
    ]);
    assert.deepEqual(shape(root.firstChild), ['1', [['5', []], ['2', []], ['4', []]]]);
    assert.equal(renderer.element(2).style.left, '5px');
    assert.equal(renderer.element(2).getAttribute('aria-label'), 'OK');
    assert.deepEqual(renderer.attributes(2).frame, { x: 5, y: 6, width: 7, height: 8 });
    assert.equal(renderer.element(3), null);
    assert.equal(renderer.size, 4);
  });

  it('an insert without a parent is a new root', () => {
    renderer.applyTree(node(1, {}, [node(2)]));
    renderer.applyMutations([{ op: 'insert', parent: null, node: node(9) }]);
    assert.deepEqual(shape(root.firstChild), ['9', []]);
    assert.equal(renderer.size, 1);
  });

  it('a patch that does not fit the screen throws, saying what', () => {
    renderer.applyTree(node(1, {}, [node(2), node(3, {}, [node(4)])]));
    const cases = [
      [{ op: 'remove', id: 99 }, /names node 99, which is not on screen/],
      [{ op: 'insert', parent: 1, node: node(2) }, /inserts node 2, which is already on screen/],
      [{ op: 'insert', parent: 1, before: 4, node: node(7) }, /node 4 is not a child of node 1/],
      [{ op: 'remove', id: 1 }, /removes the root node 1/],
      [{ op: 'move', id: 3, parent: 4 }, /node 3 cannot move into node 4/],
      [{ op: 'explode', id: 1 }, /unknown mutation op "explode"/],
      [{ op: 'toString', id: 1 }, /unknown mutation op "toString"/],
    ];
    for (const [mutation, message] of cases) assert.throws(() => renderer.applyMutations([mutation]), message);
  });

  it('focus: a menu added while on the keyboard takes the focus; its items skip disabled ones', () => {
    const keyboard = createRenderer(root, { focusMenus: () => true });
    keyboard.applyTree(node(1));
    keyboard.applyMutations([{
      op: 'insert', parent: 1, node: node(2, { accessibility: { role: 'menu' } }, [
        node(3, { accessibility: { role: 'menuitem', label: 'Off', states: ['disabled'] } }),
        node(4, { accessibility: { role: 'menuitem', label: 'Search' } }),
      ]),
    }]);
    const menu = keyboard.element(2);
    assert.deepEqual(menuItems(menu).map((item) => item.dataset.id), ['4']);
    assert.equal(document.activeElement, keyboard.element(4));
  });

  it('app icons are redrawn with the app’s name once known', () => {
    let name = null;
    const named = createRenderer(root, { appName: () => name });
    named.applyTree(node(1, { image: { name: 'appicon:com.example.new' } }));
    const letter = () => root.querySelector('.app-icon-letter').textContent;
    assert.equal(letter(), 'C', 'the bundle id’s first letter before the name is known');
    name = 'Weather';
    named.refreshAppIcons();
    assert.equal(letter(), 'W');
  });

  it('randomized: after any sequence of valid patches the screen matches the model tree', () => {
    const { random, replay } = seeded();
    // The model: parent of each id, children lists in order.
    const children = new Map([['1', []]]);
    const parentOf = new Map();
    let nextId = 2;
    renderer.applyTree(node(1));
    const descendantsOf = (id) => children.get(id).flatMap((child) => [child, ...descendantsOf(child)]);
    const modelShape = (id) => [id, children.get(id).map(modelShape)];
    for (let step = 0; step < 300; step += 1) {
      const ids = [...children.keys()];
      const nonRoot = ids.filter((id) => id !== '1');
      const mutations = [];
      for (let k = random.int(1, 4); k > 0; k -= 1) {
        const kind = nonRoot.length === 0 ? 'insert' : random.pick(['insert', 'insert', 'remove', 'move', 'update']);
        const live = [...children.keys()];
        const others = live.filter((id) => id !== '1');
        if (kind === 'insert') {
          const parent = random.pick(live);
          const siblings = children.get(parent);
          const before = siblings.length > 0 && random.chance(0.5) ? random.pick(siblings) : null;
          const id = String(nextId);
          nextId += 1;
          mutations.push({ op: 'insert', parent, before, node: node(id) });
          siblings.splice(before === null ? siblings.length : siblings.indexOf(before), 0, id);
          children.set(id, []);
          parentOf.set(id, parent);
        } else if (others.length === 0) {
          continue;
        } else if (kind === 'remove') {
          const id = random.pick(others);
          mutations.push({ op: 'remove', id });
          for (const gone of [id, ...descendantsOf(id)]) children.delete(gone);
          const siblings = children.get(parentOf.get(id));
          siblings.splice(siblings.indexOf(id), 1);
        } else if (kind === 'move') {
          const id = random.pick(others);
          const forbidden = new Set([id, ...descendantsOf(id)]);
          const parent = random.pick(live.filter((candidate) => !forbidden.has(candidate)));
          const old = children.get(parentOf.get(id));
          old.splice(old.indexOf(id), 1);
          const siblings = children.get(parent);
          const before = siblings.length > 0 && random.chance(0.5) ? random.pick(siblings) : null;
          mutations.push({ op: 'move', id, parent, before });
          siblings.splice(before === null ? siblings.length : siblings.indexOf(before), 0, id);
          parentOf.set(id, parent);
        } else {
          const id = random.pick(others);
          mutations.push({ op: 'update', id, attributes: { frame: [random.int(0, 99), 0, 5, 5] } });
        }
      }
      renderer.applyMutations(mutations);
      assert.deepEqual(shape(root.firstChild), modelShape('1'), `after ${JSON.stringify(mutations)}; ${replay}`);
      assert.equal(renderer.size, children.size, replay);
    }
  });
});
