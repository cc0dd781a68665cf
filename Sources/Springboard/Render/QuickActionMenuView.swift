import Foundation
import TouchKit

/// The quick action menu as TouchKit views: a light platter with one row per item, top to bottom as
/// the geometry says. Assistive technologies see a `menu` of `menuItem`s, first item first.
@MainActor
final class QuickActionMenuView: View {
    /// What the view shows (rebuilt when it changes).
    let shown: HomeScreen.OpenMenu
    private(set) var rows: [MenuRowView] = []
    private let appName: String

    init(menu: HomeScreen.OpenMenu, appName: String, layout: MenuLayout) {
        shown = menu
        self.appName = appName
        super.init(frame: menu.geometry.frame)
        backgroundColor = Color(white: 0.97, alpha: 0.94)
        cornerRadius = layout.cornerRadius
        clipsToBounds = true
        for (position, row) in menu.geometry.rows.enumerated() {
            let view = MenuRowView(
                row: row, bundleIdentifier: menu.bundleIdentifier, alignment: menu.geometry.alignment,
                layout: layout,
                isLast: position == menu.geometry.rows.count - 1)
            view.isHighlighted = row.index == menu.highlightedRow
            rows.append(view)
            addSubview(view)
        }
    }

    /// Shows the row under the finger (index in the menu), or none.
    func highlight(_ index: Int?) {
        for row in rows where row.isHighlighted != (row.row.index == index) {
            row.isHighlighted = row.row.index == index
        }
    }

    override func renderContent(into attributes: inout RenderAttributes) {
        attributes.accessibility = RenderAccessibility(label: "\(appName) quick actions", role: "menu")
    }
}

/// One row of the menu: its icon, its title lines (cut with an ellipsis where the layout cut them) and
/// its subtitle.
@MainActor
final class MenuRowView: View {
    let row: MenuGeometry.Row
    private let title: String

    var isHighlighted = false {
        didSet {
            if oldValue != isHighlighted {
                backgroundColor = isHighlighted ? Color(white: 0.82, alpha: 1) : nil
                invalidateRender()
            }
        }
    }

    init(
        row: MenuGeometry.Row, bundleIdentifier: String, alignment: MenuGeometry.Alignment,
        layout: MenuLayout,
        isLast: Bool
    ) {
        self.row = row
        title = row.item.localizedTitle
        super.init(frame: row.frame)
        isUserInteractionEnabled = false
        let alignmentValue: Label.TextAlignment = alignment == .leading ? .left : .right
        let titleLabel = Label(
            frame: CGRect(
                x: row.textFrame.minX, y: row.textFrame.minY, width: row.textFrame.width,
                height: CGFloat(row.titleLines.count) * layout.titleLineHeight))
        titleLabel.text = row.titleLines.joined(separator: "\n")
        titleLabel.numberOfLines = max(1, row.titleLines.count)
        titleLabel.font = .systemFont(ofSize: layout.titleFontSize)
        titleLabel.textAlignment = alignmentValue
        addSubview(titleLabel)
        if let subtitle = row.subtitle {
            let subtitleLabel = Label(
                frame: CGRect(
                    x: row.textFrame.minX, y: titleLabel.frame.maxY, width: row.textFrame.width,
                    height: layout.subtitleLineHeight))
            subtitleLabel.text = subtitle
            subtitleLabel.font = .systemFont(ofSize: layout.subtitleFontSize)
            subtitleLabel.textColor = .secondaryLabel
            subtitleLabel.textAlignment = alignmentValue
            addSubview(subtitleLabel)
        }
        if let iconFrame = row.iconFrame, let icon = row.item.icon {
            if let image = icon.image(bundleIdentifier: bundleIdentifier) {
                let imageView = ImageView(image: image)
                imageView.frame = iconFrame
                imageView.tintColor = .label
                addSubview(imageView)
            } else if let monogram = icon.monogram {
                let badge = Label(frame: iconFrame)
                badge.text = monogram
                badge.font = .systemFont(ofSize: 15, weight: .semibold)
                badge.textColor = .white
                badge.textAlignment = .center
                badge.backgroundColor = .gray
                badge.cornerRadius = iconFrame.width / 2
                badge.clipsToBounds = true
                addSubview(badge)
            }
        }
        if !isLast {
            let separator = View(
                frame: CGRect(x: 0, y: row.frame.height - 0.5, width: row.frame.width, height: 0.5))
            separator.backgroundColor = .separator
            addSubview(separator)
        }
    }

    override func renderContent(into attributes: inout RenderAttributes) {
        var label = title
        if let subtitle = row.item.localizedSubtitle, !subtitle.isEmpty { label += ", " + subtitle }
        attributes.accessibility = RenderAccessibility(
            label: label, role: "menuItem", states: isHighlighted ? ["selected"] : [])
    }
}
