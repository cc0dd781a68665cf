public import Foundation

/// One item of a collection view, as UIKit's `UICollectionViewCell`.
///
/// Custom content goes in `contentView`, which fills the cell. `backgroundView` sits behind it and
/// `selectedBackgroundView` between the two, shown while the cell is selected or highlighted. A
/// plain cell draws nothing of its own (clear, as in UIKit). Assistive technologies read it as a
/// cell, with `accessibilityLabel` or its labels' texts as the label.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// Where custom content goes (`contentView`): the cell's bounds.
    public let contentView = View()
    /// The storyboard prototype this cell was made from (the UIKit module's description of it).
    package var storyboardPrototype: Any?

    /// Creates a cell with `frame` (`init(frame:)`); collection views create registered classes
    /// this way (see `CollectionReusableView` for why it is required).
    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUpCell()
    }

    /// Creates a cell from an archive (`init?(coder:)`, a storyboard's prototype).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        contentView.frame = bounds
        addSubview(contentView)
        isAccessibilityElement = true
    }

    /// A view behind the content (`backgroundView`), as large as the cell.
    open var backgroundView: View? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view shown between the background and the content while the cell is selected or
    /// highlighted (`selectedBackgroundView`).
    open var selectedBackgroundView: View? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }

    /// Whether the item is selected (`isSelected`); the collection view sets it.
    open var isSelected = false {
        didSet { if oldValue != isSelected { updateSelectionAppearance() } }
    }

    /// Whether a touch is down on the item (`isHighlighted`); the collection view sets it.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { updateSelectionAppearance() } }
    }

    private func updateSelectionAppearance() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        accessibilityTraits = isSelected ? .selected : .none
        invalidateRender()
    }

    /// Clears the selection and highlight before the cell is handed out again (`prepareForReuse()`);
    /// the collection view then selects it if its item is selected.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Fits the content and background views to the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// Gives the cell the "cell" role, its labels' texts as the label unless `accessibilityLabel` says.
    open override func renderContent(into attributes: inout RenderAttributes) {
        var texts: [String] = []
        contentView.forEachInSubtree { view in
            if let label = view as? Label, let text = label.text, !text.isEmpty { texts.append(text) }
        }
        let label = accessibilityLabel ?? texts.joined(separator: ", ")
        attributes.accessibility = RenderAccessibility(
            label: label.isEmpty ? nil : label, role: "cell", states: isSelected ? ["selected"] : [])
    }
}
