public import Foundation

/// A stack of view controllers with a bar on top, as UIKit's `UINavigationController`.
///
/// Pushing slides the new controller in and gives it a back button to the one below; popping
/// (the back button, or `popViewController`) slides it out. Only the top controller appears, and
/// the appearance callbacks of both controllers bracket the transition as in UIKit.
@MainActor
open class NavigationController: ViewController {
    /// The bar (`navigationBar`).
    public let navigationBar = NavigationBar()
    let statusBarBackground = View()
    let container = View()
    var stack: [ViewController] = []

    /// Hears the controller show its top controllers (`delegate`), held weakly as in UIKit.
    open weak var delegate: (any NavigationControllerDelegate)?

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: ViewController) {
        super.init()
        setUpBar()
        push(rootViewController, animated: false)
    }

    /// Creates an empty navigation controller; set `viewControllers` before showing it.
    public override init() {
        super.init()
        setUpBar()
    }

    /// Creates an empty navigation controller from an archive (`init?(coder:)`); the storyboard's
    /// root view controller relationship fills its stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        navigationBar.backButton.addAction(
            Action { [weak self] _ in _ = self?.popViewController(animated: true) }, for: .touchUpInside)
        statusBarBackground.backgroundColor = .barBackground
        container.clipsToBounds = true
    }

    /// The stack, bottom first (`viewControllers`). Setting it replaces the stack without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top (`topViewController`).
    public var topViewController: ViewController? { stack.last }

    /// The controller on screen: the top one, or what it presents (`visibleViewController`).
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController
    }

    /// Whether the bar is hidden (`isNavigationBarHidden`).
    open var isNavigationBarHidden = false {
        didSet { viewStorage?.setNeedsLayout() }
    }

    /// A view holding the status bar's background, the bar, and the top controller's view.
    open override func loadView() {
        let root = ContainerLayoutView { [weak self] in self?.layoutNavigation(in: $0) }
        root.backgroundColor = .systemBackground
        root.addSubview(container)
        root.addSubview(statusBarBackground)
        root.addSubview(navigationBar)
        view = root
        if let top = topViewController { install(top) }
        refreshBar()
    }

    /// Lays out the bar below the status bar, and the content under both: a controller's view
    /// fills the screen behind a translucent bar (`edgesForExtendedLayout`), with the bars in its
    /// safe area insets; one that does not extend under the bar starts below it.
    func layoutNavigation(in bounds: CGRect) {
        let statusBar = statusBarHeight
        statusBarBackground.frame = CGRect(x: 0, y: 0, width: bounds.width, height: statusBar)
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: statusBar, width: bounds.width, height: NavigationBar.height)
        container.frame = CGRect(origin: .zero, size: bounds.size)
        let covered = EdgeInsets(
            top: isNavigationBarHidden ? 0 : statusBar + NavigationBar.height, left: 0, bottom: 0, right: 0)
        let coveredChanged = container.layoutStateStorage?.coveredInsets ?? .zero != covered
        if coveredChanged { container.layoutState.coveredInsets = covered }
        for subview in container.subviews {
            let frame = contentFrame(for: stack.first { $0.viewStorage === subview })
            guard subview.frame != frame || coveredChanged else { continue }
            subview.frame = frame
            subview.safeAreaDidChangeInSubtree()
        }
    }

    private var statusBarHeight: CGFloat {
        hostWindow?.screen.statusBarHeight ?? Screen.iPhone6s.statusBarHeight
    }

    /// Where `controller`'s view goes in the container: all of it when the view extends under the
    /// bars, else below the navigation bar (and above a translucent tab bar it does not extend under).
    func contentFrame(for controller: ViewController?) -> CGRect {
        let size = viewStorage?.bounds.size ?? container.bounds.size
        var top: CGFloat = 0
        var bottom = size.height
        if let controller {
            let barBottom = statusBarHeight + (isNavigationBarHidden ? 0 : NavigationBar.height)
            if !controller.extendsLayout(under: .top, barIsTranslucent: navigationBar.isTranslucent) {
                top = barBottom
            }
            if let tabs = tabBarController, tabs.isViewLoaded, !tabs.tabBar.isHidden,
                !controller.extendsLayout(under: .bottom, barIsTranslucent: tabs.tabBar.isTranslucent),
                let root = viewStorage, let bar = Optional(tabs.tabBar), bar.window != nil,
                bar.window === root.window
            {
                bottom = min(bottom, max(top, bar.convert(bar.bounds, to: root).minY))
            }
        }
        return CGRect(x: 0, y: top, width: size.width, height: max(0, bottom - top))
    }

    /// Only the top controller hears the appearance calls.
    override func appearanceForwardingChildren() -> [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    private func install(_ controller: ViewController) {
        let view = controller.view!
        view.frame = contentFrame(for: controller)
        if view.superview !== container { container.addSubview(view) }
    }

    /// Pushes `viewController` on top (`pushViewController(_:animated:)`). Pushing a controller that
    /// is already in a stack or has another parent is reported and ignored, as UIKit raises.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        push(viewController, animated: animated)
    }

    private func push(_ controller: ViewController, animated: Bool) {
        if stack.contains(where: { $0 === controller }) {
            reportMisuse(.pushedTwice(controller: controller.debugName))
            return
        }
        if controller.parentStorage != nil || controller.presentingStorage != nil
            || controller.rootOfWindow != nil
        {
            reportMisuse(.alreadyHasParent(controller: controller.debugName, operation: "pushViewController"))
            return
        }
        let previous = topViewController
        addChild(controller)
        stack.append(controller)
        guard isViewLoaded else {
            controller.didMove(toParent: self)
            return
        }
        refreshBar()
        let window = viewStorage?.window
        guard isVisible, let window, let previous else {
            previous?.viewStorage?.removeFromSuperview()
            install(controller)
            if isVisible {
                controller.beginAppearanceTransition(true, animated: false)
                afterTransition(in: window) { controller.endAppearanceTransition() }
            }
            controller.didMove(toParent: self)
            return
        }
        delegate?.navigationController(self, willShow: controller, animated: animated)
        previous.beginAppearanceTransition(false, animated: animated)
        controller.beginAppearanceTransition(true, animated: animated)
        install(controller)
        window.beginTransition(.push, of: controller.view, animated: animated) { [weak self] in
            if previous.parentStorage === self, self?.topViewController !== previous {
                previous.viewStorage?.removeFromSuperview()
            }
            previous.endAppearanceTransition()
            controller.endAppearanceTransition()
            controller.didMove(toParent: self)
            if let self { self.delegate?.navigationController(self, didShow: controller, animated: animated) }
        }
    }

    private func afterTransition(in window: Window?, _ work: @escaping @MainActor () -> Void) {
        if let window { window.afterTransition(duration: 0, work) } else { work() }
    }

    /// Pops the top controller and returns it (`popViewController(animated:)`); with only the root
    /// left, reports it and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else {
            reportMisuse(.popRoot(navigation: debugName))
            return nil
        }
        return pop(to: stack[stack.count - 2], animated: animated).last
    }

    /// Pops everything above the root (`popToRootViewController(animated:)`); nil when already there.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard stack.count > 1 else { return nil }
        return pop(to: stack[0], animated: animated)
    }

    /// Pops everything above `viewController` (`popToViewController(_:animated:)`); nil when it is
    /// not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard stack.contains(where: { $0 === viewController }) else { return nil }
        return pop(to: viewController, animated: animated)
    }

    private func pop(to target: ViewController, animated: Bool) -> [ViewController] {
        guard let targetIndex = stack.firstIndex(where: { $0 === target }), targetIndex < stack.count - 1
        else {
            return []
        }
        let popped = Array(stack[(targetIndex + 1)...])
        let leaving = popped.last!
        stack.removeSubrange((targetIndex + 1)...)
        for controller in popped { controller.willMove(toParent: nil) }
        for controller in popped.dropLast() {
            controller.viewStorage?.removeFromSuperview()
            controller.removeFromParent()
        }
        guard isViewLoaded else {
            leaving.removeFromParent()
            return popped
        }
        refreshBar()
        let window = viewStorage?.window
        guard isVisible, let window else {
            leaving.viewStorage?.removeFromSuperview()
            leaving.removeFromParent()
            install(target)
            return popped
        }
        delegate?.navigationController(self, willShow: target, animated: animated)
        leaving.beginAppearanceTransition(false, animated: animated)
        target.beginAppearanceTransition(true, animated: animated)
        let targetView = target.view!
        targetView.frame = contentFrame(for: target)
        if let leavingView = leaving.viewStorage, leavingView.superview === container {
            container.insertSubview(targetView, belowSubview: leavingView)
        } else {
            container.addSubview(targetView)
        }
        let leavingView = leaving.view!
        leavingView.isUserInteractionEnabled = false
        window.beginTransition(.pop, of: leavingView, animated: animated) {
            leavingView.removeFromSuperview()
            leavingView.isUserInteractionEnabled = true
            leaving.endAppearanceTransition()
            target.endAppearanceTransition()
            leaving.removeFromParent()
            self.delegate?.navigationController(self, didShow: target, animated: animated)
        }
        return popped
    }

    /// Replaces the stack (`setViewControllers(_:animated:)`). An empty stack is reported and ignored.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard let newTop = controllers.last else {
            reportMisuse(.emptyNavigationStack(navigation: debugName))
            return
        }
        let oldTop = topViewController
        for controller in stack where !controllers.contains(where: { $0 === controller }) {
            if controller === oldTop, isVisible {
                controller.beginAppearanceTransition(false, animated: false)
            }
            controller.willMove(toParent: nil)
            controller.viewStorage?.removeFromSuperview()
            controller.removeFromParent()
            if controller === oldTop { controller.endAppearanceTransition() }
        }
        for controller in controllers where controller.parentStorage !== self {
            controller.removeFromParent()
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stack = controllers
        childStorage = controllers + childStorage.filter { child in !controllers.contains { $0 === child } }
        guard isViewLoaded else { return }
        for subview in container.subviews where subview !== newTop.viewStorage {
            subview.removeFromSuperview()
        }
        install(newTop)
        refreshBar()
        if isVisible, newTop !== oldTop {
            newTop.beginAppearanceTransition(true, animated: false)
            afterTransition(in: viewStorage?.window) { newTop.endAppearanceTransition() }
        }
    }

    /// Shows the top controller's title and items, and a back button titled after the one below.
    func refreshBar() {
        guard isViewLoaded, let top = topViewController else { return }
        let item = top.navigationItem
        navigationBar.titleLabel.text = item.title
        let below = stack.count > 1 ? stack[stack.count - 2] : nil
        let showsBack =
            below != nil && !item.hidesBackButton
            && (item.leftBarButtonItem == nil || item.leftItemsSupplementBackButton)
        navigationBar.backButton.isHidden = !showsBack
        if let below {
            navigationBar.backButton.setTitle(
                below.navigationItem.backButtonTitle ?? below.navigationItem.title ?? "Back", for: .normal)
        }
        item.leftBarButtonItem?.owner = self
        item.rightBarButtonItem?.owner = self
        navigationBar.show(item.leftBarButtonItem, in: navigationBar.leftButton)
        navigationBar.show(item.rightBarButtonItem, in: navigationBar.rightButton)
        navigationBar.setNeedsLayout()
    }
}
