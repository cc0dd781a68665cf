package import Foundation

/// Foundation's `NotificationCenter.default` as iOS code uses it, made to work on the main actor.
///
/// On iOS, an observer added with `queue: OperationQueue.main` runs on the main thread, at once when
/// the post is made there. swift-corelibs-foundation's main operation queue is not the main thread,
/// and a post made on the main actor to such an observer waits for that queue forever. The UIKit
/// module's `addObserver(forName:object:queue:using:)` (preferred to Foundation's, for a given queue,
/// in files that `import UIKit`) registers through `addObserver(to:forName:object:queue:using:)`, so the
/// observer runs as on iOS: on the main thread, synchronously when posted there, and otherwise
/// after the posting thread waited for it; an observer on another queue runs there, the poster
/// waiting, as Foundation does.
package enum MainThreadNotifications {
    /// Posts `notification` to `NotificationCenter.default` (where iOS code observes UIKit's
    /// notifications).
    package static func post(_ notification: Notification) {
        NotificationCenter.default.post(notification)
    }

    /// Adds an observer to `center` that runs `block` on `queue` as iOS would (see the type).
    package static func addObserver(
        to center: NotificationCenter, forName name: Notification.Name?, object: Any?, queue: OperationQueue,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
        center.addObserver(forName: name, object: object, queue: nil) { notification in
            // Handed to exactly one other thread, which the poster waits for: never shared at once.
            nonisolated(unsafe) let handed = notification
            if queue === OperationQueue.main {
                if MainQueue.isCurrent {
                    block(notification)
                } else {
                    DispatchQueue.main.sync { block(handed) }
                }
            } else if queue !== OperationQueue.current {
                queue.addOperation { block(handed) }
                queue.waitUntilAllOperationsAreFinished()
            } else {
                block(notification)
            }
        }
    }
}
