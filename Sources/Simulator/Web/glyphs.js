// Glyphs: the 29 quick-action icon types (UIApplicationShortcutIconType), a few system glyphs the
// simulated OS uses, SF Symbol names mapped onto them, contact monograms and generated app icons.
// Everything is inline SVG in a 24×24 box drawn with `currentColor`, so a glyph takes the colour
// of the text around it (the menu's label colour, a destructive row's red, …).

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The quick-action icon types, keyed by the Swift case name (`ShortcutIcon.IconType.name`). */
export const shortcutGlyphs = Object.freeze({
  compose: '<path d="M11 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V13"/><path d="M17.8 3.7a1.9 1.9 0 0 1 2.7 2.7l-8.3 8.3-3.6.9.9-3.6z"/>',
  play: '<path d="M7.5 4.8v14.4a.6.6 0 0 0 .9.5l11.4-7.2a.6.6 0 0 0 0-1L8.4 4.3a.6.6 0 0 0-.9.5z"/>',
  pause: '<rect x="6.5" y="4.5" width="3.6" height="15" rx="1"/><rect x="13.9" y="4.5" width="3.6" height="15" rx="1"/>',
  add: '<path d="M12 4.5v15M4.5 12h15"/>',
  location: '<path d="M20 4 3.8 11.1l7.1 2 2 7.1z"/>',
  search: '<circle cx="10.4" cy="10.4" r="6.2"/><path d="m15 15 5 5"/>',
  share: '<path d="M8.5 9.5H6.8a1.3 1.3 0 0 0-1.3 1.3v8.4a1.3 1.3 0 0 0 1.3 1.3h10.4a1.3 1.3 0 0 0 1.3-1.3v-8.4a1.3 1.3 0 0 0-1.3-1.3h-1.7"/><path d="M12 3.5v11M8.7 6.8 12 3.5l3.3 3.3"/>',
  prohibit: '<circle cx="12" cy="12" r="8.2"/><path d="m6.2 6.2 11.6 11.6"/>',
  contact: '<circle cx="12" cy="8.3" r="3.8"/><path d="M4.8 20c.9-3.9 3.6-5.9 7.2-5.9s6.3 2 7.2 5.9"/>',
  home: '<path d="M3.8 11.6 12 4.3l8.2 7.3"/><path d="M6.3 9.6V19.5h4.2v-5.2h3v5.2h4.2V9.6"/>',
  markLocation: '<path d="M12 20.8s-6.3-5.9-6.3-11A6.3 6.3 0 0 1 18.3 9.8c0 5.1-6.3 11-6.3 11z"/><circle cx="12" cy="9.6" r="2.3"/>',
  favorite: '<path d="M12.00 3.50 L14.29 9.64 L20.84 9.93 L15.71 14.01 L17.47 20.32 L12.00 16.70 L6.53 20.32 L8.29 14.01 L3.16 9.93 L9.71 9.64Z"/>',
  love: '<path d="M12 20s-7.3-4.5-8.6-9.3C2.6 7.5 4.7 4.6 7.8 4.6c1.8 0 3.2.9 4.2 2.4 1-1.5 2.4-2.4 4.2-2.4 3.1 0 5.2 2.9 4.4 6.1C19.3 15.5 12 20 12 20z"/>',
  cloud: '<path d="M7.2 18.5h10.2a3.9 3.9 0 0 0 .5-7.8 5.9 5.9 0 0 0-11.3-1.5A4.7 4.7 0 0 0 7.2 18.5z"/>',
  invitation: '<path d="M6.5 11.6V4.5h11v7.1"/><path d="M9 7.5h6M9 10h4"/><path d="M3.5 10.2v9.3h17v-9.3"/><path d="m3.5 10.2 8.5 5.9 8.5-5.9"/>',
  confirmation: '<path d="m4.5 12.8 4.8 4.7L19.5 6.8"/>',
  mail: '<rect x="3.3" y="5.6" width="17.4" height="12.8" rx="1.6"/><path d="m3.8 6.4 8.2 6.6 8.2-6.6"/>',
  message: '<path d="M12 4.6c-4.7 0-8.5 3-8.5 6.8 0 2.2 1.3 4.1 3.3 5.4l-.9 3.4 3.9-2c.7.1 1.4.2 2.2.2 4.7 0 8.5-3 8.5-6.9S16.7 4.6 12 4.6z"/>',
  date: '<rect x="3.7" y="5" width="16.6" height="15.3" rx="2"/><path d="M3.7 9.6h16.6M8 3.2v3.6M16 3.2v3.6"/><path d="M7.6 13.2h.01M12 13.2h.01M16.4 13.2h.01M7.6 16.7h.01M12 16.7h.01" stroke-width="2.2"/>',
  time: '<circle cx="12" cy="12" r="8.3"/><path d="M12 7.2V12l3.3 2.1"/>',
  capturePhoto: '<path d="M3.6 8.6A1.6 1.6 0 0 1 5.2 7h2.4l1.6-2.4h5.6L16.4 7h2.4a1.6 1.6 0 0 1 1.6 1.6v9.8a1.6 1.6 0 0 1-1.6 1.6H5.2a1.6 1.6 0 0 1-1.6-1.6z"/><circle cx="12" cy="13" r="3.6"/>',
  captureVideo: '<rect x="2.8" y="6.6" width="12.6" height="10.8" rx="2"/><path d="m15.4 10.4 5.8-3.3v9.8l-5.8-3.3"/>',
  task: '<path d="M9.2 6.5h10.3M9.2 12h10.3M9.2 17.5h10.3"/><path d="M5 6.5h.01M5 12h.01M5 17.5h.01" stroke-width="2.6"/>',
  taskCompleted: '<path d="M10.2 6.5h9.3M10.2 12h9.3M10.2 17.5h9.3"/><path d="m3.6 6.6 1.3 1.3 2.4-2.7M3.6 12.1l1.3 1.3 2.4-2.7M3.6 17.6l1.3 1.3 2.4-2.7"/>',
  alarm: '<circle cx="12" cy="13.2" r="6.9"/><path d="M12 9.6v3.6l2.4 1.5M3.9 6.9 7 4.3M20.1 6.9 17 4.3M7.3 18.6 5.8 20.4M16.7 18.6l1.5 1.8"/>',
  bookmark: '<path d="M6.7 3.8h10.6v16.4L12 16.4l-5.3 3.8z"/>',
  shuffle: '<path d="M3.6 7.2h3c4.6 0 5.6 9.6 10.2 9.6h3.4"/><path d="M3.6 16.8h3c1.7 0 2.9-1.4 3.8-3.2M13.6 10.4c.9-1.8 2.1-3.2 3.8-3.2h2.8"/><path d="m17.8 4.7 2.6 2.5-2.6 2.5M17.8 14.3l2.6 2.5-2.6 2.5"/>',
  audio: '<path d="M4.2 9.5h3.3l4.5-4v13l-4.5-4H4.2z"/><path d="M15.4 9.2a3.9 3.9 0 0 1 0 5.6M17.8 6.6a7.6 7.6 0 0 1 0 10.8"/>',
  update: '<path d="M19.4 12a7.4 7.4 0 0 1-12.8 5.1M4.6 12a7.4 7.4 0 0 1 12.8-5.1"/><path d="M17.6 3.4v3.7h-3.7M6.4 20.6v-3.7h3.7"/>',
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
  svg.setAttribute('stroke', 'currentColor');
  svg.setAttribute('stroke-width', String(strokeWidth));
  svg.setAttribute('stroke-linecap', 'round');
  svg.setAttribute('stroke-linejoin', 'round');
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
