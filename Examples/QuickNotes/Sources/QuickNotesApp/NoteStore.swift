import Foundation

/// The app's notes (in memory; a real app would persist them).
@MainActor
public final class NoteStore {
    public private(set) var notes: [Note] = [
        Note(id: 1, title: "Groceries", body: "Milk, eggs, coffee"),
        Note(id: 2, title: "Ideas", body: "A pressure-sensitive sketch pad"),
        Note(id: 3, title: "Meeting", body: "Thursday 10:00, room 4"),
    ]
    private var nextID = 4

    public init() {}

    @discardableResult
    public func add(title: String) -> Note {
        let note = Note(id: nextID, title: title, body: "")
        nextID += 1
        notes.insert(note, at: 0)
        return note
    }

    public func delete(id: Int) {
        notes.removeAll { $0.id == id }
    }

    public func note(id: Int) -> Note? {
        notes.first { $0.id == id }
    }
}
