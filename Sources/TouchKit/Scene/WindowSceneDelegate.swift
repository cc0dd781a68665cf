public import QuickActions

/// A scene delegate for a window scene, as UIKit's `UIWindowSceneDelegate`: it gets quick actions
/// chosen while the app runs.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    /// The scene's window (`window`); a storyboard app's is set by the host before
    /// `scene(_:willConnectTo:options:)`.
    var window: Window? { get set }

    /// The user chose a Home Screen quick action while the app was running. Call `completionHandler`
    /// exactly once (`windowScene(_:performActionFor:completionHandler:)`). Not called for the item
    /// of a cold launch: that one is in `ConnectionOptions.shortcutItem`.
    func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void)
}

extension WindowSceneDelegate {
    /// Default: the item is not handled. Reports `MisuseDiagnostic.Problem.performActionNotImplemented` and
    /// completes with `false` (UIKit would silently drop the item).
    public func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        windowScene.application?.report(
            .performActionNotImplemented(shortcutType: shortcutItem.type, scene: true))
        completionHandler(false)
    }
}
