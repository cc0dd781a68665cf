public import Foundation

/// The bar of a tab bar controller, as UIKit's `UITabBar`: one button per tab, its image above its
/// title, the selected one in the tint colour and the others grey.
@MainActor
open class TabBar: View {
    /// The bar's height without the home indicator's area (UIKit's 49 points).
    public static let height: CGFloat = 49

    weak var controller: TabBarController?
    private var buttons: [Button] = []
    private let hairline = View()

    /// The colour of the selected tab (`tintColor` when nil; `selectedItem`'s).
    open var unselectedItemTintColor: Color? { didSet { refresh() } }

    /// Creates a bar.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .barBackground
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    /// Creates a bar from an archive (`init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .barBackground
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    /// The tabs' items, left to right (`items`).
    open var items: [TabBarItem]? { controller?.tabs.map { $0.tabBarItem } }

    /// The selected tab's item (`selectedItem`).
    open var selectedItem: TabBarItem? {
        guard let controller, controller.tabs.indices.contains(controller.selectedTab) else { return nil }
        return controller.tabs[controller.selectedTab].tabBarItem
    }

    /// Rebuilds the buttons from the controller's tabs.
    func refresh() {
        for button in buttons { button.removeFromSuperview() }
        buttons = []
        guard let controller else { return }
        for (index, child) in controller.tabs.enumerated() {
            let item = child.tabBarItem!
            let selected = index == controller.selectedTab
            let button = Button(type: .custom)
            var title = item.title ?? child.title ?? ""
            if let badge = item.badgeValue { title += " (\(badge))" }
            button.setTitle(title, for: .normal)
            let image = selected ? (item.selectedImage ?? item.image) : item.image
            button.setImage(image, for: .normal)
            let color = selected ? tintColor! : (unselectedItemTintColor ?? .gray)
            button.setTitleColor(item.isEnabled ? color : .systemGray5, for: .normal)
            button.imageView?.tintColor = color
            button.titleLabel?.font = .systemFont(ofSize: 10, weight: .medium)
            button.isSelected = selected
            button.accessibilityLabel = title
            button.addAction(
                Action(title: title) { [weak controller] _ in controller?.userSelected(index) },
                for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
        }
        setNeedsLayout()
    }

    /// The buttons share the width equally, in the top 49 points.
    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: width * CGFloat(index), y: 0, width: width, height: Self.height)
        }
    }
}
