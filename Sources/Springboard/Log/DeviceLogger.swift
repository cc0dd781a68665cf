import TouchKit

/// Hears every app host of a device and hands each event to the device's log or diagnostics.
@MainActor
final class DeviceLogger: LifecycleObserver {
    weak var device: Device?

    init() {}

    func host(_ host: ApplicationHost, didRecord event: LifecycleEvent) {
        device?.record(event)
    }
}
