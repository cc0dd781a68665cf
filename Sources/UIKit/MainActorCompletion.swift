import Foundation

/// UIKit's completion handlers are plain `(Bool) -> Void`; TouchKit's run on the main actor.
@MainActor
enum MainActorCompletion {
    /// A plain handler, formed on the main actor, that calls `handler` at once, so the host records
    /// the call within its turn. Like UIKit's, it belongs to the main actor: under Swift 6's checking
    /// it cannot be sent to another thread (it is not `Sendable`).
    static func wrap(_ handler: @escaping @MainActor (Bool) -> Void) -> (Bool) -> Void {
        { succeeded in handler(succeeded) }
    }
}
