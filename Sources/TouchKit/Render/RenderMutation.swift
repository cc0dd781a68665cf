/// One change that turns an old render tree into a new one; a diff is a list of them.
///
/// Apply a diff in order: every `remove` comes first, then the `insert`s and `move`s (each placing a
/// node before an existing sibling, or last when `before` is nil), then the `update`s. This is how
/// the browser patches its DOM and how `RenderNode.applying(_:)` checks a diff. `ink` steps come
/// with the updates.
public enum RenderMutation: Sendable, Hashable, Codable {
    /// Adds `node` (with its subtree) to `parent` before `before`; with no parent, `node` becomes the
    /// root (the old tree is dropped).
    case insert(node: RenderNode, parent: Int?, before: Int?)
    /// Removes the node with `id` and its subtree.
    case remove(id: Int)
    /// Moves the node with `id` (and its subtree) into `parent`, before `before` (last when nil).
    case move(id: Int, parent: Int, before: Int?)
    /// Replaces the attributes of the node with `id`; its children stay.
    case update(id: Int, attributes: RenderAttributes)
    /// Appends drawing steps to the ink of the node with `id` (an `InkCanvasView` being drawn on);
    /// its other attributes stay. A sample's patch is then a few points, whatever the drawing's size.
    case ink(id: Int, operations: [InkRenderOperation])

    private enum CodingKeys: String, CodingKey {
        case op, node, parent, before, id, attributes, ops
    }

    /// Decodes `{"op": "insert" | "remove" | "move" | "update" | "ink", …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .op) {
        case "insert":
            self = .insert(
                node: try container.decode(RenderNode.self, forKey: .node),
                parent: try container.decodeIfPresent(Int.self, forKey: .parent),
                before: try container.decodeIfPresent(Int.self, forKey: .before))
        case "remove":
            self = .remove(id: try container.decode(Int.self, forKey: .id))
        case "move":
            self = .move(
                id: try container.decode(Int.self, forKey: .id),
                parent: try container.decode(Int.self, forKey: .parent),
                before: try container.decodeIfPresent(Int.self, forKey: .before))
        case "update":
            self = .update(
                id: try container.decode(Int.self, forKey: .id),
                attributes: try container.decode(RenderAttributes.self, forKey: .attributes))
        case "ink":
            self = .ink(
                id: try container.decode(Int.self, forKey: .id),
                operations: try container.decode([InkRenderOperation].self, forKey: .ops))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .op, in: container,
                debugDescription: "unknown op '\(other)'; expected insert, remove, move, update or ink")
        }
    }

    /// Encodes as `{"op": …}` with the case's fields; absent optionals are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .insert(let node, let parent, let before):
            try container.encode("insert", forKey: .op)
            try container.encode(node, forKey: .node)
            try container.encodeIfPresent(parent, forKey: .parent)
            try container.encodeIfPresent(before, forKey: .before)
        case .remove(let id):
            try container.encode("remove", forKey: .op)
            try container.encode(id, forKey: .id)
        case .move(let id, let parent, let before):
            try container.encode("move", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(parent, forKey: .parent)
            try container.encodeIfPresent(before, forKey: .before)
        case .update(let id, let attributes):
            try container.encode("update", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(attributes, forKey: .attributes)
        case .ink(let id, let operations):
            try container.encode("ink", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(operations, forKey: .ops)
        }
    }
}
