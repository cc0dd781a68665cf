public import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (which Foundation on Linux lacks).
///
/// `Touch.azimuthUnitVector(in:)` returns one, as UIKit's does.
public struct Vector: Sendable, Hashable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The vector's length.
    public var length: CGFloat { hypot(dx, dy) }
}
