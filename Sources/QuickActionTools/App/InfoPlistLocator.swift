import Interchange
import PropertyLists
import QuickActions

/// Finds the Info.plist an app declares its quick actions in, from a path the user gives.
///
/// A file is taken as the Info.plist whatever its name. For a folder, these are tried in order,
/// the first that finds exactly one file winning:
/// 1. `FOLDER/Info.plist` (an app folder, or a built `.app`);
/// 2. `FOLDER/*.app/Info.plist` (a build products folder);
/// 3. `FOLDER/*/Info.plist` (an Xcode project: `MyApp/Info.plist`), ignoring folders whose name
///    ends in `Tests` and the folders `AppFolder` skips; when several remain, the one named like
///    `FOLDER` wins, otherwise the path is ambiguous and the candidates are listed.
/// The app folder (where localisations, asset catalogs and icon files are looked for) is the
/// folder holding the Info.plist.
public enum InfoPlistLocator {
    /// Where the Info.plist is and the app folder around it.
    public struct Location: Sendable, Hashable {
        /// The Info.plist's path.
        public var infoPlist: String
        /// The folder holding it.
        public var appFolder: String
    }

    /// Finds the Info.plist for `path`.
    /// - Complexity: O(*n*) in the number of entries of the folder and its direct subfolders.
    public static func locate(_ path: String) throws(AppLoadError) -> Location {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        switch FileReader.kind(of: trimmed) {
        case .missing:
            throw .notFound(path: path)
        case .other:
            throw .notAFileOrFolder(path: path)
        case .file:
            return Location(infoPlist: trimmed, appFolder: FileReader.parent(trimmed))
        case .directory:
            break
        }
        let direct = FileReader.join(trimmed, "Info.plist")
        if FileReader.isFile(direct) {
            return Location(infoPlist: direct, appFolder: trimmed)
        }
        let entries = FileReader.list(trimmed).filter { !$0.hasPrefix(".") }
        let bundles = entries.filter { $0.hasSuffix(".app") }.map {
            FileReader.join(FileReader.join(trimmed, $0), "Info.plist")
        }
        .filter { if case .file = FileReader.kind(of: $0) { return true } else { return false } }
        if bundles.count == 1 {
            return Location(infoPlist: bundles[0], appFolder: FileReader.parent(bundles[0]))
        }
        if bundles.count > 1 { throw .ambiguous(path: path, candidates: bundles) }
        let folders = entries.filter { name in
            !name.hasSuffix(".app") && !name.hasSuffix("Tests") && !AppFolder.skippedFolders.contains(name)
                && !AppFolder.skippedExtensions.contains(AppFolder.fileExtension(name))
        }
        let candidates = folders.map { FileReader.join(FileReader.join(trimmed, $0), "Info.plist") }
            .filter(FileReader.isFile)
        if candidates.count == 1 {
            return Location(infoPlist: candidates[0], appFolder: FileReader.parent(candidates[0]))
        }
        if candidates.count > 1 {
            let folderName = FileReader.lastComponent(trimmed)
            if let named = candidates.first(where: {
                FileReader.lastComponent(FileReader.parent($0)) == folderName
            }) {
                return Location(infoPlist: named, appFolder: FileReader.parent(named))
            }
            throw .ambiguous(path: path, candidates: candidates)
        }
        throw .noInfoPlist(path: path)
    }
}
