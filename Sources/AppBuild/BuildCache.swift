public import Foundation

/// Where `forcetouch build` keeps an app's generated package, and how it is written.
///
/// The package lives outside the user's project (`$XDG_CACHE_HOME/forcetouch/builds/`, else
/// `~/.cache/forcetouch/builds/`), one folder per project and target; nothing is ever written into
/// the project's folder. A file is rewritten only when its text changed and files no longer
/// generated are removed, so SwiftPM's own incremental build sees exactly what changed: a second
/// build with nothing changed compiles nothing.
public struct BuildCache: Sendable {
    /// The package's folder.
    public let directory: String

    /// The cache folder for `target` of the project at `projectPath` under `root`.
    public init(root: String, projectPath: String, target: String) {
        let standardized = URL(fileURLWithPath: projectPath).standardizedFileURL.path
        let safe = String(
            target.unicodeScalars.map {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "-"
            })
        directory = root + "/builds/" + safe + "-" + Self.digest(standardized + "\n" + target)
    }

    /// A package folder chosen by the caller (`forcetouch port --out DIR`).
    public init(directory: String) {
        self.directory = directory
    }

    /// The cache root from the environment: `$XDG_CACHE_HOME/forcetouch` when it is absolute, else
    /// `$HOME/.cache/forcetouch`, else the temporary folder's `forcetouch-cache`.
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/forcetouch" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/forcetouch" }
        return NSTemporaryDirectory() + "forcetouch-cache"
    }

    /// What a write did.
    public struct WriteSummary: Sendable, Equatable {
        /// Files written because they were new or changed, relative to the package.
        public var written: [String]
        /// Files removed because they are no longer generated.
        public var removed: [String]
    }

    /// Writes `package` into `directory`: changed files atomically, unchanged ones untouched, stale
    /// sources (under `Sources/`) removed. The build products (`.build`) are kept.
    /// - Throws: the file system's error, with the path, when a folder or file cannot be written.
    public func write(_ package: PackageGenerator.Package) throws -> WriteSummary {
        let manager = FileManager.default
        var summary = WriteSummary(written: [], removed: [])
        let wanted = Set(package.files.map(\.path))
        for file in package.files {
            let path = directory + "/" + file.path
            let data = Data(file.contents.utf8)
            if manager.contents(atPath: path) == data { continue }
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            summary.written.append(file.path)
        }
        // The executable `placeExecutable` puts into the bundle after the build is kept too.
        let executable = package.bundleName.map {
            "\(PackageGenerator.bundleFolder)/\($0)/\($0.dropLast(".app".count))"
        }
        try writeLinks(package.links, files: wanted.union(executable.map { [$0] } ?? []), summary: &summary)
        let sources = directory + "/Sources"
        if let walker = manager.enumerator(atPath: sources) {
            var stale: [String] = []
            while let relative = walker.nextObject() as? String {
                let path = "Sources/" + relative
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: directory + "/" + path, isDirectory: &isDirectory),
                    !isDirectory.boolValue,
                    !wanted.contains(path)
                {
                    stale.append(path)
                }
            }
            for path in stale.sorted() {
                try manager.removeItem(atPath: directory + "/" + path)
                summary.removed.append(path)
            }
        }
        return summary
    }

    /// Makes each link (replacing what is there when it points elsewhere) and removes what is under
    /// the bundle folder that is neither a link nor a file of the package.
    private func writeLinks(_ links: [PackageGenerator.Link], files: Set<String>, summary: inout WriteSummary)
        throws
    {
        let manager = FileManager.default
        for link in links {
            let path = directory + "/" + link.path
            if (try? manager.destinationOfSymbolicLink(atPath: path)) == link.destination { continue }
            if (try? manager.attributesOfItem(atPath: path)) != nil { try manager.removeItem(atPath: path) }
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: path, withDestinationPath: link.destination)
            summary.written.append(link.path)
        }
        let wanted = files.union(links.map(\.path))
        var stale: [String] = []
        func walk(_ relative: String) {
            let path = directory + "/" + relative
            guard (try? manager.destinationOfSymbolicLink(atPath: path)) == nil else {
                if !wanted.contains(relative) { stale.append(relative) }
                return
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
            if !isDirectory.boolValue {
                if !wanted.contains(relative) { stale.append(relative) }
                return
            }
            let children = (try? manager.contentsOfDirectory(atPath: path)) ?? []
            for child in children.sorted() { walk(relative + "/" + child) }
        }
        walk(PackageGenerator.bundleFolder)
        for relative in stale {
            try manager.removeItem(atPath: directory + "/" + relative)
            summary.removed.append(relative)
        }
    }

    /// Puts the built executable at `built` (a path inside `directory`) into the app bundle
    /// `bundleName` as `executable`, as Xcode puts an app's executable inside its `.app`: then
    /// Foundation's `Bundle.main` is that bundle when it runs. A hard link (a copy across file
    /// systems), written under a temporary name and renamed into place.
    /// - Returns: the executable's path in the bundle.
    /// - Throws: the file system's error when it can be neither linked nor copied.
    public func placeExecutable(_ built: String, inBundle bundleName: String, as executable: String) throws
        -> String
    {
        let manager = FileManager.default
        let folder = directory + "/" + PackageGenerator.bundleFolder + "/" + bundleName
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let destination = folder + "/" + executable
        let temporary = folder + "/." + executable + ".placing"
        try? manager.removeItem(atPath: temporary)
        do {
            try manager.linkItem(atPath: built, toPath: temporary)
        } catch {
            try manager.copyItem(atPath: built, toPath: temporary)
        }
        if rename(temporary, destination) != 0 {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: temporary)
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: destination,
                    NSLocalizedDescriptionKey: "cannot move the executable into \(destination): \(reason)",
                ])
        }
        return destination
    }

    /// The file in `directory` that records the frameworks' fingerprint of the last build.
    public static let fingerprintFile = ".frameworks-fingerprint"

    /// Makes the next build start clean when the frameworks changed since the last one: removes
    /// `.build` when the recorded fingerprint differs from `fingerprint` (or none is recorded), then
    /// records it (atomically). Swift's incremental build does not recompile code whose
    /// dependency only changed a class's stored properties, so the app's compiled code would keep
    /// the old layout and crash; a clean build cannot.
    /// - Returns: whether the build products were removed.
    /// - Throws: the file system's error when `.build` cannot be removed or the record written.
    public func prepare(forFrameworks fingerprint: String) throws -> Bool {
        let manager = FileManager.default
        let record = directory + "/" + Self.fingerprintFile
        let recorded = manager.contents(atPath: record).flatMap { String(data: $0, encoding: .utf8) }
        guard recorded != fingerprint else { return false }
        let products = directory + "/.build"
        let removed = manager.fileExists(atPath: products)
        if removed { try manager.removeItem(atPath: products) }
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(fingerprint.utf8).write(to: URL(fileURLWithPath: record), options: .atomic)
        return removed
    }

    /// A short stable digest of `text` (FNV-1a, 64 bits, hex): the folder name for one project and target.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
