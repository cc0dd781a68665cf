import Foundation
import ShortcutStore
import TestSupport
import Testing

/// Issue 14, defect 8: temporary files of interrupted writes, and file-system errors in words.
@MainActor
@Suite("DynamicShortcutStore: leftovers of interrupted writes removed at open; errors in words")
struct DynamicShortcutStoreLeftoverTests {
    /// A process id that no process has now: a child that has exited and been waited for.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("Temporary files of dead processes are removed at open; this process's, live ones' and others stay")
    func staleTemporaryFilesRemoved() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let dead = try Self.deadProcessID()
        let own = ProcessInfo.processInfo.processIdentifier
        let live = getppid()
        let stale = [
            ".com.company.appname.json.tmp-\(dead)-1", ".a%2Fb.json.tmp-\(dead)-17",
        ]
        let kept = [
            ".com.company.appname.json.tmp-\(own)-3", ".com.company.appname.json.tmp-\(live)-2",
            ".notes.txt", ".x.json.tmp-abc-1", "com.company.appname.json.corrupt-1",
        ]
        for name in stale + kept {
            _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data("{".utf8))
        }
        let store = try DynamicShortcutStore(directory: directory)
        #expect(store.removedTemporaryFiles.sorted() == stale.map { directory + "/" + $0 }.sorted())
        #expect(listing(directory) == kept.sorted())
        #expect(store.bundleIdentifiers.isEmpty)
    }

    @Test("A state directory below a file: the system's reason in words, not 'NSCocoaErrorDomain error 512'")
    func reasonInWords() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let file = directory + "/state"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        do {
            _ = try DynamicShortcutStore(directory: file + "/devices/1")
            Issue.record("expected a refusal")
        } catch {
            #expect(
                error.description
                    == "cannot use \(file)/devices/1 as the state directory: \(file) is a file, not a folder. Choose a writable "
                    + "folder (--state-dir).")
        }
        #expect(StoreError.reason(of: CocoaError(.fileWriteNoPermission)) == "permission denied")
    }
}
