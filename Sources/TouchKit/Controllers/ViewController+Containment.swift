// Parents and children: the containment API and the relations it gives.

extension ViewController {
    /// The container this controller is a child of (`parent`).
    public var parent: ViewController? { parentStorage }

    /// The child controllers, in the order added (`children`).
    public var children: [ViewController] { childStorage }

    /// The nearest navigation controller among the ancestors (`navigationController`).
    /// - Complexity: O(*d*) in the depth of containment.
    public var navigationController: NavigationController? {
        var current = parentStorage
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parentStorage
        }
        return nil
    }

    /// The controller presented by this one (`presentedViewController`).
    public var presentedViewController: ViewController? { presentedStorage }

    /// The controller that presented this one, or one of its ancestors (`presentingViewController`).
    public var presentingViewController: ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if let presenter = controller.presentingStorage { return presenter }
            current = controller.parentStorage
        }
        return nil
    }

    /// Adds `child` as a child controller (`addChild(_:)`): calls its `willMove(toParent:)`; the
    /// container adds the child's view and then calls `didMove(toParent:)`, as in UIKit.
    public func addChild(_ child: ViewController) {
        guard child.parentStorage !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
        child.updateTraitCollection()
    }

    /// Removes the controller from its parent (`removeFromParent()`): the container calls
    /// `willMove(toParent: nil)` first, as in UIKit; this calls `didMove(toParent: nil)`.
    public func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        updateTraitCollection()
        didMove(toParent: nil)
    }

    /// The topmost ancestor through parents (this one when it has no parent).
    var rootAncestor: ViewController {
        var current = self
        while let parent = current.parentStorage { current = parent }
        return current
    }

    /// The window the controller's hierarchy is shown in: its root ancestor's window, or its
    /// presenter's.
    var hostWindow: Window? {
        let root = rootAncestor
        if let window = root.rootOfWindow { return window }
        if let presenter = root.presentingStorage { return presenter.hostWindow }
        return root.viewStorage?.window
    }
}
