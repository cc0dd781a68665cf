public import Foundation

/// Tells, contact by contact, whether a pen or touch really reports pressure.
///
/// Pointer Events say that hardware without pressure reports 0.5 while in contact (and some
/// browsers report 0): a touch screen that cannot sense force looks exactly like a finger pressing
/// at half strength, which would hint on every touch. This detector treats a contact as
/// pressure-less until it reports a value other than 0 and 0.5; from then on, until the contact
/// ends, every reading is mapped through `ForceInputMapping` (our rule). Mouse readings are never
/// pressure.
///
/// Use one detector per pointer: `begin()` at pointer-down, `force(pressure:pointerType:)` for each
/// reading; nil means "no pressure yet: use `EmulatedForce`".
public struct PointerPressureDetector: Sendable, Hashable {
    /// How readings become forces once pressure is detected.
    public var mapping: ForceInputMapping
    /// Whether this contact has shown real pressure.
    public private(set) var hasPressure = false

    /// A detector that maps with `mapping`.
    public init(mapping: ForceInputMapping = ForceInputMapping()) {
        self.mapping = mapping
    }

    /// Starts a new contact: pressure must show itself again.
    public mutating func begin() {
        hasPressure = false
    }

    /// The force for one reading, or nil while the contact has not shown real pressure.
    public mutating func force(pressure: Double, pointerType: PointerType) -> CGFloat? {
        guard pointerType != .mouse else { return nil }
        if !hasPressure, pressure.isFinite, pressure != 0, pressure != 0.5 {
            hasPressure = true
        }
        guard hasPressure else { return nil }
        return mapping.force(pointerPressure: pressure, pointerType: pointerType)
    }
}
