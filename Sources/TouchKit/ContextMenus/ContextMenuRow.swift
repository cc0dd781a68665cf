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

    /// `rows` listed the other way up: the sections in reverse order, each section's rows reversed,
    /// a separator before each section but the first (a menu above its preview, iOS 14).
    /// - Complexity: O(*n*) in the rows.
    static func reversedBySection(_ rows: [ContextMenuRow]) -> [ContextMenuRow] {
        var sections: [[ContextMenuRow]] = []
        for row in rows {
            if row.startsSection || sections.isEmpty { sections.append([]) }
            sections[sections.count - 1].append(row)
        }
        var reversed: [ContextMenuRow] = []
        for section in sections.reversed() {
            for (index, var row) in section.reversed().enumerated() {
                row.startsSection = index == 0 && !reversed.isEmpty
                reversed.append(row)
            }
        }
        return reversed
    }
}
