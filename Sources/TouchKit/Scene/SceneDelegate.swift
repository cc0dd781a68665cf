/// What an app implements to hear about a scene's life, as UIKit's `UISceneDelegate`.
///
/// Every method has a default that does nothing. An app that uses scenes gets these instead of the
/// app delegate's `applicationDidBecomeActive(_:)` and friends.
@MainActor
public protocol SceneDelegate: AnyObject {
    /// The scene is being added to the app; `connectionOptions.shortcutItem` holds the quick action
    /// of a cold launch (`scene(_:willConnectTo:options:)`).
    func scene(
        _ scene: Scene, willConnectTo session: SceneSession,
        options connectionOptions: Scene.ConnectionOptions)
    /// The scene was removed (the app is terminating) (`sceneDidDisconnect(_:)`).
    func sceneDidDisconnect(_ scene: Scene)
    /// The scene is active (`sceneDidBecomeActive(_:)`).
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene is about to stop being active (`sceneWillResignActive(_:)`).
    func sceneWillResignActive(_ scene: Scene)
    /// The scene is coming to the foreground (`sceneWillEnterForeground(_:)`).
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene went to the background (`sceneDidEnterBackground(_:)`).
    func sceneDidEnterBackground(_ scene: Scene)
}

extension SceneDelegate {
    /// Default: nothing.
    public func scene(
        _ scene: Scene, willConnectTo session: SceneSession,
        options connectionOptions: Scene.ConnectionOptions
    ) {}
    /// Default: nothing.
    public func sceneDidDisconnect(_ scene: Scene) {}
    /// Default: nothing.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Default: nothing.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Default: nothing.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Default: nothing.
    public func sceneDidEnterBackground(_ scene: Scene) {}
}

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
