public import Foundation

/// Rows in sections that scroll, as UIKit's `UITableView`.
///
/// The data source says how many rows and hands out cells; only the rows on screen have cells, taken
/// from the reuse queue (`dequeueReusableCell`) as in UIKit. Row geometry is computed once per
/// reload, so `rectForRow(at:)` is O(1) and `indexPathForRow(at:)` O(log *n*). Tapping a row selects
/// it and tells the delegate; a drag past the slop scrolls instead (and cancels the row's touch).
/// A table counts as vertically scrollable whatever its rows (`alwaysBounceVertical` is true; ours,
/// as a `UITableView` bounces with a single row), so its content starts below the safe area's top.
@MainActor
open class TableView: ScrollView {
    /// Plain or grouped, as `UITableView.Style`.
    public enum Style: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Edge-to-edge rows with floating headers.
        case plain = 0
        /// Sections as groups on a grey background.
        case grouped = 1
        /// iOS 13's `insetGrouped`: grouped sections inset from the table's sides by its margins
        /// (16 points, 20 on tables 414 points wide or more). Differs: the sections' corners are
        /// square (UIKit rounds them by 10 points).
        case insetGrouped = 2
    }

    /// The style.
    public let style: Style
    /// Supplies the rows (`dataSource`).
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The default row height (`rowHeight`, 44 as in UIKit).
    open var rowHeight: CGFloat = 44 {
        didSet { if oldValue != rowHeight { reloadData() } }
    }
    /// The height of a section header that has a title (our choice: 28).
    open var sectionHeaderHeight: CGFloat = 28 {
        didSet { if oldValue != sectionHeaderHeight { reloadData() } }
    }

    /// A view above every section (`tableHeaderView`), as tall as its frame and as wide as the table;
    /// it scrolls with the rows.
    open var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// A view below every section (`tableFooterView`), as tall as its frame. Apps set an empty
    /// `UIView()` to end the table after its last row, as on iOS (here a table never draws separators
    /// for rows it does not have).
    open var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// The colour of the hairlines between rows (`separatorColor`); nil for the system's.
    open var separatorColor: Color? {
        didSet { for cell in visible.values { cell.separatorColor = separatorColor } }
    }

    private func replaceAccessoryView(_ old: View?, with new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        geometryIsValid = false
        setNeedsLayout()
    }

    struct Section {
        var top: CGFloat
        var headerHeight: CGFloat
        var title: String?
        /// Each row's top, relative to the table's content, and one more entry for the rows' end.
        var rowTops: [CGFloat]
        var footer: String? = nil
        /// The footer's height under the rows (0 without one).
        var footerHeight: CGFloat = 0
    }

    /// Headers' and footers' text starts where the cells' text does: 15 points in (ours, as
    /// `TableViewCell`'s margin).
    static let textInset: CGFloat = 15
    /// The space above and below a footer's text (ours).
    static let footerPadding: CGFloat = 8
    /// A footer's font: 13-point system (ours, as iOS's grouped footers).
    static let footerFont = Font.systemFont(ofSize: 13)

    var sections: [Section] = []
    var geometryIsValid = false
    /// How deep `beginUpdates()` calls are nested, and the batch they collect (TableView+Updates).
    var updateDepth = 0
    var pendingUpdates: PendingUpdates?
    var visible: [IndexPath: TableViewCell] = [:]
    var headers: [Int: Label] = [:]
    /// A plain table's header bars, behind their labels (which start 15 pt in, as the cells' text).
    var headerBars: [Int: View] = [:]
    var footers: [Int: Label] = [:]
    private var reusable: [String: [TableViewCell]] = [:]
    private var registered: [String: TableViewCell.Type] = [:]
    /// The storyboard's prototype cells by reuse identifier: each call makes a new copy of the
    /// prototype's hierarchy (set by the UIKit module's storyboard instantiation).
    package var prototypeCellFactories: [String: @MainActor () -> TableViewCell] = [:]
    /// A static table's own row heights, from the storyboard's cells (`rowHeight=` on a cell):
    /// the default `tableView(_:heightForRowAt:)` answers them, as `UITableViewController` does for
    /// static content.
    package var storyboardRowHeights: [IndexPath: CGFloat] = [:]
    /// The height a row has when the delegate does not say: the storyboard cell's own, else `rowHeight`.
    public func defaultHeight(forRowAt indexPath: IndexPath) -> CGFloat {
        storyboardRowHeights[indexPath] ?? rowHeight
    }
    /// What the table must keep alive for its storyboard (a static table's data source).
    package var storyboardRetained: [AnyObject] = []
    /// Called when a touch selects a row, after the delegate's `didSelectRowAt` (a prototype or
    /// static cell's selection segue, set by the storyboard instantiation).
    package var storyboardSelectionHandler: (@MainActor (TableView, IndexPath) -> Void)?
    /// Whether the user's taps select rows (`allowsSelection`; true). When false a tap neither
    /// highlights nor selects, and the delegate hears nothing; `selectRow(at:…)` still selects.
    open var allowsSelection = true

    /// The selected row (`indexPathForSelectedRow`).
    public internal(set) var indexPathForSelectedRow: IndexPath?
    /// The selected rows (`indexPathsForSelectedRows`): the one selected row, as this table selects
    /// one at a time, or nil when none is selected, as UIKit answers.
    public var indexPathsForSelectedRows: [IndexPath]? {
        indexPathForSelectedRow.map { [$0] }
    }
    private var touchedRow: IndexPath?
    /// The context menu of the rows (`TableView+ContextMenu.swift`).
    let rowMenus = TableRowContextMenus()

    /// Creates a table view (`init(frame:style:)`).
    public init(frame: CGRect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style != .plain ? .systemGroupedBackground : .systemBackground
        alwaysBounceVertical = true
        rowMenus.install(on: self)
    }

    /// Creates a plain table view from an archive (`init?(coder:)`); the storyboard reader applies
    /// the archived style and attributes.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        rowMenus.install(on: self)
    }

    /// How far `insetGrouped` sections sit in from each side: UIKit's layout margins, 16 points,
    /// or 20 on a table 414 points wide or more; 0 in the other styles.
    var sectionInset: CGFloat {
        style == .insetGrouped ? (bounds.width >= 414 ? 20 : 16) : 0
    }

    /// The delegate as a table view delegate, when it is one.
    var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    // MARK: - Data

    /// Forgets every cell and row size and asks the data source again (`reloadData()`).
    public func reloadData() {
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        for (_, header) in headers { header.removeFromSuperview() }
        headers.removeAll()
        for (_, bar) in headerBars { bar.removeFromSuperview() }
        headerBars.removeAll()
        for (_, footer) in footers { footer.removeFromSuperview() }
        footers.removeAll()
        geometryIsValid = false
        if let selected = indexPathForSelectedRow, !isValid(selected) { indexPathForSelectedRow = nil }
        setNeedsLayout()
    }

    /// How inserted, deleted and reloaded rows animate, as `UITableView.RowAnimation` (UIKit's raw
    /// values). Accepted for UIKit's signatures; rows change without animation here.
    public enum RowAnimation: Int, Sendable, Hashable, CaseIterable {
        /// Fade.
        case fade
        /// Slide from the right.
        case right
        /// Slide from the left.
        case left
        /// Slide from the top.
        case top
        /// Slide from the bottom.
        case bottom
        /// None.
        case none
        /// Keep the middle in place.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// Asks the data source again for the cells of `indexPaths` that are on screen
    /// (`reloadRows(at:with:)`); `animation` is accepted, and the rows change at once.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadRows(at: indexPaths)
    }

    /// Asks the data source again for the cells of `indexPaths` that are on screen
    /// (`reloadRows(at:with:)`; no animation).
    public func reloadRows(at indexPaths: [IndexPath]) {
        ensureGeometry()
        for indexPath in indexPaths {
            guard let cell = visible.removeValue(forKey: indexPath) else { continue }
            enqueue(cell)
        }
        setNeedsLayout()
    }

    /// Sections, as the data source said at the last reload (`numberOfSections`).
    public var numberOfSections: Int {
        ensureGeometry()
        return sections.count
    }

    /// Rows in `section` (`numberOfRows(inSection:)`); 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        ensureGeometry()
        guard sections.indices.contains(section) else { return 0 }
        return sections[section].rowTops.count - 1
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.row >= 0
            && indexPath.row < numberOfRows(inSection: indexPath.section)
    }

    func ensureGeometry() {
        guard !geometryIsValid else { return }
        geometryIsValid = true
        sections.removeAll()
        guard let dataSource else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        let count = max(0, dataSource.numberOfSections(in: self))
        var y: CGFloat = tableHeaderView?.frame.height ?? 0
        for section in 0..<count {
            let title = dataSource.tableView(self, titleForHeaderInSection: section)
            let header = title == nil ? (style != .plain ? 18 : 0) : sectionHeaderHeight
            let top = y
            y += header
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            var tops: [CGFloat] = []
            tops.reserveCapacity(rows + 1)
            let delegate = tableDelegate
            for row in 0..<rows {
                tops.append(y)
                y +=
                    delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                    ?? defaultHeight(forRowAt: IndexPath(row: row, section: section))
            }
            tops.append(y)
            let footer = dataSource.tableView(self, titleForFooterInSection: section)
            var footerHeight: CGFloat = 0
            if let footer, !footer.isEmpty {
                let text = TextMetrics.size(
                    of: footer, font: Self.footerFont, width: max(0, bounds.width - 2 * Self.textInset),
                    numberOfLines: 0)
                footerHeight = (text.height + 2 * Self.footerPadding).rounded(.up)
            }
            y += footerHeight
            sections.append(
                Section(
                    top: top, headerHeight: header, title: title, rowTops: tops, footer: footer,
                    footerHeight: footerHeight))
        }
        footerTop = y
        contentSize = CGSize(width: bounds.width, height: y + (tableFooterView?.frame.height ?? 0))
    }

    /// Where `tableFooterView` starts: the end of the last section.
    private var footerTop: CGFloat = 0

    // MARK: - Geometry

    /// The row's rectangle in the table's content (`rectForRow(at:)`); zero for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard isValid(indexPath) else { return .zero }
        let tops = sections[indexPath.section].rowTops
        return CGRect(
            x: sectionInset, y: tops[indexPath.row], width: max(0, bounds.width - 2 * sectionInset),
            height: tops[indexPath.row + 1] - tops[indexPath.row])
    }

    /// The row under `point`, in the table's coordinates (content offset included), or nil
    /// (`indexPathForRow(at:)`).
    /// - Complexity: O(log *n*) in the rows, plus O(*s*) in the sections.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        ensureGeometry()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        for (index, section) in sections.enumerated() {
            let tops = section.rowTops
            guard tops.count > 1, point.y >= tops[0], point.y < tops[tops.count - 1] else { continue }
            var low = 0
            var high = tops.count - 2
            while low < high {
                let middle = (low + high + 1) / 2
                if tops[middle] <= point.y { low = middle } else { high = middle - 1 }
            }
            return IndexPath(row: low, section: index)
        }
        return nil
    }

    /// The visible cell of the row, or nil when it is off screen (`cellForRow(at:)`).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The row a visible cell shows (`indexPath(for:)`).
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The cells on screen, top to bottom (`visibleCells`).
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom (`indexPathsForVisibleRows`).
    public var indexPathsForVisibleRows: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable, Hashable, Codable, CaseIterable {
        /// As little as needed to show it.
        case none = 0
        /// At the top.
        case top = 1
        /// In the middle.
        case middle = 2
        /// At the bottom.
        case bottom = 3
    }

    /// Scrolls so the row shows (`scrollToRow(at:at:animated:)`); TouchKit does not animate it.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rect != .zero else { return }
        // The part of the table the content shows in: inside the adjusted insets.
        let insets = adjustedContentInset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - insets.top
        case .middle: y = rect.midY - insets.top - visibleHeight / 2
        case .bottom: y = rect.maxY - bounds.height + insets.bottom
        case .none:
            if rect.minY < y + insets.top {
                y = rect.minY - insets.top
            } else if rect.maxY > y + bounds.height - insets.bottom {
                y = rect.maxY - bounds.height + insets.bottom
            }
        }
        contentOffset = clamped(CGPoint(x: contentOffset.x, y: y))
    }

    // MARK: - Cells

    /// Lets `dequeueReusableCell(withIdentifier:for:)` make cells of `cellClass`
    /// (`register(_:forCellReuseIdentifier:)`).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// UIKit's `register(_:forCellReuseIdentifier:)` with any class (as `X.classForCoder()` or an
    /// `AnyClass` variable gives it): a cell class registers; nil unregisters the identifier, as in
    /// UIKit; a class that is not a `TableViewCell` is reported (UIKit throws) and nothing changes.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registered[identifier] = nil
            return
        }
        guard let cell = cellClass as? TableViewCell.Type else {
            reportMisuse(
                .tableViewDataSource(
                    table: debugName,
                    detail: "register(_:forCellReuseIdentifier: \"\(identifier)\") was given \(cellClass), "
                        + "which is not a UITableViewCell subclass; nothing was registered."))
            return
        }
        register(cell, forCellReuseIdentifier: identifier)
    }

    /// A cell waiting for reuse with `identifier`, else a new copy of the storyboard's prototype cell
    /// with that identifier, else nil (`dequeueReusableCell(withIdentifier:)`, as UIKit answers).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard var queue = reusable[identifier], let cell = queue.popLast() else {
            return prototypeCellFactories[identifier]?()
        }
        reusable[identifier] = queue
        cell.prepareForReuse()
        return cell
    }

    /// A reusable cell, or a new one of the registered class (`dequeueReusableCell(withIdentifier:for:)`).
    /// An identifier nothing was registered for gives a default-style cell, reported as a misuse
    /// (UIKit raises).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> TableViewCell
    {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let cellClass = registered[identifier] else {
            reportMisuse(
                .tableViewDataSource(
                    table: debugName,
                    detail:
                        "no cell class is registered for the reuse identifier '\(identifier)'; a default cell was used. Call register(_:forCellReuseIdentifier:) first."
                ))
            return TableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusable[identifier, default: []].append(cell)
    }

    /// Places the cells and headers of the rows on screen, creating and reusing cells as they come and go.
    open override func layoutSubviews() {
        super.layoutSubviews()
        ensureGeometry()
        let top = contentOffset.y
        let bottom = top + bounds.height
        var wanted: [IndexPath] = []
        for (sectionIndex, section) in sections.enumerated() {
            let tops = section.rowTops
            guard tops.count > 1, tops[tops.count - 1] > top, section.top < bottom else { continue }
            var row = 0
            if let first = indexPathForRow(at: CGPoint(x: 0, y: max(top, tops[0]))),
                first.section == sectionIndex
            {
                row = first.row
            }
            while row < tops.count - 1, tops[row] < bottom {
                wanted.append(IndexPath(row: row, section: sectionIndex))
                row += 1
            }
        }
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visible where !wantedSet.contains(indexPath) {
            visible[indexPath] = nil
            enqueue(cell)
        }
        for indexPath in wanted {
            let rect = rectForRow(at: indexPath)
            if let cell = visible[indexPath] {
                if cell.frame != rect { cell.frame = rect }
                cell.groupedPosition = groupedPosition(of: indexPath)
                continue
            }
            guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
            if visible.values.contains(where: { $0 === cell }) {
                reportMisuse(
                    .tableViewDataSource(
                        table: debugName,
                        detail:
                            "tableView(_:cellForRowAt:) returned the same cell for rows \(self.indexPath(for: cell).map { "\($0.section)/\($0.row)" } ?? "?") and \(indexPath.section)/\(indexPath.row); the second row was left empty. Return a new or dequeued cell for each row."
                    ))
                continue
            }
            cell.frame = rect
            cell.separatorColor = separatorColor
            cell.groupedPosition = groupedPosition(of: indexPath)
            cell.isSelected = indexPath == indexPathForSelectedRow
            let position = visible.keys.reduce(0) { $0 + ($1 < indexPath ? 1 : 0) }
            visible[indexPath] = cell
            insertSubview(cell, at: position)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        layoutHeaders(top: top + adjustedContentInset.top, bottom: bottom)
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: footerTop, width: bounds.width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
        }
    }

    /// Whether the row opens or closes its section, in a grouped table (nil in a plain one).
    private func groupedPosition(of indexPath: IndexPath) -> (isFirst: Bool, isLast: Bool)? {
        guard style == .grouped else { return nil }
        return (indexPath.row == 0, indexPath.row == numberOfRows(inSection: indexPath.section) - 1)
    }

    private func layoutHeaders(top: CGFloat, bottom: CGFloat) {
        for (index, section) in sections.enumerated() {
            let visibleSection = section.title != nil && section.top < bottom && section.rowTops.last! > top
            if !visibleSection {
                headers.removeValue(forKey: index)?.removeFromSuperview()
                headerBars.removeValue(forKey: index)?.removeFromSuperview()
                continue
            }
            let header = headers[index] ?? makeHeader()
            headers[index] = header
            header.text = style != .plain ? section.title?.uppercased() : section.title
            // Plain headers float at the top (below the adjusted insets: the bars) while their
            // section scrolls under them.
            let floatingTop =
                style == .plain
                ? min(max(section.top, top), section.rowTops.last! - section.headerHeight) : section.top
            // A header's text lines up with the cells' text (15 pt in); a grouped one sits just
            // above its section, a plain one on a bar across the table.
            header.frame = CGRect(
                x: Self.textInset + sectionInset, y: floatingTop,
                width: max(0, bounds.width - 2 * (Self.textInset + sectionInset)),
                height: section.headerHeight)
            if style == .plain {
                let bar = headerBars[index] ?? makeHeaderBar()
                headerBars[index] = bar
                bar.frame = CGRect(x: 0, y: floatingTop, width: bounds.width, height: section.headerHeight)
                if bar.superview !== self { addSubview(bar) } else { bringSubviewToFront(bar) }
            }
            if header.superview !== self { addSubview(header) } else { bringSubviewToFront(header) }
        }
        layoutFooters(top: top, bottom: bottom)
    }

    private func layoutFooters(top: CGFloat, bottom: CGFloat) {
        for (index, section) in sections.enumerated() {
            let end = section.rowTops.last!
            guard section.footerHeight > 0, end < bottom, end + section.footerHeight > top else {
                footers.removeValue(forKey: index)?.removeFromSuperview()
                continue
            }
            let footer = footers[index] ?? makeFooter()
            footers[index] = footer
            footer.text = section.footer
            footer.frame = CGRect(
                x: Self.textInset + sectionInset, y: end + Self.footerPadding,
                width: max(0, bounds.width - 2 * (Self.textInset + sectionInset)),
                height: section.footerHeight - 2 * Self.footerPadding)
            if footer.superview !== self { addSubview(footer) }
        }
    }

    private func makeFooter() -> Label {
        let footer = Label()
        footer.font = Self.footerFont
        footer.textColor = .secondaryLabel
        footer.numberOfLines = 0
        footer.lineBreakMode = .wordWrapping
        return footer
    }

    private func makeHeader() -> Label {
        let header = Label()
        header.font = style != .plain ? .systemFont(ofSize: 13) : .systemFont(ofSize: 17, weight: .semibold)
        header.textColor = style != .plain ? .secondaryLabel : .label
        header.numberOfLines = 1
        header.accessibilityTraits = .header
        return header
    }

    private func makeHeaderBar() -> View {
        let bar = View()
        bar.backgroundColor = .systemGroupedBackground
        bar.isUserInteractionEnabled = false
        return bar
    }

    // MARK: - Selection

    /// Selects the row without telling the delegate (`selectRow(at:animated:scrollPosition:)`).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let old = indexPathForSelectedRow { visible[old]?.isSelected = false }
        indexPathForSelectedRow = indexPath.flatMap { isValid($0) ? $0 : nil }
        guard let selected = indexPathForSelectedRow else { return }
        visible[selected]?.isSelected = true
        if scrollPosition != .none { scrollToRow(at: selected, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate (`deselectRow(at:animated:)`).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        visible[indexPath]?.isSelected = false
        indexPathForSelectedRow = nil
    }

    /// A touch on a row highlights it (not when `allowsSelection` is false).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard allowsSelection, let touch = touches.first,
            let row = indexPathForRow(at: touch.location(in: self))
        else { return }
        touchedRow = row
        visible[row]?.isHighlighted = true
    }

    /// Lifting on the same row selects it and tells the delegate.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touchedRow, let touch = touches.first else { return }
        visible[touchedRow]?.isHighlighted = false
        self.touchedRow = nil
        guard indexPathForRow(at: touch.location(in: self)) == touchedRow else { return }
        if let old = indexPathForSelectedRow, old != touchedRow {
            selectRow(at: nil, animated: false, scrollPosition: .none)
            tableDelegate?.tableView(self, didDeselectRowAt: old)
        }
        selectRow(at: touchedRow, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: touchedRow)
        storyboardSelectionHandler?(self, touchedRow)
    }

    /// A cancelled touch (a scroll began) unhighlights the row.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if let touchedRow { visible[touchedRow]?.isHighlighted = false }
        touchedRow = nil
    }

    /// Touches that do not begin on a row do nothing.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    /// Draws as a table view.
    open override var renderKind: RenderNode.Kind { .tableView }
}
