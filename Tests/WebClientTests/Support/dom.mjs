// A minimal DOM for the web client's unit tests under Node (which has none): elements with
// attributes, `dataset`, `style`, `classList`, children, `querySelector(All)` / `closest` for the
// selectors the client uses (tag, #id, .class, [attr], [attr="value"], compounds, descendants,
// lists), focus and events with bubbling. Nothing is laid out: `getBoundingClientRect()` answers
// what a test set with `setRect`.
//
// `installDOM()` makes a fresh document the global `document` (and `window`), as the client's
// modules expect; each test file runs in its own process under `node --test`.

class StandInNode {
  constructor(ownerDocument) {
    this.ownerDocument = ownerDocument;
    this.parentNode = null;
    this.childNodes = [];
  }

  get parentElement() {
    return this.parentNode instanceof StandInElement ? this.parentNode : null;
  }

  get firstChild() {
    return this.childNodes[0] ?? null;
  }

  get lastChild() {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }

  get nextSibling() {
    if (!this.parentNode) return null;
    const siblings = this.parentNode.childNodes;
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }

  get isConnected() {
    let node = this;
    while (node.parentNode) node = node.parentNode;
    return node === this.ownerDocument;
  }

  get children() {
    return this.childNodes.filter((node) => node instanceof StandInElement);
  }

  get textContent() {
    return this.childNodes.map((node) => node.textContent).join('');
  }

  set textContent(value) {
    this.replaceChildren();
    if (value !== '' && value !== null && value !== undefined) this.append(String(value));
  }

  adopt(node) {
    const child = typeof node === 'string' ? this.ownerDocument.createTextNode(node) : node;
    if (child.contains(this)) throw new Error('HierarchyRequestError: a node cannot contain its ancestor');
    child.remove();
    child.parentNode = this;
    return child;
  }

  append(...nodes) {
    for (const node of nodes) this.childNodes.push(this.adopt(node));
  }

  prepend(...nodes) {
    this.childNodes.unshift(...nodes.map((node) => this.adopt(node)));
  }

  insertBefore(node, reference) {
    if (reference === null || reference === undefined) {
      this.append(node);
      return node;
    }
    if (reference.parentNode !== this) throw new Error('NotFoundError: the reference is not a child');
    const child = this.adopt(node);
    this.childNodes.splice(this.childNodes.indexOf(reference), 0, child);
    return node;
  }

  remove() {
    if (!this.parentNode) return;
    const siblings = this.parentNode.childNodes;
    siblings.splice(siblings.indexOf(this), 1);
    this.parentNode = null;
  }

  replaceChildren(...nodes) {
    for (const child of [...this.childNodes]) child.remove();
    this.append(...nodes);
  }

  contains(other) {
    for (let node = other; node; node = node.parentNode) if (node === this) return true;
    return false;
  }

  *descendants() {
    for (const child of this.childNodes) {
      if (!(child instanceof StandInElement)) continue;
      yield child;
      yield* child.descendants();
    }
  }

  querySelectorAll(selector) {
    const list = parseSelectorList(selector);
    return [...this.descendants()].filter((element) => list.some((complex) => matchesComplex(element, complex)));
  }

  querySelector(selector) {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  addEventListener(type, listener, options) {
    const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
    (this.listeners ??= []).push({ type, listener, capture });
  }

  removeEventListener(type, listener) {
    this.listeners = (this.listeners ?? []).filter((entry) => entry.type !== type || entry.listener !== listener);
  }

  listenerCount(type) {
    return (this.listeners ?? []).filter((entry) => entry.type === type).length;
  }

  /** Capture from the document down, then the target, then bubbling up when `event.bubbles`. */
  dispatchEvent(event) {
    if (!event.target) event.target = this;
    const path = [];
    for (let node = this; node; node = node.parentNode) path.push(node);
    const run = (node, capture) => {
      for (const entry of [...(node.listeners ?? [])]) {
        if (entry.type !== event.type || (capture !== null && entry.capture !== capture)) continue;
        event.currentTarget = node;
        entry.listener.call(node, event);
      }
    };
    for (const node of path.slice(1).reverse()) {
      if (event.propagationStopped) break;
      run(node, true);
    }
    if (!event.propagationStopped) run(this, null);
    if (event.bubbles) {
      for (const node of path.slice(1)) {
        if (event.propagationStopped) break;
        run(node, false);
      }
    }
    return !event.defaultPrevented;
  }
}

class StandInText extends StandInNode {
  constructor(ownerDocument, data) {
    super(ownerDocument);
    this.data = String(data);
  }

  get textContent() {
    return this.data;
  }

  set textContent(value) {
    this.data = String(value);
  }
}

/** `style`: properties set directly (`style.left = '3px'`) and custom properties through setProperty. */
function createStyle() {
  const custom = new Map();
  return Object.defineProperties({}, {
    setProperty: { value: (name, value) => custom.set(name, String(value)) },
    getPropertyValue: { value: (name) => custom.get(name) ?? '' },
    removeProperty: { value: (name) => custom.delete(name) },
    customProperties: { value: custom },
  });
}

const toDataAttribute = (key) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const fromDataAttribute = (name) => name.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase());

class StandInElement extends StandInNode {
  constructor(ownerDocument, tagName, namespaceURI = null) {
    super(ownerDocument);
    this.tagName = namespaceURI ? tagName : tagName.toUpperCase();
    this.localName = tagName.toLowerCase();
    this.namespaceURI = namespaceURI;
    this.attributes = new Map();
    this.style = createStyle();
    this.rect = { left: 0, top: 0, width: 0, height: 0 };
    this.rectReads = 0;
    this.rawHTML = null;
    const element = this;
    this.dataset = new Proxy({}, {
      get: (_, key) => (typeof key === 'string' ? element.attributes.get(toDataAttribute(key)) : undefined),
      set: (_, key, value) => {
        element.setAttribute(toDataAttribute(key), value);
        return true;
      },
      deleteProperty: (_, key) => {
        element.removeAttribute(toDataAttribute(key));
        return true;
      },
      has: (_, key) => element.attributes.has(toDataAttribute(key)),
      ownKeys: () => [...element.attributes.keys()].filter((n) => n.startsWith('data-')).map(fromDataAttribute),
      getOwnPropertyDescriptor: (_, key) => {
        const value = element.attributes.get(toDataAttribute(key));
        return value === undefined ? undefined : { value, enumerable: true, configurable: true, writable: true };
      },
    });
    this.classList = {
      add: (...names) => {
        const set = new Set(element.className.split(/\s+/).filter(Boolean));
        for (const name of names) set.add(name);
        element.className = [...set].join(' ');
      },
      remove: (...names) => {
        element.className = element.className.split(/\s+/).filter((n) => n && !names.includes(n)).join(' ');
      },
      contains: (name) => element.className.split(/\s+/).includes(name),
      toggle: (name, force) => {
        const on = force === undefined ? !element.classList.contains(name) : Boolean(force);
        if (on) element.classList.add(name);
        else element.classList.remove(name);
        return on;
      },
    };
  }

  getAttribute(name) {
    return this.attributes.get(name) ?? null;
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }

  removeAttribute(name) {
    this.attributes.delete(name);
  }

  hasAttribute(name) {
    return this.attributes.has(name);
  }

  get id() {
    return this.getAttribute('id') ?? '';
  }

  set id(value) {
    this.setAttribute('id', value);
  }

  get className() {
    return this.getAttribute('class') ?? '';
  }

  set className(value) {
    this.setAttribute('class', value);
  }

  get hidden() {
    return this.hasAttribute('hidden');
  }

  set hidden(value) {
    if (value) this.setAttribute('hidden', '');
    else this.removeAttribute('hidden');
  }

  get tabIndex() {
    const value = this.getAttribute('tabindex');
    return value === null ? -1 : Number(value);
  }

  set tabIndex(value) {
    this.setAttribute('tabindex', String(value));
  }

  set innerHTML(value) {
    this.replaceChildren();
    this.rawHTML = String(value);
  }

  get innerHTML() {
    return this.rawHTML ?? '';
  }

  get isContentEditable() {
    return this.getAttribute('contenteditable') === 'true';
  }

  matches(selector) {
    return parseSelectorList(selector).some((complex) => matchesComplex(this, complex));
  }

  closest(selector) {
    for (let node = this; node instanceof StandInElement; node = node.parentNode) {
      if (node.matches(selector)) return node;
    }
    return null;
  }

  /**
   * Whether `focus()` can move the focus here, as in a browser: an element with a `tabindex`, or a
   * control, link or frame that takes the focus by itself (not disabled). Anything else keeps the
   * focus where it was, so a test cannot pass on a focus a real page would refuse.
   */
  get isFocusable() {
    if (this.hasAttribute('tabindex')) return true;
    if (this.hasAttribute('disabled')) return false;
    if (['input', 'button', 'select', 'textarea', 'iframe'].includes(this.localName)) return true;
    return this.localName === 'a' && this.hasAttribute('href');
  }

  focus() {
    if (this.isFocusable) this.ownerDocument.activeElement = this;
  }

  blur() {
    if (this.ownerDocument.activeElement === this) this.ownerDocument.activeElement = this.ownerDocument.body;
  }

  /** What `getBoundingClientRect()` answers from now on. */
  setRect(rect) {
    this.rect = { left: 0, top: 0, width: 0, height: 0, ...rect };
  }

  getBoundingClientRect() {
    this.rectReads += 1;
    const { left, top, width, height } = this.rect;
    return { left, top, width, height, x: left, y: top, right: left + width, bottom: top + height };
  }

  setPointerCapture(pointerId) {
    this.capturedPointers = [...(this.capturedPointers ?? []), pointerId];
  }
}

class StandInDocument extends StandInNode {
  constructor() {
    super(null);
    this.ownerDocument = this;
    this.documentElement = this.createElement('html');
    this.body = this.createElement('body');
    this.append(this.documentElement);
    this.documentElement.append(this.body);
    this.activeElement = this.body;
  }

  createElement(tagName) {
    return new StandInElement(this, tagName);
  }

  createElementNS(namespaceURI, tagName) {
    return new StandInElement(this, tagName, namespaceURI);
  }

  createTextNode(data) {
    return new StandInText(this, data);
  }

  getElementById(id) {
    return [...this.descendants()].find((element) => element.id === id) ?? null;
  }
}

// ─── Selectors ────────────────────────────────────────────────────────────────────────────────

/** Splits at top-level occurrences of `separator` (not inside [...] or quotes). */
function splitTopLevel(text, isSeparator) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let current = '';
  for (const c of text) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '[') {
      depth += 1;
    } else if (c === ']') {
      depth -= 1;
    } else if (depth === 0 && isSeparator(c)) {
      parts.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

const compoundPattern = /([a-zA-Z][\w-]*)|#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:([*^$]?=)(?:"([^"]*)"|'([^']*)'|([^\]]*)))?\]/gy;

function parseCompound(text) {
  const parts = [];
  compoundPattern.lastIndex = 0;
  while (compoundPattern.lastIndex < text.length) {
    const at = compoundPattern.lastIndex;
    const match = compoundPattern.exec(text);
    if (!match || match.index !== at) throw new Error(`the DOM stand-in cannot read the selector ${JSON.stringify(text)}`);
    const [, tag, id, className, attribute, operator, double, single, bare] = match;
    if (tag) parts.push({ tag: tag.toLowerCase() });
    else if (id) parts.push({ attribute: 'id', operator: '=', value: id });
    else if (className) parts.push({ className });
    else parts.push({ attribute, operator: operator ?? null, value: double ?? single ?? bare ?? null });
  }
  return parts;
}

function parseSelectorList(selector) {
  return splitTopLevel(selector, (c) => c === ',').map((complex) =>
    splitTopLevel(complex, (c) => /\s/.test(c)).map(parseCompound));
}

function matchesCompound(element, parts) {
  return parts.every((part) => {
    if (part.tag) return element.localName === part.tag;
    if (part.className) return element.className.split(/\s+/).includes(part.className);
    const value = element.getAttribute(part.attribute);
    if (value === null) return false;
    switch (part.operator) {
      case null: return true;
      case '=': return value === part.value;
      case '*=': return value.includes(part.value);
      case '^=': return value.startsWith(part.value);
      case '$=': return value.endsWith(part.value);
      default: return false;
    }
  });
}

/** A descendant-combinator chain, matched right to left. */
function matchesComplex(element, compounds) {
  if (!matchesCompound(element, compounds[compounds.length - 1])) return false;
  let index = compounds.length - 2;
  for (let node = element.parentElement; node && index >= 0; node = node.parentElement) {
    if (matchesCompound(node, compounds[index])) index -= 1;
  }
  return index < 0;
}

// ─── Events ───────────────────────────────────────────────────────────────────────────────────

/** An event with the fields of `init` (clientX, pointerId, key, …), cancellable and stoppable. */
export class StandInEvent {
  constructor(type, init = {}) {
    Object.assign(this, { bubbles: false, cancelable: true, timeStamp: 0 }, init);
    this.type = type;
    this.defaultPrevented = false;
    this.propagationStopped = false;
  }

  preventDefault() {
    if (this.cancelable) this.defaultPrevented = true;
  }

  stopPropagation() {
    this.propagationStopped = true;
  }

  getCoalescedEvents() {
    return this.coalescedEvents ?? [];
  }
}

/** A fresh document, installed as the global `document` (and a `window` with its listeners). */
export function installDOM() {
  const document = new StandInDocument();
  const window = new StandInNode(document);
  window.document = document;
  window.innerHeight = 900;
  window.isSecureContext = true;
  globalThis.document = document;
  globalThis.window = window;
  globalThis.Element = StandInElement;
  return { document, window };
}

export { StandInDocument, StandInElement, StandInNode };

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Builds the `<body>` of an HTML page (like index.html) into `document`: elements with their
 * attributes and text; comments, the doctype and `<head>` are dropped. Enough for a well-formed
 * page, not a general HTML parser: an unclosed or mismatched tag throws, naming it.
 */
export function loadBody(document, html) {
  const body = html.slice(html.search(/<body[\s>]/i));
  const tokens = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|([^<]+)/g;
  const attributes = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  const decode = (text) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) =>
    ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' })[name]);
  const stack = [];
  for (const match of body.matchAll(tokens)) {
    const [, closing, opening, attributeText, selfClosing, text] = match;
    if (closing) {
      const name = closing.toLowerCase();
      if (name === 'body' || name === 'html') break;
      const open = stack.pop();
      if (!open || open.localName !== name) {
        throw new Error(`</${name}> closes <${open?.localName ?? 'nothing'}> at offset ${match.index}`);
      }
    } else if (opening) {
      const name = opening.toLowerCase();
      if (name === 'body') {
        stack.push(document.body);
        for (const [, key, ...values] of (attributeText ?? '').matchAll(attributes)) {
          document.body.setAttribute(key, decode(values.find((v) => v !== undefined) ?? ''));
        }
        continue;
      }
      const element = name === 'svg' || stack.at(-1)?.namespaceURI
        ? document.createElementNS('http://www.w3.org/2000/svg', name)
        : document.createElement(name);
      for (const [, key, ...values] of (attributeText ?? '').matchAll(attributes)) {
        element.setAttribute(key, decode(values.find((v) => v !== undefined) ?? ''));
      }
      stack.at(-1).append(element);
      if (!selfClosing && !voidElements.has(name)) stack.push(element);
    } else if (text !== undefined && stack.length > 0 && text.trim() !== '') {
      stack.at(-1).append(decode(text));
    }
  }
  if (stack.length > 1) throw new Error(`<${stack.at(-1).localName}> is never closed`);
  return document.body;
}
