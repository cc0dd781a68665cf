/// A 2-D vector in points, the geometry's working type (Double, no Foundation in the hot loop).
struct InkVector: Sendable, Hashable {
    var x: Double
    var y: Double

    @inline(__always) init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    @inline(__always) static func + (a: InkVector, b: InkVector) -> InkVector {
        InkVector(a.x + b.x, a.y + b.y)
    }
    @inline(__always) static func - (a: InkVector, b: InkVector) -> InkVector {
        InkVector(a.x - b.x, a.y - b.y)
    }
    @inline(__always) static func * (a: InkVector, s: Double) -> InkVector { InkVector(a.x * s, a.y * s) }
    @inline(__always) static prefix func - (a: InkVector) -> InkVector { InkVector(-a.x, -a.y) }
    /// The dot product.
    @inline(__always) func dot(_ b: InkVector) -> Double { x * b.x + y * b.y }
    /// The z of the cross product: positive when `b` is counter-clockwise of `self`.
    @inline(__always) func cross(_ b: InkVector) -> Double { x * b.y - y * b.x }
    @inline(__always) var lengthSquared: Double { x * x + y * y }
    @inline(__always) var length: Double { (x * x + y * y).squareRoot() }
    /// Rotated 90° counter-clockwise (in x-right, y-up terms).
    @inline(__always) var perpendicular: InkVector { InkVector(-y, x) }
}
