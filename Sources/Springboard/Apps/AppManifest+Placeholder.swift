public import AppInstall
public import QuickActionTools
import QuickActions
public import TouchKit

// Installing an app that is only an Info.plist (or an app folder): its manifest, run by a placeholder
// delegate that shows what it receives; and what the device refuses to install.

extension AppManifest {
    /// The manifest of the Info.plist at `path` (see `AppManifest(contentsOf:options:makeDelegate:…)`),
    /// run by a `PlaceholderAppDelegate` whose window shows the items it receives.
    ///
    /// - Throws: `SpringboardError.installFailed` when the path cannot be used (nothing there, no
    ///   Info.plist, several candidates, unreadable).
    /// - Complexity: O(*n*) in the size of the files read and the folder walked.
    public static func placeholder(contentsOf path: String, options: InstallOptions = InstallOptions())
        throws(SpringboardError) -> AppManifest
    {
        let manifest: AppManifest
        do {
            manifest = try AppManifest(
                contentsOf: path, options: options, makeDelegate: { PlaceholderAppDelegate() })
        } catch {
            switch error {
            case .unreadable(let path, let reason): throw .installFailed(path: path, reason: reason)
            }
        }
        return manifest.withPlaceholderWindow()
    }

    /// The manifest of a declaration already loaded, run by a `PlaceholderAppDelegate`.
    /// - Complexity: O(*n*) in the number of items and the size of the folder's asset catalogs.
    public static func placeholder(
        for declaration: AppDeclaration, options: InstallOptions = InstallOptions()
    ) -> AppManifest {
        AppManifest(declaration: declaration, options: options, makeDelegate: { PlaceholderAppDelegate() })
            .withPlaceholderWindow()
    }

    /// This manifest with the placeholder's root view controller, titled with the app's name.
    private func withPlaceholderWindow() -> AppManifest {
        var manifest = self
        let appName = displayName
        manifest.makeRootViewController = { PlaceholderViewController(appName: appName) }
        return manifest
    }

    /// Why the device cannot install the manifest, or nil.
    var problem: SpringboardError? {
        if bundleIdentifier.trimmingCharacters(in: .whitespaces).isEmpty {
            return .invalidRegistration(
                bundleIdentifier: bundleIdentifier, reason: SpringboardMessages.emptyBundleIdentifier)
        }
        if bundleIdentifier.contains(where: { $0.isWhitespace || $0.isNewline }) {
            return .invalidRegistration(
                bundleIdentifier: bundleIdentifier, reason: SpringboardMessages.whitespaceInBundleIdentifier)
        }
        if displayName.isEmpty {
            return .invalidRegistration(
                bundleIdentifier: bundleIdentifier, reason: SpringboardMessages.emptyDisplayName)
        }
        return nil
    }
}
