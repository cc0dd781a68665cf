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
