// glyphs.js: names → glyphs (Info.plist icon types, SF Symbols, filled variants), glyph elements,
// contact monograms and app icons.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import {
  appIconElement, appIconStyle, glyphElement, glyphName, hashString, hasGlyph, initials, monogramElement,
  shortcutGlyphs, symbolAliases, systemGlyphs,
} from '../../Sources/Simulator/Web/glyphs.js';
import { installDOM } from './Support/dom.mjs';

describe('glyph names', () => {
  it('strips the Info.plist prefix and lower-cases the first letter', () => {
    assert.equal(glyphName('UIApplicationShortcutIconTypePlay'), 'play');
    assert.equal(glyphName('UIApplicationShortcutIconTypeMarkLocation'), 'markLocation');
    assert.equal(glyphName('Search'), 'search');
  });

  it('maps SF Symbols, drawing filled variants as their outline; unknown names are the app glyph', () => {
    assert.equal(glyphName('gearshape.fill'), 'gear');
    assert.equal(glyphName('play.fill'), 'play');
    assert.equal(glyphName('no.such.symbol.fill'), 'app');
    assert.equal(glyphName(''), 'app');
    assert.equal(glyphName(42), 'app');
    assert.equal(hasGlyph('app'), true);
    assert.equal(hasGlyph('nothing'), false);
    // An alias applies to names that are not a glyph's own key (`checkmark` is a system glyph).
    for (const [symbol, glyph] of Object.entries(symbolAliases)) {
      if (symbol in shortcutGlyphs || symbol in systemGlyphs) continue;
      assert.equal(glyphName(symbol), glyph, symbol);
    }
  });

  it('every icon type QuickActions knows (ShortcutIcon.IconType) has a glyph of its own', () => {
    const folder = new URL('../../Sources/QuickActions/', import.meta.url);
    const file = readdirSync(folder, { recursive: true })
      .filter((name) => name.endsWith('.swift'))
      .map((name) => readFileSync(new URL(name, folder), 'utf8'))
      .find((text) => /enum IconType\b/.test(text));
    assert.ok(file, 'no Swift file in Sources/QuickActions declares enum IconType');
    const body = file.slice(file.search(/enum IconType\b/));
    const cases = [...body.matchAll(/^\s*case (\w+) = \d+$/gm)].map((match) => match[1]);
    assert.equal(cases.length, 29, `29 icon types, found ${cases.join(', ')}`);
    assert.deepEqual(Object.keys(shortcutGlyphs).sort(), [...cases].sort());
    for (const name of cases) {
      const plist = `UIApplicationShortcutIconType${name.charAt(0).toUpperCase()}${name.slice(1)}`;
      assert.equal(glyphName(plist), name, plist);
    }
  });
});

describe('glyph elements, monograms and app icons', () => {
  it('a glyph is an SVG in currentColor, hidden unless labelled', () => {
    installDOM();
    const hidden = glyphElement('UIApplicationShortcutIconTypeShare');
    assert.equal(hidden.namespaceURI, 'http://www.w3.org/2000/svg');
    assert.equal(hidden.dataset.glyph, 'share');
    // A quick-action glyph carries its own fill or stroke (IconGlyph's), the system's are outlines.
    assert.equal(hidden.getAttribute('stroke'), null);
    assert.equal(hidden.getAttribute('aria-hidden'), 'true');
    assert.equal(hidden.innerHTML, shortcutGlyphs.share);
    assert.match(shortcutGlyphs.play, /^<path d="[^"]+" fill="currentColor"\/>$/);
    assert.match(shortcutGlyphs.share, /stroke="currentColor" stroke-width="2.0"/);
    assert.equal(glyphElement('chevronRight').getAttribute('stroke'), 'currentColor');
    const labelled = glyphElement('nope', { size: 30, label: 'Unknown' });
    assert.equal(labelled.dataset.glyph, 'app');
    assert.equal(labelled.getAttribute('width'), '30');
    assert.equal(labelled.getAttribute('role'), 'img');
    assert.equal(labelled.getAttribute('aria-label'), 'Unknown');
  });

  it('monograms: the first letters of both names, upper-cased, whole characters', () => {
    assert.equal(initials('jane', 'appleseed'), 'JA');
    assert.equal(initials('Émile', ''), 'É');
    assert.equal(initials('😀x', 'y'), '😀Y');
    assert.equal(initials(null, undefined), '');
    installDOM();
    assert.equal(monogramElement('', '').textContent, '?');
    assert.equal(monogramElement('Li', 'Wei', { size: 40 }).style.fontSize, '17px');
  });

  it('hashString is 32-bit FNV-1a', () => {
    assert.equal(hashString(''), 0x811c9dc5);
    assert.equal(hashString('a'), 0xe40c292c);
    assert.equal(hashString('foobar'), 0xbf9cf968);
  });

  it('app icons: known apps get their glyph; others a stable colour and their first letter', () => {
    assert.equal(appIconStyle('com.apple.Preferences', 'Settings').glyph, 'gear');
    const style = appIconStyle('org.example.weather', 'weather');
    assert.deepEqual(style, appIconStyle('org.example.weather', 'weather'));
    assert.equal(style.letter, 'W');
    assert.equal(style.glyph, null);
    assert.match(style.from, /^hsl\(\d+ 78% 60%\)$/);
    installDOM();
    const known = appIconElement('com.company.appname', 'AppSearch');
    assert.equal(known.firstChild.dataset.glyph, 'search');
    const other = appIconElement('org.example.weather', 'Weather');
    assert.equal(other.firstChild.textContent, 'W');
    assert.equal(other.style.getPropertyValue('--icon-from'), style.from);
  });
});
