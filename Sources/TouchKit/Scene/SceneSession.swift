/// The persistent identity of a scene, as UIKit's `UISceneSession`.
@MainActor
public final class SceneSession {
    /// What the scene is for, as `UISceneSession.Role`.
    public enum Role: String, Sendable, Hashable, Codable {
        /// The app's main interface on the device's screen (`UIWindowSceneSessionRoleApplication`).
        case windowApplication = "UIWindowSceneSessionRoleApplication"
    }

    /// A stable identifier: the bundle identifier and the scene's number.
    public let persistentIdentifier: String
    /// What the scene is for.
    public let role: Role
    /// The configuration's name from the scene manifest (`"Default Configuration"` in Xcode's template).
    public let configurationName: String

    init(
        persistentIdentifier: String, role: Role = .windowApplication,
        configurationName: String = "Default Configuration"
    ) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configurationName = configurationName
    }
}

extension SceneSession: Hashable {
    /// Identity, as UIKit's sessions compare (`Set<UISceneSession>` in `didDiscardSceneSessions`).
    nonisolated public static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }

    /// Identity, consistent with `==`.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
