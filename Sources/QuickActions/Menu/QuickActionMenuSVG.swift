import Foundation
import Interchange

/// Draws a quick action menu as an SVG picture: the blurred home screen, the app icon, and the
/// rounded, frosted menu card with its rows (title, subtitle, icon), cut with ellipses where the
/// device would cut the text. Output is deterministic (same menu, same bytes).
///
/// Sizes follow the iPhone 6s menu roughly (our choice, not Apple's published numbers): a
/// 270 pt card with 14 pt corners, 17 pt titles, 14 pt subtitles, 28 pt icons, rows at least
/// 56 pt tall. System icons are drawn with `IconGlyph`; template images are embedded as data URIs
/// and tinted through their alpha, as iOS draws templates; SF Symbols and contact pictures, which
/// we cannot draw, get a neutral outline (the symbol name is in the element's `<title>`) and an
/// initials monogram.
public struct QuickActionMenuSVG: Sendable, Hashable {
    /// Which side of a row its icon sits on.
    public enum IconSide: String, Sendable, Hashable, CaseIterable {
        /// Before the text.
        case leading
        /// After the text (iOS 13 and later; our default).
        case trailing
    }

    /// Which way the menu opens from the app icon.
    public var opening: MenuOpening
    /// Where row icons sit.
    public var iconSide: IconSide
    /// The app's name, written under its icon (and its first letter on the icon).
    public var appName: String
    /// The card's width in points.
    public var cardWidth: Double

    /// Creates a renderer.
    public init(
        opening: MenuOpening = .down, iconSide: IconSide = .trailing, appName: String = "App",
        cardWidth: Double = 270
    ) {
        self.opening = opening
        self.iconSide = iconSide
        self.appName = appName
        self.cardWidth = cardWidth
    }

    static let titleSize = 17.0
    static let subtitleSize = 14.0
    static let iconSize = 28.0
    static let padding = 16.0

    /// The SVG document for `menu`; `images` holds the bytes of template icons by name.
    /// - Complexity: O(*n*) in the number of rows and the size of the embedded images.
    public func render(_ menu: QuickActionMenu, images: [String: TemplateImage] = [:]) -> String {
        let rows = menu.rowsTopToBottom(opening: opening)
        let textWidth = cardWidth - 2 * Self.padding - Self.iconSize - 12
        let laidOut = rows.map {
            row -> (title: MenuTextLayout.Result, subtitle: MenuTextLayout.Result?, height: Double) in
            let title = MenuTextLayout.layout(
                row.item.localizedTitle, fontSize: Self.titleSize, width: textWidth,
                maximumLines: row.titleLineLimit)
            let subtitle = row.item.localizedSubtitle.flatMap { $0.isEmpty ? nil : $0 }.map {
                MenuTextLayout.layout($0, fontSize: Self.subtitleSize, width: textWidth, maximumLines: 1)
            }
            let text = Double(max(1, title.lines.count)) * 21 + (subtitle == nil ? 0 : 18)
            return (title, subtitle, max(56, text + 24))
        }
        let cardHeight = max(56, laidOut.reduce(0) { $0 + $1.height })
        let width = cardWidth + 48
        let iconBlock = 60.0 + 22
        let height = 24 + iconBlock + 14 + cardHeight + 24
        let cardX = 24.0
        let cardY = opening == .down ? 24 + iconBlock + 14 : 24.0
        let appIconY = opening == .down ? 24.0 : 24 + cardHeight + 14

        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\""
        svg +=
            " font-family=\"-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif\">"
        svg += "<title>\(escape(appName)) quick actions</title>"
        svg += "<defs>"
        svg +=
            "<linearGradient id=\"wallpaper\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"><stop offset=\"0\" stop-color=\"#1d3b6e\"/><stop offset=\"0.55\" stop-color=\"#5b3a8c\"/><stop offset=\"1\" stop-color=\"#d9786a\"/></linearGradient>"
        svg +=
            "<filter id=\"blur\" x=\"-20%\" y=\"-20%\" width=\"140%\" height=\"140%\"><feGaussianBlur stdDeviation=\"18\"/></filter>"
        svg +=
            "<filter id=\"frost\" x=\"-20%\" y=\"-20%\" width=\"140%\" height=\"140%\"><feGaussianBlur stdDeviation=\"30\"/></filter>"
        svg +=
            "<filter id=\"shadow\" x=\"-20%\" y=\"-20%\" width=\"140%\" height=\"140%\"><feDropShadow dx=\"0\" dy=\"8\" stdDeviation=\"12\" flood-color=\"#000\" flood-opacity=\"0.3\"/></filter>"
        svg +=
            "<filter id=\"tint\"><feFlood flood-color=\"#1c1c1e\"/><feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"
        svg +=
            "<clipPath id=\"card\"><rect x=\"\(n(cardX))\" y=\"\(n(cardY))\" width=\"\(n(cardWidth))\" height=\"\(n(cardHeight))\" rx=\"14\"/></clipPath>"
        svg += "</defs>"
        let backdrop = backdropShapes(width: width, height: height)
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"url(#wallpaper)\"/>"
        svg += "<g filter=\"url(#blur)\">\(backdrop)</g>"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#000\" fill-opacity=\"0.18\"/>"
        svg += appIcon(x: cardX, y: appIconY)
        svg +=
            "<rect x=\"\(n(cardX))\" y=\"\(n(cardY))\" width=\"\(n(cardWidth))\" height=\"\(n(cardHeight))\" rx=\"14\" fill=\"#f2f2f7\" filter=\"url(#shadow)\"/>"
        svg +=
            "<g clip-path=\"url(#card)\"><rect width=\"100%\" height=\"100%\" fill=\"url(#wallpaper)\"/><g filter=\"url(#frost)\">\(backdrop)</g>"
        svg +=
            "<rect x=\"\(n(cardX))\" y=\"\(n(cardY))\" width=\"\(n(cardWidth))\" height=\"\(n(cardHeight))\" fill=\"#f7f7f9\" fill-opacity=\"0.82\"/></g>"
        if rows.isEmpty {
            svg +=
                "<text x=\"\(n(cardX + cardWidth / 2))\" y=\"\(n(cardY + 34))\" font-size=\"15\" fill=\"#3c3c43\" fill-opacity=\"0.6\" text-anchor=\"middle\">No quick actions</text>"
        }
        var y = cardY
        for (index, (row, layout)) in zip(rows, laidOut).enumerated() {
            if index > 0 {
                svg +=
                    "<rect x=\"\(n(cardX))\" y=\"\(n(y - 0.25))\" width=\"\(n(cardWidth))\" height=\"0.5\" fill=\"#3c3c43\" fill-opacity=\"0.3\"/>"
            }
            svg += rowElements(
                row, layout: (layout.title, layout.subtitle), x: cardX, y: y, height: layout.height,
                images: images, index: index)
            y += layout.height
        }
        svg += "</svg>\n"
        return svg
    }

    private func rowElements(
        _ row: QuickActionMenu.Row, layout: (title: MenuTextLayout.Result, subtitle: MenuTextLayout.Result?),
        x: Double, y: Double,
        height: Double, images: [String: TemplateImage], index: Int
    ) -> String {
        let iconX = iconSide == .trailing ? x + cardWidth - Self.padding - Self.iconSize : x + Self.padding
        let textX = iconSide == .trailing ? x + Self.padding : x + Self.padding + Self.iconSize + 12
        let textHeight = Double(max(1, layout.title.lines.count)) * 21 + (layout.subtitle == nil ? 0 : 18)
        var baseline = y + (height - textHeight) / 2 + 16
        var out =
            "<g id=\"row-\(index)\" data-type=\"\(escape(row.item.type))\" data-source=\"\(row.source.rawValue)\">"
        for line in layout.title.lines {
            out +=
                "<text x=\"\(n(textX))\" y=\"\(n(baseline))\" font-size=\"17\" fill=\"#1c1c1e\">\(escape(line))</text>"
            baseline += 21
        }
        if let subtitle = layout.subtitle, let line = subtitle.lines.first {
            baseline -= 3
            out +=
                "<text x=\"\(n(textX))\" y=\"\(n(baseline))\" font-size=\"14\" fill=\"#3c3c43\" fill-opacity=\"0.6\">\(escape(line))</text>"
        }
        out += icon(row.item.icon, x: iconX, y: y + (height - Self.iconSize) / 2, images: images)
        return out + "</g>"
    }

    private func icon(_ icon: ShortcutIcon?, x: Double, y: Double, images: [String: TemplateImage]) -> String
    {
        let size = Self.iconSize
        switch icon {
        case nil:
            return ""
        case .system(let type):
            return
                "<g transform=\"translate(\(n(x)) \(n(y))) scale(\(n(size / IconGlyph.gridSize)))\"><title>\(type.plistName)</title>"
                + type.glyph.svgElements(color: "#1c1c1e") + "</g>"
        case .templateImage(let name):
            guard let image = images[name] else {
                return
                    "<g><title>icon file '\(escape(name))' not found</title><rect x=\"\(n(x + 2))\" y=\"\(n(y + 2))\" width=\"\(n(size - 4))\" height=\"\(n(size - 4))\" rx=\"5\" fill=\"none\" stroke=\"#1c1c1e\" stroke-opacity=\"0.35\" stroke-dasharray=\"3 3\"/></g>"
            }
            return
                "<image x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(size))\" height=\"\(n(size))\" preserveAspectRatio=\"xMidYMid meet\" filter=\"url(#tint)\" href=\"data:\(image.mimeType);base64,\(image.data.base64EncodedString())\"><title>\(escape(name))</title></image>"
        case .systemSymbol(let name):
            return
                "<g><title>SF Symbol '\(escape(name))' (not drawn here)</title><circle cx=\"\(n(x + size / 2))\" cy=\"\(n(y + size / 2))\" r=\"\(n(size / 2 - 3))\" fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\"2\" stroke-dasharray=\"2.5 2.5\"/></g>"
        case .contact(let given, let family):
            let initials = [given, family].compactMap { $0.first.map(String.init) }.joined().uppercased()
            return
                "<g><circle cx=\"\(n(x + size / 2))\" cy=\"\(n(y + size / 2))\" r=\"\(n(size / 2))\" fill=\"#8e8e93\"/>"
                + "<text x=\"\(n(x + size / 2))\" y=\"\(n(y + size / 2 + 4.5))\" font-size=\"12\" font-weight=\"600\" fill=\"#fff\" text-anchor=\"middle\">\(escape(initials))</text></g>"
        }
    }

    private func appIcon(x: Double, y: Double) -> String {
        let letter = appName.first.map { String($0).uppercased() } ?? "?"
        return
            "<g><rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"60\" height=\"60\" rx=\"13.5\" fill=\"#fff\" fill-opacity=\"0.92\"/>"
            + "<text x=\"\(n(x + 30))\" y=\"\(n(y + 40))\" font-size=\"30\" font-weight=\"600\" fill=\"#3478f6\" text-anchor=\"middle\">\(escape(letter))</text>"
            + "<text x=\"\(n(x + 30))\" y=\"\(n(y + 76))\" font-size=\"12\" fill=\"#fff\" text-anchor=\"middle\">\(escape(appName))</text></g>"
    }

    /// Soft shapes standing for the home screen's icons and wallpaper, blurred behind the menu.
    private func backdropShapes(width: Double, height: Double) -> String {
        let colors = ["#4cd964", "#ff9500", "#5ac8fa", "#ff2d55", "#ffcc00", "#007aff", "#af52de", "#34c759"]
        var out = ""
        var index = 0
        var y = 20.0
        while y < height {
            var x = 20.0
            while x < width {
                out +=
                    "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"60\" height=\"60\" rx=\"13.5\" fill=\"\(colors[index % colors.count])\" fill-opacity=\"0.85\"/>"
                index += 1
                x += 84
            }
            y += 96
        }
        return out
    }

    private func escape(_ text: String) -> String { XMLText.escape(text) }

    /// A number for SVG: at most two decimals, no trailing zeros.
    private func n(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
