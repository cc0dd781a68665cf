import ForceTouch
import Foundation

/// A window's peek-and-pop presentation: asks the delegate at the hint, keeps the
/// `PreviewPresentation` value, shows its overlay (the blur with its cut-out, the preview, the action
/// sheet) and performs its effects (commit, actions, dismissal).
///
/// One presentation at a time per window. Driven by the previewing recognizers of the window's
/// registrations; a peek pinned on screen takes the taps itself through its overlay.
@MainActor
final class PreviewPresenter {
    /// A presentation under way.
    final class Session {
        let context: PreviewingContext
        let controller: ViewController
        weak var recognizer: PreviewingGestureRecognizer?
        var presentation: PreviewPresentation
        /// The region that stays sharp during the hint, in window coordinates.
        let cutOut: CGRect
        let overlay: PreviewOverlayView
        let items: [any PreviewActionItem]
        var previewShown = false
        /// The link a web view's preview shows.
        var linkURL: URL?

        init(
            context: PreviewingContext, controller: ViewController, recognizer: PreviewingGestureRecognizer?,
            presentation: PreviewPresentation, cutOut: CGRect, overlay: PreviewOverlayView,
            items: [any PreviewActionItem]
        ) {
            self.context = context
            self.controller = controller
            self.recognizer = recognizer
            self.presentation = presentation
            self.cutOut = cutOut
            self.overlay = overlay
            self.items = items
        }
    }

    private weak var window: Window?
    /// The user's sensitivity; presses pick it up from their next sample.
    var sensitivity: Sensitivity
    /// The force levels and timing rules presses start with.
    var pressConfiguration: ForcePressConfiguration
    /// The presentation's numbers.
    var configuration = PreviewingConfiguration.standard
    /// The presentation under way, or nil.
    private(set) var session: Session?

    init(window: Window) {
        self.window = window
        sensitivity = window.application?.host?.forcePressSensitivity ?? .medium
        pressConfiguration = window.application?.host?.forcePressConfiguration ?? .standard
    }

    /// The state the simulator reports, or nil.
    var state: PreviewState? {
        guard let session, var state = session.presentation.state else { return nil }
        state.linkURL = session.linkURL
        return state
    }

    // MARK: Driven by the recognizer

    /// The press hinted at `point` (window coordinates): asks `context`'s delegate for a preview and,
    /// when there is one, starts the presentation. False when there is none (or one is under way).
    func begin(
        context: PreviewingContext, at point: CGPoint, recognizer: PreviewingGestureRecognizer,
        usesLongPress: Bool
    ) -> Bool {
        guard session == nil, let window, let delegate = context.delegate else { return false }
        let source = context.sourceView
        context.sourceRect = source.bounds
        let location = source.convert(point, from: nil)
        let application = window.application
        context.previewLinkURL = nil
        let ask = { delegate.previewingContext(context, viewControllerForLocation: location) }
        let answer =
            if let application, let host = application.host {
                host.callPreviewing(
                    .viewControllerForLocation, application, returned: { $0 != nil }, ask)
            } else {
                ask()
            }
        guard let controller = answer, session == nil, source.window === window else { return false }
        if controller.parentStorage != nil || controller.presentingStorage != nil
            || controller.rootOfWindow != nil || controller.viewStorage?.superviewStorage != nil
        {
            context.viewController?.reportMisuse(.previewControllerInUse(controller: controller.debugName))
            return false
        }
        let items = controller.previewActionItems
        if let application, let host = application.host, !items.isEmpty {
            host.callPreviewing(
                .previewActionItems, application, message: items.map(\.title).joined(separator: ", ")
            ) {}
        }
        let cutOut = source.convert(context.sourceRect, to: nil).intersection(window.bounds)
        let overlay = PreviewOverlayView(frame: window.bounds)
        let presentation = PreviewPresentation(
            items: items.map { ($0 as? PreviewActionGroup)?.actions.count },
            usesLongPress: usesLongPress, configuration: configuration)
        let session = Session(
            context: context, controller: controller, recognizer: recognizer, presentation: presentation,
            cutOut: cutOut.isNull ? .zero : cutOut, overlay: overlay, items: items)
        session.linkURL = context.previewLinkURL
        overlay.presenter = self
        self.session = session
        window.addSubview(overlay)
        overlay.update(session, configuration: configuration)
        return true
    }

    /// One event of the press that drives the presentation; `touchY` is the finger's height.
    func handle(_ event: ForcePressEvent, touchY: CGFloat) {
        guard let session else { return }
        let effect = session.presentation.handle(event)
        if effect == .showPreview { session.presentation.drag(toY: touchY) }
        perform(effect, in: session)
    }

    /// The finger moved to `y` while pressing (drags the peek, reveals the actions).
    func dragged(toY y: CGFloat) {
        guard let session, session.presentation.stage == .peek else { return }
        let before = session.presentation
        session.presentation.drag(toY: y)
        if session.presentation != before { session.overlay.update(session, configuration: configuration) }
    }

    /// Reveals the peek's actions without the drag (the keyboard, assistive technologies).
    func revealActions() {
        guard let session else { return }
        let before = session.presentation
        session.presentation.revealActions()
        if session.presentation != before { session.overlay.update(session, configuration: configuration) }
    }

    /// A tap on the pinned peek's overlay.
    func tap(_ target: PreviewPresentation.TapTarget) {
        guard let session else { return }
        let effect = session.presentation.tap(target)
        perform(effect, in: session)
    }

    /// Takes the presentation down without a commit; tells the recognizer driving it to stop following
    /// the press when `notifyingRecognizer`.
    func dismiss(notifyingRecognizer: Bool = true) {
        guard let session else { return }
        _ = session.presentation.dismiss()
        tearDown(session)
        if notifyingRecognizer { session.recognizer?.presentationEnded() }
    }

    // MARK: Effects

    private func perform(_ effect: PreviewPresentation.Effect?, in session: Session) {
        switch effect {
        case nil:
            session.overlay.update(session, configuration: configuration)
        case .showPreview:
            showPreview(in: session)
            session.overlay.update(session, configuration: configuration)
        case .pin:
            session.overlay.update(session, configuration: configuration)
        case .commit:
            // The pop grows the peek's card into the full screen: the push or presentation the
            // delegate's commit starts expands from the card's frame.
            let card = session.overlay.convert(session.overlay.previewContainer.frame, to: nil)
            removePreview(in: session)
            if session.presentation.isFinished {
                tearDown(session)
            } else {
                session.overlay.removeFromSuperview()
            }
            let commit = {
                session.context.delegate?.previewingContext(session.context, commit: session.controller)
            }
            window?.expansionOrigin = card
            if let application = window?.application, let host = application.host {
                host.recordHaptic(.pop, in: application)
                host.callPreviewing(.commitViewController, application, commit)
            } else {
                commit()
            }
            window?.expansionOrigin = nil
        case .perform(let index, let group):
            let action: PreviewAction?
            if let group {
                action = (session.items[group] as? PreviewActionGroup)?.actions[index]
            } else {
                action = session.items[index] as? PreviewAction
            }
            if let action {
                let run = { action.handler(action, session.controller) }
                if let application = window?.application, let host = application.host {
                    host.callPreviewing(.previewAction, application, message: action.title, run)
                } else {
                    run()
                }
            }
            tearDown(session)
        case .dismiss:
            tearDown(session)
        }
    }

    private func showPreview(in session: Session) {
        guard !session.previewShown else { return }
        let controller = session.controller
        controller.presentingStorage = session.context.viewController
        controller.updateTraitCollection()
        controller.beginAppearanceTransition(true, animated: true)
        session.overlay.install(controller.view)
        controller.endAppearanceTransition()
        session.previewShown = true
        if let application = window?.application { application.host?.recordHaptic(.peek, in: application) }
        // The peek fades in (the renderer plays it; the model is final at once).
        window?.beginTransition(.fadeIn, of: session.overlay.previewContainer, animated: true) {}
    }

    private func removePreview(in session: Session) {
        guard session.previewShown else { return }
        session.previewShown = false
        let controller = session.controller
        controller.beginAppearanceTransition(false, animated: true)
        controller.viewStorage?.removeFromSuperview()
        controller.presentingStorage = nil
        controller.updateTraitCollection()
        controller.endAppearanceTransition()
    }

    private func tearDown(_ session: Session) {
        removePreview(in: session)
        session.overlay.removeFromSuperview()
        session.overlay.presenter = nil
        if self.session === session { self.session = nil }
    }
}
