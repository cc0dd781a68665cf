import ForceTouch
import Foundation
import Testing

@testable import Simulator

@Suite("Script queue", .simulatorTimeLimit)
struct ScriptQueueTests {
    static func sample(_ id: Int, at time: TimeInterval) -> TouchSample {
        TouchSample(id: id, phase: .moved, location: .zero, timestamp: time, force: 0)
    }

    @Test("Samples come due in time order; batches interleave and each keeps its order")
    func order() {
        var queue = ScriptQueue()
        let first = queue.add([Self.sample(1, at: 1), Self.sample(1, at: 3)])
        let second = queue.add([Self.sample(2, at: 2), Self.sample(2, at: 3)])
        #expect(queue.takeDue(now: 0.5).samples.isEmpty)
        #expect(queue.takeDue(now: 2).samples.map(\.id) == [1, 2])
        #expect(queue.isPending(first) && queue.isPending(second))
        #expect(queue.takeDue(now: 3).samples.map(\.id) == [1, 2])
        #expect(!queue.isPending(first) && !queue.isPending(second))
        #expect(queue.isEmpty)
    }
}
