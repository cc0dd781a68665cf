public import AppInstall
import Foundation
import Interchange
import QuickActions
public import TouchKit

// Installing, launching, sending home and terminating apps.

extension Device {
    /// What `install(_:)` did.
    public enum InstallOutcome: Sendable, Hashable {
        /// A new app; its icon goes after the others.
        case installed
        /// The app was there with `previousVersion`: an update (a running app is terminated first, as iOS
        /// does; its icon keeps its place; the previous version's dynamic items show until it runs).
        case updated(previousVersion: String)
        /// The same version again: the app is replaced (terminated first if it runs).
        case reinstalled
    }

    /// Installs an app (or updates it, when its bundle identifier is installed already).
    ///
    /// Problems found in a manifest read from disk (lint findings, derived names) are added to
    /// `diagnostics`.
    /// - Throws: `SpringboardError.invalidRegistration` for an empty bundle identifier or name;
    ///   `.requiresNewerSystem` when the app's `minimumSystemVersion` is above the device's iOS.
    @discardableResult
    public func install(_ manifest: AppManifest) throws(SpringboardError) -> InstallOutcome {
        if let problem = manifest.problem { throw problem }
        if let minimum = manifest.minimumSystemVersion {
            let needed = SystemVersion(
                major: minimum.majorVersion, minor: minimum.minorVersion, patch: minimum.patchVersion)
            if profile.systemVersion < needed {
                throw .requiresNewerSystem(
                    app: manifest.displayName, bundleIdentifier: manifest.bundleIdentifier,
                    minimum: needed.description, running: profile.systemVersion.description,
                    profile: profile.name)
            }
        }
        return add(manifest)
    }

    /// Installs a manifest known to be valid.
    @discardableResult
    func add(_ manifest: AppManifest) -> InstallOutcome {
        let id = manifest.bundleIdentifier
        var outcome = InstallOutcome.installed
        if let old = appsByID[id] {
            if old.host.application != nil { terminate(old) }
            old.host.removeObserver(logger)
            let previous = old.manifest.version
            outcome = previous == manifest.version ? .reinstalled : .updated(previousVersion: previous)
        }
        store.setInstalledVersion(manifest.version, forBundleIdentifier: id)
        let host = ApplicationHost(
            configuration: manifest.configuration(language: settings.language), clock: clock,
            store: store,
            screen: profile.screen, forceTouchCapability: forceTouchCapability, settings: hostSettings,
            services: services)
        host.forcePressSensitivity = settings.sensitivity
        host.forcePressConfiguration = appPressConfiguration
        host.addObserver(logger)
        let app = InstalledApp(manifest: manifest, host: host)
        if let index = apps.firstIndex(where: { $0.bundleIdentifier == id }) {
            apps[index] = app
        } else {
            apps.append(app)
        }
        appsByID[id] = app
        refreshIcons()
        reportInstallFindings(manifest)
        return outcome
    }

    /// Installs several apps in order.
    /// - Throws: the first manifest's error; the ones before it stay installed.
    public func install(_ manifests: [AppManifest]) throws(SpringboardError) {
        for manifest in manifests { try install(manifest) }
    }

    /// Installs each of `manifests` this device's iOS can run; one that needs a newer iOS is left out
    /// with an error diagnostic (`requiresNewerSystem`, naming both versions), as Xcode will not run
    /// it there. Returns the bundle identifiers left out.
    /// - Throws: any other install error (`SpringboardError`).
    @discardableResult
    public func installRunnable(_ manifests: [AppManifest]) throws(SpringboardError) -> [String] {
        var leftOut: [String] = []
        for manifest in manifests {
            do {
                try install(manifest)
            } catch .requiresNewerSystem(let app, let bundleIdentifier, let minimum, let running, let name) {
                leftOut.append(bundleIdentifier)
                append(
                    DeviceDiagnostic(
                        severity: .error, code: "requiresNewerSystem", app: bundleIdentifier,
                        message: SpringboardError.requiresNewerSystem(
                            app: app, bundleIdentifier: bundleIdentifier, minimum: minimum, running: running,
                            profile: name
                        ).description, time: clock.now))
            }
        }
        return leftOut
    }

    /// Installs the app whose Info.plist is at `path` (a file or an app folder) with a placeholder
    /// delegate that shows the items it receives; returns its manifest.
    /// - Throws: `SpringboardError.installFailed` when the path cannot be used.
    @discardableResult
    public func install(contentsOf path: String, options: InstallOptions = InstallOptions())
        throws(SpringboardError) -> AppManifest
    {
        let manifest = try AppManifest.placeholder(contentsOf: path, options: options)
        try install(manifest)
        return manifest
    }

    /// Removes an app: terminates it, forgets its icon and deletes its dynamic items.
    /// - Throws: `SpringboardError.unknownApp`.
    public func uninstall(bundleIdentifier: String) throws(SpringboardError) {
        let app = try installedApp(bundleIdentifier)
        terminate(app)
        app.host.removeObserver(logger)
        apps.removeAll { $0 === app }
        appsByID[bundleIdentifier] = nil
        do {
            try store.removeItems(forBundleIdentifier: bundleIdentifier)
        } catch {
            append(
                DeviceDiagnostic(
                    severity: .warning, code: "shortcutStoreRemoveFailed", app: bundleIdentifier,
                    message: error.description, time: clock.now))
        }
        refreshIcons()
    }

    // MARK: Launching

    /// Opens an app as a tap on its icon does: launches it cold, or brings it back from the background,
    /// without a quick action. The app in front (if another) goes to the background first.
    /// - Throws: `SpringboardError.unknownApp`.
    @discardableResult
    public func launch(bundleIdentifier: String) throws(SpringboardError) -> ApplicationHost.OpenOutcome {
        open(try installedApp(bundleIdentifier), item: nil)
    }

    /// Presses the home button: edit mode ends; else the app in front goes to the background; on the
    /// home screen an open menu closes, or the first page shows.
    public func pressHome() {
        homeScreen.cancelTouches()
        if homeScreen.cancelRemovalAlert() != nil { return }
        if homeScreen.endEditing() != nil { return }
        if let id = foregroundApp {
            foregroundApp = nil
            cancelTouches(in: id)
            appsByID[id]?.host.enterBackground()
        } else if homeScreen.dismissMenu() == nil {
            homeScreen.show(page: 0)
        }
    }

    /// Ends an app's process (to test cold launches): from the foreground it resigns and enters the
    /// background first, then hears `applicationWillTerminate`. Nothing happens when it is not running.
    /// - Throws: `SpringboardError.unknownApp`.
    public func terminate(bundleIdentifier: String) throws(SpringboardError) {
        terminate(try installedApp(bundleIdentifier))
    }

    /// Whether an app runs, and whether in front.
    public func status(of bundleIdentifier: String) -> AppStatus? {
        guard let app = appsByID[bundleIdentifier] else { return nil }
        return status(of: app)
    }

    // MARK: Machinery

    func installedApp(_ bundleIdentifier: String) throws(SpringboardError) -> InstalledApp {
        guard let app = appsByID[bundleIdentifier] else {
            throw .unknownApp(
                bundleIdentifier: bundleIdentifier,
                suggestion: nearestSuggestion(to: bundleIdentifier, in: apps.map(\.bundleIdentifier)))
        }
        return app
    }

    func status(of app: InstalledApp) -> AppStatus {
        switch app.host.state {
        case .notRunning: .notRunning
        case .running(.background): .background
        case .running: app.bundleIdentifier == foregroundApp ? .foreground : .background
        }
    }

    /// Brings `app` to the front with `item` (or none): the home screen lets go of its touches and menu,
    /// the app in front goes to the background, and TouchKit's host launches or resumes the app.
    @discardableResult
    func open(_ app: InstalledApp, item: ShortcutItem?) -> ApplicationHost.OpenOutcome {
        homeScreen.cancelTouches()
        _ = homeScreen.cancelRemovalAlert()
        _ = homeScreen.dismissMenu()
        _ = homeScreen.endEditing()
        if let current = foregroundApp, current != app.bundleIdentifier {
            cancelTouches(in: current)
            appsByID[current]?.host.enterBackground()
        }
        foregroundApp = app.bundleIdentifier
        return app.host.open(shortcutItem: item)
    }

    /// Cancels the touches an app's windows follow (it is leaving the screen).
    func cancelTouches(in bundleIdentifier: String) {
        for window in appsByID[bundleIdentifier]?.host.application?.windows ?? [] {
            window.cancelAllTouches()
            window.dismissPreview()
        }
    }

    func terminate(_ app: InstalledApp) {
        if foregroundApp == app.bundleIdentifier { foregroundApp = nil }
        app.host.terminate()
    }

    /// Gives the home screen the icons in install order, with the dock.
    func refreshIcons() {
        removedFromHomeScreen.formIntersection(appsByID.keys)
        homeScreen.setApps(
            apps.map(\.bundleIdentifier).filter { !removedFromHomeScreen.contains($0) }, dock: dock)
        iconsRevision += 1
    }

    private func reportInstallFindings(_ manifest: AppManifest) {
        for finding in manifest.installDiagnostics {
            let severity: DeviceDiagnostic.Severity =
                switch finding.severity {
                case .error: .error
                case .warning: .warning
                case .note: .note
                }
            append(
                DeviceDiagnostic(
                    severity: severity, code: finding.code, app: manifest.bundleIdentifier,
                    message: finding.message, time: clock.now))
        }
    }
}

extension Device {
    /// The artwork of a quick-action icon file (`UIApplicationShortcutItemIconFile`) an app brings, by
    /// the name the render tree gives its image: `<bundle identifier>/<file name>`; with
    /// `AppIcon.imageRenderName` as the file name, the app's home-screen icon image for this device's
    /// screen scale; else an image of the app's bundle by the name `UIImage(named:)` found it
    /// (`AppManifest.bundleImages`). Nil when the app or the file is unknown (the simulator then draws
    /// an empty square).
    /// - Complexity: O(*n*) in the name's length.
    public func artwork(forImageNamed renderName: String) -> QuickActionArtwork? {
        guard let slash = renderName.firstIndex(of: "/") else { return nil }
        let bundleIdentifier = String(renderName[..<slash])
        let file = String(renderName[renderName.index(after: slash)...])
        guard let manifest = appsByID[bundleIdentifier]?.manifest else { return nil }
        if file == AppIcon.imageRenderName {
            return manifest.icon.imageFile(forScale: Int(profile.screen.scale)).map { .files([$0]) }
        }
        if let template = manifest.templateImages[file] { return template }
        guard let files = manifest.bundleImages?.files(named: file), !files.isEmpty else { return nil }
        return .files(files)
    }
}
