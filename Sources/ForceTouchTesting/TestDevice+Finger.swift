public import Foundation

// A finger for gestures that unfold over time: down, deeper, across, held, lifted.

extension TestDevice {
    /// A finger on a `TestDevice`'s screen, put down with `touchDown(at:)`: press it harder
    /// (`press(reaching:)`), slide it (`move(to:)`), keep it still (`hold(for:)`) and `lift()` it.
    ///
    /// Each call moves the device's clock as a real finger does, one sample every 1/60 s. Only one
    /// finger is down at a time; every call on a lifted finger throws `TestDeviceError.noFingerDown`.
    @MainActor
    public final class Finger {
        private unowned let device: TestDevice
        private var touch: TestFinger
        /// Whether the finger is still on the screen.
        public private(set) var isDown = true

        init(device: TestDevice, touch: TestFinger) {
            self.device = device
            self.touch = touch
        }

        /// Where the finger is, in screen coordinates.
        public var location: CGPoint { touch.location }

        /// How hard it presses now, in UIKit force units (0 on a model without 3D Touch).
        public var force: CGFloat { device.device.profile.hasForceTouch ? touch.force : 0 }

        /// Presses harder until the press reaches `stage` (`.hint`, `.peek`, `.pop`, by the device's
        /// thresholds) over 0.3 s, then holds it there 0.25 s. A press already deeper stays as it is.
        ///
        /// - Throws: `noForceTouch` or `forceTouchOff` where force cannot be sensed; `noFingerDown`
        ///   after `lift()`.
        public func press(reaching stage: PressStage) throws(TestDeviceError) {
            try requireDown()
            try device.requireForceTouch()
            device.deepen(&touch, reaching: stage)
        }

        /// Slides the finger to `point` (screen coordinates) in a straight line over `duration`
        /// (0.1 s unless given), keeping its force.
        public func move(to point: CGPoint, duration: TimeInterval = 0.1) throws(TestDeviceError) {
            try requireDown()
            let start = touch.location
            let steps = max(1, Int((duration * device.rate).rounded()))
            for step in 1...steps {
                let t = CGFloat(step) / CGFloat(steps)
                touch.location = CGPoint(
                    x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t)
                device.move(&touch)
            }
        }

        /// Keeps the finger where it is, at its force, for `seconds` (a long press is a hold).
        public func hold(for seconds: TimeInterval) throws(TestDeviceError) {
            try requireDown()
            let steps = max(1, Int((seconds * device.rate).rounded()))
            for _ in 0..<steps { device.move(&touch) }
        }

        /// Lifts the finger where it is; the device then settles for 0.1 s.
        public func lift() throws(TestDeviceError) {
            try requireDown()
            isDown = false
            touch.force = 0
            device.lift(&touch)
            if device.activeFinger === self { device.activeFinger = nil }
            device.wait(0.1)
        }

        private func requireDown() throws(TestDeviceError) {
            guard isDown else { throw .noFingerDown }
        }
    }

    /// Puts a finger down at `point` (screen coordinates) with a resting finger's force (0.4 units
    /// on a 3D Touch model) and returns it; it stays down until its `lift()`.
    ///
    /// - Throws: `fingerAlreadyDown` while another finger (this one's, or `forcePress(at:reaching:)`'s)
    ///   is down.
    public func touchDown(at point: CGPoint) throws(TestDeviceError) -> Finger {
        guard finger == nil, activeFinger == nil else { throw .fingerAlreadyDown }
        let down = Finger(device: self, touch: putDown(at: point))
        activeFinger = down
        return down
    }
}
