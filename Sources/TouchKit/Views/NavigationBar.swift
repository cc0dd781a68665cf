public import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: the top
/// controller's title, a back button to the one below, and optional items at the left and right.
@MainActor
open class NavigationBar: View {
    /// The bar's height on an iPhone in portrait (UIKit's 44 points).
    public static let height: CGFloat = 44

    /// Whether the bar lets the content behind it show through (`isTranslucent`; true, as UIKit's
    /// default bars). A controller's view extends under a translucent bar; under an opaque one only
    /// with `extendedLayoutIncludesOpaqueBars`. Differs: the bar's colour
    /// stays the same either way.
    open var isTranslucent = true {
        didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
    }

    /// The title in the middle.
    public let titleLabel = Label()
    /// The back button ("‹ Previous title"), hidden at the root.
    public let backButton = Button(type: .system)
    /// The left item's button, when there is one.
    public let leftButton = Button(type: .system)
    /// The right item's button, when there is one.
    public let rightButton = Button(type: .system)
    private let hairline = View()

    /// Creates a bar.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Creates a bar from an archive (`init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        backgroundColor = .barBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header
        backButton.setImage(Image(systemName: "chevron.left"), for: .normal)
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        leftButton.titleLabel?.font = .systemFont(ofSize: 17)
        rightButton.titleLabel?.font = .systemFont(ofSize: 17)
        hairline.backgroundColor = .separator
        for view in [titleLabel, backButton, leftButton, rightButton, hairline] { addSubview(view) }
        backButton.isHidden = true
        leftButton.isHidden = true
        rightButton.isHidden = true
    }

    func show(_ item: BarButtonItem?, in button: Button) {
        button.isHidden = item == nil
        button.setTitle(item?.title, for: .normal)
        button.setImage(item?.image, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: item?.style == .done ? .semibold : .regular)
        button.isEnabled = item?.isEnabled ?? true
        button.removeAllActions()
        if let action = item?.primaryAction { button.addAction(action, for: .touchUpInside) }
        setNeedsLayout()
    }

    /// Back button (or left item) at the left, right item at the right, title centred between.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 8
        var left = margin
        for button in [backButton, leftButton] where !button.isHidden {
            let width = button.intrinsicContentSize.width
            button.frame = CGRect(x: left, y: 0, width: width, height: bounds.height)
            left += width + margin
        }
        var right = bounds.width - margin
        if !rightButton.isHidden {
            let width = rightButton.intrinsicContentSize.width
            right -= width
            rightButton.frame = CGRect(x: right, y: 0, width: width, height: bounds.height)
        }
        let side = max(left, bounds.width - right)
        let titleHeight = titleLabel.font.lineHeight
        titleLabel.frame = CGRect(
            x: side, y: (bounds.height - titleHeight) / 2, width: max(0, bounds.width - 2 * side),
            height: titleHeight)
        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }

    /// Draws as a navigation bar.
    open override var renderKind: RenderNode.Kind { .navigationBar }
}
