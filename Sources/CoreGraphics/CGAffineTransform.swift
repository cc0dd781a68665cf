public import Foundation

/// Core Graphics' `CGAffineTransform`: the 3×3 matrix `[a b 0; c d 0; tx ty 1]` that maps a point
/// `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, with Apple's Swift spellings and semantics.
///
/// As on iOS: `concatenating(_:)` applies `self` first, then the argument; `translatedBy`,
/// `scaledBy` and `rotated(by:)` put the new step *before* `self` (Core Graphics'
/// `CGAffineTransformTranslate` and friends); `inverted()` of a singular matrix returns it unchanged;
/// angles are radians, positive counter-clockwise in a y-up space (clockwise on a y-down screen).
/// Coded as Apple's type is, as an unkeyed list `[a, b, c, d, tx, ty]`.
public struct CGAffineTransform: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The x translation (row 3, column 1).
    public var tx: CGFloat
    /// The y translation (row 3, column 2).
    public var ty: CGFloat

    /// The identity transform (`CGAffineTransformIdentity`).
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The identity transform (`CGAffineTransform()`, as in Swift on iOS).
    public init() { self = .identity }

    /// A transform with these six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// `CGAffineTransform(_:_:_:_:_:_:)`, the unlabelled form.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A translation (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (`CGAffineTransformMakeRotation`).
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform (`CGAffineTransformIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (`CGAffineTransformConcat(self, other)`): the matrix product
    /// `self × other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation, then `self` (`CGAffineTransformTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale, then `self` (`CGAffineTransformScale`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians, then `self` (`CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse (`CGAffineTransformInvert`); a transform that has none (its determinant is zero)
    /// is returned unchanged, as Core Graphics documents.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// `CGAffineTransform(a: …, b: …, c: …, d: …, tx: …, ty: …)`, as Apple's type prints.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }

    /// Decodes `[a, b, c, d, tx, ty]`, Apple's coding.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var entries: [CGFloat] = []
        for _ in 0..<6 { entries.append(try container.decode(CGFloat.self)) }
        self.init(a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4], ty: entries[5])
    }

    /// Encodes `[a, b, c, d, tx, ty]`, Apple's coding.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in [a, b, c, d, tx, ty] { try container.encode(entry) }
    }
}
