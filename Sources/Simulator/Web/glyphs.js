// Glyphs: the 29 quick-action icon types (UIApplicationShortcutIconType), a few system glyphs the
// simulated OS uses, SF Symbol names mapped onto them, contact monograms and generated app icons.
// Everything is inline SVG in a 24×24 box drawn with `currentColor`, so a glyph takes the colour
// of the text around it (the menu's label colour, a destructive row's red, …).

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The quick-action icon types, keyed by the Swift case name (`ShortcutIcon.IconType.name`): exactly
 * QuickActions' `IconGlyph` drawings (`svgElements(color: "currentColor")`), each path filled or
 * stroked as there, so the menu on this page and `forcetouch menu --format svg` draw the same icons
 * (SimulatorTests' WebGlyphsTests holds them equal).
 */
export const shortcutGlyphs = Object.freeze({
  compose: '<path d="M12 4H5V19H20V12" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M18 3L21 6L12.5 14.5L9 15.5L10 12Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  play: '<path d="M8 4.5V19.5L20 12Z" fill="currentColor"/>',
  pause: '<path d="M6 4.5H10.5V19.5H6Z" fill="currentColor"/><path d="M13.5 4.5H18V19.5H13.5Z" fill="currentColor"/>',
  add: '<path d="M12 4V20" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M4 12H20" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  location: '<path d="M21 3L3 10.5L11 13L13.5 21Z" fill="currentColor"/>',
  search: '<path d="M10.5 3.5A6.5 6.5 0 1 1 10.5 16.5A6.5 6.5 0 1 1 10.5 3.5Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M15.5 15.5L21 21" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  share: '<path d="M8.5 9H5.5V21H18.5V9H15.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M12 2.5V14.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M8 6.5L12 2.5L16 6.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  prohibit: '<path d="M12 4A8 8 0 1 1 12 20A8 8 0 1 1 12 4Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M6.4 6.4L17.6 17.6" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  contact: '<path d="M12 3.5A4 4 0 1 1 12 11.5A4 4 0 1 1 12 3.5Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M4.5 21C4.5 16.5 7.5 14 12 14C16.5 14 19.5 16.5 19.5 21" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  home: '<path d="M3 11.5L12 3.5L21 11.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M5.5 9.5V20.5H10V15H14V20.5H18.5V9.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  markLocation: '<path d="M12 21.5C12 21.5 5 15 5 9.5A7 7 0 0 1 19 9.5C19 15 12 21.5 12 21.5Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M12 7A2.5 2.5 0 1 1 12 12A2.5 2.5 0 1 1 12 7Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  favorite: '<path d="M12 3.8L14.23 9.73L20.56 10.02L15.61 13.97L17.29 20.08L12 16.6L6.71 20.08L8.39 13.97L3.44 10.02L9.77 9.73Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  love: '<path d="M12 20.5C12 20.5 3 15 3 9A4.5 4.5 0 0 1 12 6.8A4.5 4.5 0 0 1 21 9C21 15 12 20.5 12 20.5Z" fill="currentColor"/>',
  cloud: '<path d="M7 19H17.5A4 4 0 0 0 17.8 11A6 6 0 0 0 6.3 10.2A4.5 4.5 0 0 0 7 19Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  invitation: '<path d="M3 10V21H21V10" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M3 10L12 16L21 10" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M6.5 12.3V3H17.5V12.3" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M9.5 7H14.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  confirmation: '<path d="M4.5 12.5L9.5 17.5L19.5 6.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  mail: '<path d="M3 5.5H21V18.5H3Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M3 5.5L12 13L21 5.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  message: '<path d="M12 4C16.97 4 21 7.13 21 11C21 14.87 16.97 18 12 18C11 18 10 17.87 9.1 17.6L4.5 20L5.7 15.6C4 14.3 3 12.7 3 11C3 7.13 7.03 4 12 4Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  date: '<path d="M3.5 5.5H20.5V20.5H3.5Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M3.5 10H20.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M8 3V7.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M16 3V7.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  time: '<path d="M12 4A8 8 0 1 1 12 20A8 8 0 1 1 12 4Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M12 7.5V12L15 14" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  capturePhoto: '<path d="M3 7.5H7.5L9.5 4.5H14.5L16.5 7.5H21V19.5H3Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M12 9.5A3.75 3.75 0 1 1 12 17A3.75 3.75 0 1 1 12 9.5Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  captureVideo: '<path d="M2.5 6.5H15.5V17.5H2.5Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M15.5 10.5L21.5 7V17L15.5 13.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  task: '<path d="M9.5 6H20.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M9.5 12H20.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M9.5 18H20.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M3.5 6.0A1.5 1.5 0 1 1 6.5 6.0A1.5 1.5 0 1 1 3.5 6.0Z" fill="currentColor"/><path d="M3.5 12.0A1.5 1.5 0 1 1 6.5 12.0A1.5 1.5 0 1 1 3.5 12.0Z" fill="currentColor"/><path d="M3.5 18.0A1.5 1.5 0 1 1 6.5 18.0A1.5 1.5 0 1 1 3.5 18.0Z" fill="currentColor"/>',
  taskCompleted: '<path d="M10 6H21" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M10 12H21" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M10 18H21" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M3 6L4.5 7.5L7.5 4.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M3 12L4.5 13.5L7.5 10.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M3 18L4.5 19.5L7.5 16.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  alarm: '<path d="M12 6A7 7 0 1 1 12 20A7 7 0 1 1 12 6Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M12 9.5V13L14.5 14.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M3.5 6L7 3" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M20.5 6L17 3" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M7 20.5L5.5 22" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M17 20.5L18.5 22" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  bookmark: '<path d="M6 3H18V21L12 16L6 21Z" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  shuffle: '<path d="M3 7H7C10.5 7 11.5 9 12.5 12C13.5 15 14.5 17 18 17H21" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M3 17H7C8.8 17 9.8 16.4 10.6 15.3" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M14.4 8.7C15.2 7.6 16.2 7 18 7H21" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M18.5 4.5L21 7L18.5 9.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M18.5 14.5L21 17L18.5 19.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  audio: '<path d="M3.5 9H7.5L12.5 4.5V19.5L7.5 15H3.5Z" fill="currentColor"/><path d="M15.5 9A4.2 4.2 0 0 1 15.5 15" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M18 6.5A7.8 7.8 0 0 1 18 17.5" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
  update: '<path d="M19.5 12A7.5 7.5 0 0 1 6.7 17.3" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M4.5 12A7.5 7.5 0 0 1 17.3 6.7" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M17.5 2.8V7H13.3" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/><path d="M6.5 21.2V17H10.7" fill="none" stroke="currentColor" stroke-width="2.0" stroke-linecap="round" stroke-linejoin="round"/>',
});

/** Glyphs the simulated system itself draws (back chevrons, check marks, the Settings gear, …). */
export const systemGlyphs = Object.freeze({
  chevronLeft: '<path d="m14.8 4.8-7.2 7.2 7.2 7.2"/>',
  chevronRight: '<path d="m9.2 4.8 7.2 7.2-7.2 7.2"/>',
  chevronDown: '<path d="m4.8 9.2 7.2 7.2 7.2-7.2"/>',
  chevronUp: '<path d="m4.8 14.8 7.2-7.2 7.2 7.2"/>',
  checkmark: '<path d="m4.5 12.8 4.8 4.7L19.5 6.8"/>',
  xmark: '<path d="m6 6 12 12M18 6 6 18"/>',
  trash: '<path d="M4.5 6.5h15M9.5 6.5V4.3h5v2.2M6.3 6.5l.9 13.2h9.6l.9-13.2M10 10v6.5M14 10v6.5"/>',
  ellipsis: '<path d="M6 12h.01M12 12h.01M18 12h.01" stroke-width="2.8"/>',
  gear: '<circle cx="12" cy="12" r="3.1"/><path d="M12 2.8v2.6M12 18.6v2.6M2.8 12h2.6M18.6 12h2.6M5.5 5.5l1.8 1.8M16.7 16.7l1.8 1.8M5.5 18.5l1.8-1.8M16.7 7.3l1.8-1.8"/><circle cx="12" cy="12" r="6.4"/>',
  bolt: '<path d="M13.4 2.8 5.6 13.4h5.6l-1 7.8 7.8-10.6h-5.6z"/>',
  layers: '<path d="m12 4 8.5 4.3L12 12.6 3.5 8.3z"/><path d="m3.5 12.1 8.5 4.3 8.5-4.3M3.5 15.9l8.5 4.3 8.5-4.3"/>',
  building: '<path d="M4.5 20.5V6.8L12 3.5l7.5 3.3v13.7"/><path d="M3 20.5h18M9 9.5h.01M12 9.5h.01M15 9.5h.01M9 13h.01M12 13h.01M15 13h.01" stroke-width="2"/><path d="M10.3 20.5v-3.8h3.4v3.8"/>',
  app: '<rect x="4" y="4" width="16" height="16" rx="4"/>',
  battery: '<rect x="0.8" y="0.8" width="22.4" height="10.4" rx="3"/><rect x="2.6" y="2.6" width="18.8" height="6.8" rx="1.6" fill="currentColor" stroke="none"/><path d="M25 4.2v3.6" stroke-width="1.8"/>',
});

/** Glyphs that are not square: their own `viewBox` (the status bar's battery is 27 × 12). */
const glyphViewBoxes = Object.freeze({ battery: '0 0 26.5 12' });

/** SF Symbol names (iOS 13 `systemImageName`) that have a glyph here. Others fall back to `app`. */
export const symbolAliases = Object.freeze({
  'square.and.pencil': 'compose', 'play': 'play', 'play.fill': 'play', 'pause': 'pause',
  'pause.fill': 'pause', 'plus': 'add', 'plus.circle': 'add', 'location': 'location',
  'location.fill': 'location', 'magnifyingglass': 'search', 'square.and.arrow.up': 'share',
  'nosign': 'prohibit', 'person': 'contact', 'person.fill': 'contact', 'person.crop.circle': 'contact',
  'house': 'home', 'house.fill': 'home', 'mappin': 'markLocation', 'mappin.and.ellipse': 'markLocation',
  'star': 'favorite', 'star.fill': 'favorite', 'heart': 'love', 'heart.fill': 'love',
  'cloud': 'cloud', 'cloud.fill': 'cloud', 'envelope.open': 'invitation', 'checkmark': 'confirmation',
  'checkmark.circle': 'confirmation', 'envelope': 'mail', 'envelope.fill': 'mail',
  'message': 'message', 'message.fill': 'message', 'bubble.left': 'message', 'calendar': 'date',
  'clock': 'time', 'camera': 'capturePhoto', 'camera.fill': 'capturePhoto', 'video': 'captureVideo',
  'video.fill': 'captureVideo', 'list.bullet': 'task', 'checklist': 'taskCompleted',
  'alarm': 'alarm', 'bookmark': 'bookmark', 'bookmark.fill': 'bookmark', 'shuffle': 'shuffle',
  'speaker.wave.2': 'audio', 'music.note': 'audio', 'arrow.triangle.2.circlepath': 'update',
  'arrow.clockwise': 'update', 'chevron.left': 'chevronLeft', 'chevron.right': 'chevronRight',
  'chevron.down': 'chevronDown', 'chevron.up': 'chevronUp', 'xmark': 'xmark', 'trash': 'trash',
  'ellipsis': 'ellipsis', 'gear': 'gear', 'gearshape': 'gear', 'bolt': 'bolt', 'bolt.fill': 'bolt',
  'square.stack.3d.up': 'layers', 'building.2': 'building', 'battery.100': 'battery',
});

/** Strips the Info.plist prefix: `UIApplicationShortcutIconTypeMarkLocation` → `markLocation`. */
export function glyphName(name) {
  if (typeof name !== 'string' || name === '') return 'app';
  let key = name;
  const prefix = 'UIApplicationShortcutIconType';
  if (key.startsWith(prefix)) key = key.slice(prefix.length);
  if (key in shortcutGlyphs || key in systemGlyphs) return key;
  const lowered = key.charAt(0).toLowerCase() + key.slice(1);
  if (lowered in shortcutGlyphs || lowered in systemGlyphs) return lowered;
  if (name in symbolAliases) return symbolAliases[name];
  // SF Symbols' filled variants draw as their outline here (`gearshape.fill` → `gear`).
  if (name.endsWith('.fill')) {
    const outline = name.slice(0, -'.fill'.length);
    if (outline in symbolAliases) return symbolAliases[outline];
  }
  return 'app';
}

/** Whether `name` (any spelling `glyphName` accepts) has a glyph of its own. */
export function hasGlyph(name) {
  return glyphName(name) !== 'app' || name === 'app';
}

/** An `<svg>` element for a glyph; `label` makes it an image with that name, else it is hidden. */
export function glyphElement(name, { size = 24, label = null, strokeWidth = 1.7 } = {}) {
  const key = glyphName(name);
  const body = shortcutGlyphs[key] ?? systemGlyphs[key];
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', glyphViewBoxes[key] ?? '0 0 24 24');
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  svg.setAttribute('fill', 'none');
  if (!(key in shortcutGlyphs)) {
    // The system's own glyphs are outlines; the quick-action glyphs carry their own fill or stroke.
    svg.setAttribute('stroke', 'currentColor');
    svg.setAttribute('stroke-width', String(strokeWidth));
    svg.setAttribute('stroke-linecap', 'round');
    svg.setAttribute('stroke-linejoin', 'round');
  }
  svg.setAttribute('class', 'glyph');
  svg.dataset.glyph = key;
  if (label) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
  } else {
    svg.setAttribute('aria-hidden', 'true');
  }
  svg.innerHTML = body;
  return svg;
}

/** The initials of a contact monogram (`ShortcutIcon.contact`): "Jane Appleseed" → "JA". */
export function initials(givenName, familyName) {
  const first = (s) => (typeof s === 'string' ? Array.from(s.trim())[0] ?? '' : '');
  return (first(givenName) + first(familyName)).toUpperCase();
}

/** A contact monogram: initials on a grey disc, as iOS draws a contact without a picture. */
export function monogramElement(givenName, familyName, { size = 24 } = {}) {
  const span = document.createElement('span');
  span.className = 'monogram';
  span.style.width = span.style.height = `${size}px`;
  span.style.fontSize = `${Math.round(size * 0.42)}px`;
  span.textContent = initials(givenName, familyName) || '?';
  span.setAttribute('aria-hidden', 'true');
  return span;
}

// Known apps get a recognisable face; every other app gets a colour from its bundle id and the
// first letter of its name, so the home screen stays stable from one run to the next.
const knownApps = {
  'com.apple.Preferences': { glyph: 'gear', from: '#9ea3ab', to: '#6b7078' },
  'com.company.appname': { glyph: 'search', from: '#4fa8ff', to: '#1b62e0' },
  'chengpei.shortcutDemo': { glyph: 'bolt', from: '#ffb340', to: '#ff7a1a' },
  'com.example.community': { glyph: 'building', from: '#45d27a', to: '#16a05a' },
  'com.example.dtouch': { glyph: 'layers', from: '#b57cff', to: '#6c3fe0' },
};

/** A deterministic 32-bit FNV-1a hash of a string. */
export function hashString(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The colours and glyph (or letter) of an app's icon. */
export function appIconStyle(bundleIdentifier, name) {
  const known = knownApps[bundleIdentifier];
  if (known) return { ...known, letter: null };
  const hue = hashString(bundleIdentifier || name || '?') % 360;
  const letter = Array.from((name || bundleIdentifier || '?').trim())[0]?.toUpperCase() ?? '?';
  return { glyph: null, letter, from: `hsl(${hue} 78% 60%)`, to: `hsl(${(hue + 28) % 360} 72% 44%)` };
}

/** An app icon filling its container: a rounded square with a gradient and a glyph or letter. */
export function appIconElement(bundleIdentifier, name) {
  const style = appIconStyle(bundleIdentifier, name);
  const icon = document.createElement('span');
  icon.className = 'app-icon';
  icon.style.setProperty('--icon-from', style.from);
  icon.style.setProperty('--icon-to', style.to);
  icon.setAttribute('aria-hidden', 'true');
  if (style.glyph) {
    const glyph = glyphElement(style.glyph, { size: 24, strokeWidth: 1.9 });
    icon.append(glyph);
  } else {
    const letter = document.createElement('span');
    letter.className = 'app-icon-letter';
    letter.textContent = style.letter;
    icon.append(letter);
  }
  return icon;
}
