public import Foundation

/// The bar of a tab bar controller, as UIKit's `UITabBar`: one button per tab, its image above its
/// title, the selected one in the tint colour and the others grey.
///
/// As UIKit's, an item's image whose `renderingMode` is `.automatic` is drawn as a template (its
/// shape in the tab's colour); `.alwaysOriginal` keeps its own colours.
///
/// Matches iOS on an iPhone: in portrait each tab stacks its image over its 10-point title; in
/// landscape (a compact height) the image sits beside the title. The image is drawn at most
/// `TabBar.imageHeight` (30) points tall, a template symbol at 25 (Apple's target size for a
/// regular tab bar's glyph, Human Interface Guidelines, "Tab bars"). Ours, as Apple publishes no
/// numbers for them: the image's centre 19 points below the bar's top, the title's top at 34, and
/// 6 points between image and title side by side. Differs: the bar stays 49 points tall in
/// landscape (iOS shortens it to 32) and an iPad's tabs are drawn as an iPhone's.
@MainActor
open class TabBar: View {
    /// The bar's height without the home indicator's area (UIKit's 49 points).
    public static let height: CGFloat = 49

    /// The tallest a tab's image is drawn, in points (Apple's largest glyph size for a tab bar).
    public static let imageHeight: CGFloat = 30
    /// A template symbol's size in a tab, in points (Apple's 25 × 25 target for a regular tab bar).
    public static let symbolSize: CGFloat = 25
    /// The image's centre below the bar's top when stacked, in points (ours).
    static let stackedImageCenter: CGFloat = 19
    /// The title's top below the bar's top when stacked, in points (ours).
    static let stackedTitleTop: CGFloat = 34
    /// The space between the image and the title side by side, in points (ours).
    static let besideSpacing: CGFloat = 6

    weak var controller: TabBarController?
    private var buttons: [TabBarButton] = []
    private let hairline = View()

    /// Whether the bar lets the content behind it show through (`isTranslucent`; true, as UIKit's
    /// default bars). A controller's view extends under a translucent bar; under an opaque one only
    /// with `extendedLayoutIncludesOpaqueBars`. Differs: the bar's colour
    /// stays the same either way.
    open var isTranslucent = true {
        didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
    }

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
            let button = TabBarButton(type: .custom)
            var title = item.title ?? child.title ?? ""
            if let badge = item.badgeValue { title += " (\(badge))" }
            button.setTitle(title, for: .normal)
            var image = selected ? (item.selectedImage ?? item.image) : item.image
            // A tab bar draws an image's shape in its tint unless the image asks for its own colours.
            if let shown = image, shown.renderingMode == .automatic {
                image = shown.withRenderingMode(.alwaysTemplate)
            }
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

    /// Whether the tabs stack their images over their titles: not in landscape (a window wider
    /// than tall: a compact height on an iPhone).
    var stacksItems: Bool {
        guard let window else { return true }
        return window.bounds.width <= window.bounds.height
    }

    /// The buttons share the width equally, in the top 49 points.
    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        let stacked = stacksItems
        for (index, button) in buttons.enumerated() {
            button.stacked = stacked
            button.frame = CGRect(x: width * CGFloat(index), y: 0, width: width, height: Self.height)
            button.setNeedsLayout()
        }
    }
}

/// A tab: its image over its title (`stacked`), or beside it.
@MainActor
final class TabBarButton: Button {
    var stacked = true

    /// The image's size in the tab: a symbol's 25 points square, or the image's own size made at
    /// most 30 points tall.
    private var imageSize: CGSize {
        guard let image = currentImage else { return .zero }
        guard !image.isSymbol, image.size != .zero else {
            return CGSize(width: TabBar.symbolSize, height: TabBar.symbolSize)
        }
        guard image.size.height > TabBar.imageHeight else { return image.size }
        return CGSize(
            width: image.size.width * TabBar.imageHeight / image.size.height, height: TabBar.imageHeight)
    }

    /// Places the image and the title: stacked and centred, or side by side and centred.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let imageView, let titleLabel else { return }
        let image = imageSize
        let title = titleLabel.intrinsicContentSize
        let titleWidth = min(title.width, bounds.width)
        if stacked {
            imageView.frame = CGRect(
                x: (bounds.width - image.width) / 2, y: TabBar.stackedImageCenter - image.height / 2,
                width: image.width, height: image.height)
            titleLabel.frame = CGRect(
                x: (bounds.width - titleWidth) / 2, y: TabBar.stackedTitleTop, width: titleWidth,
                height: title.height)
        } else {
            let spacing = image.width > 0 && titleWidth > 0 ? TabBar.besideSpacing : 0
            var x = (bounds.width - image.width - spacing - titleWidth) / 2
            imageView.frame = CGRect(
                x: x, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
            x += image.width + spacing
            titleLabel.frame = CGRect(
                x: x, y: (bounds.height - title.height) / 2, width: titleWidth, height: title.height)
        }
    }
}
