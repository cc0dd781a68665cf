public import Foundation

/// A tappable title and image, as UIKit's `UIButton`.
///
/// Titles, colours and images are per state (normal, highlighted, disabled, selected), falling back
/// to the normal one. A system button draws its title in the tint colour and dims it while
/// highlighted, as iOS does.
@MainActor
open class Button: Control {
    /// A tap is its default action (`Control.gestureRecognizerShouldBegin(_:)`).
    override var defaultActionIsSingleTap: Bool { true }

    /// The button's style, as `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable, Hashable, Codable, CaseIterable {
        /// No styling of its own.
        case custom = 0
        /// Tinted title, dimmed while touched.
        case system = 1
    }

    /// The style.
    public let buttonType: ButtonType
    /// The label showing the title (`titleLabel`: optional, as UIKit declares it, never nil here).
    public var titleLabel: Label? { titleLabelView }
    /// The image view showing the image (`imageView`: optional, as UIKit declares it, never nil
    /// here).
    public var imageView: ImageView? { imageViewStorage }
    let titleLabelView = Label()
    let imageViewStorage = ImageView()

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    /// The menu and its interaction (`Button+Menu.swift`).
    let buttonMenu = ButtonMenuStorage()
    /// The iOS 15 configuration, when one is set (`Button+Configuration.swift`).
    var configurationStorage: Configuration? {
        didSet {
            if configurationStorage == nil, oldValue != nil {
                // The configuration's background goes with it.
                backgroundColor = nil
                cornerRadius = 0
            }
            updateAppearance()
        }
    }

    /// Creates a button of `type` (`UIButton(type:)`).
    public init(type: ButtonType = .system) {
        buttonType = type
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a custom button at `frame` (`UIButton(frame:)`).
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// Creates a button from an archive (`init?(coder:)`): a system button, as Interface Builder's
    /// default; the storyboard reader applies the archived type and attributes.
    public required init?(coder: NSCoder) {
        buttonType = .system
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        titleLabelView.font = .systemFont(ofSize: 15)
        titleLabelView.textAlignment = .center
        imageViewStorage.isHidden = true
        addSubview(imageViewStorage)
        addSubview(titleLabelView)
        accessibilityTraits = .button
        isAccessibilityElement = true
        updateAppearance()
    }

    /// Sets the title for `state` (`setTitle(_:for:)`).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateAppearance()
    }

    /// The title for `state`, falling back to normal (`title(for:)`).
    public func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state` (`setTitleColor(_:for:)`).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        updateAppearance()
    }

    /// The title colour for `state`: the set one, else the normal one, else the style's (`titleColor(for:)`).
    public func titleColor(for state: State) -> Color {
        if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] { return color }
        switch buttonType {
        case .system: return state.contains(.disabled) ? .gray : tintColor
        case .custom: return .white
        }
    }

    /// Sets the image for `state` (`setImage(_:for:)`).
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        updateAppearance()
    }

    /// The image for `state`, falling back to normal (`image(for:)`).
    public func image(for state: State) -> Image? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title shown now (`currentTitle`): the configuration's when it has one.
    public var currentTitle: String? { configurationStorage?.title ?? title(for: state) }
    /// The title colour shown now (`currentTitleColor`): the configuration's foreground when set.
    public var currentTitleColor: Color {
        configurationStorage.map { foregroundColor(of: $0) } ?? titleColor(for: state)
    }
    /// The image shown now (`currentImage`): the configuration's when it has one.
    public var currentImage: Image? { configurationStorage?.image ?? image(for: state) }

    /// With `showsMenuAsPrimaryAction` and a menu, a touch opens the menu at once (no action is sent).
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        if let touch = touches.first, openMenuAsPrimaryAction(at: touch.location(in: nil)) { return }
        super.touchesBegan(touches, with: event)
    }

    /// Updates the title and image for the new state.
    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    /// The title follows a new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    func updateAppearance() {
        titleLabelView.text = currentTitle
        titleLabelView.textColor = currentTitleColor
        titleLabelView.alpha = buttonType == .system && isHighlighted && configurationStorage == nil ? 0.2 : 1
        imageViewStorage.image = currentImage
        imageViewStorage.isHidden = currentImage == nil
        if let configuration = configurationStorage { applyBackground(of: configuration) }
        accessibilityLabel = currentTitle
        accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
        setNeedsLayout()
    }

    /// Image then title, centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration = configurationStorage { applyBackground(of: configuration) }
        let titleSize = titleLabelView.intrinsicContentSize
        let imageSize =
            currentImage.map { $0.size == .zero ? CGSize(width: 22, height: 22) : $0.size } ?? .zero
        let spacing: CGFloat = imageSize.width > 0 && titleSize.width > 0 ? 4 : 0
        let total = imageSize.width + spacing + titleSize.width
        let insets = configurationStorage?.contentInsets ?? .zero
        var x = insets.leading + (bounds.width - insets.leading - insets.trailing - total) / 2
        imageViewStorage.frame = CGRect(
            x: x, y: (bounds.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        x += imageSize.width + spacing
        titleLabelView.frame = CGRect(
            x: x, y: (bounds.height - titleSize.height) / 2, width: min(titleSize.width, bounds.width),
            height: titleSize.height)
    }

    /// Title and image side by side, 30 points tall at least (UIKit's system button); with a
    /// configuration, its content insets around them.
    open override var intrinsicContentSize: CGSize {
        let titleSize = titleLabelView.intrinsicContentSize
        let imageWidth =
            currentImage == nil ? 0 : (currentImage.map { $0.size == .zero ? 22 : $0.size.width } ?? 0)
        let spacing: CGFloat = imageWidth > 0 && titleSize.width > 0 ? 4 : 0
        guard let insets = configurationStorage?.contentInsets else {
            return CGSize(width: titleSize.width + imageWidth + spacing, height: max(30, titleSize.height))
        }
        return CGSize(
            width: insets.leading + titleSize.width + imageWidth + spacing + insets.trailing,
            height: insets.top + max(20, titleSize.height) + insets.bottom)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws as a button.
    open override var renderKind: RenderNode.Kind { .button }
}
