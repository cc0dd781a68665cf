package import ForceTouch
package import Foundation

/// What happens to scripted presses (`POST /api/devices/{id}/touches`), as
/// `DeviceRegistry.scriptObserver` reports it: tests wait for these instead of polling the
/// server's state, and check the times the samples were applied at.
package enum ScriptEvent: Sendable, Equatable {
    /// A batch was queued on `device`; `samples` are its samples as placed on the device's clock
    /// (due times and touch ids the device's own).
    case queued(device: String, batch: Int, samples: [TouchSample])
    /// A scripted sample was applied on `device` when the device's clock read `time`.
    case applied(device: String, sample: TouchSample, time: TimeInterval)
    /// A batch was ended early (its client left, or its device was deleted) with `dropped` samples
    /// not applied; the touches it left down were cancelled.
    case cancelled(device: String, batch: Int, dropped: Int)
    /// A batch's request is done waiting: its last sample was applied, or it was cancelled.
    case ended(device: String, batch: Int)
    /// The scripted presses playing for the client address `client` are now `count`.
    case playing(client: String, count: Int)
}
