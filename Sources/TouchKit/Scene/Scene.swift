/// One instance of an app's interface, as UIKit's `UIScene` (iOS 13).
///
/// TouchKit runs one scene per app (an iPhone app's only window scene). The host creates it on a
/// cold launch of an app whose configuration has `makeSceneDelegate`, connects it with
/// `scene(_:willConnectTo:options:)` and drives its activation state; the scene keeps its delegate
/// alive, as UIKit's does.
@MainActor
public class Scene {
    /// A scene's place in the foreground/background cycle, as `UIScene.ActivationState` (UIKit's raw values).
    public enum ActivationState: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Created, not yet connected to the app's lifecycle.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The session the scene was connected with.
    public let session: SceneSession
    /// Where the scene stands now.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's delegate (kept alive by the scene, as in UIKit).
    public internal(set) var delegate: (any SceneDelegate)?
    /// A title for the scene (shown by the app switcher on iPad; kept for completeness).
    public var title: String = ""
    /// The app the scene belongs to. UIKit reaches it through `UIApplication.shared`; TouchKit has no
    /// singleton, so the scene names it.
    public private(set) weak var application: Application?

    init(session: SceneSession, application: Application) {
        self.session = session
        self.application = application
    }
}
