import BrowserTesting
import Foundation
import Interchange
import Simulator
import Testing
import TouchKit

extension WebClientBrowserTests {
    /// Labels an app sizes to fit their text (`sizeToFit`, intrinsic widths), as TouchKit measures
    /// it: the page must draw each whole, without "…". A Linux browser's `system-ui` is DejaVu Sans,
    /// wider than the Helvetica advances TouchKit measures with; the screen's font list puts
    /// Helvetica's metric twins (Arial, Liberation Sans, Arimo) before it.
    @Test("the screen's text fits the width TouchKit measured for it: labels sized to fit end without '…'")
    func textFitsMeasuredWidth() async throws {
        let strings = [
            "Context Menu", "UIContextMenuInteraction", "Share", "Copy Link", "Hello, HelloDrak!",
            "WWWWWWWWWW", "Settings and Privacy", "0123456789", "Photos (42)", "mmmmmmmmmm",
        ]
        var labels: [String] = []
        for string in strings {
            for (weight, css) in [(Font.Weight.regular, 400), (.semibold, 600)] {
                let width = TextMetrics.width(of: string, font: .systemFont(ofSize: 17, weight: weight))
                labels.append("[\(JSONText.string(string)), \(Int(width)), \(css)]")
            }
        }
        let simulator = try LiveSimulator()
        try await Self.withPage("text-metrics", simulator, until: Self.homeScreenDrawn) { page in
            try await page.runChecks(
                #"""
                const r = await import('/render.js');
                const box = document.createElement('div');
                box.style.cssText = 'position: fixed; left: 0; top: 0; width: 375px; height: 667px; z-index: 9';
                const host = document.createElement('div');
                host.className = 'render-root';
                box.append(host);
                document.body.append(box);
                const renderer = r.createRenderer(host, { focusMenus: () => false, appName: () => null, imageURL: (n) => n });
                const labels = [\#(labels.joined(separator: ", "))];
                const view = (id, attributes, kind = 'view') => ({ id, kind, attributes, children: [] });
                renderer.applyTree({ id: 1, kind: 'view', attributes: { frame: [0, 0, 375, 667] }, children: labels.map(([string, width, weight], i) =>
                  view(i + 2, { frame: [0, 24 * i, width, 21], text: { string, fontSize: 17, fontWeight: weight, numberOfLines: 1 } }, 'label')) });
                await document.fonts.ready;
                const cut = labels.filter((_, i) => {
                  const span = renderer.element(i + 2).querySelector('.node-text');
                  return span.scrollWidth > span.clientWidth;
                }).map(([string, width, weight]) => `${string} (${weight}, ${width} pt)`);
                check('every label sized by TouchKit is drawn whole', cut, []);
                box.remove();
                """#, expectedChecks: 1)
        }
    }
}
