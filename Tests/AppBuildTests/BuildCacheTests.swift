import Foundation
import Testing

@testable import AppBuild

/// The build package's folder: outside the project, one per project and target, rewritten only where
/// something changed, so SwiftPM's incremental build has nothing to do the second time.
@Suite("BuildCache: where the package lives and how it is written")
struct BuildCacheTests {
    func temporaryRoot() throws -> String {
        let path = NSTemporaryDirectory() + "appbuild-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func package(_ files: [(String, String)]) -> PackageGenerator.Package {
        PackageGenerator.Package(
            module: "Notes", files: files.map { PackageGenerator.File(path: $0.0, contents: $0.1) },
            changes: [],
            problems: [])
    }

    @Test("the cache root follows XDG_CACHE_HOME, else HOME; one folder per project and target")
    func locations() {
        #expect(
            BuildCache.defaultRoot(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/forcetouch")
        #expect(
            BuildCache.defaultRoot(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])
                == "/h/.cache/forcetouch")
        let a = BuildCache(root: "/c", projectPath: "/p/Notes.xcodeproj", target: "Notes")
        let b = BuildCache(root: "/c", projectPath: "/p/Notes.xcodeproj/", target: "Notes")
        let c = BuildCache(root: "/c", projectPath: "/p/Notes.xcodeproj", target: "Notes Widget")
        #expect(a.directory == b.directory)
        #expect(a.directory != c.directory)
        #expect(a.directory.hasPrefix("/c/builds/Notes-"))
        #expect(c.directory.hasPrefix("/c/builds/Notes-Widget-"))
    }

    @Test("a second write with nothing changed writes nothing; a changed file and a removed source are seen")
    func incremental() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = BuildCache(directory: root + "/pkg")
        let first = try cache.write(
            package([
                ("Package.swift", "m"), ("Sources/Notes/App/A.swift", "a"),
                ("Sources/Notes/App/B.swift", "b"),
            ]))
        #expect(first.written == ["Package.swift", "Sources/Notes/App/A.swift", "Sources/Notes/App/B.swift"])
        let before =
            try FileManager.default.attributesOfItem(atPath: root + "/pkg/Sources/Notes/App/A.swift")[
                .modificationDate] as? Date
        let again = try cache.write(
            package([
                ("Package.swift", "m"), ("Sources/Notes/App/A.swift", "a"),
                ("Sources/Notes/App/B.swift", "b"),
            ]))
        #expect(again == BuildCache.WriteSummary(written: [], removed: []))
        let after =
            try FileManager.default.attributesOfItem(atPath: root + "/pkg/Sources/Notes/App/A.swift")[
                .modificationDate] as? Date
        #expect(before == after)
        // B.swift left the target, A.swift changed; build products under .build are kept.
        try FileManager.default.createDirectory(
            atPath: root + "/pkg/.build", withIntermediateDirectories: true)
        let changed = try cache.write(package([("Package.swift", "m"), ("Sources/Notes/App/A.swift", "a2")]))
        #expect(
            changed
                == BuildCache.WriteSummary(
                    written: ["Sources/Notes/App/A.swift"], removed: ["Sources/Notes/App/B.swift"]))
        #expect(FileManager.default.fileExists(atPath: root + "/pkg/.build"))
        #expect(
            String(
                data: FileManager.default.contents(atPath: root + "/pkg/Sources/Notes/App/A.swift")!,
                encoding: .utf8) == "a2")
    }

    @Test(
        "the app bundle's resources are links into the project: made once, remade when they point elsewhere, removed when gone"
    )
    func bundleLinks() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = root + "/project"
        try FileManager.default.createDirectory(
            atPath: project + "/en.lproj", withIntermediateDirectories: true)
        try Data("\"Hello\" = \"Hello\";".utf8).write(
            to: URL(fileURLWithPath: project + "/en.lproj/Localizable.strings"))
        try Data("one".utf8).write(to: URL(fileURLWithPath: project + "/one.txt"))
        try Data("two".utf8).write(to: URL(fileURLWithPath: project + "/two.txt"))
        let cache = BuildCache(directory: root + "/pkg")
        func write(_ links: [(String, String)]) throws -> BuildCache.WriteSummary {
            var made = package([("Package.swift", "m"), ("Bundle/Notes.app/Info.plist", "<plist/>")])
            made.links = links.map { PackageGenerator.Link(path: $0.0, destination: $0.1) }
            return try cache.write(made)
        }
        let strings = "Bundle/Notes.app/en.lproj/Localizable.strings"
        let data = "Bundle/Notes.app/data.txt"
        let first = try write([
            (strings, project + "/en.lproj/Localizable.strings"), (data, project + "/one.txt"),
        ])
        #expect(first.written == ["Package.swift", "Bundle/Notes.app/Info.plist", strings, data])
        #expect(
            String(decoding: FileManager.default.contents(atPath: root + "/pkg/" + data)!, as: UTF8.self)
                == "one")
        let again = try write([
            (strings, project + "/en.lproj/Localizable.strings"), (data, project + "/one.txt"),
        ])
        #expect(again == BuildCache.WriteSummary(written: [], removed: []))
        let moved = try write([(data, project + "/two.txt")])
        #expect(moved == BuildCache.WriteSummary(written: [data], removed: [strings]))
        #expect(
            String(decoding: FileManager.default.contents(atPath: root + "/pkg/" + data)!, as: UTF8.self)
                == "two")
        #expect(
            FileManager.default.fileExists(atPath: project + "/en.lproj/Localizable.strings"),
            "the project's file stays")
    }

    @Test("changed frameworks make the next build clean (the products go); the same frameworks keep them")
    func frameworksChange() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = BuildCache(directory: root + "/pkg")
        let products = root + "/pkg/.build/debug"
        try FileManager.default.createDirectory(atPath: products, withIntermediateDirectories: true)
        #expect(
            try cache.prepare(forFrameworks: "a"),
            "no fingerprint recorded: the old products cannot be trusted")
        #expect(!FileManager.default.fileExists(atPath: products))
        try FileManager.default.createDirectory(atPath: products, withIntermediateDirectories: true)
        #expect(try !cache.prepare(forFrameworks: "a"))
        #expect(FileManager.default.fileExists(atPath: products))
        #expect(try cache.prepare(forFrameworks: "b"))
        #expect(!FileManager.default.fileExists(atPath: products))
    }

    @Test("the frameworks' fingerprint changes when a source file changes, and not otherwise")
    func fingerprint() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(
            atPath: root + "/Sources/UIKit", withIntermediateDirectories: true)
        try Data("let package = Package(name: \"ForceTouchKit\")".utf8).write(
            to: URL(fileURLWithPath: root + "/Package.swift"))
        let file = URL(fileURLWithPath: root + "/Sources/UIKit/View.swift")
        try Data("class View {}".utf8).write(to: file)
        let first = FrameworksLocation.fingerprint(at: root)
        #expect(FrameworksLocation.fingerprint(at: root) == first)
        try Data("class View { var scale = 1.0 }".utf8).write(to: file)
        #expect(FrameworksLocation.fingerprint(at: root) != first)
    }

    @Test("a folder that cannot be written is an error naming the path")
    func unwritable() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("file".utf8).write(to: URL(fileURLWithPath: root + "/blocker"))
        let cache = BuildCache(directory: root + "/blocker/pkg")
        #expect(throws: (any Error).self) { try cache.write(package([("Package.swift", "m")])) }
    }
}
