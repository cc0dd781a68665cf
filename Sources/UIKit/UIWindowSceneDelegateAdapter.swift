import Foundation
public import QuickActions
public import TouchKit

/// The TouchKit `WindowSceneDelegate` that forwards each call to a scene delegate written against UIKit,
/// converting the arguments.
public final class UIWindowSceneDelegateAdapter: WindowSceneDelegate {
    /// The app's own scene delegate.
    public let delegate: any UIWindowSceneDelegate

    /// The `UIWindowScene` handed to `delegate` (one per scene).
    private var wrapper: UIWindowScene?

    /// An adapter for `delegate`.
    public init(_ delegate: any UIWindowSceneDelegate) {
        self.delegate = delegate
    }

    /// The scene's window: the app's `window`. A window TouchKit sets is kept only if it is a
    /// `UIWindow` (this module never asks TouchKit for a storyboard window).
    public var window: Window? {
        get { delegate.window }
        set { delegate.window = newValue as? UIWindow }
    }

    /// The UIKit object for `scene`, made once.
    func uiScene(for scene: Scene) -> UIWindowScene? {
        guard let windowScene = scene as? WindowScene else { return nil }
        if let wrapper, wrapper.windowScene === windowScene { return wrapper }
        let made = UIWindowScene(windowScene: windowScene)
        wrapper = made
        return made
    }

    /// Forwards `scene(_:willConnectTo:options:)` with a `UIApplicationShortcutItem` in the options.
    public func scene(
        _ scene: Scene, willConnectTo session: SceneSession,
        options connectionOptions: Scene.ConnectionOptions
    ) {
        guard let uiScene = uiScene(for: scene) else { return }
        delegate.scene(
            uiScene, willConnectTo: session,
            options: UIScene.ConnectionOptions(
                shortcutItem: connectionOptions.shortcutItem.map(UIApplicationShortcutItem.init)))
    }

    /// Forwards `sceneDidDisconnect(_:)`.
    public func sceneDidDisconnect(_ scene: Scene) {
        if let uiScene = uiScene(for: scene) { delegate.sceneDidDisconnect(uiScene) }
    }

    /// Forwards `sceneDidBecomeActive(_:)`.
    public func sceneDidBecomeActive(_ scene: Scene) {
        if let uiScene = uiScene(for: scene) { delegate.sceneDidBecomeActive(uiScene) }
    }

    /// Forwards `sceneWillResignActive(_:)`.
    public func sceneWillResignActive(_ scene: Scene) {
        if let uiScene = uiScene(for: scene) { delegate.sceneWillResignActive(uiScene) }
    }

    /// Forwards `sceneWillEnterForeground(_:)`.
    public func sceneWillEnterForeground(_ scene: Scene) {
        if let uiScene = uiScene(for: scene) { delegate.sceneWillEnterForeground(uiScene) }
    }

    /// Forwards `sceneDidEnterBackground(_:)`.
    public func sceneDidEnterBackground(_ scene: Scene) {
        if let uiScene = uiScene(for: scene) { delegate.sceneDidEnterBackground(uiScene) }
    }

    /// Forwards `windowScene(_:performActionFor:completionHandler:)` with a `UIApplicationShortcutItem`.
    public func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        guard let uiScene = uiScene(for: windowScene) else { return completionHandler(false) }
        delegate.windowScene(
            uiScene, performActionFor: UIApplicationShortcutItem(shortcutItem),
            completionHandler: MainActorCompletion.wrap(completionHandler))
    }
}
