import Foundation
import Simulator
import Testing

/// `GET /api/devices/{id}/drawing`: the drawing of the canvas on screen, in three formats.
@Suite("GET …/drawing", .serialized, .simulatorTimeLimit)
@MainActor
struct DeviceSessionDrawingTests {
    /// A stroke across TouchCanvas's canvas whose force rises, as trace lines.
    static let stroke: String = {
        var lines = [#"{"t":0,"id":1,"phase":"began","x":40,"y":300,"force":0.3}"#]
        for step in 1...30 {
            let force = 0.3 + Double(step) * 0.2
            lines.append(
                #"{"t":\#(Double(step) / 60),"id":1,"phase":"moved","x":\#(40 + step * 9),"y":300,"force":\#(force)}"#
            )
        }
        lines.append(#"{"t":0.55,"id":1,"phase":"ended","x":310,"y":300,"force":0}"#)
        return lines.joined(separator: "\n")
    }()

    @Test("404 without a canvas, 400 for an unknown format, then JSON, SVG and InkML of what was drawn")
    func drawing() async throws {
        let simulator = try LiveSimulator()
        let home = try await simulator.request(.get, "/api/devices/1/drawing")
        #expect(home.status == 404)
        #expect(home.message?.contains("shows no drawing canvas") == true)
        #expect(try await simulator.request(.get, "/api/devices/9/drawing").status == 404)
        let launched = try await simulator.request(
            .post, "/api/devices/1/apps/com.example.touchcanvas/launch")
        #expect(launched.status == 200)
        let bad = try await simulator.request(.get, "/api/devices/1/drawing?format=png")
        #expect(bad.status == 400)
        #expect(bad.message == "unknown drawing format 'png'; use format=json, svg or inkml")
        let empty = try await simulator.request(.get, "/api/devices/1/drawing")
        #expect(empty.status == 200)
        #expect(empty.json["strokes"].array?.count == 0)
        let drawn = try await simulator.request(.post, "/api/devices/1/touches", body: Self.stroke)
        #expect(drawn.status == 200)
        let json = try await simulator.request(.get, "/api/devices/1/drawing?format=json")
        #expect(json.response.headers.values(for: "Content-Type") == ["application/json"])
        let points = json.json["strokes"][0]["points"].array ?? []
        #expect(points.count > 20)
        let widths = points.compactMap { $0["width"].number }
        #expect(widths.count == points.count && widths[widths.count * 3 / 4] > widths[widths.count / 4] + 2)
        #expect(json.json["strokes"][0]["outline"].array?.isEmpty == false)
        let svg = try await simulator.request(.get, "/api/devices/1/drawing?format=svg")
        #expect(svg.response.headers.values(for: "Content-Type") == ["image/svg+xml; charset=utf-8"])
        #expect(String(decoding: svg.response.body, as: UTF8.self).contains("<path"))
        let inkML = try await simulator.request(.get, "/api/devices/1/drawing?format=inkml")
        #expect(inkML.status == 200)
        #expect(String(decoding: inkML.response.body, as: UTF8.self).contains("<trace"))
        await simulator.stop()
    }
}
