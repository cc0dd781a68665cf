import Foundation
import PropertyLists
public import XcodeProject

/// What `forcetouch project` prints for one target: its identity as the home screen shows it,
/// its settings, and its files relative to the project's folder.
public struct TargetSummary: Sendable, Hashable {
    /// One static quick action as iOS shows it (type expanded, title localised).
    public struct QuickAction: Sendable, Hashable {
        /// `UIApplicationShortcutItemType`, expanded.
        public var type: String
        /// The title in the development language.
        public var title: String
    }

    /// The target's name.
    public var name: String
    /// Its product type.
    public var productType: ProductType
    /// `CFBundleIdentifier` expanded (else `PRODUCT_BUNDLE_IDENTIFIER`).
    public var bundleIdentifier: String?
    /// What the home screen shows: `CFBundleDisplayName`, else `CFBundleName`, expanded and
    /// localised for the development language when `InfoPlist.strings` has it.
    public var displayName: String?
    /// `SWIFT_VERSION`.
    public var swiftVersion: String?
    /// `IPHONEOS_DEPLOYMENT_TARGET`.
    public var deploymentTarget: String?
    /// The Info.plist relative to the project's folder, `(generated)` when Xcode generates it.
    public var infoPlist: String?
    /// Every Swift file of the sources phase (and synchronized folders), relative to the project.
    public var sources: [String]
    /// Every resource, relative to the project.
    public var resources: [String]
    /// The storyboards (localised ones once, by name).
    public var storyboards: [String]
    /// The languages of localised resources and the Info.plist's `CFBundleLocalizations`, sorted.
    public var localizations: [String]
    /// `ASSETCATALOG_COMPILER_APPICON_NAME`.
    public var icon: String?
    /// The static quick actions.
    public var quickActions: [QuickAction]
    /// Why the target's Info.plist could not be read, when it could not.
    public var problem: String?
    /// Whether `problem` is damaged content (a project or xcconfig error: exit 1).
    public var problemIsContentError = false

    /// The summary of `target` in `project` for `configuration` (default Release), with
    /// `overrides` (`--define`) winning.
    public init(
        target: ProjectTarget, project: ProjectFile, configuration: String? = nil,
        overrides: BuildSettings = BuildSettings()
    ) {
        name = target.name
        productType = target.productType
        // Paths from `$(SRCROOT)` are absolute (Xcode's SRCROOT is), the project's own may be relative.
        let absoluteFolder = URL(fileURLWithPath: project.folder).standardizedFileURL.path
        let relative: (String) -> String = { path in
            for folder in [project.folder, absoluteFolder] {
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
            }
            return path
        }
        sources = target.sources.filter { $0.fileExtension == "swift" }.map { relative($0.path) }
        resources = target.resources.map { relative($0.path) }
        var seenStoryboards: Set<String> = []
        storyboards = target.resources.filter { $0.fileExtension == "storyboard" }.compactMap { entry in
            let name = entry.variantGroup ?? entry.fileName
            return seenStoryboards.insert(name).inserted ? name : nil
        }
        localizations = Set(target.resources.compactMap(\.language)).sorted()
        quickActions = []
        do {
            let app = try ProjectApp(
                project: project, target: target.name, configuration: configuration, overrides: overrides)
            swiftVersion = app.settings["SWIFT_VERSION"]
            deploymentTarget = app.settings["IPHONEOS_DEPLOYMENT_TARGET"]
            icon = app.settings["ASSETCATALOG_COMPILER_APPICON_NAME"]
            infoPlist = app.infoPlistPath.map(relative) ?? "(generated)"
            if app.generatesInfoPlist, let path = app.infoPlistPath {
                infoPlist = relative(path) + " (merged)"
            }
            let declaration = try app.declaration()
            bundleIdentifier = declaration.bundleIdentifier ?? app.settings["PRODUCT_BUNDLE_IDENTIFIER"]
            let table = declaration.localizations.table(for: declaration.defaultLanguage)
            displayName =
                table?.values["CFBundleDisplayName"]?.text ?? declaration.string("CFBundleDisplayName")
                ?? table?.values["CFBundleName"]?.text ?? declaration.string("CFBundleName")
            quickActions = declaration.resolvedItems().compactMap { resolved in
                resolved.item.map { QuickAction(type: $0.type, title: $0.localizedTitle) }
            }
            localizations = Array(
                Set(localizations).union(declaration.localizations.languages).union(
                    declaration.localizations.declared.filter { !$0.isEmpty })
            ).sorted()
        } catch {
            problem = error.message
            problemIsContentError = error.isContentError
            if let settings = try? project.settings(
                for: target,
                context: BuildContext(configuration: configuration ?? project.defaultBuildConfiguration))
            {
                swiftVersion = settings["SWIFT_VERSION"]
                deploymentTarget = settings["IPHONEOS_DEPLOYMENT_TARGET"]
                bundleIdentifier = settings["PRODUCT_BUNDLE_IDENTIFIER"]
            }
        }
    }
}
