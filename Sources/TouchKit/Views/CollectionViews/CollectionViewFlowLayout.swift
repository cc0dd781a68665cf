public import Foundation

/// Items in lines that wrap, as UIKit's `UICollectionViewFlowLayout`.
///
/// Vertically (the default), each section is its header, its top inset, rows of items filled left
/// to right and wrapped when the next item would pass the right inset, its bottom inset and its
/// footer; rows are `minimumLineSpacing` apart. Horizontally the same with the axes swapped: columns
/// filled top to bottom, wrapped to the right. Within a line, as UIKit lays it out (and as
/// PSTCollectionView, which reproduced it, documents):
///
/// - a full line is justified: the first item at the leading inset, the last at the trailing one,
///   the leftover space shared equally between the gaps (each at least `minimumInteritemSpacing`);
/// - the last line of a section is spaced as if it were filled with more items of its last item's
///   size, so its items sit in the columns of the lines above (a grid, not a line pushed apart);
/// - a line that holds only one item (no second would fit) centres it;
/// - items shorter than their line are centred across it.
///
/// `prepare()` computes every frame once per invalidation (a reload, an update, a width change):
/// O(*n*) in the items, asking a `CollectionViewDelegateFlowLayout` delegate for sizes, insets and
/// spacings where it has them. Lookups by rectangle are O(log *n* + *k*). Differs: no self-sizing
/// (`estimatedItemSize` is kept but cells keep `itemSize`), no floating headers
/// (`sectionHeadersPinToVisibleBounds`), frames are not rounded to pixels.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The size of every item unless the delegate says otherwise (`itemSize`; 50 × 50 as in UIKit).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if oldValue != itemSize { invalidateLayout() } }
    }
    /// Self-sizing's estimate (`estimatedItemSize`). Kept for the app to read back: cells are not
    /// self-sized here, so items keep `itemSize` (or the delegate's size).
    open var estimatedItemSize: CGSize = .zero
    /// The least space between lines (`minimumLineSpacing`; 10 as in UIKit).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if oldValue != minimumLineSpacing { invalidateLayout() } }
    }
    /// The least space between items of a line (`minimumInteritemSpacing`; 10 as in UIKit).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if oldValue != minimumInteritemSpacing { invalidateLayout() } }
    }
    /// Each section's margins (`sectionInset`; zero as in UIKit).
    open var sectionInset: EdgeInsets = .zero {
        didSet { if oldValue != sectionInset { invalidateLayout() } }
    }
    /// Rows that scroll vertically or columns that scroll horizontally (`scrollDirection`).
    open var scrollDirection: CollectionView.ScrollDirection = .vertical {
        didSet { if oldValue != scrollDirection { invalidateLayout() } }
    }
    /// Each section's header size (`headerReferenceSize`): its height scrolling vertically, its width
    /// horizontally; the header spans the other way. Zero: no header.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if oldValue != headerReferenceSize { invalidateLayout() } }
    }
    /// Each section's footer size (`footerReferenceSize`), as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if oldValue != footerReferenceSize { invalidateLayout() } }
    }

    /// UIKit's `automaticSize` for `estimatedItemSize` (iOS 10). Kept so the code compiles; cells are
    /// not self-sized here. The value is ours.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)

    /// One line of items, in flow coordinates (lines stack along y; horizontally the axes are swapped).
    struct Line {
        var section: Int
        var firstItem: Int
        var count: Int
        var start: CGFloat
        var end: CGFloat
    }

    /// Each section's item frames, in the content's coordinates.
    private(set) var itemFrames: [[CGRect]] = []
    private var headerFrames: [CGRect?] = []
    private var footerFrames: [CGRect?] = []
    private(set) var lines: [Line] = []
    private var contentSize: CGSize = .zero
    /// The bounds size the layout was prepared for.
    private var preparedSize: CGSize?

    /// Creates a flow layout with UIKit's defaults (`init()`).
    public override init() { super.init() }

    /// Creates a flow layout from an archive (`init?(coder:)`); the storyboard reader applies the
    /// archived sizes.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The content's size: as wide as the collection view and as tall as the sections (swapped when
    /// horizontal).
    open override var collectionViewContentSize: CGSize { contentSize }

    /// A new width (or height, horizontally) needs a new layout; a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// Computes every item's frame.
    /// - Complexity: O(*n*) in the items.
    open override func prepare() {
        super.prepare()
        itemFrames = []
        headerFrames = []
        footerFrames = []
        lines = []
        guard let collectionView else {
            contentSize = .zero
            preparedSize = nil
            return
        }
        let size = collectionView.bounds.size
        preparedSize = size
        let horizontal = scrollDirection == .horizontal
        let across = horizontal ? size.height : size.width
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = Self.flow(
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
                    ?? sectionInset,
                horizontal)
            let header = Self.flow(
                delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize, horizontal)
            let footer = Self.flow(
                delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize, horizontal)
            let lineSpacing =
                delegate?.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let spacing =
                delegate?.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            if header.height > 0 {
                headerFrames.append(
                    Self.flow(CGRect(x: 0, y: y, width: across, height: header.height), horizontal))
                y += header.height
            } else {
                headerFrames.append(nil)
            }
            y += inset.top
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item in
                Self.flow(
                    delegate?.collectionView(
                        collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                        ?? itemSize, horizontal)
            }
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            let laidOut = Self.lines(
                of: sizes, width: across - inset.left - inset.right, spacing: spacing,
                lineSpacing: lineSpacing)
            for line in laidOut {
                for frame in line.frames {
                    frames.append(Self.flow(frame.offsetBy(dx: inset.left, dy: y), horizontal))
                }
                lines.append(
                    Line(
                        section: section, firstItem: line.first, count: line.frames.count,
                        start: y + line.top,
                        end: y + line.top + line.height))
            }
            if let last = laidOut.last { y += last.top + last.height }
            itemFrames.append(frames)
            y += inset.bottom
            if footer.height > 0 {
                footerFrames.append(
                    Self.flow(CGRect(x: 0, y: y, width: across, height: footer.height), horizontal))
                y += footer.height
            } else {
                footerFrames.append(nil)
            }
        }
        contentSize = Self.flow(CGSize(width: across, height: y), horizontal)
    }

    /// One line as `lines(of:width:spacing:lineSpacing:)` makes it: its first item, its items' frames
    /// (x from the leading inset, y from the section's first line), its top and its height.
    struct LaidOutLine {
        var first: Int
        var frames: [CGRect]
        var top: CGFloat
        var height: CGFloat
    }

    /// The lines of one section's items of `sizes` in a line `width` wide (flow coordinates), by
    /// the rules in the type's documentation. Pure, for tests.
    /// - Complexity: O(*n*) in the items.
    static func lines(of sizes: [CGSize], width: CGFloat, spacing: CGFloat, lineSpacing: CGFloat)
        -> [LaidOutLine]
    {
        var result: [LaidOutLine] = []
        var first = 0
        var top: CGFloat = 0
        while first < sizes.count {
            var used = sizes[first].width
            var end = first + 1
            while end < sizes.count, used + spacing + sizes[end].width <= width {
                used += spacing + sizes[end].width
                end += 1
            }
            // The last line is spaced as if more items of its last item's size filled it.
            var fits = end - first
            if end == sizes.count, sizes[end - 1].width > 0 {
                while used + spacing + sizes[end - 1].width <= width {
                    used += spacing + sizes[end - 1].width
                    fits += 1
                }
            }
            let leftover = max(0, width - used)
            let height = sizes[first..<end].map(\.height).max() ?? 0
            var x: CGFloat = fits == 1 ? leftover / 2 : 0
            let gap = fits == 1 ? spacing : spacing + leftover / CGFloat(fits - 1)
            var frames: [CGRect] = []
            for size in sizes[first..<end] {
                frames.append(
                    CGRect(x: x, y: top + (height - size.height) / 2, width: size.width, height: size.height))
                x += size.width + gap
            }
            result.append(LaidOutLine(first: first, frames: frames, top: top, height: height))
            top += height + lineSpacing
            first = end
        }
        return result
    }

    /// The attributes of every item, header and footer that meets `rect`.
    /// - Complexity: O(log *n* + *k*), *k* the items in the lines that `rect` crosses.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let horizontal = scrollDirection == .horizontal
        let flowRect = Self.flow(rect, horizontal)
        var result: [CollectionViewLayoutAttributes] = []
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].end <= flowRect.minY { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < lines.count, lines[index].start < flowRect.maxY {
            let line = lines[index]
            for item in line.firstItem..<(line.firstItem + line.count) {
                let frame = itemFrames[line.section][item]
                guard frame.intersects(rect) else { continue }
                let attributes = CollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: item, section: line.section))
                attributes.frame = frame
                result.append(attributes)
            }
            index += 1
        }
        for (section, frame) in headerFrames.enumerated() {
            guard let frame, frame.intersects(rect) else { continue }
            result.append(
                CollectionViewLayoutAttributes.supplementary(
                    CollectionView.elementKindSectionHeader, section: section, frame: frame))
        }
        for (section, frame) in footerFrames.enumerated() {
            guard let frame, frame.intersects(rect) else { continue }
            result.append(
                CollectionViewLayoutAttributes.supplementary(
                    CollectionView.elementKindSectionFooter, section: section, frame: frame))
        }
        return result
    }

    /// The attributes of one item; nil for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        CollectionViewLayoutAttributes.cell(at: indexPath, in: itemFrames)
    }

    /// The attributes of a section's header or footer; nil when it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> CollectionViewLayoutAttributes?
    {
        let frames = elementKind == CollectionView.elementKindSectionHeader ? headerFrames : footerFrames
        guard frames.indices.contains(indexPath.section), let frame = frames[indexPath.section] else {
            return nil
        }
        return CollectionViewLayoutAttributes.supplementary(
            elementKind, section: indexPath.section, frame: frame)
    }

    /// Flow coordinates: the same when vertical, the axes swapped when horizontal (its own inverse).
    static func flow(_ rect: CGRect, _ horizontal: Bool) -> CGRect {
        horizontal ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
    }

    static func flow(_ size: CGSize, _ horizontal: Bool) -> CGSize {
        horizontal ? CGSize(width: size.height, height: size.width) : size
    }

    static func flow(_ insets: EdgeInsets, _ horizontal: Bool) -> EdgeInsets {
        horizontal
            ? EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
            : insets
    }
}
