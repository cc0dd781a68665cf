import Foundation

/// One view as the renderer sees it: a stable id, a kind, its attributes and its children.
///
/// A render tree is a plain value produced from a view hierarchy by `RenderTreeBuilder`; the
/// simulator ships it to a browser (as JSON with sorted keys), sends only `RenderMutation`s
/// afterwards, and tests print it with `RenderTextRenderer`. A node's storage is shared between
/// copies, and an unchanged view hands out the same node again, so building a tree after a small
/// change and diffing it cost in proportion to the change, not to the tree.
public struct RenderNode: Sendable, Hashable, Codable {
    /// What kind of view a node shows; the renderer picks its element by it.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A `Window`.
        case window
        /// A plain `View` (and any subclass that does not say otherwise).
        case view
        /// A `Label`: `attributes.text` holds what it shows.
        case label
        /// An `ImageView`: `attributes.image` holds what it shows.
        case imageView
        /// A `Button` (its title is a label child).
        case button
        /// A `ScrollView`: `attributes.contentOffset` scrolls its children.
        case scrollView
        /// A `TableView`.
        case tableView
        /// A `TableViewCell`.
        case tableViewCell
        /// A `NavigationBar`.
        case navigationBar
        /// A `VisualEffectView`: `attributes.blurRadius` blurs what is behind it.
        case visualEffect
        /// An `AlertController`'s box.
        case alert
        /// An `InkCanvasView`: `attributes.ink` holds its drawing.
        case ink
        /// A `WebView`: `attributes.web` names its page, which the renderer draws.
        case webView
    }

    final class Storage: Sendable {
        let id: Int
        let kind: Kind
        let attributes: RenderAttributes
        let children: [RenderNode]

        init(id: Int, kind: Kind, attributes: RenderAttributes, children: [RenderNode]) {
            self.id = id
            self.kind = kind
            self.attributes = attributes
            self.children = children
        }
    }

    let storage: Storage

    /// Creates a node.
    public init(id: Int, kind: Kind, attributes: RenderAttributes, children: [RenderNode] = []) {
        storage = Storage(id: id, kind: kind, attributes: attributes, children: children)
    }

    /// The node's id: the same view keeps the same id for as long as one builder renders it.
    public var id: Int { storage.id }
    /// What kind of view this is.
    public var kind: Kind { storage.kind }
    /// Geometry, style, content, effects and accessibility.
    public var attributes: RenderAttributes { storage.attributes }
    /// The subviews' nodes, back to front.
    public var children: [RenderNode] { storage.children }

    /// The same node with other attributes.
    public func with(attributes: RenderAttributes) -> RenderNode {
        RenderNode(id: id, kind: kind, attributes: attributes, children: children)
    }

    /// The same node with other children.
    public func with(children: [RenderNode]) -> RenderNode {
        RenderNode(id: id, kind: kind, attributes: attributes, children: children)
    }

    /// Whether both are the same stored node (a cheap test the diff uses before comparing fields).
    func isIdentical(to other: RenderNode) -> Bool { storage === other.storage }

    /// Nodes are equal when their ids, kinds, attributes and children are.
    /// - Complexity: O(*n*) in the trees' sizes, O(1) for shared storage.
    public static func == (lhs: RenderNode, rhs: RenderNode) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.attributes == rhs.attributes
            && lhs.children == rhs.children
    }

    /// Hashes the whole tree.
    /// - Complexity: O(*n*) in the tree's size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(kind)
        hasher.combine(attributes)
        hasher.combine(children)
    }

    /// How many nodes the tree has.
    /// - Complexity: O(*n*).
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// The node with `id` in this tree, depth first.
    /// - Complexity: O(*n*).
    public func node(withID id: Int) -> RenderNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.node(withID: id) { return found }
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, attributes, children
    }

    /// Decodes a node; `children` may be absent (a leaf).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            kind: try container.decode(Kind.self, forKey: .kind),
            attributes: try container.decode(RenderAttributes.self, forKey: .attributes),
            children: try container.decodeIfPresent([RenderNode].self, forKey: .children) ?? [])
    }

    /// Encodes the node; a leaf has no `children` key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(attributes, forKey: .attributes)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }
}
