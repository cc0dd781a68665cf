public import Foundation
import TouchKit

/// An app's `UserDefaults.standard`: the domain of its bundle identifier, kept per device in the
/// simulator's state directory (`DeviceServices.stateDirectory`), at
/// `devices/<device>/apps/<bundle id>/Library/Preferences/<bundle id>.plist`, as iOS keeps it in the
/// app's container.
///
/// The port pass rewrites an app's `UserDefaults.standard` to its generated
/// `ForceTouchAppBundle.defaults`, one of these (rule `standard-defaults`, docs/PortPass.md):
/// swift-corelibs-foundation's standard defaults are one object per process, written to
/// `~/.config/<process name>.plist` whatever the bundle identifier, and the simulator runs every
/// device's apps in one process.
///
/// Matches iOS: `object(forKey:)` and the typed getters (`string`, `integer`, `bool`, `double`,
/// `float`, `array`, `dictionary`, `stringArray`, `data`, `url`) read the app's value, else the
/// registered one; `set(_:forKey:)` and the typed setters save at once (atomically: a temporary file
/// renamed over the old one); `removeObject(forKey:)` falls back to the registered value;
/// `register(defaults:)` is kept in memory only; `synchronize()` returns true; every change posts
/// `UserDefaults.didChangeNotification` with this object. Two launches, or a simulator restarted with
/// the same `--state-dir`, see the same values; another app, or the same app on another device, does
/// not.
///
/// Differs from iOS:
/// - Which device's domain a call reads is the device of the app whose code is running
///   (`Application.current`); a call made outside such a call (a `Task` resumed later) uses the
///   device of the last call made inside one, and before any, a domain in memory.
/// - `dictionaryRepresentation()` holds the app's and the registered values only (no global domain:
///   no `AppleLanguages`, no `AppleLocale`).
/// - A value that is not a property list (`String`, number, `Bool`, `Date`, `Data`, arrays and
///   dictionaries of them) is refused with a message in the app's log, and the old value stays
///   (iOS raises). A `URL` is saved as its string (iOS archives it); `url(forKey:)` reads it back.
/// - A file that is not a property-list dictionary is renamed to `<name>.unreadable` with a message
///   in the log, and the app starts with no saved values (iOS ignores it silently).
/// - No key-value observing, no `persistentDomain(forName:)`, no volatile domains.
public final class ForceTouchDefaults: UserDefaults {
    /// The domain: the app's bundle identifier.
    public let bundleIdentifier: String

    /// Guards `registered`, `lastDirectory` and every domain's values.
    private static let lock = NSRecursiveLock()
    /// The domains read so far, by file path (or `memory:<bundle id>` for one in memory).
    nonisolated(unsafe) private static var domains: [String: Domain] = [:]
    /// The values `register(defaults:)` gave.
    private var registered: [String: Any] = [:]
    /// The device folder of the last call made while an app's code ran.
    private var lastDirectory: URL?

    /// The defaults of the app `bundleIdentifier`.
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
        super.init(suiteName: nil)!
    }

    /// One domain's values and where they are saved.
    final class Domain {
        /// The property list file; nil: kept in memory.
        let path: String?
        var values: [String: Any]

        init(path: String?, values: [String: Any]) {
            self.path = path
            self.values = values
        }
    }

    /// The file that holds the defaults of app `bundleIdentifier` on the device whose state folder is
    /// `directory`.
    public static func fileURL(bundleIdentifier: String, deviceDirectory directory: URL) -> URL {
        directory.appendingPathComponent("apps", isDirectory: true)
            .appendingPathComponent(bundleIdentifier, isDirectory: true)
            .appendingPathComponent("Library/Preferences", isDirectory: true)
            .appendingPathComponent(bundleIdentifier + ".plist", isDirectory: false)
    }

    /// The device folder of the app whose code is running now.
    private static func currentDirectory() -> URL? {
        Application.currentStateDirectory
    }

    /// Says `message` in the running app's log, or on standard error outside an app's code. Whether
    /// this thread runs the app's code is `AppCodeThreads`' answer, as for the Contacts module's
    /// diagnostics (not `Thread.isMainThread`: under `swift test` the main actor runs elsewhere).
    private static func say(_ message: String) {
        if AppCodeThreads.isActive,
            MainActor.assumeIsolated({
                guard let application = Application.current else { return false }
                application.log(message)
                return true
            })
        {
            return
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The domain calls read now (see the type's notes); the caller holds `lock`.
    private func domain() -> Domain {
        if let directory = Self.currentDirectory() { lastDirectory = directory }
        guard let directory = lastDirectory else {
            let key = "memory:" + bundleIdentifier
            if let domain = Self.domains[key] { return domain }
            let domain = Domain(path: nil, values: [:])
            Self.domains[key] = domain
            return domain
        }
        let path = Self.fileURL(bundleIdentifier: bundleIdentifier, deviceDirectory: directory).path
        if let domain = Self.domains[path] { return domain }
        let domain = Domain(path: path, values: Self.load(path))
        Self.domains[path] = domain
        return domain
    }

    /// The values saved at `path`: none when there is no file; an unreadable file is set aside.
    private static func load(_ path: String) -> [String: Any] {
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        let problem: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            if let values = list as? [String: Any] { return values }
            problem = "it holds a \(type(of: list)), not a dictionary"
        } catch {
            problem = "it is not a property list (\(error.localizedDescription))"
        }
        let aside = path + ".unreadable"
        try? FileManager.default.removeItem(atPath: aside)
        let moved = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
        say(
            "UserDefaults: cannot read \(path): \(problem). "
                + (moved ? "It was renamed to \(aside); " : "")
                + "the app starts with no saved defaults. Delete the file, or fix it (a property-list "
                + "dictionary), and relaunch the app.")
        return [:]
    }

    /// Saves `domain` (atomically: a temporary file renamed over the old one); a failure is said in
    /// the log and leaves the old file.
    private static func save(_ domain: Domain) {
        guard let path = domain.path else { return }
        do {
            let data = try PropertyListSerialization.data(
                fromPropertyList: domain.values, format: .xml, options: 0)
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            say(
                "UserDefaults: cannot save \(path): \(error.localizedDescription). The values stay for "
                    + "this run only; make the simulator's --state-dir writable.")
        }
    }

    /// Whether `value` is something a property list holds.
    static func isPropertyList(_ value: Any) -> Bool {
        switch value {
        case is String, is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8,
            is UInt16, is UInt32, is UInt64, is Double, is Float, is Date, is Data, is NSNumber,
            is NSString, is NSDate, is NSData:
            return true
        case let array as [Any]:
            return array.allSatisfy(isPropertyList)
        case let dictionary as [String: Any]:
            return dictionary.values.allSatisfy(isPropertyList)
        default:
            return false
        }
    }

    /// The app's value for `defaultName`, else the registered one (UserDefaults' `object(forKey:)`).
    public override func object(forKey defaultName: String) -> Any? {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        return domain().values[defaultName] ?? registered[defaultName]
    }

    /// Saves `value` for `defaultName` (nil removes it), as UserDefaults' `set(_:forKey:)`; a value
    /// that is not a property list is refused with a message in the log (see the type's notes).
    public override func set(_ value: Any?, forKey defaultName: String) {
        guard let value else {
            removeObject(forKey: defaultName)
            return
        }
        guard Self.isPropertyList(value) else {
            Self.say(
                "UserDefaults: refused to save a \(type(of: value)) for key '\(defaultName)' of "
                    + "\(bundleIdentifier): only property-list values (String, numbers, Bool, Date, Data, "
                    + "and arrays and dictionaries of them) can be saved. The old value stays.")
            return
        }
        Self.lock.lock()
        let domain = domain()
        domain.values[defaultName] = value
        Self.save(domain)
        Self.lock.unlock()
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
    }

    /// Removes the app's value for `defaultName`; the registered one shows again.
    public override func removeObject(forKey defaultName: String) {
        Self.lock.lock()
        let domain = domain()
        let removed = domain.values.removeValue(forKey: defaultName) != nil
        if removed { Self.save(domain) }
        Self.lock.unlock()
        if removed {
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
        }
    }

    /// Adds `registrationDictionary` to the values read when the app has none (kept in memory only,
    /// as on iOS).
    public override func register(defaults registrationDictionary: [String: Any]) {
        Self.lock.lock()
        registered.merge(registrationDictionary) { _, new in new }
        Self.lock.unlock()
    }

    /// The registered values overlaid with the app's (no global domain; see the type's notes).
    public override func dictionaryRepresentation() -> [String: Any] {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        return registered.merging(domain().values) { _, own in own }
    }

    /// Every change is already saved; returns true, as iOS does.
    @discardableResult
    public override func synchronize() -> Bool { true }

    // The typed getters and setters, through `object(forKey:)` and `set(_:forKey:)`, with iOS's
    // conversions between strings and numbers.

    /// A string, or a number's description (UserDefaults' `string(forKey:)`).
    public override func string(forKey defaultName: String) -> String? {
        switch object(forKey: defaultName) {
        case let string as String: return string
        case let number as NSNumber: return number.description
        default: return nil
        }
    }

    /// An array (UserDefaults' `array(forKey:)`).
    public override func array(forKey defaultName: String) -> [Any]? {
        object(forKey: defaultName) as? [Any]
    }

    /// A dictionary (UserDefaults' `dictionary(forKey:)`).
    public override func dictionary(forKey defaultName: String) -> [String: Any]? {
        object(forKey: defaultName) as? [String: Any]
    }

    /// Data (UserDefaults' `data(forKey:)`).
    public override func data(forKey defaultName: String) -> Data? {
        object(forKey: defaultName) as? Data
    }

    /// An array of strings only (UserDefaults' `stringArray(forKey:)`).
    public override func stringArray(forKey defaultName: String) -> [String]? {
        guard let array = array(forKey: defaultName) else { return nil }
        let strings = array.compactMap { $0 as? String }
        return strings.count == array.count ? strings : nil
    }

    /// The value as a number: a number, a Bool, or a string that reads as one.
    private func number(forKey defaultName: String) -> Double? {
        switch object(forKey: defaultName) {
        case let bool as Bool: return bool ? 1 : 0
        case let int as Int: return Double(int)
        case let double as Double: return double
        case let float as Float: return Double(float)
        case let number as NSNumber: return number.doubleValue
        case let string as String:
            switch string.lowercased() {
            case "yes", "true": return 1
            case "no", "false": return 0
            default: return Double(string)
            }
        default: return nil
        }
    }

    /// An integer, 0 when absent or not a number (UserDefaults' `integer(forKey:)`).
    public override func integer(forKey defaultName: String) -> Int {
        if let int = object(forKey: defaultName) as? Int { return int }
        guard let number = number(forKey: defaultName), number.isFinite,
            number > Double(Int.min), number < Double(Int.max)
        else { return 0 }
        return Int(number)
    }

    /// A double, 0 when absent or not a number (UserDefaults' `double(forKey:)`).
    public override func double(forKey defaultName: String) -> Double {
        number(forKey: defaultName) ?? 0
    }

    /// A float, 0 when absent or not a number (UserDefaults' `float(forKey:)`).
    public override func float(forKey defaultName: String) -> Float {
        Float(number(forKey: defaultName) ?? 0)
    }

    /// A Bool: a non-zero number or "YES"/"true", false when absent (UserDefaults' `bool(forKey:)`).
    public override func bool(forKey defaultName: String) -> Bool {
        (number(forKey: defaultName) ?? 0) != 0
    }

    /// A URL saved with `set(_:forKey:)` (its string), or a path, tilde expanded, as a file URL
    /// (UserDefaults' `url(forKey:)`).
    public override func url(forKey defaultName: String) -> URL? {
        guard let string = object(forKey: defaultName) as? String else { return nil }
        if let url = URL(string: string), url.scheme != nil { return url }
        return URL(fileURLWithPath: (string as NSString).expandingTildeInPath)
    }

    /// Saves an integer.
    public override func set(_ value: Int, forKey defaultName: String) {
        set(value as Any, forKey: defaultName)
    }

    /// Saves a float.
    public override func set(_ value: Float, forKey defaultName: String) {
        set(value as Any, forKey: defaultName)
    }

    /// Saves a double.
    public override func set(_ value: Double, forKey defaultName: String) {
        set(value as Any, forKey: defaultName)
    }

    /// Saves a Bool.
    public override func set(_ value: Bool, forKey defaultName: String) {
        set(value as Any, forKey: defaultName)
    }

    /// Saves a URL as its string (iOS archives it; see the type's notes).
    public override func set(_ url: URL?, forKey defaultName: String) {
        set(url?.absoluteString as Any?, forKey: defaultName)
    }
}
