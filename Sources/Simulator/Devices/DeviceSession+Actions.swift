import ForceTouch
import Foundation
import SimulatorProtocol
import Springboard
import TouchKit

// What the REST API and the control port do to a device.

extension DeviceSession {
    /// Opens an app's quick action menu at once (the control port, `POST …/shortcut-menu`); with
    /// `type`, chooses that row as a tap would.
    /// - Throws: `APIError` (an unknown app, no quick actions, no such row).
    func openShortcutMenu(_ bundleIdentifier: String, choosing type: String? = nil) throws(APIError) {
        registry?.use(self)
        defer { publish() }
        let outcome: Device.MenuOutcome
        do {
            outcome = try device.openShortcutMenu(bundleIdentifier: bundleIdentifier)
        } catch {
            throw APIError(error, device: id, inBody: true)
        }
        guard case .opened(let menu) = outcome else {
            let launched =
                (device.host(of: bundleIdentifier)?.launchCount ?? 0) > 0
                || device.store.savedSet(forBundleIdentifier: bundleIdentifier) != nil
            throw .noQuickActions(bundleIdentifier, launched: launched)
        }
        guard let type else { return }
        do {
            try device.chooseShortcut(type: type, bundleIdentifier: bundleIdentifier)
        } catch {
            if case .unknownShortcutType = error {
                throw .unknownShortcutType(type, app: bundleIdentifier, available: menu.items.map(\.type))
            }
            throw APIError(error, device: id, inBody: true)
        }
    }

    /// Types into the app in front (the `text` message's and `POST …/keyboard`'s work); false, and
    /// nothing typed, when no text field is editing.
    func typeText(_ input: TextInput) -> Bool {
        registry?.use(self)
        let typed = device.typeText(input.text, deleting: input.delete)
        publish()
        return typed
    }

    /// Presses the home button.
    func pressHome() {
        registry?.use(self)
        device.pressHome()
        publish()
    }

    /// Opens an app as a tap on its icon does.
    /// - Throws: `APIError.unknownApp`.
    func launch(_ bundleIdentifier: String) throws(APIError) {
        try actOnApp { device throws(SpringboardError) in
            _ = try device.launch(bundleIdentifier: bundleIdentifier)
        }
    }

    /// Ends an app's process.
    /// - Throws: `APIError.unknownApp`.
    func terminate(_ bundleIdentifier: String) throws(APIError) {
        try actOnApp { device throws(SpringboardError) in
            try device.terminate(bundleIdentifier: bundleIdentifier)
        }
    }

    /// Runs `action` on this (now the active) device and publishes what changed, whether or not it
    /// threw; the device's error becomes the API's, about the path's app.
    private func actOnApp(_ action: (Device) throws(SpringboardError) -> Void) throws(APIError) {
        registry?.use(self)
        defer { publish() }
        do {
            try action(device)
        } catch {
            throw APIError(error, device: id, inBody: false)
        }
    }

    /// Changes the settings.
    /// - Throws: `APIError.rejected` when the device refuses the change.
    func updateSettings(_ change: SettingsChange) throws(APIError) {
        defer { publish() }
        do {
            try apply(change)
        } catch {
            throw APIError(error, device: id, inBody: true)
        }
    }

    /// Applies trace samples at their own times, the first one now; returns when the last one has
    /// been applied. Touch ids are renumbered so that they never meet a page's touches.
    ///
    /// When the calling task is cancelled (the client closed its connection), the samples not yet
    /// applied are dropped, touches left down are cancelled, and this returns.
    func run(_ samples: [TouchSample]) async {
        guard let first = samples.first else { return }
        registry?.use(self)
        let start = max(device.clock.now, lastAdvance)
        var ids: [Int: Int] = [:]
        let placed = samples.map { sample in
            var placed = sample
            placed.timestamp = start + (sample.timestamp - first.timestamp)
            if let id = ids[sample.id] {
                placed.id = id
            } else {
                let id = allocateTouchID()
                ids[sample.id] = id
                placed.id = id
            }
            if placed.maximumPossibleForce != device.profile.maximumPossibleForce,
                placed.maximumPossibleForce > 0
            {
                placed.force =
                    placed.force / placed.maximumPossibleForce * device.profile.maximumPossibleForce
                placed.maximumPossibleForce = device.profile.maximumPossibleForce
            }
            return placed
        }
        let batch = script.add(placed)
        registry?.scriptObserver?(.queued(device: id, batch: batch, samples: placed))
        applyDueScript(now: device.clock.now)
        publish()
        defer { registry?.scriptObserver?(.ended(device: id, batch: batch)) }
        guard script.isPending(batch) else { return }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                script.wait(for: batch, continuation)
            }
        } onCancel: {
            Task { @MainActor in self.cancelScript(batch, placed: placed) }
        }
    }

    /// Ends a scripted batch early: drops its samples still waiting, cancels the touches it left
    /// down (a `.cancelled` sample where the touch last was), and resumes its waiter.
    func cancelScript(_ batch: Int, placed: [TouchSample]) {
        let dropped = script.cancel(batch)
        guard dropped > 0 else { return }
        defer { registry?.scriptObserver?(.cancelled(device: id, batch: batch, dropped: dropped)) }
        // The queue applies a batch in time order (stable): what was applied is that order's prefix.
        let ordered = placed.enumerated().sorted {
            ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset)
        }
        .map(\.element)
        var last: [Int: TouchSample] = [:]
        var order: [Int] = []
        for sample in ordered.prefix(ordered.count - dropped) {
            if last[sample.id] == nil { order.append(sample.id) }
            last[sample.id] = sample
        }
        let now = max(device.clock.now, lastAdvance)
        for id in order {
            guard var sample = last[id], !sample.phase.isTerminal else { continue }
            sample.phase = .cancelled
            sample.timestamp = now
            sample.force = 0
            device.advance(to: now)
            feed(sample)
        }
        publish()
    }

    /// Applies the scripted samples that are due.
    func applyDueScript(now: TimeInterval) {
        guard !script.isEmpty else { return }
        let (samples, finished) = script.takeDue(now: now)
        for sample in samples {
            device.advance(to: max(sample.timestamp, lastAdvance))
            feed(sample)
            registry?.scriptObserver?(.applied(device: id, sample: sample, time: now))
        }
        for waiter in finished { waiter.resume() }
    }

    /// Ends every scripted batch (shutdown).
    func cancelScripts() {
        script.cancelAll()
    }
}

extension APIError {
    /// The API's error for a device's refusal.
    init(_ error: SpringboardError, device: String, inBody: Bool) {
        switch error {
        case .unknownApp(let bundleIdentifier, let suggestion):
            self =
                inBody
                ? .unknownAppInBody(bundleIdentifier, device: device, suggestion: suggestion)
                : .unknownApp(bundleIdentifier, device: device, suggestion: suggestion)
        case .unknownShortcutType(let type, let bundleIdentifier, let available):
            self = .unknownShortcutType(type, app: bundleIdentifier, available: available)
        case .unknownProfile(let name, let suggestion, let known):
            self = .unknownProfile(name, available: known, suggestion: suggestion)
        default:
            self = .rejected(error.description)
        }
    }
}
