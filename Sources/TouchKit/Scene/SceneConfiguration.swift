/// How a scene is made, as UIKit's `UISceneConfiguration`: what the app delegate's
/// `application(_:configurationForConnecting:options:)` returns before a scene connects.
///
/// Matches UIKit: the host asks the app delegate for it each time it connects a new scene session,
/// before it makes the scene delegate, with the same connection options the scene delegate then gets
/// (so an app may read `options.shortcutItem` there); a configuration that names a delegate is used
/// to make the scene delegate. Differs: the delegate is named by a factory (`makeDelegate`) rather
/// than a class, and a configuration without one uses the scene delegate of the app's manifest, where
/// UIKit would look the configuration's name up in the Info.plist's scene manifest.
@MainActor
public final class SceneConfiguration {
    /// The configuration's name (`name`); Xcode's template uses "Default Configuration".
    public let name: String?
    /// The role of the sessions it is for (`role`).
    public let role: SceneSession.Role
    /// Makes the scene's delegate (UIKit's `delegateClass`); nil uses the manifest's scene delegate.
    public var makeDelegate: (@MainActor () -> any WindowSceneDelegate)?

    /// A configuration named `name` for sessions of `sessionRole` (`init(name:sessionRole:)`).
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
