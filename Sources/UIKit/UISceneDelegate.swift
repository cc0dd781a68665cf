import Foundation
public import TouchKit

/// UIKit's `UISceneDelegate`, with UIKit's signatures; every method has UIKit's default (nothing).
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene connects (`scene(_:willConnectTo:options:)`); a cold launch's quick action is in
    /// `connectionOptions.shortcutItem`, and only there.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released (`sceneDidDisconnect(_:)`).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active (`sceneDidBecomeActive(_:)`).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene will become inactive (`sceneWillResignActive(_:)`).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is coming to the foreground (`sceneWillEnterForeground(_:)`).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background (`sceneDidEnterBackground(_:)`).
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// UIKit's default: nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// UIKit's default: nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// UIKit's default: nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// UIKit's default: nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// UIKit's default: nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// UIKit's default: nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
