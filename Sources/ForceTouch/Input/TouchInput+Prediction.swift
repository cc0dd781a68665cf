public import Foundation

extension TouchInput {
    /// Predicts where the touch will be after its latest sample by extrapolating the velocity of
    /// its last two coalesced samples (location and force) in `count` steps of `interval` seconds.
    ///
    /// UIKit does not document its predictor; this linear one is ours. Predicted samples have
    /// phase `moved`, force clamped to 0…`maximumPossibleForce`, and the touch's id and type. No
    /// prediction is made for a touch that has ended or been cancelled, or with fewer than two
    /// samples that are apart in time.
    ///
    /// - Complexity: O(`count`).
    public func predictedSamples(count: Int = 1, interval: TimeInterval = 1.0 / 60.0) -> [TouchSample] {
        guard count > 0, interval > 0, !sample.phase.isTerminal, coalescedSamples.count >= 2 else {
            return []
        }
        let last = coalescedSamples[coalescedSamples.count - 1]
        let before = coalescedSamples[coalescedSamples.count - 2]
        let elapsed = last.timestamp - before.timestamp
        guard elapsed > 0 else { return [] }
        let vx = (last.location.x - before.location.x) / CGFloat(elapsed)
        let vy = (last.location.y - before.location.y) / CGFloat(elapsed)
        let vf = (last.force - before.force) / CGFloat(elapsed)
        return (1...count).map { step in
            let ahead = CGFloat(interval * Double(step))
            var next = last
            next.phase = .moved
            next.timestamp = last.timestamp + interval * Double(step)
            next.location = CGPoint(x: last.location.x + vx * ahead, y: last.location.y + vy * ahead)
            next.force = min(max(0, last.force + vf * ahead), last.maximumPossibleForce)
            return next
        }
    }
}
