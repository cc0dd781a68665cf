// The durability test's two halves (driven by Fuzz/durability.py; see RELIABILITY.md):
//
//   store-writer write DIR N          saves sets into a DynamicShortcutStore over DIR in a loop from
//                                     generation N on, printing "begin APP N" before and
//                                     "done APP N" after each save
//   store-writer check DIR A:D:F …    opens the store as a restart would and checks, for each app A,
//                                     that it shows generation D (the last save reported done) or F
//                                     (the save in flight when the writer was killed; 0 for none),
//                                     that nothing was reported corrupt and that no other file is
//                                     left in DIR; prints one JSON line (with the generation each
//                                     app shows) and exits 1 on a failure
import Foundation
import QuickActions
import ShortcutStore

/// The bundle identifier of app `index`.
func bundleIdentifier(_ index: Int) -> String { "com.example.durable\(index)" }

/// The set generation `generation` of app `index` saves: its size varies (a few hundred bytes to
/// about 40 KB) so kills land in small and large writes.
func set(app index: Int, generation: Int) -> DynamicShortcutSet {
    let count = (generation * 7 + index) % 9 + 1
    let padding = String(repeating: "x", count: (generation * 131) % 4000)
    let items = (0..<count).map { item in
        ShortcutItem(
            type: "com.example.g\(generation).i\(item)", localizedTitle: "Item \(item) of \(generation)",
            localizedSubtitle: padding, icon: .system(.play),
            userInfo: ["generation": .integer(generation), "item": .integer(item)])
    }
    return DynamicShortcutSet(
        bundleIdentifier: bundleIdentifier(index), appVersion: "1.\(generation)", items: items)
}

/// Writes `line` to standard output at once (write(2), no buffer): the driver must see every line
/// written before the kill, and nothing a buffer held back.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@MainActor
func write(_ directory: String, from first: Int) -> Never {
    let store: DynamicShortcutStore
    do {
        store = try DynamicShortcutStore(directory: directory)
    } catch {
        print("error: \(error)")
        exit(2)
    }
    var generation = first
    while true {
        let app = generation % 3
        say("begin \(app) \(generation)")
        do {
            try store.save(set(app: app, generation: generation))
        } catch {
            print("error: \(error)")
            exit(2)
        }
        say("done \(app) \(generation)")
        generation += 1
    }
}

@MainActor
func check(_ directory: String, _ expectations: [String]) -> Never {
    var failures: [String] = []
    var problems: [String] = []
    var shownGenerations: [String] = []
    let store: DynamicShortcutStore
    do {
        store = try DynamicShortcutStore(directory: directory)
    } catch {
        print(#"{"ok":false,"failures":["the store does not open: \#(error)"]}"#)
        exit(1)
    }
    store.onProblem = { problems.append("\($0)") }
    for expectation in expectations {
        let parts = expectation.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3 else {
            print("usage: store-writer check DIR APP:DONE:INFLIGHT …")
            exit(2)
        }
        let (app, done, inFlight) = (parts[0], parts[1], parts[2])
        let shown = store.savedSet(forBundleIdentifier: bundleIdentifier(app))
        let allowed = [done, inFlight].filter { $0 > 0 }.map { set(app: app, generation: $0) }
        if let shown {
            shownGenerations.append("\"\(app)\":\(shown.appVersion.dropFirst(2))")
            if !allowed.contains(shown) {
                failures.append(
                    "app \(app) shows generation \(shown.appVersion); expected 1.\(done) or 1.\(inFlight)")
            }
        } else if done > 0 {
            failures.append("app \(app) shows nothing; generation \(done) was saved")
        }
    }
    failures += problems.map { "reported: \($0)" }
    let expected = Set(
        (0..<3).map { DynamicShortcutStore.fileName(forBundleIdentifier: bundleIdentifier($0)) })
    let present = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let leftovers = present.filter { !expected.contains($0) }.sorted()
    if !leftovers.isEmpty { failures.append("left over: \(leftovers.joined(separator: ", "))") }
    let quoted = failures.map {
        "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }
    print(
        #"{"ok":\#(failures.isEmpty),"shown":{\#(shownGenerations.joined(separator: ","))},"#
            + #""failures":[\#(quoted.joined(separator: ","))]}"#)
    exit(failures.isEmpty ? 0 : 1)
}

let arguments = CommandLine.arguments
switch (arguments.count, arguments.count > 1 ? arguments[1] : "") {
case (4, "write"): write(arguments[2], from: Int(arguments[3]) ?? 1)
case (3..., "check"): check(arguments[2], Array(arguments.dropFirst(3)))
default:
    print("usage: store-writer write DIR FIRST | store-writer check DIR APP:DONE:INFLIGHT …")
    exit(2)
}
