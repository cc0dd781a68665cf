package import Foundation

/// Reads the files the module is handed, never more than a cap: a file larger than the cap is
/// refused from its size alone, and at most cap + 1 bytes are ever read (so a file that grows,
/// or lies about its size, cannot make us read more).
package enum FileReader {
    /// What kind of thing a path names.
    package enum Kind: Equatable { case missing, file(size: Int), directory, other }

    package static func kind(of path: String) -> Kind {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let type = attributes[.type] as? FileAttributeType
        else {
            return FileManager.default.fileExists(atPath: path) ? .other : .missing
        }
        switch type {
        case .typeRegular: return .file(size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
        case .typeDirectory: return .directory
        case .typeSymbolicLink:
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return .missing
            }
            if isDirectory.boolValue { return .directory }
            let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map {
                $0.hasPrefix("/") ? $0 : (path as NSString).deletingLastPathComponent + "/" + $0
            }
            return resolved.map { kind(of: $0) } ?? .other
        default: return .other
        }
    }

    package static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The bytes of the file at `path`, which the caller found in a directory listing.
    ///
    /// Fast path (no `attributesOfItem`, which looks up owner names): a missing path or a folder is
    /// told apart with `fileExists`, the size comes from seeking to the end, and a file over the cap
    /// is refused before reading. Paths the user names go through `readChecked` instead, which also
    /// refuses devices and pipes.
    package static func read(_ path: String, maximumSize: Int) throws(FileReadError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .notFound }
        if isDirectory.boolValue { throw .isDirectory }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(
                reason: FileManager.default.isReadableFile(atPath: path) ? "cannot open" : "permission denied"
            )
        }
        defer { try? handle.close() }
        let data: Data
        do {
            let size = Int(try handle.seekToEnd())
            if size > maximumSize { throw FileReadError.tooLarge(size: size, limit: maximumSize) }
            try handle.seek(toOffset: 0)
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch let error as FileReadError {
            throw error
        } catch {
            throw .unreadable(reason: error.localizedDescription)
        }
        if data.count > maximumSize { throw .tooLarge(size: data.count, limit: maximumSize) }
        return data
    }

    /// The bytes of a path the user named: refused unless it is a regular file (a device or a
    /// pipe could block or never end), then read as `read` does.
    package static func readChecked(_ path: String, maximumSize: Int) throws(FileReadError) -> Data {
        switch kind(of: path) {
        case .missing: throw .notFound
        case .directory: throw .isDirectory
        case .other: throw .notARegularFile
        case .file(let size):
            if size > maximumSize { throw .tooLarge(size: size, limit: maximumSize) }
        }
        return try read(path, maximumSize: maximumSize)
    }

    /// Whether `path` names a file (fast: one `stat`).
    package static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    /// The names in a directory, sorted; empty when it cannot be listed.
    package static func list(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    package static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    package static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    package static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
