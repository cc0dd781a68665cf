public import Foundation

// Which application's code is running now: the hook behind UIKit's `UIApplication.shared`.

extension Application {
    /// The application whose code the host is running right now on the main actor, or `nil` between
    /// calls.
    ///
    /// UIKit has one `UIApplication.shared` per process; TouchKit has one `Application` per launch and
    /// several apps (and devices) per process, so there is no process-wide answer. Instead the host
    /// makes an application current while it calls into that application's code: every delegate
    /// and scene delegate call (`ApplicationHost`), the work its `async` blocks do, and what a window
    /// of the application does with a touch or a timer (`Window.send(_:coalesced:predicted:)`,
    /// `Window.advance(to:)`), including the previewing and gesture callbacks those make. Calls nest
    /// (an app's code that drives another app's window makes that one current until it returns).
    ///
    /// Outside those calls — a `Task` that resumes later, a `DispatchQueue.main` block, a test calling
    /// the app's code directly — it is `nil`. The `UIKit` module's `UIApplication.shared` reads it.
    public static var current: Application? { currentStack.last }

    /// The applications whose code is running, innermost last.
    private static var currentStack: [Application] = []

    /// The state folder of the device whose app's code is running now (`current`'s
    /// `services?.stateDirectory`; nil outside such a call or for a device without one), readable
    /// from any thread: what UIKit's `ForceTouchDefaults` (a `UserDefaults`, whose methods are not
    /// main-actor isolated) reads to find the device's copy of the app's defaults.
    public nonisolated static var currentStateDirectory: URL? {
        stateDirectoryLock.lock()
        defer { stateDirectoryLock.unlock() }
        return currentStateDirectories.last ?? nil
    }

    /// Guards `currentStateDirectories`.
    private nonisolated static let stateDirectoryLock = NSLock()
    /// The state folders of `currentStack`, in the same order.
    nonisolated(unsafe) private static var currentStateDirectories: [URL?] = []

    /// Runs `body` with this application current (see `current`), restoring the previous one after.
    func runAsCurrent<Result>(_ body: () -> Result) -> Result {
        Self.currentStack.append(self)
        AppCodeThreads.enter()
        Self.stateDirectoryLock.lock()
        Self.currentStateDirectories.append(services?.stateDirectory)
        Self.stateDirectoryLock.unlock()
        defer {
            AppCodeThreads.leave()
            Self.currentStack.removeLast()
            Self.stateDirectoryLock.lock()
            Self.currentStateDirectories.removeLast()
            Self.stateDirectoryLock.unlock()
        }
        return body()
    }
}

/// The threads running an application's code now, inside `runAsCurrent` (which runs on the main actor),
/// for frameworks whose API is not main-actor isolated (the `Contacts` module): on such a thread, the
/// caller is the app's code on the main actor, so `MainActor.assumeIsolated` holds and
/// `Application.current` is the app; elsewhere it may be any thread. (Under Swift Testing on Linux the
/// main actor does not run on the main thread, so `Thread.isMainThread` cannot say this.)
package enum AppCodeThreads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var depths: [ObjectIdentifier: Int] = [:]

    static func enter() {
        lock.lock()
        depths[ObjectIdentifier(Thread.current), default: 0] += 1
        lock.unlock()
    }

    static func leave() {
        lock.lock()
        let thread = ObjectIdentifier(Thread.current)
        let depth = (depths[thread] ?? 1) - 1
        depths[thread] = depth > 0 ? depth : nil
        lock.unlock()
    }

    /// Whether the calling thread is running an application's code (inside `runAsCurrent`).
    package static var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return depths[ObjectIdentifier(Thread.current)] != nil
    }
}
