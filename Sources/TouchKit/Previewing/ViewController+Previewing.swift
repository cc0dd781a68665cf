// Registering for previewing (peek and pop), as UIKit's `UIViewController` does.

extension ViewController {
    /// Registers `sourceView` for previewing (`registerForPreviewing(with:sourceView:)`): a press on it
    /// (or on its subviews) asks `delegate` for a preview at the hint, shows it at the peek and has
    /// `delegate` commit it at the pop. Returns the registration.
    ///
    /// The registration ends with this controller, or with `unregisterForPreviewing(withContext:)`.
    /// It works whatever the 3D Touch capability: without force, a long press gives the peek (and
    /// never pops; see `PreviewingConfiguration.longPressPeekStaysOnLift`). Apple asks apps to register
    /// only when `traitCollection.forceTouchCapability == .available` (seed 003); TouchKit does not
    /// require it.
    ///
    /// Registering a source view that already has a registration (this controller's or another's) is
    /// reported as a diagnostic — apps that register each cell as it appears do it by mistake — and the
    /// earlier registration is ended, so one registration per view stays in effect.
    /// - Complexity: O(*r*) in the source view's gesture recognizers.
    @discardableResult
    public func registerForPreviewing(with delegate: any PreviewingDelegate, sourceView: View)
        -> PreviewingContext
    {
        for recognizer in sourceView.gestureRecognizerStorage {
            guard let existing = (recognizer as? PreviewingGestureRecognizer)?.context, existing.isRegistered
            else { continue }
            let misuse = InterfaceMisuse.sourceViewRegisteredTwice(
                view: sourceView.debugName, controller: debugName,
                earlierController: existing.viewController?.debugName ?? "a view controller")
            if let application = sourceView.window?.application ?? hostWindow?.application {
                application.report(.interfaceMisuse(misuse))
            } else {
                Window.reportUnhosted(misuse)
            }
            existing.viewController?.previewingRegistrations.removeAll { $0 === existing }
            existing.end()
        }
        let context = PreviewingContext(delegate: delegate, sourceView: sourceView, viewController: self)
        previewingRegistrations.append(context)
        sourceView.addGestureRecognizer(context.recognizer)
        return context
    }

    /// Ends a registration this controller made (`unregisterForPreviewing(withContext:)`): presses on its
    /// source view no longer preview; a presentation under way is dismissed. Unknown or ended contexts
    /// are ignored.
    public func unregisterForPreviewing(withContext previewing: PreviewingContext) {
        guard let index = previewingRegistrations.firstIndex(where: { $0 === previewing }) else { return }
        previewingRegistrations.remove(at: index)
        previewing.end()
    }

    /// The registrations this controller made that are still in effect (TouchKit's addition).
    public var previewingContexts: [PreviewingContext] {
        previewingRegistrations.filter(\.isRegistered)
    }
}
