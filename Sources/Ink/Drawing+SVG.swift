extension Stroke {
    /// The opacity one SVG path gives the stroke: the colour's alpha times the mean of its points'
    /// opacities weighted by the length around each point (SVG cannot vary a fill's opacity along
    /// a path; JSON and InkML keep every point's).
    public var fillOpacity: Double {
        let real = points.filter { !$0.isPredicted }
        guard !real.isEmpty else { return brush.color.alpha }
        if real.count == 1 { return brush.color.alpha * Double(real[0].opacity) }
        var weighted = 0.0
        var total = 0.0
        for index in real.indices.dropLast() {
            let a = real[index]
            let b = real[index + 1]
            let length = StrokeBuilder.distance(a.location, b.location)
            weighted += length * (Double(a.opacity) + Double(b.opacity)) * 0.5
            total += length
        }
        let mean =
            total > 0 ? weighted / total : Double(real.map(\.opacity).reduce(0, +)) / Double(real.count)
        return brush.color.alpha * mean
    }

    /// The outline as SVG path data: one `M…Z` subpath per piece, coordinates to 0.001 pt.
    public var svgPathData: String {
        var text = ""
        for index in 0..<outline.pieceCount {
            for (position, vertex) in outline.piece(index).enumerated() {
                text += position == 0 ? "M" : position == 1 ? "L" : " "
                text += InkText.number(Double(vertex.x), decimals: 3) + " "
                text += InkText.number(Double(vertex.y), decimals: 3)
            }
            text += "Z"
        }
        return text
    }
}

extension Drawing {
    /// The drawing as an SVG document: one `<path>` per stroke, in drawing order, filled with its
    /// brush's colour under the nonzero rule, with `fill-opacity` where it is below 1 and the
    /// touch in `data-touch`. The view box is the outlines' bounds rounded out to whole points.
    ///
    /// - Complexity: O(outline vertices).
    public var svg: String {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for stroke in strokes {
            for vertex in stroke.outline.vertices {
                minX = min(minX, Double(vertex.x))
                minY = min(minY, Double(vertex.y))
                maxX = max(maxX, Double(vertex.x))
                maxY = max(maxY, Double(vertex.y))
            }
        }
        if !minX.isFinite {
            minX = 0
            minY = 0
            maxX = 0
            maxY = 0
        }
        let x = minX.rounded(.down)
        let y = minY.rounded(.down)
        let width = maxX.rounded(.up) - x
        let height = maxY.rounded(.up) - y
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(InkText.number(width, decimals: 0))\""
        text += " height=\"\(InkText.number(height, decimals: 0))\" viewBox=\""
        text +=
            [x, y, width, height].map { InkText.number($0, decimals: 0) }.joined(separator: " ") + "\">\n"
        for stroke in strokes {
            text += "<path data-touch=\"\(stroke.touchID)\" fill=\"\(stroke.brush.color.hexRGB)\""
            let opacity = stroke.fillOpacity
            if opacity < 0.9995 { text += " fill-opacity=\"\(InkText.number(opacity, decimals: 3))\"" }
            text += " fill-rule=\"nonzero\" d=\"\(stroke.svgPathData)\"/>\n"
        }
        return text + "</svg>\n"
    }
}
