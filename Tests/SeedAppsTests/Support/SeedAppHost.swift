import ForceTouch
import Foundation
import QuickActions
import TouchKit

/// One shipped seed app on a TouchKit host, as the device runs it (its manifest's configuration in
/// `language`), with a recorder attached and a manual clock.
@MainActor
struct SeedAppHost {
    let clock = ManualClock()
    let store: MemoryShortcutItemStore
    let recorder = LifecycleRecorder()
    let host: ApplicationHost

    init(_ manifest: AppManifest, language: String = "en", store: (any ShortcutItemStore)? = nil) {
        let memory = MemoryShortcutItemStore()
        self.store = memory
        host = ApplicationHost(
            configuration: manifest.configuration(language: language), clock: clock, store: store ?? memory)
        host.addObserver(recorder)
    }

    /// The summaries recorded since the last call, then forgets them.
    func take() -> [String] {
        defer { recorder.removeAll() }
        return recorder.summaries
    }

    /// The key window of the running app.
    var window: Window? { host.application?.keyWindow }

    /// Lets a second pass (animations, appearance calls) finish.
    func settle(_ seconds: TimeInterval = 1) {
        clock.advance(by: seconds)
        host.tick()
    }

    /// Taps the middle of `view` with one finger (down, up 50 ms later), then settles.
    func tap(_ view: View) {
        guard let window else { return }
        window.layoutIfNeeded()
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        var sample = TouchSample(id: 1, phase: .began, location: center, timestamp: clock.now, force: 1)
        window.send(sample)
        sample.phase = .ended
        sample.timestamp += 0.05
        window.send(sample)
        settle(0.3)
    }
}
