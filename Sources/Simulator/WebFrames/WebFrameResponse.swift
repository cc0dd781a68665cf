import Foundation
import HTTPServer

/// The responses that serve a web view's page to the browser's frame, each with the headers that
/// sandbox it (docs/PROTOCOL.md, "Web views").
///
/// The page is the app's, and so are its scripts; the simulator's page, its JSON API and its device
/// streams are not the page's to reach. Every response under `/web/` therefore carries a content
/// security policy that sandboxes the document as the frame's `sandbox="allow-scripts"` does (scripts
/// run, in an opaque origin: not the simulator's, so nothing of the simulator page is reachable and
/// the stream's origin check refuses it) and forbids every connection (`connect-src 'none'`: no
/// fetch, XHR, WebSocket, EventSource or beacon), forms, frames, workers and plugins; the page's own
/// scripts, styles, images, fonts and media load from the simulator's origin. `nosniff` makes the
/// browser take each file as the type it is served as.
enum WebFrameResponse {
    /// The content security policy of every page file (and error) served under `/web/`.
    static let contentSecurityPolicy = [
        "sandbox allow-scripts",
        "default-src 'none'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "media-src 'self'",
        "connect-src 'none'",
        "form-action 'none'",
        "frame-src 'none'",
        "child-src 'none'",
        "worker-src 'none'",
        "object-src 'none'",
        "manifest-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
    ].joined(separator: "; ")

    /// The headers of a response of `contentType`.
    static func headers(contentType: String) -> HTTPHeaders {
        [
            "Content-Type": contentType,
            "Content-Security-Policy": contentSecurityPolicy,
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "Cache-Control": "no-store",
        ]
    }

    /// A file of the page: HTML gets the page script (`scriptPath`) added.
    static func file(_ bytes: [UInt8], named name: String, scriptPath: String) -> HTTPResponse {
        let type = contentType(of: name)
        let body = type.hasPrefix("text/html") ? injecting(scriptPath: scriptPath, into: bytes) : bytes
        return HTTPResponse(status: .ok, headers: headers(contentType: type), body: body)
    }

    /// The page script (`webpage.js`).
    static func script(_ bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(
            status: .ok, headers: headers(contentType: "text/javascript; charset=utf-8"), body: bytes)
    }

    /// Why nothing is served, as plain text.
    static func error(_ error: WebFrameError) -> HTTPResponse {
        HTTPResponse(
            status: error.status, headers: headers(contentType: "text/plain; charset=utf-8"),
            body: Array((error.message + "\n").utf8))
    }

    /// The content type of a page's file, by its extension; `application/octet-stream` for others
    /// (with `nosniff`, the browser neither runs nor renders it).
    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "txt": "text/plain; charset=utf-8"
        case "xml": "application/xml"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/x-icon"
        case "woff": "font/woff"
        case "woff2": "font/woff2"
        case "ttf": "font/ttf"
        case "otf": "font/otf"
        case "mp4": "video/mp4"
        case "mp3": "audio/mpeg"
        default: "application/octet-stream"
        }
    }

    /// How far into a document a `<!doctype …>` is looked for (bytes).
    static let doctypeSearchLimit = 1024

    /// `html` with `<script src="scriptPath"></script>` added after its `<!doctype …>` (so the
    /// document keeps its standards mode), or at its start when it has none.
    static func injecting(scriptPath: String, into html: [UInt8]) -> [UInt8] {
        let tag = Array("<script src=\"\(scriptPath)\"></script>".utf8)
        var index = 0
        if html.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < html.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(html[index]) { index += 1 }
        let doctype = Array("<!doctype".utf8)
        let limit = min(html.count, doctypeSearchLimit)
        if index + doctype.count <= limit,
            zip(html[index..<(index + doctype.count)], doctype).allSatisfy({ lowercased($0) == $1 }),
            let end = html[index..<limit].firstIndex(of: UInt8(ascii: ">"))
        {
            return Array(html[..<(end + 1)]) + tag + Array(html[(end + 1)...])
        }
        return Array(html[..<index]) + tag + Array(html[index...])
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
