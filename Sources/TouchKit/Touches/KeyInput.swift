/// Something that takes typing, as UIKit's `UIKeyInput`: the keyboard calls `insertText(_:)` for
/// each key (a newline for Return) and `deleteBackward()` for Delete on the first responder.
@MainActor
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete (`hasText`).
    var hasText: Bool { get }
    /// Types `text` (`insertText(_:)`).
    func insertText(_ text: String)
    /// Deletes the character before the caret (`deleteBackward()`).
    func deleteBackward()
}

extension Window {
    /// Types into the first responder as the keyboard would: `deleting` presses of Delete, then
    /// `text` (each newline a Return), run as the window's app's code. False, and nothing typed,
    /// when the first responder does not take typing (no text field is editing).
    @discardableResult
    public func typeText(_ text: String, deleting: Int = 0) -> Bool {
        guard let input = firstResponder as? any KeyInput else { return false }
        let type = {
            for _ in 0..<max(0, deleting) { input.deleteBackward() }
            if !text.isEmpty { input.insertText(text) }
        }
        if let application { application.runAsCurrent(type) } else { type() }
        return true
    }
}
