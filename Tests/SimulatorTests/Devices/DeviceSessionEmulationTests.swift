import Foundation
import SeedApps
import SimulatorProtocol
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
    /// A session on the home screen of a device with a manual clock, a page attached, and the
    /// page's mouse pressing AppSearch's icon with the ramp started at once (as the page sends them
    /// when Shift is held).
    @MainActor
    struct RampedPress {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-emulation-\(UUID().uuidString)", isDirectory: true)
        let clock = ManualClock(start: 100)
        let session: DeviceSession
        let client: ClientConnection

        init() throws {
            let registry = DeviceRegistry(defaultProfile: .iPhone6s, stateDirectory: folder)
            let device = Device(id: "t", clock: clock)
            try device.install(SeedApps.all)
            session = DeviceSession(id: "t", name: "iPhone 6s", device: device, registry: registry)
            client = session.attach(sink: { _ in })
            let icon = try #require(device.homeScreen.iconPlacement(of: "com.company.appname")?.frame)
            let down = PointerMessage(
                event: .down, pointerId: 1, pointerType: .mouse, x: Double(icon.midX), y: Double(icon.midY),
                pressure: 0.5, buttons: 1, timeStamp: 0)
            session.receive(text: down.json, from: client)
            session.receive(text: ClientMessage.emulate(.ramp(.start)).json, from: client)
        }

        /// The next tick comes `seconds` late.
        func tick(after seconds: TimeInterval) {
            _ = clock.advance(by: seconds)
            session.tick()
        }

        func removeFolder() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test(
        "A ramp started with the press opens the menu even when the next tick comes late (the rise is fed at the times it happened, before edit mode's one-second hold)",
        arguments: [0.2, 1.5, 3.0])
    func lateTickStillOpensTheMenu(lateBy seconds: Double) throws {
        let press = try RampedPress()
        defer { press.removeFolder() }
        press.tick(after: seconds)
        let home = press.session.device.homeScreen
        #expect(!home.isEditing, "the late tick let edit mode start first")
        if seconds >= 1.0 {
            #expect(home.menu?.bundleIdentifier == "com.company.appname")
        }
    }

    @Test("A ramp that has reached its top feeds one stationary sample a tick, not a catch-up burst")
    func plateauFeedsNothingMore() throws {
        let press = try RampedPress()
        defer { press.removeFolder() }
        press.tick(after: 3)
        let force = press.client.pointers[1]?.lastForce
        press.tick(after: 0.5)
        #expect(press.client.pointers[1]?.lastForce == force)
        #expect(press.client.pointers[1]?.lastSampleTime == press.clock.now)
    }
}
