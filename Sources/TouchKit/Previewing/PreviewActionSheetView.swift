import Foundation

/// The peek's action sheet: a light, rounded platter of rows under the preview. Assistive technologies
/// (and the simulator's keyboard handling) see a `menu` of `menuItem`s, top to bottom, once it shows.
@MainActor
final class PreviewActionSheetView: View {
    private(set) var rowViews: [PreviewActionRowView] = []
    private var shownItems: [ObjectIdentifier] = []
    private var rowHeight: CGFloat = PreviewingConfiguration.standard.actionRowHeight

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97, alpha: 0.96)
        clipsToBounds = true
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    /// Shows `items` as rows (rebuilt only when the list changes).
    func show(_ items: [any PreviewActionItem], group: Int?, configuration: PreviewingConfiguration) {
        cornerRadius = configuration.actionSheetCornerRadius
        let identifiers = items.map { ObjectIdentifier($0) }
        guard identifiers != shownItems || rowHeight != configuration.actionRowHeight else { return }
        shownItems = identifiers
        rowHeight = configuration.actionRowHeight
        for row in rowViews { row.removeFromSuperview() }
        rowViews = items.enumerated().map { index, item in
            PreviewActionRowView(
                item: item,
                frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: bounds.width, height: rowHeight),
                isLast: index == items.count - 1)
        }
        for row in rowViews { addSubview(row) }
        setNeedsLayout()
    }

    /// The row under `point` (in the sheet's coordinates), or nil.
    func row(at point: CGPoint) -> Int? {
        guard bounds.contains(point), rowHeight > 0 else { return nil }
        let index = Int(point.y / rowHeight)
        return rowViews.indices.contains(index) ? index : nil
    }

    /// Highlights the row under the finger, or none.
    func highlight(_ index: Int?) {
        for (position, row) in rowViews.enumerated() { row.isHighlighted = position == index }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, row) in rowViews.enumerated() {
            let frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: bounds.width, height: rowHeight)
            if row.frame != frame { row.frame = frame }
        }
    }

    /// A `menu` while shown; nothing while hidden, so a renderer sees a menu appear (and moves the
    /// keyboard focus into it) when the actions are revealed.
    override func renderContent(into attributes: inout RenderAttributes) {
        guard !isHidden else { return }
        attributes.accessibility = RenderAccessibility(label: "Actions", role: "menu")
    }
}

/// One row of the action sheet: the title centred, red for a destructive action, with a check mark for
/// the selected style.
@MainActor
final class PreviewActionRowView: View {
    let title: String
    let style: PreviewAction.Style
    let isGroup: Bool
    private let label = Label()
    private let checkmark: ImageView?
    private let separator: View?

    var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            backgroundColor = isHighlighted ? Color(white: 0.82, alpha: 1) : nil
            invalidateRender()
        }
    }

    init(item: any PreviewActionItem, frame: CGRect, isLast: Bool) {
        title = item.title
        if let action = item as? PreviewAction {
            style = action.style
            isGroup = false
        } else if let group = item as? PreviewActionGroup {
            style = group.style
            isGroup = true
        } else {
            style = .default
            isGroup = false
        }
        checkmark = style == .selected ? ImageView(image: Image(systemName: "checkmark")) : nil
        separator = isLast ? nil : View()
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.text = title
        label.font = .systemFont(ofSize: 20)
        label.textAlignment = .center
        label.textColor = style == .destructive ? .systemRed : .systemBlue
        addSubview(label)
        if let checkmark {
            checkmark.tintColor = .systemBlue
            addSubview(checkmark)
        }
        if let separator {
            separator.backgroundColor = .separator
            addSubview(separator)
        }
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 44, y: 0, width: max(0, bounds.width - 88), height: bounds.height)
        checkmark?.frame = CGRect(x: 16, y: (bounds.height - 20) / 2, width: 20, height: 20)
        separator?.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }

    override func renderContent(into attributes: inout RenderAttributes) {
        attributes.accessibility = RenderAccessibility(
            label: title, role: "menuItem", states: style == .selected ? ["selected"] : [])
    }
}
