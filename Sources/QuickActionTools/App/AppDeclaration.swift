public import Foundation
public import Interchange
public import PropertyLists
public import QuickActions
public import XcodeProject

/// An app's quick-action declaration as found on disk: its Info.plist (with positions), the
/// static items in it, its localisations, the build settings to expand, and what went wrong
/// while reading them.
///
/// Loading never fails on content: a broken plist or strings file becomes a `LintDiagnostic` and the
/// declaration has what could be read. Only a path that cannot be used throws `AppLoadError`.
public struct AppDeclaration: Sendable {
    /// How to load.
    public struct Options: Sendable, Hashable {
        /// Values for `$(NAME)` references (`--define`).
        public var settings: BuildSettings
        /// Files larger than this are refused unread (default 10 MB; our choice).
        public var maximumFileSize: Int
        /// Whether to read `.lproj` and `.xcstrings` files (off: titles stay as written).
        public var loadsLocalizations: Bool
        /// The target to take from an Xcode project (`--target`; default: its only app target).
        public var target: String?
        /// The build configuration of an Xcode project (`--configuration`; default `Release`).
        public var configuration: String?

        /// Creates options.
        public init(
            settings: BuildSettings = BuildSettings(),
            maximumFileSize: Int = AppDeclaration.defaultMaximumFileSize,
            loadsLocalizations: Bool = true, target: String? = nil, configuration: String? = nil
        ) {
            self.settings = settings
            self.maximumFileSize = maximumFileSize
            self.loadsLocalizations = loadsLocalizations
            self.target = target
            self.configuration = configuration
        }
    }

    /// The size cap for every file read: 10 MB (our choice; real Info.plists are a few KB).
    public static let defaultMaximumFileSize = 10 * 1024 * 1024

    /// The Info.plist's path, as the user reached it (used in diagnostics).
    public var infoPlistPath: String
    /// The app folder's index, when loaded from disk.
    public var folder: AppFolder?
    /// The parsed Info.plist, or nil when it could not be read (see `diagnostics`).
    public var document: PropertyListDocument?
    /// The static items in `UIApplicationShortcutItems` order (those that are dictionaries).
    public var items: [DeclaredShortcutItem]
    /// Where `UIApplicationShortcutItems` sits, when present.
    public var itemsPosition: SourcePosition?
    /// The localisation tables found.
    public var localizations: Localizations
    /// The build settings used to expand values.
    public var settings: BuildSettings
    /// Problems met while reading the plist and the localisation files.
    public var diagnostics: [LintDiagnostic]
    /// The asset catalogs of the folder, scanned when an item names an icon file.
    var assetCatalogs: [AssetCatalog] = []
    /// Expansions of the items' strings, computed once with `expansionSettings`.
    private var expansions: [String: VariableExpansion] = [:]
    private var expansionSettings = BuildSettings()

    /// Loads the app at `path`: an `.xcodeproj` or a folder holding exactly one (the target
    /// `options.target` chooses, see `ProjectApp`), else an Info.plist or a folder holding one
    /// (see `InfoPlistLocator`).
    /// - Complexity: O(*n*) in the size of the files read and the entries of the folder walked.
    public static func load(_ path: String, options: Options = Options()) throws(AppLoadError)
        -> AppDeclaration
    {
        do {
            if let project = try ProjectApp.projectPath(for: path) {
                return try ProjectApp.load(
                    project: project, target: options.target, configuration: options.configuration,
                    overrides: options.settings
                ).declaration(options: options)
            }
        } catch {
            guard error.isContentError else { throw .project(error) }
            // A damaged project is a finding, like a damaged Info.plist: the declaration is empty.
            var declaration = AppDeclaration(path: error.file ?? path, folder: nil, options: options)
            declaration.diagnostics = [
                LintDiagnostic(
                    rule: .malformedProject, message: error.message, file: error.file ?? path,
                    position: error.position)
            ]
            return declaration
        }
        let location = try InfoPlistLocator.locate(path)
        let folder = AppFolder.scan(location.appFolder)
        let data: Data
        do {
            // The path the user named is checked as a regular file first; an Info.plist found in a
            // folder's listing is read on the fast path (its size is still checked before reading).
            data =
                location.infoPlist == path
                ? try FileReader.readChecked(location.infoPlist, maximumSize: options.maximumFileSize)
                : try FileReader.read(location.infoPlist, maximumSize: options.maximumFileSize)
        } catch {
            switch error {
            case .tooLarge(let size, let limit):
                var declaration = AppDeclaration(
                    path: location.infoPlist, folder: folder, options: options)
                declaration.diagnostics.append(
                    LintDiagnostic(
                        rule: .plistTooLarge, message: Wording.fileTooLarge(size: size, limit: limit),
                        file: location.infoPlist))
                return declaration
            case .notFound: throw .notFound(path: location.infoPlist)
            case .isDirectory, .notARegularFile: throw .notAFileOrFolder(path: location.infoPlist)
            case .unreadable(let reason): throw .unreadable(path: location.infoPlist, reason: reason)
            }
        }
        return AppDeclaration(infoPlist: data, path: location.infoPlist, folder: folder, options: options)
    }

    /// A declaration from the bytes of an Info.plist, with the app folder (if any) for resources.
    /// - Complexity: O(*n*) in the size of the data and of the localisation files.
    public init(infoPlist data: Data, path: String, folder: AppFolder? = nil, options: Options = Options()) {
        self.init(infoPlist: data, path: path, folder: folder, options: options, merging: nil)
    }

    /// A declaration from an Info.plist's bytes (nil: none, the plist is generated) with `merge`
    /// applied to its root (a generated Info.plist's entries) before the items are read.
    init(
        infoPlist data: Data?, path: String, folder: AppFolder?, options: Options,
        merging merge: ((PropertyListNode?) -> PropertyListNode)?
    ) {
        self.init(path: path, folder: folder, options: options)
        var document: PropertyListDocument?
        if let data {
            do {
                document = try PropertyListReader.read(data)
            } catch {
                diagnostics.append(Self.diagnostic(for: error, file: path))
            }
        }
        if let merge, data == nil || document != nil {
            document = PropertyListDocument(root: merge(document?.root), format: document?.format ?? .xml)
        }
        if let document {
            self.document = document
            // CFBundleLocalizations counts only as an array of strings (CFBundle drops any other type).
            if case .array(let languages)? = document.root["CFBundleLocalizations"]?.value {
                localizations.declared = languages.compactMap {
                    $0.stringValue.map { settings.expand($0).value }
                }
            }
            let extracted = ItemExtractor.extract(document.root, file: path)
            items = extracted.items
            itemsPosition = extracted.itemsPosition
            diagnostics += extracted.diagnostics
        }
        expansionSettings = settings
        for item in items {
            for field in [
                item.type, item.title, item.subtitle, item.iconType, item.iconFile, item.iconSymbolName,
            ] {
                if let value = field?.value, expansions[value] == nil {
                    expansions[value] = settings.expand(value)
                }
            }
        }
        if let folder {
            assetCatalogs = folder.assetCatalogPaths.map(AssetCatalog.scan)
            for problem in assetCatalogs.flatMap(\.problems) {
                diagnostics.append(
                    LintDiagnostic(
                        rule: .assetCatalogMalformed, message: problem.message, file: problem.file,
                        position: problem.position))
            }
        }
    }

    private init(path: String, folder: AppFolder?, options: Options) {
        infoPlistPath = path
        self.folder = folder
        document = nil
        items = []
        settings = options.settings
        diagnostics = []
        localizations = Localizations()
        if options.loadsLocalizations, let folder {
            let loaded = LocalizationLoader.load(folder, maximumFileSize: options.maximumFileSize)
            localizations = loaded.localizations
            diagnostics += loaded.diagnostics
        }
    }

    static func diagnostic(for error: PropertyListReadError, file: String) -> LintDiagnostic {
        let rule: LintRule =
            switch error {
            case .empty, .notAPropertyList, .notAPropertyListDocument: .notAPropertyList
            default: .malformedPropertyList
            }
        return LintDiagnostic(rule: rule, message: error.message, file: file, position: error.position)
    }

    /// `text` with the build settings expanded (cached for the items' own strings).
    public func expand(_ text: String) -> VariableExpansion {
        if let cached = expansions[text], expansionSettings == settings { return cached }
        return settings.expand(text)
    }

    // MARK: Top-level values

    /// The root dictionary's string value for `key`, variables expanded.
    public func string(_ key: String) -> String? {
        document?.root[key]?.stringValue.map { expand($0).value }
    }

    /// `CFBundleIdentifier`, expanded.
    public var bundleIdentifier: String? { string("CFBundleIdentifier") }
    /// `CFBundleVersion` (the build number), expanded.
    public var bundleVersion: String? { string("CFBundleVersion") }
    /// The lowest iOS version the app runs on: `MinimumOSVersion` (which Xcode writes into a built
    /// app's Info.plist), else the target's `IPHONEOS_DEPLOYMENT_TARGET`, expanded; nil when neither
    /// is set or it does not resolve.
    public var minimumSystemVersion: String? {
        let text = string("MinimumOSVersion") ?? settings.value(of: "IPHONEOS_DEPLOYMENT_TARGET")?.value
        guard let text, !text.isEmpty, !text.contains("$(") else { return nil }
        return text
    }
    /// `CFBundleShortVersionString`, expanded.
    public var shortVersionString: String? { string("CFBundleShortVersionString") }
    /// `CFBundleDisplayName`, else `CFBundleName`, expanded (not localised; see
    /// `displayName(language:)`).
    public var displayName: String? { string("CFBundleDisplayName") ?? string("CFBundleName") }

    /// The name the home screen shows a user who prefers `language` (default `defaultLanguage`):
    /// `CFBundleDisplayName`, else `CFBundleName`, each looked up as `CFBundleGetValueForInfoDictionaryKey`
    /// does — in the `InfoPlist.strings` iOS reads (keyed by the Info.plist key) first, then in the
    /// Info.plist.
    /// - Complexity: O(*n*) in the number of localisation tables.
    public func displayName(language: String? = nil) -> String? {
        let table = localizationTable(language: language)
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let local = table?.values[key]?.text { return local }
            if let value = string(key) { return value }
        }
        return nil
    }

    /// The one `InfoPlist.strings` table iOS reads for a user who prefers `language` (default
    /// `defaultLanguage`), by CFBundle's rule (see `Localizations`).
    /// - Complexity: O(*n*) in the number of localisation tables.
    public func localizationTable(language: String? = nil) -> LocalizationTable? {
        localizations.chosenTable(
            preferredLanguages: [language ?? defaultLanguage], developmentRegion: developmentRegion)
    }

    /// `CFBundleDevelopmentRegion`, when set and fully expanded.
    public var developmentRegion: String? {
        guard let region = string("CFBundleDevelopmentRegion"), !region.isEmpty,
            !region.contains("$(") && !region.contains("${")
        else { return nil }
        return region
    }
    /// `UIApplicationShortcutWidget`: the bundle id of the widget shown with the quick actions.
    public var shortcutWidget: String? { string("UIApplicationShortcutWidget") }

    /// The language titles are shown in when none is asked for: `CFBundleDevelopmentRegion`
    /// when it is set and fully expanded, else `en` (Xcode's default development language; our choice).
    public var defaultLanguage: String { developmentRegion ?? "en" }

    /// Whether the Info.plist was read and is a dictionary.
    public var isReadable: Bool {
        if case .dictionary? = document?.root.value { return true }
        return false
    }

    /// The name of the app icon set: `CFBundleIcons` → `CFBundlePrimaryIcon` → `CFBundleIconName`
    /// when set, else `AppIcon` (Xcode's `ASSETCATALOG_COMPILER_APPICON_NAME` default).
    public var appIconName: String {
        if let name = document?.root["CFBundleIcons"]?["CFBundlePrimaryIcon"]?["CFBundleIconName"]?
            .stringValue,
            !name.isEmpty
        {
            return expand(name).value
        }
        return "AppIcon"
    }

    /// The image file the home screen draws for the app on an iPhone of `scale` (2 or 3): from the
    /// asset catalogs' app icon set named `appIconName` (else the only app icon set), by
    /// `homeScreenIcon(forScale:)`'s rule; nil when there is none.
    /// - Complexity: O(*n*) in the number of app icon sets and their entries.
    public func homeScreenIconFile(scale: Int) -> String? {
        let sets = assetCatalogs.flatMap { $0.appIconSets.values }
        let named = sets.first { $0.name == appIconName } ?? (sets.count == 1 ? sets.first : nil)
        return named?.homeScreenIcon(forScale: scale)
    }

    /// Looks up an icon file in the app folder and its asset catalogs.
    public func lookUpIconFile(_ name: String) -> IconFileLookup {
        guard let folder else { return .notFound(suggestion: nil) }
        return folder.lookUpIconFile(name, catalogs: assetCatalogs)
    }
}
