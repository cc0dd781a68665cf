public import Foundation

/// Decides and hears a text field's editing, as UIKit's `UITextFieldDelegate`. Every method is
/// optional: the `should…` ones default to true, the others to nothing.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// May the field start editing? (`textFieldShouldBeginEditing(_:)`)
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became the first responder (`textFieldDidBeginEditing(_:)`).
    func textFieldDidBeginEditing(_ textField: TextField)
    /// May the field stop editing? (`textFieldShouldEndEditing(_:)`)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field resigned (`textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: TextField)
    /// May typing replace `range` (UTF-16, of the current text) with `string`?
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`; an empty string deletes.)
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    )
        -> Bool
    /// May the clear button empty the field? (`textFieldShouldClear(_:)`)
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// The return key was pressed: should the field do its return action? (`textFieldShouldReturn(_:)`)
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Default: true.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Default: true.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Default: true.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Default: true.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Default: true.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
