import Foundation
import QuickActions

// How the host calls into the app: every call recorded, timed, and its completion handlers tracked.

/// A `performActionFor` completion handler that has not been called yet.
@MainActor
final class PendingCompletion {
    let launch: Int
    let shortcutType: String
    let deliveredAt: TimeInterval
    var calls = 0
    var timeoutReported = false

    init(launch: Int, shortcutType: String, deliveredAt: TimeInterval) {
        self.launch = launch
        self.shortcutType = shortcutType
        self.deliveredAt = deliveredAt
    }
}

extension ApplicationHost {
    /// Calls a delegate method that returns nothing, recording it.
    func call(
        _ kind: LifecycleEvent.Kind, _ application: Application, shortcutType: String? = nil,
        _ body: () -> Void
    ) {
        _ = record(kind, application, shortcutType: shortcutType, returns: false) {
            body()
            return false
        }
    }

    /// Calls a launch method, recording it with its result.
    func callReturning(
        _ kind: LifecycleEvent.Kind, _ application: Application, shortcutType: String? = nil,
        _ body: () -> Bool
    ) -> Bool {
        record(kind, application, shortcutType: shortcutType, returns: true, body)
    }

    /// Runs `body` with the events it causes held back, then emits the call's event followed by them,
    /// and reports the call when it was slow.
    private func record(
        _ kind: LifecycleEvent.Kind, _ application: Application, shortcutType: String?, returns: Bool,
        _ body: () -> Bool
    ) -> Bool {
        let start = clock.now
        pushBuffer()
        let result = application.runAsCurrent(body)
        let inner = popBuffer()
        emit(
            LifecycleEvent(
                time: start, bundleIdentifier: configuration.bundleIdentifier, launch: application.launch,
                kind: kind, shortcutType: shortcutType, returned: returns ? result : nil))
        inner.forEach(emit)
        let elapsed = clock.now - start
        if elapsed > settings.slowDelegateCallLimit {
            report(
                .slowDelegateCall(
                    call: kind.rawValue, seconds: elapsed, limit: settings.slowDelegateCallLimit),
                launch: application.launch)
        }
        return result
    }

    /// Calls a previewing delegate method (or a preview action's handler) on the app's behalf,
    /// recording it as `kind` with `message` and, where `returned` gives one, what it returned; the
    /// events it causes follow it.
    func callPreviewing<Result>(
        _ kind: LifecycleEvent.Kind, _ application: Application, message: String? = nil,
        returned: (Result) -> Bool? = { _ in nil }, _ body: () -> Result
    ) -> Result {
        let start = clock.now
        pushBuffer()
        let result = body()
        let inner = popBuffer()
        emit(
            LifecycleEvent(
                time: start, bundleIdentifier: configuration.bundleIdentifier, launch: application.launch,
                kind: kind, returned: returned(result), message: message))
        inner.forEach(emit)
        return result
    }

    /// Records a haptic the system played for `application`.
    func recordHaptic(_ pattern: HapticPattern, in application: Application) {
        emit(
            LifecycleEvent(
                time: clock.now, bundleIdentifier: configuration.bundleIdentifier, launch: application.launch,
                kind: .haptic, hapticPattern: pattern))
    }

    /// Records an app-initiated event (a log line).
    func record(_ kind: LifecycleEvent.Kind, in application: Application, message: String) {
        emit(
            LifecycleEvent(
                time: clock.now, bundleIdentifier: configuration.bundleIdentifier, launch: application.launch,
                kind: kind, message: message))
    }

    /// Reports a misuse by `application`.
    func report(_ problem: MisuseDiagnostic.Problem, in application: Application) {
        report(problem, launch: application.launch)
    }

    /// Reports a misuse by launch `launch` of the app.
    func report(_ problem: MisuseDiagnostic.Problem, launch: Int) {
        let diagnostic = MisuseDiagnostic(
            bundleIdentifier: configuration.bundleIdentifier, appName: configuration.displayName,
            time: clock.now, problem: problem)
        emit(
            LifecycleEvent(
                time: diagnostic.time, bundleIdentifier: configuration.bundleIdentifier, launch: launch,
                kind: .diagnostic, message: diagnostic.message, diagnostic: diagnostic))
    }

    /// Saves an assignment to `shortcutItems`, reporting a store failure.
    func save(_ items: [ShortcutItem], from application: Application) {
        do {
            try store.setShortcutItems(items, forBundleIdentifier: configuration.bundleIdentifier)
        } catch {
            report(.storeFailed(operation: .save, reason: "\(error)"), in: application)
        }
    }

    /// A completion handler for `item` that records its first call and reports misuse.
    func makeCompletion(for item: ShortcutItem, in application: Application) -> @MainActor (Bool) -> Void {
        let token = PendingCompletion(
            launch: application.launch, shortcutType: item.type, deliveredAt: clock.now)
        appendPending(token)
        return { [weak self] succeeded in
            self?.completionCalled(token, succeeded: succeeded)
        }
    }

    private func completionCalled(_ token: PendingCompletion, succeeded: Bool) {
        token.calls += 1
        if token.calls > 1 {
            report(
                .completionHandlerCalledTwice(shortcutType: token.shortcutType, ignoredResult: succeeded),
                launch: token.launch)
            return
        }
        removePending(token)
        guard token.launch == application?.launch else {
            report(
                .completionHandlerCalledAfterTermination(
                    shortcutType: token.shortcutType, launch: token.launch),
                launch: token.launch)
            return
        }
        emit(
            LifecycleEvent(
                time: clock.now, bundleIdentifier: configuration.bundleIdentifier, launch: token.launch,
                kind: .completionHandler, shortcutType: token.shortcutType, succeeded: succeeded))
    }

    /// Holds back the events of a call until it returns.
    private func pushBuffer() {
        buffers.append([])
    }

    /// The events held back since the matching `pushBuffer()`.
    private func popBuffer() -> [LifecycleEvent] {
        buffers.removeLast()
    }

    /// Hands `event` to the observers, or holds it back when a call is in progress.
    private func emit(_ event: LifecycleEvent) {
        if buffers.isEmpty {
            for observer in observers { observer.host(self, didRecord: event) }
        } else {
            buffers[buffers.count - 1].append(event)
        }
    }

    private func appendPending(_ token: PendingCompletion) {
        pendingCompletions.append(token)
    }

    private func removePending(_ token: PendingCompletion) {
        pendingCompletions.removeAll { $0 === token }
    }

    /// Runs the app's due work, reporting runaway scheduling.
    func drain(at time: TimeInterval? = nil) {
        guard let application else { return }
        let (_, stoppedAtLimit) = application.runAsCurrent {
            application.workQueue.drain(at: time ?? clock.now)
        }
        if stoppedAtLimit { report(.runawayWork(count: WorkQueue.limitPerDrain), in: application) }
    }
}
