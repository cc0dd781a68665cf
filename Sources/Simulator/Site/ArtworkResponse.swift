import CoreGraphics
import Foundation
import HTTPServer
import Springboard
import TouchKit

/// The picture of a quick-action icon file (`UIApplicationShortcutItemIconFile`) or of an app's
/// home-screen icon (`<bundle id>/:AppIcon`), as `GET /api/devices/{id}/artwork?name=<bundle id>/<file>`
/// serves it to the page.
///
/// An app registered in code describes its icon as SVG path data in a 35 × 35 box: it is served as
/// an SVG document filled by the even-odd rule. An app installed from a folder points at image files:
/// the one for the device's scale is served (`@2x` on a 2× screen, `@3x` on a 3× one, as iOS picks),
/// else the best one found. An asset catalog's vector PDF (Xcode's "Single Scale" + PDF) is served as
/// SVG made from its page's display list (`PDFVectorImage`), sized in points as the page's box, so
/// the page draws it at any scale and masks it for a template. Either way the page draws a quick
/// action's icon as a template (its shape in the menu's text colour), as iOS does.
enum ArtworkResponse {
    /// The largest image file served: 8 MB (ours; a 35-point icon at 3× is a few kilobytes, an Xcode 14
    /// single-size 1024-pixel app icon up to a few megabytes).
    static let maximumFileSize = 8 << 20

    /// The response for `artwork` on a screen of `scale`, or nil when no file can be read.
    static func response(for artwork: QuickActionArtwork, scale: Double) -> HTTPResponse? {
        switch artwork {
        case .path(let data):
            let svg =
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35" width="35" height="35">"#
                + #"<path fill="black" fill-rule="evenodd" d=""# + escaped(data) + #""/></svg>"#
            return HTTPResponse(
                status: .ok, headers: ["Content-Type": "image/svg+xml", "Cache-Control": "no-cache"],
                body: Data(svg.utf8))
        case .files(let paths):
            guard let path = file(for: paths, scale: scale),
                let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let size = attributes[.size] as? Int, size <= maximumFileSize,
                let data = FileManager.default.contents(atPath: path)
            else { return nil }
            let lower = path.lowercased()
            if lower.hasSuffix(".pdf") {
                // What the reader draws; what it cannot was reported once at install.
                guard let image = try? PDFVectorImage(bytes: [UInt8](data)) else { return nil }
                return HTTPResponse(
                    status: .ok, headers: ["Content-Type": "image/svg+xml", "Cache-Control": "no-cache"],
                    body: Data(image.svg.utf8))
            }
            let type = lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") ? "image/jpeg" : "image/png"
            return HTTPResponse(
                status: .ok, headers: ["Content-Type": type, "Cache-Control": "no-cache"], body: data)
        }
    }

    /// The file for a screen of `scale`: the one named `@<scale>x`, else (on a 1× screen) the one
    /// without a suffix, else the first (the best found).
    static func file(for paths: [String], scale: Double) -> String? {
        let suffix = "@\(Int(scale.rounded()))x."
        if let match = paths.first(where: { ($0 as NSString).lastPathComponent.contains(suffix) }) {
            return match
        }
        if scale <= 1, let plain = paths.first(where: { !($0 as NSString).lastPathComponent.contains("@") }) {
            return plain
        }
        return paths.first
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
