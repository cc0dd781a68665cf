public import Foundation
public import PropertyLists
public import XcodeProject

/// An app target of an Xcode project, chosen and resolved: its settings for one configuration,
/// its Info.plist (a file, generated, or both merged) and its resources as the app folder.
///
/// `forcetouch lint`, `menu`, `convert`, `simulator --install` and `project` take a project
/// through this: an `.xcodeproj`, or a folder holding exactly one (a folder with none keeps the
/// Info.plist search of `InfoPlistLocator`).
public struct ProjectApp: Sendable {
    /// The project read.
    public var project: ProjectFile
    /// The target chosen.
    public var target: ProjectTarget
    /// The configuration and SDK the settings are resolved for.
    public var context: BuildContext
    /// The target's settings with the caller's (`--define`) on top.
    public var settings: BuildSettings
    /// The Info.plist file (`INFOPLIST_FILE`, resolved from the project's folder), when set.
    public var infoPlistPath: String?
    /// Whether Xcode generates (part of) the Info.plist from `INFOPLIST_KEY_*` settings.
    public var generatesInfoPlist: Bool

    /// The `.xcodeproj` that `path` names: the path itself, or the only one in a folder; nil when
    /// the path is neither (an Info.plist, or a folder without a project).
    public static func projectPath(for path: String) throws(ProjectLoadError) -> String? {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcodeproj") || FileReader.lastComponent(trimmed) == "project.pbxproj" {
            return trimmed
        }
        guard FileReader.isDirectory(trimmed) else { return nil }
        let projects = FileReader.list(trimmed).filter { $0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".") }
            .sorted()
        if projects.count > 1 {
            throw .severalProjects(path: path, projects: projects.map { FileReader.join(trimmed, $0) })
        }
        return projects.first.map { FileReader.join(trimmed, $0) }
    }

    /// The project at `projectPath`, its target `targetName` (default: the only app target) in
    /// `configuration` (default: `Release`), with `overrides` winning over its settings.
    public static func load(
        project projectPath: String, target targetName: String? = nil, configuration: String? = nil,
        overrides: BuildSettings = BuildSettings()
    ) throws(ProjectLoadError) -> ProjectApp {
        let project: ProjectFile
        do {
            project = try ProjectFile.load(projectPath)
        } catch {
            throw .project(error)
        }
        return try ProjectApp(
            project: project, target: targetName, configuration: configuration, overrides: overrides)
    }

    /// The target `targetName` (default: the only app target) of `project` in `configuration`.
    public init(
        project: ProjectFile, target targetName: String? = nil, configuration: String? = nil,
        overrides: BuildSettings = BuildSettings()
    ) throws(ProjectLoadError) {
        let target = try Self.choose(targetName, in: project)
        let names =
            project.configurationNames.isEmpty
            ? target.configurations.map(\.name) : project.configurationNames
        let configurationName = configuration ?? project.defaultBuildConfiguration
        guard names.isEmpty || names.contains(configurationName) else {
            throw .unknownConfiguration(name: configurationName, available: names)
        }
        context = BuildContext(configuration: configurationName)
        do {
            settings = try project.settings(for: target, context: context).overridden(by: overrides)
        } catch {
            throw .settings(error)
        }
        self.project = project
        self.target = target
        generatesInfoPlist = GeneratedInfoPlist.isGenerated(settings)
        if let file = settings.value(of: "INFOPLIST_FILE").map({
            settings.expand($0.value, bareReferences: true).value
        }),
            !file.isEmpty
        {
            infoPlistPath = project.resolve(settingPath: file)
        }
        if infoPlistPath == nil && !generatesInfoPlist { throw .noInfoPlist(target: target.name) }
    }

    /// The target named `name`, else the only app target.
    static func choose(_ name: String?, in project: ProjectFile) throws(ProjectLoadError) -> ProjectTarget {
        if let name {
            guard let target = project.target(name) else {
                throw .unknownTarget(name: name, available: project.targets.map(\.name))
            }
            return target
        }
        let apps = project.appTargets
        guard apps.count == 1 else {
            if apps.isEmpty {
                throw .noAppTarget(project: project.path, available: project.targets.map(\.name))
            }
            throw .severalAppTargets(project: project.path, apps: apps.map(\.name))
        }
        return apps[0]
    }

    /// The app folder: the Info.plist's folder (else the project's), with the target's resources.
    public var folder: AppFolder {
        AppFolder(path: infoPlistPath.map(FileReader.parent) ?? project.folder, resources: target.resources)
    }

    /// The declaration iOS would see: the Info.plist (generated entries merged), the target's
    /// localisations, expanded with `settings`.
    public func declaration(options: AppDeclaration.Options = AppDeclaration.Options())
        throws(ProjectLoadError)
        -> AppDeclaration
    {
        var options = options
        options.settings = settings
        let path = infoPlistPath ?? project.pbxprojPath
        var data: Data?
        if let infoPlistPath {
            do {
                data = try FileReader.read(infoPlistPath, maximumSize: options.maximumFileSize)
            } catch {
                if case .notFound = error {
                    throw .infoPlistNotFound(path: infoPlistPath, target: target.name)
                }
                throw .unreadable(path: infoPlistPath, reason: Wording.fileReadError(error))
            }
        }
        let settings = self.settings
        let merge: ((PropertyListNode?) -> PropertyListNode)? =
            generatesInfoPlist ? { GeneratedInfoPlist.merge(into: $0, settings: settings) } : nil
        var declaration = AppDeclaration(
            infoPlist: data, path: path, folder: folder, options: options, merging: merge)
        declaration.diagnostics =
            project.warnings.map {
                LintDiagnostic(
                    rule: .projectReference, message: $0.message, file: $0.file, position: $0.position)
            } + declaration.diagnostics
        return declaration
    }
}
