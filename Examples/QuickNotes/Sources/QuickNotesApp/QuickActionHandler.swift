import UIKit

/// Performs a quick action on the notes list; shared by the app delegate (no scenes) and the scene
/// delegate. Records what it handled, so tests can prove each action runs exactly once.
@MainActor
public final class QuickActionHandler {
    public private(set) var handled: [String] = []
    let store: NoteStore

    init(store: NoteStore) {
        self.store = store
    }

    func perform(_ shortcutItem: UIApplicationShortcutItem, in window: UIWindow?) -> Bool {
        guard let action = QuickAction(rawValue: shortcutItem.type),
            let navigation = window?.rootViewController as? UINavigationController,
            let list = navigation.viewControllers.first as? NotesViewController
        else { return false }
        handled.append(shortcutItem.type)
        navigation.popToRootViewController(animated: false)
        switch action {
        case .newNote:
            let note = store.add(title: "New Note")
            list.tableView.reloadData()
            navigation.pushViewController(NoteViewController(note: note, store: store), animated: false)
        case .search:
            list.title = "Search"
        case .openNote:
            guard let id = (shortcutItem.userInfo?[QuickAction.noteIDKey] as? NSNumber)?.intValue,
                let note = store.note(id: id)
            else { return false }
            navigation.pushViewController(NoteViewController(note: note, store: store), animated: false)
        }
        return true
    }

    /// The two most recent notes become dynamic quick actions.
    func updateDynamicItems(_ application: UIApplication) {
        application.shortcutItems = store.notes.prefix(2).map { QuickAction.item(opening: $0) }
    }
}
