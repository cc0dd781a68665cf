import Foundation
public import TouchKit

/// UIKit's `UIScene`: one of the app's scenes as its code sees it, forwarding to TouchKit's `Scene`
/// (one scene per app here).
public class UIScene: Responder {
    /// UIKit's `UIScene.ActivationState`: TouchKit's `Scene.ActivationState` (UIKit's raw values).
    public typealias ActivationState = Scene.ActivationState

    /// The TouchKit scene this object forwards to.
    public let scene: Scene

    /// The object for `scene` (the scene delegate adapter keeps one per scene).
    init(scene: Scene) {
        self.scene = scene
    }

    /// The scene's session (`session`).
    public var session: UISceneSession { scene.session }

    /// Foreground active, inactive, background or unattached (`activationState`).
    public var activationState: ActivationState { scene.activationState }

    /// The scene's title (`title`).
    public var title: String? {
        get { scene.title }
        set { scene.title = newValue ?? "" }
    }

    /// The scene's delegate as the app wrote it (`delegate`).
    public var delegate: (any UISceneDelegate)? {
        (scene.delegate as? UIWindowSceneDelegateAdapter)?.delegate
    }
}
