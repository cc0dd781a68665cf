import ForceTouch
public import Foundation
import ShortcutStore
public import Springboard
public import UIKit

/// A simulated iPhone for your own tests (Swift Testing or XCTest): install your app (`AppBundle`),
/// press its icon hard, choose a quick action, touch and force-press its screen, and read what
/// happened — the lifecycle log and misuse diagnostics, as the simulator shows them.
///
/// Time is the device's `ManualClock`: every call is synchronous (`@MainActor`, no `await`) and
/// moves the clock as a finger would (60 samples a second). Each device keeps its dynamic quick
/// actions in a fresh temporary folder (`stateDirectory`), removed when the device is released.
/// Every failure throws a `TestDeviceError` that says why.
@MainActor
public final class TestDevice {
    /// The simulated device.
    public let device: Device
    /// The device's clock (starts at 0; only these calls and `advance(by:)` move it).
    public let clock: ManualClock
    /// Where the device keeps its dynamic quick actions (a fresh temporary folder).
    public let stateDirectory: URL

    /// The finger on the screen, if one is down (after `forcePress(at:reaching:)`).
    var finger: TestFinger?
    /// The finger `touchDown(at:)` put down, while it is down.
    var activeFinger: Finger?
    /// The next touch identifier.
    var nextTouch = 1
    /// Samples per second of a finger.
    let rate: TimeInterval = 60

    /// A device of `model` (a name as `--device` takes: "iPhone 6s", "iPhone X", "iPhone XR",
    /// "iPhone 11", …) running `systemVersion` (`"13.0"`; nil: 12.4, or the nearest the model ran)
    /// with `settings`, the Settings app in its dock, and a fresh state folder.
    public init(
        model: String = "iPhone 6s", systemVersion: String? = nil, settings: DeviceSettings = DeviceSettings()
    ) throws(TestDeviceError) {
        var profile: DeviceProfile
        do {
            profile = try DeviceProfile.named(model)
            if let systemVersion {
                profile = try profile.running(try SystemVersion(systemVersion))
            } else {
                profile = profile.runningNearest(profile.systemVersion)
            }
        } catch {
            throw .unknownModel(model, reason: error.description)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-testdevice-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)",
            isDirectory: true)
        let store: DynamicShortcutStore
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            store = try DynamicShortcutStore(directory: folder.path)
        } catch {
            throw .stateDirectory(folder.path, reason: "\(error)")
        }
        stateDirectory = folder
        clock = ManualClock(start: 0)
        device = Device(profile: profile, settings: settings, clock: clock, store: store)
        device.services.stateDirectory = folder
    }

    isolated deinit {
        try? FileManager.default.removeItem(at: stateDirectory)
    }

    // MARK: Apps

    /// Installs `app` on the home screen (or updates it, as reinstalling does).
    public func install(_ app: AppBundle) throws(TestDeviceError) {
        do {
            try device.install(app.manifest)
        } catch {
            throw .springboard(error.description)
        }
    }

    /// Presses `bundleIdentifier`'s icon hard, as a finger does, until its quick action menu opens;
    /// returns the menu's titles, top to bottom. Goes home first if an app is in front.
    ///
    /// Throws when there is no such app, the model or the settings have no 3D Touch, or the app has
    /// no quick actions (the icon only bounces).
    @discardableResult
    public func openQuickActionMenu(of bundleIdentifier: String) throws(TestDeviceError) -> [String] {
        try requireForceTouch()
        try requireInstalled(bundleIdentifier)
        if device.foregroundApp != nil { pressHome() }
        guard let placement = device.homeScreen.iconPlacement(of: bundleIdentifier) else {
            throw .notOnHomeScreen(bundleIdentifier)
        }
        if let page = placement.page, page != device.homeScreen.page { try turn(to: page) }
        let icon = CGPoint(x: placement.frame.midX, y: placement.frame.midY)
        var press = putDown(at: icon)
        let peak = device.thresholds.pop
        let steps = Int(0.4 * rate)
        for step in 1...steps where device.menuState == nil {
            press.force = peak * CGFloat(step) / CGFloat(steps)
            move(&press)
        }
        for _ in 0..<Int(0.1 * rate) where device.menuState == nil { move(&press) }
        press.force = 0
        lift(&press)
        guard let menu = device.menuState else {
            throw .menuDidNotOpen(bundleIdentifier, log: events(of: bundleIdentifier).map(\.summary))
        }
        return menu.items.map(\.localizedTitle)
    }

    /// Taps the open menu's row titled `title` (the app opens and gets the item).
    public func chooseQuickAction(titled title: String) throws(TestDeviceError) {
        guard let menu = device.menuState else { throw .noMenuOpen }
        guard let item = menu.items.first(where: { $0.localizedTitle == title }) else {
            throw .noSuchQuickAction(title, available: menu.items.map(\.localizedTitle))
        }
        try chooseRow(type: item.type, title: title)
    }

    /// Taps the open menu's row of type `type`.
    public func chooseQuickAction(type: String) throws(TestDeviceError) {
        guard let menu = device.menuState else { throw .noMenuOpen }
        guard menu.items.contains(where: { $0.type == type }) else {
            throw .noSuchQuickAction(type, available: menu.items.map(\.type))
        }
        try chooseRow(type: type)
    }

    /// Taps `bundleIdentifier`'s icon (launching it, or bringing it back from the background). Goes
    /// home first if an app is in front.
    public func launch(_ bundleIdentifier: String) throws(TestDeviceError) {
        try requireInstalled(bundleIdentifier)
        if device.foregroundApp != nil { pressHome() }
        guard let placement = device.homeScreen.iconPlacement(of: bundleIdentifier) else {
            throw .notOnHomeScreen(bundleIdentifier)
        }
        if let page = placement.page, page != device.homeScreen.page { try turn(to: page) }
        try tapPoint(CGPoint(x: placement.frame.midX, y: placement.frame.midY))
        wait(0.1)
        guard device.foregroundApp == bundleIdentifier else {
            throw .didNotOpen(bundleIdentifier, foreground: device.foregroundApp)
        }
    }

    /// Types on the keyboard into the app in front, as the simulator's page does: `deleting`
    /// presses of Delete, then `text` (a newline is Return), into the text field that is editing.
    /// - Throws: `TestDeviceError.noTextInput` when none is editing.
    public func typeText(_ text: String, deleting: Int = 0) throws(TestDeviceError) {
        guard device.typeText(text, deleting: deleting) else { throw .noTextInput }
        wait(0.1)
    }

    /// Presses the home button: the app in front goes to the background (its menu, if open, closes).
    public func pressHome() {
        finger = nil
        device.pressHome()
        wait(0.1)
    }

    /// Terminates `bundleIdentifier` (as swiping it away in the app switcher).
    public func terminate(_ bundleIdentifier: String) {
        try? device.terminate(bundleIdentifier: bundleIdentifier)
    }

    /// Lets `seconds` pass on the device's clock (timers, completion-handler timeouts, animations).
    public func advance(by seconds: TimeInterval) {
        wait(seconds)
    }

    // MARK: The screen

    /// Taps `point` (screen coordinates): down, a light touch, up.
    public func tap(at point: CGPoint) throws(TestDeviceError) {
        guard activeFinger == nil else { throw .fingerAlreadyDown }
        try tapPoint(point)
        wait(0.4)
    }

    /// Puts a finger down at `point` and presses until the press reaches `stage` (`.hint`, `.peek` or
    /// `.pop` of peek and pop, by the device's thresholds); the finger stays down until
    /// `liftFinger()`. Throws on a model or setting without 3D Touch, or when a finger is already down.
    public func forcePress(at point: CGPoint, reaching stage: PressStage) throws(TestDeviceError) {
        try requireForceTouch()
        guard finger == nil, activeFinger == nil else { throw .fingerAlreadyDown }
        var press = putDown(at: point)
        deepen(&press, reaching: stage)
        finger = press
    }

    /// Presses `press` harder over 0.3 s until it reaches the middle of `stage`, then holds it there
    /// for 0.25 s with the tremor of a real finger (1/60 of a unit).
    func deepen(_ press: inout TestFinger, reaching stage: PressStage) {
        let levels = device.thresholds
        let target: CGFloat =
            switch stage {
            case .hint: (levels.hint + levels.peek) / 2
            case .peek: (levels.peek + levels.pop) / 2
            case .pop: min(device.profile.maximumPossibleForce, levels.pop + (levels.pop - levels.peek) / 2)
            }
        let start = press.force
        let steps = Int(0.3 * rate)
        for step in 1...steps {
            press.force = start + (max(target, start) - start) * CGFloat(step) / CGFloat(steps)
            move(&press)
        }
        for index in 0..<Int(0.25 * rate) {
            press.force = max(target, start) + (index % 2 == 0 ? 0 : 1.0 / 60)
            move(&press)
        }
    }

    /// Lifts the finger that `forcePress(at:reaching:)` left down. Throws when none is down.
    public func liftFinger() throws(TestDeviceError) {
        guard var press = finger else { throw .noFingerDown }
        finger = nil
        press.force = 0
        lift(&press)
        wait(0.6)
    }

    /// The peek and pop state (`nil` when nothing is previewed), as the API's `preview`.
    public var preview: PreviewState? { device.previewState }

    /// What the screen shows, as text: every visible text on screen, one per line, back to front
    /// (the app in front, or the home screen and its menu).
    public var screenText: String {
        var lines: [String] = []
        Self.collectText(device.render(), into: &lines)
        return lines.joined(separator: "\n")
    }

    /// The open quick action menu's titles, top to bottom (`nil` when none is open).
    public var menuTitles: [String]? { device.menuState?.items.map(\.localizedTitle) }

    // MARK: What happened

    /// The event log's entries of `bundleIdentifier`, oldest first, as the simulator's log shows them
    /// (`event`, `shortcutType`, `returned`, `succeeded`, `message`).
    public func events(of bundleIdentifier: String) -> [EventLogEntry] {
        device.log.filter { $0.app == bundleIdentifier }
    }

    /// The misuse diagnostics so far (a completion handler never called, called twice, …).
    public var diagnostics: [DeviceDiagnostic] { device.diagnostics }

    /// The app delegate of `bundleIdentifier`'s running launch, as your code wrote it (`nil` when not
    /// running or not written against UIKit).
    public func appDelegate(of bundleIdentifier: String) -> (any UIApplicationDelegate)? {
        (device.host(of: bundleIdentifier)?.application?.delegate as? UIApplicationDelegateAdapter)?.delegate
    }

    /// The scene delegate of `bundleIdentifier`'s running launch, as your code wrote it.
    public func sceneDelegate(of bundleIdentifier: String) -> (any UIWindowSceneDelegate)? {
        let scene = device.host(of: bundleIdentifier)?.application?.connectedScenes.first
        return (scene?.delegate as? UIWindowSceneDelegateAdapter)?.delegate
    }

    /// The key window of the app in front (`nil` on the home screen).
    public var keyWindow: Window? {
        device.foregroundApp.flatMap { device.host(of: $0)?.application?.keyWindow }
    }

    /// The centre of the first visible label showing `text` in the app in front, in screen
    /// coordinates; throws when there is none.
    public func point(ofText text: String) throws(TestDeviceError) -> CGPoint {
        guard let window = keyWindow else { throw .noAppInFront }
        window.layoutIfNeeded()
        guard let label = Self.label(showing: text, in: window) else {
            throw .noSuchText(text, screen: screenText)
        }
        return label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
    }

    // MARK: Machinery

    private func requireInstalled(_ bundleIdentifier: String) throws(TestDeviceError) {
        guard device.installedApps.contains(bundleIdentifier) else {
            throw .noSuchApp(bundleIdentifier, installed: device.installedApps)
        }
    }

    func requireForceTouch() throws(TestDeviceError) {
        guard device.profile.hasForceTouch else { throw .noForceTouch(model: device.profile.name) }
        guard device.settings.forceTouchEnabled else { throw .forceTouchOff }
    }

    /// Taps the open menu's row of type `type`; with `title`, the row of that type with that title
    /// (several dynamic items may share one type and differ by title and `userInfo`).
    private func chooseRow(type: String, title: String? = nil) throws(TestDeviceError) {
        guard let open = device.homeScreen.menu else { throw .noMenuOpen }
        let rows = open.geometry.rows
        guard
            let row = rows.first(where: {
                $0.item.type == type && (title == nil || $0.item.localizedTitle == title)
            })
                ?? rows.first(where: { $0.item.type == type })
        else { throw .noMenuOpen }
        let frame = open.geometry.frame
        try tapPoint(CGPoint(x: frame.minX + row.frame.midX, y: frame.minY + row.frame.midY))
        wait(0.1)
    }

    /// Swipes the home screen sideways until `page` shows.
    private func turn(to page: Int) throws(TestDeviceError) {
        let width = device.profile.screenSize.width
        let y = device.profile.screenSize.height / 2
        var attempts = 0
        while device.homeScreen.page != page, attempts < 20 {
            attempts += 1
            let forward = page > device.homeScreen.page
            let from = forward ? width * 0.8 : width * 0.2
            let to = forward ? width * 0.2 : width * 0.8
            var press = putDown(at: CGPoint(x: from, y: y), force: 0.3)
            for index in 1...8 {
                press.location.x = from + (to - from) * CGFloat(index) / 8
                move(&press)
            }
            lift(&press)
            wait(0.5)
        }
        guard device.homeScreen.page == page else {
            throw .springboard("could not swipe the home screen to page \(page + 1)")
        }
    }

    func tapPoint(_ point: CGPoint) throws(TestDeviceError) {
        guard finger == nil, activeFinger == nil else { throw .fingerAlreadyDown }
        var press = putDown(at: point, force: 0.3)
        press.force = 0.5
        move(&press)
        lift(&press)
    }

    func putDown(at point: CGPoint, force: CGFloat = 0.4) -> TestFinger {
        let press = TestFinger(id: nextTouch, location: point, force: force)
        nextTouch += 1
        send(press, .began)
        return press
    }

    func move(_ press: inout TestFinger) {
        step()
        send(press, .moved)
    }

    func lift(_ press: inout TestFinger) {
        step()
        send(press, .ended)
    }

    func send(_ press: TestFinger, _ phase: TouchPhase) {
        let maximum = device.profile.hasForceTouch ? device.profile.maximumPossibleForce : 0
        device.handle(
            TouchSample(
                id: press.id, phase: phase, location: press.location, timestamp: clock.now,
                force: device.profile.hasForceTouch ? press.force : 0, maximumPossibleForce: maximum))
        device.tick()
    }

    func step() {
        clock.advance(by: 1 / rate)
    }

    func wait(_ seconds: TimeInterval) {
        let steps = max(1, Int((seconds * rate).rounded()))
        for _ in 0..<steps {
            step()
            device.tick()
        }
    }

    private static func collectText(_ node: RenderNode, into lines: inout [String]) {
        guard !node.attributes.isHidden, node.attributes.alpha > 0.01 else { return }
        if let text = node.attributes.text?.string, !text.isEmpty { lines.append(text) }
        for child in node.children { collectText(child, into: &lines) }
    }

    private static func label(showing text: String, in view: View) -> Label? {
        guard !view.isHidden else { return nil }
        if let label = view as? Label, label.text == text, !label.bounds.isEmpty { return label }
        for subview in view.subviews.reversed() {
            if let found = label(showing: text, in: subview) { return found }
        }
        return nil
    }
}
