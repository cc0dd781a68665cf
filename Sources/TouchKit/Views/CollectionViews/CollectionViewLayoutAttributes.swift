public import Foundation

/// Where a layout puts one item or supplementary view, as UIKit's `UICollectionViewLayoutAttributes`.
@MainActor
open class CollectionViewLayoutAttributes {
    /// What an attributes object places, as `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable, Hashable, CaseIterable {
        /// An item's cell.
        case cell = 0
        /// A header, footer or other view the data source supplies.
        case supplementaryView = 1
        /// A view the layout owns (not built here).
        case decorationView = 2
    }

    /// The frame in the collection view's content (`frame`).
    open var frame: CGRect
    /// The item or section the view belongs to (`indexPath`).
    open var indexPath: IndexPath
    /// Whether the view is hidden (`isHidden`).
    open var isHidden = false
    /// The view's opacity (`alpha`).
    open var alpha: CGFloat = 1
    /// The view's stacking order (`zIndex`); kept, not applied (views do not overlap in a flow layout).
    open var zIndex = 0
    /// A cell, supplementary view or decoration view (`representedElementCategory`).
    public let representedElementCategory: ElementCategory
    /// The supplementary view's kind (`representedElementKind`); nil for a cell.
    public let representedElementKind: String?

    /// Attributes for the cell of `indexPath` (`init(forCellWith:)`), with a zero frame.
    public init(forCellWith indexPath: IndexPath) {
        frame = .zero
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `elementKind` (`init(forSupplementaryViewOfKind:with:)`).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        frame = .zero
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The frame's size (`size`).
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre (`center`); setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}

extension CollectionViewLayoutAttributes {
    /// A cell's attributes at `frame` (what both built-in layouts answer).
    static func cell(at indexPath: IndexPath, frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// Section `section`'s supplementary view of `kind` at `frame` (item 0 of the section, as UIKit
    /// indexes section headers and footers).
    static func supplementary(_ kind: String, section: Int, frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }

    /// The cell attributes `frames[section][item]` gives for `indexPath`; nil when there is none.
    static func cell(at indexPath: IndexPath, in frames: [[CGRect]]) -> CollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section),
            frames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return cell(at: indexPath, frame: frames[indexPath.section][indexPath.item])
    }
}
