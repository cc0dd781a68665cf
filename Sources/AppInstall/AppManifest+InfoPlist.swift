import Foundation
public import QuickActionTools
import QuickActions
public import TouchKit

// Reading what an app declares from its Info.plist (or app folder): identity, version, static quick
// actions (localised later, per device language) and the icon files they name.

extension AppManifest {
    /// The manifest of the Info.plist at `path` (a file, an app folder, a built `.app`, an Xcode
    /// project folder: see `InfoPlistLocator`), run by the given factories.
    ///
    /// The bundle identifier is the plist's `CFBundleIdentifier` with build settings expanded; when it
    /// is missing or still holds a `$(…)` reference, it is `local.<folder name>` and a note says how to
    /// set it. The name is `CFBundleDisplayName`, else `CFBundleName`, else the folder's name; the version
    /// `CFBundleVersion`, else `1`. The home-screen icon is the asset catalog's app icon set
    /// (`AppDeclaration.homeScreenIconFile(scale:)` for 2× and 3× screens), else a generated one. Icon files
    /// the items name are looked up in the folder (loose files and asset catalogs), and so are the
    /// images `UIImage(named:)` names (`bundleImages`). The lint's findings travel with the manifest
    /// (`declarationDiagnostics`) and the system reports them when it installs the app.
    ///
    /// - Throws: `AppManifestError.unreadable` when the path cannot be used (nothing there, no
    ///   Info.plist, several candidates, unreadable).
    /// - Complexity: O(*n*) in the size of the files read and the folder walked.
    public init(
        contentsOf path: String, options: InstallOptions = InstallOptions(),
        makeDelegate: @escaping @MainActor @Sendable () -> any ApplicationDelegate,
        makeSceneDelegate: (@MainActor @Sendable () -> any WindowSceneDelegate)? = nil,
        makeRootViewController: (@MainActor @Sendable () -> ViewController)? = nil
    ) throws(AppManifestError) {
        let declaration: AppDeclaration
        do {
            declaration = try AppDeclaration.load(
                path, options: options.declarationOptions)
        } catch {
            throw .unreadable(path: path, reason: error.message)
        }
        self.init(
            declaration: declaration, options: options, makeDelegate: makeDelegate,
            makeSceneDelegate: makeSceneDelegate, makeRootViewController: makeRootViewController)
    }

    /// The manifest of a declaration already loaded, run by the given factories.
    /// - Complexity: O(*n*) in the number of items and the size of the folder's asset catalogs.
    public init(
        declaration: AppDeclaration, options: InstallOptions = InstallOptions(),
        makeDelegate: @escaping @MainActor @Sendable () -> any ApplicationDelegate,
        makeSceneDelegate: (@MainActor @Sendable () -> any WindowSceneDelegate)? = nil,
        makeRootViewController: (@MainActor @Sendable () -> ViewController)? = nil
    ) {
        var notes: [InstallDiagnostic] = []
        let folderName = Self.folderName(of: declaration)
        let bundleIdentifier: String
        if let given = options.bundleIdentifier {
            bundleIdentifier = given
        } else if let declared = declaration.bundleIdentifier, Self.isResolved(declared) {
            bundleIdentifier = declared
        } else {
            bundleIdentifier = "local." + Self.identifierComponent(folderName)
            notes.append(
                .installDefault(
                    AppInstallMessages.derivedBundleIdentifier(
                        bundleIdentifier, declared: declaration.bundleIdentifier,
                        plist: declaration.infoPlistPath)))
        }
        var displayName =
            options.displayName ?? declaration.displayName.flatMap { Self.isResolved($0) ? $0 : nil }
        if displayName?.isEmpty ?? true {
            displayName = folderName
            notes.append(
                .installDefault(
                    AppInstallMessages.derivedDisplayName(folderName, plist: declaration.infoPlistPath)))
        }
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
        var icon = AppIcon.generated(name: displayName ?? folderName, bundleIdentifier: bundleIdentifier)
        for scale in 2...3 {  // every iPhone screen is 2× or 3×
            icon.imageFiles[scale] = declaration.homeScreenIconFile(scale: scale)
        }
        self.init(
            bundleIdentifier: bundleIdentifier, displayName: displayName ?? folderName, version: version,
            icon: icon, staticShortcutItems: .declaration(declaration), templateImages: images,
            makeDelegate: makeDelegate, makeSceneDelegate: makeSceneDelegate,
            makeRootViewController: makeRootViewController)
        if case .dictionary(let entries)? = declaration.document?.root.value {
            for entry in entries where entry.key.hasSuffix("UsageDescription") {
                if let text = entry.value.stringValue {
                    usageDescriptions[entry.key] = declaration.expand(text).value
                }
            }
        }
        if let index = declaration.namedImages {
            let vectorImages = VectorImageSizes(index: index)
            bundleImages = BundleImages(index: index, vectorImages: vectorImages)
            notes += vectorImages.findings
        }
        if let text = declaration.minimumSystemVersion {
            if let version = Self.systemVersion(text) {
                minimumSystemVersion = version
            } else {
                notes.append(
                    InstallDiagnostic(
                        severity: .warning, code: "minimumSystemVersionUnreadable",
                        message: AppInstallMessages.unreadableMinimumVersion(
                            text, plist: declaration.infoPlistPath)))
            }
        }
        installDiagnostics =
            notes + LintDiagnostic.sorted(ShortcutLinter().lint(declaration)).map { InstallDiagnostic($0) }
    }

    /// `"13.4"` or `"13.4.1"` as a version; nil for anything else.
    static func systemVersion(_ text: String) -> OperatingSystemVersion? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        numbers += Array(repeating: 0, count: 3 - numbers.count)
        return OperatingSystemVersion(
            majorVersion: numbers[0], minorVersion: numbers[1], patchVersion: numbers[2])
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
