import ForceTouch
import SimulatorProtocol
import Testing

@testable import Simulator

@Suite("Pointer force and mouse emulation", .simulatorTimeLimit)
struct PointerForceTests {
    static func message(
        _ type: PointerType, pressure: Double, webkitForce: Double? = nil, event: PointerMessage.Event = .move
    ) -> PointerMessage {
        PointerMessage(
            event: event, pointerId: 1, pointerType: type, x: 0, y: 0, pressure: pressure,
            webkitForce: webkitForce,
            timeStamp: 0)
    }

    @Test("Pen and touch pressure map to UIKit force once real pressure shows; 0.5 alone is not pressure")
    func pressure() {
        var pen = PointerForce(maximumPossibleForce: 20.0 / 3.0)
        pen.begin()
        #expect(pen.force(for: Self.message(.pen, pressure: 0.6), emulated: nil) == (4, .pen))
        var touch = PointerForce(maximumPossibleForce: 20.0 / 3.0)
        touch.begin()
        #expect(touch.force(for: Self.message(.touch, pressure: 0.5), emulated: nil) == (0, .touch))
        #expect(touch.force(for: Self.message(.touch, pressure: 0.3), emulated: nil) == (2, .touch))
        #expect(touch.force(for: Self.message(.touch, pressure: 0.5), emulated: nil) == (20.0 / 6.0, .touch))
        #expect(
            touch.force(for: Self.message(.touch, pressure: 0.5, event: .up), emulated: nil) == (0, .touch))
    }

    @Test("A mouse: webkitForce is a trackpad; otherwise the emulated force, else none")
    func mouse() {
        var mouse = PointerForce(maximumPossibleForce: 20.0 / 3.0)
        #expect(
            mouse.force(for: Self.message(.mouse, pressure: 0.5, webkitForce: 2), emulated: nil) == (
                4.5, .trackpad
            ))
        #expect(mouse.force(for: Self.message(.mouse, pressure: 0.5), emulated: 3) == (3, .emulated))
        #expect(
            mouse.force(for: Self.message(.mouse, pressure: 0.5), emulated: 99) == (20.0 / 3.0, .emulated))
        #expect(mouse.force(for: Self.message(.mouse, pressure: 0.5), emulated: nil) == (0, .mouse))
    }

    @Test("A device without 3D Touch reports no force from any source")
    func noForceTouch() {
        var pen = PointerForce(maximumPossibleForce: 0)
        #expect(pen.force(for: Self.message(.pen, pressure: 0.9), emulated: nil).force == 0)
    }

    @Test("Touch types: a pen is a stylus; fingers, mice and trackpads press like a finger")
    func touchTypes() {
        #expect(PointerForce.touchType(for: .pen) == .stylus)
        #expect(PointerForce.touchType(for: .touch) == .direct)
        #expect(PointerForce.touchType(for: .mouse) == .direct)
    }

    @Test("The emulation ramps from 0 to the pop level in 1 s, holds, is set, and ends with the press")
    func emulation() {
        var emulation = MouseEmulation(maximumPossibleForce: 20.0 / 3.0)
        #expect(emulation.value(at: 0) == nil)
        emulation.startRamp(at: 10, popLevel: 16.0 / 3.0)
        #expect(emulation.isRamping)
        #expect(emulation.value(at: 10) == 0)
        #expect(abs((emulation.value(at: 10.5) ?? 0) - 8.0 / 3.0) < 1e-9)
        emulation.stopRamp(at: 10.75)
        #expect(!emulation.isRamping)
        #expect(abs((emulation.value(at: 12) ?? 0) - 4) < 1e-9)
        emulation.startRamp(at: 12, popLevel: 16.0 / 3.0)
        #expect(abs((emulation.value(at: 12.25) ?? 0) - 16.0 / 3.0) < 1e-9, "rises on from where it was")
        #expect(abs((emulation.value(at: 20) ?? 0) - 20.0 / 3.0) < 1e-9, "never past the maximum")
        emulation.set(1.05, at: 20)
        #expect(emulation.value(at: 30) == 1.05)
        emulation.set(-3, at: 30)
        #expect(emulation.value(at: 30) == 0)
        emulation.endPress()
        #expect(emulation.value(at: 31) == nil)
        #expect(!emulation.isInUse)
    }
}
