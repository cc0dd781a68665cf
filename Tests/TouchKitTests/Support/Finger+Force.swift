import Foundation
import TouchKit

extension Finger {
    /// Ramps the force linearly from where it is to `peak` in `steps` samples, 1/60 s apart.
    mutating func ramp(to peak: CGFloat, steps: Int = 12) {
        let start = force
        for index in 1...steps {
            press(force: start + (peak - start) * CGFloat(index) / CGFloat(steps), after: 1.0 / 60)
        }
    }

    /// Keeps the force for `duration`, one sample every 1/60 s (a force-only "move" each time).
    mutating func hold(_ duration: TimeInterval) {
        let steps = max(1, Int((duration * 60).rounded()))
        for _ in 0..<steps { press(force: force, after: 1.0 / 60) }
    }

    /// Slides by (`dx`, `dy`) in `steps` samples 1/60 s apart, keeping the force.
    mutating func slide(by dx: CGFloat, _ dy: CGFloat, steps: Int = 6) {
        let start = location
        for index in 1...steps {
            let t = CGFloat(index) / CGFloat(steps)
            move(start.x + dx * t, start.y + dy * t, after: 1.0 / 60)
        }
    }

    /// Rests for `duration` reporting `stationary` samples every 1/60 s (a screen repeating a finger
    /// held still, as the simulator does on its ticks).
    mutating func stay(_ duration: TimeInterval) {
        let steps = max(1, Int((duration * 60).rounded()))
        for _ in 0..<steps {
            time += 1.0 / 60
            var reading = sample
            reading.phase = .stationary
            window.send(reading)
        }
    }

    /// Holds still without force for `duration`, letting the window's timers run at 60 Hz.
    mutating func rest(_ duration: TimeInterval) {
        let steps = max(1, Int((duration * 60).rounded()))
        for _ in 0..<steps { wait(1.0 / 60) }
    }
}
