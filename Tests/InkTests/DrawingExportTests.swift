import ForceTouch
import Foundation
import Testing

@testable import Ink

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Drawing: SVG, InkML and JSON out, InkML back in")
struct DrawingExportTests {
    static func drawing() -> Drawing {
        let finger = Stroke(touchID: 1, brush: Brush(), inputs: InkTestStrokes.random(seed: 3, count: 80))
        var opacityBrush = Brush(size: 14, mode: .opacity)
        opacityBrush.color = InkColor(red: 0.4, green: 0, blue: 1)
        let pen = Stroke(
            touchID: 2, brush: opacityBrush, inputs: InkTestStrokes.random(seed: 4, count: 60, stylus: true))
        return Drawing(strokes: [finger, pen])
    }

    /// Reads every `<path>`'s attributes back with the XML parser.
    final class PathCollector: NSObject, XMLParserDelegate {
        var paths: [[String: String]] = []
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if elementName == "path" { paths.append(attributes) }
        }
    }

    /// SVG path data `M x y L x y … Z …` back into polygons.
    static func polygons(_ d: String) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var numbers: [Double] = []
        var current = ""
        func flushNumber() {
            if !current.isEmpty { numbers.append(Double(current)!) }
            current = ""
        }
        for character in d {
            switch character {
            case "M":
                flushNumber()
                numbers = []
            case "L", " ":
                flushNumber()
            case "Z":
                flushNumber()
                result.append(
                    stride(from: 0, to: numbers.count, by: 2).map {
                        CGPoint(x: numbers[$0], y: numbers[$0 + 1])
                    })
                numbers = []
            default:
                current.append(character)
            }
        }
        return result
    }

    @Test("SVG: one nonzero path per stroke that parses back to the outline within 0.001 pt")
    func svgParsesBack() throws {
        let drawing = Self.drawing()
        let svg = drawing.svg
        let collector = PathCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.paths.count == 2)
        for (path, stroke) in zip(collector.paths, drawing.strokes) {
            #expect(path["fill-rule"] == "nonzero")
            #expect(path["data-touch"] == String(stroke.touchID))
            let pieces = Self.polygons(path["d"] ?? "")
            #expect(pieces.count == stroke.outline.pieceCount)
            for (index, piece) in pieces.enumerated() {
                let original = Array(stroke.outline.piece(index))
                #expect(piece.count == original.count)
                for (a, b) in zip(piece, original) {
                    #expect(abs(a.x - b.x) <= 0.0005 + 1e-9 && abs(a.y - b.y) <= 0.0005 + 1e-9)
                }
            }
        }
        #expect(collector.paths[0]["fill-opacity"] == nil)
        #expect(collector.paths[1]["fill"] == "#6600ff")
        let opacity = Double(collector.paths[1]["fill-opacity"] ?? "") ?? -1
        #expect(opacity > 0.15 && opacity < 1)
    }

    @Test("InkML: written and read back, every point within 0.01 pt, force, time and tilt kept")
    func inkMLRoundTrip() throws {
        let drawing = Self.drawing()
        let text = drawing.inkML
        #expect(text.contains("xmlns=\"http://www.w3.org/2003/InkML\""))
        #expect(text.contains("<channel name=\"OTx\""))
        let back = try Drawing(inkML: Data(text.utf8), file: "round.inkml")
        #expect(back.strokes.count == drawing.strokes.count)
        for (a, b) in zip(drawing.strokes, back.strokes) {
            #expect(a.touchID == b.touchID)
            #expect(a.brush == b.brush)
            #expect(a.points.count == b.points.count)
            for (p, q) in zip(a.points, b.points) {
                #expect(abs(p.location.x - q.location.x) < 0.01 && abs(p.location.y - q.location.y) < 0.01)
                #expect(abs(p.width - q.width) < 0.01)
                #expect(abs(p.force - q.force) < 0.0001)
                #expect(abs(p.timeOffset - q.timeOffset) < 1e-5)
                #expect(p.type == q.type)
                if p.type == .stylus {
                    #expect(abs(p.altitudeAngle - q.altitudeAngle) < 0.001)
                    #expect(abs(p.azimuthAngle - q.azimuthAngle) < 0.001)
                }
            }
        }
    }

    @Test("tilt converts to OTx/OTy and back", arguments: [(0.4, 0.3), (1.2, -2.5), (0.9, 3.0), (1.5, 1.5)])
    func tiltRoundTrip(altitude: Double, azimuth: Double) {
        let tilt = InkTilt(altitude: altitude, azimuth: azimuth)
        let back = tilt.altitudeAzimuth
        #expect(abs(back.altitude - altitude) < 1e-9)
        #expect(abs(back.azimuth - azimuth) < 1e-9)
    }

    @Test("JSON: the exact shape, numbers rounded the same way every time")
    func json() throws {
        let stroke = Stroke(touchID: 7, inputs: InkTestStrokes.line([(10, 20, 2), (14, 20, 3)]))
        let json = Drawing(strokes: [stroke]).json
        #expect(
            json.hasPrefix(
                "{\"strokes\":[{\"touch\":7,\"points\":[{\"x\":10,\"y\":20,\"t\":0,\"force\":2,\"width\":"))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let strokes = object["strokes"] as! [[String: Any]]
        let points = strokes[0]["points"] as! [[String: Any]]
        #expect(points.count == 2)
        #expect(Set(points[0].keys) == ["x", "y", "t", "force", "width", "opacity"])
        #expect((points[1]["x"] as! Double) == 14)  // the last point sits on its input
        let outline = strokes[0]["outline"] as! [[Double]]
        #expect(outline.count == stroke.outline.singlePolygon.count)
        #expect(Drawing(strokes: [stroke]).json == json)
        // The single polygon fills what the pieces fill.
        let single = StrokeOutline(pieces: [stroke.outline.singlePolygon])
        for x in stride(from: 0.0, through: 25, by: 0.7) {
            for y in stride(from: 10.0, through: 30, by: 0.7) {
                let p = CGPoint(x: x, y: y)
                #expect((single.winding(at: p) != 0) == (stroke.outline.winding(at: p) != 0))
            }
        }
    }

    @Test("numbers: shortest form, no negative zero, no exponent")
    func numbers() {
        #expect(InkText.number(12, decimals: 3) == "12")
        #expect(InkText.number(12.5, decimals: 3) == "12.5")
        #expect(InkText.number(-0.0001, decimals: 3) == "0")
        #expect(InkText.number(0.00012, decimals: 6) == "0.00012")
        #expect(InkText.number(1.23456789, decimals: 4) == "1.2346")
    }
}
