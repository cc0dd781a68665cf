import Foundation

/// What a peek-and-pop presentation draws over its window: the blur, dimmed, in four bands around the
/// source rect's cut-out (so the source region stays sharp, drawn by the views underneath), the preview
/// at its size with its shadow, the chevron that says actions wait above it, and the action sheet.
///
/// Laid out from the `PreviewPresentation` value by `update`; only what changed is touched, so a force
/// sample during the hint updates four nodes. While the peek is pinned it takes every tap: a row runs
/// its action (or opens its group), the preview commits, anywhere else dismisses.
@MainActor
final class PreviewOverlayView: View {
    weak var presenter: PreviewPresenter?
    /// Top, bottom, left and right of the cut-out.
    let bands: [VisualEffectView]
    let previewContainer = View()
    let chevron = ImageView(image: Image(systemName: "chevron.up"))
    let sheet = PreviewActionSheetView()
    private var pressedTarget: PreviewPresentation.TapTarget?

    /// The chevron's size above the preview (ours).
    static let chevronSize = CGSize(width: 36, height: 14)

    override init(frame: CGRect) {
        bands = (0..<4).map { _ in VisualEffectView(effect: BlurEffect(style: .regular)) }
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for band in bands {
            band.isUserInteractionEnabled = false
            band.isHidden = true
            addSubview(band)
        }
        previewContainer.clipsToBounds = true
        previewContainer.backgroundColor = .systemBackground
        previewContainer.isUserInteractionEnabled = false
        previewContainer.isHidden = true
        addSubview(previewContainer)
        chevron.tintColor = .white
        chevron.isUserInteractionEnabled = false
        chevron.isHidden = true
        addSubview(chevron)
        sheet.isUserInteractionEnabled = false
        sheet.isHidden = true
        addSubview(sheet)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    /// Puts the preview controller's view in the container.
    func install(_ view: View) {
        view.frame = previewContainer.bounds
        previewContainer.addSubview(view)
    }

    /// Lays everything out for `session`'s presentation.
    func update(_ session: PreviewPresenter.Session, configuration: PreviewingConfiguration) {
        let presentation = session.presentation
        let size = bounds.size
        isUserInteractionEnabled = presentation.stage == .pinned

        // The blur, with the source rect cut out during the hint (everything blurs from the peek on).
        let fraction = presentation.blurFraction
        let cut = presentation.stage == .hint ? session.cutOut : CGRect.zero
        let frames = [
            CGRect(x: 0, y: 0, width: size.width, height: max(0, cut.minY)),
            CGRect(x: 0, y: cut.maxY, width: size.width, height: max(0, size.height - cut.maxY)),
            CGRect(x: 0, y: cut.minY, width: max(0, cut.minX), height: cut.height),
            CGRect(x: cut.maxX, y: cut.minY, width: max(0, size.width - cut.maxX), height: cut.height),
        ]
        for (band, frame) in zip(bands, frames) {
            if band.frame != frame { band.frame = frame }
            if band.backgroundColor != configuration.dimmingColor {
                band.backgroundColor = configuration.dimmingColor
            }
            band.isHidden = fraction <= 0
            band.alpha = fraction
            band.blurRadius = configuration.maximumBlurRadius * fraction
        }

        // The preview, centred, moved up by the drag and above the sheet.
        let previewFrame = self.previewFrame(for: session, configuration: configuration)
        previewContainer.isHidden = !presentation.showsPreview
        if previewContainer.frame != previewFrame {
            previewContainer.frame = previewFrame
            for subview in previewContainer.subviews { subview.frame = previewContainer.bounds }
        }
        previewContainer.cornerRadius = configuration.previewCornerRadius
        previewContainer.shadowOpacity = configuration.previewShadowOpacity
        previewContainer.shadowRadius = configuration.previewShadowRadius
        previewContainer.shadowOffset = configuration.previewShadowOffset
        let title = session.controller.title ?? session.controller.navigationItem.title
        previewContainer.accessibilityLabel =
            presentation.stage == .pinned ? "Open \(title ?? "preview")" : nil
        previewContainer.accessibilityTraits = presentation.stage == .pinned ? .button : .none

        // The chevron says there are actions to drag up to.
        chevron.isHidden =
            !presentation.showsPreview || presentation.items.isEmpty || presentation.actionsVisible
        let chevronFrame = CGRect(
            x: (size.width - Self.chevronSize.width) / 2, y: previewFrame.minY - Self.chevronSize.height - 8,
            width: Self.chevronSize.width, height: Self.chevronSize.height)
        if chevron.frame != chevronFrame { chevron.frame = chevronFrame }

        // The sheet.
        sheet.isHidden = !presentation.actionsVisible
        if presentation.actionsVisible {
            let rows = rows(of: session)
            sheet.show(rows, group: presentation.openGroup, configuration: configuration)
            let sheetFrame = self.sheetFrame(rowCount: rows.count, configuration: configuration)
            if sheet.frame != sheetFrame { sheet.frame = sheetFrame }
        }
    }

    /// The rows the sheet lists now.
    func rows(of session: PreviewPresenter.Session) -> [any PreviewActionItem] {
        if let group = session.presentation.openGroup,
            let actions = (session.items[group] as? PreviewActionGroup)?.actions
        {
            return actions
        }
        return session.items
    }

    /// Where the preview goes: its size (preferred, or the default), centred, moved up by the drag, and
    /// above the action sheet when it shows.
    func previewFrame(for session: PreviewPresenter.Session, configuration: PreviewingConfiguration) -> CGRect
    {
        let presentation = session.presentation
        let size = configuration.previewSize(
            preferred: session.controller.preferredContentSize, in: bounds.size)
        var y = (bounds.height - size.height) / 2 - presentation.dragOffset
        if presentation.actionsVisible {
            let sheet = sheetFrame(rowCount: presentation.rowCount, configuration: configuration)
            y = min(y, sheet.minY - configuration.actionSheetMargin - size.height)
        }
        return CGRect(x: (bounds.width - size.width) / 2, y: y, width: size.width, height: size.height)
    }

    /// Where the action sheet goes: along the bottom, inside the margins.
    func sheetFrame(rowCount: Int, configuration: PreviewingConfiguration) -> CGRect {
        let margin = configuration.actionSheetMargin
        let height = CGFloat(rowCount) * configuration.actionRowHeight
        return CGRect(
            x: margin, y: bounds.height - margin - height, width: max(0, bounds.width - 2 * margin),
            height: height)
    }

    // MARK: Taps on a pinned peek

    private func target(at point: CGPoint) -> PreviewPresentation.TapTarget {
        if !sheet.isHidden, sheet.frame.contains(point), let index = sheet.row(at: convert(point, to: sheet))
        {
            return .row(index)
        }
        if !previewContainer.isHidden, previewContainer.frame.contains(point) { return .preview }
        return .outside
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        let target = target(at: touch.location(in: self))
        pressedTarget = target
        if case .row(let index) = target { sheet.highlight(index) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let pressed = pressedTarget else { return }
        pressedTarget = nil
        sheet.highlight(nil)
        guard target(at: touch.location(in: self)) == pressed else { return }
        presenter?.tap(pressed)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        pressedTarget = nil
        sheet.highlight(nil)
    }
}
