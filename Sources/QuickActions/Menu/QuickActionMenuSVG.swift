import Foundation
import Interchange
import PropertyLists

/// Draws a quick action menu as an SVG picture: the blurred home screen, the pressed app's icon tile,
/// and the rounded, frosted menu card with its rows (title lines, subtitle, icon). Output is
/// deterministic (same menu, same bytes).
///
/// Everything is placed by `MenuLayout`, the layout the simulator's home screen uses: the card's width
/// and corner radius, the rows' heights, where icons and text go for an app in the screen's left half
/// (`alignment` `.leading`: the card lines up with the icon's left edge, row icons on the left) or right
/// half (`.trailing`), and the title lines, broken once by the layout and drawn here as given. Colours
/// are the simulator's (the card `#F7F7F7` at 94 %, black titles, `secondaryLabel` subtitles, 0.5-point
/// `separator` lines); the app icon is the 60-point tile the simulator draws for an app without artwork
/// (`AppIconTile`). System icons are drawn with `IconGlyph` (the glyphs the simulator's page draws);
/// template images are embedded as data URIs and tinted through their alpha, as iOS draws templates;
/// SF Symbols, which we cannot draw, get a neutral outline (the symbol name is in the element's
/// `<title>`); contacts an initials monogram.
public struct QuickActionMenuSVG: Sendable, Hashable {
    /// Which way the menu opens from the app icon.
    public var opening: MenuOpening
    /// Which edge of the app icon the card lines up with, and so which side row icons sit on.
    public var alignment: MenuGeometry.Alignment
    /// The app's name (in the picture's title).
    public var appName: String
    /// The pressed app's icon.
    public var appIcon: AppIconTile
    /// The layout (the simulator's by default).
    public var layout: MenuLayout

    /// The app icon's side: 60 points, as on the simulated home screen.
    public static let appIconSize = 60.0
    /// The app icon's corner radius: 13.5 points, as on the simulated home screen.
    public static let appIconCornerRadius = 13.5
    /// The margin around the picture.
    package static let margin = 24.0

    /// Creates a renderer; without `appIcon` the app gets the generated tile for `appName` and
    /// `bundleIdentifier`.
    public init(
        opening: MenuOpening = .down, alignment: MenuGeometry.Alignment = .leading, appName: String = "App",
        bundleIdentifier: String? = nil, appIcon: AppIconTile? = nil, layout: MenuLayout = MenuLayout()
    ) {
        self.opening = opening
        self.alignment = alignment
        self.appName = appName
        self.appIcon =
            appIcon ?? .generated(name: appName, bundleIdentifier: bundleIdentifier ?? appName)
        self.layout = layout
    }

    /// The card as laid out for this picture (the lines it draws).
    /// - Complexity: O(*n*) in the length of the rows' text.
    public func geometry(for menu: QuickActionMenu) -> MenuGeometry {
        layout.geometry(for: menu, opening: opening, alignment: alignment)
    }

    /// The SVG document for `menu`; `images` holds the bytes of template icons by name.
    /// - Complexity: O(*n*) in the number of rows and the size of the embedded images.
    public func render(_ menu: QuickActionMenu, images: [String: TemplateImage] = [:]) -> String {
        let geometry = geometry(for: menu)
        let cardWidth = Double(geometry.frame.width)
        let cardHeight = Double(max(geometry.frame.height, layout.minimumRowHeight))
        let margin = Self.margin
        let iconSide = Self.appIconSize
        let gap = Double(layout.iconGap)
        let width = cardWidth + 2 * margin
        let height = margin + iconSide + gap + cardHeight + margin
        let cardX = margin
        let cardY = opening == .down ? margin + iconSide + gap : margin
        let appIconX = alignment == .leading ? cardX : cardX + cardWidth - iconSide
        let appIconY = opening == .down ? margin : margin + cardHeight + gap
        let radius = Double(layout.cornerRadius)

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
            "<filter id=\"tint\"><feFlood flood-color=\"#000000\"/><feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"
        svg +=
            "<clipPath id=\"card\"><rect x=\"\(n(cardX))\" y=\"\(n(cardY))\" width=\"\(n(cardWidth))\" height=\"\(n(cardHeight))\" rx=\"\(n(radius))\"/></clipPath>"
        svg += "</defs>"
        let backdrop = backdropShapes(width: width, height: height)
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"url(#wallpaper)\"/>"
        svg += "<g filter=\"url(#blur)\">\(backdrop)</g>"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#000\" fill-opacity=\"0.18\"/>"
        svg += appIconTile(x: appIconX, y: appIconY)
        svg +=
            "<rect x=\"\(n(cardX))\" y=\"\(n(cardY))\" width=\"\(n(cardWidth))\" height=\"\(n(cardHeight))\" rx=\"\(n(radius))\" fill=\"#f7f7f7\" filter=\"url(#shadow)\"/>"
        svg +=
            "<g clip-path=\"url(#card)\"><rect width=\"100%\" height=\"100%\" fill=\"url(#wallpaper)\"/><g filter=\"url(#frost)\">\(backdrop)</g>"
        svg +=
            "<rect x=\"\(n(cardX))\" y=\"\(n(cardY))\" width=\"\(n(cardWidth))\" height=\"\(n(cardHeight))\" fill=\"#f7f7f7\" fill-opacity=\"0.94\"/></g>"
        if geometry.rows.isEmpty {
            svg +=
                "<text x=\"\(n(cardX + cardWidth / 2))\" y=\"\(n(cardY + 34))\" font-size=\"15\" fill=\"#3c3c43\" fill-opacity=\"0.6\" text-anchor=\"middle\">No quick actions</text>"
        }
        let source = Dictionary(uniqueKeysWithValues: menu.rows.enumerated().map { ($0.offset, $0.element) })
        for (position, row) in geometry.rows.enumerated() {
            svg += rowElements(
                row, source: source[row.index], x: cardX, y: cardY + Double(row.frame.minY),
                isLast: position == geometry.rows.count - 1, images: images, position: position)
        }
        svg += "</svg>\n"
        return svg
    }

    private func rowElements(
        _ row: MenuGeometry.Row, source: QuickActionMenu.Row?, x: Double, y: Double, isLast: Bool,
        images: [String: TemplateImage], position: Int
    ) -> String {
        let text = row.textFrame
        let trailing = alignment == .trailing
        let textX = x + Double(trailing ? text.maxX : text.minX)
        let anchor = trailing ? " text-anchor=\"end\"" : ""
        var out =
            "<g id=\"row-\(position)\" data-index=\"\(row.index)\" data-type=\"\(escape(row.item.type))\" data-source=\"\((source?.source ?? .static).rawValue)\">"
        let titleSize = Double(layout.titleFontSize)
        let titleLine = Double(layout.titleLineHeight)
        var lineTop = y + Double(text.minY)
        for line in row.titleLines {
            out +=
                "<text class=\"title-line\" x=\"\(n(textX))\" y=\"\(n(baseline(top: lineTop, lineHeight: titleLine, fontSize: titleSize)))\" font-size=\"\(n(titleSize))\" fill=\"#000000\"\(anchor)>\(escape(line))</text>"
            lineTop += titleLine
        }
        if let subtitle = row.subtitle {
            let size = Double(layout.subtitleFontSize)
            out +=
                "<text class=\"subtitle\" x=\"\(n(textX))\" y=\"\(n(baseline(top: lineTop, lineHeight: Double(layout.subtitleLineHeight), fontSize: size)))\" font-size=\"\(n(size))\" fill=\"#3c3c43\" fill-opacity=\"0.6\"\(anchor)>\(escape(subtitle))</text>"
        }
        if let frame = row.iconFrame {
            out += icon(
                row.item.icon, x: x + Double(frame.minX), y: y + Double(frame.minY),
                size: Double(frame.width),
                images: images)
        }
        if !isLast {
            out +=
                "<rect x=\"\(n(x))\" y=\"\(n(y + Double(row.frame.height) - 0.5))\" width=\"\(n(Double(row.frame.width)))\" height=\"0.5\" fill=\"#3c3c43\" fill-opacity=\"0.29\"/>"
        }
        return out + "</g>"
    }

    /// A line's baseline: the text centred in its line box, as the simulator's page draws a label's
    /// line (an em box of 1.2 × the size, the baseline about 0.35 em under the middle).
    private func baseline(top: Double, lineHeight: Double, fontSize: Double) -> Double {
        top + lineHeight / 2 + fontSize * 0.35
    }

    private func icon(
        _ icon: ShortcutIcon?, x: Double, y: Double, size: Double, images: [String: TemplateImage]
    ) -> String {
        switch icon {
        case nil:
            return ""
        case .system(let type):
            return
                "<g transform=\"translate(\(n(x)) \(n(y))) scale(\(n(size / IconGlyph.gridSize)))\"><title>\(type.plistName)</title>"
                + type.glyph.svgElements(color: "#000000") + "</g>"
        case .templateImage(let name):
            guard let image = images[name] else {
                return
                    "<g><title>icon file '\(escape(name))' not found</title><rect x=\"\(n(x + 2))\" y=\"\(n(y + 2))\" width=\"\(n(size - 4))\" height=\"\(n(size - 4))\" rx=\"5\" fill=\"none\" stroke=\"#000000\" stroke-opacity=\"0.35\" stroke-dasharray=\"3 3\"/></g>"
            }
            return
                "<image x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(size))\" height=\"\(n(size))\" preserveAspectRatio=\"xMidYMid meet\" filter=\"url(#tint)\" href=\"data:\(image.mimeType);base64,\(image.data.base64EncodedString())\"><title>\(escape(name))</title></image>"
        case .systemSymbol(let name):
            return
                "<g><title>SF Symbol '\(escape(name))' (not drawn here)</title><circle cx=\"\(n(x + size / 2))\" cy=\"\(n(y + size / 2))\" r=\"\(n(size / 2 - 3))\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\" stroke-dasharray=\"2.5 2.5\"/></g>"
        case .contact(let given, let family, _):
            if let url = icon?.contactImageDataURL {
                let clip = "contact-\(n(x))-\(n(y))".replacingOccurrences(of: ".", with: "_")
                return
                    "<g><clipPath id=\"\(clip)\"><circle cx=\"\(n(x + size / 2))\" cy=\"\(n(y + size / 2))\" r=\"\(n(size / 2))\"/></clipPath>"
                    + "<image x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(size))\" height=\"\(n(size))\" preserveAspectRatio=\"xMidYMid slice\" clip-path=\"url(#\(clip))\" href=\"\(url)\"><title>\(escape([given, family].filter { !$0.isEmpty }.joined(separator: " ")))</title></image></g>"
            }
            let initials = [given, family].compactMap { $0.first.map(String.init) }.joined().uppercased()
            return
                "<g><circle cx=\"\(n(x + size / 2))\" cy=\"\(n(y + size / 2))\" r=\"\(n(size / 2))\" fill=\"#8e8e93\"/>"
                + "<text x=\"\(n(x + size / 2))\" y=\"\(n(y + size / 2 + 5.25))\" font-size=\"15\" font-weight=\"600\" fill=\"#fff\" text-anchor=\"middle\">\(escape(initials))</text></g>"
        }
    }

    /// The pressed app's icon, lifted above the blur without its name, as the simulator draws it.
    private func appIconTile(x: Double, y: Double) -> String {
        let side = Self.appIconSize
        return
            "<g id=\"app-icon\"><rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(side))\" height=\"\(n(side))\" rx=\"\(n(Self.appIconCornerRadius))\" fill=\"\(escape(appIcon.color))\"/>"
            + "<text x=\"\(n(x + side / 2))\" y=\"\(n(y + side / 2 + side * 0.175))\" font-size=\"\(n(side / 2))\" font-weight=\"600\" fill=\"#ffffff\" text-anchor=\"middle\">\(escape(appIcon.letter))</text></g>"
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
