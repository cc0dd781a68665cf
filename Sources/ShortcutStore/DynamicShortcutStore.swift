public import Foundation
public import QuickActions

/// Where a device keeps each app's dynamic quick actions: one file per bundle identifier in a state
/// directory (or in memory), in QuickActions' `DynamicShortcutSet` encoding with the app's version.
///
/// This is SpringBoard's side of `UIApplication.shortcutItems`: TouchKit's `ApplicationHost` reads the
/// items when the app launches and hands every assignment here. Rules:
/// - **Atomic writes**: a temporary file in the same directory, `fsync`, `rename`, `fsync` of the
///   directory (`AtomicFile`). A crash leaves the old set or the new one.
/// - **Restarts**: a new store over the same directory shows the same sets, and removes the temporary
///   files that writes interrupted by a crash left (those of processes no longer running).
/// - **Corrupt files** are renamed aside (`<name>.corrupt-<n>`) with a warning (`StoreProblem`) and read
///   as "no dynamic items"; they never take the device down.
/// - **Updates**: each set records the `appVersion` that wrote it. The menu shows a set whatever its
///   version (after an update, the previous version's items keep showing); when the new version first
///   launches, it starts with no dynamic items and the old set is retired (our choice: Apple documents
///   only that the previous version's items show until the new version runs).
///
/// One store belongs to one device; two devices must not share a directory.
@MainActor
public final class DynamicShortcutStore: ShortcutItemStore {
    /// Where the sets live.
    public enum Location: Sendable, Hashable {
        /// One file per app in this directory.
        case directory(String)
        /// Encoded bytes in memory, for tests and throw-away devices (same encoding as on disk).
        case memory
    }

    /// Files larger than this are treated as corrupt: 1 MB (our choice; a full set is under 10 KB).
    public nonisolated static let maximumFileSize = 1 << 20

    /// Where the sets live.
    public let location: Location
    /// Told about every problem met while reading (the device logs them as warnings).
    public var onProblem: (@MainActor (StoreProblem) -> Void)?

    var memoryFiles: [String: Data] = [:]
    /// Corrupt in-memory files set aside, by their `memory:<name>.corrupt-<n>` path.
    public internal(set) var memorySetAside: [String: Data] = [:]
    private var cache: [String: DynamicShortcutSet?] = [:]
    private var installedVersions: [String: String] = [:]
    var temporaryCounter = 0

    /// A store in `directory`, created (with its parents) when missing.
    ///
    /// - Throws: `StoreError.directoryUnusable` when the path cannot be created or is a file.
    public init(directory: String) throws(StoreError) {
        location = .directory(directory)
        try Self.prepare(directory)
        removedTemporaryFiles = Self.removeStaleTemporaryFiles(in: directory)
    }

    /// The temporary files of interrupted writes (`.<name>.tmp-<pid>-<n>` of processes that no
    /// longer run) removed when the store opened, by path.
    public private(set) var removedTemporaryFiles: [String] = []

    private init(memory: Void) {
        location = .memory
    }

    /// A store that keeps its sets in memory (they live as long as the store).
    public static func inMemory() -> DynamicShortcutStore {
        DynamicShortcutStore(memory: ())
    }

    // MARK: Versions

    /// Records the installed version of an app (`CFBundleVersion`); sets are stamped with it.
    public func setInstalledVersion(_ version: String, forBundleIdentifier bundleIdentifier: String) {
        installedVersions[bundleIdentifier] = version
    }

    /// The installed version recorded for `bundleIdentifier`, if any.
    public func installedVersion(forBundleIdentifier bundleIdentifier: String) -> String? {
        installedVersions[bundleIdentifier]
    }

    // MARK: Reading

    /// The set saved for `bundleIdentifier`, whatever version wrote it; nil when there is none (or the
    /// file was corrupt, which is reported once through `onProblem`).
    /// - Complexity: O(*n*) in the file's size the first time, O(1) afterwards (cached until `reload()`).
    public func savedSet(forBundleIdentifier bundleIdentifier: String) -> DynamicShortcutSet? {
        if let cached = cache[bundleIdentifier] { return cached }
        let set = readSet(bundleIdentifier)
        cache[bundleIdentifier] = .some(set)
        return set
    }

    /// The items the app starts a launch with (`ShortcutItemStore`): the saved items when the
    /// installed version wrote them; none when nothing was saved, or when an older version wrote them
    /// (this launch is the new version's first run: the old set is retired, replaced by an empty one).
    public func shortcutItems(forBundleIdentifier bundleIdentifier: String) -> [ShortcutItem] {
        guard let set = savedSet(forBundleIdentifier: bundleIdentifier) else { return [] }
        guard let installed = installedVersions[bundleIdentifier], set.isStale(installedVersion: installed)
        else {
            return set.items
        }
        do {
            try save(DynamicShortcutSet(bundleIdentifier: bundleIdentifier, appVersion: installed, items: []))
        } catch {
            onProblem?(
                .retireFailed(
                    bundleIdentifier: bundleIdentifier, path: displayPath(bundleIdentifier),
                    reason: error.description))
            cache[bundleIdentifier] = .some(
                DynamicShortcutSet(bundleIdentifier: bundleIdentifier, appVersion: installed, items: []))
        }
        return []
    }

    /// Forgets what was read, so the next read goes to the disk again (what a restart does).
    public func reload() {
        cache.removeAll()
    }

    // MARK: Writing

    /// Saves `items` for `bundleIdentifier`, stamped with its installed version (`ShortcutItemStore`).
    ///
    /// - Throws: `StoreError.writeFailed`; the previous file is left as it was.
    public func setShortcutItems(_ items: [ShortcutItem], forBundleIdentifier bundleIdentifier: String)
        throws(StoreError)
    {
        let version = installedVersions[bundleIdentifier] ?? ""
        try save(DynamicShortcutSet(bundleIdentifier: bundleIdentifier, appVersion: version, items: items))
    }

    /// Saves a whole set (its bundle identifier names the file).
    /// - Throws: `StoreError.writeFailed`; the previous file is left as it was.
    /// - Complexity: O(*n*) in the size of the items.
    public func save(_ set: DynamicShortcutSet) throws(StoreError) {
        try write(set.encoded(), forBundleIdentifier: set.bundleIdentifier)
        cache[set.bundleIdentifier] = .some(set)
    }

    /// Removes the set of `bundleIdentifier` (the app was deleted); nothing happens when there is none.
    /// - Throws: `StoreError.writeFailed` at the `remove` step.
    public func removeItems(forBundleIdentifier bundleIdentifier: String) throws(StoreError) {
        try deleteFile(forBundleIdentifier: bundleIdentifier)
        cache[bundleIdentifier] = .some(nil)
    }

    // MARK: Decoding

    private func readSet(_ bundleIdentifier: String) -> DynamicShortcutSet? {
        let data: Data
        switch readFile(forBundleIdentifier: bundleIdentifier) {
        case .missing:
            return nil
        case .unreadable(let reason):
            onProblem?(
                .unreadableFile(
                    bundleIdentifier: bundleIdentifier, path: displayPath(bundleIdentifier), reason: reason))
            return nil
        case .tooLarge(let size):
            setAside(bundleIdentifier, reason: StoreMessages.fileTooLarge(size: size))
            return nil
        case .contents(let contents):
            data = contents
        }
        let set: DynamicShortcutSet
        do {
            set = try DynamicShortcutSet(decoding: data)
        } catch {
            setAside(
                bundleIdentifier,
                reason: "\(displayPath(bundleIdentifier)):\(error.position): \(error.message)")
            return nil
        }
        guard set.bundleIdentifier == bundleIdentifier else {
            setAside(
                bundleIdentifier,
                reason: StoreMessages.wrongBundleInFile(
                    found: set.bundleIdentifier, expected: bundleIdentifier))
            return nil
        }
        return set
    }

    private func setAside(_ bundleIdentifier: String, reason: String) {
        let path = displayPath(bundleIdentifier)
        do {
            let aside = try moveAside(bundleIdentifier)
            onProblem?(
                .corruptFile(bundleIdentifier: bundleIdentifier, path: path, reason: reason, movedTo: aside))
        } catch {
            onProblem?(
                .corruptFileNotMoved(
                    bundleIdentifier: bundleIdentifier, path: path, reason: reason, moveError: error.reason))
        }
    }
}
