import Foundation

// What must hold of a prepared compositional layout; `CollectionView.invariantViolations()` adds
// these, so every collection view test that checks its invariants checks the layout's too.

extension CollectionViewCompositionalLayout {
    /// The broken invariants, in words (empty when all hold): each section's groups hold its framed
    /// items once, in order, from item 0; each item's frame lies in its group's rows; the groups'
    /// running bottoms never go up (the lookup by rectangle searches them); the content is as tall
    /// as the lowest frame.
    /// - Complexity: O(*n*) in the items.
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        var next: [Int: Int] = [:]
        var reach = -CGFloat.infinity
        for (section, block, blockReach) in blocks {
            let name = "section \(section)'s group at item \(block.firstItem)"
            if block.firstItem != next[section, default: 0] {
                problems.append("\(name) should start at item \(next[section, default: 0])")
            }
            next[section] = block.firstItem + block.count
            if blockReach < reach {
                problems.append("\(name)'s running bottom \(blockReach) went up from \(reach)")
            }
            reach = blockReach
            guard itemFrames.indices.contains(section),
                block.firstItem + block.count <= itemFrames[section].count
            else {
                problems.append("\(name) holds items that have no frames")
                continue
            }
            for item in block.firstItem..<(block.firstItem + block.count) {
                let frame = itemFrames[section][item]
                if frame.minY < block.minY - 1e-9 || frame.maxY > block.maxY + 1e-9 {
                    problems.append("item \(section).\(item) at \(frame) leaves its group's rows")
                }
            }
        }
        for (section, frames) in itemFrames.enumerated() where frames.count != next[section, default: 0] {
            problems.append(
                "section \(section) has \(frames.count) frames but its groups hold \(next[section, default: 0])"
            )
        }
        let lowest = itemFrames.joined().map(\.maxY).max() ?? 0
        if lowest > collectionViewContentSize.height + 1e-9 {
            problems.append(
                "an item ends at \(lowest), below the content's \(collectionViewContentSize.height)")
        }
        return problems
    }
}
