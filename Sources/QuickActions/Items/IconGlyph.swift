import PropertyLists
/// A simple line drawing of a system icon, on a 24 × 24 grid, in SVG path syntax.
///
/// These are our own drawings of what each glyph shows (Apple's artwork is not ours to ship):
/// recognisable at 20–30 pt, one colour, so they serve as templates like the real ones. Path data
/// uses only M L H V C A Z commands, which both SVG and Android vector drawables read.
public struct IconGlyph: Sendable, Hashable {
    /// One path of the drawing.
    public struct Path: Sendable, Hashable {
        /// The SVG path data (`M4 12h16`).
        public var data: String
        /// Filled (solid shapes) or stroked (lines, 2 units wide, round caps and joins).
        public var isFilled: Bool
    }

    /// The grid's side, in units.
    public static let gridSize = 24.0
    /// The stroke width of stroked paths, in grid units.
    public static let strokeWidth = 2.0

    /// The paths, drawn in order.
    public var paths: [Path]

    /// The drawing as SVG elements (`<path …/>`) in `color`, in grid units (wrap in a
    /// `<g transform>` or a 24 × 24 `viewBox`).
    public func svgElements(color: String) -> String {
        paths.map { path in
            path.isFilled
                ? "<path d=\"\(path.data)\" fill=\"\(color)\"/>"
                : "<path d=\"\(path.data)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(Self.strokeWidth)\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        }.joined()
    }

    /// A standalone SVG document of the glyph (24 × 24, `currentColor` unless told otherwise).
    public func svgDocument(color: String = "currentColor", size: Int = 24) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 24 24\">"
            + svgElements(color: color) + "</svg>\n"
    }
}
