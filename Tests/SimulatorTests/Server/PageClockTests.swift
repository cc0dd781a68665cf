import Testing

@testable import Simulator

@Suite("Page clock", .simulatorTimeLimit)
struct PageClockTests {
    @Test("A press keeps its samples' spacing, never runs ahead of the device, never goes back")
    func spacing() {
        var clock = PageClock()
        #expect(clock.begin(timeStamp: 48_000, now: 10) == 10)
        #expect(abs(clock.time(of: 48_016, now: 10.05) - 10.016) < 1e-9)
        #expect(clock.time(of: 48_100, now: 10.05) == 10.05, "not after the device's now")
        #expect(clock.time(of: 48_020, now: 10.06) == 10.05, "not before the last sample")
        #expect(clock.begin(timeStamp: 90_000, now: 11) == 11, "a new press takes a new offset")
        #expect(abs(clock.time(of: 90_010, now: 11.5) - 11.01) < 1e-9)
    }

    @Test("A sample before any press starts one")
    func withoutBegin() {
        var clock = PageClock()
        #expect(clock.time(of: 5, now: 2) == 2)
        #expect(clock.lastTime == 2)
    }
}
