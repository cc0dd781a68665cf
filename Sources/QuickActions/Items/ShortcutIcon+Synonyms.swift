import PropertyLists
extension ShortcutIcon.IconType {
    /// Words people write for a system icon type, and the type they mean (`star` → `favorite`), for
    /// "did you mean" suggestions in the JSON item formats and the linter.
    package static let synonyms: [String: ShortcutIcon.IconType] = [
        "camera": .capturePhoto, "photo": .capturePhoto, "video": .captureVideo, "star": .favorite,
        "heart": .love, "like": .love, "calendar": .date, "clock": .time, "person": .contact,
        "user": .contact,
        "pin": .markLocation, "map": .markLocation, "check": .confirmation, "checkmark": .confirmation,
        "plus": .add, "new": .add, "edit": .compose, "write": .compose, "pencil": .compose,
        "refresh": .update,
        "reload": .update, "sync": .update, "music": .audio, "sound": .audio, "envelope": .mail,
        "email": .mail,
        "chat": .message, "bell": .alarm, "list": .task, "todo": .task, "done": .taskCompleted,
        "random": .shuffle,
        "house": .home, "find": .search, "magnifier": .search, "export": .share, "stop": .prohibit,
        "block": .prohibit,
    ]
}
