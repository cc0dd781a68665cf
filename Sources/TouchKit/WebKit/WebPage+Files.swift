public import Foundation

// The page's files: reading them inside the folder the page may read, for the web view's navigations
// and for the renderer that serves the page's resources.

extension WebPage {
    /// The document's path inside `readAccessFolder`, under which a renderer serves it, so that its
    /// relative links, images and styles resolve to the folder's files (TouchKit's): `article.html`,
    /// `guides/intro.html`. A page without a folder (an HTML string without a file base URL, an
    /// unavailable page, `about:blank`) is `index.html`; an HTML string whose base URL is a folder is
    /// that folder's `index.html`. Not percent-encoded.
    public var documentPath: String {
        switch self {
        case .file(let file, let folder):
            return Self.relativePath(of: file, in: folder) ?? file.lastPathComponent
        case .html(_, let base?) where base.isFileURL:
            let folder = base.deletingLastPathComponent()
            let relative = Self.relativePath(of: base, in: folder) ?? base.lastPathComponent
            guard base.hasDirectoryPath || relative.isEmpty else { return relative }
            return relative.isEmpty ? Self.indexName : relative + "/" + Self.indexName
        default:
            return Self.indexName
        }
    }

    /// The document's HTML when the page is not a file (an HTML string, the "not available" page, an
    /// empty page for `about:blank`); nil for a file page, whose document is its file.
    public var documentHTML: String? {
        switch self {
        case .blank: "<!doctype html><html><head><meta charset=\"utf-8\"></head><body></body></html>"
        case .html(let html, _): html
        case .unavailable(let url): Self.unavailableHTML(for: url)
        case .file: nil
        }
    }

    /// Reads the file at `components` (path segments, not percent-encoded) inside `readAccessFolder`,
    /// with the confinement the web view's navigations have: after resolving `..` and symbolic links
    /// the file must lie inside the folder, be a regular file, and have at most `maximumFileSize`
    /// bytes. Nil when the page has no folder.
    public func readResource(_ components: [String]) -> Result<(url: URL, data: Data), WebViewError>? {
        guard let folder = readAccessFolder else { return nil }
        var file = folder
        for component in components { file.appendPathComponent(component) }
        return Self.readFile(file, folder: folder)
    }

    /// The name of the document of a page without a file of its own.
    static let indexName = "index.html"

    /// Reads `file`, which must lie inside `folder` (after resolving `..` and symbolic links), be a
    /// regular file and have at most `maximumFileSize` bytes; returns its resolved URL and bytes.
    static func readFile(_ file: URL, folder: URL) -> Result<(url: URL, data: Data), WebViewError> {
        let path = file.standardizedFileURL.resolvingSymlinksInPath()
        guard contains(folder, path) else { return .failure(.outsideReadAccess(file, folder: folder)) }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path.path),
            (attributes[.type] as? FileAttributeType) == .typeRegular
        else { return .failure(.fileNotFound(file)) }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else { return .failure(.fileTooLarge(file, bytes: size)) }
        guard let data = FileManager.default.contents(atPath: path.path) else {
            return .failure(.fileNotFound(file))
        }
        // The file may have grown between the two looks.
        guard data.count <= maximumFileSize else { return .failure(.fileTooLarge(file, bytes: data.count)) }
        return .success((path, data))
    }

    /// Whether `file` lies inside `folder` (after resolving `..` and symbolic links); the folder
    /// itself does not.
    static func contains(_ folder: URL, _ file: URL) -> Bool {
        relativePath(of: file, in: folder).map { !$0.isEmpty } ?? false
    }

    /// `file`'s path inside `folder` (after resolving `..` and symbolic links in both), or nil when it
    /// is not inside; empty for the folder itself.
    static func relativePath(of file: URL, in folder: URL) -> String? {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let path = file.standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if path == root { return "" }
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }
}
