extension Drawing {
    /// The drawing as JSON, exactly:
    /// `{"strokes":[{"touch":ID,"points":[{"x":…,"y":…,"t":…,"force":…,"width":…,"opacity":…}],"outline":[[x,y],…]}]}`.
    ///
    /// `x`/`y` are the points as drawn (the smoothed centres the outline is built around), `t`
    /// the point's timestamp in seconds, `force` the force there (UIKit units), `width` the full
    /// width in points, `opacity` 0…1. `outline` is the stroke's outline as one polygon to fill
    /// with the nonzero rule (`StrokeOutline.singlePolygon`). Predicted points are left out.
    /// Numbers are rounded (coordinates and widths to 0.001 pt, `t` to 1 µs, force and opacity to
    /// 4 places) and written the same way every time; no spaces, no line breaks.
    ///
    /// - Complexity: O(points + outline vertices).
    public var json: String {
        var text = "{\"strokes\":["
        for (index, stroke) in strokes.enumerated() {
            if index > 0 { text += "," }
            text += "{\"touch\":\(stroke.touchID),\"points\":["
            var first = true
            for point in stroke.points where !point.isPredicted {
                if !first { text += "," }
                first = false
                text += "{\"x\":" + InkText.number(Double(point.location.x), decimals: 3)
                text += ",\"y\":" + InkText.number(Double(point.location.y), decimals: 3)
                text += ",\"t\":" + InkText.number(stroke.startTime + point.timeOffset, decimals: 6)
                text += ",\"force\":" + InkText.number(Double(point.force), decimals: 4)
                text += ",\"width\":" + InkText.number(Double(point.width), decimals: 3)
                text += ",\"opacity\":" + InkText.number(Double(point.opacity), decimals: 4) + "}"
            }
            text += "],\"outline\":["
            for (vertexIndex, vertex) in stroke.outline.singlePolygon.enumerated() {
                if vertexIndex > 0 { text += "," }
                text +=
                    "[" + InkText.number(Double(vertex.x), decimals: 3) + ","
                    + InkText.number(Double(vertex.y), decimals: 3) + "]"
            }
            text += "]}"
        }
        return text + "]}"
    }
}
