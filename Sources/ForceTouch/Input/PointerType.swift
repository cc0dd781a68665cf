/// What a browser says produced a pointer event: Pointer Events' `pointerType`.
public enum PointerType: String, Sendable, Hashable, Codable, CaseIterable {
    /// A mouse or a trackpad. Its `pressure` is 0.5 while a button is down and 0 otherwise: that
    /// is the spec's stand-in for "no pressure", not a measurement.
    case mouse
    /// A pen or stylus (Apple Pencil in Safari, a Wacom pen, a Surface pen).
    case pen
    /// A finger on a touch screen.
    case touch

    /// The UIKit touch type for this pointer: mouse → `indirectPointer`, pen → `stylus`,
    /// touch → `direct`.
    public var touchType: TouchType {
        switch self {
        case .mouse: .indirectPointer
        case .pen: .stylus
        case .touch: .direct
        }
    }
}
