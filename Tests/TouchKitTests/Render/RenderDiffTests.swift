import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// Random render trees and random edits to them, for the diff's properties.
struct TreeMaker {
    var rng: SplitMix64
    var nextID = 1

    mutating func node(depth: Int) -> RenderNode {
        let id = nextID
        nextID += 1
        var attributes = RenderAttributes(
            frame: CGRect(x: rng.below(100), y: rng.below(100), width: 10, height: 10))
        attributes.alpha = rng.chance(20) ? 0.5 : 1
        let count = depth > 3 ? 0 : rng.below(5)
        let children = (0..<count).map { _ in node(depth: depth + 1) }
        return RenderNode(
            id: id, kind: rng.chance(50) ? .view : .label, attributes: attributes, children: children)
    }

    /// Applies a few random edits: attribute changes, insertions, removals, reorders, moves across parents.
    mutating func edit(_ tree: RenderNode, edits: Int) -> RenderNode {
        var tree = tree
        for _ in 0..<edits {
            let ids = allIDs(tree)
            let target = ids[rng.below(ids.count)]
            switch rng.below(5) {
            case 0:
                tree = transform(tree, id: target) { node in
                    var attributes = node.attributes
                    attributes.frame.origin.x += 1
                    return node.with(attributes: attributes)
                }
            case 1:
                let new = self.node(depth: 3)
                let slot = rng.below(100)
                tree = transform(tree, id: target) { node in
                    var children = node.children
                    children.insert(new, at: slot % (children.count + 1))
                    return node.with(children: children)
                }
            case 2:
                guard target != tree.id else { continue }
                tree = removing(target, from: tree).tree
            case 3:
                var shuffler = SplitMix64(seed: rng.next())
                tree = transform(tree, id: target) { node in
                    node.with(children: node.children.shuffled(using: &shuffler))
                }
            default:
                guard target != tree.id else { continue }
                let (without, removed) = removing(target, from: tree)
                guard let removed else { continue }
                let remaining = allIDs(without)
                let parent = remaining[rng.below(remaining.count)]
                let slot = rng.below(100)
                tree = transform(without, id: parent) { node in
                    var children = node.children
                    children.insert(removed, at: slot % (children.count + 1))
                    return node.with(children: children)
                }
            }
        }
        return tree
    }

    func allIDs(_ node: RenderNode) -> [Int] {
        [node.id] + node.children.flatMap(allIDs)
    }

    func transform(_ node: RenderNode, id: Int, _ change: (RenderNode) -> RenderNode) -> RenderNode {
        if node.id == id { return change(node) }
        guard allIDs(node).contains(id) else { return node }
        var children: [RenderNode] = []
        for child in node.children { children.append(transform(child, id: id, change)) }
        return node.with(children: children)
    }

    func removing(_ id: Int, from node: RenderNode) -> (tree: RenderNode, removed: RenderNode?) {
        if let found = node.children.first(where: { $0.id == id }) {
            return (node.with(children: node.children.filter { $0.id != id }), found)
        }
        var removed: RenderNode?
        let children = node.children.map { child -> RenderNode in
            let (tree, found) = removing(id, from: child)
            if found != nil { removed = found }
            return tree
        }
        return (removed == nil ? node : node.with(children: children), removed)
    }
}

@Suite("RenderNode.diff: mutations that rebuild the new tree, in proportion to the change")
struct RenderDiffTests {
    func leaf(_ id: Int, x: CGFloat = 0) -> RenderNode {
        RenderNode(
            id: id, kind: .view, attributes: RenderAttributes(frame: CGRect(x: x, y: 0, width: 1, height: 1)))
    }

    func parent(_ id: Int, _ children: [RenderNode]) -> RenderNode {
        RenderNode(id: id, kind: .view, attributes: RenderAttributes(frame: .zero), children: children)
    }

    @Test("Identical trees: no mutations; no old tree or another root: one insert")
    func trivial() {
        let tree = parent(1, [leaf(2), leaf(3)])
        #expect(RenderNode.diff(from: tree, to: tree).isEmpty)
        #expect(RenderNode.diff(from: nil, to: tree) == [.insert(node: tree, parent: nil, before: nil)])
        #expect(
            RenderNode.diff(from: parent(9, []), to: tree) == [.insert(node: tree, parent: nil, before: nil)])
    }

    @Test("One attribute changes: one update")
    func update() {
        let old = parent(1, [leaf(2), leaf(3)])
        let new = parent(1, [leaf(2), leaf(3, x: 5)])
        #expect(RenderNode.diff(from: old, to: new) == [.update(id: 3, attributes: leaf(3, x: 5).attributes)])
    }

    @Test("Insert, remove, and the fewest moves for a reorder")
    func structure() {
        let old = parent(1, [leaf(2), leaf(3), leaf(4), leaf(5)])
        #expect(
            RenderNode.diff(from: old, to: parent(1, [leaf(2), leaf(6), leaf(3), leaf(4), leaf(5)]))
                == [.insert(node: leaf(6), parent: 1, before: 3)])
        #expect(RenderNode.diff(from: old, to: parent(1, [leaf(2), leaf(4), leaf(5)])) == [.remove(id: 3)])
        #expect(
            RenderNode.diff(from: old, to: parent(1, [leaf(3), leaf(4), leaf(5), leaf(2)]))
                == [.move(id: 2, parent: 1, before: nil)])
        #expect(
            RenderNode.diff(from: old, to: parent(1, [leaf(5), leaf(2), leaf(3), leaf(4)]))
                == [.move(id: 5, parent: 1, before: 2)])
    }

    @Test("A node that changes parent is moved, not rebuilt")
    func crossParent() {
        let old = parent(1, [parent(2, [leaf(4)]), parent(3, [])])
        let new = parent(1, [parent(2, []), parent(3, [leaf(4, x: 1)])])
        #expect(
            RenderNode.diff(from: old, to: new) == [
                .move(id: 4, parent: 3, before: nil), .update(id: 4, attributes: leaf(4, x: 1).attributes),
            ])
    }

    @Test("Randomised trees and edits (seeds 1…3000): applying the diff gives the new tree")
    func randomised() throws {
        for seed in UInt64(1)...3000 {
            var maker = TreeMaker(rng: SplitMix64(seed: seed))
            let old = maker.node(depth: 0)
            let new = maker.edit(old, edits: 1 + maker.rng.below(6))
            let diff = RenderNode.diff(from: old, to: new)
            let applied = try old.applying(diff)
            #expect(applied == new, "seed \(seed)")
            if applied != new { return }
        }
    }

    @Test("Diffs and mutations round-trip through JSON")
    func json() throws {
        let old = parent(1, [parent(2, [leaf(4)]), parent(3, [])])
        let new = parent(1, [parent(3, [leaf(4, x: 1), leaf(7)])])
        let diff = RenderNode.diff(from: old, to: new)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(diff)
        #expect(try JSONDecoder().decode([RenderMutation].self, from: data) == diff)
        #expect(
            String(decoding: try encoder.encode(RenderMutation.remove(id: 2)), as: UTF8.self)
                == #"{"id":2,"op":"remove"}"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RenderMutation.self, from: Data(#"{"op":"paint"}"#.utf8))
        }
    }

    static let badPatches: [([RenderMutation], RenderPatchError, String)] = [
        (
            [.remove(id: 9)], .unknownNode(index: 0, id: 9),
            "mutation 0: no node 9 in the tree. Apply mutations to the tree they were computed from."
        ),
        (
            [
                .insert(
                    node: RenderNode(id: 2, kind: .view, attributes: RenderAttributes(frame: .zero)),
                    parent: 1, before: nil)
            ],
            .duplicateNode(index: 0, id: 2),
            "mutation 0: node 2 is already in the tree; remove it first or move it."
        ),
        (
            [.move(id: 5, parent: 1, before: 3)], .anchorNotInParent(index: 0, before: 3, parent: 1),
            "mutation 0: node 3 is not a child of node 1, so nothing can be placed before it."
        ),
        (
            [.update(id: 2, attributes: RenderAttributes(frame: .zero)), .remove(id: 1)],
            .invalidStructure(index: 1, id: 1),
            "mutation 1: node 1 cannot be removed or moved there (the root, or into its own subtree)."
        ),
        (
            [.move(id: 2, parent: 3, before: nil)], .invalidStructure(index: 0, id: 2),
            "mutation 0: node 2 cannot be removed or moved there (the root, or into its own subtree)."
        ),
    ]

    @Test("Mutations that do not fit the tree are refused with a message", arguments: badPatches)
    func badPatch(mutations: [RenderMutation], error: RenderPatchError, message: String) {
        let tree = parent(1, [parent(2, [parent(3, [])]), parent(5, [])])
        #expect(throws: error) { try tree.applying(mutations) }
        #expect(error.description == message)
    }
}
