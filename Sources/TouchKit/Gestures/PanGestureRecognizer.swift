public import Foundation

/// Recognises a drag, as UIKit's `UIPanGestureRecognizer` (continuous).
///
/// Begins when the fingers' centroid has moved `hysteresis` points from where it went down (our
/// choice: 10; scroll views use 15, the slop beyond which a press becomes a scroll in SYSTEM.md §1).
/// A force-only change moves nothing, so it never begins a pan. `translation(in:)` is measured from
/// where the fingers went down.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Fewest fingers (`minimumNumberOfTouches`, default 1).
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    /// Most fingers (`maximumNumberOfTouches`, default unlimited).
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max
    /// Points to move before the pan begins (our choice; UIKit's is unpublished).
    @exclusivity(unchecked) public var hysteresis: CGFloat = 10

    @exclusivity(unchecked) private var startCentroid: CGPoint?
    @exclusivity(unchecked) private var translationOffset: CGPoint = .zero
    @exclusivity(unchecked) private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// Counts the fingers; the pan starts tracking when there are enough.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > maximumNumberOfTouches {
            state = currentState.isRecognizing ? .ended : .failed
            return
        }
        if numberOfTouches >= minimumNumberOfTouches, startCentroid == nil {
            startCentroid = location(in: nil)
            samples = [(event.timestamp, startCentroid!)]
        }
    }

    /// Begins past the hysteresis; then every move is a change.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let startCentroid else { return }
        let point = location(in: nil)
        guard point != samples.last?.point else { return }
        samples.append((event.timestamp, point))
        if samples.count > 8 { samples.removeFirst(samples.count - 8) }
        if currentState.isRecognizing || requestedStates.contains(.began) {
            state = .changed
        } else if hypot(point.x - startCentroid.x, point.y - startCentroid.y) > hysteresis {
            state = .began
        }
    }

    /// The last finger up ends a pan under way, or fails one that never began.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches <= touches.count else { return }
        state = currentState.isRecognizing || requestedStates.contains(.began) ? .ended : .failed
    }

    /// How far the fingers moved since they went down, in `view`'s coordinates (`translation(in:)`).
    public func translation(in view: View?) -> CGPoint {
        guard let startCentroid else { return .zero }
        let current = samples.last?.point ?? startCentroid
        let start = (view ?? self.view).map { $0.convert(startCentroid, from: nil) } ?? startCentroid
        let now = (view ?? self.view).map { $0.convert(current, from: nil) } ?? current
        return CGPoint(x: now.x - start.x + translationOffset.x, y: now.y - start.y + translationOffset.y)
    }

    /// Makes the current translation read `translation` (`setTranslation(_:in:)`).
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        translationOffset = .zero
        let current = self.translation(in: view)
        translationOffset = CGPoint(x: translation.x - current.x, y: translation.y - current.y)
    }

    /// Points per second over the last samples, in `view`'s coordinates (`velocity(in:)`).
    public func velocity(in view: View?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let a = view?.convert(first.point, from: nil) ?? first.point
        let b = view?.convert(last.point, from: nil) ?? last.point
        let seconds = CGFloat(last.time - first.time)
        return CGPoint(x: (b.x - a.x) / seconds, y: (b.y - a.y) / seconds)
    }

    /// Forgets the drag.
    open override func reset() {
        super.reset()
        startCentroid = nil
        translationOffset = .zero
        samples.removeAll(keepingCapacity: true)
    }
}
