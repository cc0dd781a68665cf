/// Hears a navigation controller show controllers, as UIKit's `UINavigationControllerDelegate`.
///
/// Both methods are optional. They come for animated and unanimated pushes and pops of a
/// navigation controller on screen; differs from UIKit: not for the root controller's first
/// appearance nor for `setViewControllers(_:animated:)`, and the delegate supplies no animators.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to become the top (`navigationController(_:willShow:animated:)`).
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `viewController` is the top now, its transition over (`navigationController(_:didShow:animated:)`).
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Default: nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Default: nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}
