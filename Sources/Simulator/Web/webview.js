// Web views (docs/PROTOCOL.md, "Web views"): a `webView` node shows its page in a sandboxed frame,
// served by the simulator under /web/{device}/{view}/{generation}/{document}; the page script the
// server adds to it (webpage.js) answers what lies under a press.
//
// The frame never takes the pointer (`pointer-events: none`): every press goes to the screen, through
// the same force pipeline as on any native view (pen, touch, trackpad force, mouse emulation), and
// the device's scroll view scrolls the page, which the frame follows. When a press goes down on a web
// view, the client asks the page what is there and sends the answer (`webElement`) before the press's
// first sample: the other messages wait for it, at most QUERY_TIMEOUT ms.

/** How long a press waits for the page's answer before going on without it (ms; ours). */
export const QUERY_TIMEOUT = 250;

/** A path's segments, each percent-encoded on its own. */
const encodePath = (path) => path.split('/').filter((s) => s !== '').map(encodeURIComponent).join('/');

/** The URL of a web view node's page: `/web/{device}/{view}/{generation}/{document}`. */
export function webFrameURL(deviceId, nodeId, web) {
  const document = typeof web?.document === 'string' && web.document !== '' ? web.document : 'index.html';
  const generation = Number.isInteger(web?.generation) ? web.generation : 0;
  return `/web/${encodeURIComponent(String(deviceId))}/${encodeURIComponent(String(nodeId))}/${generation}/${encodePath(document)}`;
}

/** A node's `web` attribute as the renderer uses it (null when absent or malformed). */
export function readWebPage(json) {
  if (!json || typeof json !== 'object' || !Number.isInteger(json.generation)) return null;
  const scroll = Array.isArray(json.scroll) ? json.scroll : [0, 0];
  const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    generation: json.generation,
    document: typeof json.document === 'string' ? json.document : 'index.html',
    scrollX: num(scroll[0]),
    scrollY: num(scroll[1]),
  };
}

const finite = (v) => typeof v === 'number' && Number.isFinite(v);

/** The page frame of a web view node's element, or null. */
export function frameOf(el) {
  for (const child of el?.children ?? []) {
    if (child.tagName === 'IFRAME' && child.classList.contains('web-frame')) return child;
  }
  return null;
}
const isRect = (v) => Array.isArray(v) && v.length === 4 && v.every(finite);
const isSize = (v) => Array.isArray(v) && v.length === 2 && v.every(finite);

/**
 * The `webElement` message for a page's `element` answer, or null when the answer is malformed (the
 * page is the app's and says what it likes; the server checks every field again).
 */
export function webElementMessage(point, answer) {
  if (!answer || typeof answer !== 'object' || !isRect(answer.rect)) return null;
  if (answer.href !== null && typeof answer.href !== 'string') return null;
  const message = { type: 'webElement', x: point.x, y: point.y, href: answer.href, rect: answer.rect };
  if (isSize(answer.pageSize)) message.pageSize = answer.pageSize;
  return message;
}

/**
 * The web views of one screen. `doc` and `win` are the page's; `timeout` the query's (ms);
 * `setTimer`/`clearTimer` replace the window's timers in tests.
 */
export function createWebFrames({
  doc = globalThis.document, win = globalThis.window, timeout = QUERY_TIMEOUT,
  setTimer = (work, ms) => setTimeout(work, ms), clearTimer = (id) => clearTimeout(id),
} = {}) {
  const pending = new Map();
  let nextQuery = 1;
  // Every page frame on the page, live: a press where there is none costs no hit test.
  const allFrames = typeof doc?.getElementsByClassName === 'function' ? doc.getElementsByClassName('web-frame') : null;

  const post = (frame, message) => {
    // The page's origin is opaque (sandboxed): '*' is the only target that reaches it; nothing
    // secret is sent.
    frame.contentWindow?.postMessage(message, '*');
  };
  const scrollMessage = (frame) => ({
    forceTouch: 'scroll',
    x: Number(frame.dataset.scrollX) || 0,
    y: Number(frame.dataset.scrollY) || 0,
    width: Number(frame.dataset.width) || 0,
    height: Number(frame.dataset.height) || 0,
  });

  /**
   * Shows `web` (readWebPage) in node element `el` whose frame is `frame` ({width, height} points)
   * at `src`: makes the sandboxed frame once, loads a new page when the URL changes, and scrolls it
   * when the offset changes. No `web`: the frame goes.
   */
  function apply(el, web, size, src) {
    let frame = frameOf(el);
    if (!web || !src) {
      frame?.remove();
      return null;
    }
    if (!frame) {
      frame = doc.createElement('iframe');
      frame.className = 'web-frame';
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.setAttribute('referrerpolicy', 'no-referrer');
      frame.setAttribute('allow', '');
      frame.setAttribute('title', 'Web page');
      frame.tabIndex = -1;
      frame.addEventListener('load', () => post(frame, scrollMessage(frame)));
      el.prepend(frame);
    }
    frame.dataset.width = String(size.width);
    frame.dataset.height = String(size.height);
    const scrolled = frame.dataset.scrollX !== String(web.scrollX) || frame.dataset.scrollY !== String(web.scrollY);
    frame.dataset.scrollX = String(web.scrollX);
    frame.dataset.scrollY = String(web.scrollY);
    if (frame.dataset.src !== src) {
      frame.dataset.src = src;
      frame.src = src;
    } else if (scrolled) {
      post(frame, scrollMessage(frame));
    }
    return frame;
  }

  /**
   * Asks the page under client point (`clientX`, `clientY`) — device point `point` — what is there.
   * Returns a promise of the `webElement` message (null when the page did not answer in time), or
   * null at once when no web view is under the point.
   */
  function query(clientX, clientY, point) {
    if (allFrames && allFrames.length === 0) return null;
    const hit = doc.elementFromPoint(clientX, clientY);
    const node = hit && typeof hit.closest === 'function' ? hit.closest('[data-kind="webView"]') : null;
    const frame = node ? frameOf(node) : null;
    if (!frame || !frame.contentWindow) return null;
    const rect = frame.getBoundingClientRect();
    const width = Number(frame.dataset.width) || 0;
    const height = Number(frame.dataset.height) || 0;
    if (!(rect.width > 0) || !(rect.height > 0) || width <= 0 || height <= 0) return null;
    const id = nextQuery;
    nextQuery += 1;
    const message = {
      forceTouch: 'query',
      id,
      x: ((clientX - rect.left) * width) / rect.width,
      y: ((clientY - rect.top) * height) / rect.height,
      width,
      height,
      scrollX: Number(frame.dataset.scrollX) || 0,
      scrollY: Number(frame.dataset.scrollY) || 0,
    };
    return new Promise((resolve) => {
      const timer = setTimer(() => {
        pending.delete(id);
        resolve(null);
      }, timeout);
      pending.set(id, { frame, point, resolve, timer });
      post(frame, message);
    });
  }

  /** A message from a page: an answer to a pending query, from that query's frame only. */
  function onMessage(event) {
    const data = event.data;
    if (!data || typeof data !== 'object' || data.forceTouch !== 'element') return;
    const entry = pending.get(data.id);
    if (!entry || event.source !== entry.frame.contentWindow) return;
    pending.delete(data.id);
    clearTimer(entry.timer);
    entry.resolve(webElementMessage(entry.point, data));
  }

  win?.addEventListener('message', onMessage);

  return {
    apply,
    query,
    onMessage,
    /** How many queries wait for an answer. */
    get pendingCount() {
      return pending.size;
    },
  };
}
