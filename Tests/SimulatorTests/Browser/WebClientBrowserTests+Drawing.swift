import BrowserTesting
import Foundation
import Interchange
import Simulator
import TestSupport
import Testing

extension WebClientBrowserTests {
    @Test(
        "An asset catalog's vector PDF, served as SVG, draws in Chromium at its page's size: as an <img>, and as a template's tinted mask"
    )
    func vectorImageArtwork() async throws {
        let folder = temporaryDirectory()
        defer { removeDirectory(folder) }
        try VectorPDF.writeAppInfoPlist(bundleIdentifier: "com.example.tabs", into: folder)
        // A 30-point icon: a red 10-point square at the PDF's bottom-left (UIKit's bottom-left too).
        try VectorPDF.writeImageSet(
            "first", file: "first.pdf",
            pdf: VectorPDF.page(width: 30, height: 30, content: "1 0 0 rg 0 0 10 10 re f"),
            into: folder + "/Assets.xcassets")
        let simulator = try LiveSimulator(install: [folder])
        try await Self.withPage("vector-image", simulator, until: Self.homeScreenDrawn) { page in
            try await page.runChecks(
                #"""
                const url = '/api/devices/1/artwork?name=' + encodeURIComponent('com.example.tabs/first');
                const img = new Image();
                img.src = url;
                await img.decode();
                check('the page size in CSS pixels', [img.naturalWidth, img.naturalHeight], [30, 30]);
                const canvas = document.createElement('canvas');
                canvas.width = 30; canvas.height = 30;
                const g = canvas.getContext('2d');
                g.drawImage(img, 0, 0);
                const at = (x, y) => [...g.getImageData(x, y, 1, 1).data];
                check('red at the bottom-left, y flipped from the PDF', at(5, 25), [255, 0, 0, 255]);
                check('nothing at the top-left', at(5, 5)[3], 0);
                // The render tree's template: the served SVG as a CSS mask over the tint.
                const r = await import('/render.js');
                const host = document.createElement('div');
                host.style.cssText = 'position: fixed; left: 0; top: 0; width: 100px; height: 100px; z-index: 9';
                document.body.append(host);
                const renderer = r.createRenderer(host, { focusMenus: () => false, appName: () => null,
                  imageURL: (name) => `/api/devices/1/artwork?name=${encodeURIComponent(name)}` });
                renderer.applyTree({ id: 1, kind: 'imageView', children: [], attributes: { frame: [0, 0, 30, 30],
                  image: { name: 'com.example.tabs/first', isSymbol: false, tintColor: '#007AFFFF' } } });
                const shape = renderer.element(1).querySelector('.template-image');
                check('a template mask of the served SVG in the tint',
                  [getComputedStyle(shape).maskImage.includes('com.example.tabs%2Ffirst'), getComputedStyle(shape).backgroundColor],
                  [true, 'rgb(0, 122, 255)']);
                host.remove();
                """#, expectedChecks: 4)
        }
    }

    @Test(
        "render.js: attributes as real CSS, text, images, ARIA, patches and their errors, focus on a keyboard menu"
    )
    func renderModule() async throws {
        let simulator = try LiveSimulator()
        try await Self.withPage("render", simulator, until: Self.homeScreenDrawn) { page in
            try await page.runChecks(
                #"""
                const r = await import('/render.js');
                const host = document.createElement('div');
                host.style.cssText = 'position: fixed; left: 0; top: 0; width: 375px; height: 667px; z-index: 9';
                document.body.append(host);
                const names = {};
                const renderer = r.createRenderer(host, {
                  focusMenus: () => true, appName: (bundle) => names[bundle] ?? null,
                  imageURL: (name) => `/api/devices/1/artwork?name=${encodeURIComponent(name)}`,
                });
                const view = (id, attributes, children = [], kind = 'view') => ({ id, kind, attributes, children });
                renderer.applyTree(view(1, { frame: [0, 0, 375, 667] }, [
                  view(2, { frame: [1, 2, 30, 40], backgroundColor: '#FF000080', cornerRadius: 8, alpha: 0.5, borderWidth: 1,
                    borderColor: '#00FF00FF', transform: { a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4 }, blurRadius: 6,
                    accessibility: { role: 'switch', label: 'Wi-Fi', states: ['selected'] } }),
                  view(3, { frame: [0, 50, 200, 40], text: { string: 'Hi', fontWeight: 649, numberOfLines: 2 } }, [], 'label'),
                  view(4, { frame: [0, 100, 10, 'x'], alpha: Infinity, isHidden: true }),
                  view(5, { frame: [0, 120, 40, 40], image: { name: 'contact:Jane van Dam' } }, [], 'imageView'),
                  view(6, { frame: [0, 160, 40, 40], image: { name: 'appicon:com.example.new' } }, [], 'imageView'),
                  view(7, { frame: [0, 200, 40, 40], image: { name: 'com.example.community/icon' } }, [], 'imageView'),
                  view(8, { frame: [0, 240, 40, 40], image: { name: 'gearshape.fill', isSymbol: true } }, [], 'imageView'),
                  view(9, { frame: [0, 280, 100, 40], accessibility: { role: 'cell', label: 'Row' } }),
                  view(10, { frame: [0, 320, 1, 1], transform: { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 } }),
                  view(11, { frame: [0, 330, 100, 40], text: { string: 'Search' }, image: { name: 'search', isSymbol: true } }),
                  view(12, { frame: [0, 380, 28, 28], cornerRadius: 14, clipsToBounds: true,
                    image: { name: 'data:image/png;base64,iVBORw0KGgo=' } }, [], 'imageView'),
                ]));
                const el = (id) => renderer.element(id);
                const css = (id) => getComputedStyle(el(id));
                // Attributes, as the browser computes them.
                const two = css(2);
                check('frame', [two.left, two.top, el(2).getBoundingClientRect().width > 0], ['1px', '2px', true]);
                check('an #RRGGBBAA colour is a CSS colour', two.backgroundColor, 'rgba(255, 0, 0, 0.5)');
                check('corner, opacity, border', [two.borderTopLeftRadius, two.opacity, two.borderTopWidth, two.borderTopColor],
                  ['8px', '0.5', '1px', 'rgb(0, 255, 0)']);
                check('transform and blur', [two.transform, two.backdropFilter], ['matrix(1, 0, 0, 1, 3, 4)', 'blur(6px)']);
                check('accessibility', [el(2).getAttribute('role'), el(2).getAttribute('aria-checked'), el(2).getAttribute('aria-label'), el(2).tabIndex],
                  ['switch', 'true', 'Wi-Fi', 0]);
                check('the identity transform is none', css(10).transform, 'none');
                // Text.
                const text = el(3).querySelector('.node-text');
                check('a label\'s span, weight rounded to 600, two lines', [text?.textContent, getComputedStyle(text).fontWeight, text?.dataset.lines],
                  ['Hi', '600', '2']);
                check('an image sits after the text', [...el(11).children].slice(0, 2).map((c) => c.className), ['node-text', 'node-image']);
                // Defaults for malformed attributes; hidden.
                check('a malformed frame is 0 high; alpha Infinity is opaque; hidden', [el(4).getBoundingClientRect().height, css(4).opacity, el(4).hidden, css(4).display],
                  [0, '1', true, 'none']);
                // Images.
                check('a contact monogram', el(5).querySelector('.monogram')?.textContent, 'JV');
                check('an unknown app icon shows the bundle id\'s letter', el(6).querySelector('.app-icon-letter')?.textContent, 'C');
                names['com.example.new'] = 'Weather';
                renderer.refreshAppIcons();
                check('and the app\'s once its name is known', el(6).querySelector('.app-icon-letter')?.textContent, 'W');
                check('an app icon file is the served artwork', el(7).querySelector('img')?.getAttribute('src'),
                  '/api/devices/1/artwork?name=com.example.community%2Ficon');
                const gear = el(8).querySelector('svg');
                check('an SF Symbol is its glyph, an SVG element', [gear?.dataset.glyph, gear instanceof SVGSVGElement], ['gear', true]);
                check('a contact\'s picture (a data: URL) is drawn as it is, clipped round',
                  [el(12).querySelector('img')?.getAttribute('src'), css(12).borderTopLeftRadius, css(12).overflow],
                  ['data:image/png;base64,iVBORw0KGgo=', '14px', 'hidden']);
                check('ARIA roles', el(9).getAttribute('role'), 'button');
                // Only what changed is written again.
                el(2).style.left = '77px';
                renderer.applyMutations([{ op: 'update', id: 2, attributes: { frame: [1, 2, 30, 40], backgroundColor: '#0000FFFF' } }]);
                check('the same frame is not written again', [getComputedStyle(el(2)).left, getComputedStyle(el(2)).backgroundColor],
                  ['77px', 'rgb(0, 0, 255)']);
                // Patches: insert, move, update, remove.
                renderer.applyMutations([
                  { op: 'insert', parent: 1, before: 2, node: view(20, { frame: [0, 0, 5, 5] }) },
                  { op: 'move', id: 3, parent: 2, before: null },
                  { op: 'update', id: 9, attributes: { frame: [5, 6, 7, 8], accessibility: { role: 'button', label: 'OK' } } },
                  { op: 'remove', id: 4 },
                ]);
                const childIds = (id) => [...el(id).querySelector(':scope > .node-children').children].map((c) => c.dataset.id);
                check('the tree after the patch', [childIds(1), childIds(2)], [['20', '2', '5', '6', '7', '8', '9', '10', '11', '12'], ['3']]);
                check('an update', [getComputedStyle(el(9)).left, el(9).getAttribute('aria-label'), renderer.attributes(9).frame],
                  ['5px', 'OK', { x: 5, y: 6, width: 7, height: 8 }]);
                renderer.applyMutations([{ op: 'update', id: 3, attributes: { frame: [0, 50, 200, 40] } }]);
                check('a label that loses its text loses its span', el(3).querySelector('.node-text'), null);
                check('a removed node is gone', [el(4), host.querySelector('[data-id="4"]')], [null, null]);
                // Patches that do not fit the screen throw, saying what.
                const errors = [
                  { op: 'remove', id: 99 }, { op: 'insert', parent: 1, node: view(2, { frame: [0, 0, 1, 1] }) },
                  { op: 'insert', parent: 1, before: 3, node: view(70, { frame: [0, 0, 1, 1] }) }, { op: 'remove', id: 1 },
                  { op: 'move', id: 2, parent: 3 }, { op: 'explode', id: 1 }, { op: 'insert', parent: 1, node: { kind: 'view' } },
                ].map((m) => { try { renderer.applyMutations([m]); return 'applied'; } catch (error) { return error.message; } });
                const expected = [/names node 99, which is not on screen/, /inserts node 2, which is already on screen/,
                  /node 3 is not a child of node 1/, /removes the root node 1/, /node 2 cannot move into node 3/, /unknown mutation op "explode"/,
                  /without an id/];
                check('each bad patch throws its message', errors.map((m, i) => expected[i].test(m)), [true, true, true, true, true, true, true]);
                // A menu added while on the keyboard takes the real focus, skipping disabled items.
                renderer.applyMutations([{ op: 'insert', parent: 1, node: view(30, { frame: [0, 400, 200, 100], accessibility: { role: 'menu' } }, [
                  view(31, { frame: [0, 0, 200, 40], accessibility: { role: 'menuItem', label: 'Off', states: ['disabled'] } }),
                  view(32, { frame: [0, 50, 200, 40], accessibility: { role: 'menuItem', label: 'Search' } }),
                ]) }]);
                check('menu items', [el(30).getAttribute('role'), r.menuItems(el(30)).map((i) => i.dataset.id)], ['menu', ['32']]);
                check('the first enabled item has the focus', document.activeElement === el(32), true);
                // An insert without a parent is a new root.
                renderer.applyMutations([{ op: 'insert', parent: null, node: view(50, { frame: [0, 0, 1, 1] }) }]);
                check('a new root', [renderer.size, host.querySelectorAll('.node').length, host.querySelector('.node').dataset.id], [1, 1, '50']);
                host.remove();
                """#, expectedChecks: 25)
        }
    }

    @Test(
        "drawing.js: clip, transform, dash, alpha, blend, fill, curves, clear and images as real canvas pixels; the renderer's canvas"
    )
    func drawingModule() async throws {
        let simulator = try LiveSimulator()
        try await Self.withPage("drawing", simulator) { page in
            try await page.runChecks(
                #"""
                const d = await import('/drawing.js');
                const r = await import('/render.js');
                const el = document.createElement('div');
                document.body.append(el);
                // Drawn at 2 canvas pixels a point: every pixel read below is at twice the point.
                const drawing = d.createDrawing(el, 2);
                const rgba = (bytes) => btoa(String.fromCharCode(...bytes));
                const painted = drawing.reset(d.readDrawing({ size: [100, 100], ops: [
                  // A dashed red line at y 10, moved down 20 by its transform, clipped to x < 50 in view space.
                  { op: 'stroke', path: 'M0 10L100 10', color: '#FF0000FF', width: 6, dash: [10, 10], dashPhase: 0,
                    transform: [1, 0, 0, 1, 0, 20], clip: [{ path: 'M0 0L50 0L50 100L0 100Z', rule: 'evenodd' }] },
                  // A fill without colour: black; then half of it cleared.
                  { op: 'fill', path: 'M60 50L90 50L90 80L60 80Z' },
                  { op: 'clear', rect: [60, 50, 10, 10] },
                  // A curve, filled at half alpha with a blend the page does not know (drawn normally).
                  { op: 'fill', path: 'M0 60C0 60 30 60 30 90L0 90Z', color: '#0000FFFF', alpha: 0.5, blend: 'bogus' },
                  // A 1 × 2 image, red over blue, into a 2 × 4 point rectangle: drawn flipped upright.
                  { op: 'image', rect: [40, 90, 2, 4], image: { width: 1, height: 2, rgba: rgba([255, 0, 0, 255, 0, 0, 255, 255]) } },
                ] }));
                check('painted', painted, true);
                const ctx = drawing.canvas.getContext('2d');
                const at = (x, y) => [...ctx.getImageData(Math.round(x * 2), Math.round(y * 2), 1, 1).data];
                check('the canvas has 2 pixels a point', [drawing.canvas.width, drawing.canvas.style.width], [200, '100px']);
                check('a dash, transformed', at(5, 30), [255, 0, 0, 255]);
                check('a gap of the dash', at(15, 30)[3], 0);
                check('the second dash', at(25, 30), [255, 0, 0, 255]);
                check('clipped away', at(45, 30)[3] === 0 || at(65, 30)[3] === 0, true);
                check('nothing at the untransformed line', at(5, 10)[3], 0);
                check('a default fill is black', at(80, 70), [0, 0, 0, 255]);
                check('cleared', at(65, 55)[3], 0);
                const curve = at(3, 85);
                ok('the curve\'s fill is blue at half alpha', curve[2] > 200 && curve[3] > 110 && curve[3] < 145, curve);
                ok('outside the curve nothing', at(28, 62)[3] === 0, at(28, 62));
                check('the image\'s first row at the bottom', [at(40.5, 90.5).slice(0, 3), at(40.5, 93.5).slice(0, 3)], [[0, 0, 255], [255, 0, 0]]);
                // Reading: the operation limit, broken paths, pixels of the wrong size.
                const many = Array.from({ length: d.OPERATION_LIMIT + 10 }, () => ({ op: 'fill', path: 'M0 0' }));
                check('no size or no operations, no drawing', [d.readDrawing(null), d.readDrawing({ size: [1, 1] })], [null, null]);
                check('at most the limit', d.readDrawing({ size: [1, 1], ops: many }).ops.length, d.OPERATION_LIMIT);
                check('a path stops at a broken step', d.parsePath('M1e+2 0L5'), [['M', 100, 0]]);
                check('pixels of the wrong size are none', d.decodePixels({ width: 2, height: 1, rgba: rgba([1, 2, 3, 4]) }), null);
                // The same drawing again paints nothing.
                check('the same drawing is not painted twice', drawing.reset(d.readDrawing({ size: [100, 100], ops: [] })) && drawing.reset(d.readDrawing({ size: [100, 100], ops: [] })), false);
                // The renderer: a drawing's canvas before the node's children; an update without it removes it.
                const host = document.createElement('div');
                document.body.append(host);
                const renderer = r.createRenderer(host, { focusMenus: () => false });
                const json = { size: [40, 30], ops: [{ op: 'stroke', path: 'M0 0L40 30' }] };
                renderer.applyTree({ id: 1, kind: 'view', attributes: { frame: [0, 0, 40, 30], drawing: json },
                  children: [{ id: 2, kind: 'view', attributes: { frame: [0, 0, 1, 1] } }] });
                const node = renderer.element(1);
                check('the canvas comes first, the drawing\'s size', [node.firstElementChild.className, node.firstElementChild.style.width, node.firstElementChild.style.height],
                  ['node-drawing', '40px', '30px']);
                renderer.applyMutations([{ op: 'update', id: 1, attributes: { frame: [0, 0, 40, 30] } }]);
                check('an update without a drawing removes it', node.querySelector('.node-drawing'), null);
                el.remove();
                host.remove();
                """#, expectedChecks: 19)
        }
    }

    @Test("glyphs.js: every glyph draws as SVG in the browser; monograms and app icons")
    func glyphsModule() async throws {
        let simulator = try LiveSimulator()
        try await Self.withPage("glyphs", simulator) { page in
            try await page.runChecks(
                #"""
                const g = await import('/glyphs.js');
                const host = document.createElement('div');
                host.style.cssText = 'position: fixed; left: 0; top: 0; color: rgb(1, 2, 3)';
                document.body.append(host);
                // Every quick-action and system glyph parses as SVG and draws something (a row of dots is a
                // flat box: its round caps draw it).
                const empty = [];
                for (const name of [...Object.keys(g.shortcutGlyphs), ...Object.keys(g.systemGlyphs)]) {
                  const svg = g.glyphElement(name);
                  host.append(svg);
                  const box = svg.getBBox();
                  if (!(svg instanceof SVGSVGElement) || svg.dataset.glyph !== name || (box.width <= 0 && box.height <= 0)) empty.push(name);
                  svg.remove();
                }
                check('every glyph draws', empty, []);
                ok('29 quick-action glyphs', Object.keys(g.shortcutGlyphs).length === 29);
                const share = g.glyphElement('UIApplicationShortcutIconTypeShare');
                host.append(share);
                check('a glyph is hidden from assistive technology', share.getAttribute('aria-hidden'), 'true');
                const painted = share.querySelector('[stroke="currentColor"], [fill="currentColor"]');
                check('drawn in the text colour', painted && getComputedStyle(painted).stroke, 'rgb(1, 2, 3)');
                const labelled = g.glyphElement('nope', { size: 30, label: 'Unknown' });
                host.append(labelled);
                check('an unknown name is the app glyph, labelled, at its size',
                  [labelled.dataset.glyph, labelled.getAttribute('role'), labelled.getAttribute('aria-label'), labelled.getBoundingClientRect().width],
                  ['app', 'img', 'Unknown', 30]);
                check('names', [g.glyphName('UIApplicationShortcutIconTypeMarkLocation'), g.glyphName('play.fill'), g.glyphName(42)],
                  ['markLocation', 'play', 'app']);
                // Monograms: whole characters, upper-cased; none is '?'.
                const monogram = g.monogramElement('😀li', 'wei', { size: 40 });
                host.append(monogram);
                check('a monogram', [monogram.textContent, getComputedStyle(monogram).fontSize], ['😀W', '17px']);
                check('an empty monogram', g.monogramElement('', '').textContent, '?');
                check('hashString is FNV-1a', [g.hashString(''), g.hashString('foobar')], [0x811c9dc5, 0xbf9cf968]);
                // App icons: a known app's glyph; another app's stable colour and letter.
                const known = g.appIconElement('com.company.appname', 'AppSearch');
                const other = g.appIconElement('org.example.weather', 'weather');
                host.append(known, other);
                check('a known app', known.querySelector('svg')?.dataset.glyph, 'search');
                check('another app\'s letter', other.querySelector('.app-icon-letter')?.textContent, 'W');
                check('its colour is stable', other.style.getPropertyValue('--icon-from'), g.appIconElement('org.example.weather', 'weather').style.getPropertyValue('--icon-from'));
                ok('and painted as a gradient', getComputedStyle(other).backgroundImage.startsWith('linear-gradient'), getComputedStyle(other).backgroundImage);
                host.remove();
                """#, expectedChecks: 13)
        }
    }
}
