public import Foundation

/// A 2-D affine transform, as Core Graphics' `CGAffineTransform`: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`.
///
/// A view's transform applies around its centre, as in UIKit; hit testing and coordinate conversion
/// account for it.
public struct Transform: Sendable, Hashable, Codable {
    /// Row 1, column 1.
    public var a: CGFloat
    /// Row 1, column 2.
    public var b: CGFloat
    /// Row 2, column 1.
    public var c: CGFloat
    /// Row 2, column 2.
    public var d: CGFloat
    /// Translation along x.
    public var tx: CGFloat
    /// Translation along y.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Nothing changes (`CGAffineTransform.identity`).
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale (`CGAffineTransform(scaleX:y:)`).
    public init(scaleX: CGFloat, y: CGFloat) {
        self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A translation (`CGAffineTransform(translationX:y:)`).
    public init(translationX: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
    }

    /// A rotation by `angle` radians (`CGAffineTransform(rotationAngle:)`).
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (`concatenating(_:)`).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` then a scale (`scaledBy(x:y:)`, which scales first, as Core Graphics does).
    public func scaledBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    /// A translation then `self` (`translatedBy(x:y:)`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    /// The inverse, or the identity when the transform cannot be inverted (as `inverted()`).
    public func inverted() -> Transform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return Transform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// The point transformed (`CGPoint.applying(_:)`).
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
