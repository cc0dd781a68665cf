public import Foundation

/// A context menu on a view, as UIKit's `UIContextMenuInteraction` (iOS 13): added with
/// `View.addInteraction(_:)`, it opens the delegate's menu by force where 3D Touch is on, and by a
/// long press (Haptic Touch) everywhere, with a haptic.
///
/// The menu blurs the screen, lifts the view (or shows the configuration's preview controller at its
/// `preferredContentSize`) and lists the menu above or below it, as there is room. The menu stays
/// open when the finger lifts; a finger that moves on after it opened chooses the item it lifts on.
/// Tapping the preview commits (`willPerformPreviewActionForMenuWith`), tapping outside dismisses.
@MainActor
public final class ContextMenuInteraction: Interaction {
    /// The delegate (`delegate`; UIKit keeps it weakly, as here).
    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
    /// The view the interaction is on (`view`).
    public private(set) weak var view: View?
    /// The recognizer it adds to its view.
    let recognizer: ContextMenuGestureRecognizer
    /// Where the press that opened the menu began, in window coordinates.
    var pressLocation: CGPoint?
    /// Whether TouchKit made it for a view of its own (a table's rows, a button's menu): a press that
    /// gets no configuration from it is not logged.
    var isSystemOwned = false
    /// The suggested actions handed to a configuration's `actionProvider` (UIKit gathers them from the
    /// responder chain; a web view hands over WebKit's actions for the pressed link). None unless set.
    var suggestedActions: (@MainActor () -> [MenuElement])?

    /// Creates an interaction (`UIContextMenuInteraction(delegate:)`).
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
        recognizer = ContextMenuGestureRecognizer()
        recognizer.name = "context menu"
        recognizer.interaction = self
    }

    /// Adds its recognizer to the view it is added to.
    public func willMove(to view: View?) {
        if let old = self.view { old.removeGestureRecognizer(recognizer) }
    }

    /// Keeps the view and adds its recognizer.
    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// Where the press is, in `view`'s coordinates (`location(in:)`); the press's start while none
    /// is under way.
    public func location(in view: View?) -> CGPoint {
        let point = recognizer.currentLocation ?? pressLocation ?? .zero
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Closes this interaction's menu, if it shows (`dismissMenu()`, iOS 14).
    public func dismissMenu() {
        guard let presenter = view?.window?.contextMenuPresenterIfCreated,
            presenter.session?.interaction === self
        else { return }
        presenter.dismiss(reason: .outside)
    }

    /// Replaces the visible menu with `block`'s result (`updateVisibleMenu(_:)`, iOS 14).
    public func updateVisibleMenu(_ block: (Menu) -> Menu) {
        guard let presenter = view?.window?.contextMenuPresenterIfCreated,
            let session = presenter.session, session.interaction === self, let menu = session.menu
        else { return }
        session.menu = block(menu)
        presenter.refresh()
    }
}
