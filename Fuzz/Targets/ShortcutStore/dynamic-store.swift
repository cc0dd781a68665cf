// The dynamic-item store reading a file it finds (DynamicShortcutStore, in memory, same code path
// as on disk after the read): the input is the file's bytes for `com.example.app`. The store shows
// the set or nothing; a file it cannot use is set aside with exactly one problem reported, and is
// never read twice; what it shows survives a save and a reload.
import Foundation
import QuickActions
@testable import ShortcutStore

func fuzz_dynamic_store(_ bytes: [UInt8]) {
    MainActor.assumeIsolated {
        let bundleIdentifier = "com.example.app"
        let store = DynamicShortcutStore.inMemory()
        var problems: [StoreProblem] = []
        store.onProblem = { problems.append($0) }
        do {
            try store.writeRawFile(Data(bytes), forBundleIdentifier: bundleIdentifier)
        } catch {
            fuzzMismatch("an in-memory store could not write: \(error)")
        }
        let set = store.savedSet(forBundleIdentifier: bundleIdentifier)
        if let set {
            fuzzCheck(problems.isEmpty, "a set was read and a problem reported: \(problems)")
            fuzzCheck(set.bundleIdentifier == bundleIdentifier, "a set for \(set.bundleIdentifier) was shown")
            _ = store.shortcutItems(forBundleIdentifier: bundleIdentifier)
            store.reload()
            fuzzCheck(
                store.savedSet(forBundleIdentifier: bundleIdentifier) == set, "a reload changed the set")
        } else {
            fuzzCheck(problems.count == 1, "an unusable file gave \(problems.count) problems")
            fuzzCheck(store.memorySetAside.count == 1, "an unusable file was not set aside")
            store.reload()
            fuzzCheck(
                store.savedSet(forBundleIdentifier: bundleIdentifier) == nil, "a set-aside file came back")
            fuzzCheck(problems.count == 1, "a set-aside file was reported again")
        }
    }
}
