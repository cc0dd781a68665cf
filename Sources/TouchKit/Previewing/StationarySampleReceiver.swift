/// A gesture recognizer that wants `stationary` samples, which UIKit delivers to no one.
///
/// A 3D Touch screen keeps reporting a resting finger, and the simulator repeats the last reading as a
/// `stationary` sample on every tick (a browser sends nothing while a pen rests). The force-press
/// recognizers behind previewing smooth force over samples, so they need those readings to converge
/// on a force held still (a keyboard press sets the force once and holds it). The window's dispatch
/// hands them over; other recognizers never see them, as in UIKit.
@MainActor
protocol StationarySampleReceiver: AnyObject {
    /// Touches this recognizer follows reported again without moving or changing force.
    func touchesStationary(_ touches: Set<Touch>, with event: Event)
}

extension PreviewingGestureRecognizer: StationarySampleReceiver {
    /// Feeds the reading to the force press, as a move without movement.
    func touchesStationary(_ touches: Set<Touch>, with event: Event) {
        touchesMoved(touches, with: event)
    }
}

extension PreviewInteractionGestureRecognizer: StationarySampleReceiver {
    /// Feeds the reading to the force press, as a move without movement.
    func touchesStationary(_ touches: Set<Touch>, with event: Event) {
        touchesMoved(touches, with: event)
    }
}
