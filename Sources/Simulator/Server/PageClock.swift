import Foundation

/// Maps a page's event timestamps (milliseconds on the page's clock) to the device's clock
/// (seconds), keeping the time between one press's samples and never running ahead of the device.
///
/// At each press's first sample the offset between the clocks is taken from the device's `now`;
/// later samples of the press keep their spacing, clamped so that time never goes back and never
/// passes `now` (a backlog of coalesced samples lands at `now`). A pure value (our rule).
struct PageClock: Sendable, Hashable {
    private var offset: Double?
    private(set) var lastTime: TimeInterval = -.infinity

    /// Starts a new press at `timeStamp` (ms), read at device time `now`; returns the sample's time.
    mutating func begin(timeStamp: Double, now: TimeInterval) -> TimeInterval {
        offset = now - timeStamp / 1000
        return place(now, now: now)
    }

    /// The device time of a later sample of the press.
    mutating func time(of timeStamp: Double, now: TimeInterval) -> TimeInterval {
        guard let offset else { return begin(timeStamp: timeStamp, now: now) }
        return place(timeStamp / 1000 + offset, now: now)
    }

    /// The device time of a predicted reading: the page's time mapped as a sample's, but neither held
    /// to `now` nor recorded (a prediction lies ahead and is never a real sample); never before the
    /// last sample's time.
    func predictedTime(of timeStamp: Double, now: TimeInterval) -> TimeInterval {
        guard let offset else { return now }
        return max(lastTime, timeStamp / 1000 + offset)
    }

    private mutating func place(_ time: TimeInterval, now: TimeInterval) -> TimeInterval {
        let placed = max(lastTime, min(time, now))
        lastTime = placed
        return placed
    }
}
