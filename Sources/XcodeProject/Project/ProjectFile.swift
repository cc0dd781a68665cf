public import Foundation
public import PropertyLists

/// An Xcode project (`Name.xcodeproj/project.pbxproj`) as Xcode reads it: its targets, build
/// configurations, regions and the files each target builds, resolved to paths.
///
/// Structural damage (no `objects`, a `rootObject` that is not a `PBXProject`) throws
/// `ProjectFileError` with the position; a reference to an object that does not exist, or to a file
/// that is not on disk, is a `ProjectWarning` and the rest is read. See docs/XcodeProjects.md.
public struct ProjectFile: Sendable, Hashable {
    /// The `.xcodeproj` folder's path.
    public var path: String
    /// The `project.pbxproj` file's path.
    public var pbxprojPath: String
    /// The project's folder: `SRCROOT` and `PROJECT_DIR` (the `.xcodeproj`'s parent, with
    /// `projectDirPath` when set).
    public var folder: String
    /// The project's name (`PROJECT_NAME`): the `.xcodeproj`'s name without its extension.
    public var name: String
    /// `objectVersion` (46 for Xcode 3.2-compatible files, 77 for Xcode 16).
    public var objectVersion: Int?
    /// The native targets, in `targets` order.
    public var targets: [ProjectTarget]
    /// The project-level build configurations.
    public var configurations: [BuildConfiguration]
    /// `defaultConfigurationName` of the project's configuration list.
    public var defaultConfigurationName: String?
    /// `knownRegions`.
    public var knownRegions: [String]
    /// `developmentRegion` (`en`; `English` in old projects).
    public var developmentRegion: String?
    /// What the project refers to that is not there.
    public var warnings: [ProjectWarning]

    /// The size cap for a `project.pbxproj`: 64 MB (our choice; large real projects are a few MB).
    public static let maximumFileSize = 64 << 20

    /// Reads the project at `path`: an `.xcodeproj` folder (or the `project.pbxproj` in one).
    /// Synchronized folders are listed from disk.
    /// - Complexity: O(*n*) in the size of the file plus the entries of synchronized folders.
    public static func load(_ path: String) throws(ProjectFileError) -> ProjectFile {
        var bundle = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if FileReader.lastComponent(bundle) == "project.pbxproj" { bundle = FileReader.parent(bundle) }
        let pbxproj = FileReader.join(bundle, "project.pbxproj")
        guard FileReader.isDirectory(bundle), FileReader.isFile(pbxproj) else { throw .notFound(path: path) }
        let data: Data
        do {
            data = try FileReader.read(pbxproj, maximumSize: maximumFileSize)
        } catch {
            throw .unreadable(path: pbxproj, reason: Wording.fileReadError(error))
        }
        return try ProjectFile(data: data, path: bundle, listing: DiskListing())
    }

    /// A project from the bytes of its `project.pbxproj`; `path` is the `.xcodeproj`'s path (the
    /// project's folder is its parent), `listing` lists synchronized folders.
    /// - Complexity: O(*n*) in the size of the data.
    public init(data: Data, path: String, listing: some FolderListing) throws(ProjectFileError) {
        let pbxproj = FileReader.join(path, "project.pbxproj")
        let document: PropertyListDocument
        if Self.looksLikeOpenStep(data) {
            do {
                document = try OpenStepPropertyListReader.read(data)
            } catch {
                throw .syntax(file: pbxproj, position: error.position, message: error.message)
            }
        } else {
            // Xcode also opens a project file saved as an XML (or binary) property list.
            do {
                document = try PropertyListReader.read(data)
            } catch {
                throw .syntax(file: pbxproj, position: error.position, message: error.message)
            }
        }
        try self.init(document: document, path: path, listing: listing)
    }

    /// A project from its parsed `project.pbxproj`.
    /// - Complexity: O(*n*) in the number of objects.
    public init(document: PropertyListDocument, path: String, listing: some FolderListing)
        throws(ProjectFileError)
    {
        var reader = try ProjectGraphReader(document: document, path: path)
        self = reader.read(listing: listing)
    }

    init(
        path: String, pbxprojPath: String, folder: String, name: String, objectVersion: Int?,
        targets: [ProjectTarget], configurations: [BuildConfiguration], defaultConfigurationName: String?,
        knownRegions: [String], developmentRegion: String?, warnings: [ProjectWarning]
    ) {
        self.path = path
        self.pbxprojPath = pbxprojPath
        self.folder = folder
        self.name = name
        self.objectVersion = objectVersion
        self.targets = targets
        self.configurations = configurations
        self.defaultConfigurationName = defaultConfigurationName
        self.knownRegions = knownRegions
        self.developmentRegion = developmentRegion
        self.warnings = warnings
    }

    /// The target named `name`.
    public func target(_ name: String) -> ProjectTarget? {
        targets.first { $0.name == name }
    }

    /// The app targets, in project order.
    public var appTargets: [ProjectTarget] {
        targets.filter { $0.productType == .application }
    }

    /// The project-level configuration named `name`.
    public func configuration(_ name: String) -> BuildConfiguration? {
        configurations.first { $0.name == name }
    }

    /// The configuration a build uses when none is chosen: `Release`, as `xcodebuild archive`
    /// uses it, when the project has one; else the default configuration; else the first.
    public var defaultBuildConfiguration: String {
        if configurations.contains(where: { $0.name == "Release" }) { return "Release" }
        return defaultConfigurationName ?? configurations.first?.name ?? "Release"
    }
}
