import Foundation
import Testing
import TouchKit

@Suite("Clocks")
struct ManualClockTests {
    @Test("A manual clock moves only forward, when told")
    func manual() {
        let clock = ManualClock(start: 5)
        #expect(clock.now == 5)
        #expect(clock.advance(by: 1.5))
        #expect(!clock.advance(by: -1))
        #expect(!clock.advance(by: .infinity))
        #expect(clock.now == 6.5)
        #expect(!clock.set(to: 6))
        #expect(clock.set(to: 8))
        #expect(clock.now == 8)
    }

    @Test("A monotonic clock starts near zero and never goes back")
    func monotonic() {
        let clock = MonotonicClock()
        let first = clock.now
        let second = clock.now
        #expect(first >= 0 && first < 1)
        #expect(second >= first)
    }
}
