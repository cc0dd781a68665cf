import Foundation
import TouchKit

/// UIKit's `UIWindowSceneDelegate`: a scene delegate with a window and the warm quick action.
///
/// Implement `windowScene(_:performActionFor:completionHandler:)` or its `async` form; if neither is
/// implemented, the item is dropped with a `performActionNotImplemented` diagnostic. Differs: `window`
/// is required (it is optional in UIKit, but every scene delegate declares it).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window (`window`): set it in `scene(_:willConnectTo:options:)`.
    var window: UIWindow? { get set }

    /// A quick action for the running app (`windowScene(_:performActionFor:completionHandler:)`).
    /// The default calls the `async` form.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)

    /// The `async` form (`windowScene(_:performActionFor:) async -> Bool`): it starts at once on the
    /// main actor within the host's call. The default reports `performActionNotImplemented` and
    /// returns `false`.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem)
        async
        -> Bool
}

extension UIWindowSceneDelegate {
    /// The default runs the `async` form and completes with what it returns.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        AsyncBridge.start {
            await self.windowScene(windowScene, performActionFor: shortcutItem)
        } then: {
            completionHandler($0)
        }
    }

    /// The default: the scene delegate does not handle quick actions; reports
    /// `performActionNotImplemented`.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
    )
        async -> Bool
    {
        windowScene.windowScene.application?.report(
            .performActionNotImplemented(shortcutType: shortcutItem.type, scene: true))
        return false
    }
}
