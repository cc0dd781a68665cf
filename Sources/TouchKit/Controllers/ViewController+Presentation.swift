import Foundation

// Modal presentation: present and dismiss, their appearance calls and transitions.

extension ViewController {
    func performPresentation(
        of presented: ViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) {
        let presenter = rootAncestor
        if let current = presenter.presentedStorage {
            reportMisuse(
                .alreadyPresenting(
                    presenter: presenter.debugName, presented: current.debugName,
                    attempted: presented.debugName))
            return
        }
        if presented.presentingStorage != nil || presented === presenter || presented.rootOfWindow != nil {
            reportMisuse(.presentedTwice(controller: presented.debugName))
            return
        }
        if presented.parentStorage != nil {
            reportMisuse(.alreadyHasParent(controller: presented.debugName, operation: "present"))
            return
        }
        guard let window = presenter.hostWindow, !window.isHidden else {
            reportMisuse(.notInWindow(presenter: presenter.debugName, presented: presented.debugName))
            return
        }
        let style = presented.presentationStyle(in: window)
        if style == .custom || presented.transitioningDelegate != nil {
            performCustomPresentation(
                of: presented, by: presenter, in: window, style: style, animated: animated,
                completion: completion)
            return
        }
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.updateTraitCollection()
        let view = presented.view!
        view.frame = presented.presentedFrame(style, in: window)
        window.addSubview(view)
        let covers = style.hidesPresenter
        presented.beginAppearanceTransition(true, animated: animated)
        if covers { presenter.beginAppearanceTransition(false, animated: animated) }
        let kind: Transition.Kind = presented is AlertController ? .fadeIn : .present
        window.beginTransition(kind, of: view, animated: animated) {
            presented.endAppearanceTransition()
            if covers { presenter.endAppearanceTransition() }
            completion?()
        }
    }

    func performDismissal(animated: Bool, completion: (@MainActor () -> Void)?) {
        let root = rootAncestor
        let presenter: ViewController
        let target: ViewController
        if let presented = root.presentedStorage {
            presenter = root
            target = presented
        } else if let presenting = root.presentingStorage {
            presenter = presenting
            target = root
        } else {
            completion?()
            return
        }
        if target.transitionContextStorage != nil || presenter.transitionContextStorage != nil {
            reportMisuse(.transitionInProgress(controller: target.debugName, operation: "dismiss"))
            return
        }
        var chain = [target]
        while let next = chain.last!.presentedStorage { chain.append(next) }
        if let presentationController = target.presentationControllerStorage {
            performCustomDismissal(
                of: chain, by: presenter, with: presentationController, animated: animated,
                completion: completion)
            return
        }
        presenter.presentedStorage = nil
        let window = target.viewStorage?.window
        let covers =
            window.map { window in chain.contains { $0.presentationStyle(in: window).hidesPresenter } }
            ?? chain.contains {
                $0.modalPresentationStyle.resolved(forSystemMajorVersion: nil).hidesPresenter
            }
        for controller in chain.reversed() { controller.beginAppearanceTransition(false, animated: animated) }
        if covers { presenter.beginAppearanceTransition(true, animated: animated) }
        for controller in chain {
            controller.presentingStorage = nil
            controller.presentedStorage = nil
            controller.viewStorage?.isUserInteractionEnabled = false
            controller.updateTraitCollection()
        }
        let finish: @MainActor () -> Void = {
            for controller in chain.reversed() {
                controller.viewStorage?.removeFromSuperview()
                controller.viewStorage?.isUserInteractionEnabled = true
                controller.endAppearanceTransition()
            }
            if covers { presenter.endAppearanceTransition() }
            completion?()
        }
        guard let window, let view = target.viewStorage else {
            finish()
            return
        }
        let kind: Transition.Kind = target is AlertController ? .fadeOut : .dismiss
        window.beginTransition(kind, of: view, animated: animated, completion: finish)
    }

    /// The style this controller is presented with in `window`: its `modalPresentationStyle`
    /// resolved for the window's device (an app's window) or as iOS 12 (a window outside any app).
    func presentationStyle(in window: Window) -> ModalPresentationStyle {
        modalPresentationStyle.resolved(
            forSystemMajorVersion: window.application?.host?.services.systemVersion.majorVersion)
    }

    /// Where the presented view sits in `window`: the whole window, or for a card sheet the
    /// window below the status bar and `sheetTopMargin`.
    func presentedFrame(_ style: ModalPresentationStyle, in window: Window) -> CGRect {
        switch style {
        case .pageSheet, .formSheet:
            let top = window.screen.statusBarHeight + ViewController.sheetTopMargin
            return CGRect(
                x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
        case .automatic, .fullScreen, .overFullScreen, .custom:
            return window.bounds
        }
    }

    /// Reports a misuse through the controller's application, or to standard error when it has none.
    func reportMisuse(_ misuse: InterfaceMisuse) {
        if let application = hostWindow?.application {
            application.report(.interfaceMisuse(misuse))
        } else {
            Window.reportUnhosted(misuse)
        }
    }
}
