public import TouchKit

// The keyboard: typing into the app in front, as iOS's keyboard types into the first responder.

extension Device {
    /// Whether the app in front has a text input editing (its key window's first responder takes
    /// typing): when iOS would show its keyboard.
    public var isTextInputActive: Bool {
        guard let id = foregroundApp, let window = appsByID[id]?.host.application?.keyWindow else {
            return false
        }
        return window.firstResponder is any KeyInput
    }

    /// Types into the app in front: `deleting` presses of Delete, then `text` (a newline is
    /// Return). False, and nothing typed, on the home screen or when no text input is editing.
    @discardableResult
    public func typeText(_ text: String, deleting: Int = 0) -> Bool {
        guard let id = foregroundApp, let window = appsByID[id]?.host.application?.keyWindow else {
            return false
        }
        return window.typeText(text, deleting: deleting)
    }
}
