public import Foundation

/// Supplies a picker's components and rows, as UIKit's `UIPickerViewDataSource` (both required).
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many spinning wheels (`numberOfComponents(in:)`).
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows `component` has (`pickerView(_:numberOfRowsInComponent:)`).
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Titles a picker's rows and hears its selection, as UIKit's `UIPickerViewDelegate`. Every method
/// is optional.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// A row's title (`pickerView(_:titleForRow:forComponent:)`); default nil, drawn as "?" as UIKit does.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's own view instead of a title (`pickerView(_:viewForRow:forComponent:reusing:)`);
    /// default nil, which means the title. `view` is always nil here (no reuse).
    func pickerView(
        _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
    )
        -> View?
    /// A component's width (`pickerView(_:widthForComponent:)`); default: the width shared equally.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// A component's row height (`pickerView(_:rowHeightForComponent:)`); default `PickerView.defaultRowHeight`.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The user settled a component on `row` (`pickerView(_:didSelectRow:inComponent:)`); not called
    /// for `selectRow(_:inComponent:animated:)`, as in UIKit.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    /// Default: nil.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        nil
    }
    /// Default: nil (use the title).
    public func pickerView(
        _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
    ) -> View? { nil }
    /// Default: the picker's width shared equally (negative: use the default).
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { -1 }
    /// Default: `PickerView.defaultRowHeight` (negative: use the default).
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { -1 }
    /// Default: nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Spinning wheels of rows, one selected row each, as UIKit's `UIPickerView`.
///
/// Matches UIKit: the data source gives components and rows, the delegate titles them and hears
/// `didSelectRow` when the user (not code) changes a selection; the selected row sits in the middle
/// band; `selectedRow(inComponent:)` is -1 for a component without rows; a reload keeps selections
/// that still exist. Touch: a tap on a row above or below the band selects it; a vertical drag
/// turns the wheel by whole rows when it lifts (no momentum or animation here).
@MainActor
open class PickerView: View {
    /// The row height when the delegate gives none: 32 points (ours; iOS 14's wheel is close to it).
    nonisolated public static let defaultRowHeight: CGFloat = 32
    /// The height of a picker made in code with no frame (`UIPickerView()`'s 216 points).
    nonisolated public static let defaultHeight: CGFloat = 216
    /// How far a touch moves before it is a drag rather than a tap, in points (ours).
    nonisolated public static let dragThreshold: CGFloat = 10

    /// Supplies components and rows (`dataSource`, weak).
    open weak var dataSource: (any PickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }

    /// Titles rows and hears selection (`delegate`, weak).
    open weak var delegate: (any PickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }

    /// Kept for older code; the band always shows since iOS 7 (`showsSelectionIndicator`).
    open var showsSelectionIndicator = true

    private var rowCounts: [Int] = []
    private var selections: [Int] = []
    private var rowViews: [View] = []
    /// What the row views on screen were made for: the same again lays out nothing new, so a layout
    /// pass does not mark the picker again by replacing its subviews.
    private var builtRows: BuiltRows?

    private struct BuiltRows: Equatable {
        var size: CGSize
        var rowCounts: [Int]
        var selections: [Int]
    }
    private let band = View()
    private var touchStart: CGPoint?

    /// Creates a picker; a zero frame gets the standard 216 points' height when laid out.
    public override init(frame: CGRect = .zero) {
        super.init(
            frame: frame.size == .zero
                ? CGRect(x: frame.minX, y: frame.minY, width: 320, height: Self.defaultHeight) : frame)
        setUp()
    }

    /// Creates a picker from an archive (`init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        band.backgroundColor = .systemGray6
        band.isUserInteractionEnabled = false
        band.cornerRadius = 8
        addSubview(band)
    }

    // MARK: - Data

    /// How many components, as the data source said at the last reload (`numberOfComponents`).
    public var numberOfComponents: Int {
        reloadIfNeeded()
        return rowCounts.count
    }

    /// Rows in `component`; 0 for a component that does not exist (`numberOfRows(inComponent:)`).
    public func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// A row's size in `component` (`rowSize(forComponent:)`).
    public func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: width(ofComponent: component), height: rowHeight(ofComponent: component))
    }

    /// Asks the data source again for every component; selections that still exist are kept
    /// (`reloadAllComponents()`).
    public func reloadAllComponents() {
        needsReload = true
        builtRows = nil
        setNeedsLayout()
        invalidateRender()
    }

    /// Asks the data source again for `component`'s rows (`reloadComponent(_:)`).
    public func reloadComponent(_ component: Int) {
        reloadAllComponents()
    }

    private var needsReload = true

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource else {
            rowCounts = []
            selections = []
            return
        }
        let components = max(0, dataSource.numberOfComponents(in: self))
        rowCounts = (0..<components).map { max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0)) }
        selections = (0..<components).map { component in
            let kept = component < selections.count ? selections[component] : 0
            return rowCounts[component] == 0 ? -1 : min(max(kept, 0), rowCounts[component] - 1)
        }
    }

    // MARK: - Selection

    /// Selects `row` in `component` (`selectRow(_:inComponent:animated:)`); does not call the
    /// delegate, as in UIKit. A row or component out of range is ignored (UIKit's behaviour is
    /// undefined there).
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard rowCounts.indices.contains(component), row >= 0, row < rowCounts[component] else { return }
        guard selections[component] != row else { return }
        selections[component] = row
        setNeedsLayout()
        invalidateRender()
    }

    /// The selected row of `component`, -1 when it has no rows (`selectedRow(inComponent:)`).
    public func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return selections.indices.contains(component) ? selections[component] : -1
    }

    /// The view showing `row` of `component`, when it is on screen (`view(forRow:forComponent:)`).
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        rowViews.first { $0.tag == Self.tag(row: row, component: component) }
    }

    private static func tag(row: Int, component: Int) -> Int { component << 32 | row }

    // MARK: - Geometry

    private func rowHeight(ofComponent component: Int) -> CGFloat {
        let asked = delegate?.pickerView(self, rowHeightForComponent: component) ?? -1
        return asked > 0 ? asked : Self.defaultRowHeight
    }

    private func width(ofComponent component: Int) -> CGFloat {
        let asked = delegate?.pickerView(self, widthForComponent: component) ?? -1
        if asked > 0 { return asked }
        return rowCounts.isEmpty ? bounds.width : bounds.width / CGFloat(rowCounts.count)
    }

    /// Where each component's column starts.
    private func columnOrigins() -> [CGFloat] {
        let widths = rowCounts.indices.map(width(ofComponent:))
        var x = max(0, (bounds.width - widths.reduce(0, +)) / 2)
        return widths.map { width in
            defer { x += width }
            return x
        }
    }

    /// Lays out the band and the rows around each selection.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let middle = bounds.midY
        let bandHeight = rowCounts.indices.map(rowHeight(ofComponent:)).max() ?? Self.defaultRowHeight
        band.frame = CGRect(
            x: 8, y: middle - bandHeight / 2, width: max(0, bounds.width - 16), height: bandHeight)
        let wanted = BuiltRows(size: bounds.size, rowCounts: rowCounts, selections: selections)
        guard wanted != builtRows else { return }
        builtRows = wanted
        for view in rowViews { view.removeFromSuperview() }
        rowViews.removeAll()
        let origins = columnOrigins()
        for component in rowCounts.indices where selections[component] >= 0 {
            let height = rowHeight(ofComponent: component)
            let width = width(ofComponent: component)
            let visible = Int((bounds.height / 2 / height).rounded(.up))
            let selected = selections[component]
            for row in max(0, selected - visible)...min(rowCounts[component] - 1, selected + visible) {
                let offset = CGFloat(row - selected)
                let frame = CGRect(
                    x: origins[component], y: middle - height / 2 + offset * height, width: width,
                    height: height)
                let view = makeRowView(row: row, component: component, selected: row == selected)
                view.frame = frame
                view.tag = Self.tag(row: row, component: component)
                view.isUserInteractionEnabled = false
                addSubview(view)
                rowViews.append(view)
            }
        }
    }

    private func makeRowView(row: Int, component: Int, selected: Bool) -> View {
        if let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil) {
            return view
        }
        let label = Label()
        label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        label.font = .systemFont(ofSize: selected ? 21 : 19)
        label.textColor = selected ? .label : .tertiaryLabel
        label.textAlignment = .center
        return label
    }

    // MARK: - Touches

    /// Remembers where the touch went down.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        touchStart = touches.first?.location(in: self)
    }

    /// Nothing until the touch lifts (no live spinning here).
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {}

    /// A tap selects the row it hit; a drag turns the wheel under it by whole rows; either calls
    /// `didSelectRow` when the selection changed.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        defer { touchStart = nil }
        guard let start = touchStart, let end = touches.first?.location(in: self) else { return }
        reloadIfNeeded()
        let origins = columnOrigins()
        guard let component = rowCounts.indices.last(where: { origins[$0] <= start.x }),
            selections[component] >= 0
        else { return }
        let height = rowHeight(ofComponent: component)
        let moved = end.y - start.y
        let steps: Int =
            abs(moved) < Self.dragThreshold
            ? Int(((end.y - bounds.midY) / height).rounded()) : -Int((moved / height).rounded())
        let row = min(max(selections[component] + steps, 0), rowCounts[component] - 1)
        guard row != selections[component] else { return }
        selections[component] = row
        setNeedsLayout()
        invalidateRender()
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// The touch was taken away: nothing changes.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        touchStart = nil
    }

    /// Reads as an adjustable control, with each component's selected title.
    open override func renderContent(into attributes: inout RenderAttributes) {
        let titles = rowCounts.indices.compactMap { component -> String? in
            guard selections[component] >= 0 else { return nil }
            return delegate?.pickerView(self, titleForRow: selections[component], forComponent: component)
        }
        attributes.accessibility = RenderAccessibility(
            label: accessibilityLabel ?? titles.joined(separator: ", "), role: "adjustable")
    }
}
