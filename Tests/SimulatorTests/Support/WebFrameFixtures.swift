import BrowserTesting
import Foundation
import HTTPServer
import Interchange
import Simulator
import Springboard
import Testing
import TouchKit

/// A folder of real pages for a test app's web view: `index.html` (links, a style sheet), `style.css`,
/// `sub/page.html`, `hostile.html` (given as `hostileHTML`), and, beside the folder, `secret.txt`
/// reached by two symbolic links inside it (`escape.txt`, `up/`). Removed when the value goes away.
final class WebFrameSite: Sendable {
    let folder: URL
    let secret: URL
    /// What `secret.txt` holds: no response may ever carry it.
    static let secretText = "TOP-SECRET-\(UUID().uuidString)"
    static let bundleIdentifier = "com.example.webframe"

    init(hostileHTML: String = "<!doctype html><title>Hostile</title>") throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("webframe-tests-\(UUID().uuidString)")
        folder = base.appendingPathComponent("Site")
        secret = base.appendingPathComponent("secret.txt")
        let manager = FileManager.default
        try manager.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Self.secretText.write(to: secret, atomically: true, encoding: .utf8)
        try write(
            "index.html",
            """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>Index</title><link rel="stylesheet" href="style.css"></head>
            <body><p><a id="next" href="sub/page.html">Next page</a></p><p>Plain text.</p></body></html>
            """)
        try write("style.css", "body { font: 17px sans-serif; margin: 0; padding: 20px; }")
        try write("sub/page.html", "<title>Sub</title><p>Sub page</p>")
        try write("hostile.html", hostileHTML)
        try manager.createSymbolicLink(at: url("escape.txt"), withDestinationURL: secret)
        try manager.createSymbolicLink(at: url("up"), withDestinationURL: base)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    private func write(_ name: String, _ text: String) throws {
        try text.write(to: url(name), atomically: true, encoding: .utf8)
    }

    /// An app whose whole screen is a web view showing `page` of this folder.
    func app(page: String = "index.html") -> AppManifest {
        let file = url(page)
        let folder = folder
        return AppManifest(
            bundleIdentifier: Self.bundleIdentifier, displayName: "WebFrame",
            makeDelegate: { WebFrameTestDelegate() },
            makeRootViewController: { WebFrameTestController(page: file, folder: folder) })
    }
}

/// A delegate that accepts launches.
@MainActor
final class WebFrameTestDelegate: ApplicationDelegate {}

/// A controller whose view is a web view loading one file of a folder.
@MainActor
final class WebFrameTestController: ViewController {
    let webView = WebView()
    let page: URL
    let folder: URL

    init(page: URL, folder: URL) {
        self.page = page
        self.folder = folder
        super.init()
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.loadFileURL(page, allowingReadAccessTo: folder)
    }
}

/// A web view node of a render tree: its id and page.
struct WebViewNode {
    var id: Int
    var generation: Int
    var document: String
    /// Its frame's origin in screen points (the sum of the frames and offsets above it).
    var origin: CGPoint
    var size: CGSize
}

extension LiveSimulator {
    /// The web view nodes the device's screen shows now, from `GET /api/devices/{id}/render`, in tree
    /// order.
    func webViewNodes(device: String = "1") async throws -> [WebViewNode] {
        let tree = try await request(.get, "/api/devices/\(device)/render").json
        var found: [WebViewNode] = []
        func walk(_ node: JSONValue, origin: CGPoint) {
            let frame = (node["attributes"]["frame"].array ?? []).compactMap(\.number)
            let offset = (node["attributes"]["contentOffset"].array ?? []).compactMap(\.number)
            let here = CGPoint(
                x: origin.x + (frame.first ?? 0), y: origin.y + (frame.count > 1 ? frame[1] : 0))
            if node["kind"].string == "webView", let id = node["id"].int,
                let generation = node["attributes"]["web"]["generation"].int,
                let document = node["attributes"]["web"]["document"].string, frame.count == 4
            {
                found.append(
                    WebViewNode(
                        id: id, generation: generation, document: document, origin: here,
                        size: CGSize(width: frame[2], height: frame[3])))
            }
            let inner = CGPoint(
                x: here.x - (offset.first ?? 0), y: here.y - (offset.count > 1 ? offset[1] : 0))
            for child in node["children"].array ?? [] { walk(child, origin: inner) }
        }
        walk(tree, origin: .zero)
        return found
    }

    /// One raw GET of `target` exactly as given (no normalisation of `..` or percent-escapes).
    func rawGet(_ target: String) async throws -> HTTPResponse {
        let client = try await HTTPClient.connect(port: port, timeout: .seconds(30))
        return try await client.send(HTTPRequest(method: .get, target: target), timeout: .seconds(30))
    }
}
