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
