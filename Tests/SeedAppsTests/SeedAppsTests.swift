import SeedApps
import Testing
import TouchKit

/// The seed apps' manifests: what the device installs.
@MainActor
@Suite("SeedApps: the manifests")
struct SeedAppsTests {
    @Test("Every seed app, in home-screen order, with a unique bundle identifier, a name and a version")
    func all() {
        let apps = SeedApps.all
        #expect(
            apps.map(\.bundleIdentifier) == [
                "chengpei.shortcutDemo", "com.example.community", "com.company.appname", "com.example.dtouch",
                "com.example.touchcanvas", "com.example.reader",
            ])
        #expect(Set(apps.map(\.bundleIdentifier)).count == apps.count)
        for app in apps {
            #expect(!app.displayName.isEmpty)
            #expect(app.version == "1")
            #expect(app.installDiagnostics.isEmpty)
        }
    }

    @Test("Each cold launch makes fresh delegates and root controllers from the manifest")
    func freshObjects() {
        for app in SeedApps.all {
            let first = app.makeDelegate()
            let second = app.makeDelegate()
            #expect(first !== second, "\(app.bundleIdentifier) reuses its delegate")
            if let makeRoot = app.makeRootViewController {
                #expect(makeRoot() !== makeRoot(), "\(app.bundleIdentifier) reuses its root controller")
            }
        }
    }
}
