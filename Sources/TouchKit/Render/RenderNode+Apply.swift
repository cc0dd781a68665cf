// Applying a diff: what a renderer does with the mutations, checked.

/// Why a list of mutations could not be applied to a tree.
public enum RenderPatchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Mutation `index` names node `id`, which the tree does not have.
    case unknownNode(index: Int, id: Int)
    /// Mutation `index` inserts node `id`, which the tree already has.
    case duplicateNode(index: Int, id: Int)
    /// Mutation `index` places a node before `before`, which is not a child of `parent`.
    case anchorNotInParent(index: Int, before: Int, parent: Int)
    /// Mutation `index` removes or moves the root, or moves a node into its own subtree.
    case invalidStructure(index: Int, id: Int)
    /// Mutation `index` appends drawing steps to node `id`, which has no ink.
    case notInk(index: Int, id: Int)

    /// What went wrong, with the mutation's index.
    public var description: String {
        switch self {
        case .unknownNode(let index, let id):
            "mutation \(index): no node \(id) in the tree. Apply mutations to the tree they were computed from."
        case .duplicateNode(let index, let id):
            "mutation \(index): node \(id) is already in the tree; remove it first or move it."
        case .anchorNotInParent(let index, let before, let parent):
            "mutation \(index): node \(before) is not a child of node \(parent), so nothing can be placed before it."
        case .notInk(let index, let id):
            "mutation \(index): node \(id) has no ink to append drawing steps to; only an ink canvas's node has."
        case .invalidStructure(let index, let id):
            "mutation \(index): node \(id) cannot be removed or moved there (the root, or into its own subtree)."
        }
    }
}

extension RenderNode {
    /// The tree after `mutations`, applied in order as a renderer would.
    /// - Throws: `RenderPatchError` for a mutation that does not fit the tree.
    /// - Complexity: O(*n* + *m*·*s*) for *m* mutations among siblings of size *s*.
    public func applying(_ mutations: [RenderMutation]) throws(RenderPatchError) -> RenderNode {
        var tree = MutableTree(self)
        for (index, mutation) in mutations.enumerated() {
            try tree.apply(mutation, index: index)
        }
        return tree.node(tree.root)
    }
}

private struct MutableTree {
    struct Entry {
        var kind: RenderNode.Kind
        var attributes: RenderAttributes
        var children: [Int]
        var parent: Int?
    }

    var entries: [Int: Entry] = [:]
    var root: Int

    init(_ node: RenderNode) {
        root = node.id
        add(node, parent: nil)
    }

    mutating func add(_ node: RenderNode, parent: Int?) {
        entries[node.id] = Entry(
            kind: node.kind, attributes: node.attributes, children: node.children.map(\.id), parent: parent)
        for child in node.children { add(child, parent: node.id) }
    }

    mutating func drop(_ id: Int) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        for child in entry.children { drop(child) }
    }

    func contains(_ id: Int) -> Bool { entries[id] != nil }

    func ids(in node: RenderNode) -> [Int] {
        [node.id] + node.children.flatMap { ids(in: $0) }
    }

    mutating func apply(_ mutation: RenderMutation, index: Int) throws(RenderPatchError) {
        switch mutation {
        case .insert(let node, nil, _):
            entries.removeAll()
            root = node.id
            add(node, parent: nil)
        case .insert(let node, let parent?, let before):
            guard entries[parent] != nil else { throw .unknownNode(index: index, id: parent) }
            if let existing = ids(in: node).first(where: contains) {
                throw .duplicateNode(index: index, id: existing)
            }
            let position = try place(before: before, in: parent, index: index)
            add(node, parent: parent)
            entries[parent]!.children.insert(node.id, at: position)
        case .remove(let id):
            guard let entry = entries[id] else { throw .unknownNode(index: index, id: id) }
            guard let parent = entry.parent else { throw .invalidStructure(index: index, id: id) }
            entries[parent]!.children.removeAll { $0 == id }
            drop(id)
        case .move(let id, let parent, let before):
            guard let entry = entries[id] else { throw .unknownNode(index: index, id: id) }
            guard entries[parent] != nil else { throw .unknownNode(index: index, id: parent) }
            guard let oldParent = entry.parent, !isInSubtree(parent, of: id) else {
                throw .invalidStructure(index: index, id: id)
            }
            entries[oldParent]!.children.removeAll { $0 == id }
            let position = try place(before: before, in: parent, index: index)
            entries[parent]!.children.insert(id, at: position)
            entries[id]!.parent = parent
        case .update(let id, let attributes):
            guard entries[id] != nil else { throw .unknownNode(index: index, id: id) }
            entries[id]!.attributes = attributes
        case .ink(let id, let operations):
            guard let entry = entries[id] else { throw .unknownNode(index: index, id: id) }
            guard let ink = entry.attributes.ink else { throw .notInk(index: index, id: id) }
            entries[id]!.attributes.ink = ink.appending(operations)
        }
    }

    func place(before: Int?, in parent: Int, index: Int) throws(RenderPatchError) -> Int {
        guard let before else { return entries[parent]!.children.count }
        guard let position = entries[parent]!.children.firstIndex(of: before) else {
            throw .anchorNotInParent(index: index, before: before, parent: parent)
        }
        return position
    }

    func isInSubtree(_ candidate: Int, of id: Int) -> Bool {
        var current: Int? = candidate
        while let node = current {
            if node == id { return true }
            current = entries[node]?.parent
        }
        return false
    }

    func node(_ id: Int) -> RenderNode {
        let entry = entries[id]!
        return RenderNode(
            id: id, kind: entry.kind, attributes: entry.attributes, children: entry.children.map(node))
    }
}
