import Foundation
public import TouchKit

/// UIKit's `UIWindowScene`: the app's window scene, forwarding to TouchKit's `WindowScene`. Make the
/// app's window with `UIWindow(windowScene:)`.
public final class UIWindowScene: UIScene {
    /// The TouchKit window scene this object forwards to.
    public let windowScene: WindowScene

    /// The object for `windowScene`.
    init(windowScene: WindowScene) {
        self.windowScene = windowScene
        super.init(scene: windowScene)
    }

    /// The scene's screen (`screen`).
    public var screen: UIScreen { UIScreen(screen: windowScene.screen) }

    /// The scene's traits (`traitCollection`).
    public var traitCollection: UITraitCollection { windowScene.traitCollection }

    /// The scene's windows (`windows`).
    public var windows: [Window] {
        windowScene.application?.windows.filter { $0.windowScene === windowScene } ?? []
    }

    /// The scene's key window (`keyWindow`, iOS 15).
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }
}
