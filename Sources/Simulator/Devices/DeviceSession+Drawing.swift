import Foundation
import HTTPServer
import Ink
import SimulatorProtocol
import TouchKit

// `GET /api/devices/{id}/drawing?format=json|svg|inkml`: the drawing of the canvas on screen.

extension DeviceSession {
    /// The formats a drawing is served in, with their content types.
    enum DrawingFormat: String, CaseIterable {
        /// Ink's JSON (`Drawing.json`).
        case json
        /// SVG, one path per stroke (`Drawing.svg`).
        case svg
        /// W3C InkML (`Drawing.inkML`).
        case inkml

        /// The response's `Content-Type`.
        var contentType: String {
            switch self {
            case .json: "application/json"
            case .svg: "image/svg+xml"
            case .inkml: "application/inkml+xml"
            }
        }
    }

    /// The drawing of the canvas on screen (finished strokes and the ones being drawn) in the format
    /// the query's `format` names (json when absent), with Ink's exporters.
    /// - Throws: `APIError.unknownDrawingFormat` (400), `.noCanvas` (404).
    func drawingResponse(query: String?) throws(APIError) -> HTTPResponse {
        var format = DrawingFormat.json
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.first == "format" else { continue }
            let value = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
            guard let chosen = DrawingFormat(rawValue: value.lowercased()) else {
                throw .unknownDrawingFormat(value)
            }
            format = chosen
        }
        guard let canvas = device.inkCanvasOnScreen else { throw .noCanvas(device: id) }
        let drawing = canvas.currentDrawing
        let text: String
        switch format {
        case .json: text = drawing.json
        case .svg: text = drawing.svg
        case .inkml: text = drawing.inkML
        }
        var headers = HTTPHeaders()
        headers.add(
            name: "Content-Type", value: format.contentType + (format == .json ? "" : "; charset=utf-8"))
        return HTTPResponse(status: .ok, headers: headers, body: Data(text.utf8))
    }
}
