/// Hears every lifecycle event of the apps a host runs: the hook a simulated device logs through.
///
/// Register with `ApplicationHost.addObserver(_:)`. Events arrive in order, one call each, on the
/// main actor; an observer must not call back into the host while it is being told.
@MainActor
public protocol LifecycleObserver: AnyObject {
    /// `event` happened in the app that `host` runs.
    func host(_ host: ApplicationHost, didRecord event: LifecycleEvent)
}
