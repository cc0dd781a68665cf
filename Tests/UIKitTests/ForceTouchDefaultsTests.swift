import ForceTouchTesting
import Foundation
import Testing
import UIKit

/// An app that counts its launches in its standard defaults, as apps count launches before asking
/// for a review: `UserDefaults.standard` (here its generated stand-in) read, incremented, saved.
final class LaunchCounterAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The count each launch saw, by bundle identifier, in order.
    nonisolated(unsafe) static var seen: [String: [Int]] = [:]
    /// One defaults object per app, as the generated `ForceTouchAppBundle.defaults` is.
    nonisolated(unsafe) static var defaults: [String: ForceTouchDefaults] = [:]

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let identifier = application.application.bundleIdentifier
        let defaults = Self.defaults[identifier] ?? ForceTouchDefaults(bundleIdentifier: identifier)
        Self.defaults[identifier] = defaults
        let launches = defaults.integer(forKey: "launches") + 1
        defaults.set(launches, forKey: "launches")
        Self.seen[identifier, default: []].append(launches)
        return true
    }
}

@MainActor
@Suite("ForceTouchDefaults: each app's UserDefaults.standard, per device, in the state directory")
struct ForceTouchDefaultsTests {
    let saver = "com.example.photosaver"
    let other = "com.example.photosaver.nokey"

    /// A device whose state folder is `folder` (as the simulator's `devices/<id>`), with both apps.
    func device(in folder: URL) throws -> TestDevice {
        let device = try TestDevice()
        device.device.services.stateDirectory = folder
        for fixture in ["PhotoSaver", "PhotoSaverNoKey"] {
            try device.install(
                AppBundle(infoPlist: Fixture.plist(fixture), delegate: LaunchCounterAppDelegate.self))
        }
        return device
    }

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-defaults-\(UUID().uuidString)", isDirectory: true)
    }

    func saved(_ identifier: String, in folder: URL) throws -> [String: Any]? {
        let url = ForceTouchDefaults.fileURL(bundleIdentifier: identifier, deviceDirectory: folder)
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    }

    @Test("two launches see the saved count; another app and another device start from nothing")
    func perAppAndDevice() throws {
        LaunchCounterAppDelegate.seen = [:]
        let first = temporaryFolder()
        let second = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let phone = try device(in: first)
        try phone.launch(saver)
        phone.terminate(saver)
        try phone.launch(saver)
        try phone.launch(other)
        let tablet = try device(in: second)
        try tablet.launch(saver)
        #expect(LaunchCounterAppDelegate.seen[saver] == [1, 2, 1])
        #expect(LaunchCounterAppDelegate.seen[other] == [1])
        #expect(try saved(saver, in: first)?["launches"] as? Int == 2)
        #expect(try saved(other, in: first)?["launches"] as? Int == 1)
        #expect(try saved(saver, in: second)?["launches"] as? Int == 1)
        #expect(
            ForceTouchDefaults.fileURL(bundleIdentifier: saver, deviceDirectory: first).path
                == first.path
                + "/apps/com.example.photosaver/Library/Preferences/com.example.photosaver.plist")
    }

    @Test("a file left by an earlier run (a restarted simulator) is read at the first call")
    func restart() throws {
        LaunchCounterAppDelegate.seen = [:]
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = ForceTouchDefaults.fileURL(bundleIdentifier: saver, deviceDirectory: folder)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["launches": 41], format: .xml, options: 0)
            .write(to: url)
        let phone = try device(in: folder)
        try phone.launch(saver)
        #expect(LaunchCounterAppDelegate.seen[saver] == [42])
        #expect(try saved(saver, in: folder)?["launches"] as? Int == 42)
    }

    @Test("a file that is not a property list is set aside with a message, and the app starts afresh")
    func unreadable() throws {
        LaunchCounterAppDelegate.seen = [:]
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = ForceTouchDefaults.fileURL(bundleIdentifier: saver, deviceDirectory: folder)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("launches = 3".utf8).write(to: url)
        let phone = try device(in: folder)
        try phone.launch(saver)
        #expect(LaunchCounterAppDelegate.seen[saver] == [1])
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: url.path + ".unreadable")) == Data("launches = 3".utf8))
        // The message is in the app's own log (its code was running), saying what to do.
        let said = phone.device.state.log.compactMap(\.message).filter {
            $0.hasPrefix("UserDefaults: cannot read")
        }
        #expect(said.count == 1)
        #expect(said.first?.contains("renamed to \(url.path).unreadable") == true)
        #expect(said.first?.contains("Delete the file, or fix it") == true)
    }

    @Test("registered values, removal, conversions, refusals and the change notification, as on iOS")
    func semantics() {
        let defaults = ForceTouchDefaults(bundleIdentifier: "com.example.memory.\(UUID().uuidString)")
        nonisolated(unsafe) var changes = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: defaults, queue: nil
        ) { _ in changes += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        defaults.register(defaults: ["fontSize": 17, "theme": "light"])
        #expect(defaults.integer(forKey: "fontSize") == 17)
        defaults.set(21, forKey: "fontSize")
        #expect(defaults.integer(forKey: "fontSize") == 21)
        defaults.removeObject(forKey: "fontSize")
        #expect(defaults.integer(forKey: "fontSize") == 17, "the registered value shows again")
        defaults.set("YES", forKey: "onboarded")
        #expect(defaults.bool(forKey: "onboarded"))
        #expect(defaults.string(forKey: "fontSize") == "17")
        defaults.set(["a", "b"], forKey: "tags")
        #expect(defaults.stringArray(forKey: "tags") == ["a", "b"])
        defaults.set(NSObject(), forKey: "tags")
        #expect(defaults.stringArray(forKey: "tags") == ["a", "b"], "a non-property-list value is refused")
        #expect(
            defaults.dictionaryRepresentation().keys.sorted() == ["fontSize", "onboarded", "tags", "theme"])
        #expect(defaults.synchronize())
        #expect(changes == 4, "set, remove, set, set: the refused one posts nothing")
    }
}
