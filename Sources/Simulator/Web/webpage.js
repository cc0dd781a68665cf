// The page script: the simulator adds it to every page a web view shows (docs/PROTOCOL.md, "Web
// views"). It runs inside the page's sandboxed frame, in the page's own opaque origin, and answers
// the simulator page (the frame's parent) by postMessage — as WebKit's web process answers its UI
// process what lies under a finger:
//
//   parent → page  {forceTouch: 'query', id, x, y, width, height, scrollX, scrollY}  what is at (x, y)?
//                  {forceTouch: 'scroll', x, y, width, height}   scroll to the web view's offset
//   page → parent  {forceTouch: 'element', id, href, rect, pageSize}   the answer
//                  {forceTouch: 'ready'}                               the page has loaded
//
// The parent speaks in the web view's points; `width` × `height` is the web view's size in points,
// so the page converts to its own CSS pixels (the same unless the simulator page is zoomed) and
// back. The frame is as large as the web view and scrolled as its scroll view. `href` is the closest
// link's attribute as written (the device resolves it against the page's real URL); `rect` the
// link's box under the point (the one line of a link that wraps), else the element's, in the web
// view's coordinates; `pageSize` the document's scroll size.
//
// A classic script (no modules: it is served to any page), installed once per document.

(function install(win) {
  'use strict';
  if (!win || !win.document || win.__forceTouchPage) return;
  Object.defineProperty(win, '__forceTouchPage', { value: true });
  const doc = win.document;
  const parent = win.parent;
  /** The largest page side reported (WebElementMessage.maximumPageDimension). */
  const MAXIMUM_SIDE = 1000000;

  const finite = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const round = (v) => Math.round(finite(v) * 100) / 100;
  const side = (v) => Math.min(MAXIMUM_SIDE, Math.max(0, round(v)));

  /** The page's CSS pixels per web view point (1 unless the simulator page is zoomed). */
  function scaleFor(width) {
    const points = finite(width);
    const pixels = finite(win.innerWidth);
    return points > 0 && pixels > 0 ? pixels / points : 1;
  }

  /** The document's scroll size, in points. */
  function pageSize(scale) {
    const root = doc.documentElement;
    const body = doc.body;
    const width = Math.max(root ? root.scrollWidth : 0, body ? body.scrollWidth : 0);
    const height = Math.max(root ? root.scrollHeight : 0, body ? body.scrollHeight : 0);
    return [side(width / scale), side(height / scale)];
  }

  function box(rect, scale) {
    return [
      round(rect.left / scale), round(rect.top / scale),
      Math.max(0, round(rect.width / scale)), Math.max(0, round(rect.height / scale)),
    ];
  }

  /** The box of `element` under (x, y) (pixels): the line box holding the point, else the whole box. */
  function boxAt(element, x, y, scale) {
    const rects = typeof element.getClientRects === 'function' ? [...element.getClientRects()] : [];
    const hit = rects.find((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
    return box(hit ?? element.getBoundingClientRect(), scale);
  }

  /**
   * What lies at (x, y) in the frame's viewport (pixels): the closest link's href and box, or the
   * element's box, in points.
   */
  function describe(x, y, scale) {
    const element = doc.elementFromPoint(x, y);
    if (!element) return { href: null, rect: [round(x / scale), round(y / scale), 0, 0] };
    const link = typeof element.closest === 'function' ? element.closest('a[href], area[href]') : null;
    if (link) return { href: link.getAttribute('href'), rect: boxAt(link, x, y, scale) };
    return { href: null, rect: boxAt(element, x, y, scale) };
  }

  /** Scrolls to (x, y) points. */
  function scrollTo(x, y, scale) {
    const left = finite(x) * scale;
    const top = finite(y) * scale;
    if (win.scrollX !== left || win.scrollY !== top) win.scrollTo({ left, top, behavior: 'instant' });
  }

  function reply(message) {
    // The parent is the simulator page, on the origin this page was served from.
    parent.postMessage(Object.assign({ forceTouch: message.type }, message.body), win.location.origin);
  }

  win.addEventListener('message', (event) => {
    if (event.source !== parent) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    const scale = scaleFor(data.width);
    if (data.forceTouch === 'scroll') {
      scrollTo(data.x, data.y, scale);
    } else if (data.forceTouch === 'query') {
      scrollTo(data.scrollX, data.scrollY, scale);
      const found = describe(finite(data.x) * scale, finite(data.y) * scale, scale);
      reply({ type: 'element', body: { id: data.id, href: found.href, rect: found.rect, pageSize: pageSize(scale) } });
    }
  });

  // The simulator draws every scroll itself (the web view's scroll view): the page shows no bars.
  const hideBars = () => {
    if (doc.documentElement) {
      doc.documentElement.style.setProperty('scrollbar-width', 'none');
      doc.documentElement.style.setProperty('overflow', 'hidden');
    }
  };
  hideBars();
  win.addEventListener('DOMContentLoaded', hideBars);
  win.addEventListener('load', () => reply({ type: 'ready', body: {} }));
})(typeof window === 'undefined' ? undefined : window);
