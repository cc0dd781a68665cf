import Dispatch
import Foundation

/// The one timer that moves the devices' time while something happens without input: a press held
/// still (the recognizer's timing rules: 0.1 s before a hint, 0.2 s from hint to peek), an emulated
/// ramp, scripted touches due, a bounce; and, slowly, devices a page is watching (app timeouts).
///
/// It fires on the main queue every ``fastInterval`` while any device is in the fast set, else every
/// ``slowInterval`` while any device has a client, and not at all otherwise. A ticker made with
/// `runsTimer: false` (the devices read a manual clock) has no timer: its ticks are
/// ``fire()``'s calls, made by whoever moves the clock (`DeviceRegistry.tick()`).
@MainActor
final class Ticker {
    /// 15 ms: "at least every 16 ms" while a press is down (our choice).
    static let fastInterval: TimeInterval = 0.015
    /// 250 ms for devices with a page open and nothing pressed (our choice).
    static let slowInterval: TimeInterval = 0.25

    weak var registry: DeviceRegistry?
    private var fast: [ObjectIdentifier: DeviceSession] = [:]
    private var watched: [ObjectIdentifier: DeviceSession] = [:]
    private var timer: (any DispatchSourceTimer)?
    private var interval: TimeInterval?
    /// Whether a Dispatch timer calls ``fire()`` (false: the caller does, with a manual clock).
    private let runsTimer: Bool

    /// A ticker whose timer runs on the main queue, or (`runsTimer` false) one that fires only
    /// when ``fire()`` is called.
    init(runsTimer: Bool = true) {
        self.runsTimer = runsTimer
    }

    /// Puts `session` in or out of the fast set.
    func setFast(_ session: DeviceSession, _ isFast: Bool) {
        let key = ObjectIdentifier(session)
        if isFast { fast[key] = session } else { fast[key] = nil }
        reschedule()
    }

    /// Puts `session` in or out of the watched set (a page is open on it).
    func setWatched(_ session: DeviceSession, _ isWatched: Bool) {
        let key = ObjectIdentifier(session)
        if isWatched { watched[key] = session } else { watched[key] = nil }
        reschedule()
    }

    /// Takes `session` out of both sets (the device was deleted).
    func forget(_ session: DeviceSession) {
        let key = ObjectIdentifier(session)
        fast[key] = nil
        watched[key] = nil
        reschedule()
    }

    func stop() {
        fast.removeAll()
        watched.removeAll()
        reschedule()
    }

    private func reschedule() {
        let wanted: TimeInterval? =
            !fast.isEmpty ? Self.fastInterval : (!watched.isEmpty ? Self.slowInterval : nil)
        guard wanted != interval else { return }
        interval = wanted
        timer?.cancel()
        timer = nil
        guard let wanted, runsTimer else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        let nanoseconds = Int(wanted * 1_000_000_000)
        source.schedule(
            deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
            leeway: .milliseconds(1))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.fire() }
        }
        source.resume()
        timer = source
    }

    /// One tick: the fast set's devices (or, at the slow rate, the watched ones) advance.
    func fire() {
        let due = interval == Self.fastInterval ? Array(fast.values) : Array(watched.values)
        for session in due { session.tick() }
        if interval == Self.fastInterval {
            for session in watched.values where fast[ObjectIdentifier(session)] == nil {
                session.tickIfIdleFor(Self.slowInterval)
            }
        }
    }
}
