import UIKit

/// Corpus: the Apple-sample style of shortcut enum — the item's type is the bundle identifier plus a
/// case name, parsed back with a failable initializer.
enum ShortcutIdentifier: String {
    case first = "First"
    case second = "Second"
    case third = "Third"
    case fourth = "Fourth"

    init?(fullType: String) {
        guard let last = fullType.components(separatedBy: ".").last else { return nil }
        self.init(rawValue: last)
    }

    var type: String {
        return "com.example.corpus.shortcuts." + self.rawValue
    }
}
