public import Foundation

// A button's menu (iOS 14): `menu` opens on a long press, or on a tap with
// `showsMenuAsPrimaryAction`, as UIKit's `UIButton` does.

/// The button's own context menu interaction's delegate: the menu, no preview (the button lifts).
@MainActor
final class ButtonMenuDelegate: ContextMenuInteractionDelegate {
    weak var button: Button?

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? {
        guard let menu = button?.menu else { return nil }
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }
}

extension Button {
    /// The menu the button shows (`menu`, iOS 14): on a long press, or on a tap when
    /// `showsMenuAsPrimaryAction`. Nil: none.
    public var menu: Menu? {
        get { buttonMenu.menu }
        set {
            buttonMenu.menu = newValue
            if newValue != nil, buttonMenu.interaction == nil {
                let delegate = ButtonMenuDelegate()
                delegate.button = self
                let interaction = ContextMenuInteraction(delegate: delegate)
                interaction.isSystemOwned = true
                buttonMenu.delegate = delegate
                buttonMenu.interaction = interaction
                addInteraction(interaction)
            }
        }
    }

    /// Whether a tap opens the menu instead of sending `.touchUpInside`
    /// (`showsMenuAsPrimaryAction`, iOS 14; false).
    public var showsMenuAsPrimaryAction: Bool {
        get { buttonMenu.showsAsPrimaryAction }
        set { buttonMenu.showsAsPrimaryAction = newValue }
    }

    /// The button's own context menu interaction, once it has a menu (`contextMenuInteraction`,
    /// iOS 14).
    public var contextMenuInteraction: ContextMenuInteraction? { buttonMenu.interaction }

    /// Opens the menu as the primary action: true when it opened.
    func openMenuAsPrimaryAction(at point: CGPoint) -> Bool {
        guard showsMenuAsPrimaryAction, menu != nil, let interaction = buttonMenu.interaction,
            let window
        else { return false }
        return window.contextMenuPresenter.openAtOnce(interaction, at: point)
    }
}

/// What a button keeps for its menu.
@MainActor
final class ButtonMenuStorage {
    var menu: Menu?
    var showsAsPrimaryAction = false
    var interaction: ContextMenuInteraction?
    var delegate: ButtonMenuDelegate?
}
