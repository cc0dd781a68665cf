public import Foundation

/// What a web view node shows (`RenderNode.Kind.webView`): which page, under which path its renderer
/// serves it, and how far it is scrolled (TouchKit's; WebKit draws its pages itself).
///
/// The renderer — in the simulator, a sandboxed frame of the browser — loads the page anew whenever
/// `generation` changes (every committed navigation and reload adds one), and scrolls it to `scroll`.
public struct RenderWebPage: Sendable, Hashable, Codable {
    /// The web view's page count (`WebView.pageGeneration`): a new value is a new page.
    public var generation: Int
    /// The document's path inside the folder the page may read (`WebPage.documentPath`): `article.html`,
    /// `guides/intro.html`; `index.html` for a page without a folder. Not percent-encoded.
    public var document: String
    /// The page's scroll offset, in points (the web view's `scrollView.contentOffset`).
    public var scroll: CGPoint

    /// Creates the attributes of a web view node.
    public init(generation: Int, document: String, scroll: CGPoint = .zero) {
        self.generation = generation
        self.document = document
        self.scroll = scroll
    }

    private enum CodingKeys: String, CodingKey {
        case generation, document, scroll
    }

    /// Decodes `{generation, document, scroll: [x, y]}`; an absent `scroll` is zero.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        generation = try container.decode(Int.self, forKey: .generation)
        document = try container.decode(String.self, forKey: .document)
        scroll = .zero
        if let offset = try container.decodeIfPresent([Double].self, forKey: .scroll), offset.count == 2 {
            scroll = CGPoint(x: offset[0], y: offset[1])
        }
    }

    /// Encodes the page; no `scroll` key when it is not scrolled.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(generation, forKey: .generation)
        try container.encode(document, forKey: .document)
        if scroll != .zero { try container.encode([Double(scroll.x), Double(scroll.y)], forKey: .scroll) }
    }
}
