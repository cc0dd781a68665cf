public import Foundation
import HTTPServer
import SeedApps
import ShortcutStore
public import SimulatorProtocol
public import Springboard
public import TouchKit

/// The simulator's devices, in creation order, and which one is active (the control port's).
///
/// Devices get ids `1`, `2`, … and keep their dynamic quick actions and their apps' `UserDefaults`
/// (`DeviceServices.stateDirectory`) in `STATE/devices/ID`, so a restart with the same state
/// directory finds device 1's menus and settings again. Every new device has the seed
/// apps and the `--install` apps. One timer ticks the devices that need it (a press down, scripted
/// touches due, a bounce), so 500 idle devices cost nothing.
@MainActor
public final class DeviceRegistry {
    /// The profile a device gets when none is named.
    public let defaultProfile: DeviceProfile
    /// Where device folders go.
    public let stateDirectory: URL
    /// The apps installed on every new device after the seed apps.
    public let extraApps: [AppManifest]
    /// Every new device's edit-mode hold (``Springboard/Device/editingHoldDuration``; 1 s, ours).
    public var editingHoldDuration: TimeInterval = 1
    /// The devices, oldest first.
    public private(set) var sessions: [DeviceSession] = []
    private var byID: [String: DeviceSession] = [:]
    private var nextNumber = 1
    /// The device the control port acts on: the last one created, connected to or used.
    public private(set) var activeID: String?
    /// The ids, readable from the server's loop thread (WebSocket handshakes check them).
    nonisolated let directory = DeviceDirectory()
    let ticker: Ticker
    /// The clock every device reads when set (tests); nil: each device has its own
    /// `MonotonicClock`.
    let manualClock: ManualClock?
    /// Told of every scripted press's steps and of the presses playing per client (tests wait on
    /// it instead of polling). Called on the main actor, after the state it reports has changed.
    package var scriptObserver: (@MainActor (ScriptEvent) -> Void)?

    /// A registry whose devices are `defaultProfile` unless told otherwise, keep their state in
    /// `stateDirectory`, and get `extraApps` after the seed apps. The simulator makes one; a
    /// benchmark or an embedding may make its own.
    public convenience init(defaultProfile: DeviceProfile, stateDirectory: URL, extraApps: [AppManifest] = [])
    {
        self.init(
            defaultProfile: defaultProfile, stateDirectory: stateDirectory, extraApps: extraApps,
            manualClock: nil)
    }

    /// A registry as above whose devices all read `manualClock` when it is given, and whose
    /// timer then never fires on its own: the caller moves the clock and calls ``tick()``, so a
    /// scripted press or a held touch is tested without waiting.
    package init(
        defaultProfile: DeviceProfile, stateDirectory: URL, extraApps: [AppManifest] = [],
        manualClock: ManualClock?
    ) {
        self.defaultProfile = defaultProfile
        self.stateDirectory = stateDirectory
        self.extraApps = extraApps
        self.manualClock = manualClock
        ticker = Ticker(runsTimer: manualClock == nil)
        ticker.registry = self
    }

    /// One tick of the devices' timer, now: with a manual clock, the tick the timer would have made
    /// at the clock's time (scripted touches due, pointers held, the devices' time).
    package func tick() {
        ticker.fire()
    }

    /// The device with `id`.
    public func session(_ id: String) -> DeviceSession? { byID[id] }

    /// The active device (the control port's target), if there is any device.
    public var active: DeviceSession? {
        activeID.flatMap { byID[$0] } ?? sessions.first
    }

    /// Makes `session` the active device.
    func use(_ session: DeviceSession) {
        activeID = session.id
    }

    /// Creates a device of `profile` (the default when nil) with the seed apps and the extra apps.
    /// - Throws: `SimulatorError` when its state folder cannot be used or an app cannot be installed.
    @discardableResult
    public func create(profile: DeviceProfile? = nil) throws(SimulatorError) -> DeviceSession {
        let profile = profile ?? defaultProfile
        let id = String(nextNumber)
        let folder = stateDirectory.appendingPathComponent("devices", isDirectory: true)
            .appendingPathComponent(id, isDirectory: true)
        let store: DynamicShortcutStore
        do {
            store = try DynamicShortcutStore(directory: folder.path)
        } catch {
            throw .stateDirectory(error.description)
        }
        let device = Device(id: id, profile: profile, clock: manualClock ?? MonotonicClock(), store: store)
        device.editingHoldDuration = editingHoldDuration
        device.services.stateDirectory = folder
        do {
            try device.install(SeedApps.all)
            try device.installRunnable(extraApps)
        } catch {
            throw .installFailed(error.description)
        }
        nextNumber += 1
        let sameModel = sessions.filter { $0.device.profile.name == profile.name }.count
        let name = sameModel == 0 ? profile.name : "\(profile.name) (\(sameModel + 1))"
        let session = DeviceSession(id: id, name: name, device: device, registry: self)
        sessions.append(session)
        byID[id] = session
        directory.insert(id)
        activeID = id
        return session
    }

    /// Deletes the device with `id`, as `xcrun simctl delete` does: its pages' streams close with
    /// 4004, its scripted touches end, it leaves the ticker, and its state folder (its saved dynamic
    /// quick actions and apps' defaults) is removed, so a later device with the same number starts empty. Ids are not
    /// reused while the simulator runs; when the active device goes, the oldest remaining one is
    /// active.
    ///
    /// The folder is first renamed aside (one `rename`), so a failure leaves the device as it was;
    /// if removing the renamed folder then fails, it stays behind under `devices/` with a name
    /// that is not a device id, and is never read.
    /// - Returns: `false` when no device has `id`.
    /// - Throws: `APIError.deletionFailed` when the state folder cannot be set aside.
    @discardableResult
    public func remove(_ id: String) throws(APIError) -> Bool {
        guard let session = byID[id] else { return false }
        let devices = stateDirectory.appendingPathComponent("devices", isDirectory: true)
        let folder = devices.appendingPathComponent(id, isDirectory: true)
        let aside = devices.appendingPathComponent(".deleted-\(id)-\(UUID().uuidString)", isDirectory: true)
        let files = FileManager.default
        if files.fileExists(atPath: folder.path) {
            do {
                try files.moveItem(at: folder, to: aside)
            } catch {
                throw .deletionFailed(device: id, folder: folder.path, reason: StoreError.reason(of: error))
            }
        }
        sessions.removeAll { $0 === session }
        byID[id] = nil
        directory.remove(id)
        if activeID == id { activeID = nil }
        ticker.forget(session)
        session.cancelScripts()
        session.closeClients(
            code: WebSocketCloseCode(rawValue: 4004), reason: Wording.deviceDeleted(id))
        try? files.removeItem(at: aside)
        return true
    }

    /// Closes every client (the server is shutting down).
    func closeAll() {
        ticker.stop()
        for session in sessions { session.closeClients() }
    }
}
