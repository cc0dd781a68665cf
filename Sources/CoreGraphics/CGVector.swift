public import Foundation

/// Core Graphics' `CGVector`: a two-dimensional vector (`dx`, `dy`), as `UIPushBehavior` and
/// `UIOffset`-shaped APIs use it. Matches Apple's type: memberwise initialisers, `zero`, equality,
/// hashing and coding as an unkeyed pair `[dx, dy]`.
public struct CGVector: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// The zero vector (`CGVector()`).
    public init() { self.init(dx: 0, dy: 0) }

    /// A vector with these components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// A vector from `Int` components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// `(dx, dy)`, as Apple's type prints.
    public var description: String { "(\(dx), \(dy))" }

    /// Decodes `[dx, dy]`, Apple's coding.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes `[dx, dy]`, Apple's coding.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
