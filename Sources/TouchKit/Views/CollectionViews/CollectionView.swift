public import Foundation

/// Items in sections placed by a layout, that scroll, as UIKit's `UICollectionView`.
///
/// The data source says how many items and hands out cells; the layout (a
/// `CollectionViewFlowLayout` for a grid) says where each goes. Only the items whose frames meet the
/// visible rectangle (the bounds at the content offset) have cells, taken from the reuse queue
/// (`dequeueReusableCell(withReuseIdentifier:for:)`) as in UIKit, so ten thousand items make a
/// screenful of cells; scrolling hands the cells that leave to the items that arrive. A tap on an
/// item selects it and tells the delegate; a long press (or, on 3D Touch models, a force press) asks
/// the delegate for the item's context menu.
///
/// The counts are asked once per reload or update, as UIKit caches them.
@MainActor
open class CollectionView: ScrollView {
    /// Which way a flow layout's lines run, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Rows that scroll up and down.
        case vertical = 0
        /// Columns that scroll left and right.
        case horizontal = 1
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the
    /// item, as `UICollectionView.ScrollPosition` (UIKit's bits).
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Do not scroll.
        public static let none: ScrollPosition = []
        /// The item's top at the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header (`UICollectionView.elementKindSectionHeader`, UIKit's string).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer (`UICollectionView.elementKindSectionFooter`, UIKit's string).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Places the items (`collectionViewLayout`); setting it lays the items out anew.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            layoutWasInvalidated()
        }
    }

    /// Replaces the layout (`setCollectionViewLayout(_:animated:completion:)`), as setting
    /// `collectionViewLayout` does. Differs: never animated; `completion` runs at once with true.
    open func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// Supplies the items (`dataSource`).
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// A view behind the items, as large as the collection view and not scrolling (`backgroundView`).
    open var backgroundView: View? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects items (`allowsSelection`; true).
    open var allowsSelection = true
    /// Whether a tap adds to the selection and a second tap removes (`allowsMultipleSelection`; false).
    open var allowsMultipleSelection = false {
        didSet {
            guard !allowsMultipleSelection, selected.count > 1, let first = selected.min() else { return }
            for indexPath in selected where indexPath != first {
                deselectItem(at: indexPath, animated: false)
            }
        }
    }

    /// The item counts per section as the data source gave them at the last reload; nil: ask.
    var counts: [Int]?
    var layoutIsValid = false
    var visible: [IndexPath: CollectionViewCell] = [:]
    var visibleSupplementary: [String: [IndexPath: CollectionReusableView]] = [:]
    /// The selected items.
    var selected: Set<IndexPath> = []
    /// The item a touch is down on.
    var touchedItem: IndexPath?
    /// How deep `performBatchUpdates` calls are nested, and the batch they collect.
    var updateDepth = 0
    var pendingUpdates: PendingItemUpdates?
    private var preparedBoundsSize: CGSize?
    private var reusable: [String: [CollectionReusableView]] = [:]
    private var registered: [String: CollectionViewCell.Type] = [:]
    private var registeredSupplementary: [String: CollectionReusableView.Type] = [:]
    /// The storyboard's prototype cells by reuse identifier: each call makes a new copy of the
    /// prototype's hierarchy (set by the UIKit module's storyboard instantiation). A class registered
    /// for the same identifier wins, as in UIKit.
    package var prototypeCellFactories: [String: @MainActor () -> CollectionViewCell] = [:]
    /// Called when a touch selects an item, after the delegate's `didSelectItemAt` (a prototype
    /// cell's selection segue, set by the storyboard instantiation).
    package var storyboardSelectionHandler: (@MainActor (CollectionView, IndexPath) -> Void)?
    /// The context menus of the items (`CollectionView+ContextMenu.swift`).
    let itemMenus = CollectionItemContextMenus()

    /// Creates a collection view that places its items with `layout`
    /// (`init(frame:collectionViewLayout:)`).
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUpCollectionView()
    }

    /// Creates a collection view with a flow layout from an archive (`init?(coder:)`); the
    /// storyboard reader applies the archived layout and attributes.
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        setUpCollectionView()
    }

    private func setUpCollectionView() {
        collectionViewLayout.collectionView = self
        backgroundColor = .systemBackground
        itemMenus.install(on: self)
    }

    /// The delegate as a collection view delegate, when it is one.
    var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

    // MARK: - Data

    /// Forgets every cell and count and asks the data source again (`reloadData()`).
    public func reloadData() {
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        for (_, views) in visibleSupplementary { for (_, view) in views { enqueue(view) } }
        visibleSupplementary.removeAll()
        counts = nil
        layoutWasInvalidated()
        selected = selected.filter(isValid)
    }

    /// Sections, as the data source said at the last reload (`numberOfSections`).
    public var numberOfSections: Int {
        ensureCounts()
        return counts?.count ?? 0
    }

    /// Items in `section` (`numberOfItems(inSection:)`); 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        ensureCounts()
        guard let counts, counts.indices.contains(section) else { return 0 }
        return counts[section]
    }

    func ensureCounts() {
        guard counts == nil else { return }
        guard let dataSource else {
            counts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0
            && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The layout must be prepared again (a reload, an update, `invalidateLayout()`).
    func layoutWasInvalidated() {
        layoutIsValid = false
        setNeedsLayout()
    }

    /// Prepares the layout when it is stale and takes its content size.
    func ensureLayout() {
        if let preparedBoundsSize, preparedBoundsSize != bounds.size,
            collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            layoutIsValid = false
        }
        guard !layoutIsValid else { return }
        ensureCounts()
        layoutIsValid = true
        preparedBoundsSize = bounds.size
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    // MARK: - Geometry

    /// The layout's attributes of the item (`layoutAttributesForItem(at:)`).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        ensureLayout()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item under `point`, in the collection view's coordinates (content offset included), or
    /// nil (`indexPathForItem(at:)`).
    /// - Complexity: as the layout's `layoutAttributesForElements(in:)`; O(log *n*) for a flow layout.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        ensureLayout()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?.first {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }?.indexPath
    }

    /// The visible cell of the item, or nil when it is off screen (`cellForItem(at:)`).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The item a visible cell shows (`indexPath(for:)`).
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The cells on screen, in item order (`visibleCells`; UIKit gives no order).
    public var visibleCells: [CollectionViewCell] {
        layoutIfNeeded()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The items on screen, in order (`indexPathsForVisibleItems`; UIKit gives no order).
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// Scrolls so the item shows where `scrollPosition` says (`scrollToItem(at:at:animated:)`), within
    /// the content; TouchKit does not animate it.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        // Positions are in the part the content shows in: inside the adjusted insets.
        let insets = adjustedContentInset
        let visible = CGSize(
            width: bounds.width - insets.left - insets.right,
            height: bounds.height - insets.top - insets.bottom)
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - insets.top }
        if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - insets.top - visible.height / 2
        }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + insets.bottom }
        if scrollPosition.contains(.left) { offset.x = frame.minX - insets.left }
        if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - insets.left - visible.width / 2
        }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + insets.right }
        contentOffset = clamped(offset)
    }

    // MARK: - Cells

    /// Lets `dequeueReusableCell(withReuseIdentifier:for:)` make cells of `cellClass`
    /// (`register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String)
    {
        registered[identifier] = cellClass
    }

    /// UIKit's `register(_:forCellWithReuseIdentifier:)` with any class: a cell class registers; nil
    /// unregisters; a class that is not a `CollectionViewCell` is reported (UIKit raises) and nothing
    /// changes.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            registered[identifier] = nil
            return
        }
        guard let cell = cellClass as? CollectionViewCell.Type else {
            reportDataSourceMisuse(
                "register(_:forCellWithReuseIdentifier: \"\(identifier)\") was given \(cellClass), which is not "
                    + "a UICollectionViewCell subclass; nothing was registered.")
            return
        }
        register(cell, forCellWithReuseIdentifier: identifier)
    }

    /// Lets `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` make headers or
    /// footers of `viewClass` (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        registeredSupplementary[kind + "\u{0}" + identifier] = viewClass
    }

    /// A cell waiting for reuse with `identifier`, or a new one of the class registered for it, else
    /// a copy of the storyboard's prototype cell (`dequeueReusableCell(withReuseIdentifier:for:)`).
    /// An identifier with none of these gives a plain cell and is reported as the app's misuse in
    /// UIKit's words (UIKit raises NSInternalInconsistencyException).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        if let cell = dequeue(identifier) as? CollectionViewCell { return cell }
        if registered[identifier] == nil, let prototype = prototypeCellFactories[identifier] {
            return made(prototype(), identifier)
        }
        guard let cellClass = registered[identifier] else {
            reportDataSourceMisuse(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a "
                    + "storyboard; a plain cell was used. Call register(_:forCellWithReuseIdentifier:) first."
            )
            return made(CollectionViewCell(frame: .zero), identifier)
        }
        return made(cellClass.init(frame: .zero), identifier)
    }

    /// A header or footer waiting for reuse, or a new one of the registered class
    /// (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`); unregistered, as for cells.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        if let view = dequeue(key) { return view }
        guard let viewClass = registeredSupplementary[key] else {
            reportDataSourceMisuse(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register "
                    + "a nib or a class for the identifier or connect a prototype cell in a storyboard; a plain "
                    + "view was used. Call register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first."
            )
            return made(CollectionReusableView(frame: .zero), key)
        }
        return made(viewClass.init(frame: .zero), key)
    }

    private func made<V: CollectionReusableView>(_ view: V, _ identifier: String) -> V {
        view.reuseIdentifier = identifier
        return view
    }

    private func dequeue(_ identifier: String) -> CollectionReusableView? {
        guard var queue = reusable[identifier], let view = queue.popLast() else { return nil }
        reusable[identifier] = queue
        view.prepareForReuse()
        return view
    }

    func enqueue(_ view: CollectionReusableView) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        reusable[identifier, default: []].append(view)
    }

    /// Reports the data source's (or app's) misuse, as the table does.
    package func reportDataSourceMisuse(_ detail: String) {
        reportMisuse(.collectionViewDataSource(collection: debugName, detail: detail))
    }

    /// Places the cells of the items on screen, creating and reusing cells as they come and go.
    /// - Complexity: as the layout's `layoutAttributesForElements(in:)` for the visible rectangle,
    ///   plus O(*v*) in the visible cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        ensureLayout()
        backgroundView?.frame = bounds
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var wantedCells: [IndexPath: CollectionViewLayoutAttributes] = [:]
        var wantedViews: [String: [IndexPath: CollectionViewLayoutAttributes]] = [:]
        for attribute in attributes where !attribute.isHidden {
            switch attribute.representedElementCategory {
            case .cell where isValid(attribute.indexPath): wantedCells[attribute.indexPath] = attribute
            case .supplementaryView:
                wantedViews[attribute.representedElementKind ?? "", default: [:]][attribute.indexPath] =
                    attribute
            case .cell, .decorationView: break
            }
        }
        for (indexPath, cell) in visible where wantedCells[indexPath] == nil {
            visible[indexPath] = nil
            enqueue(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for indexPath in wantedCells.keys.sorted() {
            let attribute = wantedCells[indexPath]!
            if let cell = visible[indexPath] {
                place(cell, attribute)
                continue
            }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { continue }
            if visible.values.contains(where: { $0 === cell }) {
                reportDataSourceMisuse(
                    "collectionView(_:cellForItemAt:) returned the same cell for items "
                        + "\(self.indexPath(for: cell).map { "\($0.section)/\($0.item)" } ?? "?") and "
                        + "\(indexPath.section)/\(indexPath.item); the second item was left empty. Return a "
                        + "dequeued cell for each item.")
                continue
            }
            place(cell, attribute)
            cell.isSelected = selected.contains(indexPath)
            visible[indexPath] = cell
            addSubview(cell)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
        layoutSupplementaryViews(wantedViews)
    }

    private func layoutSupplementaryViews(_ wanted: [String: [IndexPath: CollectionViewLayoutAttributes]]) {
        for (kind, views) in visibleSupplementary {
            for (indexPath, view) in views where wanted[kind]?[indexPath] == nil {
                visibleSupplementary[kind]?[indexPath] = nil
                enqueue(view)
            }
        }
        for kind in wanted.keys.sorted() {
            for (indexPath, attribute) in wanted[kind]!.sorted(by: { $0.key < $1.key }) {
                if let view = visibleSupplementary[kind]?[indexPath] {
                    place(view, attribute)
                    continue
                }
                guard let dataSource else { continue }
                let view = dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: kind, at: indexPath)
                place(view, attribute)
                visibleSupplementary[kind, default: [:]][indexPath] = view
                addSubview(view)
            }
        }
    }

    // MARK: - Touches (CollectionView+Selection.swift)

    /// A touch on an item highlights it, if the delegate agrees.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { itemTouchBegan(touches) }

    /// Lifting on the same item selects it and tells the delegate.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { itemTouchEnded(touches) }

    /// A cancelled touch (a scroll began, a context menu opened) unhighlights the item.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { itemTouchCancelled() }

    /// Touches that move do nothing until the scroll takes them.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    /// Draws as a scroll view.
    open override var renderKind: RenderNode.Kind { .scrollView }

    private func place(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes) {
        if view.frame != attributes.frame { view.frame = attributes.frame }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        view.apply(attributes)
    }
}
