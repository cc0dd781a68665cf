import Foundation

/// A window's context menu: asks the interaction's delegate, keeps the open menu (its submenu path,
/// its rows, the deferred elements' answers), shows its overlay and performs what a finger does on it.
///
/// One menu at a time per window. Every delegate and provider call is recorded in the host's event
/// log, in call order.
@MainActor
final class ContextMenuPresenter {
    /// A menu under way (lifting, or open).
    final class Session {
        let interaction: ContextMenuInteraction
        let configuration: ContextMenuConfiguration
        weak var recognizer: ContextMenuGestureRecognizer?
        var menu: Menu?
        var previewController: ViewController?
        /// The region lifted (the targeted preview's frame), in window coordinates.
        var sourceFrame: CGRect
        var cornerRadius: CGFloat
        var isOpen = false
        var submenus: [Menu] = []
        var rows: [ContextMenuRow] = []
        var highlighted: Int?
        var overlay: ContextMenuOverlayView?
        /// The header above the rows: the root menu's title, when it has one and no submenu is open
        /// in place (the submenu's title is its back row), as iOS 13 and later show it.
        @MainActor var headerTitle: String? {
            guard submenus.isEmpty, let title = menu?.title, !title.isEmpty else { return nil }
            return title
        }
        /// The answers of uncached deferred elements for this showing.
        var uncached: [ObjectIdentifier: [MenuElement]] = [:]
        var loading: Set<ObjectIdentifier> = []

        init(
            interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
            recognizer: ContextMenuGestureRecognizer?, sourceFrame: CGRect, cornerRadius: CGFloat
        ) {
            self.interaction = interaction
            self.configuration = configuration
            self.recognizer = recognizer
            self.sourceFrame = sourceFrame
            self.cornerRadius = cornerRadius
        }
    }

    /// Why a menu goes away.
    enum DismissReason {
        /// A tap outside, `dismissMenu()`, Escape.
        case outside
        /// An action was chosen (its handler runs after).
        case action(Action)
    }

    private weak var window: Window?
    /// The press's numbers.
    var pressConfiguration = ContextMenuPressConfiguration.standard
    /// The layout's numbers.
    var layout = ContextMenuLayout()
    /// The menu under way, or nil.
    private(set) var session: Session?

    init(window: Window) {
        self.window = window
    }

    /// The state the simulator reports.
    var state: ContextMenuState? {
        guard let session else { return nil }
        var state = ContextMenuState(
            titles: session.isOpen ? session.rows.map(\.title) : [],
            hasPreview: session.previewController != nil, isOpen: session.isOpen,
            destructiveTitles: session.isOpen ? session.rows.filter(\.isDestructive).map(\.title) : [],
            submenuTitle: session.submenus.last?.title,
            rowFrames: session.overlay.map { overlay in overlay.rowFramesInWindow } ?? [],
            previewFrame: session.overlay?.previewFrame ?? session.sourceFrame,
            menuFrame: session.overlay?.menuView.frame ?? .zero)
        state.previewCornerRadius = session.cornerRadius
        state.headerTitle = session.isOpen ? session.headerTitle : nil
        return state
    }

    func isHighlighting(for recognizer: ContextMenuGestureRecognizer) -> Bool {
        guard let session else { return false }
        return !session.isOpen && session.recognizer === recognizer
    }

    // MARK: The press

    /// The view starts to lift at `point` (window coordinates): asks for the configuration and the
    /// highlight preview. False when there is no menu (nil configuration) or one is under way.
    func highlight(
        _ interaction: ContextMenuInteraction, at point: CGPoint, recognizer: ContextMenuGestureRecognizer?
    ) -> Bool {
        guard session == nil, let window, let delegate = interaction.delegate, let view = interaction.view
        else { return false }
        let location = view.convert(point, from: nil)
        let ask = { delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: location) }
        let answer: ContextMenuConfiguration?
        if interaction.isSystemOwned {
            // A table or button of TouchKit's asks its own delegate; only an answer is logged.
            answer = ask()
            if answer != nil { call(.configurationForMenuAtLocation, returned: { _ in true }) {} }
        } else {
            answer = call(.configurationForMenuAtLocation, returned: { $0 != nil }, ask)
        }
        guard let configuration = answer else { return false }
        let preview = call(
            .previewForHighlightingMenu, returned: { $0 != nil },
            {
                delegate.contextMenuInteraction(
                    interaction, configuration: configuration,
                    highlightPreviewForItemWithIdentifier: configuration.identifier)
            })
        var frame = view.convert(view.bounds, to: nil)
        var radius = PreviewParameters().cornerRadius
        if let preview {
            if let targeted = preview.frameInWindow() {
                frame = targeted
            } else {
                window.application?.log(
                    "UIPreviewTarget requires that the container view is in a window: the menu lifts "
                        + "the interaction's view instead.")
            }
            radius = preview.parameters.effectiveCornerRadius
        }
        session = Session(
            interaction: interaction, configuration: configuration, recognizer: recognizer,
            sourceFrame: frame.intersection(window.bounds).isNull ? frame : frame.intersection(window.bounds),
            cornerRadius: radius)
        return true
    }

    /// Opens `interaction`'s menu at once, with no press (a button's menu as its primary action).
    func openAtOnce(_ interaction: ContextMenuInteraction, at point: CGPoint) -> Bool {
        guard session == nil else { return false }
        interaction.pressLocation = point
        guard highlight(interaction, at: point, recognizer: nil) else { return false }
        return open(byForce: false)
    }

    /// Whether menus open on this window's device: iOS 13 and later (a window without an
    /// application: always).
    var isAvailable: Bool {
        guard let host = window?.application?.host else { return true }
        return host.services.systemVersion.majorVersion >= 13
    }

    /// The press lifted or moved away before the menu opened.
    func cancelHighlight() {
        guard let session, !session.isOpen else { return }
        self.session = nil
    }

    /// The menu opens: the providers run; false (and the lift cancels) when there is neither a
    /// preview nor a visible menu item.
    func open(byForce: Bool) -> Bool {
        guard let session, !session.isOpen, let window else { return false }
        let configuration = session.configuration
        if let provider = configuration.previewProvider {
            session.previewController = call(.previewProvider, returned: { $0 != nil }, provider)
        }
        if let provider = configuration.actionProvider {
            let suggested = session.interaction.suggestedActions?() ?? []
            session.menu = call(.actionProvider, returned: { $0 != nil }) { provider(suggested) }
        }
        session.rows = rows(of: session)
        orderRows(of: session)
        guard session.previewController != nil || !session.rows.isEmpty else {
            self.session = nil
            return false
        }
        session.isOpen = true
        if let application = window.application { application.host?.recordHaptic(.peek, in: application) }
        let animator = ContextMenuAnimator(previewViewController: session.previewController)
        if let delegate = session.interaction.delegate {
            call(.willDisplayMenu) {
                delegate.contextMenuInteraction(
                    session.interaction, willDisplayMenuFor: configuration, animator: animator)
            }
        }
        let overlay = ContextMenuOverlayView(frame: window.bounds)
        overlay.presenter = self
        session.overlay = overlay
        window.addSubview(overlay)
        if let controller = session.previewController { install(controller, in: overlay) }
        overlay.update(session, layout: layout)
        window.beginTransition(.fadeIn, of: overlay, animated: true) {}
        animator.finish()
        return true
    }

    /// The finger, still down after the menu opened, moved to `point`: the row under it highlights.
    func fingerMoved(to point: CGPoint) {
        guard let session, session.isOpen, let overlay = session.overlay else { return }
        let row = overlay.row(at: overlay.convert(point, from: nil))
        if row != session.highlighted {
            session.highlighted = row
            overlay.update(session, layout: layout)
        }
    }

    /// The finger lifted after the menu opened: on a row after a drag, it chooses it; otherwise the
    /// menu stays open.
    func fingerLifted(at point: CGPoint, dragged: Bool) {
        guard let session, session.isOpen, let overlay = session.overlay else { return }
        session.highlighted = nil
        if dragged, let row = overlay.row(at: overlay.convert(point, from: nil)) {
            choose(row: row)
        } else {
            overlay.update(session, layout: layout)
        }
    }

    // MARK: Taps on the open menu

    /// A tap on the overlay.
    func tap(_ target: ContextMenuOverlayView.Target) {
        guard let session, session.isOpen else { return }
        switch target {
        case .row(let index): choose(row: index)
        case .preview: commit(session)
        case .outside: dismiss(reason: .outside)
        case .menu: break
        }
    }

    /// Chooses the visible row titled `title`; false when none shows.
    func choose(titled title: String) -> Bool {
        guard let session, session.isOpen, let index = session.rows.firstIndex(where: { $0.title == title })
        else { return false }
        choose(row: index)
        return true
    }

    /// Re-reads the rows (a deferred element answered, `updateVisibleMenu`).
    func refresh() {
        guard let session, session.isOpen else { return }
        session.rows = rows(of: session)
        orderRows(of: session)
        session.overlay?.update(session, layout: layout)
    }

    private func choose(row index: Int) {
        guard let session, session.rows.indices.contains(index) else { return }
        let row = session.rows[index]
        guard !row.isDisabled else { return }
        switch row.kind {
        case .action(let action):
            dismiss(reason: .action(action))
        case .submenu(let menu):
            session.submenus.append(menu)
            refresh()
        case .back:
            session.submenus.removeLast()
            refresh()
        case .loading:
            break
        }
    }

    /// Closes the menu: the dismissal preview, `willEndFor`, then (for an action) its handler.
    func dismiss(reason: DismissReason) {
        guard let session else { return }
        guard session.isOpen else {
            self.session = nil
            return
        }
        let animator = ContextMenuAnimator(previewViewController: session.previewController)
        if let delegate = session.interaction.delegate {
            _ = call(.previewForDismissingMenu, returned: { $0 != nil }) {
                delegate.contextMenuInteraction(
                    session.interaction, configuration: session.configuration,
                    dismissalPreviewForItemWithIdentifier: session.configuration.identifier)
            }
            call(.willEndMenu) {
                delegate.contextMenuInteraction(
                    session.interaction, willEndFor: session.configuration, animator: animator)
            }
        }
        tearDown(session)
        animator.finish()
        if case .action(let action) = reason {
            if let parent = parentMenu(of: action, in: session), parent.options.contains(.singleSelection) {
                for case let sibling as Action in parent.children {
                    sibling.state = sibling === action ? .on : .off
                }
            }
            call(.menuAction, message: action.title) { action.perform(sender: session.interaction) }
        }
    }

    private func commit(_ session: Session) {
        let animator = ContextMenuAnimator(previewViewController: session.previewController)
        let preview = session.overlay.map { $0.convert($0.previewFrame, to: nil) }
        if let delegate = session.interaction.delegate {
            call(.willPerformPreviewAction) {
                delegate.contextMenuInteraction(
                    session.interaction, willPerformPreviewActionForMenuWith: session.configuration,
                    animator: animator)
            }
            if animator.preferredCommitStyle == .dismiss {
                _ = call(.previewForDismissingMenu, returned: { $0 != nil }) {
                    delegate.contextMenuInteraction(
                        session.interaction, configuration: session.configuration,
                        dismissalPreviewForItemWithIdentifier: session.configuration.identifier)
                }
            }
            call(.willEndMenu) {
                delegate.contextMenuInteraction(
                    session.interaction, willEndFor: session.configuration, animator: animator)
            }
        }
        tearDown(session)
        if animator.preferredCommitStyle == .pop {
            if let application = window?.application { application.host?.recordHaptic(.pop, in: application) }
            window?.expansionOrigin = preview
        }
        animator.finish()
        window?.expansionOrigin = nil
    }

    // MARK: Machinery

    private func install(_ controller: ViewController, in overlay: ContextMenuOverlayView) {
        controller.presentingStorage = session?.interaction.view?.enclosingViewController
        controller.updateTraitCollection()
        controller.beginAppearanceTransition(true, animated: true)
        overlay.install(controller.view)
        controller.endAppearanceTransition()
    }

    private func removePreview(_ session: Session) {
        guard let controller = session.previewController, controller.viewStorage?.superviewStorage != nil
        else { return }
        controller.beginAppearanceTransition(false, animated: true)
        controller.viewStorage?.removeFromSuperview()
        controller.presentingStorage = nil
        controller.updateTraitCollection()
        controller.endAppearanceTransition()
    }

    private func tearDown(_ session: Session) {
        removePreview(session)
        session.overlay?.removeFromSuperview()
        session.overlay?.presenter = nil
        if self.session === session { self.session = nil }
        session.recognizer?.presentationEnded()
    }

    /// From iOS 14, a menu that sits above its preview lists its elements bottom up, the first nearest
    /// the preview and the finger (`preferredMenuElementOrder` `.automatic` and `.priority`; `.fixed`
    /// keeps them top down), as UIKit does; iOS 13 lists top down wherever the menu is. A submenu open
    /// in place keeps its title row on top (ours).
    private func orderRows(of session: Session) {
        guard session.submenus.isEmpty, session.configuration.preferredMenuElementOrder != .fixed,
            let window, (window.application?.host?.services.systemVersion.majorVersion ?? 13) >= 14
        else { return }
        let placement = ContextMenuOverlayView.placement(
            of: session, layout: layout, in: window.bounds, top: window.screen.statusBarHeight)
        if !placement.placed.menuBelow { session.rows = ContextMenuRow.reversedBySection(session.rows) }
    }

    /// The rows of the menu (or the open submenu): destructive elements after the others in each
    /// menu, inline menus as sections, hidden actions left out, deferred elements resolved.
    private func rows(of session: Session) -> [ContextMenuRow] {
        var rows: [ContextMenuRow] = []
        if let submenu = session.submenus.last {
            rows.append(
                ContextMenuRow(
                    kind: .back(submenu), title: submenu.title, image: Image(systemName: "chevron.down"),
                    isDestructive: submenu.options.contains(.destructive), isDisabled: false, state: .off,
                    startsSection: false))
            var breakNext = true
            append(submenu.children, to: &rows, session: session, breakNext: &breakNext)
        } else if let menu = session.menu {
            var breakNext = false
            append(menu.children, to: &rows, session: session, breakNext: &breakNext)
        }
        return rows
    }

    private func append(
        _ elements: [MenuElement], to rows: inout [ContextMenuRow], session: Session, breakNext: inout Bool
    ) {
        let ordered = elements.filter { !isDestructive($0) } + elements.filter(isDestructive)
        for element in ordered {
            switch element {
            case let action as Action:
                guard !action.attributes.contains(.hidden) else { continue }
                rows.append(
                    ContextMenuRow(
                        kind: .action(action), title: action.title, image: action.image,
                        isDestructive: action.attributes.contains(.destructive),
                        isDisabled: action.attributes.contains(.disabled), state: action.state,
                        startsSection: breakNext && !rows.isEmpty))
                breakNext = false
            case let menu as Menu where menu.options.contains(.displayInline):
                breakNext = true
                append(menu.children, to: &rows, session: session, breakNext: &breakNext)
                breakNext = true
            case let menu as Menu:
                rows.append(
                    ContextMenuRow(
                        kind: .submenu(menu), title: menu.title,
                        image: menu.image ?? Image(systemName: "chevron.right"),
                        isDestructive: menu.options.contains(.destructive), isDisabled: false, state: .off,
                        startsSection: breakNext && !rows.isEmpty))
                breakNext = false
            case let deferred as DeferredMenuElement:
                if let elements = resolve(deferred, in: session) {
                    append(elements, to: &rows, session: session, breakNext: &breakNext)
                } else {
                    rows.append(
                        ContextMenuRow(
                            kind: .loading, title: MenuElementLoading.title, image: nil, isDestructive: false,
                            isDisabled: true, state: .off, startsSection: breakNext && !rows.isEmpty))
                    breakNext = false
                }
            default:
                continue
            }
        }
    }

    private func isDestructive(_ element: MenuElement) -> Bool {
        switch element {
        case let action as Action: action.attributes.contains(.destructive)
        case let menu as Menu: !menu.options.contains(.displayInline) && menu.options.contains(.destructive)
        default: false
        }
    }

    /// The deferred element's elements, or nil while it loads (asking it the first time).
    private func resolve(_ element: DeferredMenuElement, in session: Session) -> [MenuElement]? {
        let key = ObjectIdentifier(element)
        if element.isUncached {
            if let elements = session.uncached[key] { return elements }
            guard !session.loading.contains(key) else { return nil }
            session.loading.insert(key)
            element.provider { [weak self, weak session] elements in
                guard let session else { return }
                session.loading.remove(key)
                session.uncached[key] = elements
                self?.refreshIfOpen(session)
            }
            return session.uncached[key]
        }
        if let resolved = element.resolved { return resolved }
        guard !element.isLoading else { return nil }
        element.isLoading = true
        element.provider { [weak self, weak session, weak element] elements in
            guard let element else { return }
            element.isLoading = false
            element.resolved = elements
            if let session { self?.refreshIfOpen(session) }
        }
        return element.resolved
    }

    private func refreshIfOpen(_ session: Session) {
        // A synchronous answer arrives while the rows are being built; that pass picks it up.
        guard self.session === session, session.isOpen, session.overlay != nil else { return }
        refresh()
    }

    private func parentMenu(of action: Action, in session: Session) -> Menu? {
        func search(_ menu: Menu) -> Menu? {
            if menu.children.contains(where: { $0 === action }) { return menu }
            for case let child as Menu in menu.children {
                if let found = search(child) { return found }
            }
            return nil
        }
        return session.menu.flatMap(search)
    }

    /// Runs `body`, recording it in the host's log as `kind`.
    @discardableResult
    private func call<Result>(
        _ kind: LifecycleEvent.Kind, message: String? = nil, returned: (Result) -> Bool? = { _ in nil },
        _ body: () -> Result
    ) -> Result {
        guard let application = window?.application, let host = application.host else { return body() }
        return host.callPreviewing(kind, application, message: message, returned: returned, body)
    }
}
