public import Foundation

/// One app's notification centre: post a `Notification`, and every matching observer's block runs.
///
/// UIKit apps use `NotificationCenter.default`, a process-wide singleton; TouchKit has one centre per
/// `Application` (`application.notificationCenter`) so several apps in one process never hear each
/// other. Observers run synchronously on the main actor, in the order they were added; an observer
/// added while a notification is being posted does not hear that notification, one removed does not
/// hear it any more.
@MainActor
public final class ApplicationNotificationCenter {
    /// What `addObserver` returns: pass it to `removeObserver(_:)` to stop observing.
    public final class Observation: Hashable {
        fileprivate let id: Int

        fileprivate init(id: Int) {
            self.id = id
        }

        /// Observations are equal when they are the same registration.
        nonisolated public static func == (lhs: Observation, rhs: Observation) -> Bool {
            lhs === rhs
        }

        /// Hashes the registration's identity.
        nonisolated public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }
    }

    private struct Entry {
        var observation: Observation
        var name: Notification.Name?
        var object: AnyObject?
        var block: @MainActor (Notification) -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    /// Creates an empty centre.
    public init() {}

    /// Runs `block` for each notification named `name` (any name when nil) from `object` (any
    /// sender when nil), as `NotificationCenter.addObserver(forName:object:queue:using:)`.
    @discardableResult
    public func addObserver(
        forName name: Notification.Name?, object: AnyObject? = nil,
        using block: @escaping @MainActor (Notification) -> Void
    ) -> Observation {
        nextID += 1
        let observation = Observation(id: nextID)
        entries.append(Entry(observation: observation, name: name, object: object, block: block))
        return observation
    }

    /// Stops the observation; nothing happens when it was already removed.
    /// - Complexity: O(*n*) in the number of observers.
    public func removeObserver(_ observation: Observation) {
        entries.removeAll { $0.observation === observation }
    }

    /// Posts `notification` to every matching observer, in the order they were added.
    /// - Complexity: O(*n*) in the number of observers, plus what the blocks do.
    public func post(_ notification: Notification) {
        let snapshot = entries
        for entry in snapshot {
            guard entries.contains(where: { $0.observation === entry.observation }) else { continue }
            if let name = entry.name, name != notification.name { continue }
            if let object = entry.object, object !== (notification.object as AnyObject?) { continue }
            entry.block(notification)
        }
    }

    /// Posts a notification built from its parts (`NotificationCenter.post(name:object:userInfo:)`).
    public func post(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// How many observations are registered.
    public var observerCount: Int { entries.count }
}
