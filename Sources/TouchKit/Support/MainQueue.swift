package import Dispatch
import Foundation

/// Whether code runs on the main queue, where the main actor's work runs.
///
/// `Thread.isMainThread` is not the answer on Linux: once an async `main` hands the main thread to
/// `dispatchMain()`, the main queue (and so the main actor) is served by a worker thread. A key set
/// on the main queue is seen by whatever thread is running its work.
package enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main queue (or the main thread, before `dispatchMain()`).
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
