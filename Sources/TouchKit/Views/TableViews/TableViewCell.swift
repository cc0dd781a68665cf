public import Foundation

/// One row of a table view, as UIKit's `UITableViewCell`.
///
/// The built-in styles lay out `imageView`, `textLabel` and `detailTextLabel` as iOS does (15 point
/// margins; `subtitle` puts the detail under the title, `value1` at the right). A hairline separator
/// runs along the bottom, inset like the text; in a grouped table the section's first row also has
/// one across its top and its last row's runs edge to edge, as iOS 7–12 draw a group's edges.
/// Highlighted and selected cells turn grey.
@MainActor
open class TableViewCell: View {
    /// The built-in layouts, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Image and title.
        case `default` = 0
        /// Title on the left, detail on the right.
        case value1 = 1
        /// Detail (blue, small) on the left, title after it.
        case value2 = 2
        /// Title with the detail under it.
        case subtitle = 3
    }

    /// What sits at the right edge, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Nothing.
        case none = 0
        /// A chevron: the row opens something.
        case disclosureIndicator = 1
        /// A check mark in the tint colour.
        case checkmark = 3
    }

    /// Whether and how a touched row shows, as `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable, Hashable, Codable, CaseIterable {
        /// No highlight.
        case none = 0
        /// Grey.
        case `default` = 3

        /// UIKit's `.blue`, which since iOS 7 highlights as `.default` does (Apple: "the selection
        /// color is no longer blue").
        public static var blue: SelectionStyle { .default }
        /// UIKit's `.gray`, which since iOS 7 highlights as `.default` does.
        public static var gray: SelectionStyle { .default }
    }

    /// The layout.
    public let style: CellStyle
    /// The identifier the table reuses the cell by (`reuseIdentifier`).
    public package(set) var reuseIdentifier: String?
    /// The storyboard prototype this cell was made from (the UIKit module's description of it).
    package var storyboardPrototype: Any?
    /// Where custom content goes (`contentView`).
    public let contentView = View()
    /// The main text (`textLabel`).
    public let textLabel: Label?
    /// The secondary text (`detailTextLabel`); nil in the default style.
    public let detailTextLabel: Label?
    /// The image at the left (`imageView`); nil in the value2 style.
    public let imageView: ImageView?
    /// The chevron or checkmark `accessoryType` shows.
    private let accessoryImageView = ImageView()
    private let separator = View()
    /// The edge-to-edge hairline above the first row of a grouped section (made when first needed).
    private var topSeparator: View?

    /// Creates a cell (`init(style:reuseIdentifier:)`); tables create registered classes this way.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label()
        detailTextLabel = style == .default ? nil : Label()
        imageView = style == .value2 ? nil : ImageView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// The key under which an archive gives a cell's style (a `CellStyle` raw value, read with
    /// `decodeInteger(forKey:)`). Ours: Apple's nib key is private; the UIKit module's storyboard
    /// coder answers it for a prototype cell's `style="IBUITableViewCellStyle…"`.
    nonisolated public static let styleCodingKey = "UITableViewCellStyle"

    /// Creates a cell from an archive (`init?(coder:)`, a storyboard's prototype cell, which Interface
    /// Builder makes this way for a custom cell class too), in the archived style: a keyed coder that
    /// holds `styleCodingKey` gives it, as the storyboard's coder does, so a subtitle prototype has its
    /// `detailTextLabel` as on iOS. Without the key, or with a raw value no style has, the cell is of
    /// the default style. The storyboard reader applies the reuse identifier and attributes after.
    public required init?(coder: NSCoder) {
        let archived =
            coder.allowsKeyedCoding && coder.containsValue(forKey: Self.styleCodingKey)
            ? CellStyle(rawValue: coder.decodeInteger(forKey: Self.styleCodingKey)) : nil
        style = archived ?? .default
        reuseIdentifier = nil
        textLabel = Label()
        detailTextLabel = style == .default ? nil : Label()
        imageView = style == .value2 ? nil : ImageView()
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        setUpCell()
    }

    private func setUpCell() {
        backgroundColor = .systemBackground
        addSubview(contentView)
        if let imageView { contentView.addSubview(imageView) }
        if let textLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel {
            switch style {
            case .subtitle:
                detailTextLabel.font = .systemFont(ofSize: 12)
            case .value1:
                detailTextLabel.textColor = .secondaryLabel
                detailTextLabel.textAlignment = .right
            case .value2:
                detailTextLabel.font = .systemFont(ofSize: 15, weight: .medium)
                detailTextLabel.textColor = .systemBlue
            case .default:
                break
            }
            contentView.addSubview(detailTextLabel)
        }
        accessoryImageView.isHidden = true
        addSubview(accessoryImageView)
        separator.backgroundColor = separatorColor ?? .separator
        addSubview(separator)
        isAccessibilityElement = true
    }

    /// The hairline's colour, from the table's `separatorColor` (nil: the system's).
    var separatorColor: Color? {
        didSet {
            guard oldValue != separatorColor else { return }
            separator.backgroundColor = separatorColor ?? .separator
            topSeparator?.backgroundColor = separatorColor ?? .separator
        }
    }

    /// Where the cell sits in a grouped table's section, set by the table as it places the cell:
    /// the first row draws the group's top edge, the last row's bottom hairline runs edge to edge.
    /// Nil in a plain table (every row's hairline is inset).
    var groupedPosition: (isFirst: Bool, isLast: Bool)? {
        didSet {
            if oldValue?.isFirst != groupedPosition?.isFirst || oldValue?.isLast != groupedPosition?.isLast {
                setNeedsLayout()
            }
        }
    }

    /// What sits at the right edge (`accessoryType`).
    open var accessoryType: AccessoryType = .none {
        didSet { if oldValue != accessoryType { setNeedsLayout() } }
    }

    /// A view of the app's at the right edge in place of `accessoryType`'s (`accessoryView`).
    ///
    /// Matches UIKit: when set, `accessoryType` is ignored; the view keeps its own size (set its
    /// frame or call `sizeToFit()` first), is centred vertically and the content view ends where it
    /// begins. Ours: it sits 15 points from the right edge (the cell's margin here); Apple publishes
    /// no number.
    open var accessoryView: View? {
        didSet {
            guard oldValue !== accessoryView else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    /// How a touched row shows (`selectionStyle`).
    open var selectionStyle: SelectionStyle = .default

    /// Whether the row is selected (`isSelected`).
    open var isSelected = false {
        didSet { if oldValue != isSelected { updateBackground() } }
    }

    /// Whether a touch is down on the row (`isHighlighted`).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { updateBackground() } }
    }

    /// Sets `isSelected` (`setSelected(_:animated:)`); TouchKit does not animate it.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Sets `isHighlighted` (`setHighlighted(_:animated:)`); TouchKit does not animate it.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// The cell is about to be handed out again (`prepareForReuse()`); the default clears selection
    /// and highlight.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    private var shadesSelection: Bool { selectionStyle != .none && (isSelected || isHighlighted) }

    private func updateBackground() {
        contentView.backgroundColor = shadesSelection ? .systemGray4 : nil
        accessibilityTraits = isSelected ? .selected : .none
    }

    /// Lays out the labels, image, accessory and separator for the style.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 15
        if let accessoryView {
            let size = accessoryView.bounds.size
            accessoryView.frame = CGRect(
                x: bounds.width - margin - size.width, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
            accessoryImageView.isHidden = true
            contentView.frame = CGRect(
                x: 0, y: 0, width: max(0, accessoryView.frame.minX), height: bounds.height)
        } else {
            let accessoryWidth: CGFloat = accessoryType == .none ? 0 : 33
            contentView.frame = CGRect(
                x: 0, y: 0, width: bounds.width - accessoryWidth, height: bounds.height)
            accessoryImageView.isHidden = accessoryType == .none
            switch accessoryType {
            case .none: accessoryImageView.image = nil
            case .disclosureIndicator: accessoryImageView.image = Image(systemName: "chevron.right")
            case .checkmark: accessoryImageView.image = Image(systemName: "checkmark")
            }
            accessoryImageView.frame = CGRect(
                x: bounds.width - accessoryWidth + 4, y: (bounds.height - 22) / 2, width: 22, height: 22)
        }
        var x = margin
        if let imageView, let image = imageView.image {
            let size = image.size == .zero ? CGSize(width: 29, height: 29) : image.size
            imageView.frame = CGRect(
                x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + margin
        } else {
            imageView?.frame = .zero
        }
        let width = max(0, contentView.bounds.width - x - margin)
        let titleHeight = textLabel?.font.lineHeight ?? 0
        switch style {
        case .default:
            textLabel?.frame = CGRect(
                x: x, y: (bounds.height - titleHeight) / 2, width: width, height: titleHeight)
        case .subtitle:
            let detailHeight = detailTextLabel?.font.lineHeight ?? 0
            let hasDetail = !(detailTextLabel?.text ?? "").isEmpty
            let top = (bounds.height - titleHeight - (hasDetail ? detailHeight : 0)) / 2
            textLabel?.frame = CGRect(x: x, y: top, width: width, height: titleHeight)
            detailTextLabel?.frame = CGRect(
                x: x, y: top + titleHeight, width: width, height: hasDetail ? detailHeight : 0)
        case .value1:
            let detailWidth = min(width / 2, detailTextLabel?.intrinsicContentSize.width ?? 0)
            textLabel?.frame = CGRect(
                x: x, y: (bounds.height - titleHeight) / 2, width: width - detailWidth - 8,
                height: titleHeight)
            detailTextLabel?.frame = CGRect(
                x: x + width - detailWidth, y: (bounds.height - titleHeight) / 2, width: detailWidth,
                height: titleHeight)
        case .value2:
            let detailWidth = width * 0.3
            detailTextLabel?.frame = CGRect(
                x: x, y: (bounds.height - titleHeight) / 2, width: detailWidth, height: titleHeight)
            textLabel?.frame = CGRect(
                x: x + detailWidth + 6, y: (bounds.height - titleHeight) / 2, width: width - detailWidth - 6,
                height: titleHeight)
        }
        // A grouped section's last row closes the group edge to edge; other rows are inset.
        let inset: CGFloat = groupedPosition?.isLast == true ? 0 : margin
        separator.frame = CGRect(x: inset, y: bounds.height - 0.5, width: bounds.width - inset, height: 0.5)
        if groupedPosition?.isFirst == true {
            let line = topSeparator ?? View()
            if topSeparator == nil {
                line.backgroundColor = separatorColor ?? .separator
                addSubview(line)
                topSeparator = line
            }
            line.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        } else if let line = topSeparator {
            line.removeFromSuperview()
            topSeparator = nil
        }
    }

    /// Draws as a table cell; assistive technologies read its text.
    open override var renderKind: RenderNode.Kind { .tableViewCell }

    /// Gives the cell the "cell" role with its texts as the label.
    open override func renderContent(into attributes: inout RenderAttributes) {
        let label =
            accessibilityLabel
            ?? [textLabel?.text, detailTextLabel?.text].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: ", ")
        attributes.accessibility = RenderAccessibility(
            label: label.isEmpty ? nil : label, role: "cell", states: isSelected ? ["selected"] : [])
    }
}
