import Foundation

/// What an open context menu draws over its window, in the iOS 13 look: the blur (around the lifted
/// view, which stays sharp underneath, or everywhere when a preview controller shows), the preview
/// at its `preferredContentSize`, and the menu — rows with their icons on the right, destructive ones
/// in red, sections set off by gaps — below or above it.
///
/// It takes every tap while open: a row chooses, the preview commits, anywhere else dismisses.
@MainActor
final class ContextMenuOverlayView: View {
    /// What a tap lands on.
    enum Target: Equatable {
        /// A row of the menu.
        case row(Int)
        /// The preview (or the lifted view).
        case preview
        /// The menu between its rows (its header, a section gap): nothing happens.
        case menu
        /// Anywhere else.
        case outside
    }

    weak var presenter: ContextMenuPresenter?
    /// Top, bottom, left and right of the lifted view's cut-out (all of the screen with a preview).
    let bands: [VisualEffectView]
    let previewContainer = View()
    let menuView = ContextMenuListView()
    private var rowViews: [View] = []
    /// The titled root menu's header (its text and the hairline under it), when one shows.
    private var headerView: View?
    private var rowFrames: [CGRect] = []
    /// The preview's frame (overlay coordinates).
    private(set) var previewFrame: CGRect = .zero
    private var pressed: Target?

    override init(frame: CGRect) {
        bands = (0..<4).map { _ in VisualEffectView(effect: BlurEffect(style: .regular)) }
        super.init(frame: frame)
        for band in bands {
            band.isUserInteractionEnabled = false
            addSubview(band)
        }
        previewContainer.clipsToBounds = true
        previewContainer.backgroundColor = .systemBackground
        previewContainer.isUserInteractionEnabled = false
        previewContainer.isHidden = true
        previewContainer.shadowOpacity = 0.2
        previewContainer.shadowRadius = 12
        addSubview(previewContainer)
        menuView.clipsToBounds = true
        menuView.isUserInteractionEnabled = false
        menuView.accessibilityLabel = "Context menu"
        addSubview(menuView)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    /// Puts the preview controller's view in the container.
    func install(_ view: View) {
        previewContainer.isHidden = false
        view.frame = previewContainer.bounds
        previewContainer.addSubview(view)
    }

    /// The rows' frames in window coordinates (the overlay fills the window).
    var rowFramesInWindow: [CGRect] {
        rowFrames.map {
            $0.offsetBy(dx: menuView.frame.minX + frame.minX, dy: menuView.frame.minY + frame.minY)
        }
    }

    /// The row at `point` (overlay coordinates), if any.
    func row(at point: CGPoint) -> Int? {
        guard menuView.frame.contains(point) else { return nil }
        let inner = convert(point, to: menuView)
        return rowFrames.firstIndex { $0.contains(inner) }
    }

    /// Where `session`'s preview and menu go in `bounds` (status bar `top`), and its rows' frames in
    /// the menu: what `update` draws, and what the presenter asks before ordering the rows.
    /// - Complexity: O(*n*) in the rows.
    static func placement(
        of session: ContextMenuPresenter.Session, layout: ContextMenuLayout, in bounds: CGRect, top: CGFloat
    ) -> (placed: (preview: CGRect, menu: CGRect, menuBelow: Bool), rowFrames: [CGRect]) {
        // A titled root menu's header sits above the rows, whichever way up they are listed.
        var menuHeight = layout.headerHeight(for: session.headerTitle)
        var frames: [CGRect] = []
        for row in session.rows {
            if row.startsSection { menuHeight += layout.sectionGap }
            frames.append(CGRect(x: 0, y: menuHeight, width: layout.menuWidth, height: layout.rowHeight))
            menuHeight += layout.rowHeight
        }
        let previewSize: CGSize? = session.previewController.map { controller in
            let preferred = controller.preferredContentSize
            let width = preferred.width > 0 ? preferred.width : bounds.width - 2 * layout.margin
            let height = preferred.height > 0 ? preferred.height : bounds.height * 0.55
            return CGSize(width: width, height: height)
        }
        let placed = layout.frames(
            source: session.sourceFrame, previewSize: previewSize, menuHeight: menuHeight, in: bounds,
            top: top)
        return (placed, frames)
    }

    /// Lays everything out for `session`.
    func update(_ session: ContextMenuPresenter.Session, layout: ContextMenuLayout) {
        let rows = session.rows
        let top = window?.screen.statusBarHeight ?? 20
        let (placed, frames) = Self.placement(of: session, layout: layout, in: bounds, top: top)
        previewFrame = placed.preview

        // The blur: around the lifted view, or everywhere when a preview controller shows.
        let cut = session.previewController == nil ? placed.preview : .zero
        let size = bounds.size
        let bandFrames = [
            CGRect(x: 0, y: 0, width: size.width, height: max(0, cut.minY)),
            CGRect(x: 0, y: cut.maxY, width: size.width, height: max(0, size.height - cut.maxY)),
            CGRect(x: 0, y: cut.minY, width: max(0, cut.minX), height: cut.height),
            CGRect(x: cut.maxX, y: cut.minY, width: max(0, size.width - cut.maxX), height: cut.height),
        ]
        for (band, frame) in zip(bands, bandFrames) {
            band.frame = frame
            band.backgroundColor = layout.dimmingColor
            band.blurRadius = layout.blurRadius
            band.isHidden = frame.isEmpty
        }

        previewContainer.frame = placed.preview
        previewContainer.cornerRadius = session.cornerRadius
        for subview in previewContainer.subviews { subview.frame = previewContainer.bounds }
        previewContainer.isHidden = session.previewController == nil
        previewContainer.accessibilityLabel = "Preview"

        menuView.frame = placed.menu
        menuView.isHidden = rows.isEmpty
        menuView.cornerRadius = layout.cornerRadius
        menuView.backgroundColor = layout.menuColor
        for view in rowViews { view.removeFromSuperview() }
        rowViews = []
        rowFrames = frames
        headerView?.removeFromSuperview()
        headerView = nil
        if let title = session.headerTitle {
            let header = self.header(title, layout: layout)
            menuView.addSubview(header)
            headerView = header
        }
        for (index, (row, frame)) in zip(rows, frames).enumerated() {
            let view = rowView(row, highlighted: session.highlighted == index, layout: layout)
            view.frame = frame
            if row.startsSection {
                let gap = View(
                    frame: CGRect(x: 0, y: -layout.sectionGap, width: frame.width, height: layout.sectionGap))
                gap.backgroundColor = Color(white: 0.75, alpha: 0.6)
                view.addSubview(gap)
            }
            menuView.addSubview(view)
            rowViews.append(view)
        }
    }

    /// The header of a titled menu: its title in small secondary-colour text, wrapped, 16 points in
    /// from each side, over a hairline that sets it off from the first row.
    private func header(_ title: String, layout: ContextMenuLayout) -> View {
        let height = layout.headerHeight(for: title)
        let view = View(frame: CGRect(x: 0, y: 0, width: layout.menuWidth, height: height))
        view.isUserInteractionEnabled = false
        let label = Label(
            frame: CGRect(
                x: 16, y: layout.headerPadding, width: layout.menuWidth - 32,
                height: height - 2 * layout.headerPadding))
        label.text = title
        label.font = layout.headerFont
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.lineBreakMode = .wordWrapping
        label.textAlignment = .center
        label.accessibilityTraits = .header
        view.addSubview(label)
        let separator = View(frame: CGRect(x: 0, y: height - 0.5, width: layout.menuWidth, height: 0.5))
        separator.backgroundColor = .separator
        view.addSubview(separator)
        return view
    }

    private func rowView(_ row: ContextMenuRow, highlighted: Bool, layout: ContextMenuLayout) -> View {
        let view = ContextMenuRowView()
        view.title = row.title
        view.isDisabled = row.isDisabled
        view.isChecked = row.state == .on
        view.backgroundColor = highlighted ? layout.highlightColor : .clear
        let color: Color = row.isDisabled ? .gray : row.isDestructive ? .systemRed : .label
        let leading: CGFloat = row.state == .off ? 16 : 40
        let title = Label(
            frame: CGRect(x: leading, y: 0, width: layout.menuWidth - leading - 48, height: layout.rowHeight))
        title.text = row.title
        title.textColor = color
        title.font = .systemFont(ofSize: 17)
        if case .back = row.kind { title.font = .boldSystemFont(ofSize: 17) }
        view.addSubview(title)
        if row.state != .off {
            let mark = ImageView(image: Image(systemName: row.state == .on ? "checkmark" : "minus"))
            mark.frame = CGRect(x: 12, y: (layout.rowHeight - 20) / 2, width: 20, height: 20)
            mark.tintColor = color
            view.addSubview(mark)
        }
        if let image = row.image {
            let icon = ImageView(image: image)
            icon.frame = CGRect(
                x: layout.menuWidth - 40, y: (layout.rowHeight - 22) / 2, width: 22, height: 22)
            icon.tintColor = color
            view.addSubview(icon)
        }
        let separator = View(
            frame: CGRect(x: 0, y: layout.rowHeight - 0.5, width: layout.menuWidth, height: 0.5))
        separator.backgroundColor = .separator
        view.addSubview(separator)
        return view
    }

    private func target(at point: CGPoint) -> Target {
        if let row = row(at: point) { return .row(row) }
        if menuView.frame.contains(point) { return .menu }
        if previewFrame.contains(point) { return .preview }
        return .outside
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        pressed = target(at: touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let pressed else { return }
        self.pressed = nil
        let target = target(at: touch.location(in: self))
        // A tap outside dismisses wherever it lifts; a row or the preview only where it began.
        if pressed == .outside || target == pressed { presenter?.tap(pressed) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        pressed = nil
    }
}

/// The menu's list: a `menu` to the renderer (the simulator gives it the keyboard focus and Escape).
@MainActor
final class ContextMenuListView: View {
    override func renderContent(into attributes: inout RenderAttributes) {
        attributes.accessibility = RenderAccessibility(
            label: accessibilityLabel ?? "Context menu", role: "menu")
    }
}

/// One row of the menu: a `menuItem` to the renderer, `selected` when checked, `disabled` when inert.
@MainActor
final class ContextMenuRowView: View {
    var title = ""
    var isDisabled = false
    var isChecked = false

    override func renderContent(into attributes: inout RenderAttributes) {
        var states: [String] = []
        if isChecked { states.append("selected") }
        if isDisabled { states.append("disabled") }
        attributes.accessibility = RenderAccessibility(label: title, role: "menuItem", states: states)
    }
}
