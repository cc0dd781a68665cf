import QuickActions
import TouchKit

/// An app delegate whose every answer the test sets: the app under test in lifecycle tests.
@MainActor
final class ScriptedDelegate: ApplicationDelegate {
    var willFinish: (Application, LaunchOptions?) -> Bool = { _, _ in true }
    var didFinish: (Application, LaunchOptions?) -> Bool = { _, _ in true }
    var becameActive: (Application) -> Void = { _ in }
    var willTerminate: (Application) -> Void = { _ in }
    var perform: (Application, ShortcutItem, @escaping @MainActor (Bool) -> Void) -> Void = { _, _, done in
        done(true)
    }

    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool
    {
        willFinish(application, launchOptions)
    }

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool
    {
        didFinish(application, launchOptions)
    }

    func applicationDidBecomeActive(_ application: Application) {
        becameActive(application)
    }

    func applicationWillTerminate(_ application: Application) {
        willTerminate(application)
    }

    func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        perform(application, shortcutItem, completionHandler)
    }
}

/// A delegate that implements nothing: every default applies.
@MainActor
final class EmptyDelegate: ApplicationDelegate {}

/// A store whose operations fail, to test that failures are reported and not fatal.
@MainActor
final class FailingStore: ShortcutItemStore {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var failLoad = true
    var failSave = true
    var saved: [ShortcutItem] = []

    func shortcutItems(forBundleIdentifier bundleIdentifier: String) throws -> [ShortcutItem] {
        if failLoad { throw Failure(description: "disk unreadable") }
        return saved
    }

    func setShortcutItems(_ items: [ShortcutItem], forBundleIdentifier bundleIdentifier: String) throws {
        if failSave { throw Failure(description: "disk full") }
        saved = items
    }
}

/// A host around one app, with a recorder attached: the usual test setup.
@MainActor
struct HostFixture {
    let clock = ManualClock()
    let store: MemoryShortcutItemStore
    let recorder = LifecycleRecorder()
    let host: ApplicationHost

    init(
        bundleIdentifier: String = "com.example.test", displayName: String = "Test",
        staticShortcutItems: [ShortcutItem] = [], settings: HostSettings = HostSettings(),
        store: (any ShortcutItemStore)? = nil,
        makeSceneDelegate: (@MainActor @Sendable () -> any WindowSceneDelegate)? = nil,
        makeRootViewController: (@MainActor @Sendable () -> ViewController)? = nil,
        makeDelegate: @escaping @MainActor @Sendable () -> any ApplicationDelegate
    ) {
        let configuration = ApplicationConfiguration(
            bundleIdentifier: bundleIdentifier, displayName: displayName,
            staticShortcutItems: staticShortcutItems,
            makeDelegate: makeDelegate, makeSceneDelegate: makeSceneDelegate,
            makeRootViewController: makeRootViewController)
        let memory = MemoryShortcutItemStore()
        self.store = memory
        host = ApplicationHost(
            configuration: configuration, clock: clock, store: store ?? memory, settings: settings)
        host.addObserver(recorder)
    }

    /// The summaries recorded since the last call, then forgets them.
    func take() -> [String] {
        defer { recorder.removeAll() }
        return recorder.summaries
    }
}
