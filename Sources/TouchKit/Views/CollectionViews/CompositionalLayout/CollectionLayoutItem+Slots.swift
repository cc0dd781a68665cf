public import Foundation

// The geometry of items and groups: pure functions of a container's size, so the section can lay a
// group out once and repeat it (CollectionLayoutGroup's documentation gives the rules).

/// What an item or group takes when laid out: its slot's size and its cells' frames, relative to
/// the slot's origin, in the order items fill them.
struct CollectionLayoutSlots: Equatable {
    var size: CGSize
    var frames: [CGRect]
}

extension CollectionLayoutItem {
    /// The most subitems a group lays out, against a group whose subitems take no room.
    static let slotLimit = 10_000

    /// The item's slot in a container of `container`'s size; `length`, when given, replaces its
    /// size along `axis` (a `subitem:count:` group's even share).
    /// - Complexity: O(*n*) in the cells the item places.
    func slots(in container: CGSize, length: (axis: CollectionLayoutGroup.Axis, value: CGFloat)? = nil)
        -> CollectionLayoutSlots
    {
        var size = layoutSize.resolved(in: container)
        if let length {
            switch length.axis {
            case .horizontal: size.width = length.value
            case .vertical: size.height = length.value
            }
        }
        let edges = edgeSpacing?.points ?? .zero
        let inner = CGRect(
            x: edges.leading + contentInsets.leading, y: edges.top + contentInsets.top,
            width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        size.width += edges.leading + edges.trailing
        size.height += edges.top + edges.bottom
        guard let group = self as? CollectionLayoutGroup else {
            return CollectionLayoutSlots(size: size, frames: [inner])
        }
        return CollectionLayoutSlots(size: size, frames: group.subitemFrames(in: inner))
    }
}

extension CollectionLayoutGroup {
    /// The length of `size` along the group's axis.
    func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

    /// The frames of the group's cells in its content area `area` (in the group's slot).
    func subitemFrames(in area: CGRect) -> [CGRect] {
        guard let first = subitems.first else { return [] }
        let room = along(area.size)
        let spacing = interItemSpacing?.spacing ?? 0
        var placed: [CollectionLayoutSlots] = []
        if let count = repeatCount {
            let n = max(0, count)
            let share = n > 0 ? max(0, (room - spacing * CGFloat(n - 1)) / CGFloat(n)) : 0
            // The even share is the slot: the subitem's edge spacing comes out of it.
            let edges = first.edgeSpacing?.points ?? .zero
            let outside = axis == .horizontal ? edges.leading + edges.trailing : edges.top + edges.bottom
            for _ in 0..<n {
                placed.append(first.slots(in: area.size, length: (axis, max(0, share - outside))))
            }
        } else {
            var used: CGFloat = 0
            while placed.count < Self.slotLimit {
                let k = placed.count
                let next = subitems[k % subitems.count].slots(in: area.size)
                let length = along(next.size)
                let gap: CGFloat = k > 0 ? spacing : 0
                if k >= subitems.count {
                    // Repeats only while the next subitem fits, and never without taking room.
                    if used + gap + length > room + 0.0001 || length + gap <= 0 { break }
                }
                used += gap + length
                placed.append(next)
            }
        }
        var extra: CGFloat = 0
        if interItemSpacing?.isFlexibleSpacing == true, placed.count > 1 {
            let used = placed.reduce(0) { $0 + along($1.size) } + spacing * CGFloat(placed.count - 1)
            extra = max(0, room - used) / CGFloat(placed.count - 1)
        }
        var frames: [CGRect] = []
        var offset: CGFloat = 0
        for slot in placed {
            let dx = axis == .horizontal ? area.minX + offset : area.minX
            let dy = axis == .vertical ? area.minY + offset : area.minY
            frames.append(contentsOf: slot.frames.map { $0.offsetBy(dx: dx, dy: dy) })
            offset += along(slot.size) + spacing + extra
        }
        return frames
    }
}
