import Foundation

/// UIKit's `UISceneConfiguration`: what `application(_:configurationForConnecting:options:)` returns.
/// Kept so that delegates that implement it compile; the scene delegate class actually used is the one
/// given to `AppBundle` (as the Info.plist's scene manifest names it on iOS).
public final class UISceneConfiguration {
    /// The configuration's name (`name`).
    public let name: String?
    /// The session role (`role`).
    public let role: UISceneSession.Role
    /// The scene delegate class (`delegateClass`); informational here.
    public var delegateClass: AnyClass?
    /// The scene class (`sceneClass`); informational here.
    public var sceneClass: AnyClass?

    /// A configuration named `name` for `sessionRole` (`init(name:sessionRole:)`).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
