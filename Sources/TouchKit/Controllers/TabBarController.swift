public import Foundation

/// Tabs of view controllers with a bar at the bottom to switch between them, as UIKit's
/// `UITabBarController`.
///
/// Matches UIKit: the first controller is selected; a tap on a tab asks the delegate
/// (`tabBarController(_:shouldSelect:)`), selects it and tells the delegate (`didSelect`); only the
/// selected controller's view is in the hierarchy and hears the appearance calls; each child's
/// `tabBarItem` draws its tab; a tap on the selected tab of a navigation controller pops it to its
/// root. Differs: more than five tabs are drawn in one row (no More tab), switching is never
/// animated, and the bar is 49 points tall plus the home indicator's 34 on models without a home
/// button (Apple's numbers).
@MainActor
open class TabBarController: ViewController {
    /// The bar (`tabBar`).
    public let tabBar = TabBar()
    let tabContainer = View()
    var tabs: [ViewController] = []
    var selectedTab = 0

    /// The delegate asked before and told after a tab is chosen (`delegate`; weak).
    open weak var delegate: (any TabBarControllerDelegate)?

    /// Creates an empty tab bar controller; set `viewControllers`.
    public override init() {
        super.init()
        setUp()
    }

    /// Creates a tab bar controller from an archive (`init?(coder:)`); the storyboard's
    /// `viewControllers` relationships fill it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        tabBar.controller = self
        tabContainer.clipsToBounds = true
    }

    /// The tabs' controllers, left to right (`viewControllers`).
    open var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (`setViewControllers(_:animated:)`): the first is selected, or the one at
    /// the same index when there is one.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let shown = selectedViewController
        if isVisible { shown?.beginAppearanceTransition(false, animated: false) }
        shown?.viewStorage?.removeFromSuperview()
        if isVisible { shown?.endAppearanceTransition() }
        for old in tabs {
            old.willMove(toParent: nil)
            old.removeFromParent()
            old.tabBarItemStorage?.owner = nil
        }
        tabs = viewControllers ?? []
        for controller in tabs {
            addChild(controller)
            controller.tabBarItem.owner = self
            controller.didMove(toParent: self)
        }
        selectedTab = tabs.isEmpty ? 0 : min(selectedTab, tabs.count - 1)
        if isViewLoaded { showSelected() }
        tabBar.refresh()
    }

    /// The selected tab's index (`selectedIndex`); setting it selects without asking the delegate.
    open var selectedIndex: Int {
        get { selectedTab }
        set { select(newValue) }
    }

    /// The selected tab's controller (`selectedViewController`); setting it selects that tab.
    open var selectedViewController: ViewController? {
        get { tabs.indices.contains(selectedTab) ? tabs[selectedTab] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// A view holding the selected controller's view and the bar.
    open override func loadView() {
        let root = ContainerLayoutView { [weak self] in self?.layoutTabs(in: $0) }
        root.backgroundColor = .systemBackground
        root.addSubview(tabContainer)
        root.addSubview(tabBar)
        view = root
        showSelected()
        tabBar.refresh()
    }

    /// Only the selected controller hears the appearance calls.
    override func appearanceForwardingChildren() -> [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Lays out the bar at the bottom and the selected view behind it: a controller's view extends
    /// under a translucent bar (`edgesForExtendedLayout`), with the bar in its safe area insets; one
    /// that does not ends above the bar.
    func layoutTabs(in bounds: CGRect) {
        let barHeight = self.barHeight
        tabBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        tabContainer.frame = CGRect(origin: .zero, size: bounds.size)
        let covered = EdgeInsets(top: 0, left: 0, bottom: tabBar.isHidden ? 0 : barHeight, right: 0)
        let coveredChanged = tabContainer.layoutStateStorage?.coveredInsets ?? .zero != covered
        if coveredChanged { tabContainer.layoutState.coveredInsets = covered }
        for subview in tabContainer.subviews {
            let frame = contentFrame(for: tabs.first { $0.viewStorage === subview })
            guard subview.frame != frame || coveredChanged else { continue }
            subview.frame = frame
            subview.safeAreaDidChangeInSubtree()
        }
    }

    /// The bar's height: 49 points, plus the home indicator's area on models without a home button.
    private var barHeight: CGFloat {
        let bottom =
            hostWindow.map { Window.safeAreaInsets(screen: $0.screen, size: $0.bounds.size).bottom } ?? 0
        return TabBar.height + bottom
    }

    /// Where `controller`'s view goes: all of the controller's view when it extends under the bar,
    /// else the part above the bar.
    func contentFrame(for controller: ViewController?) -> CGRect {
        let size = viewStorage?.bounds.size ?? tabContainer.bounds.size
        guard let controller, !tabBar.isHidden,
            !controller.extendsLayout(under: .bottom, barIsTranslucent: tabBar.isTranslucent)
        else { return CGRect(origin: .zero, size: size) }
        return CGRect(x: 0, y: 0, width: size.width, height: max(0, size.height - barHeight))
    }

    /// A tap on tab `index`: asks the delegate, selects it, tells the delegate; a tap on the selected
    /// tab pops its navigation controller to the root, as UIKit does.
    func userSelected(_ index: Int) {
        guard tabs.indices.contains(index), tabs[index].tabBarItem.isEnabled else { return }
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        if index == selectedTab, let navigation = controller as? NavigationController {
            navigation.popToRootViewController(animated: true)
        }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedTab || tabContainer.subviews.isEmpty else {
            return
        }
        let previous = selectedViewController
        let visible = isVisible
        if visible { previous?.beginAppearanceTransition(false, animated: false) }
        previous?.viewStorage?.removeFromSuperview()
        if visible { previous?.endAppearanceTransition() }
        selectedTab = index
        if isViewLoaded { showSelected() }
        tabBar.refresh()
    }

    private func showSelected() {
        guard let controller = selectedViewController else { return }
        let visible = isVisible && controller.viewStorage?.superview !== tabContainer
        if visible { controller.beginAppearanceTransition(true, animated: false) }
        let view = controller.view!
        view.frame = contentFrame(for: controller)
        if view.superview !== tabContainer { tabContainer.addSubview(view) }
        if visible { controller.endAppearanceTransition() }
        viewStorage?.setNeedsLayout()
    }

    /// A child's tab item changed: the bar redraws.
    func tabItemDidChange() { tabBar.refresh() }
}

/// What a tab bar controller asks and tells (`UITabBarControllerDelegate`); every method is optional.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected by a tap (`shouldSelect`; true).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    /// The user selected the tab of `viewController` (`didSelect`).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Every tab may be selected.
    public func tabBarController(
        _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool { true }
    /// Nothing happens.
    public func tabBarController(
        _ tabBarController: TabBarController, didSelect viewController: ViewController
    ) {}
}

extension ViewController {
    /// The tab bar controller this controller is in, if any (`tabBarController`).
    public var tabBarController: TabBarController? {
        var current = parentStorage
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parentStorage
        }
        return nil
    }

    /// The controller's tab (`tabBarItem`), made on first use with its `title`.
    public var tabBarItem: TabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            let owner = tabBarItemStorage?.owner
            tabBarItemStorage = newValue
            newValue?.owner = owner
            owner?.tabItemDidChange()
        }
    }
}
