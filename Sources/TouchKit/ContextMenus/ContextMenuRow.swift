import Foundation

/// One row the open context menu lists: an action, a submenu to open, the open submenu's title (a
/// tap goes back) or a deferred element still loading.
@MainActor
struct ContextMenuRow {
    /// What a tap on the row does.
    enum Kind {
        /// Runs the action.
        case action(Action)
        /// Opens the submenu in place.
        case submenu(Menu)
        /// The open submenu's title: goes back to its parent.
        case back(Menu)
        /// A deferred element whose elements have not arrived.
        case loading
    }

    let kind: Kind
    let title: String
    let image: Image?
    let isDestructive: Bool
    let isDisabled: Bool
    let state: MenuElement.State
    /// Whether a separator comes before the row (an inline section starts or ended).
    var startsSection: Bool
}
