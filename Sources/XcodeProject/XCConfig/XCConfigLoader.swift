import Foundation
public import PropertyLists

/// Reads an xcconfig file and the files it includes, in the order Xcode reads them.
///
/// An include's path is relative to the including file's folder (absolute when it starts with
/// `/`); `#include?` skips a missing file, `#include` refuses it. A file that includes itself,
/// directly or through others, is refused with the chain. Limits (ours): 32 files deep, 1 MB a file.
public struct XCConfigLoader: Sendable {
    /// Includes nested deeper than this are refused.
    public static let maximumDepth = 32
    /// Files larger than this are refused (1 MB; real xcconfig files are a few KB).
    public var maximumFileSize = 1 << 20

    /// Creates a loader.
    public init() {}

    /// Every assignment of the file at `path` and of what it includes, in reading order.
    /// - Complexity: O(*n*) in the size of the files read.
    public func load(_ path: String) throws(XCConfigError) -> [XCConfigFile.Assignment] {
        var assignments: [XCConfigFile.Assignment] = []
        try load(path, chain: [], from: nil, into: &assignments)
        return assignments
    }

    private func load(
        _ path: String, chain: [String], from include: (file: String, position: SourcePosition)?,
        into assignments: inout [XCConfigFile.Assignment]
    ) throws(XCConfigError) {
        let normalized = Self.normalize(path)
        if chain.contains(normalized), let include {
            throw .includeCycle(file: include.file, position: include.position, chain: chain + [normalized])
        }
        if chain.count >= Self.maximumDepth, let include {
            throw .includesTooDeep(file: include.file, position: include.position, limit: Self.maximumDepth)
        }
        let data: Data
        do {
            data = try FileReader.read(normalized, maximumSize: maximumFileSize)
        } catch {
            throw .unreadable(file: path, reason: Wording.fileReadError(error))
        }
        let file = try XCConfigFile.parse(data, path: path)
        for line in file.lines {
            switch line {
            case .assignment(let assignment): assignments.append(assignment)
            case .include(let included):
                let target =
                    included.path.hasPrefix("/")
                    ? included.path : FileReader.join(FileReader.parent(normalized), included.path)
                if !FileReader.isFile(target) {
                    if included.isOptional { continue }
                    throw .missingInclude(file: path, position: included.position, included: included.path)
                }
                try load(
                    target, chain: chain + [normalized], from: (path, included.position), into: &assignments)
            }
        }
    }

    /// `path` with `.` and `..` components and doubled slashes removed (no disk access).
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
