import Foundation
import HTTPServer
import Interchange

/// The API documentation `scripts/build-docs` builds (a DocC static site, `.build/docs` by
/// default), served under `/docs/`. The folder is looked at on every request, so documentation
/// built while the simulator runs shows at once; when it has not been built, every page says how
/// to build it.
///
/// Only files inside the folder are served: a path with a `.` or `..` segment, a backslash or a
/// NUL (after percent-decoding), or one that leads outside through a symbolic link, is refused.
struct DocumentationSite: Sendable {
    /// The site's folder.
    let directory: URL

    /// Where the simulator looks by default: `.build/docs` in the current folder (the package's,
    /// under `swift run`).
    static func defaultDirectory(currentDirectory: String = FileManager.default.currentDirectoryPath) -> URL {
        URL(fileURLWithPath: currentDirectory, isDirectory: true)
            .appendingPathComponent(".build/docs", isDirectory: true)
    }

    /// The answer for `GET /docs/<path>`, `path` percent-decoded (the router's `{path...}`), or
    /// `GET /docs` when `path` is nil.
    func response(for path: String?, requestPath: String) -> HTTPResponse {
        guard let path else { return Self.redirect(to: "/docs/") }
        guard isBuilt else { return Self.notBuilt(directory: directory) }
        var segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if segments.isEmpty { return Self.redirect(to: "/docs/documentation/") }
        guard segments.allSatisfy(Self.isSafe) else {
            return Self.page(
                status: .notFound, title: "Not a documentation path",
                body:
                    "<p>\(XMLText.escape(String(requestPath.prefix(200)))) is not a path inside the documentation.</p>"
            )
        }
        var file = directory
        for segment in segments { file.appendPathComponent(segment) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue
        {
            file.appendPathComponent("index.html")
            segments.append("index.html")
        }
        guard isInside(file), let data = FileManager.default.contents(atPath: file.path) else {
            return Self.page(
                status: .notFound, title: "No such documentation page",
                body: """
                    <p>There is no page at \(XMLText.escape(String(requestPath.prefix(200)))).
                    <a href="/docs/documentation/">All modules</a>.</p>
                    """)
        }
        return HTTPResponse(
            status: .ok,
            headers: [
                "Content-Type": Self.contentType(of: segments.last ?? ""), "Cache-Control": "no-cache",
            ],
            body: data)
    }

    /// Whether the site has been built (its `index.html` is there).
    var isBuilt: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("index.html").path)
    }

    /// Whether `file` resolves (symbolic links followed) to a place inside the site's folder.
    private func isInside(_ file: URL) -> Bool {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath().path
        let resolved = file.standardizedFileURL.resolvingSymlinksInPath().path
        return resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// A path segment that names a file or folder, not a way out.
    static func isSafe(_ segment: String) -> Bool {
        segment != "." && segment != ".." && !segment.contains("\\") && !segment.contains("\0")
    }

    /// The content type of a site file, by its extension.
    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "ico": "image/x-icon"
        case "woff": "font/woff"
        case "woff2": "font/woff2"
        case "txt", "md": "text/plain; charset=utf-8"
        case "mp4": "video/mp4"
        default: "application/octet-stream"
        }
    }

    /// A `302 Found` to `location`.
    static func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(
            status: HTTPStatus(302, "Found"),
            headers: ["Location": location, "Content-Type": "text/plain; charset=utf-8"],
            body: Array("see \(location)\n".utf8))
    }

    /// The page every documentation path shows before `scripts/build-docs` has run.
    static func notBuilt(directory: URL) -> HTTPResponse {
        page(
            status: .notFound, title: "The documentation has not been built",
            body: """
                <p>Build it in the package's folder, then reload this page:</p>
                <pre><code>scripts/build-docs</code></pre>
                <p>It writes the API documentation of every module (DocC) to
                <code>\(XMLText.escape(directory.path))</code>, which this simulator serves at
                <code>/docs/</code>.</p>
                """)
    }

    /// A small HTML page.
    static func page(status: HTTPStatus, title: String, body: String) -> HTTPResponse {
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(XMLText.escape(title)) · ForceTouchKit</title>
            <meta name="color-scheme" content="light dark">
            <style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}</style>
            </head><body><h1>\(XMLText.escape(title))</h1>
            \(body)
            <p><a href="/">Back to the simulator</a></p>
            </body></html>

            """
        return HTTPResponse(
            status: status,
            headers: ["Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache"],
            body: Array(html.utf8))
    }
}
