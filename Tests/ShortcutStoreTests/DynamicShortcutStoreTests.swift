import Foundation
import QuickActions
import ShortcutStore
import TestSupport
import Testing

@MainActor
@Suite("DynamicShortcutStore: one atomic file per app, versions, corrupt files set aside")
struct DynamicShortcutStoreTests {
    static let play = ShortcutItem(
        type: "com.company.appname.002", localizedTitle: "Play", localizedSubtitle: "Will play an item",
        icon: .system(.play), userInfo: ["track": .integer(7)])
    static let pause = ShortcutItem(
        type: "com.company.appname.003", localizedTitle: "Pause", icon: .system(.pause))

    @Test(
        "file names: the identifier, with anything unusual written %XX",
        arguments: [
            ("com.company.appname", "com.company.appname.json"),
            ("chengpei.shortcutDemo", "chengpei.shortcutDemo.json"),
            (".hidden", "%2Ehidden.json"),
            ("a/b", "a%2Fb.json"),
            ("设置", "%E8%AE%BE%E7%BD%AE.json"),
            ("with space", "with%20space.json"),
        ])
    func fileNames(bundleIdentifier: String, fileName: String) throws {
        #expect(DynamicShortcutStore.fileName(forBundleIdentifier: bundleIdentifier) == fileName)
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let store = try DynamicShortcutStore(directory: directory)
        try store.setShortcutItems([Self.pause], forBundleIdentifier: bundleIdentifier)
        #expect(listing(directory) == [fileName])
        #expect(store.bundleIdentifiers == [bundleIdentifier])
    }

    @Test("a set written to disk reads back in a new store over the same directory (a restart)")
    func restart() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let first = try DynamicShortcutStore(directory: directory)
        first.setInstalledVersion("42", forBundleIdentifier: "com.company.appname")
        try first.setShortcutItems([Self.play, Self.pause], forBundleIdentifier: "com.company.appname")
        #expect(listing(directory) == ["com.company.appname.json"])

        let second = try DynamicShortcutStore(directory: directory)
        let set = try #require(second.savedSet(forBundleIdentifier: "com.company.appname"))
        #expect(set.items == [Self.play, Self.pause])
        #expect(set.appVersion == "42")
        second.setInstalledVersion("42", forBundleIdentifier: "com.company.appname")
        #expect(second.shortcutItems(forBundleIdentifier: "com.company.appname") == [Self.play, Self.pause])
        #expect(second.shortcutItems(forBundleIdentifier: "com.example.never") == [])
    }

    @Test("a contact icon's picture survives a restart, byte for byte")
    func contactPictureRestart() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let picture = Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<200).map { UInt8($0) })
        let chat = ShortcutItem(
            type: "com.example.chat.send", localizedTitle: "Kate Bell", localizedSubtitle: "Send a chat",
            icon: .contact(givenName: "Kate", familyName: "Bell", imageData: picture))
        try DynamicShortcutStore(directory: directory).setShortcutItems(
            [chat], forBundleIdentifier: "com.example.chat")
        let second = try DynamicShortcutStore(directory: directory)
        #expect(second.savedSet(forBundleIdentifier: "com.example.chat")?.items == [chat])
    }

    @Test("the file is QuickActions' DynamicShortcutSet encoding, byte for byte")
    func encoding() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let store = try DynamicShortcutStore(directory: directory)
        store.setInstalledVersion("3", forBundleIdentifier: "com.company.appname")
        try store.setShortcutItems([Self.pause], forBundleIdentifier: "com.company.appname")
        let path = try #require(store.path(forBundleIdentifier: "com.company.appname"))
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(
            written
                == DynamicShortcutSet(
                    bundleIdentifier: "com.company.appname", appVersion: "3", items: [Self.pause]
                )
                .encoded())
    }

    @Test("writes leave no temporary files behind, and replace the whole set")
    func atomicWrites() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let store = try DynamicShortcutStore(directory: directory)
        for round in 0..<20 {
            let items = round.isMultiple(of: 2) ? [Self.play] : [Self.play, Self.pause]
            try store.setShortcutItems(items, forBundleIdentifier: "com.company.appname")
        }
        #expect(listing(directory) == ["com.company.appname.json"])
        store.reload()
        #expect(store.savedSet(forBundleIdentifier: "com.company.appname")?.items == [Self.play, Self.pause])
    }

    @Test(
        "a damaged file is moved aside with a warning, and reads as no items",
        arguments: [
            (
                Data("{\"format\": \"forcetouch.dynamic-shortcut-items\", \"version\": 1,".utf8),
                #":1:62: not valid JSON: expected a "key" in quotes, found the end of the file"#
            ),
            (Data("[]".utf8), ":1:1: the root is an array, expected an object"),
            (
                DynamicShortcutSet(bundleIdentifier: "com.example.other", appVersion: "1", items: [])
                    .encoded(),
                ""
            ),
        ])
    func corruptFile(contents: Data, reasonAfterPath: String) throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let store = try DynamicShortcutStore(directory: directory)
        var problems: [StoreProblem] = []
        store.onProblem = { problems.append($0) }
        try store.writeRawFile(contents, forBundleIdentifier: "com.company.appname")
        #expect(store.savedSet(forBundleIdentifier: "com.company.appname") == nil)
        #expect(store.shortcutItems(forBundleIdentifier: "com.company.appname") == [])
        #expect(listing(directory) == ["com.company.appname.json.corrupt-1"])
        #expect(problems.count == 1)
        let path = directory + "/com.company.appname.json"
        guard case .corruptFile(let app, let where_, let reason, let movedTo)? = problems.first else {
            Issue.record("expected corruptFile, got \(problems)")
            return
        }
        #expect(app == "com.company.appname")
        #expect(where_ == path)
        #expect(movedTo == path + ".corrupt-1")
        if reasonAfterPath.isEmpty {
            #expect(reason == "the file holds the items of 'com.example.other', not of 'com.company.appname'")
        } else {
            #expect(reason == path + reasonAfterPath)
        }
        #expect(problems.first?.code == "corruptShortcutStore")
        #expect(
            problems.first?.message
                == "the saved dynamic quick actions of 'com.company.appname' could not be read (\(reason)); the file "
                + "was moved to \(path).corrupt-1 and the app has none until it sets them again. Nothing else is "
                + "affected; delete the moved file once you have looked at it.")

        // The app can save again, and a second damaged file goes to .corrupt-2.
        try store.setShortcutItems([Self.pause], forBundleIdentifier: "com.company.appname")
        #expect(listing(directory) == ["com.company.appname.json", "com.company.appname.json.corrupt-1"])
        try store.writeRawFile(Data("[]".utf8), forBundleIdentifier: "com.company.appname")
        #expect(store.savedSet(forBundleIdentifier: "com.company.appname") == nil)
        #expect(
            listing(directory) == [
                "com.company.appname.json.corrupt-1", "com.company.appname.json.corrupt-2",
            ])
    }

    @Test("a file over the size cap is set aside unread")
    func tooLarge() throws {
        let store = DynamicShortcutStore.inMemory()
        var problems: [StoreProblem] = []
        store.onProblem = { problems.append($0) }
        try store.writeRawFile(
            Data(count: DynamicShortcutStore.maximumFileSize + 1), forBundleIdentifier: "com.example.big")
        #expect(store.savedSet(forBundleIdentifier: "com.example.big") == nil)
        #expect(store.memorySetAside.keys.sorted() == ["memory:com.example.big.json.corrupt-1"])
        guard case .corruptFile(_, _, let reason, _)? = problems.first else {
            Issue.record("expected corruptFile, got \(problems)")
            return
        }
        #expect(reason == "the file is 1048577 bytes, more than the 1048576 a set may take")
    }

    @Test("after an update the old version's items show until the new version's first launch retires them")
    func updateSemantics() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let store = try DynamicShortcutStore(directory: directory)
        store.setInstalledVersion("1", forBundleIdentifier: "com.company.appname")
        try store.setShortcutItems([Self.play], forBundleIdentifier: "com.company.appname")
        store.setInstalledVersion("2", forBundleIdentifier: "com.company.appname")
        // The menu still reads version 1's items.
        #expect(store.savedSet(forBundleIdentifier: "com.company.appname")?.items == [Self.play])
        #expect(store.savedSet(forBundleIdentifier: "com.company.appname")?.appVersion == "1")
        // Version 2's first launch starts with none, and the set on disk is now version 2's.
        #expect(store.shortcutItems(forBundleIdentifier: "com.company.appname") == [])
        let reread = try DynamicShortcutStore(directory: directory)
        #expect(reread.savedSet(forBundleIdentifier: "com.company.appname")?.appVersion == "2")
        #expect(reread.savedSet(forBundleIdentifier: "com.company.appname")?.items == [])
    }

    @Test("a state directory that is a file is refused")
    func unusableDirectory() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let file = directory + "/state"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        do {
            _ = try DynamicShortcutStore(directory: file)
            Issue.record("expected a refusal")
        } catch {
            #expect(
                error.description
                    == "cannot use \(file) as the state directory: it is a file, not a folder. Choose a writable "
                    + "folder (--state-dir).")
        }
    }

    @Test("a failed write says which step failed and leaves the old file; TouchKit reports it for the app")
    func failedWrite() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let state = directory + "/state"
        let store = try DynamicShortcutStore(directory: state)
        try store.setShortcutItems([Self.pause], forBundleIdentifier: "com.company.appname")
        // The directory disappears and a file takes its place: nothing can be created in it.
        try FileManager.default.removeItem(atPath: state)
        _ = FileManager.default.createFile(atPath: state, contents: Data())
        do {
            try store.setShortcutItems([Self.play], forBundleIdentifier: "com.company.appname")
            Issue.record("expected a failure")
        } catch {
            let temporary =
                "\(state)/.com.company.appname.json.tmp-\(ProcessInfo.processInfo.processIdentifier)-2"
            #expect(
                error.description
                    == "could not save the dynamic quick actions of 'com.company.appname': create of \(temporary) "
                    + "failed (Not a directory); the previous file is unchanged. Check that the state directory is "
                    + "writable and the disk is not full.")
        }
    }

    @Test("removing an app's items deletes its file")
    func remove() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let store = try DynamicShortcutStore(directory: directory)
        try store.setShortcutItems([Self.pause], forBundleIdentifier: "com.company.appname")
        try store.removeItems(forBundleIdentifier: "com.company.appname")
        #expect(listing(directory).isEmpty)
        #expect(store.savedSet(forBundleIdentifier: "com.company.appname") == nil)
        try store.removeItems(forBundleIdentifier: "com.company.appname")
    }

    @Test("a file that cannot be read is left where it is, with a warning, and reads as no items")
    func unreadable() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let store = try DynamicShortcutStore(directory: directory)
        var problems: [StoreProblem] = []
        store.onProblem = { problems.append($0) }
        // A folder where the file should be: it exists, but reading it fails.
        let path = directory + "/com.company.appname.json"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(store.savedSet(forBundleIdentifier: "com.company.appname") == nil)
        #expect(listing(directory) == ["com.company.appname.json"])
        guard case .unreadableFile(let app, let where_, let reason)? = problems.first else {
            Issue.record("expected unreadableFile, got \(problems)")
            return
        }
        #expect(app == "com.company.appname")
        #expect(where_ == path)
        #expect(problems.first?.code == "unreadableShortcutStore")
        #expect(
            problems.first?.message
                == "the saved dynamic quick actions of 'com.company.appname' in \(path) could not be read "
                + "(\(reason)); the app has none for now. Check the file's permissions.")
        // Reported once until the store reloads.
        #expect(store.savedSet(forBundleIdentifier: "com.company.appname") == nil)
        #expect(problems.count == 1)
    }

    @Test("when the old version's set cannot be replaced, the new version still starts with none")
    func retireFailed() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let state = directory + "/state"
        let store = try DynamicShortcutStore(directory: state)
        var problems: [StoreProblem] = []
        store.onProblem = { problems.append($0) }
        store.setInstalledVersion("1", forBundleIdentifier: "com.company.appname")
        try store.setShortcutItems([Self.play], forBundleIdentifier: "com.company.appname")
        store.setInstalledVersion("2", forBundleIdentifier: "com.company.appname")
        try FileManager.default.removeItem(atPath: state)
        _ = FileManager.default.createFile(atPath: state, contents: Data())
        #expect(store.shortcutItems(forBundleIdentifier: "com.company.appname") == [])
        #expect(problems.map(\.code) == ["shortcutStoreRetireFailed"])
        #expect(
            problems.first?.message.hasPrefix(
                "'com.company.appname' was updated, but the previous version's dynamic quick actions in "
                    + "\(state)/com.company.appname.json could not be replaced (could not save the dynamic quick "
                    + "actions of 'com.company.appname': create of ") == true)
        // The menu now shows none either.
        #expect(store.savedSet(forBundleIdentifier: "com.company.appname")?.items == [])
    }
}
