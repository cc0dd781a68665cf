// The render tree in the DOM. TouchKit's `RenderNode` / `RenderMutation` JSON (docs/PROTOCOL.md):
// a full tree replaces the screen's contents; a patch is a list of mutations applied in order, one
// function per kind (insert, remove, move, update).
//
// Each node is an absolutely positioned element at its frame inside its parent's children
// container; the container is shifted by the parent's `contentOffset` (a scroll view scrolls with
// one style change). Everything that knows the wire format is in `readNode` and `readMutation`.
//
//   div.node  [data-id, data-kind, role, aria-*]      frame, colours, radius, alpha, transform, blur
//     span.node-text                                   (a label's text)
//     span.node-image                                  (an image view's glyph or picture)
//     div.node-children                                (the subviews, back to front)

import { appIconElement, glyphElement, hasGlyph, monogramElement } from './glyphs.js';
import { createDrawing, readDrawing } from './drawing.js';
import { createInk } from './ink.js';
import { readWebPage } from './webview.js';

// ─── Reading the wire format ───────────────────────────────────────────────────────────────────

const num = (v, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** A CSS colour from TouchKit's `#RRGGBBAA` (any CSS colour string passes through); '' for none. */
export function cssColor(value) {
  return typeof value === 'string' ? value : '';
}

/** `[x, y, width, height]` as an object (zeros for anything malformed). */
function readRect(value) {
  const [x, y, width, height] = Array.isArray(value) ? value : [];
  return { x: num(x), y: num(y), width: num(width), height: num(height) };
}

/** A CSS `matrix()` for TouchKit's `Transform` {a, b, c, d, tx, ty}; '' for none or the identity. */
export function cssTransform(t) {
  if (!t || typeof t !== 'object') return '';
  const m = [num(t.a, 1), num(t.b), num(t.c), num(t.d, 1), num(t.tx), num(t.ty)];
  if (m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0) return '';
  return `matrix(${m.join(', ')})`;
}

/**
 * A CSS `box-shadow` for TouchKit's `shadow` {color, offset: [width, height], radius}; '' for none.
 * CALayer's radius is about half a CSS blur radius.
 */
export function cssShadow(shadow) {
  if (!shadow || typeof shadow !== 'object' || typeof shadow.color !== 'string') return '';
  const [x, y] = Array.isArray(shadow.offset) ? shadow.offset : [];
  return `${num(x)}px ${num(y)}px ${Math.max(0, num(shadow.radius)) * 2}px ${shadow.color}`;
}

/** A node's attributes as the renderer uses them, with TouchKit's defaults for absent keys. */
export function readAttributes(json) {
  const a = json && typeof json === 'object' ? json : {};
  const offset = Array.isArray(a.contentOffset) ? a.contentOffset : [0, 0];
  const text = a.text && typeof a.text === 'object' ? a.text : null;
  const image = a.image && typeof a.image === 'object' ? a.image : null;
  const access = a.accessibility && typeof a.accessibility === 'object' ? a.accessibility : null;
  return {
    frame: readRect(a.frame),
    offsetX: num(offset[0]),
    offsetY: num(offset[1]),
    hidden: a.isHidden === true,
    alpha: num(a.alpha, 1),
    clips: a.clipsToBounds === true,
    backgroundColor: cssColor(a.backgroundColor),
    cornerRadius: num(a.cornerRadius),
    borderWidth: num(a.borderWidth),
    borderColor: cssColor(a.borderColor),
    transform: cssTransform(a.transform),
    shadow: cssShadow(a.shadow),
    text: text === null ? null : {
      string: typeof text.string === 'string' ? text.string : '',
      fontSize: num(text.fontSize, 17),
      fontWeight: Math.min(900, Math.max(100, Math.round(num(text.fontWeight, 400) / 100) * 100)),
      color: cssColor(text.color),
      alignment: typeof text.alignment === 'string' ? text.alignment : 'natural',
      lines: Math.max(0, Math.trunc(num(text.numberOfLines, 1))),
      lineBreak: typeof text.lineBreakMode === 'string' ? text.lineBreakMode : 'truncatingTail',
      minimumScale: Math.min(1, Math.max(0, num(text.minimumScaleFactor, 0))),
    },
    image: image === null ? null : {
      name: typeof image.name === 'string' ? image.name : '',
      isSymbol: image.isSymbol === true,
      tint: cssColor(image.tintColor),
    },
    blurRadius: num(a.blurRadius),
    role: access && typeof access.role === 'string' ? access.role : null,
    label: access && typeof access.label === 'string' ? access.label : null,
    states: access && Array.isArray(access.states) ? access.states.filter((s) => typeof s === 'string') : [],
    accessible: access !== null,
    transition: a.transition && typeof a.transition === 'object' ? a.transition : null,
    ink: a.ink && typeof a.ink === 'object' && Array.isArray(a.ink.ops) ? a.ink.ops : null,
    web: readWebPage(a.web),
    drawing: readDrawing(a.drawing),
  };
}

/** A wire node (`{id, kind, attributes, children}`) as the renderer uses it. */
export function readNode(json) {
  if (!json || typeof json !== 'object' || json.id === undefined) {
    throw new Error('a render node without an id');
  }
  return {
    id: String(json.id),
    kind: typeof json.kind === 'string' ? json.kind : 'view',
    attributes: readAttributes(json.attributes),
    children: Array.isArray(json.children) ? json.children : [],
  };
}

/** A wire mutation (`{op, …}`) as {op, id, parent, before, node, attributes}. */
export function readMutation(json) {
  const id = (v) => (v === undefined || v === null ? null : String(v));
  return {
    op: json?.op,
    id: id(json?.id),
    parent: id(json?.parent),
    before: id(json?.before),
    node: json?.node ?? null,
    attributes: json?.attributes ?? null,
    ops: Array.isArray(json?.ops) ? json.ops : null,
  };
}

// ─── Attributes to elements ────────────────────────────────────────────────────────────────────

/** ARIA roles for the tree's roles (TouchKit: `AccessibilityTraits.role`; Springboard: menus). */
export const ariaRoles = Object.freeze({
  button: 'button', link: 'link', image: 'img', heading: 'heading', text: null, cell: 'button',
  alert: 'alertdialog', searchbox: 'searchbox', textbox: 'textbox', adjustable: 'slider', menu: 'menu',
  menuitem: 'menuitem', menuItem: 'menuitem', tab: 'tab', switch: 'switch', dialog: 'dialog',
  list: 'list', listitem: 'listitem', navigation: 'navigation', toolbar: 'toolbar', group: 'group',
});

const activatable = new Set(['button', 'link', 'menuitem', 'tab', 'switch']);

const easing = { easeInOut: 'ease-in-out', easeIn: 'ease-in', easeOut: 'ease-out', linear: 'linear' };

/**
 * What an image name stands for (docs/PROTOCOL.md, Images): a glyph (a system symbol or a
 * quick-action icon type), an app icon (`appicon:<bundle id>`), a contact monogram
 * (`contact:<given name> <family name>`), or a picture the server serves (a path or URL).
 */
export function resolveImage(image, imageURL = null) {
  const name = image.name;
  if (/^appicon:/i.test(name)) return { type: 'appIcon', bundleIdentifier: name.slice(8) };
  if (/^contact:/i.test(name)) {
    const [given = '', ...family] = name.slice(8).trim().split(/\s+/);
    return { type: 'contact', givenName: given, familyName: family.join(' ') };
  }
  if (!image.isSymbol && /^(\/|https?:|data:)/.test(name)) return { type: 'url', url: name };
  // An app's own icon file, `<bundle id>/<file>`: the server serves its artwork.
  if (!image.isSymbol && name.includes('/') && typeof imageURL === 'function') {
    const url = imageURL(name);
    if (url) return { type: 'url', url };
  }
  return { type: 'glyph', name, known: hasGlyph(name) };
}

function imageElement(image, label, appName, imageURL) {
  const holder = document.createElement('span');
  holder.className = 'node-image';
  const what = resolveImage(image, imageURL);
  if (what.type === 'appIcon') {
    holder.dataset.appIcon = what.bundleIdentifier;
    holder.append(appIconElement(what.bundleIdentifier, appName(what.bundleIdentifier) ?? label));
  } else if (what.type === 'contact') {
    holder.append(monogramElement(what.givenName, what.familyName, { size: 28 }));
    holder.firstChild.classList.add('monogram-fill');
  } else if (what.type === 'url') {
    if (image.tint) {
      // A template image: its shape, filled with the tint (as UIKit draws template images).
      const shape = document.createElement('span');
      shape.className = 'template-image';
      shape.style.backgroundColor = image.tint;
      shape.style.maskImage = shape.style.webkitMaskImage = `url("${what.url.replace(/"/g, '%22')}")`;
      holder.append(shape);
    } else {
      const img = document.createElement('img');
      img.src = what.url;
      img.alt = '';
      img.draggable = false;
      holder.append(img);
    }
  } else {
    holder.append(glyphElement(what.name));
    if (!what.known) holder.title = image.name;
  }
  if (image.tint) holder.style.color = image.tint;
  return holder;
}

function setText(record, text) {
  const { el } = record;
  let span = record.textEl;
  if (text === null) {
    if (span) {
      span.remove();
      record.textEl = null;
      el.removeAttribute('data-has-text');
    }
    return;
  }
  if (!span) {
    span = document.createElement('span');
    span.className = 'node-text';
    el.insertBefore(span, el.firstChild);
    record.textEl = span;
    el.setAttribute('data-has-text', '');
  }
  if (span.textContent !== text.string) span.textContent = text.string;
  const lineHeight = Math.round(text.fontSize * 1.2 * 100) / 100;
  span.style.fontSize = `${text.fontSize}px`;
  span.style.lineHeight = `${lineHeight}px`;
  span.style.fontWeight = String(text.fontWeight);
  span.style.color = text.color;
  span.style.textAlign = { natural: 'start', left: 'left', center: 'center', right: 'right', justified: 'justify' }[text.alignment] ?? 'start';
  // numberOfLines and lineBreakMode: one line truncates with an ellipsis (or clips); several lines
  // wrap and the last one ends with an ellipsis when the text is cut (truncating modes), or is just
  // cut (wrapping and clipping modes), as UILabel draws them. Head and middle truncation are drawn
  // as tail truncation.
  const truncating = text.lineBreak.startsWith('truncating');
  span.dataset.lines = String(text.lines);
  span.dataset.break = truncating ? 'truncate' : text.lineBreak === 'charWrapping' ? 'char' : 'clip';
  span.style.setProperty('--lines', text.lines > 0 && truncating ? String(text.lines) : 'none');
  span.style.maxHeight = text.lines > 0 && !truncating ? `${lineHeight * text.lines}px` : '';
  // adjustsFontSizeToFitWidth: a line laid out by the server (the quick action menu's title lines,
  // broken with San Francisco widths) is drawn whole, shrinking the font when this browser's font is
  // wider, never wrapped or cut again. Measured once the node is on the page (`fitText`).
  if (text.minimumScale > 0 && text.minimumScale < 1) {
    span.dataset.fit = String(text.minimumScale);
    record.needsFit = true;
  } else {
    delete span.dataset.fit;
    record.needsFit = false;
  }
}

/**
 * Shrinks a fitting label's font until its line fits its width, down to its minimum scale
 * (UILabel's `adjustsFontSizeToFitWidth`); returns the scale used.
 */
export function fitText(span, fontSize, minimumScale) {
  span.style.fontSize = `${fontSize}px`;
  const available = span.clientWidth;
  const needed = span.scrollWidth;
  if (!(available > 0) || needed <= available + 0.5) return 1;
  const scale = Math.max(minimumScale, Math.floor((available / needed) * 1000) / 1000);
  span.style.fontSize = `${Math.round(fontSize * scale * 100) / 100}px`;
  return scale;
}

function setImage(record, image, previous, label, appName, imageURL) {
  const same = previous && image && previous.name === image.name && previous.isSymbol === image.isSymbol &&
    previous.tint === image.tint;
  if (same || (!image && !previous)) return;
  if (record.imageEl) {
    record.imageEl.remove();
    record.imageEl = null;
  }
  if (image) {
    record.imageEl = imageElement(image, label, appName, imageURL);
    const after = record.textEl ? record.textEl.nextSibling : record.el.firstChild;
    record.el.insertBefore(record.imageEl, after);
  }
}

function applyAccessibility(el, a) {
  const role = a.role === null ? null : (ariaRoles[a.role] === undefined ? a.role : ariaRoles[a.role]);
  if (role) el.setAttribute('role', role);
  else el.removeAttribute('role');
  if (role === 'heading') el.setAttribute('aria-level', '2');
  else el.removeAttribute('aria-level');
  if (a.label) el.setAttribute('aria-label', a.label);
  else el.removeAttribute('aria-label');
  const selected = a.states.includes('selected');
  const disabled = a.states.includes('disabled');
  if (role === 'switch') el.setAttribute('aria-checked', String(selected));
  else el.removeAttribute('aria-checked');
  if (role === 'tab') el.setAttribute('aria-selected', String(selected));
  else el.removeAttribute('aria-selected');
  if (selected && role !== 'switch' && role !== 'tab') el.setAttribute('aria-current', 'true');
  else el.removeAttribute('aria-current');
  if (disabled) el.setAttribute('aria-disabled', 'true');
  else el.removeAttribute('aria-disabled');
  // A text field that is editing (the app's first responder): the page's keyboard types into it.
  if (a.states.includes('focused')) el.dataset.focused = 'true';
  else delete el.dataset.focused;
  if (role === 'menu') el.setAttribute('aria-orientation', 'vertical');
  else el.removeAttribute('aria-orientation');
  if (role === 'menuitem') el.tabIndex = -1;
  else if (role && activatable.has(role) && !disabled) el.tabIndex = 0;
  else el.removeAttribute('tabindex');
}

/**
 * The keyframes of an `expand` (a committed peek growing into the full screen): the node, already at
 * its frame, is revealed from the peek card's rectangle (`origin`, in the same coordinates as its
 * frame) to its whole frame, the card's rounded corners straightening as it grows.
 */
export function expandKeyframes(origin, frame, cornerRadius = 14) {
  const [x, y, width, height] = Array.isArray(origin) ? origin.map((v) => num(v)) : [frame.x, frame.y, frame.width, frame.height];
  const top = Math.max(0, y - frame.y);
  const left = Math.max(0, x - frame.x);
  const right = Math.max(0, frame.x + frame.width - (x + width));
  const bottom = Math.max(0, frame.y + frame.height - (y + height));
  return [
    { clipPath: `inset(${top}px ${right}px ${bottom}px ${left}px round ${cornerRadius}px)` },
    { clipPath: 'inset(0px 0px 0px 0px round 0px)' },
  ];
}

/**
 * Plays an `expand`: the node grows from the peek card while a scrim under it (the peek's dimmed
 * blur) hides the screen it leaves and fades away.
 */
function playExpand(el, transition, frame, duration) {
  const options = { duration, easing: easing[transition.curve] ?? 'ease-in-out', fill: 'none' };
  const scrim = document.createElement('div');
  scrim.className = 'expand-scrim';
  scrim.setAttribute('aria-hidden', 'true');
  scrim.style.left = `${frame.x}px`;
  scrim.style.top = `${frame.y}px`;
  scrim.style.width = `${frame.width}px`;
  scrim.style.height = `${frame.height}px`;
  // A node arriving in a patch is animated before it is placed: the scrim goes under it once the
  // patch has been applied.
  queueMicrotask(() => {
    if (!el.parentElement) return;
    el.parentElement.insertBefore(scrim, el);
    const fading = scrim.animate([{ opacity: 1 }, { opacity: 0 }], options);
    fading.finished.catch(() => {}).finally(() => scrim.remove());
  });
  return el.animate(expandKeyframes(transition.origin, frame), options);
}

/** Plays a node's `transition` (present, dismiss, push, pop, expand, fadeIn, fadeOut) once. */
export function playTransition(el, transition, frame, kind) {
  if (typeof el.animate !== 'function' || !transition) return null;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return null;
  const duration = Math.max(0, num(transition.duration)) * 1000;
  if (duration === 0) return null;
  if (transition.kind === 'expand') return playExpand(el, transition, frame, duration);
  const frames = {
    present: [{ transform: `translateY(${frame.height}px)` }, { transform: 'translateY(0)' }],
    dismiss: [{ transform: 'translateY(0)' }, { transform: `translateY(${frame.height}px)` }],
    push: [{ transform: `translateX(${frame.width}px)` }, { transform: 'translateX(0)' }],
    pop: [{ transform: 'translateX(0)' }, { transform: `translateX(${frame.width}px)` }],
    fadeIn: kind === 'alert'
      ? [{ opacity: 0, transform: 'scale(1.15)' }, { opacity: 1, transform: 'scale(1)' }]
      : [{ opacity: 0 }, { opacity: 1 }],
    fadeOut: [{ opacity: 1 }, { opacity: 0 }],
  }[transition.kind];
  if (!frames) return null;
  const leaving = transition.kind === 'dismiss' || transition.kind === 'pop' || transition.kind === 'fadeOut';
  const options = {
    duration,
    easing: easing[transition.curve] ?? 'ease-in-out',
    fill: leaving ? 'forwards' : 'none',
    composite: 'add',
  };
  try {
    return el.animate(frames, options);
  } catch {
    delete options.composite;
    return el.animate(frames, options);
  }
}

/**
 * A length in CSS px; a hairline (more than 0, less than 1 point: the 0.5-pt separators and borders)
 * never thinner than one device pixel (`--device-pixel`, which frame.js keeps at the screen's
 * scale), so it stays visible when the page is scaled below 1:1.
 */
export function hairline(points) {
  return points > 0 && points < 1 ? `max(${points}px, var(--device-pixel, 0px))` : `${points}px`;
}

/**
 * Where a box starts, in CSS px. A hairline that ends on a whole point and starts between two (the
 * separator along a cell's bottom, at height − 0.5) keeps its end there as `hairline` thickens it to
 * a device pixel, so it grows into its own cell instead of under the next one, which covers it:
 * iOS draws that line inside the cell. Any other box starts where its frame says.
 */
export function hairlineStart(start, length) {
  const end = start + length;
  if (!(length > 0 && length < 1) || !Number.isInteger(end) || Number.isInteger(start)) return `${start}px`;
  return `calc(${end}px - max(${length}px, var(--device-pixel, 0px)))`;
}

/**
 * Applies a node's attributes to its element, touching only what changed since `previous`.
 * `appName(bundleId)` names app icons; `animate` plays a new `transition`.
 */
export function applyAttributes(record, a, previous, { appName = () => null, imageURL = null, animate = true, kind = 'view' } = {}) {
  const { el } = record;
  const p = previous;
  const f = a.frame;
  if (!p || p.frame.x !== f.x || p.frame.y !== f.y || p.frame.width !== f.width || p.frame.height !== f.height) {
    el.style.left = hairlineStart(f.x, f.width);
    el.style.top = hairlineStart(f.y, f.height);
    el.style.width = hairline(f.width);
    el.style.height = hairline(f.height);
  }
  if (!p || p.backgroundColor !== a.backgroundColor) el.style.backgroundColor = a.backgroundColor;
  if (!p || p.cornerRadius !== a.cornerRadius) el.style.borderRadius = a.cornerRadius ? `${a.cornerRadius}px` : '';
  if (!p || p.alpha !== a.alpha) el.style.opacity = a.alpha === 1 ? '' : String(a.alpha);
  if (!p || p.hidden !== a.hidden) el.hidden = a.hidden;
  if (!p || p.clips !== a.clips) el.style.overflow = a.clips ? 'hidden' : '';
  if (!p || p.borderWidth !== a.borderWidth || p.borderColor !== a.borderColor) {
    el.style.border = a.borderWidth ? `${hairline(a.borderWidth)} solid ${a.borderColor || 'transparent'}` : '';
  }
  if (!p || p.transform !== a.transform) el.style.transform = a.transform;
  if (!p || p.shadow !== a.shadow) el.style.boxShadow = a.shadow;
  if (!p || p.blurRadius !== a.blurRadius) {
    const value = a.blurRadius > 0 ? `blur(${a.blurRadius}px)` : '';
    el.style.backdropFilter = value;
    el.style.webkitBackdropFilter = value;
  }
  if (!p || p.offsetX !== a.offsetX || p.offsetY !== a.offsetY) {
    record.offset = a.offsetX !== 0 || a.offsetY !== 0 ? `translate(${-a.offsetX}px, ${-a.offsetY}px)` : '';
    if (record.childrenEl) record.childrenEl.style.transform = record.offset;
  }
  setText(record, a.text);
  setImage(record, a.image, p ? p.image : null, a.label, appName, imageURL);
  if (!p || p.role !== a.role || p.label !== a.label || p.states.join() !== a.states.join()) {
    applyAccessibility(el, a);
  }
  if (animate && a.transition && (!p || JSON.stringify(p.transition) !== JSON.stringify(a.transition))) {
    playTransition(el, a.transition, f, kind);
  }
}

// ─── The renderer ──────────────────────────────────────────────────────────────────────────────

/**
 * A renderer for one screen, drawing into `root`. `hooks`: `onActivate(element)` (Enter/Space on a
 * button or menu item), `onPress(element)` (context-menu key or Shift+F10: a force press),
 * `onDismiss()` (Escape with a menu open), `focusMenus()` (whether a new menu takes the focus:
 * true when the user is on the keyboard), `appName(bundleId)`, `onRendered()`, and
 * `webView(element, web, frame, id)` for a `webView` node's page (webview.js).
 */
export function createRenderer(root, hooks = {}) {
  const records = new Map();
  const ctx = { menusAdded: [], returnFocus: null, animate: true, fits: new Set() };
  const appName = (bundle) => hooks.appName?.(bundle) ?? null;
  const imageURL = (name) => hooks.imageURL?.(name) ?? null;

  const fail = (message) => {
    throw new Error(message);
  };
  const recordOf = (id, what) => records.get(id) ?? fail(`the patch names ${what} ${id}, which is not on screen`);

  const childrenOf = (record) => {
    if (!record.childrenEl) {
      const container = document.createElement('div');
      container.className = 'node-children';
      if (record.offset) container.style.transform = record.offset;
      record.el.append(container);
      record.childrenEl = container;
    }
    return record.childrenEl;
  };

  const build = (json) => {
    const node = readNode(json);
    if (records.has(node.id)) fail(`the patch inserts node ${node.id}, which is already on screen`);
    const el = document.createElement('div');
    el.className = 'node';
    el.dataset.id = node.id;
    el.dataset.kind = node.kind;
    const record = { el, kind: node.kind, attributes: node.attributes, textEl: null, imageEl: null, childrenEl: null, offset: '' };
    applyAttributes(record, node.attributes, null, { appName, imageURL, animate: ctx.animate, kind: node.kind });
    if (node.kind === 'ink') {
      record.ink = createInk(el, node.attributes.frame);
      record.ink.reset(node.attributes.ink ?? []);
    }
    if (node.attributes.drawing) {
      record.drawing = createDrawing(el);
      record.drawing.reset(node.attributes.drawing);
    }
    if (node.kind === 'webView') hooks.webView?.(el, node.attributes.web, node.attributes.frame, node.id);
    records.set(node.id, record);
    if (record.needsFit) ctx.fits.add(record);
    if (el.getAttribute('role') === 'menu') ctx.menusAdded.push(el);
    if (node.children.length > 0) {
      const container = childrenOf(record);
      for (const child of node.children) container.append(build(child));
    }
    return el;
  };

  const unregister = (el) => {
    records.delete(el.dataset.id);
    for (const child of el.querySelectorAll('.node')) records.delete(child.dataset.id);
  };

  const anchorIn = (container, before, parent) => {
    if (before === null) return null;
    const anchor = recordOf(before, 'sibling').el;
    if (anchor.parentElement !== container) fail(`node ${before} is not a child of node ${parent}`);
    return anchor;
  };

  /** insert: `node` (with its subtree) into `parent` before `before` (last when absent); no parent: a new root. */
  function insert(m) {
    if (m.parent === null) {
      replaceTree(m.node);
      return;
    }
    const container = childrenOf(recordOf(m.parent, 'parent'));
    const anchor = anchorIn(container, m.before, m.parent);
    container.insertBefore(build(m.node), anchor);
  }

  /** remove: the node `id` and its subtree. */
  function remove(m) {
    const record = recordOf(m.id, 'node');
    if (record.el.parentElement === root) fail(`the patch removes the root node ${m.id}`);
    if (record.el.contains(document.activeElement)) ctx.returnFocus = ctx.returnFocus ?? true;
    unregister(record.el);
    record.el.remove();
  }

  /** move: the node `id` (with its subtree) into `parent` before `before` (last when absent). */
  function move(m) {
    const record = recordOf(m.id, 'node');
    const parent = recordOf(m.parent, 'parent');
    if (record.el.parentElement === root || record.el.contains(parent.el)) {
      fail(`node ${m.id} cannot move into node ${m.parent}`);
    }
    const container = childrenOf(parent);
    const anchor = anchorIn(container, m.before, m.parent);
    const focused = record.el.contains(document.activeElement) ? document.activeElement : null;
    container.insertBefore(record.el, anchor);
    if (focused) focused.focus({ preventScroll: true });
  }

  /** update: new attributes (all of them) for the node `id`; its children stay. */
  function update(m) {
    const record = recordOf(m.id, 'node');
    const attributes = readAttributes(m.attributes);
    const wasMenu = record.el.getAttribute('role') === 'menu';
    applyAttributes(record, attributes, record.attributes, { appName, imageURL, animate: ctx.animate, kind: record.kind });
    if (record.ink) record.ink.reset(attributes.ink ?? [], attributes.frame);
    if (attributes.drawing) {
      record.drawing ??= createDrawing(record.el);
      record.drawing.reset(attributes.drawing);
    } else if (record.drawing) {
      record.drawing.remove();
      record.drawing = null;
    }
    if (record.kind === 'webView') hooks.webView?.(record.el, attributes.web, attributes.frame, m.id);
    record.attributes = attributes;
    if (record.needsFit) ctx.fits.add(record);
    if (!wasMenu && record.el.getAttribute('role') === 'menu') ctx.menusAdded.push(record.el);
  }

  /** ink: drawing steps appended to the ink node `id` (its other attributes stay). */
  function ink(m) {
    const record = recordOf(m.id, 'node');
    if (!record.ink) fail(`the patch draws ink on node ${m.id}, which is not an ink canvas`);
    record.ink.apply(m.ops ?? []);
  }

  const handlers = { insert, remove, move, update, ink };

  function replaceTree(json) {
    records.clear();
    root.replaceChildren();
    if (json) root.append(build(json));
  }

  function fitPending() {
    for (const record of ctx.fits) {
      if (record.needsFit && record.textEl && record.el.isConnected) {
        fitText(record.textEl, record.attributes.text.fontSize, record.attributes.text.minimumScale);
      }
    }
    ctx.fits.clear();
  }

  function afterChange() {
    fitPending();
    const menus = ctx.menusAdded.filter((menu) => menu.isConnected);
    ctx.menusAdded = [];
    const active = document.activeElement;
    const focusIsOurs = !active || active === document.body || root.contains(active) || active === root.parentElement;
    if (menus.length > 0 && focusIsOurs && (hooks.focusMenus?.() ?? true)) {
      // A menu opened from the keyboard takes the focus, as an ARIA menu does; one opened by a
      // press leaves it where it is (arrow keys on the screen enter the menu).
      const menu = menus[menus.length - 1];
      ctx.returnFocus = root.contains(active) && active !== menu ? active.closest('.node')?.dataset.id ?? null : null;
      const first = menuItems(menu)[0];
      if (first) first.focus({ preventScroll: true });
    } else if (ctx.returnFocus !== null && (!document.activeElement || document.activeElement === document.body)) {
      const back = typeof ctx.returnFocus === 'string' ? records.get(ctx.returnFocus)?.el : null;
      (back && back.isConnected ? back : root.parentElement)?.focus({ preventScroll: true });
      ctx.returnFocus = null;
    }
    hooks.onRendered?.();
  }

  root.addEventListener('keydown', (event) => onKeyDown(event, root, hooks));
  // Focus on the screen itself: arrow keys enter an open menu, Escape dismisses it.
  root.parentElement?.addEventListener('keydown', (event) => {
    if (event.target !== root.parentElement) return;
    const menus = [...root.querySelectorAll('[role="menu"]')];
    const menu = menus[menus.length - 1];
    if (!menu) return;
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
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
    /** Replaces the whole screen with the tree `rootNode` (no transitions play). */
    applyTree(rootNode) {
      ctx.animate = false;
      try {
        replaceTree(rootNode);
      } finally {
        ctx.animate = true;
        afterChange();
      }
    },
    /**
     * Applies mutations in order. Throws on one that does not fit the screen (the caller asks for
     * a full tree: the screen may be half patched until it arrives).
     */
    applyMutations(list) {
      try {
        for (const json of list) {
          const m = readMutation(json);
          const handler = Object.hasOwn(handlers, m.op) ? handlers[m.op] : null;
          if (!handler) fail(`unknown mutation op ${JSON.stringify(m.op)}`);
          handler(m);
        }
      } finally {
        afterChange();
      }
    },
    /** The element of node `id`, or null. */
    element(id) {
      return records.get(String(id))?.el ?? null;
    },
    /** The ink controller of ink node `id` (`ink.js`), or null. */
    ink(id) {
      return records.get(String(id))?.ink ?? null;
    },
    /** The attributes of node `id` as last applied, or null. */
    attributes(id) {
      return records.get(String(id))?.attributes ?? null;
    },
    /** Redraws app icons (after `state.apps` changed: their initials come from the app names). */
    refreshAppIcons() {
      for (const holder of root.querySelectorAll('.node-image[data-app-icon]')) {
        const bundle = holder.dataset.appIcon;
        holder.replaceChildren(appIconElement(bundle, appName(bundle) ?? bundle));
      }
    },
    /** How many nodes are on screen. */
    get size() {
      return records.size;
    },
    handlers,
  };
}

// ─── Keyboard: activation, force press, menus ──────────────────────────────────────────────────

/** The menu items of a menu element, in order, skipping disabled and hidden ones. */
export function menuItems(menu) {
  return [...menu.querySelectorAll('[role="menuitem"]')].filter(
    (item) => item.closest('[role="menu"]') === menu && item.getAttribute('aria-disabled') !== 'true' &&
      !item.closest('[hidden]'));
}

function onKeyDown(event, root, hooks) {
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
  if (event.key === 'Escape' && (menu || root.querySelector('[role="menu"]'))) {
    hooks.onDismiss?.();
    event.preventDefault();
    return;
  }
  if ((event.key === 'Enter' || event.key === ' ') && role && activatable.has(role)) {
    if (target.getAttribute('aria-disabled') !== 'true') hooks.onActivate?.(target);
    event.preventDefault();
    return;
  }
  if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
    hooks.onPress?.(target);
    event.preventDefault();
  }
}
