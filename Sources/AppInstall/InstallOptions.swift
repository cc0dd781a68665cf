public import QuickActionTools
import QuickActions
public import XcodeProject

/// How to install an app from an Info.plist or app folder: values that override or complete what the
/// plist says.
public struct InstallOptions: Sendable, Hashable {
    /// The bundle identifier to use instead of the plist's `CFBundleIdentifier`.
    public var bundleIdentifier: String?
    /// The name to show instead of `CFBundleDisplayName` / `CFBundleName`.
    public var displayName: String?
    /// The version to use instead of `CFBundleVersion`.
    public var version: String?
    /// Values for `$(NAME)` references (`PRODUCT_BUNDLE_IDENTIFIER`, `PRODUCT_NAME`, …).
    public var buildSettings: BuildSettings
    /// The target of an Xcode project path (default: its only app target).
    public var projectTarget: String?
    /// The build configuration of an Xcode project path (default `Release`).
    public var projectConfiguration: String?

    /// Creates options; by default everything comes from the plist.
    public init(
        bundleIdentifier: String? = nil, displayName: String? = nil, version: String? = nil,
        buildSettings: BuildSettings = BuildSettings(), projectTarget: String? = nil,
        projectConfiguration: String? = nil
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.version = version
        self.buildSettings = buildSettings
        self.projectTarget = projectTarget
        self.projectConfiguration = projectConfiguration
    }

    /// The options for target `projectTarget` of an Xcode project in `projectConfiguration` (nil:
    /// `Release`), with `definitions` on top of its settings, as `--target`, `--configuration` and
    /// `--define` give them (what the entry point `forcetouch build` generates passes).
    public init(projectTarget: String, projectConfiguration: String?, definitions: [String: String]) {
        self.init(
            buildSettings: BuildSettings(definitions), projectTarget: projectTarget,
            projectConfiguration: projectConfiguration)
    }

    /// The options to load the app's declaration with.
    public var declarationOptions: AppDeclaration.Options {
        AppDeclaration.Options(
            settings: buildSettings, target: projectTarget, configuration: projectConfiguration)
    }
}
