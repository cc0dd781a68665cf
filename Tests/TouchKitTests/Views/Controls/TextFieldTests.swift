import Foundation
import Testing
import TouchKit

/// A settings screen's name field, edited as a user edits it: tap, type, delete, return.
@MainActor
@Suite("TextField: first responder, typing through the delegate, events and notifications")
struct TextFieldTests {
    final class Delegate: TextFieldDelegate {
        var log: [String] = []
        var allowBegin = true
        var allowEnd = true
        var maximumLength = Int.max
        var returns = true

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
            log.append("shouldBegin")
            return allowBegin
        }
        func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
            log.append("shouldEnd")
            return allowEnd
        }
        func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd") }
        func textField(
            _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            let length = (textField.text ?? "").utf16.count - range.length + string.utf16.count
            return length <= maximumLength
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            log.append("return")
            return returns
        }
    }

    func setUp() -> (Window, TextField, Delegate, CallLog) {
        let window = makeWindow()
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 335, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let delegate = Delegate()
        field.delegate = delegate
        window.rootViewController!.view.addSubview(field)
        let log = CallLog()
        for (event, name) in [
            (Control.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"),
        ] {
            field.addAction(Action(title: name) { action in log.lines.append(action.title) }, for: event)
        }
        return (window, field, delegate, log)
    }

    @Test("A tap asks the delegate, makes the field first responder and sends editingDidBegin")
    func tapBeginsEditing() {
        let (window, field, delegate, log) = setUp()
        #expect(field.text == "", "UIKit's text is never nil")
        var finger = Finger(window)
        finger.tap(100, 117)
        #expect(field.isEditing && field.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin"])
        #expect(log.take() == ["editingDidBegin"])
    }

    @Test("A delegate that refuses to begin keeps the field idle")
    func refusedBegin() {
        let (window, field, delegate, log) = setUp()
        defer { withExtendedLifetime(window) {} }
        delegate.allowBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.take().isEmpty)
    }

    @Test("Typing goes through shouldChangeCharactersIn with UTF-16 ranges; a refusal changes nothing")
    func typing() {
        let (window, field, delegate, log) = setUp()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        delegate.log.removeAll()
        _ = log.take()
        field.insertText("Zoë")
        field.insertText("🙂")
        #expect(field.text == "Zoë🙂")
        field.deleteBackward()
        #expect(field.text == "Zoë")
        #expect(delegate.log == ["change 0,0 'Zoë'", "change 3,0 '🙂'", "change 3,2 ''"])
        #expect(log.take() == ["editingChanged", "editingChanged", "editingChanged"])
        delegate.maximumLength = 4
        field.insertText("abc")
        #expect(field.text == "Zoë", "the delegate refused: a 6-unit text is over its limit")
        #expect(log.take().isEmpty)
    }

    @Test(
        "Typing posts textDidChangeNotification to NotificationCenter.default (object: the field); setting text does not"
    )
    func notifications() {
        let (window, field, _, _) = setUp()
        defer { withExtendedLifetime(window) {} }
        final class Heard: @unchecked Sendable { var texts: [String] = [] }
        let heard = Heard()
        let observer = NotificationCenter.default.addObserver(
            forName: TextField.textDidChangeNotification, object: field, queue: nil
        ) { note in
            nonisolated(unsafe) let posted = note
            MainActor.assumeIsolated { heard.texts.append((posted.object as? TextField)?.text ?? "?") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.text = "set in code"
        field.becomeFirstResponder()
        field.insertText("!")
        #expect(heard.texts == ["set in code!"])
    }

    @Test("Return asks textFieldShouldReturn; with an editingDidEndOnExit action the field resigns")
    func returnKey() {
        let (window, field, delegate, log) = setUp()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        field.insertText("Ann\n")
        #expect(field.text == "Ann")
        #expect(field.isEditing, "nothing handles editingDidEndOnExit yet")
        var exits = 0
        field.addAction(Action(title: "exit") { _ in exits += 1 }, for: .editingDidEndOnExit)
        delegate.log.removeAll()
        _ = log.take()
        field.insertText("\n")
        #expect(exits == 1)
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(delegate.log == ["return", "shouldEnd", "didEnd"])
        #expect(log.take() == ["editingDidEnd"])
    }

    @Test("A second field taking over asks the first to resign; one that refuses keeps the keyboard")
    func handOver() {
        let (window, first, delegate, _) = setUp()
        let second = TextField(frame: CGRect(x: 20, y: 200, width: 335, height: 34))
        window.rootViewController!.view.addSubview(second)
        first.becomeFirstResponder()
        delegate.allowEnd = false
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder)
        delegate.allowEnd = true
        #expect(second.becomeFirstResponder())
        #expect(!first.isEditing && second.isFirstResponder)
        #expect(window.rootViewController!.view.endEditing(false))
        #expect(!second.isEditing)
    }

    @Test("endEditing(true) removes a first responder that will not resign")
    func forcedEnd() {
        let (window, field, delegate, _) = setUp()
        field.becomeFirstResponder()
        delegate.allowEnd = false
        #expect(!window.rootViewController!.view.endEditing(false))
        #expect(window.rootViewController!.view.endEditing(true))
        #expect(!field.isFirstResponder)
    }

    @Test("Off screen, a field cannot become first responder; a disabled one neither")
    func notInWindow() {
        let field = TextField()
        #expect(!field.becomeFirstResponder())
        let (window, onScreen, _, _) = setUp()
        defer { withExtendedLifetime(window) {} }
        onScreen.isEnabled = false
        #expect(!onScreen.becomeFirstResponder())
    }

    @Test("It draws its placeholder in grey while empty, bullets for secure entry, and reads as a text box")
    func rendering() throws {
        let (window, field, _, _) = setUp()
        let builder = RenderTreeBuilder()
        func labelText() -> String? {
            let tree = builder.render(window)
            return firstNode(in: tree) { $0.attributes.accessibility?.role == "textbox" }?.children.first?
                .attributes.text?
                .string
        }
        #expect(labelText() == "Name")
        field.text = "secret"
        field.isSecureTextEntry = true
        #expect(labelText() == "••••••")
        let node = try #require(
            firstNode(in: builder.render(window)) { $0.attributes.accessibility?.role == "textbox" })
        #expect(node.attributes.cornerRadius == 5)
    }
}

/// The first node of `tree` (depth first, itself included) that `matches`.
func firstNode(in tree: RenderNode, where matches: (RenderNode) -> Bool) -> RenderNode? {
    if matches(tree) { return tree }
    for child in tree.children {
        if let found = firstNode(in: child, where: matches) { return found }
    }
    return nil
}
