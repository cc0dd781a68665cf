import Foundation

/// UIKit's `UISceneConfiguration`: what `application(_:configurationForConnecting:options:)` returns.
/// A `delegateClass` that is a `UIResponder` and `UIWindowSceneDelegate` makes the scene's delegate (as
/// on iOS); without one, the scene delegate given to `AppBundle` is used (on iOS the Info.plist's
/// scene manifest names it).
public final class UISceneConfiguration {
    /// The configuration's name (`name`).
    public let name: String?
    /// The session role (`role`).
    public let role: UISceneSession.Role
    /// The scene delegate class (`delegateClass`): a `UIResponder` subclass adopting
    /// `UIWindowSceneDelegate` is instantiated for the connecting scene; another class is not used.
    public var delegateClass: AnyClass?
    /// The scene class (`sceneClass`); informational here.
    public var sceneClass: AnyClass?

    /// A configuration named `name` for `sessionRole` (`init(name:sessionRole:)`).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
