import Foundation

/// A fresh temporary directory (removed by the caller with `removeDirectory`).
public func temporaryDirectory(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let path =
        NSTemporaryDirectory()
        + "forcetouch-tests-\(safe)-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Removes a temporary directory.
public func removeDirectory(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

/// The names in a directory, sorted.
public func listing(_ path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
}
