import Foundation

/// One finger of a `TestDevice`: its touch identifier, where it is and how hard it presses.
struct TestFinger {
    /// The touch identifier of its samples.
    let id: Int
    /// Where it is, in screen coordinates.
    var location: CGPoint
    /// How hard it presses (the device's force units).
    var force: CGFloat
}
