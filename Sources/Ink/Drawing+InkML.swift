import Foundation
import Interchange

extension Drawing {
    /// The InkML namespace (W3C Recommendation, 20 September 2011).
    public static let inkMLNamespace = "http://www.w3.org/2003/InkML"
    /// The namespace of this project's own attributes in InkML files (`ftk:touch`, the touch a
    /// trace came from).
    public static let inkMLExtensionNamespace = "https://forcetouchkit.dev/ink"

    /// The drawing as a W3C InkML document.
    ///
    /// Each stroke is a `<trace>` of its *input* points (before smoothing, so reading it back
    /// draws the same stroke), with channels `X`, `Y` (points), `F` (force, UIKit units, `max` =
    /// the input's maximum possible force) and `T` (seconds), plus `OTx`/`OTy` (tilt in degrees,
    /// from the pen's altitude and azimuth as Pointer Events convert them) for a pen. Each
    /// distinct channel set is a `<context>`; each distinct brush a `<brush>` whose
    /// `brushProperty` elements carry every brush number (`width` is the brush size, `color`
    /// its colour; the rest use the `Brush` property names). `ftk:touch` names the touch.
    /// Coordinates are written to 0.001 pt, force to 4 places, time to 1 µs, tilt to 0.001°.
    ///
    /// - Complexity: O(points).
    public var inkML: String {
        var contexts: [(pen: Bool, maximum: Double)] = []
        var brushes: [Brush] = []
        var body = ""
        for stroke in strokes {
            let inputs = stroke.inputPoints
            let pen = inputs.contains { $0.type == .stylus }
            let maximum = Double(inputs.first?.maximumPossibleForce ?? 0)
            var context = contexts.firstIndex { $0.pen == pen && $0.maximum == maximum }
            if context == nil {
                contexts.append((pen, maximum))
                context = contexts.count - 1
            }
            var brush = brushes.firstIndex(of: stroke.brush)
            if brush == nil {
                brushes.append(stroke.brush)
                brush = brushes.count - 1
            }
            body +=
                "  <trace contextRef=\"#ctx\(context!)\" brushRef=\"#brush\(brush!)\" ftk:touch=\"\(stroke.touchID)\">"
            for (index, input) in inputs.enumerated() {
                if index > 0 { body += ", " }
                body += InkText.number(Double(input.location.x), decimals: 3) + " "
                body += InkText.number(Double(input.location.y), decimals: 3) + " "
                body += InkText.number(Double(input.force), decimals: 4) + " "
                body += InkText.number(input.timestamp, decimals: 6)
                if pen {
                    let tilt = InkTilt(
                        altitude: Double(input.altitudeAngle), azimuth: Double(input.azimuthAngle))
                    body +=
                        " " + InkText.number(tilt.x, decimals: 3) + " " + InkText.number(tilt.y, decimals: 3)
                }
            }
            body += "</trace>\n"
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<ink xmlns=\"\(Self.inkMLNamespace)\" xmlns:ftk=\"\(Self.inkMLExtensionNamespace)\">\n"
        text += "  <definitions>\n"
        for (index, context) in contexts.enumerated() {
            text += "    <context xml:id=\"ctx\(index)\">\n"
            text +=
                "      <inkSource xml:id=\"src\(index)\" description=\"\(context.pen ? "pen" : "touch")\">\n"
            text += "        <traceFormat>\n"
            text += "          <channel name=\"X\" type=\"decimal\" units=\"pt\"/>\n"
            text += "          <channel name=\"Y\" type=\"decimal\" units=\"pt\"/>\n"
            text +=
                "          <channel name=\"F\" type=\"decimal\" min=\"0\" max=\"\(InkText.number(context.maximum, decimals: 6))\"/>\n"
            text += "          <channel name=\"T\" type=\"decimal\" units=\"s\"/>\n"
            if context.pen {
                text +=
                    "          <channel name=\"OTx\" type=\"decimal\" units=\"deg\" min=\"-90\" max=\"90\"/>\n"
                text +=
                    "          <channel name=\"OTy\" type=\"decimal\" units=\"deg\" min=\"-90\" max=\"90\"/>\n"
            }
            text += "        </traceFormat>\n"
            text += "      </inkSource>\n"
            text += "    </context>\n"
        }
        for (index, brush) in brushes.enumerated() {
            text += "    <brush xml:id=\"brush\(index)\">\n"
            for (name, value) in brush.inkMLProperties {
                text += "      <brushProperty name=\"\(name)\" value=\"\(XMLText.escape(value))\""
                text += name == "width" ? " units=\"pt\"/>\n" : "/>\n"
            }
            text += "    </brush>\n"
        }
        text += "  </definitions>\n"
        return text + body + "</ink>\n"
    }
}

extension Brush {
    /// The brush as InkML `brushProperty` name/value pairs: `width` (the size, points) and
    /// `color` (`#rrggbb`) as InkML names them, then every other number under its `Brush` name.
    var inkMLProperties: [(String, String)] {
        [
            ("width", InkText.number(size, decimals: 6)),
            ("color", color.hexRGB),
            ("opacity", InkText.number(color.alpha, decimals: 6)),
            ("mode", mode.rawValue),
            ("thinning", InkText.number(thinning, decimals: 6)),
            ("easing", easing.rawValue),
            ("minimumWidth", InkText.number(minimumWidth, decimals: 6)),
            ("minimumOpacity", InkText.number(minimumOpacity, decimals: 6)),
            ("streamline", InkText.number(streamline, decimals: 6)),
            ("taperStart", InkText.number(taperStart, decimals: 6)),
            ("taperEnd", InkText.number(taperEnd, decimals: 6)),
            ("pressureSource", pressureSource.rawValue),
            ("speedForThinnest", InkText.number(speedForThinnest, decimals: 6)),
            ("speedResponseTime", InkText.number(speedResponseTime, decimals: 6)),
            ("speedStartPressure", InkText.number(speedStartPressure, decimals: 6)),
            ("tiltWidening", InkText.number(tiltWidening, decimals: 6)),
            ("arcTolerance", InkText.number(arcTolerance, decimals: 6)),
        ]
    }
}
