public import Foundation

// How a compositional layout stacks one section: pure, so tests can check frames without a
// collection view (CollectionLayoutSection's documentation gives the order).

/// One section laid out: its items' frames (in item order; items past the last slot have none),
/// the groups that hold them, its headers and footers, and where the next section starts.
struct CompositionalSectionFrames {
    /// A group as placed: its first item, how many items it holds, and the rows it spans.
    struct Block: Equatable {
        var firstItem: Int
        var count: Int
        var minY: CGFloat
        var maxY: CGFloat
    }

    var items: [CGRect] = []
    var blocks: [Block] = []
    var supplementary: [(kind: String, frame: CGRect)] = []
    var bottom: CGFloat = 0
}

extension CollectionViewCompositionalLayout {
    /// The frames of `section`'s `itemCount` items in a collection view of `size`, starting at `top`.
    /// - Complexity: O(*n*) in the items (the group is laid out once).
    static func frames(
        of section: CollectionLayoutSection, itemCount: Int, in size: CGSize, top: CGFloat
    ) -> CompositionalSectionFrames {
        var result = CompositionalSectionFrames()
        let insets = section.contentInsets
        let content = CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let follows = section.supplementariesFollowContentInsets
        let supplementaryLeft = follows ? insets.leading : 0
        let supplementaryRoom = follows ? content : size
        var y = top
        let headers = section.boundarySupplementaryItems.filter { !$0.isBelow }
        let footers = section.boundarySupplementaryItems.filter(\.isBelow)
        for header in headers {
            let frame = boundaryFrame(header, left: supplementaryLeft, room: supplementaryRoom, top: y)
            result.supplementary.append((header.elementKind, frame.inset))
            y += frame.height
        }
        y += insets.top
        let slots = section.group.slots(in: content)
        let perGroup = slots.frames.count
        if perGroup > 0, itemCount > 0 {
            let groups = (itemCount + perGroup - 1) / perGroup
            let orthogonal = section.orthogonalScrollingBehavior != .none
            var x = insets.leading
            for index in 0..<groups {
                let first = index * perGroup
                let count = min(perGroup, itemCount - first)
                let frames = slots.frames[0..<count].map { $0.offsetBy(dx: x, dy: y) }
                result.items.append(contentsOf: frames)
                let extent = frames.reduce(
                    CGRect(x: x, y: y, width: slots.size.width, height: slots.size.height)
                ) {
                    $0.union($1)
                }
                result.blocks.append(
                    CompositionalSectionFrames.Block(
                        firstItem: first, count: count, minY: extent.minY, maxY: extent.maxY))
                let last = index == groups - 1
                if orthogonal {
                    x += slots.size.width + section.interGroupSpacing
                    if last { y += slots.size.height }
                } else {
                    y += slots.size.height + (last ? 0 : section.interGroupSpacing)
                }
            }
        }
        y += insets.bottom
        for footer in footers {
            let frame = boundaryFrame(footer, left: supplementaryLeft, room: supplementaryRoom, top: y)
            result.supplementary.append((footer.elementKind, frame.inset))
            y += frame.height
        }
        result.bottom = y
        return result
    }

    /// A header's or footer's slot height and its frame (the slot less its insets): `room` wide from
    /// `left`, placed across by its alignment.
    static func boundaryFrame(
        _ item: CollectionLayoutBoundarySupplementaryItem, left: CGFloat, room: CGSize, top: CGFloat
    ) -> (height: CGFloat, inset: CGRect) {
        let size = item.layoutSize.resolved(in: room)
        let x: CGFloat
        switch item.alignment {
        case .topLeading, .bottomLeading, .leading: x = left
        case .topTrailing, .bottomTrailing, .trailing: x = left + room.width - size.width
        case .top, .bottom, .none: x = left + (room.width - size.width) / 2
        }
        let insets = item.contentInsets
        let frame = CGRect(
            x: x + insets.leading, y: top + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        return (size.height, frame)
    }
}
