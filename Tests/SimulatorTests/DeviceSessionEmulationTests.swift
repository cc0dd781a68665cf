import Foundation
import SeedApps
import Springboard
import Synchronization
import Testing
import TouchKit

@testable import Simulator

/// The mouse's emulated force on a device with a manual clock: what the device sees when the
/// server's ticks come late (a loaded machine), with no server and no waiting.
@MainActor
@Suite("DeviceSession: the emulated ramp when ticks come late", .simulatorTimeLimit)
struct DeviceSessionEmulationTests {
    /// A session on the home screen of a device with `clock`, and one page attached.
    static func session(clock: ManualClock, folder: URL) throws -> (DeviceSession, ClientConnection) {
        let registry = DeviceRegistry(defaultProfile: .iPhone6s, stateDirectory: folder)
        let device = Device(id: "t", clock: clock)
        try device.install(SeedApps.all)
        let session = DeviceSession(id: "t", name: "iPhone 6s", device: device, registry: registry)
        let client = session.attach(sink: { _ in })
        return (session, client)
    }

    @Test(
        "A ramp started with the press opens the menu even when the next tick comes late (the rise is fed at the times it happened, before edit mode's one-second hold)",
        arguments: [0.2, 1.5, 3.0])
    func lateTickStillOpensTheMenu(lateBy seconds: Double) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-emulation-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ManualClock(start: 100)
        let (session, client) = try Self.session(clock: clock, folder: folder)
        let device = session.device
        let icon = try #require(device.homeScreen.iconPlacement(of: "com.company.appname")?.frame)
        let down = PointerMessage(
            event: .down, pointerId: 1, pointerType: .mouse, x: Double(icon.midX), y: Double(icon.midY),
            pressure: 0.5, buttons: 1, timeStamp: 0)
        session.receive(text: down.json, from: client)
        session.receive(text: ClientMessage.emulate(.ramp(.start)).json, from: client)

        _ = clock.advance(by: seconds)
        session.tick()

        #expect(!device.homeScreen.isEditing, "the late tick let edit mode start first")
        if seconds >= 1.0 {
            #expect(device.homeScreen.menu?.bundleIdentifier == "com.company.appname")
        }
    }

    @Test("A ramp that has reached its top feeds nothing more on later ticks")
    func plateauFeedsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-emulation-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ManualClock(start: 100)
        let (session, client) = try Self.session(clock: clock, folder: folder)
        let device = session.device
        let icon = try #require(device.homeScreen.iconPlacement(of: "com.company.appname")?.frame)
        session.receive(
            text: PointerMessage(
                event: .down, pointerId: 1, pointerType: .mouse, x: Double(icon.midX), y: Double(icon.midY),
                pressure: 0.5, buttons: 1, timeStamp: 0
            ).json, from: client)
        session.receive(text: ClientMessage.emulate(.ramp(.start)).json, from: client)
        _ = clock.advance(by: 3)
        session.tick()
        let force = client.pointers[1]?.lastForce
        let sampled = client.pointers[1]?.lastSampleTime
        _ = clock.advance(by: 0.5)
        session.tick()
        #expect(client.pointers[1]?.lastForce == force)
        // A held pointer repeats its reading once per tick (a `stationary` sample), no catch-up burst.
        #expect(client.pointers[1]?.lastSampleTime == clock.now)
        #expect(sampled != nil)
    }
}
