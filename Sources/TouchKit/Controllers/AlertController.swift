public import Foundation

/// An alert or action sheet, as UIKit's `UIAlertController`: a title, a message and buttons,
/// presented modally over a dimmed screen.
///
/// Present it with `present(_:animated:completion:)`. Tapping a button dismisses the alert, then
/// runs the action's handler, as in UIKit. The alert is 270 points wide, as on iOS.
@MainActor
open class AlertController: ViewController {
    /// The kind of alert, as `UIAlertController.Style`.
    public enum Style: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Slides up from the bottom with its buttons stacked.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The alert's width on an iPhone (UIKit's 270 points).
    public static let alertWidth: CGFloat = 270

    /// The message under the title (`message`).
    open var message: String? {
        didSet { messageLabel.text = message }
    }
    /// The kind of alert (`preferredStyle`).
    public let preferredStyle: Style
    /// The buttons, in the order added (`actions`).
    public private(set) var actions: [AlertAction] = []
    /// The action whose button is emphasised (`preferredAction`).
    public var preferredAction: AlertAction? {
        didSet { rebuildButtons() }
    }

    let box = View()
    let titleLabel = Label()
    let messageLabel = Label()
    var buttons: [Button] = []

    /// Creates an alert (`UIAlertController(title:message:preferredStyle:)`).
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        self.message = message
        modalPresentationStyle = .overFullScreen
    }

    /// An alert from an archive (`init?(coder:)`): an `.alert` with no title or message. UIKit's alert
    /// controllers are made in code; this exists because the initializer is `required`.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button (`addAction(_:)`).
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        rebuildButtons()
    }

    /// The dimmed screen with the box on it.
    open override func loadView() {
        let root = ContainerLayoutView(kind: .alert) { [weak self] in self?.layoutAlert(in: $0) }
        root.backgroundColor = Color(white: 0, alpha: 0.2)
        box.backgroundColor = Color(white: 0.97, alpha: 1)
        box.cornerRadius = 13
        box.clipsToBounds = true
        box.accessibilityTraits = []
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        titleLabel.text = title
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.text = message
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
        root.addSubview(box)
        view = root
        rebuildButtons()
    }

    /// The title follows `title`.
    open override var title: String? {
        didSet { titleLabel.text = title }
    }

    private func rebuildButtons() {
        guard isViewLoaded else { return }
        for button in buttons { button.removeFromSuperview() }
        buttons = actions.map { action in
            let button = Button(type: .system)
            button.setTitle(action.title, for: .normal)
            button.titleLabel?.font = .systemFont(
                ofSize: 17,
                weight: action.style == .cancel || action === preferredAction ? .semibold : .regular)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = action.isEnabled
            button.borderWidth = 0.5
            button.borderColor = .separator
            button.addAction(Action { [weak self] _ in self?.tapped(action) }, for: .touchUpInside)
            box.addSubview(button)
            return button
        }
        viewStorage?.setNeedsLayout()
    }

    private func tapped(_ action: AlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Lays the box out in `bounds`: title, message, then buttons side by side (two) or stacked.
    func layoutAlert(in bounds: CGRect) {
        let sheet = preferredStyle == .actionSheet
        let width = sheet ? bounds.width - 16 : AlertController.alertWidth
        let inner = width - 32
        var y: CGFloat = 20
        let titleSize = titleLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude))
        titleLabel.frame = CGRect(
            x: 16, y: y, width: inner, height: titleLabel.text == nil ? 0 : titleSize.height)
        y += titleLabel.frame.height + (titleLabel.text == nil ? 0 : 2)
        let messageSize = messageLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude))
        messageLabel.frame = CGRect(
            x: 16, y: y, width: inner, height: messageLabel.text == nil ? 0 : messageSize.height)
        y += messageLabel.frame.height + 20
        let rowHeight: CGFloat = sheet ? 57 : 44
        if buttons.count == 2 && !sheet {
            buttons[0].frame = CGRect(x: 0, y: y, width: width / 2, height: rowHeight)
            buttons[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: rowHeight)
            y += rowHeight
        } else {
            for button in buttons {
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        let originY = sheet ? bounds.height - y - 8 : (bounds.height - y) / 2
        box.frame = CGRect(x: (bounds.width - width) / 2, y: originY, width: width, height: y)
    }
}
