import Foundation
import HTTPServer
import TouchKit

/// Why a request for a web view's page (`/web/…`, `WebFramePath`) was not served. Answered with a
/// plain-text response carrying the frame's sandbox headers (`WebFrameResponse`).
enum WebFrameError: Error, Sendable, Hashable {
    /// The path is not `/web/{device}/{view}/{generation}/{file…}` (`part` names what is missing or
    /// wrong).
    case malformedPath(part: String)
    /// A segment that could leave the page's folder or name a hidden file: empty, `.`, `..`, one that
    /// starts with `.`, holds `/`, `\` or a control character once decoded, or is not valid
    /// percent-encoded UTF-8.
    case unsafeSegment(String)
    /// The path is longer than `WebFramePath.maximumLength` bytes or has too many segments.
    case pathTooLong(Int)
    /// No device with this id.
    case unknownDevice(String)
    /// No web view on the device's screen has this render node id.
    case noWebView(device: String, view: Int)
    /// The web view shows another page now (a navigation or reload since).
    case stalePage(requested: Int, current: Int)
    /// The page has no folder, so it has no files besides its document.
    case noFolder(String)
    /// The file could not be served (`WebViewError`: missing, outside the folder, too large).
    case file(WebViewError)
    /// The web client's page script (`webpage.js`) is not among its files.
    case scriptMissing

    /// The response's status.
    var status: HTTPStatus {
        switch self {
        case .malformedPath, .unsafeSegment, .pathTooLong: .badRequest
        case .unknownDevice, .noWebView, .stalePage, .noFolder: .notFound
        case .file(.outsideReadAccess): .forbidden
        case .file: .notFound
        case .scriptMissing: .internalServerError
        }
    }

    /// Says what was wrong and what to do; never quotes more than a short prefix of the request.
    var message: String {
        switch self {
        case .malformedPath(let part):
            "a web view's page is served at /web/{device}/{view}/{generation}/{file}: \(part)"
        case .unsafeSegment(let segment):
            "the path segment '\(segment.prefix(60))' is not served: a page's files are named without "
                + "'.', '..', a leading dot, '/', '\\' or control characters"
        case .pathTooLong(let length):
            "the path has \(length) bytes or segments, more than a page's file may have "
                + "(\(WebFramePath.maximumLength) bytes, \(WebFramePath.maximumSegments) segments)"
        case .unknownDevice(let id):
            "no device \(id.prefix(40)); GET /api/devices lists them"
        case .noWebView(let device, let view):
            "device \(device.prefix(40)) shows no web view as node \(view); the page has gone, reload it from the tree"
        case .stalePage(let requested, let current):
            "the web view shows page \(current) now, not page \(requested); load the page the render tree names"
        case .noFolder(let file):
            "'\(file.prefix(60))' is not served: this page has no folder of files (an HTML string without a "
                + "file base URL, or a page that is not available in the simulator)"
        case .file(let error):
            error.description
        case .scriptMissing:
            "the web client's page script webpage.js is missing from its folder; reinstall the simulator"
        }
    }
}
