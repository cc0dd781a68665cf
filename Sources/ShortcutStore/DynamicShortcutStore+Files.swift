public import Foundation

// Where each set lives: file names, reading with a size cap, atomic writes, setting corrupt files aside.

extension DynamicShortcutStore {
    /// What reading a set's file gave.
    enum FileContents {
        case missing
        case unreadable(String)
        case tooLarge(Int)
        case contents(Data)
    }

    /// The file name of `bundleIdentifier`'s set: the identifier with every byte outside
    /// `A–Z a–z 0–9 . - _` (and a leading dot) written `%XX`, then `.json`. Distinct identifiers give
    /// distinct names, and no name starts with a dot (temporary files do).
    /// - Complexity: O(*n*) in the identifier's length.
    public static func fileName(forBundleIdentifier bundleIdentifier: String) -> String {
        var name = ""
        for (offset, byte) in bundleIdentifier.utf8.enumerated() {
            let safe =
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x5F || (byte == 0x2E && offset > 0)
            if safe {
                name.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                name += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return name + ".json"
    }

    /// The bundle identifier a file name encodes, or nil for other files (temporary, set aside).
    static func bundleIdentifier(fromFileName name: String) -> String? {
        guard name.hasSuffix(".json"), !name.hasPrefix(".") else { return nil }
        var bytes: [UInt8] = []
        var iterator = name.dropLast(5).utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == 0x25 {
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The path of `bundleIdentifier`'s file, or nil for an in-memory store.
    public func path(forBundleIdentifier bundleIdentifier: String) -> String? {
        guard case .directory(let directory) = location else { return nil }
        return (directory as NSString).appendingPathComponent(
            Self.fileName(forBundleIdentifier: bundleIdentifier))
    }

    /// The path for messages: the file's path, or `memory:<name>`.
    func displayPath(_ bundleIdentifier: String) -> String {
        path(forBundleIdentifier: bundleIdentifier) ?? "memory:"
            + Self.fileName(forBundleIdentifier: bundleIdentifier)
    }

    /// Every bundle identifier with a saved set, sorted.
    /// - Complexity: O(*n* log *n*) in the number of files in the directory.
    public var bundleIdentifiers: [String] {
        switch location {
        case .memory:
            return memoryFiles.keys.sorted()
        case .directory(let directory):
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.compactMap(Self.bundleIdentifier(fromFileName:)).sorted()
        }
    }

    /// Puts raw bytes where `bundleIdentifier`'s set would be (tests use it for damaged files).
    public func writeRawFile(_ data: Data, forBundleIdentifier bundleIdentifier: String) throws(StoreError) {
        try write(data, forBundleIdentifier: bundleIdentifier)
        reload()
    }

    static func prepare(_ directory: String) throws(StoreError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .directoryUnusable(path: directory, reason: StoreMessages.notADirectory)
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            var reason = StoreMessages.fileSystemReason(error)
            // Foundation gives no reason when a parent is a file: find it.
            var parent = (directory as NSString).deletingLastPathComponent
            while parent.count > 1 {
                var parentIsDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsDirectory) {
                    if !parentIsDirectory.boolValue { reason = "\(parent) is a file, not a folder" }
                    break
                }
                parent = (parent as NSString).deletingLastPathComponent
            }
            throw .directoryUnusable(path: directory, reason: reason)
        }
    }

    /// Removes `.<name>.tmp-<pid>-<n>` files whose writing process no longer runs (a crash or
    /// `kill -9` mid-write); files of this process and of live ones are left alone. Returns the
    /// paths removed.
    static func removeStaleTemporaryFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let own = ProcessInfo.processInfo.processIdentifier
        var removed: [String] = []
        for name in names where name.hasPrefix(".") {
            guard let pid = temporaryFileProcess(name), pid != own, !AtomicFile.processExists(pid) else {
                continue
            }
            let path = (directory as NSString).appendingPathComponent(name)
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed
    }

    /// The process id in a temporary file's name (`.<name>.json.tmp-<pid>-<n>`), nil for other names.
    static func temporaryFileProcess(_ name: String) -> Int32? {
        guard let marker = name.range(of: ".json.tmp-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, Int(parts[1]) != nil else { return nil }
        return pid
    }

    func readFile(forBundleIdentifier bundleIdentifier: String) -> FileContents {
        guard let path = path(forBundleIdentifier: bundleIdentifier) else {
            guard let data = memoryFiles[bundleIdentifier] else { return .missing }
            return data.count > Self.maximumFileSize ? .tooLarge(data.count) : .contents(data)
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return FileManager.default.fileExists(atPath: path)
                ? .unreadable(StoreMessages.cannotStat) : .missing
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > Self.maximumFileSize {
            return .tooLarge(size)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .unreadable(StoreMessages.cannotOpen)
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: Self.maximumFileSize + 1) ?? Data()
            return data.count > Self.maximumFileSize ? .tooLarge(data.count) : .contents(data)
        } catch {
            return .unreadable(StoreMessages.fileSystemReason(error))
        }
    }

    func write(_ data: Data, forBundleIdentifier bundleIdentifier: String) throws(StoreError) {
        guard case .directory(let directory) = location,
            let path = path(forBundleIdentifier: bundleIdentifier)
        else {
            memoryFiles[bundleIdentifier] = data
            return
        }
        temporaryCounter += 1
        let temporary = (directory as NSString).appendingPathComponent(
            ".\(Self.fileName(forBundleIdentifier: bundleIdentifier)).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(temporaryCounter)"
        )
        do {
            try AtomicFile.write(data, to: path, temporaryPath: temporary)
        } catch {
            throw .writeFailed(
                bundleIdentifier: bundleIdentifier, step: error.step.rawValue, path: error.path,
                reason: error.reason)
        }
    }

    func deleteFile(forBundleIdentifier bundleIdentifier: String) throws(StoreError) {
        guard let path = path(forBundleIdentifier: bundleIdentifier) else {
            memoryFiles[bundleIdentifier] = nil
            return
        }
        do {
            try AtomicFile.remove(path)
        } catch {
            throw .writeFailed(
                bundleIdentifier: bundleIdentifier, step: error.step.rawValue, path: error.path,
                reason: error.reason)
        }
    }

    /// Renames the file aside to the first free `<name>.corrupt-<n>` (n from 1); returns the new path.
    func moveAside(_ bundleIdentifier: String) throws(AtomicFile.Failure) -> String {
        guard let path = path(forBundleIdentifier: bundleIdentifier) else {
            let aside = displayPath(bundleIdentifier) + ".corrupt-\(memorySetAside.count + 1)"
            memorySetAside[aside] = memoryFiles[bundleIdentifier]
            memoryFiles[bundleIdentifier] = nil
            return aside
        }
        var number = 1
        while FileManager.default.fileExists(atPath: path + ".corrupt-\(number)") { number += 1 }
        try AtomicFile.move(path, to: path + ".corrupt-\(number)")
        return path + ".corrupt-\(number)"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
