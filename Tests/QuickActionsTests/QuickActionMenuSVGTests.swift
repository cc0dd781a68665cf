import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("The menu picture: well-formed, deterministic SVG with the rows, glyphs, images and ellipses")
struct QuickActionMenuSVGTests {
    func menu(_ app: String) throws -> (AppDeclaration, QuickActionMenu) {
        let declaration = try Fixture.app(app)
        let dynamic =
            (try? Fixture.data("\(app)/dynamic.json")).flatMap { try? ShortcutItem.decodeList($0) } ?? []
        return (declaration, MenuComposer().compose(declaration, dynamicItems: dynamic))
    }

    @Test(
        "seed 003: four rows top to bottom, titles and subtitles, system glyphs; parses as XML; same bytes twice"
    )
    func seed003() throws {
        let (_, menu) = try menu("Apps/Seed003")
        let svg = QuickActionMenuSVG(appName: "appname").render(menu)
        #expect(svg == QuickActionMenuSVG(appName: "appname").render(menu))
        let xml = XMLCollector.parse(Data(svg.utf8))
        #expect(!xml.failed)
        #expect(
            xml.elements.filter { $0.name == "g" && $0.attributes["id"]?.hasPrefix("row-") == true }.map {
                $0.attributes["data-type"]
            } == [
                "com.company.appname.000", "com.company.appname.001", "com.company.appname.002",
                "com.company.appname.003",
            ])
        for text in ["Search", "Will search for an item", "Pause", "Will pause an item"] {
            #expect(svg.contains(">\(text)</text>"))
        }
        for type in [ShortcutIcon.IconType.search, .share, .play, .pause] {
            #expect(svg.contains(type.glyph.svgElements(color: "#000000")))
        }
        let up = QuickActionMenuSVG(opening: .up, appName: "appname").render(menu)
        #expect(
            up.range(of: "data-type=\"com.company.appname.003\"")!.lowerBound
                < up.range(of: "data-type=\"com.company.appname.000\"")!.lowerBound)
    }

    @Test("seed 002: the icon files are embedded as tinted data URIs")
    func seed002Images() throws {
        let (app, menu) = try menu("Apps/Seed002")
        var images: [String: TemplateImage] = [:]
        for row in menu.rows {
            if case .templateImage(let name) = row.item.icon { images[name] = app.templateImage(named: name) }
        }
        #expect(images.count == 4)
        let svg = QuickActionMenuSVG().render(menu, images: images)
        let door = try Fixture.data("Apps/Seed002/智能开门@2x.png").base64EncodedString()
        #expect(svg.contains("href=\"data:image/png;base64,\(door)\""))
        #expect(svg.components(separatedBy: "filter=\"url(#tint)\"").count == 5)
        #expect(!XMLCollector.parse(Data(svg.utf8)).failed)
    }

    @Test("long titles end in an ellipsis; XML specials are escaped; every icon kind draws")
    func ellipsisAndEscapes() {
        let items = [
            ShortcutItem(
                type: "a&b",
                localizedTitle:
                    "A very long title that cannot possibly fit on two lines of this menu <at all>",
                icon: .system(.update)),
            ShortcutItem(
                type: "b", localizedTitle: "With a subtitle that is long",
                localizedSubtitle: "And a subtitle that is much too long to fit",
                icon: .contact(givenName: "Jane", familyName: "Appleseed")),
            ShortcutItem(type: "c", localizedTitle: "Symbol", icon: .systemSymbol("star.fill")),
            ShortcutItem(type: "d", localizedTitle: "Missing file", icon: .templateImage("nowhere")),
        ]
        let svg = QuickActionMenuSVG().render(MenuComposer().compose(staticItems: items, dynamicItems: []))
        #expect(!XMLCollector.parse(Data(svg.utf8)).failed)
        #expect(svg.contains("…</text>"))
        #expect(svg.contains("data-type=\"a&amp;b\""))
        #expect(svg.contains(">JA</text>"))
        #expect(svg.contains("<title>SF Symbol 'star.fill' (not drawn here)</title>"))
        #expect(svg.contains("<title>icon file 'nowhere' not found</title>"))
    }

    /// The title lines the picture draws, top to bottom, unescaped.
    static func titleLines(in svg: String) -> [String] {
        svg.components(separatedBy: "<text class=\"title-line\"").dropFirst().map { chunk in
            let text = chunk[chunk.index(after: chunk.firstIndex(of: ">")!)...]
            return String(text[..<text.range(of: "</text>")!.lowerBound])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    @Test(
        "the picture draws MenuLayout's card: its width, its rows' lines as given (ellipsis kept), icons where the layout puts them"
    )
    func drawsTheLayout() throws {
        let long = "Continue the very long drawing you started yesterday evening on the train home"
        let items = [
            ShortcutItem(type: "a", localizedTitle: long, icon: .system(.compose)),
            ShortcutItem(type: "b", localizedTitle: "Short", localizedSubtitle: "With a subtitle"),
        ]
        let menu = MenuComposer().compose(staticItems: items, dynamicItems: [])
        for alignment in MenuGeometry.Alignment.allCases {
            for opening in MenuOpening.allCases {
                let renderer = QuickActionMenuSVG(opening: opening, alignment: alignment, appName: "Canvas")
                let geometry = MenuLayout().geometry(for: menu, opening: opening, alignment: alignment)
                let svg = renderer.render(menu)
                #expect(Self.titleLines(in: svg) == geometry.rows.flatMap(\.titleLines))
                #expect(Self.titleLines(in: svg).contains { $0.hasSuffix("…") })
                #expect(svg.contains("width=\"250\" height=\"\(Int(geometry.frame.height))\" rx=\"13\""))
                let iconRow = try #require(geometry.rows.first { $0.index == 0 })
                let iconX = 24 + Int(iconRow.iconFrame!.minX)
                #expect(svg.contains("<g transform=\"translate(\(iconX) "))
                #expect(svg.contains("scale(1.46)"))
                #expect(svg.contains("text-anchor=\"end\"") == (alignment == .trailing))
                #expect(!XMLCollector.parse(Data(svg.utf8)).failed)
            }
        }
    }

    @Test("the app icon is the simulator's generated tile: its colour and letter, 60 points, 13.5 corners")
    func appIconTile() {
        let menu = MenuComposer().compose(
            staticItems: [ShortcutItem(type: "a", localizedTitle: "A")], dynamicItems: [])
        let tile = AppIconTile.generated(name: "Notes", bundleIdentifier: "com.example.notes")
        let svg = QuickActionMenuSVG(appName: "Notes", bundleIdentifier: "com.example.notes").render(menu)
        #expect(svg.contains("width=\"60\" height=\"60\" rx=\"13.5\" fill=\"\(tile.color)\""))
        #expect(svg.contains(">N</text></g>"))
    }

    @Test("an empty menu still draws (the press that bounces)")
    func empty() {
        let svg = QuickActionMenuSVG().render(QuickActionMenu(rows: []))
        #expect(svg.contains(">No quick actions</text>"))
        #expect(!XMLCollector.parse(Data(svg.utf8)).failed)
    }

    @Test(
        "all 29 glyphs are distinct, non-empty, and well-formed SVG",
        arguments: ShortcutIcon.IconType.allCases)
    func glyphs(type: ShortcutIcon.IconType) {
        let glyph = type.glyph
        #expect(!glyph.paths.isEmpty)
        #expect(!XMLCollector.parse(Data(glyph.svgDocument().utf8)).failed)
        let others = ShortcutIcon.IconType.allCases.filter { $0 != type }.map(\.glyph)
        #expect(!others.contains(glyph))
        for path in glyph.paths {
            #expect(
                path.data.unicodeScalars.allSatisfy { "MLHVCAZ0123456789. -".unicodeScalars.contains($0) },
                "\(type.name)")
        }
    }
}
