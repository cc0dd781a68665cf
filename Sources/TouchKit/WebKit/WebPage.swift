public import Foundation

/// What a web view shows: the document it loaded, as the renderer (the simulator's browser) needs it
/// (TouchKit's; WebKit keeps this inside its web process).
public enum WebPage: Sendable, Hashable {
    /// Nothing loaded yet (`about:blank`).
    case blank
    /// HTML handed in as a string (`loadHTMLString(_:baseURL:)`); relative links resolve against
    /// `baseURL`, and a file base URL's folder may be read.
    case html(String, baseURL: URL?)
    /// A file inside `readAccess`, the folder the web view may read (its pages, images, styles).
    case file(URL, readAccess: URL)
    /// A page the simulator cannot fetch (any http(s) URL the app ships no page for): shown as
    /// `WebPage.unavailableHTML(for:)`.
    case unavailable(URL)

    /// The most bytes a page file may have: 4 MiB (ours).
    public static let maximumFileSize = 4 << 20
    /// The most characters of a page searched for its `<title>`: 64 KiB (ours).
    static let titleSearchLimit = 65_536

    /// The title shown for a page the simulator cannot fetch.
    public static let unavailableTitle = "Not Available"

    /// The page that stands for `url` when the simulator cannot fetch it: it says "This page is not
    /// available in the simulator" and names the URL (escaped). Previews of such links show it too.
    public static func unavailableHTML(for url: URL) -> String {
        let name = escape(url.absoluteString)
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(unavailableTitle)</title>
            <style>body{font:17px -apple-system,system-ui,sans-serif;margin:40px 20px;color:#333;text-align:center}
            code{word-break:break-all;color:#007aff}</style></head>
            <body><h1>This page is not available in the simulator</h1>
            <p><code>\(name)</code></p>
            <p>The simulator does not reach the internet. An app can ship its own page for this address.</p>
            </body></html>
            """
    }

    /// The folder whose files the page may use (its links, images, styles), when it has one.
    public var readAccessFolder: URL? {
        switch self {
        case .file(_, let folder): folder
        case .html(_, let base?) where base.isFileURL: base.deletingLastPathComponent()
        default: nil
        }
    }

    /// The contents of the `<title>` element of `html` (entities for &, <, >, " and ' decoded,
    /// whitespace collapsed), or nil when there is none within the first 64 KiB.
    public static func title(ofHTML html: String) -> String? {
        let head = String(html.prefix(titleSearchLimit))
        guard let open = head.range(of: "<title", options: .caseInsensitive),
            let openEnd = head[open.upperBound...].firstIndex(of: ">"),
            let close = head[openEnd...].range(of: "</title", options: .caseInsensitive)
        else { return nil }
        let raw = head[head.index(after: openEnd)..<close.lowerBound]
        let words = raw.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        return unescape(words)
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
