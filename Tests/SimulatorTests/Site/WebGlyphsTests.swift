import Foundation
import QuickActions
import Testing

/// The page's quick-action glyphs (`Web/glyphs.js`) are QuickActions' `IconGlyph` drawings, path for
/// path, filled where they are filled and stroked where they are stroked, so the simulator's menu and
/// `forcetouch menu --format svg` draw the same icons.
@Suite("The page's quick-action glyphs are IconGlyph's drawings", .simulatorTimeLimit)
struct WebGlyphsTests {
    static let glyphsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Simulator/Web/glyphs.js")

    @Test(
        "each of the 29 icon types has IconGlyph's SVG elements in glyphs.js",
        arguments: ShortcutIcon.IconType.allCases)
    func sameDrawing(type: ShortcutIcon.IconType) throws {
        let source = try String(contentsOf: Self.glyphsFile, encoding: .utf8)
        let line = "  \(type.name): '\(type.glyph.svgElements(color: "currentColor"))',\n"
        #expect(source.contains(line), "glyphs.js should have the line\n\(line)")
    }
}
