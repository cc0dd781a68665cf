import Foundation
import QuickActions
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

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

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

/// One row of the menu: its icon, its title lines and its subtitle. The lines are the ones `MenuLayout`
/// broke the title into (cut with an ellipsis where it cut them), one one-line label each that may
/// shrink its font to fit (`adjustsFontSizeToFitWidth`), so a renderer draws exactly those lines: it
/// never wraps or cuts them again with its own font.
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
        let isDestructive = SystemMenuRow(rawValue: row.item.type)?.isDestructive ?? false
        var lineTop = row.textFrame.minY
        for line in row.titleLines {
            let lineLabel = Self.lineLabel(
                line,
                frame: CGRect(
                    x: row.textFrame.minX, y: lineTop, width: row.textFrame.width,
                    height: layout.titleLineHeight),
                fontSize: layout.titleFontSize, alignment: alignmentValue)
            if isDestructive { lineLabel.textColor = .systemRed }
            addSubview(lineLabel)
            lineTop += layout.titleLineHeight
        }
        if let subtitle = row.subtitle {
            let subtitleLabel = Self.lineLabel(
                subtitle,
                frame: CGRect(
                    x: row.textFrame.minX, y: lineTop, width: row.textFrame.width,
                    height: layout.subtitleLineHeight),
                fontSize: layout.subtitleFontSize, alignment: alignmentValue)
            subtitleLabel.textColor = .secondaryLabel
            addSubview(subtitleLabel)
        }
        if let iconFrame = row.iconFrame, let icon = row.item.icon {
            if let image = icon.image(bundleIdentifier: bundleIdentifier) {
                let imageView = ImageView(image: image)
                imageView.frame = iconFrame
                imageView.tintColor = isDestructive ? .systemRed : .label
                if case .contact = icon {
                    // A contact's picture, in a circle as iOS draws it.
                    imageView.contentMode = .scaleAspectFill
                    imageView.cornerRadius = iconFrame.width / 2
                    imageView.clipsToBounds = true
                }
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

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    /// The smallest font scale a line may shrink to in a renderer whose font is wider than San
    /// Francisco (ours).
    static let minimumLineScale: CGFloat = 0.7

    /// One line as laid out: drawn whole, never wrapped or cut again.
    private static func lineLabel(
        _ text: String, frame: CGRect, fontSize: CGFloat, alignment: Label.TextAlignment
    ) -> Label {
        let label = Label(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: fontSize)
        label.textAlignment = alignment
        label.numberOfLines = 1
        label.lineBreakMode = .clipping
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = minimumLineScale
        return label
    }

    override func renderContent(into attributes: inout RenderAttributes) {
        var label = title
        if let subtitle = row.item.localizedSubtitle, !subtitle.isEmpty { label += ", " + subtitle }
        attributes.accessibility = RenderAccessibility(
            label: label, role: "menuItem", states: isHighlighted ? ["selected"] : [])
    }
}
