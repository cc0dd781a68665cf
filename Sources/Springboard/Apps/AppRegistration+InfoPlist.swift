import Foundation
public import QuickActions

// Installing an app that is only an Info.plist (or an app folder): its static quick actions, localised,
// with a placeholder delegate that shows what it receives.

extension AppRegistration {
    /// A registration for the Info.plist at `path` (a file, an app folder, a built `.app`, an Xcode
    /// project folder: see `InfoPlistLocator`), run by a `PlaceholderAppDelegate`.
    ///
    /// The bundle identifier is the plist's `CFBundleIdentifier` with build settings expanded; when it
    /// is missing or still holds a `$(…)` reference, it is `local.<folder name>` and a note says how to
    /// set it. The name is `CFBundleDisplayName`, else `CFBundleName`, else the folder's name; the version
    /// `CFBundleVersion`, else `1`. Icon files the items name are looked up in the folder (loose files and
    /// asset catalogs). The lint's findings travel with the registration and are reported when it is
    /// installed.
    ///
    /// - Throws: `SpringboardError.installFailed` when the path cannot be used (nothing there, no
    ///   Info.plist, several candidates, unreadable).
    /// - Complexity: O(*n*) in the size of the files read and the folder walked.
    public static func placeholder(contentsOf path: String, options: InstallOptions = InstallOptions())
        throws(SpringboardError) -> AppRegistration
    {
        let declaration: AppDeclaration
        do {
            declaration = try AppDeclaration.load(
                path, options: AppDeclaration.Options(settings: options.buildSettings))
        } catch {
            throw .installFailed(path: path, reason: error.message)
        }
        return placeholder(for: declaration, options: options)
    }

    /// A registration for a declaration already loaded, run by a `PlaceholderAppDelegate`.
    /// - Complexity: O(*n*) in the number of items and the size of the folder's asset catalogs.
    public static func placeholder(
        for declaration: AppDeclaration, options: InstallOptions = InstallOptions()
    )
        -> AppRegistration
    {
        var notes: [String] = []
        let folderName = Self.folderName(of: declaration)
        let bundleIdentifier: String
        if let given = options.bundleIdentifier {
            bundleIdentifier = given
        } else if let declared = declaration.bundleIdentifier, Self.isResolved(declared) {
            bundleIdentifier = declared
        } else {
            bundleIdentifier = "local." + Self.identifierComponent(folderName)
            notes.append(
                SpringboardMessages.derivedBundleIdentifier(
                    bundleIdentifier, declared: declaration.bundleIdentifier, plist: declaration.infoPlistPath
                ))
        }
        var displayName =
            options.displayName ?? declaration.displayName.flatMap { Self.isResolved($0) ? $0 : nil }
        if displayName?.isEmpty ?? true {
            displayName = folderName
            notes.append(SpringboardMessages.derivedDisplayName(folderName, plist: declaration.infoPlistPath))
        }
        let appName = displayName ?? folderName
        let version =
            options.version ?? declaration.bundleVersion.flatMap { Self.isResolved($0) ? $0 : nil } ?? "1"
        var images: [String: QuickActionArtwork] = [:]
        for item in declaration.items {
            guard let declared = item.iconFile?.value else { continue }
            let name = declaration.settings.expand(declared).value
            guard !name.isEmpty, images[name] == nil else { continue }
            if case .found(let match) = declaration.lookUpIconFile(name) {
                images[name] = .files(match.files.sorted(by: Self.preferringLargerScale))
            }
        }
        var registration = AppRegistration(
            bundleIdentifier: bundleIdentifier, displayName: appName, version: version,
            staticShortcutItems: .declaration(declaration), templateImages: images,
            makeDelegate: { PlaceholderAppDelegate() },
            makeRootViewController: { PlaceholderViewController(appName: appName) })
        registration.declarationDiagnostics = LintDiagnostic.sorted(
            ShortcutLinter().lint(declaration))
        registration.installNotes = notes
        return registration
    }

    private static func isResolved(_ value: String) -> Bool {
        !value.isEmpty && !value.contains("$(") && !value.contains("${")
    }

    /// The app folder's name without `.app`, or `App` at the root.
    private static func folderName(of declaration: AppDeclaration) -> String {
        let folder =
            declaration.folder?.path ?? (declaration.infoPlistPath as NSString).deletingLastPathComponent
        var name = ((folder as NSString).standardizingPath as NSString).lastPathComponent
        if name.hasSuffix(".app") { name = String(name.dropLast(4)) }
        return name.isEmpty || name == "/" || name == "." ? "App" : name
    }

    /// `name` reduced to the characters a bundle identifier allows (letters, digits, `-`, `.`).
    private static func identifierComponent(_ name: String) -> String {
        let kept = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII
                    && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == ".")
                    ? Character(scalar) : "-"
            })
        return kept.isEmpty ? "app" : kept
    }

    /// `@3x` before `@2x` before plain files, then by name.
    private static func preferringLargerScale(_ a: String, _ b: String) -> Bool {
        func scale(_ path: String) -> Int {
            path.contains("@3x") ? 3 : (path.contains("@2x") ? 2 : 1)
        }
        return scale(a) != scale(b) ? scale(a) > scale(b) : a < b
    }
}
