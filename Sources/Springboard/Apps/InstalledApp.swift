import TouchKit

/// One app on a device: what was installed and the TouchKit host that runs it.
@MainActor
final class InstalledApp {
    /// What was installed.
    let manifest: AppManifest
    /// Launches, backgrounds, terminates and delivers quick actions (exactly once) for the app.
    let host: ApplicationHost

    init(manifest: AppManifest, host: ApplicationHost) {
        self.manifest = manifest
        self.host = host
    }

    /// The bundle identifier.
    var bundleIdentifier: String { manifest.bundleIdentifier }
}
