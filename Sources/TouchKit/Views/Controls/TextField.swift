public import Foundation

/// A one-line editable text, as UIKit's `UITextField`.
///
/// Matches UIKit: a tap makes the field the first responder (asking `textFieldShouldBeginEditing`),
/// typing goes through `textField(_:shouldChangeCharactersIn:replacementString:)` before it changes
/// `text`, and each change by typing sends `editingChanged` and posts `textDidChangeNotification`
/// (setting `text` in code does neither, as in UIKit); the return key asks `textFieldShouldReturn`
/// and sends `editingDidEndOnExit`, after which the field resigns when something handled that event.
///
/// Differs: there is no on-screen keyboard. Typing is `insertText(_:)` and `deleteBackward()`
/// (UIKit's `UIKeyInput`, which the keyboard calls on iOS), with the caret always at the end of the
/// text (no selection or caret movement). The keyboard traits (`keyboardType`, `returnKeyType`, …)
/// are kept and handed back for the app to read. Notifications go to the app's notification centre
/// and to `NotificationCenter.default`, where iOS code observes them.
@MainActor
open class TextField: Control, KeyInput {
    /// The border drawn around the text, as `UITextField.BorderStyle` (UIKit's raw values).
    public enum BorderStyle: Int, Sendable, Hashable, CaseIterable {
        /// No border (the default in code).
        case none
        /// A thin rectangle.
        case line
        /// A bezelled rectangle (drawn here as a line of 1 point, darker).
        case bezel
        /// A rounded rectangle (the default in Interface Builder).
        case roundedRect
    }

    /// When an overlay such as the clear button shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable, Hashable, CaseIterable {
        /// Never.
        case never
        /// While the field is editing.
        case whileEditing
        /// While it is not editing.
        case unlessEditing
        /// Always.
        case always
    }

    /// The keyboard iOS would show, as `UIKeyboardType` (kept for the app; no keyboard here).
    public enum KeyboardType: Int, Sendable, Hashable, CaseIterable {
        /// The default keyboard.
        case `default`
        /// ASCII only.
        case asciiCapable
        /// Numbers and punctuation.
        case numbersAndPunctuation
        /// For URLs.
        case URL
        /// Digits.
        case numberPad
        /// A phone pad.
        case phonePad
        /// Names and phone numbers.
        case namePhonePad
        /// For e-mail addresses.
        case emailAddress
        /// Digits and a decimal point.
        case decimalPad
        /// With @ and #.
        case twitter
        /// For search terms.
        case webSearch
        /// ASCII digits.
        case asciiCapableNumberPad
    }

    /// The return key's title, as `UIReturnKeyType`.
    public enum ReturnKeyType: Int, Sendable, Hashable, CaseIterable {
        /// Return.
        case `default`
        /// Go.
        case go
        /// Google.
        case google
        /// Join.
        case join
        /// Next.
        case next
        /// Route.
        case route
        /// Search.
        case search
        /// Send.
        case send
        /// Yahoo.
        case yahoo
        /// Done.
        case done
        /// Emergency Call.
        case emergencyCall
        /// Continue.
        case `continue`
    }

    /// How typed text is capitalised, as `UITextAutocapitalizationType`.
    public enum AutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
        /// Never.
        case none
        /// Each word.
        case words
        /// Each sentence (the default).
        case sentences
        /// Every character.
        case allCharacters
    }

    /// Whether typed text is autocorrected, as `UITextAutocorrectionType`.
    public enum AutocorrectionType: Int, Sendable, Hashable, CaseIterable {
        /// As the user's settings say.
        case `default`
        /// Off.
        case no
        /// On.
        case yes
    }

    /// Posted (object: the field) when it becomes the first responder
    /// (`UITextField.textDidBeginEditingNotification`).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after typing changed its text (`UITextField.textDidChangeNotification`).
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when it stops being the first responder
    /// (`UITextField.textDidEndEditingNotification`).
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// The inset of the text from the border for `roundedRect`, in points (ours, measured from
    /// iOS screenshots: 7).
    nonisolated public static let roundedRectTextInset: CGFloat = 7

    private let textLabel = Label()

    /// Creates a field with no border, as `UITextField(frame:)`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a field from an archive (`init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textLabel.font = font
        addSubview(textLabel)
        updateLabel()
    }

    /// The delegate consulted before editing and each change (`delegate`, weak as in UIKit).
    open weak var delegate: (any TextFieldDelegate)?

    /// The text; never nil when read, as UIKit's (`text`). Setting it sends no event.
    open var text: String? {
        get { storedText }
        set {
            let value = newValue ?? ""
            guard value != storedText else { return }
            storedText = value
            updateLabel()
        }
    }
    private var storedText = ""

    /// Grey text shown while `text` is empty (`placeholder`).
    open var placeholder: String? {
        didSet { if oldValue != placeholder { updateLabel() } }
    }

    /// The font (`font`; 17 pt system by default).
    open var font: Font = .systemFont(ofSize: 17) {
        didSet { if oldValue != font { updateLabel() } }
    }

    /// The text colour (`textColor`).
    open var textColor: Color = .label {
        didSet { if oldValue != textColor { updateLabel() } }
    }

    /// The alignment (`textAlignment`).
    open var textAlignment: Label.TextAlignment = .natural {
        didSet { if oldValue != textAlignment { updateLabel() } }
    }

    /// The border (`borderStyle`; none in code, as UIKit's).
    open var borderStyle: BorderStyle = .none {
        didSet { if oldValue != borderStyle { invalidateRender(); setNeedsLayout() } }
    }

    /// Whether the text shows as bullets (`isSecureTextEntry`).
    open var isSecureTextEntry = false {
        didSet { if oldValue != isSecureTextEntry { updateLabel() } }
    }

    /// Whether editing starts with an empty text (`clearsOnBeginEditing`).
    open var clearsOnBeginEditing = false

    /// When the clear button would show (`clearButtonMode`; kept, not drawn).
    open var clearButtonMode: ViewMode = .never

    /// The keyboard iOS would show (`keyboardType`).
    open var keyboardType: KeyboardType = .default

    /// The return key's title (`returnKeyType`).
    open var returnKeyType: ReturnKeyType = .default

    /// Capitalisation of typed text (`autocapitalizationType`; kept, not applied).
    open var autocapitalizationType: AutocapitalizationType = .sentences

    /// Autocorrection (`autocorrectionType`; kept, not applied).
    open var autocorrectionType: AutocorrectionType = .default

    /// Whether the field is the first responder and takes typing (`isEditing`).
    public private(set) var isEditing = false

    /// Whether there is text (`hasText`, from `UIKeyInput`).
    open var hasText: Bool { !storedText.isEmpty }

    // MARK: - Editing

    /// A text field can take the keyboard.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing, as UIKit: asks `textFieldShouldBeginEditing`, becomes the first responder,
    /// clears the text when `clearsOnBeginEditing`, then `textFieldDidBeginEditing`,
    /// `editingDidBegin` and `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard canBecomeFirstResponder, firstResponderWindow != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        post(Self.textDidBeginEditingNotification)
        invalidateRender()
        return true
    }

    /// Ends editing, as UIKit: asks `textFieldShouldEndEditing` (false keeps the field editing),
    /// resigns, then `textFieldDidEndEditing`, `editingDidEnd` and `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        post(Self.textDidEndEditingNotification)
        invalidateRender()
        return true
    }

    /// Types `text` at the end, as the keyboard does (`UIKeyInput.insertText(_:)`); a newline is the
    /// return key. Does nothing while the field is not editing.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        var pending = Substring(text)
        while let newline = pending.firstIndex(where: \.isNewline) {
            replaceAtEnd(deleting: 0, with: String(pending[..<newline]))
            pressReturn()
            guard isEditing else { return }
            pending = pending[pending.index(after: newline)...]
        }
        replaceAtEnd(deleting: 0, with: String(pending))
    }

    /// Deletes the last character, as the delete key (`UIKeyInput.deleteBackward()`).
    open func deleteBackward() {
        guard isEditing, let last = storedText.last else { return }
        replaceAtEnd(deleting: last.utf16.count, with: "")
    }

    /// Replaces the last `length` UTF-16 units with `replacement`, when the delegate allows it.
    private func replaceAtEnd(deleting length: Int, with replacement: String) {
        guard length > 0 || !replacement.isEmpty else { return }
        let range = NSRange(location: storedText.utf16.count - length, length: length)
        if let delegate,
            !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
        {
            return
        }
        let kept = storedText.utf16.count - length
        let prefix = String(storedText.utf16.prefix(kept)) ?? String(storedText.dropLast())
        storedText = prefix + replacement
        updateLabel()
        sendActions(for: .editingChanged)
        post(Self.textDidChangeNotification)
    }

    private func pressReturn() {
        let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
        guard shouldReturn else { return }
        let handled = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if handled { resignFirstResponder() }
    }

    /// Empties the text as the clear button does, when `textFieldShouldClear` allows it.
    open func clear() {
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        guard !storedText.isEmpty else { return }
        storedText = ""
        updateLabel()
        sendActions(for: .editingChanged)
        post(Self.textDidChangeNotification)
    }

    private func post(_ name: Notification.Name) {
        window?.application?.notificationCenter.post(name: name, object: self)
        MainThreadNotifications.post(Notification(name: name, object: self))
    }

    /// A tap on an enabled field starts editing.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        let inside = touches.first.map { isInsideForTracking($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        if inside, isEnabled { becomeFirstResponder() }
    }

    // MARK: - Drawing

    private func updateLabel() {
        let showsPlaceholder = storedText.isEmpty
        textLabel.text =
            showsPlaceholder
            ? placeholder
            : isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
        textLabel.textColor = showsPlaceholder ? .tertiaryLabel : textColor
        textLabel.font = font
        textLabel.textAlignment = textAlignment
        invalidateRender()
    }

    /// The text sits inset from the border, vertically centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = borderStyle == .none ? 0 : Self.roundedRectTextInset
        textLabel.frame = bounds.insetBy(dx: inset, dy: 0)
    }

    /// The text's height plus the border's insets (`intrinsicContentSize`; width unconstrained).
    open override var intrinsicContentSize: CGSize {
        let text = TextMetrics.size(
            of: storedText.isEmpty ? placeholder ?? "" : storedText, font: font, width: 0, numberOfLines: 1)
        let inset: CGFloat = borderStyle == .none ? 0 : Self.roundedRectTextInset
        return CGSize(
            width: text.width + 2 * inset,
            height: max(text.height, font.pointSize * 1.2) + (borderStyle == .roundedRect ? 10 : 0))
    }

    /// Draws the border; a text field reads as a text box (its placeholder as the label when empty).
    open override func renderContent(into attributes: inout RenderAttributes) {
        switch borderStyle {
        case .none: break
        case .line, .bezel:
            attributes.borderWidth = 1
            attributes.borderColor = borderStyle == .line ? .black : .darkGray
        case .roundedRect:
            attributes.borderWidth = 0.5
            attributes.borderColor = isEditing ? .systemBlue : .systemGray4
            attributes.cornerRadius = 5
            if attributes.backgroundColor == nil { attributes.backgroundColor = .systemBackground }
        }
        var states: [String] = []
        if isEditing { states.append("focused") }
        if !isEnabled { states.append("disabled") }
        attributes.accessibility = RenderAccessibility(
            label: accessibilityLabel ?? (storedText.isEmpty ? placeholder : nil), role: "textbox",
            states: states)
    }
}
