import PropertyLists
import QuickActions

// Checks that an assignment to `Application.shortcutItems` can be stored and shown.

extension ShortcutItem {
    /// The first reason this item cannot be stored, or nil when it can; `index` names it in errors.
    ///
    /// - Complexity: O(*n*) in the size of `userInfo`.
    func validationError(index: Int) -> ShortcutItemsError? {
        if type.isEmpty { return .emptyType(index: index) }
        if let problem = Self.forbiddenScalar(in: type) {
            return .userInfoNotPropertyList(index: index, type: type, keyPath: "type", problem: problem)
        }
        if localizedTitle.isEmpty { return .emptyTitle(index: index, type: type) }
        for (keyPath, text) in [
            ("localizedTitle", localizedTitle), ("localizedSubtitle", localizedSubtitle ?? ""),
        ] {
            if let problem = Self.forbiddenScalar(in: text) {
                return .userInfoNotPropertyList(index: index, type: type, keyPath: keyPath, problem: problem)
            }
        }
        guard let userInfo, let found = Self.problem(in: .dictionary(userInfo), path: "userInfo") else {
            return nil
        }
        return .userInfoNotPropertyList(
            index: index, type: type, keyPath: found.keyPath, problem: found.problem)
    }

    /// The key path and problem of the first value (depth first, keys sorted) that is not storable.
    private static func problem(in value: PropertyListValue, path: String) -> (
        keyPath: String, problem: PropertyListProblem
    )? {
        switch value {
        case .real(let number) where !number.isFinite:
            return (path, .nonFiniteReal("\(number)"))
        case .string(let text):
            return forbiddenScalar(in: text).map { (path, $0) }
        case .array(let elements):
            for (offset, element) in elements.enumerated() {
                if let found = problem(in: element, path: "\(path)[\(offset)]") { return found }
            }
            return nil
        case .dictionary(let entries):
            for key in entries.keys.sorted() {
                let childPath = "\(path).\(escaped(key))"
                if let bad = forbiddenScalar(in: key) { return (childPath, bad) }
                if let found = problem(in: entries[key]!, path: childPath) { return found }
            }
            return nil
        case .real, .integer, .boolean, .date, .data:
            return nil
        }
    }

    /// `key` with the scalars XML forbids spelt `\u{7}`, so a message stays printable.
    private static func escaped(_ key: String) -> String {
        var result = ""
        for scalar in key.unicodeScalars {
            if forbiddenScalar(in: String(scalar)) != nil {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The first scalar XML 1.0 forbids in `text`, if any.
    private static func forbiddenScalar(in text: String) -> PropertyListProblem? {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let forbidden =
                (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D)
                || value == 0xFFFE || value == 0xFFFF
            if forbidden { return .forbiddenCharacter(value) }
        }
        return nil
    }
}
