public import ForceTouch
public import Foundation
public import QuickActions

/// The system side of one installed app: launches it, moves it between foreground and background,
/// terminates it, and delivers Home Screen quick actions to it exactly once.
///
/// On iOS this is SpringBoard and the `UIApplicationMain` machinery; here the simulated device (or a
/// test) drives it. Every delegate call is recorded as a `LifecycleEvent` and handed to the observers
/// in order, followed by what happened inside it (the app's log lines, a completion handler it called,
/// a diagnostic).
///
/// Delivery follows SYSTEM.md §2:
/// - **Cold launch** (`open(shortcutItem:)` while not running): `willFinishLaunching` and
///   `didFinishLaunching` receive the item in `LaunchOptions.shortcutItem`; `performActionFor` is called
///   for it only when both returned `true`; then `applicationDidBecomeActive`.
/// - **Warm** (from the background): `applicationWillEnterForeground`, `performActionFor` (once),
///   `applicationDidBecomeActive`.
/// - **Scenes** (`ApplicationConfiguration.makeSceneDelegate`): the cold item is in
///   `ConnectionOptions.shortcutItem` only; a warm one goes to `windowScene(_:performActionFor:completionHandler:)`.
///
/// Time comes from the injected clock: call `tick()` whenever it moves so timeouts are noticed and
/// scheduled work runs (`nextDeadline` says when it next matters).
@MainActor
public final class ApplicationHost {
    /// Whether the app's process runs, and in which state.
    public enum ProcessState: Sendable, Hashable {
        /// Not launched, or terminated.
        case notRunning
        /// Running in `state`.
        case running(ApplicationState)
    }

    /// What `open(shortcutItem:)` did.
    public enum OpenOutcome: String, Sendable, Hashable, Codable {
        /// The app was not running: a cold launch.
        case launched
        /// The app came back from the background.
        case resumed
        /// The app was in the foreground but inactive, and became active.
        case activated
        /// The app was already active (an item, if any, went to `performActionFor`).
        case alreadyActive
    }

    /// The installed app.
    public let configuration: ApplicationConfiguration
    /// The device's clock.
    public let clock: any SystemClock
    /// Where dynamic quick actions are kept between launches.
    public let store: any ShortcutItemStore
    /// The device's screen.
    public let screen: Screen
    /// Timeouts and limits.
    public var settings: HostSettings
    /// The system's services the app reaches (pasteboard, reading list, opening URLs, iOS version); a
    /// device shares one among its apps.
    public let services: DeviceServices
    /// The app running now; nil when not running.
    public private(set) var application: Application?
    /// How many times the app was launched cold.
    public private(set) var launchCount = 0

    /// 3D Touch on the device (hardware and setting). A change reaches the running app's trait
    /// collection and every view controller's `traitCollectionDidChange(_:)`.
    public var forceTouchCapability: ForceTouchCapability {
        didSet {
            guard oldValue != forceTouchCapability, let application else { return }
            application.traitCollection = traitCollection
            application.runAsCurrent { application.traitCollectionDidChange() }
            drain()
        }
    }

    /// The 3D Touch sensitivity (Settings > General > Accessibility > 3D Touch) the app's windows
    /// preview with. A change reaches every window at once, a press under way included.
    public var forcePressSensitivity: Sensitivity = .medium {
        didSet {
            for window in application?.windows ?? [] { window.forcePressSensitivity = forcePressSensitivity }
        }
    }
    /// The force levels and timing rules the app's windows preview with. A change reaches every window
    /// (from its next press).
    public var forcePressConfiguration: ForcePressConfiguration = .standard {
        didSet {
            for window in application?.windows ?? [] {
                window.forcePressConfiguration = forcePressConfiguration
            }
        }
    }

    var scene: WindowScene?
    var observers: [any LifecycleObserver] = []
    var buffers: [[LifecycleEvent]] = []
    var pendingCompletions: [PendingCompletion] = []

    /// Creates the host of one installed app; nothing runs until `open(shortcutItem:)`.
    public init(
        configuration: ApplicationConfiguration, clock: any SystemClock, store: any ShortcutItemStore,
        screen: Screen = .iPhone6s, forceTouchCapability: ForceTouchCapability = .available,
        settings: HostSettings = HostSettings(), services: DeviceServices? = nil
    ) {
        self.services = services ?? DeviceServices()
        self.configuration = configuration
        self.clock = clock
        self.store = store
        self.screen = screen
        self.forceTouchCapability = forceTouchCapability
        self.settings = settings
    }

    /// Whether the process runs, and in which state.
    public var state: ProcessState {
        guard let application else { return .notRunning }
        return .running(application.applicationState)
    }

    /// The traits the host gives the app: its screen's scale and the 3D Touch capability.
    public var traitCollection: TraitCollection {
        TraitCollection(
            forceTouchCapability: forceTouchCapability, displayScale: screen.scale, userInterfaceStyle: .light
        )
    }

    /// Starts telling `observer` about every event.
    public func addObserver(_ observer: any LifecycleObserver) {
        observers.append(observer)
    }

    /// Stops telling `observer`.
    public func removeObserver(_ observer: any LifecycleObserver) {
        observers.removeAll { $0 === observer }
    }

    /// How many `performActionFor` completion handlers have not been called yet.
    public var pendingCompletionCount: Int { pendingCompletions.count }

    /// The next time `tick()` has something to do (a timeout, scheduled work); nil when nothing waits.
    public var nextDeadline: TimeInterval? {
        let timeouts = pendingCompletions.filter { !$0.timeoutReported }
            .map { $0.deliveredAt + settings.completionHandlerTimeout }
        let times =
            timeouts
            + [application?.workQueue.nextDeadline, application?.nextWindowDeadline].compactMap { $0 }
        return times.min()
    }

    // MARK: - Operations the system performs

    /// Brings the app to the foreground, launching it cold when it is not running, and delivers
    /// `shortcutItem` (the quick action the user chose) exactly once.
    @discardableResult
    public func open(shortcutItem: ShortcutItem? = nil) -> OpenOutcome {
        defer { drain() }
        guard let application else {
            launch(with: shortcutItem)
            return .launched
        }
        switch application.applicationState {
        case .background:
            enterForeground(application, with: shortcutItem)
            return .resumed
        case .inactive:
            if let shortcutItem { deliver(shortcutItem, to: application) }
            activate(application)
            return .activated
        case .active:
            if let shortcutItem { deliver(shortcutItem, to: application) }
            return .alreadyActive
        }
    }

    /// Interrupts the active app without sending it home (a call, Control Centre): it resigns active.
    public func resignActive() {
        defer { drain() }
        guard let application, application.applicationState == .active else { return }
        deactivate(application)
    }

    /// Ends an interruption: an inactive app in the foreground becomes active again.
    public func becomeActive() {
        defer { drain() }
        guard let application, application.applicationState == .inactive else { return }
        activate(application)
    }

    /// Sends the app home (the home button): it resigns active if needed and enters the background.
    public func enterBackground() {
        defer { drain() }
        guard let application, application.applicationState != .background else { return }
        if application.applicationState == .active { deactivate(application) }
        background(application)
    }

    /// Ends the process: from the foreground it first resigns and enters the background, then
    /// (with scenes) the scene disconnects and `applicationWillTerminate` runs. Unlike iOS, which
    /// kills suspended apps without a word, the app always hears `applicationWillTerminate`.
    public func terminate() {
        guard let application else { return }
        if application.applicationState == .active { deactivate(application) }
        if application.applicationState == .inactive { background(application) }
        if let scene, let delegate = scene.delegate {
            call(.sceneDidDisconnect, application) { delegate.sceneDidDisconnect(scene) }
            scene.activationState = .unattached
        }
        if let delegate = application.delegate {
            call(.willTerminate, application) { delegate.applicationWillTerminate(application) }
        }
        for token in pendingCompletions where token.launch == application.launch && !token.timeoutReported {
            report(
                .completionHandlerNotCalledBeforeTermination(shortcutType: token.shortcutType),
                launch: token.launch)
        }
        pendingCompletions.removeAll { $0.launch == application.launch }
        application.isTerminated = true
        application.workQueue.removeAll()
        application.tearDownWindows()
        scene = nil
        self.application = nil
    }

    /// Notices what the clock's progress made due: completion handlers past their timeout, work
    /// scheduled with `async(after:)`, finished transitions and timed gesture recognizers.
    public func tick() {
        let now = clock.now
        // Timeouts and scheduled work interleave in time order: work due by a deadline runs first, so
        // a handler the app calls in time is never reported because the host ticked coarsely.
        while let deadline = pendingCompletions.filter({ !$0.timeoutReported })
            .map({ $0.deliveredAt + settings.completionHandlerTimeout }).min(), deadline <= now
        {
            drain(at: deadline)
            application?.advanceWindows(to: deadline)
            for token in pendingCompletions
            where !token.timeoutReported && token.deliveredAt + settings.completionHandlerTimeout <= deadline
            {
                token.timeoutReported = true
                report(
                    .completionHandlerNotCalled(
                        shortcutType: token.shortcutType, timeout: settings.completionHandlerTimeout),
                    launch: token.launch)
            }
        }
        application?.advanceWindows(to: now)
        drain()
    }

    // MARK: - The sequences

    private func launch(with item: ShortcutItem?) {
        launchCount += 1
        var saved: [ShortcutItem] = []
        var loadError: String?
        do {
            saved = try store.shortcutItems(forBundleIdentifier: configuration.bundleIdentifier)
        } catch {
            loadError = "\(error)"
        }
        let application = Application(
            configuration: configuration, launch: launchCount, clock: clock, screen: screen,
            traitCollection: traitCollection, shortcutItems: saved, host: self)
        self.application = application
        if let loadError { report(.storeFailed(operation: .load, reason: loadError), launch: launchCount) }
        let delegate = application.runAsCurrent { configuration.makeDelegate() }
        application.delegate = delegate

        let usesScenes = configuration.makeSceneDelegate != nil
        let storyboardWindow =
            usesScenes ? nil : application.runAsCurrent { application.makeStoryboardWindow() }
        if let storyboardWindow { application.runAsCurrent { delegate.window = storyboardWindow } }
        let options = usesScenes ? nil : item.map { LaunchOptions(shortcutItem: $0) }
        let type = options?.shortcutItem?.type
        let will = callReturning(.willFinishLaunching, application, shortcutType: type) {
            delegate.application(application, willFinishLaunchingWithOptions: options)
        }
        let did = callReturning(.didFinishLaunching, application, shortcutType: type) {
            delegate.application(application, didFinishLaunchingWithOptions: options)
        }
        if let makeSceneDelegate = configuration.makeSceneDelegate {
            connectScene(application, makeDelegate: makeSceneDelegate, item: item)
            return
        }
        if let storyboardWindow, storyboardWindow.isHidden {
            application.runAsCurrent { storyboardWindow.makeKeyAndVisible() }
        }
        if let item, will, did { deliver(item, to: application) }
        activate(application)
    }

    /// Connects the app's scene: asks the app delegate for the configuration (whose delegate, if it
    /// names one, replaces the manifest's), makes the scene delegate and connects it with `item`.
    private func connectScene(
        _ application: Application, makeDelegate: @MainActor () -> any WindowSceneDelegate,
        item: ShortcutItem?
    ) {
        let session = SceneSession(
            persistentIdentifier: "\(configuration.bundleIdentifier).scene-\(application.launch)")
        let options = Scene.ConnectionOptions(shortcutItem: item)
        var sceneConfiguration: SceneConfiguration?
        if let appDelegate = application.delegate {
            call(.configurationForConnecting, application, shortcutType: item?.type) {
                sceneConfiguration = appDelegate.application(
                    application, configurationForConnecting: session, options: options)
            }
        }
        let delegate: any WindowSceneDelegate
        if let configured = sceneConfiguration?.makeDelegate {
            delegate = application.runAsCurrent(configured)
        } else {
            delegate = application.runAsCurrent(makeDelegate)
        }
        let scene = WindowScene(session: session, application: application)
        scene.delegate = delegate
        self.scene = scene
        application.connectedScenes = [scene]

        // The app's code (its storyboard's custom classes, their init(coder:) and awakeFromNib) runs
        // with the app current, as in the app-delegate path.
        let storyboardWindow = application.runAsCurrent { application.makeStoryboardWindow(scene: scene) }
        if let storyboardWindow { application.runAsCurrent { delegate.window = storyboardWindow } }
        call(.sceneWillConnect, application, shortcutType: item?.type) {
            delegate.scene(scene, willConnectTo: session, options: options)
        }
        if let window = delegate.window, window.isHidden {
            application.runAsCurrent { window.makeKeyAndVisible() }
        }
        scene.activationState = .foregroundInactive
        call(.sceneWillEnterForeground, application) { delegate.sceneWillEnterForeground(scene) }
        activate(application)
    }

    private func enterForeground(_ application: Application, with item: ShortcutItem?) {
        if let scene, let delegate = scene.delegate {
            call(.sceneWillEnterForeground, application) { delegate.sceneWillEnterForeground(scene) }
            scene.activationState = .foregroundInactive
        } else if let delegate = application.delegate {
            call(.willEnterForeground, application) { delegate.applicationWillEnterForeground(application) }
        }
        application.applicationState = .inactive
        if let item { deliver(item, to: application) }
        activate(application)
    }

    private func activate(_ application: Application) {
        application.applicationState = .active
        if let scene, let delegate = scene.delegate {
            scene.activationState = .foregroundActive
            call(.sceneDidBecomeActive, application) { delegate.sceneDidBecomeActive(scene) }
        } else if let delegate = application.delegate {
            call(.didBecomeActive, application) { delegate.applicationDidBecomeActive(application) }
        }
    }

    private func deactivate(_ application: Application) {
        if let scene, let delegate = scene.delegate {
            call(.sceneWillResignActive, application) { delegate.sceneWillResignActive(scene) }
            scene.activationState = .foregroundInactive
        } else if let delegate = application.delegate {
            call(.willResignActive, application) { delegate.applicationWillResignActive(application) }
        }
        application.applicationState = .inactive
    }

    private func background(_ application: Application) {
        application.applicationState = .background
        if let scene, let delegate = scene.delegate {
            scene.activationState = .background
            call(.sceneDidEnterBackground, application) { delegate.sceneDidEnterBackground(scene) }
        } else if let delegate = application.delegate {
            call(.didEnterBackground, application) { delegate.applicationDidEnterBackground(application) }
        }
    }

    private func deliver(_ item: ShortcutItem, to application: Application) {
        let completion = makeCompletion(for: item, in: application)
        if let scene, let delegate = scene.delegate as? any WindowSceneDelegate {
            call(.windowScenePerformActionForShortcutItem, application, shortcutType: item.type) {
                delegate.windowScene(scene, performActionFor: item, completionHandler: completion)
            }
        } else if let delegate = application.delegate {
            call(.performActionForShortcutItem, application, shortcutType: item.type) {
                delegate.application(application, performActionFor: item, completionHandler: completion)
            }
        }
    }
}
