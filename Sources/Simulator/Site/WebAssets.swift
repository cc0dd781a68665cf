import Foundation
import HTTPServer

/// The web client's files (`Sources/Simulator/Web`, shipped as the target's resources), read once
/// at start and served from memory with their content types.
struct WebAssets: Sendable {
    /// The files by name (`index.html`, `simulator.js`, …).
    let files: [String: [UInt8]]

    /// Reads every file of `directory` (not its subfolders).
    /// - Throws: `SimulatorError.webClientMissing` when the folder or `index.html` cannot be read.
    init(directory: URL) throws(SimulatorError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .webClientMissing(directory.path)
        }
        var files: [String: [UInt8]] = [:]
        for name in names where Self.contentType(of: name) != nil {
            if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) {
                files[name] = [UInt8](data)
            }
        }
        guard files["index.html"] != nil else { throw .webClientMissing(directory.path) }
        self.files = files
    }

    /// The web client shipped with the module.
    static func bundled() throws(SimulatorError) -> WebAssets {
        guard let url = Bundle.module.url(forResource: "Web", withExtension: nil) else {
            throw .webClientMissing(Bundle.module.bundlePath + "/Web")
        }
        return try WebAssets(directory: url)
    }

    /// The response for `/NAME`, or nil when there is no such file.
    func response(for name: String) -> HTTPResponse? {
        let file = name.isEmpty ? "index.html" : name
        guard let body = files[file], let type = Self.contentType(of: file) else { return nil }
        return HTTPResponse(
            status: .ok, headers: ["Content-Type": type, "Cache-Control": "no-cache"], body: body)
    }

    /// The content type of a served file; ES modules must be `text/javascript`.
    static func contentType(of name: String) -> String? {
        switch (name as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "json": "application/json"
        case "ico": "image/x-icon"
        default: nil
        }
    }
}
