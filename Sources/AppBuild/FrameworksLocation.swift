public import Foundation

/// The ForceTouchKit package an app is built against: its `UIKit`, `CoreGraphics`, `WebKit` and
/// `SafariServices` products.
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

    /// Whether `path` holds ForceTouchKit's manifest.
    static func isFrameworksPackage(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path + "/Package.swift"),
            let text = String(data: data, encoding: .utf8)
        else { return false }
        return text.contains("name: \"ForceTouchKit\"")
    }
}
