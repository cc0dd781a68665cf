public import ForceTouch
public import Foundation
public import SimulatorProtocol

/// Turns one pointer's raw readings into force for the device, and says how (the `force`
/// message's `source`), as docs/PROTOCOL.md's input table says.
///
/// - pen or touch: Pointer Events `pressure` through ForceTouch's mapping, once the contact has
///   shown real pressure (`PointerPressureDetector`: a touch screen without force reports 0.5 or 0
///   throughout, which is not pressure; such a contact has force 0);
/// - mouse with `webkitForce`: Safari's Force Touch trackpad scale;
/// - mouse without it: the connection's emulated force when emulation is in use, else 0 (`mouse`).
public struct PointerForce: Sendable, Hashable {
    private var detector: PointerPressureDetector

    /// A pointer of a device whose touches report at most `maximumPossibleForce` (0 without 3D Touch).
    public init(maximumPossibleForce: CGFloat) {
        detector = PointerPressureDetector(
            mapping: ForceInputMapping(maximumPossibleForce: maximumPossibleForce))
    }

    /// The mapping in use.
    public var mapping: ForceInputMapping { detector.mapping }

    /// Starts a new contact (a `down`).
    public mutating func begin() {
        detector.begin()
    }

    /// The force of one reading and how it was read. `emulated` is the connection's emulated
    /// force when emulation is in use for this press (mouse only).
    public mutating func force(for message: PointerMessage, emulated: CGFloat?) -> (
        force: CGFloat, source: ForceMessage.Source
    ) {
        switch message.pointerType {
        case .pen, .touch:
            let source: ForceMessage.Source = message.pointerType == .pen ? .pen : .touch
            if message.event == .up || message.event == .cancel { return (0, source) }
            return (detector.force(pressure: message.pressure, pointerType: message.pointerType) ?? 0, source)
        case .mouse:
            if let webkitForce = message.webkitForce {
                return (mapping.force(webkitForce: webkitForce), .trackpad)
            }
            if let emulated { return (min(max(emulated, 0), mapping.maximumPossibleForce), .emulated) }
            return (0, .mouse)
        }
    }

    /// The UIKit touch type the device sees: a pen is a stylus; a finger, a mouse and a trackpad
    /// all press the simulated screen as a finger does (`direct`; our choice).
    public static func touchType(for pointerType: PointerType) -> TouchType {
        pointerType == .pen ? .stylus : .direct
    }
}
