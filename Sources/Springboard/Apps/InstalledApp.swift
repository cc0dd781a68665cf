import TouchKit

/// One app on a device: what was installed and the TouchKit host that runs it.
@MainActor
final class InstalledApp {
    /// What was installed.
    let registration: AppRegistration
    /// Launches, backgrounds, terminates and delivers quick actions (exactly once) for the app.
    let host: ApplicationHost

    init(registration: AppRegistration, host: ApplicationHost) {
        self.registration = registration
        self.host = host
    }

    /// The bundle identifier.
    var bundleIdentifier: String { registration.bundleIdentifier }
}
