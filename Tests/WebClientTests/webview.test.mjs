// webview.js: a web view node's sandboxed page frame (made once, reloaded when its page changes,
// scrolled with the web view), and the query a press on it makes: the page's answer becomes the
// `webElement` message; a missing or foreign answer does not.
//
// webpage.js (the script the server adds to every page) runs here in a vm context with a stand-in
// window and document: it answers queries from its parent only, with the closest link's href as
// written, the link's line box under the point, the page size, all in points.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import vm from 'node:vm';

import { installDOM } from './Support/dom.mjs';
import { seeded } from './Support/random.mjs';

const { document, window } = installDOM();
const {
  QUERY_TIMEOUT, createWebFrames, frameOf, readWebPage, webElementMessage, webFrameURL,
} = await import('../../Sources/Simulator/Web/webview.js');

/** A stand-in content window recording what the parent posts to it. */
function contentWindow() {
  const posted = [];
  return { posted, postMessage: (message, target) => posted.push({ message, target }) };
}

/** Manual timers. */
function timers() {
  const pending = new Map();
  let next = 1;
  return {
    setTimer: (work, ms) => {
      pending.set(next, { work, ms });
      next += 1;
      return next - 1;
    },
    clearTimer: (id) => pending.delete(id),
    fire: () => {
      for (const [id, { work }] of [...pending]) {
        pending.delete(id);
        work();
      }
    },
    get count() {
      return pending.size;
    },
  };
}

describe('the page frame', () => {
  it('a page URL names the device, the node, the generation and each document segment encoded', () => {
    assert.equal(webFrameURL('1', '17', { generation: 3, document: 'article.html' }), '/web/1/17/3/article.html');
    assert.equal(webFrameURL('1', 17, { generation: 0, document: 'a b/é?#.html' }), '/web/1/17/0/a%20b/%C3%A9%3F%23.html');
    assert.equal(webFrameURL('1', 2, { generation: 1, document: '' }), '/web/1/2/1/index.html');
  });

  it('the web attribute is read with defaults; malformed is none', () => {
    assert.deepEqual(readWebPage({ generation: 2, document: 'a.html', scroll: [0, 120.5] }),
      { generation: 2, document: 'a.html', scrollX: 0, scrollY: 120.5 });
    assert.deepEqual(readWebPage({ generation: 0, document: 'a.html' }), { generation: 0, document: 'a.html', scrollX: 0, scrollY: 0 });
    assert.equal(readWebPage({ generation: 1.5, document: 'a' }), null);
    assert.equal(readWebPage(null), null);
    assert.equal(readWebPage({ document: 'a' }), null);
  });

  it('is made once, sandboxed to scripts, under the node’s children; a new page reloads it, a scroll is posted', () => {
    const frames = createWebFrames({ doc: document, win: window });
    const el = document.createElement('div');
    el.append(document.createElement('div'));
    const web = { generation: 1, document: 'a.html', scrollX: 0, scrollY: 0 };
    const frame = frames.apply(el, web, { width: 375, height: 600 }, '/web/1/5/1/a.html');
    assert.equal(frameOf(el), frame);
    assert.equal(el.firstChild, frame, 'the frame lies under the subviews');
    assert.equal(frame.getAttribute('sandbox'), 'allow-scripts');
    assert.equal(frame.getAttribute('referrerpolicy'), 'no-referrer');
    assert.equal(frame.src, '/web/1/5/1/a.html');
    frame.contentWindow = contentWindow();
    assert.equal(frames.apply(el, { ...web, scrollY: 40 }, { width: 375, height: 600 }, '/web/1/5/1/a.html'), frame);
    assert.deepEqual(frame.contentWindow.posted, [
      { message: { forceTouch: 'scroll', x: 0, y: 40, width: 375, height: 600 }, target: '*' },
    ]);
    frames.apply(el, { ...web, scrollY: 40 }, { width: 375, height: 600 }, '/web/1/5/1/a.html');
    assert.equal(frame.contentWindow.posted.length, 1, 'no change, no message');
    frames.apply(el, { ...web, generation: 2, scrollY: 0 }, { width: 375, height: 600 }, '/web/1/5/2/a.html');
    assert.equal(frame.src, '/web/1/5/2/a.html');
    assert.equal(frame.contentWindow.posted.length, 1, 'a new page is scrolled when it loads');
    frame.dispatchEvent({ type: 'load' });
    assert.equal(frame.contentWindow.posted.length, 2);
    assert.equal(el.children.filter((c) => c.tagName === 'IFRAME').length, 1);
    frames.apply(el, null, { width: 375, height: 600 }, null);
    assert.equal(frameOf(el), null);
  });
});

describe('asking the page what is under a press', () => {
  /** A web view node with its frame at client (100, 50), 375 × 600 points drawn at half size. */
  function setUp() {
    const clock = timers();
    const frames = createWebFrames({ doc: document, win: window, setTimer: clock.setTimer, clearTimer: clock.clearTimer });
    const node = document.createElement('div');
    node.dataset.kind = 'webView';
    const scroll = document.createElement('div');
    node.append(scroll);
    document.body.append(node);
    const frame = frames.apply(node, { generation: 1, document: 'a.html', scrollX: 0, scrollY: 200 },
      { width: 375, height: 600 }, '/web/1/5/1/a.html');
    frame.contentWindow = contentWindow();
    frame.setRect({ left: 100, top: 50, width: 187.5, height: 300 });
    document.elementFromPoint = () => scroll;
    return { clock, frames, frame, node };
  }

  it('posts the point in the web view’s points with its size and scroll, and answers with the webElement message', async () => {
    const { frames, frame, clock } = setUp();
    const answer = frames.query(150, 100, { x: 10, y: 144 });
    assert.ok(answer);
    const [{ message, target }] = frame.contentWindow.posted;
    assert.equal(target, '*');
    assert.deepEqual(message, { forceTouch: 'query', id: message.id, x: 100, y: 100, width: 375, height: 600, scrollX: 0, scrollY: 200 });
    frames.onMessage({ source: frame.contentWindow, data: { forceTouch: 'element', id: message.id, href: 'b.html', rect: [10, 90, 80, 20], pageSize: [375, 1400] } });
    assert.deepEqual(await answer, {
      type: 'webElement', x: 10, y: 144, href: 'b.html', rect: [10, 90, 80, 20], pageSize: [375, 1400],
    });
    assert.equal(clock.count, 0, 'the timeout is cleared');
    assert.equal(frames.pendingCount, 0);
  });

  it('an answer from another window, to another query, or malformed, is not taken; the timeout gives null', async () => {
    const { frames, frame, clock } = setUp();
    const answer = frames.query(150, 100, { x: 10, y: 144 });
    const { id } = frame.contentWindow.posted[0].message;
    frames.onMessage({ source: contentWindow(), data: { forceTouch: 'element', id, href: null, rect: [0, 0, 1, 1] } });
    frames.onMessage({ source: frame.contentWindow, data: { forceTouch: 'element', id: id + 1, href: null, rect: [0, 0, 1, 1] } });
    frames.onMessage({ source: frame.contentWindow, data: 'hello' });
    assert.equal(frames.pendingCount, 1);
    clock.fire();
    assert.equal(await answer, null);
    assert.equal(frames.pendingCount, 0);
    frames.onMessage({ source: frame.contentWindow, data: { forceTouch: 'element', id, href: null, rect: [0, 0, 1, 1] } });
    assert.equal(QUERY_TIMEOUT, 250);
  });

  it('a malformed answer is no message', async () => {
    const { frames, frame } = setUp();
    const answer = frames.query(150, 100, { x: 1, y: 2 });
    const { id } = frame.contentWindow.posted[0].message;
    frames.onMessage({ source: frame.contentWindow, data: { forceTouch: 'element', id, href: 3, rect: [0, 0, 1, 1] } });
    assert.equal(await answer, null);
    assert.equal(webElementMessage({ x: 0, y: 0 }, { href: null, rect: [0, 0, 1, Infinity] }), null);
    assert.equal(webElementMessage({ x: 0, y: 0 }, { href: null, rect: [0, 0, 1] }), null);
    assert.deepEqual(webElementMessage({ x: 0, y: 0 }, { href: null, rect: [0, 0, 1, 1], pageSize: [1, NaN] }),
      { type: 'webElement', x: 0, y: 0, href: null, rect: [0, 0, 1, 1] });
  });

  it('no page frame anywhere: no hit test at all', () => {
    let hitTests = 0;
    const bare = { getElementsByClassName: () => [], elementFromPoint: () => { hitTests += 1; return null; } };
    const frames = createWebFrames({ doc: bare, win: null });
    assert.equal(frames.query(10, 10, { x: 1, y: 1 }), null);
    assert.equal(hitTests, 0);
  });

  it('no web view under the point: no query', () => {
    const { frames } = setUp();
    const other = document.createElement('div');
    document.body.append(other);
    document.elementFromPoint = () => other;
    assert.equal(frames.query(150, 100, { x: 1, y: 2 }), null);
    document.elementFromPoint = () => null;
    assert.equal(frames.query(150, 100, { x: 1, y: 2 }), null);
  });
});

// ─── webpage.js in a stand-in page ─────────────────────────────────────────────────────────────

const pageScript = readFileSync(new URL('../../Sources/Simulator/Web/webpage.js', import.meta.url), 'utf8');

/** A stand-in page: elements with boxes, a link hierarchy, and a window that records its replies. */
function page({ innerWidth = 375, links = [] } = {}) {
  const listeners = {};
  const replies = [];
  const parent = { postMessage: (message, target) => replies.push({ message, target }) };
  const root = { style: { setProperty() {} }, scrollWidth: 375, scrollHeight: 2400 };
  const body = { scrollWidth: 375, scrollHeight: 2400 };
  const elements = links.map((link) => ({
    ...link,
    closest: (selector) => (selector.includes('a[href]') && link.href !== undefined ? {
      getAttribute: (name) => (name === 'href' ? link.href : null),
      getClientRects: () => link.lines,
      getBoundingClientRect: () => link.box,
    } : null),
    getClientRects: () => link.lines,
    getBoundingClientRect: () => link.box,
  }));
  const scrolls = [];
  const win = {
    innerWidth,
    scrollX: 0,
    scrollY: 0,
    parent,
    location: { origin: 'http://127.0.0.1:8080' },
    addEventListener: (type, listener) => {
      listeners[type] = listener;
    },
    scrollTo: ({ left, top }) => {
      scrolls.push([left, top]);
      win.scrollX = left;
      win.scrollY = top;
    },
    document: {
      documentElement: root,
      body,
      elementFromPoint: (x, y) => elements.find((e) => x >= e.box.left && x <= e.box.right && y >= e.box.top && y <= e.box.bottom) ?? null,
    },
  };
  vm.runInNewContext(pageScript, { window: win, Object, Math, Number, Array });
  return { win, listeners, replies, scrolls, parent };
}

const box = (left, top, width, height) => ({ left, top, width, height, right: left + width, bottom: top + height });

describe('the page script', () => {
  it('answers a query from its parent: the link’s href as written, its line under the point, the page size', () => {
    const wrapped = { box: box(10, 100, 300, 40), lines: [box(200, 100, 110, 20), box(10, 120, 90, 20)], href: '../a b.html' };
    const { listeners, replies, parent, scrolls } = page({ links: [wrapped] });
    listeners.message({ source: parent, data: { forceTouch: 'query', id: 4, x: 20, y: 125, width: 375, height: 600, scrollX: 0, scrollY: 80 } });
    assert.deepEqual(scrolls, [[0, 80]]);
    assert.deepEqual(JSON.parse(JSON.stringify(replies)), [{
      message: { forceTouch: 'element', id: 4, href: '../a b.html', rect: [10, 120, 90, 20], pageSize: [375, 2400] },
      target: 'http://127.0.0.1:8080',
    }]);
  });

  it('not on a link: the element’s box and a null href; on nothing: an empty box at the point', () => {
    const text = { box: box(0, 0, 375, 30), lines: [] };
    const { listeners, replies, parent } = page({ links: [text] });
    listeners.message({ source: parent, data: { forceTouch: 'query', id: 1, x: 5, y: 5, width: 375 } });
    listeners.message({ source: parent, data: { forceTouch: 'query', id: 2, x: 5, y: 500, width: 375 } });
    assert.deepEqual(replies.map((r) => [r.message.href, [...r.message.rect]]), [[null, [0, 0, 375, 30]], [null, [5, 500, 0, 0]]]);
  });

  it('a zoomed page converts points to its pixels and back', () => {
    const link = { box: box(100, 200, 200, 40), lines: [box(100, 200, 200, 40)], href: 'x.html' };
    const { listeners, replies, parent, scrolls } = page({ innerWidth: 750, links: [link] });
    listeners.message({ source: parent, data: { forceTouch: 'query', id: 1, x: 60, y: 110, width: 375, scrollX: 0, scrollY: 10 } });
    assert.deepEqual(scrolls, [[0, 20]]);
    assert.deepEqual([...replies[0].message.rect], [50, 100, 100, 20]);
    assert.deepEqual([...replies[0].message.pageSize], [187.5, 1200]);
  });

  it('messages from anyone but the parent, or of another kind, are ignored; a scroll scrolls', () => {
    const { listeners, replies, parent, scrolls } = page();
    listeners.message({ source: {}, data: { forceTouch: 'query', id: 1, x: 0, y: 0 } });
    listeners.message({ source: parent, data: null });
    listeners.message({ source: parent, data: { forceTouch: 'other' } });
    assert.equal(replies.length, 0);
    listeners.message({ source: parent, data: { forceTouch: 'scroll', x: 0, y: 300, width: 375 } });
    listeners.message({ source: parent, data: { forceTouch: 'scroll', x: 'a', y: Infinity, width: 375 } });
    assert.deepEqual(scrolls, [[0, 300], [0, 0]]);
    listeners.load();
    assert.equal(replies[0].message.forceTouch, 'ready');
  });

  it('random queries answer with finite numbers in range (seeded)', () => {
    const { random: generator, replay } = seeded();
    const random = () => generator.next();
    const links = Array.from({ length: 8 }, (_, i) => {
      const b = box(random() * 300, i * 100, random() * 200, 20 + random() * 40);
      return { box: b, lines: [b], href: random() < 0.5 ? `p${i}.html` : undefined };
    });
    const { listeners, replies, parent } = page({ links });
    for (let i = 0; i < 200; i += 1) {
      listeners.message({ source: parent, data: { forceTouch: 'query', id: i, x: random() * 400 - 10, y: random() * 900 - 10, width: 375, scrollX: 0, scrollY: random() < 0.2 ? NaN : random() * 50 } });
    }
    assert.equal(replies.length, 200);
    for (const { message } of replies) {
      assert.ok(message.rect.length === 4 && [...message.rect].every(Number.isFinite), `${JSON.stringify(message)}; ${replay}`);
      assert.ok(message.rect[2] >= 0 && message.rect[3] >= 0, replay);
      assert.ok(message.href === null || typeof message.href === 'string', replay);
      assert.ok([...message.pageSize].every((v) => v >= 0 && v <= 1000000), replay);
    }
  });
});
