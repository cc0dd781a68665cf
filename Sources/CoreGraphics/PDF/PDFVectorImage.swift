import Foundation

/// An asset catalog's single-page vector PDF as an image: its size (the page's box, in points, as
/// Xcode's "Single Scale" + "Preserve Vector Data" images are sized on iOS), its page drawn into a
/// display list at that size (y down, as UIKit's), and what the reader met and did not draw.
///
/// Package API (ForceTouchKit's; iOS keeps no such value): the installer sizes `UIImage(named:)` from
/// it, and the simulator serves it to the page as SVG (`svg`).
package struct PDFVectorImage: Sendable {
    /// The largest PDF read: 8 MB (ours; an icon's PDF is a few kilobytes).
    package static let maximumFileSize = 8 << 20

    /// The page's size in points (its crop box, else its media box).
    package var size: CGSize
    /// The page drawn at `size`, origin top-left, y down.
    package var displayList: CGDisplayList
    /// What is on the page and not drawn (`text`, `Do (an image)`, …), sorted; empty when all of it is.
    package var notDrawn: [String]

    /// Reads `bytes` and draws its first page.
    /// - Throws: ``PDFError`` when the file is not a PDF the reader can read, or the page is damaged.
    package init(bytes: [UInt8]) throws(PDFError) {
        let reader = try PDFDocumentReader(bytes: bytes)
        let page = try reader.firstPage()
        size = page.mediaBox.size
        let context = CGContext(recordingSize: size)
        notDrawn = try reader.draw(page, in: context, rect: CGRect(origin: .zero, size: size)).sorted()
        displayList = context.displayList
    }

    /// Reads the PDF at `path` (at most ``maximumFileSize`` bytes) and draws its first page.
    /// - Throws: ``PDFError`` when the file cannot be read, is too large, or is not a PDF the reader
    ///   can read.
    package init(contentsOfFile path: String) throws(PDFError) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let length = attributes?[.size] as? Int, let data = FileManager.default.contents(atPath: path)
        else { throw PDFError(offset: 0, "the file cannot be read") }
        guard length <= Self.maximumFileSize else {
            throw PDFError(
                offset: 0, "the file is \(length) bytes, more than the \(Self.maximumFileSize) read")
        }
        try self.init(bytes: [UInt8](data))
    }

    /// The page as an SVG document of `size` (a `viewBox` in points), one `<path>` a fill or stroke
    /// with its transform, colour, opacity, line style and clip, in drawing order. Cleared rectangles
    /// and images (which page drawing does not make) are left out.
    package var svg: String {
        var defs = ""
        var body = ""
        var clipIDs: [[CGClipRegion]: String] = [:]
        for command in displayList.commands {
            let path: [CGPathElement]
            let state: CGGraphicsState
            var paint = ""
            switch command {
            case .fill(let elements, let rule, let s):
                (path, state) = (elements, s)
                paint =
                    Self.colorAttributes("fill", s.fillColor)
                    + (rule == .evenOdd ? #" fill-rule="evenodd""# : "")
            case .stroke(let elements, let s):
                (path, state) = (elements, s)
                paint = #"fill="none""# + " " + Self.colorAttributes("stroke", s.strokeColor)
                paint += #" stroke-width="\#(Self.number(s.lineWidth))""#
                if s.lineCap != .butt {
                    paint += #" stroke-linecap="\#(s.lineCap == .round ? "round" : "square")""#
                }
                if s.lineJoin != .miter {
                    paint += #" stroke-linejoin="\#(s.lineJoin == .round ? "round" : "bevel")""#
                }
                if s.miterLimit != 4 { paint += #" stroke-miterlimit="\#(Self.number(s.miterLimit))""# }
                if !s.dashLengths.isEmpty {
                    paint +=
                        #" stroke-dasharray="\#(s.dashLengths.map { Self.number($0) }.joined(separator: " "))""#
                    if s.dashPhase != 0 { paint += #" stroke-dashoffset="\#(Self.number(s.dashPhase))""# }
                }
            case .clear, .drawImage:
                continue
            }
            let data = Self.pathData(path)
            guard !data.isEmpty else { continue }
            if state.alpha < 1 { paint += #" opacity="\#(Self.number(state.alpha))""# }
            let m = state.ctm
            var element =
                #"<path d="\#(data)" transform="matrix(\#([m.a, m.b, m.c, m.d, m.tx, m.ty].map { Self.number($0) }.joined(separator: " ")))" \#(paint)/>"#
            // Each clip region nests one group (regions intersect), innermost the last.
            for region in state.clip.indices.reversed() {
                let key = Array(state.clip[...region])
                let id: String
                if let known = clipIDs[key] {
                    id = known
                } else {
                    id = "c\(clipIDs.count)"
                    clipIDs[key] = id
                    let clip = state.clip[region]
                    defs +=
                        #"<clipPath id="\#(id)"><path d="\#(Self.pathData(clip.elements))"\#(clip.rule == .evenOdd ? #" clip-rule="evenodd""# : "")/></clipPath>"#
                }
                element = #"<g clip-path="url(#\#(id))">"# + element + "</g>"
            }
            body += element
        }
        let width = Self.number(size.width)
        let height = Self.number(size.height)
        return
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(width) \#(height)" width="\#(width)" height="\#(height)">"#
            + (defs.isEmpty ? "" : "<defs>" + defs + "</defs>") + body + "</svg>"
    }

    /// `name="#rrggbb"` and, below full alpha, `name-opacity`.
    private static func colorAttributes(_ name: String, _ color: CGDrawingColor) -> String {
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(clamped, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        var text = name + "=\"#" + byte(color.red) + byte(color.green) + byte(color.blue) + "\""
        if color.alpha < 1 { text += #" \#(name)-opacity="\#(number(CGFloat(max(color.alpha, 0))))""# }
        return text
    }

    /// SVG path data for `elements` (`M L Q C Z`).
    private static func pathData(_ elements: [CGPathElement]) -> String {
        var parts: [String] = []
        for element in elements {
            let points = element.points.map { number($0.x) + " " + number($0.y) }
            switch element.type {
            case .moveToPoint where points.count == 1: parts.append("M" + points[0])
            case .addLineToPoint where points.count == 1: parts.append("L" + points[0])
            case .addQuadCurveToPoint where points.count == 2:
                parts.append("Q" + points.joined(separator: " "))
            case .addCurveToPoint where points.count == 3: parts.append("C" + points.joined(separator: " "))
            case .closeSubpath: parts.append("Z")
            default: continue
            }
        }
        return parts.joined()
    }

    /// A number rounded to 1/1000, kept within ±1,000,000, without a trailing `.0`.
    private static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (min(max(Double(value), -1_000_000), 1_000_000) * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
