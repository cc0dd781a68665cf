// The render tree in the DOM: a full tree replaces the screen's contents; a patch is a list of
// mutations applied in order, one function per kind (insert, remove, move, update). Each node is
// an absolutely positioned element inside its parent, at its frame in points.
//
// Everything that knows the wire format of a node or a mutation is in `readNode`/`readMutation`.

import { appIconElement, glyphElement, monogramElement } from './glyphs.js';

// ─── Reading the wire format ───────────────────────────────────────────────────────────────────

const num = (v, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** A CSS colour from "#RRGGBB", "#RRGGBBAA", a CSS string, {red, green, blue, alpha} (0…1) or [r, g, b, a]. */
export function cssColor(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  const channel = (v) => Math.round(Math.min(1, Math.max(0, num(v))) * 255);
  if (Array.isArray(value)) {
    const [r, g, b, a = 1] = value;
    return `rgba(${channel(r)}, ${channel(g)}, ${channel(b)}, ${Math.min(1, Math.max(0, num(a, 1)))})`;
  }
  if (typeof value === 'object') {
    const r = value.red ?? value.r;
    const g = value.green ?? value.g;
    const b = value.blue ?? value.b;
    const a = value.alpha ?? value.a ?? 1;
    if (value.white !== undefined) {
      const w = channel(value.white);
      return `rgba(${w}, ${w}, ${w}, ${num(a, 1)})`;
    }
    return `rgba(${channel(r)}, ${channel(g)}, ${channel(b)}, ${Math.min(1, Math.max(0, num(a, 1)))})`;
  }
  return '';
}

const weights = {
  ultralight: 100, thin: 200, light: 300, regular: 400, normal: 400, medium: 500,
  semibold: 600, bold: 700, heavy: 800, black: 900,
};

/** A CSS font weight from a name ("semibold"), a CSS number (600) or UIFont.Weight (-0.8…0.62). */
export function cssFontWeight(value) {
  if (typeof value === 'string') return weights[value.toLowerCase()] ?? 400;
  if (typeof value === 'number') {
    if (value >= 100) return Math.round(value / 100) * 100;
    const table = [[-0.8, 100], [-0.6, 200], [-0.4, 300], [0, 400], [0.23, 500], [0.3, 600], [0.4, 700], [0.56, 800], [0.62, 900]];
    let best = 400;
    let distance = Infinity;
    for (const [raw, css] of table) {
      if (Math.abs(raw - value) < distance) {
        distance = Math.abs(raw - value);
        best = css;
      }
    }
    return best;
  }
  return 400;
}

/**
 * A wire node as the renderer uses it. Fields absent on the wire take UIKit's defaults
 * (clear background, alpha 1, visible, one line of 17 pt regular black text).
 */
export function readNode(json) {
  const frame = json.frame ?? {};
  const style = json.style ?? {};
  const text = json.text ?? null;
  const effects = json.effects ?? {};
  const a11y = json.accessibility ?? {};
  return {
    id: String(json.id),
    kind: json.kind ?? 'view',
    frame: {
      x: num(frame.x), y: num(frame.y),
      width: num(frame.width), height: num(frame.height),
    },
    backgroundColor: cssColor(style.backgroundColor),
    cornerRadius: num(style.cornerRadius),
    alpha: num(style.alpha, 1),
    hidden: Boolean(style.hidden ?? json.hidden),
    clips: Boolean(style.clipsToBounds),
    borderWidth: num(style.borderWidth),
    borderColor: cssColor(style.borderColor),
    text: text === null ? null : {
      string: typeof text === 'string' ? text : String(text.string ?? ''),
      fontSize: num(text.fontSize, 17),
      fontWeight: cssFontWeight(text.fontWeight),
      color: cssColor(text.color) || '',
      alignment: text.alignment ?? 'natural',
      lines: num(text.numberOfLines ?? text.lines, 1),
    },
    image: json.image ?? null,
    blur: num(effects.blur),
    backdropBlur: num(effects.backdropBlur),
    scale: num(effects.scale, 1),
    role: a11y.role ?? null,
    label: a11y.label ?? null,
    value: a11y.value ?? null,
    selected: Boolean(a11y.selected),
    disabled: Boolean(a11y.disabled),
    children: Array.isArray(json.children) ? json.children : [],
  };
}

/** A wire mutation as {kind, id, parent, index, node, changes}. */
export function readMutation(json) {
  return {
    kind: json.kind ?? json.op ?? json.type,
    id: json.id === undefined ? null : String(json.id),
    parent: json.parent === undefined || json.parent === null ? null : String(json.parent),
    index: Number.isInteger(json.index) ? json.index : null,
    node: json.node ?? null,
    changes: json.changes ?? json.node ?? null,
  };
}

// ─── Nodes to elements ─────────────────────────────────────────────────────────────────────────

/** ARIA roles for the tree's accessibility roles (UIKit traits spelled in camel case). */
export const ariaRoles = Object.freeze({
  button: 'button', link: 'link', image: 'img', header: 'heading', menu: 'menu',
  menuitem: 'menuitem', menuItem: 'menuitem', searchField: 'searchbox', tab: 'tab',
  tabBar: 'tablist', switch: 'switch', toggle: 'switch', adjustable: 'slider', alert: 'alertdialog',
  dialog: 'dialog', list: 'list', table: 'list', cell: 'listitem', listItem: 'listitem',
  group: 'group', navigationBar: 'navigation', toolbar: 'toolbar', statusBar: 'status',
  keyboardKey: 'button', staticText: null, text: null, none: null,
});

const activatable = new Set(['button', 'link', 'menuitem', 'tab', 'switch', 'listitem']);

/** The image inside a node: a shortcut glyph, an app icon, a contact monogram or an SF Symbol. */
export function imageElement(image, label) {
  const holder = document.createElement('span');
  holder.className = 'node-image';
  if (image.appIcon !== undefined || image.kind === 'appIcon') {
    const bundle = typeof image.appIcon === 'string' ? image.appIcon : image.bundleIdentifier;
    holder.append(appIconElement(bundle, image.name ?? label ?? bundle));
    return holder;
  }
  if (image.contact !== undefined || image.kind === 'contact') {
    const contact = image.contact ?? image;
    holder.append(monogramElement(contact.givenName, contact.familyName, { size: num(image.size, 28) }));
    return holder;
  }
  if (typeof image.url === 'string') {
    const img = document.createElement('img');
    img.src = image.url;
    img.alt = '';
    img.draggable = false;
    holder.append(img);
    return holder;
  }
  const name = image.system ?? image.iconType ?? image.symbol ?? image.systemSymbol ?? image.template ?? image.name;
  holder.append(glyphElement(name, { strokeWidth: num(image.strokeWidth, 1.7) }));
  if (image.color) holder.style.color = cssColor(image.color);
  return holder;
}

function setText(el, record, text) {
  let span = record.textEl;
  if (text === null) {
    if (span) {
      span.remove();
      record.textEl = null;
      record.contentCount -= 1;
      el.removeAttribute('data-has-text');
    }
    return;
  }
  if (!span) {
    span = document.createElement('span');
    span.className = 'node-text';
    el.insertBefore(span, el.firstChild);
    record.textEl = span;
    record.contentCount += 1;
    el.setAttribute('data-has-text', '');
  }
  if (span.textContent !== text.string) span.textContent = text.string;
  span.style.fontSize = `${text.fontSize}px`;
  span.style.fontWeight = String(text.fontWeight);
  span.style.color = text.color;
  span.style.textAlign = text.alignment === 'natural' ? 'start' : text.alignment === 'justified' ? 'justify' : text.alignment;
  span.style.lineHeight = `${Math.round(text.fontSize * 1.2)}px`;
  span.dataset.lines = String(text.lines);
  span.style.setProperty('--lines', text.lines > 0 ? String(text.lines) : 'none');
}

function setImage(el, record, image, previous, label) {
  if (JSON.stringify(image) === JSON.stringify(previous)) return;
  if (record.imageEl) {
    record.imageEl.remove();
    record.imageEl = null;
    record.contentCount -= 1;
  }
  if (image) {
    record.imageEl = imageElement(image, label);
    el.insertBefore(record.imageEl, record.textEl ? record.textEl.nextSibling : el.firstChild);
    record.contentCount += 1;
  }
}

/** Applies a node's own properties (not its children) to its element, touching only what changed. */
export function applyProps(el, record, node, previous = null) {
  const p = previous;
  const f = node.frame;
  if (!p || p.frame.x !== f.x || p.frame.y !== f.y || p.frame.width !== f.width || p.frame.height !== f.height) {
    el.style.left = `${f.x}px`;
    el.style.top = `${f.y}px`;
    el.style.width = `${f.width}px`;
    el.style.height = `${f.height}px`;
  }
  if (!p || p.backgroundColor !== node.backgroundColor) el.style.backgroundColor = node.backgroundColor;
  if (!p || p.cornerRadius !== node.cornerRadius) el.style.borderRadius = node.cornerRadius ? `${node.cornerRadius}px` : '';
  if (!p || p.alpha !== node.alpha) el.style.opacity = node.alpha === 1 ? '' : String(node.alpha);
  if (!p || p.hidden !== node.hidden) el.hidden = node.hidden;
  if (!p || p.clips !== node.clips) el.style.overflow = node.clips ? 'hidden' : '';
  if (!p || p.borderWidth !== node.borderWidth || p.borderColor !== node.borderColor) {
    el.style.border = node.borderWidth ? `${node.borderWidth}px solid ${node.borderColor || 'transparent'}` : '';
  }
  if (!p || p.blur !== node.blur) el.style.filter = node.blur > 0 ? `blur(${node.blur}px)` : '';
  if (!p || p.backdropBlur !== node.backdropBlur) {
    const value = node.backdropBlur > 0 ? `blur(${node.backdropBlur}px)` : '';
    el.style.backdropFilter = value;
    el.style.webkitBackdropFilter = value;
  }
  if (!p || p.scale !== node.scale) el.style.transform = node.scale === 1 ? '' : `scale(${node.scale})`;
  setText(el, record, node.text);
  setImage(el, record, node.image, p ? p.image : null, node.label);
  if (!p || p.role !== node.role || p.label !== node.label || p.value !== node.value ||
      p.selected !== node.selected || p.disabled !== node.disabled || p.kind !== node.kind) {
    applyAccessibility(el, node);
  }
}

function applyAccessibility(el, node) {
  el.dataset.kind = node.kind;
  const role = node.role === null ? null : (ariaRoles[node.role] === undefined ? node.role : ariaRoles[node.role]);
  if (role) el.setAttribute('role', role);
  else el.removeAttribute('role');
  if (role === 'heading') el.setAttribute('aria-level', '2');
  else el.removeAttribute('aria-level');
  if (node.label) el.setAttribute('aria-label', node.label);
  else el.removeAttribute('aria-label');
  if (node.value !== null && node.value !== undefined && node.value !== '') el.setAttribute('aria-valuetext', String(node.value));
  else el.removeAttribute('aria-valuetext');
  if (role === 'switch') el.setAttribute('aria-checked', String(node.selected));
  else if (role === 'tab') el.setAttribute('aria-selected', String(node.selected));
  else el.removeAttribute('aria-checked');
  if (node.disabled) el.setAttribute('aria-disabled', 'true');
  else el.removeAttribute('aria-disabled');
  if (role === 'menu') el.setAttribute('aria-orientation', 'vertical');
  if (role === 'menuitem') el.tabIndex = -1;
  else if (role && activatable.has(role) && !node.disabled) el.tabIndex = 0;
  else el.removeAttribute('tabindex');
}

// ─── The renderer ──────────────────────────────────────────────────────────────────────────────

/**
 * A renderer for one screen. `root` is the element the tree is drawn into; `hooks` are
 * `onActivate(element)` (Enter/Space on a button or menu item), `onPress(element)` (context-menu
 * key or Shift+F10: a force press), `onDismiss()` (Escape in a menu), `focusMenus()` (whether a
 * new menu takes the focus: true when the user is on the keyboard) and `onRendered()`.
 */
export function createRenderer(root, hooks = {}) {
  const ctx = {
    root,
    records: new Map(),
    rootId: null,
    menusAdded: [],
    returnFocus: null,
  };

  const build = (json) => {
    const node = readNode(json);
    const el = document.createElement('div');
    el.className = 'node';
    el.dataset.id = node.id;
    const record = { el, node, contentCount: 0, textEl: null, imageEl: null };
    applyProps(el, record, node, null);
    const previous = ctx.records.get(node.id);
    if (previous && previous.el !== el) unregister(previous.el);
    ctx.records.set(node.id, record);
    if (el.getAttribute('role') === 'menu') ctx.menusAdded.push(el);
    for (const child of node.children) el.append(build(child));
    node.children = [];
    return el;
  };

  const unregister = (el) => {
    const id = el.dataset.id;
    if (id !== undefined && ctx.records.get(id)?.el === el) ctx.records.delete(id);
    for (const child of el.querySelectorAll('.node')) {
      const childId = child.dataset.id;
      if (ctx.records.get(childId)?.el === child) ctx.records.delete(childId);
    }
  };

  const childAt = (parent, index) => {
    const record = ctx.records.get(parent.dataset.id);
    const offset = record ? record.contentCount : 0;
    return index === null ? null : parent.children[offset + index] ?? null;
  };

  const missing = (what, id) => {
    throw new Error(`patch refers to ${what} ${id}, which is not on screen`);
  };

  /** insert: a new subtree `node` as child number `index` of `parent` (appended when index is absent). */
  function insert(m) {
    if (m.parent === null) {
      replaceTree(m.node);
      return;
    }
    const parent = ctx.records.get(m.parent)?.el ?? missing('parent', m.parent);
    const el = build(m.node);
    parent.insertBefore(el, childAt(parent, m.index));
  }

  /** remove: the node `id` and its whole subtree. */
  function remove(m) {
    const record = ctx.records.get(m.id) ?? missing('node', m.id);
    if (record.el.contains(document.activeElement)) ctx.returnFocus = ctx.returnFocus ?? true;
    unregister(record.el);
    record.el.remove();
  }

  /** move: the node `id` (with its subtree) to child number `index` of `parent`. */
  function move(m) {
    const record = ctx.records.get(m.id) ?? missing('node', m.id);
    const parent = m.parent === null ? record.el.parentElement : ctx.records.get(m.parent)?.el ?? missing('parent', m.parent);
    const focused = record.el.contains(document.activeElement) ? document.activeElement : null;
    record.el.remove();
    parent.insertBefore(record.el, childAt(parent, m.index));
    if (focused) focused.focus({ preventScroll: true });
  }

  /** update: new properties for the node `id`; its children are untouched. */
  function update(m) {
    const record = ctx.records.get(m.id) ?? missing('node', m.id);
    const merged = { ...nodeToWire(record.node), ...m.changes, id: m.id, children: [] };
    const node = readNode(merged);
    node.children = [];
    const wasMenu = record.el.getAttribute('role') === 'menu';
    applyProps(record.el, record, node, record.node);
    record.node = node;
    if (!wasMenu && record.el.getAttribute('role') === 'menu') ctx.menusAdded.push(record.el);
  }

  const handlers = { insert, remove, move, update };

  function replaceTree(json) {
    for (const record of ctx.records.values()) record.el.remove();
    ctx.records.clear();
    root.replaceChildren();
    if (!json) {
      ctx.rootId = null;
      return;
    }
    const el = build(json);
    ctx.rootId = el.dataset.id;
    root.append(el);
  }

  function afterChange() {
    const menus = ctx.menusAdded.filter((menu) => menu.isConnected);
    ctx.menusAdded = [];
    const active = document.activeElement;
    const focusIsOurs = !active || active === document.body || root.contains(active) || active === root.parentElement;
    if (menus.length > 0 && focusIsOurs && (hooks.focusMenus?.() ?? true)) {
      // A menu opened from the keyboard takes the focus, as an ARIA menu does; one opened by a
      // press leaves it where it is (arrow keys on the screen enter the menu).
      const menu = menus[menus.length - 1];
      ctx.returnFocus = root.contains(active) && active !== menu ? active.dataset.id ?? null : null;
      const first = menuItems(menu)[0];
      if (first) first.focus({ preventScroll: true });
    } else if (ctx.returnFocus !== null && (!document.activeElement || document.activeElement === document.body)) {
      const back = typeof ctx.returnFocus === 'string' ? ctx.records.get(ctx.returnFocus)?.el : null;
      (back && back.isConnected ? back : root.parentElement)?.focus({ preventScroll: true });
      ctx.returnFocus = null;
    }
    hooks.onRendered?.();
  }

  root.addEventListener('keydown', (event) => onKeyDown(event, ctx, hooks));
  // Focus on the screen itself: arrow keys enter an open menu, Escape dismisses it.
  root.parentElement?.addEventListener('keydown', (event) => {
    if (event.target !== root.parentElement) return;
    const menus = [...root.querySelectorAll('[role="menu"]')];
    const menu = menus[menus.length - 1];
    if (!menu) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End') {
      const items = menuItems(menu);
      const item = event.key === 'ArrowDown' || event.key === 'Home' ? items[0] : items[items.length - 1];
      if (item) {
        ctx.returnFocus = null;
        item.focus({ preventScroll: true });
        event.preventDefault();
      }
    } else if (event.key === 'Escape') {
      hooks.onDismiss?.();
      event.preventDefault();
    }
  });

  return {
    /** Replaces the whole screen with the tree `rootNode`. */
    applyTree(rootNode) {
      replaceTree(rootNode);
      afterChange();
    },
    /** Applies mutations in order. Throws (with the screen possibly half-patched) on a bad one. */
    applyMutations(list) {
      try {
        for (const json of list) {
          const m = readMutation(json);
          const handler = handlers[m.kind];
          if (!handler) throw new Error(`unknown mutation kind ${JSON.stringify(m.kind)}`);
          handler(m);
        }
      } finally {
        afterChange();
      }
    },
    /** The element of node `id`, or null. */
    element(id) {
      return ctx.records.get(String(id))?.el ?? null;
    },
    /** The node `id` as last rendered (without children), or null. */
    node(id) {
      return ctx.records.get(String(id))?.node ?? null;
    },
    /** How many nodes are on screen. */
    get size() {
      return ctx.records.size;
    },
    handlers,
  };
}

/** The wire shape of a read node (without children), for merging a partial `update`. */
function nodeToWire(node) {
  return {
    kind: node.kind,
    frame: node.frame,
    style: {
      backgroundColor: node.backgroundColor || undefined, cornerRadius: node.cornerRadius,
      alpha: node.alpha, hidden: node.hidden, clipsToBounds: node.clips,
      borderWidth: node.borderWidth, borderColor: node.borderColor || undefined,
    },
    text: node.text === null ? undefined : { ...node.text, numberOfLines: node.text.lines },
    image: node.image ?? undefined,
    effects: { blur: node.blur, backdropBlur: node.backdropBlur, scale: node.scale },
    accessibility: {
      role: node.role ?? undefined, label: node.label ?? undefined, value: node.value ?? undefined,
      selected: node.selected, disabled: node.disabled,
    },
  };
}

// ─── Keyboard: activation, force press, menus ──────────────────────────────────────────────────

/** The menu items of a menu element, in order, skipping disabled ones. */
export function menuItems(menu) {
  return [...menu.querySelectorAll('[role="menuitem"]')].filter(
    (item) => item.closest('[role="menu"]') === menu && item.getAttribute('aria-disabled') !== 'true' && !item.hidden);
}

function onKeyDown(event, ctx, hooks) {
  const target = event.target instanceof Element ? event.target.closest('.node') : null;
  if (!target) return;
  const role = target.getAttribute('role');
  const menu = target.closest('[role="menu"]');
  if (menu && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
    const items = menuItems(menu);
    if (items.length === 0) return;
    const at = items.indexOf(target);
    let next;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % items.length;
    else next = at < 0 ? items.length - 1 : (at - 1 + items.length) % items.length;
    items[next].focus({ preventScroll: true });
    event.preventDefault();
    return;
  }
  if (event.key === 'Escape' && (menu || ctx.root.querySelector('[role="menu"]'))) {
    hooks.onDismiss?.();
    event.preventDefault();
    return;
  }
  if ((event.key === 'Enter' || event.key === ' ') && role && activatable.has(role)) {
    if (target.getAttribute('aria-disabled') === 'true') return;
    hooks.onActivate?.(target);
    event.preventDefault();
    return;
  }
  if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
    hooks.onPress?.(target);
    event.preventDefault();
  }
}
