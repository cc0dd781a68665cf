// The diff: the mutations that turn one tree into another, in proportion to what changed.

extension RenderNode {
    /// The mutations that turn `old` into `new` (everything as one insert when there is no old tree
    /// or the roots differ).
    ///
    /// Children are matched by id: new ones are inserted, missing ones removed, reordered ones moved
    /// (the fewest moves: those outside a longest increasing run), and a node that changed parent is
    /// moved rather than rebuilt when both places are visited. Subtrees whose storage is shared with
    /// the old tree are skipped without being looked at. An ink node whose drawing grew (and nothing
    /// else changed) gets an `ink` mutation with the new steps instead of an `update`.
    /// - Complexity: O(*c*·*s*) where *c* nodes changed and *s* is their number of siblings.
    public static func diff(from old: RenderNode?, to new: RenderNode) -> [RenderMutation] {
        guard let old, old.id == new.id, old.kind == new.kind else {
            return [.insert(node: new, parent: nil, before: nil)]
        }
        var differ = Differ()
        differ.compare(old, new)
        return differ.result()
    }
}

private struct Differ {
    enum Step {
        case insert(RenderNode, parent: Int, before: Int?)
        case move(id: Int, parent: Int, before: Int?)
    }

    var removed: [Int: RenderNode] = [:]
    var removedOrder: [Int] = []
    var steps: [Step] = []
    var insertedAt: [Int: Int] = [:]
    var updates: [RenderMutation] = []

    mutating func compare(_ old: RenderNode, _ new: RenderNode) {
        if old.isIdentical(to: new) { return }
        if old.attributes != new.attributes {
            if new.attributes.differsOnlyInInk(from: old.attributes), let ink = new.attributes.ink,
                let olderInk = old.attributes.ink
            {
                updates.append(.ink(id: new.id, operations: ink.operations(after: olderInk)))
            } else {
                updates.append(.update(id: new.id, attributes: new.attributes))
            }
        }
        compareChildren(of: old, new)
    }

    private mutating func compareChildren(of old: RenderNode, _ new: RenderNode) {
        let before = old.children
        let after = new.children
        if before.count == after.count,
            zip(before, after).allSatisfy({ $0.id == $1.id && $0.kind == $1.kind })
        {
            for (oldChild, newChild) in zip(before, after) { compare(oldChild, newChild) }
            return
        }
        var oldIndex: [Int: Int] = [:]
        for (index, child) in before.enumerated() { oldIndex[child.id] = index }
        var keptNew = Set<Int>()
        for child in after {
            if let index = oldIndex[child.id], before[index].kind == child.kind { keptNew.insert(child.id) }
        }
        for child in before where !keptNew.contains(child.id) {
            removed[child.id] = child
            removedOrder.append(child.id)
        }
        let stay = Differ.longestIncreasingRun(
            after.compactMap { keptNew.contains($0.id) ? oldIndex[$0.id] : nil }
        )
        .reduce(into: Set<Int>()) { $0.insert(before[$1].id) }
        var anchor: Int?
        for child in after.reversed() {
            if keptNew.contains(child.id) {
                if !stay.contains(child.id) {
                    steps.append(.move(id: child.id, parent: new.id, before: anchor))
                }
                compare(before[oldIndex[child.id]!], child)
            } else {
                insertedAt[child.id] = steps.count
                steps.append(.insert(child, parent: new.id, before: anchor))
            }
            anchor = child.id
        }
    }

    /// Removes first, then inserts and moves (a node that left one parent for another becomes a
    /// move, and its subtree is diffed), then updates.
    mutating func result() -> [RenderMutation] {
        var structure = steps
        var extra = Differ()
        var moved = false
        for (id, stepIndex) in insertedAt.sorted(by: { $0.value < $1.value }) {
            guard let oldNode = removed[id],
                case .insert(let newNode, let parent, let before) = structure[stepIndex],
                oldNode.kind == newNode.kind
            else { continue }
            removed[id] = nil
            structure[stepIndex] = .move(id: id, parent: parent, before: before)
            extra.compare(oldNode, newNode)
            moved = true
        }
        let nested = moved ? extra.result() : []
        var mutations = removedOrder.filter { removed[$0] != nil }.map { RenderMutation.remove(id: $0) }
        mutations += nested.filter { if case .remove = $0 { true } else { false } }
        for step in structure {
            switch step {
            case .insert(let node, let parent, let before):
                mutations.append(.insert(node: node, parent: parent, before: before))
            case .move(let id, let parent, let before):
                mutations.append(.move(id: id, parent: parent, before: before))
            }
        }
        mutations += nested.filter { if case .remove = $0 { false } else { true } }
        return mutations + updates
    }

    /// Indices (into `sequence`'s values) of a longest strictly increasing subsequence: the values
    /// returned are elements of `sequence`.
    /// - Complexity: O(*n* log *n*).
    static func longestIncreasingRun(_ sequence: [Int]) -> [Int] {
        guard !sequence.isEmpty else { return [] }
        var tails: [Int] = []  // positions in `sequence`
        var previous = [Int](repeating: -1, count: sequence.count)
        for (position, value) in sequence.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last!
        while position >= 0 {
            run.append(sequence[position])
            position = previous[position]
        }
        return run.reversed()
    }
}
