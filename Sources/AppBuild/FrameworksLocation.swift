public import Foundation

/// The ForceTouchKit package an app is built against: its `UIKit`, `CoreGraphics`, `WebKit`,
/// `SafariServices`, `Contacts` and `ContactsUI` products.
public enum FrameworksLocation {
    /// The environment variable that names it (`FORCETOUCHKIT_PATH=/path/to/ForceTouchKit`).
    public static let environmentVariable = "FORCETOUCHKIT_PATH"

    /// `$FORCETOUCHKIT_PATH` when set, else the package this tool was built from (the checkout that
    /// `swift run forcetouch` runs in); nil when neither holds a `Package.swift` naming ForceTouchKit.
    public static func find(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        builtFrom file: String = #filePath
    ) -> String? {
        if let given = environment[environmentVariable], !given.isEmpty {
            let path = URL(fileURLWithPath: given).standardizedFileURL.path
            return isFrameworksPackage(path) ? path : nil
        }
        // …/Sources/AppBuild/FrameworksLocation.swift → the package root.
        let root = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().standardizedFileURL.path
        return isFrameworksPackage(root) ? root : nil
    }

    /// What the generated package's plan depends on: the text of the `Package.swift` at `path`
    /// (empty when unreadable), then the paths of the Swift files under its `Sources`, sorted.
    public static func manifest(at path: String) -> String {
        let manifest =
            FileManager.default.contents(atPath: path + "/Package.swift").flatMap {
                String(data: $0, encoding: .utf8)
            } ?? ""
        // SwiftPM does not notice a file added to (or removed from) a path dependency's targets
        // until something makes it plan again: the list of source files is part of what a change
        // in plans the build anew (an updated checkout that added a file then still builds).
        var files: [String] = []
        if let walker = FileManager.default.enumerator(atPath: path + "/Sources") {
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.append(relative) }
            }
        }
        return manifest + "\n// Sources:\n" + files.sorted().joined(separator: "\n")
    }

    /// A digest of the frameworks' sources as they are now: `Package.swift`'s text and each Swift
    /// file's path, size and modification time. It changes when any source does (an edit, a
    /// `git pull`), which `BuildCache.prepare(forFrameworks:)` turns into a clean build.
    public static func fingerprint(at path: String) -> String {
        let manager = FileManager.default
        var text = manifest(at: path)
        var entries: [String] = []
        if let walker = manager.enumerator(atPath: path + "/Sources") {
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift"),
                    let attributes = try? manager.attributesOfItem(atPath: path + "/Sources/" + relative)
                else { continue }
                let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                entries.append("\(relative) \(size) \(modified)")
            }
        }
        text += "\n" + entries.sorted().joined(separator: "\n")
        return BuildCache.digest(text)
    }

    /// Whether `path` holds ForceTouchKit's manifest.
    static func isFrameworksPackage(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path + "/Package.swift"),
            let text = String(data: data, encoding: .utf8)
        else { return false }
        return text.contains("name: \"ForceTouchKit\"")
    }
}
