import UIKit

/// QuickNotes' quick actions: two static ones (Info.plist) and one dynamic per recent note.
enum QuickAction: String {
    case newNote = "com.example.quicknotes.new"
    case search = "com.example.quicknotes.search"
    case openNote = "com.example.quicknotes.open"

    static let noteIDKey = "noteID"

    /// A dynamic item that opens `note`.
    static func item(opening note: Note) -> UIApplicationShortcutItem {
        UIApplicationShortcutItem(
            type: QuickAction.openNote.rawValue, localizedTitle: note.title, localizedSubtitle: "Open note",
            icon: UIApplicationShortcutIcon(systemImageName: "doc.text"),
            userInfo: [QuickAction.noteIDKey: NSNumber(value: note.id)])
    }
}
