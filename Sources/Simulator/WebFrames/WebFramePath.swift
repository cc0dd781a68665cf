import Foundation

/// The path under which the simulator serves a web view's page to the browser's sandboxed frame:
/// `/web/{device}/{view}/{generation}/{file…}` (docs/PROTOCOL.md, "Web views").
///
/// `view` is the web view's render node id, `generation` its page count (`RenderWebPage.generation`):
/// a new navigation or a reload is a new path, so nothing stale is shown from a cache. `file…` is the
/// document (`RenderWebPage.document`) or one of the files of the page's folder, each segment
/// percent-encoded on its own. Segments are decoded one by one (an encoded `/` stays inside its
/// segment and is refused), and `.`, `..`, empty and hidden (leading-dot) segments are refused before
/// the file is looked up; the web view's own confinement (`WebPage.readResource`) then resolves
/// symbolic links and keeps the file inside the folder.
struct WebFramePath: Sendable, Hashable {
    /// The device's id.
    var device: String
    /// The web view's render node id.
    var view: Int
    /// The page's generation.
    var generation: Int
    /// The file's path segments inside the page's folder, decoded.
    var components: [String]

    /// Every page path starts with it.
    static let prefix = "/web/"
    /// The segments of the script the simulator adds to every page it serves (`webpage.js`): under a
    /// leading-dot folder, which no file of the page can have.
    static let scriptComponents = [".forcetouch", "page.js"]
    /// The longest path served, in bytes (our choice: far longer than any app's file names).
    static let maximumLength = 4096
    /// The most segments a file's path may have (our choice).
    static let maximumSegments = 64

    /// Creates a path.
    init(device: String, view: Int, generation: Int, components: [String]) {
        self.device = device
        self.view = view
        self.generation = generation
        self.components = components
    }

    /// Reads a request's path (still percent-encoded).
    /// - Throws: `WebFrameError` saying which part is wrong.
    init(_ path: String) throws(WebFrameError) {
        guard path.utf8.count <= Self.maximumLength else { throw .pathTooLong(path.utf8.count) }
        guard path.hasPrefix(Self.prefix) else { throw .malformedPath(part: "it does not start with /web/") }
        let parts = path.dropFirst(Self.prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 4 else {
            throw .malformedPath(part: "give the device, the view, the generation and a file")
        }
        guard parts.count - 3 <= Self.maximumSegments else { throw .pathTooLong(parts.count - 3) }
        guard let device = parts[0].removingPercentEncoding, !device.isEmpty,
            device.utf8.count <= 64
        else { throw .malformedPath(part: "the device id is missing or not valid") }
        guard let view = Int(parts[1]), view >= 0 else {
            throw .malformedPath(part: "the view '\(parts[1].prefix(20))' is not a node id (an integer)")
        }
        guard let generation = Int(parts[2]), generation >= 0 else {
            throw .malformedPath(part: "the generation '\(parts[2].prefix(20))' is not an integer")
        }
        var components: [String] = []
        for raw in parts.dropFirst(3) { components.append(try Self.segment(raw)) }
        // Hidden names are refused, but for the page script's path as a whole.
        if components != Self.scriptComponents, let hidden = components.first(where: { $0.hasPrefix(".") }) {
            throw .unsafeSegment(hidden)
        }
        self.init(device: device, view: view, generation: generation, components: components)
    }

    /// One segment, decoded and checked.
    private static func segment(_ raw: Substring) throws(WebFrameError) -> String {
        guard let decoded = raw.removingPercentEncoding else { throw .unsafeSegment(String(raw)) }
        guard !decoded.isEmpty, decoded != ".", decoded != ".." else { throw .unsafeSegment(decoded) }
        for scalar in decoded.unicodeScalars
        where scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F {
            throw .unsafeSegment(decoded)
        }
        return decoded
    }

    /// Whether the path names the simulator's page script.
    var isScript: Bool { components == Self.scriptComponents }

    /// The file's path inside the folder, `/`-joined (compared with `RenderWebPage.document`).
    var file: String { components.joined(separator: "/") }

    /// The path of the page's file `file` (a `/`-separated path such as `RenderWebPage.document`),
    /// percent-encoded segment by segment.
    static func path(device: String, view: Int, generation: Int, file: String) -> String {
        let segments =
            [device, String(view), String(generation)] + file.split(separator: "/").map(String.init)
        return prefix + segments.map(encode).joined(separator: "/")
    }

    /// The path of the page script of the page at `device`, `view`, `generation`.
    static func scriptPath(device: String, view: Int, generation: Int) -> String {
        path(
            device: device, view: view, generation: generation, file: scriptComponents.joined(separator: "/"))
    }

    /// A segment percent-encoded: everything but unreserved characters (RFC 3986).
    static func encode(_ segment: String) -> String {
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }
}
