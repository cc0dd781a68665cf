import Foundation
import SeedApps
import SimulatorProtocol
import Springboard
import Synchronization
import Testing
import TouchKit

@testable import Simulator

/// What a session publishes for changes that do not show on the screen, on a device with a manual
/// clock: a page is driven sample by sample, with no server and no waiting.
@MainActor
@Suite("DeviceSession: state that changes without a pixel changing", .simulatorTimeLimit)
struct DeviceSessionPublishTests {
    /// The messages a page would have received.
    final class Inbox: Sendable {
        private let messages = Mutex<[String]>([])
        func append(_ text: String) { messages.withLock { $0.append(text) } }
        func take() -> [String] {
            messages.withLock { messages in
                defer { messages.removeAll() }
                return messages
            }
        }
    }

    @Test("Lifting after a pop whose push has finished animating sends preview: null")
    func liftAfterPop() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-publish-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = DeviceRegistry(defaultProfile: .iPhone6s, stateDirectory: folder)
        let clock = ManualClock(start: 100)
        let device = Device(id: "t", clock: clock)
        try device.install(SeedApps.all)
        _ = try device.launch(bundleIdentifier: "com.example.dtouch")
        _ = clock.advance(by: 1)
        device.advance(to: clock.now)
        let session = DeviceSession(id: "t", name: "iPhone 6s", device: device, registry: registry)
        let inbox = Inbox()
        let client = session.attach(sink: { inbox.append($0) })

        // A pen on Item 3, page time in milliseconds, one sample every 16 ms.
        var t = 0.0
        func sample(_ event: PointerMessage.Event, _ pressure: Double) {
            _ = clock.set(to: 101 + t / 1000)
            let message = PointerMessage(
                event: event, pointerId: 1, pointerType: .pen, x: 187 + (Int(t / 16) % 2 == 0 ? 0 : 0.5),
                y: 174, pressure: pressure, buttons: event == .up ? 0 : 1, timeStamp: t)
            session.receive(text: message.json, from: client)
            t += 16
        }
        func ramp(to pressure: Double, from start: Double, over seconds: Double) {
            let steps = Int(seconds * 1000 / 16)
            for step in 1...steps { sample(.move, start + (pressure - start) * Double(step) / Double(steps)) }
        }
        sample(.down, 0.1)
        ramp(to: 0.4, from: 0.1, over: 0.3)
        ramp(to: 0.72, from: 0.4, over: 0.2)
        ramp(to: 0.72, from: 0.72, over: 0.3)
        ramp(to: 1, from: 0.72, over: 0.15)
        ramp(to: 1, from: 1, over: 0.2)
        #expect(device.previewState?.phase == .pop)
        // Held on well past the push's animation: the screen is the detail, still.
        ramp(to: 1, from: 1, over: 2)
        _ = inbox.take()

        sample(.up, 0)
        #expect(device.previewState == nil)
        let states = inbox.take().filter { $0.contains(#""type":"state""#) }
        #expect(states.contains { $0.contains(#""preview":null"#) }, "\(states)")
    }
}
