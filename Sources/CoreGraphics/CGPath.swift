public import Foundation

/// The kind of one path element (`CGPathElementType`), with Apple's case names.
public enum CGPathElementType: Int32, Sendable, Hashable, Codable {
    /// Starts a subpath at one point (`.moveToPoint`).
    case moveToPoint = 0
    /// A straight line to one point (`.addLineToPoint`).
    case addLineToPoint = 1
    /// A quadratic curve: control point, end point (`.addQuadCurveToPoint`).
    case addQuadCurveToPoint = 2
    /// A cubic curve: two control points, end point (`.addCurveToPoint`).
    case addCurveToPoint = 3
    /// Closes the current subpath (`.closeSubpath`); no points.
    case closeSubpath = 4
}

/// One element of a path (`CGPathElement`).
///
/// Differs from Apple: `points` is a Swift array holding exactly the element's points (1, 1, 2, 3 or
/// 0), not an `UnsafeMutablePointer<CGPoint>`; `applyWithBlock` hands the element itself, not an
/// `UnsafePointer<CGPathElement>`, so code reading `element.pointee` must drop `.pointee`.
public struct CGPathElement: Sendable, Hashable, Codable {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points, in path coordinates.
    public var points: [CGPoint]

    /// An element of this kind with these points.
    public init(type: CGPathElementType, points: [CGPoint]) {
        self.type = type
        self.points = points
    }
}

/// How the inside of a path is decided (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable, Hashable, Codable {
    /// Non-zero winding number (`.winding`), Core Graphics' default.
    case winding = 0
    /// Odd crossing count (`.evenOdd`).
    case evenOdd = 1
}

/// How a stroke's open ends are drawn (`CGLineCap`).
public enum CGLineCap: Int32, Sendable, Hashable, Codable {
    /// Squared off at the end point (`.butt`), the default.
    case butt = 0
    /// A half-disc beyond the end point (`.round`).
    case round = 1
    /// A half-square beyond the end point (`.square`).
    case square = 2
}

/// How a stroke's corners are drawn (`CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable, Codable {
    /// A sharp corner, bevelled past the miter limit (`.miter`), the default.
    case miter = 0
    /// A rounded corner (`.round`).
    case round = 1
    /// A cut corner (`.bevel`).
    case bevel = 2
}

/// Core Graphics' `CGPath`: an immutable list of subpaths of lines and Bézier curves.
///
/// Matches Apple: a class, `CGMutablePath` its mutable subclass; `copy()` gives an immutable
/// snapshot, `mutableCopy()` an independent mutable one; `boundingBox` includes control points,
/// `boundingBoxOfPath` does not; `contains(_:using:transform:)` implements both fill rules; equality
/// is element-wise (`CGPathEqualToPath`). Differs: element enumeration is Swift-safe (see
/// `CGPathElement`); not `Sendable` (a `CGMutablePath` may change).
public class CGPath: Equatable, CustomStringConvertible {
    /// The path's elements, in order.
    public internal(set) var elements: [CGPathElement]

    init(elements: [CGPathElement]) { self.elements = elements }

    /// A closed rectangle path (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`), four cubic curves.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An immutable copy (`copy()`).
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point mapped by `transform` (`copy(using:)`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        mapped(by: transform?.pointee ?? .identity)
    }

    /// An immutable copy with every point mapped by `t`.
    func mapped(by t: CGAffineTransform) -> CGPath {
        CGPath(
            elements: elements.map { CGPathElement(type: $0.type, points: $0.points.map { $0.applying(t) }) })
    }

    /// An independent mutable copy (`mutableCopy()`).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Whether the path has no elements (`isEmpty`).
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether the path is exactly one closed rectangle (`isRect(_:)`), that rectangle in `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let types = elements.map(\.type)
        guard types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath]
        else { return false }
        let p = elements.prefix(4).map { $0.points[0] }
        let axisAligned =
            (p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x)
            || (p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y)
        guard axisAligned else { return false }
        rect?.pointee =
            CGRect(x: p[0].x, y: p[0].y, width: p[2].x - p[0].x, height: p[2].y - p[0].y).standardized
        return true
    }

    /// The end point of the last element (`currentPoint`); `.zero` for an empty path, as on Apple.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            if element.type == .closeSubpath {
                current = start
            } else {
                current = element.points[element.points.count - 1]
                if element.type == .moveToPoint { start = current }
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included (`boundingBox`);
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        Self.bounds(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the path itself, control points excluded
    /// (`boundingBoxOfPath`): curves' extrema are solved exactly. `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element.type {
            case .moveToPoint:
                current = element.points[0]
                start = current
                points.append(current)
            case .addLineToPoint:
                current = element.points[0]
                points.append(current)
            case .addQuadCurveToPoint:
                let (c, e) = (element.points[0], element.points[1])
                points.append(e)
                for t in Self.quadExtrema(current, c, e) { points.append(Self.quad(current, c, e, t)) }
                current = e
            case .addCurveToPoint:
                let (c1, c2, e) = (element.points[0], element.points[1], element.points[2])
                points.append(e)
                for t in Self.cubicExtrema(current, c1, c2, e) {
                    points.append(Self.cubic(current, c1, c2, e, t))
                }
                current = e
            case .closeSubpath:
                current = start
            }
        }
        return Self.bounds(of: points)
    }

    /// Whether `point` is inside the path under `rule` (`contains(_:using:transform:)`); open
    /// subpaths count as closed, as for filling. Curves are flattened (see `flattened`).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let winding = Self.windingNumber(of: point, in: flattened(transform: transform))
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// Calls `block` with each element in order (`applyWithBlock(_:)`); see `CGPathElement` for how
    /// the argument differs from Apple's pointer.
    public func applyWithBlock(_ block: (CGPathElement) -> Void) {
        for element in elements { block(element) }
    }

    /// Equal when the elements are (`CGPathEqualToPath`).
    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }

    /// The elements, one a line, as `move (x, y)`, `line (x, y)`, `quad …`, `curve …`, `close`.
    public var description: String {
        elements.map { element in
            let name = ["move", "line", "quad", "curve", "close"][Int(element.type.rawValue)]
            return ([name] + element.points.map { "(\($0.x), \($0.y))" }).joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// The tolerance, in output units, to which curves are flattened into line segments: no point of
    /// a flattened curve is further than this from the true curve (ForceTouchKit's figure; Apple
    /// publishes none).
    public static let flatness: CGFloat = 0.1

    /// The path as closed polygons (one per subpath), curves flattened to within `flatness` after
    /// `transform` is applied. A ForceTouchKit addition the rasteriser and `contains` share.
    public func flattened(transform: CGAffineTransform = .identity, flatness: CGFloat = CGPath.flatness)
        -> [[CGPoint]]
    {
        flattenedSubpaths(transform: transform, flatness: flatness).map(\.points)
    }

    /// The flattened subpaths with whether each was closed by `closeSubpath`, for stroking.
    func flattenedSubpaths(transform: CGAffineTransform, flatness: CGFloat = CGPath.flatness) -> [(
        points: [CGPoint], closed: Bool
    )] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        var start = CGPoint.zero
        func finish(_ isClosed: Bool) {
            if !current.isEmpty { result.append((current, isClosed)) }
            current = []
        }
        for element in elements {
            let mapped = element.points.map { $0.applying(transform) }
            switch element.type {
            case .moveToPoint:
                finish(false)
                current = [mapped[0]]
                last = mapped[0]
                start = last
            case .addLineToPoint:
                if current.isEmpty { current = [last] }
                current.append(mapped[0])
                last = mapped[0]
            case .addQuadCurveToPoint:
                if current.isEmpty { current = [last] }
                let c1 = CGPoint(
                    x: last.x + 2 / 3 * (mapped[0].x - last.x), y: last.y + 2 / 3 * (mapped[0].y - last.y))
                let c2 = CGPoint(
                    x: mapped[1].x + 2 / 3 * (mapped[0].x - mapped[1].x),
                    y: mapped[1].y + 2 / 3 * (mapped[0].y - mapped[1].y))
                Self.flattenCubic(last, c1, c2, mapped[1], flatness, into: &current)
                last = mapped[1]
            case .addCurveToPoint:
                if current.isEmpty { current = [last] }
                Self.flattenCubic(last, mapped[0], mapped[1], mapped[2], flatness, into: &current)
                last = mapped[2]
            case .closeSubpath:
                finish(true)
                last = start
            }
        }
        finish(false)
        return result
    }

    // MARK: Geometry helpers

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func windingNumber(of p: CGPoint, in polygons: [[CGPoint]]) -> Int {
        var winding = 0
        for polygon in polygons where polygon.count > 1 {
            for i in polygon.indices {
                let a = polygon[i]
                let b = polygon[(i + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y
        )
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let denominator = a - 2 * b + d
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0 && t < 1 { ts.append(t) }
            }
        }
        return ts
    }

    static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // Derivative / 3: a·t² + b·t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { roots = [-c / b] }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
                }
            }
            ts += roots.filter { $0 > 0 && $0 < 1 }
        }
        return ts
    }

    static func flattenCubic(
        _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ flatness: CGFloat,
        into points: inout [CGPoint]
    ) {
        // The second differences bound the distance from the chord polyline (Wang's formula).
        let ddx = max(abs(p0.x - 2 * c1.x + c2.x), abs(c1.x - 2 * c2.x + p1.x))
        let ddy = max(abs(p0.y - 2 * c1.y + c2.y), abs(c1.y - 2 * c2.y + p1.y))
        let length = (ddx * ddx + ddy * ddy).squareRoot()
        let segments = max(1, min(1000, Int((0.75 * length / max(flatness, 1e-6)).squareRoot().rounded(.up))))
        for i in 1...segments {
            points.append(cubic(p0, c1, c2, p1, CGFloat(i) / CGFloat(segments)))
        }
    }
}

/// Core Graphics' `CGMutablePath`: a `CGPath` that grows by Apple's Swift methods, each taking an
/// optional `transform` applied to its points, as on Apple.
///
/// Matches Apple: arcs are made of cubic Béziers of at most a quarter turn each. Differs: Apple logs
/// and ignores a line or curve added with no current point; here such an element first moves to
/// `.zero` (documented, so a drawing never loses a segment silently).
public final class CGMutablePath: CGPath {
    /// An empty path (`CGMutablePath()`).
    public init() { super.init(elements: []) }

    override init(elements: [CGPathElement]) { super.init(elements: elements) }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    private func ensureCurrentPoint() {
        if !hasCurrentPoint { elements.append(CGPathElement(type: .moveToPoint, points: [.zero])) }
    }

    /// Starts a subpath at `point` (`move(to:transform:)`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(CGPathElement(type: .moveToPoint, points: [point.applying(transform)]))
    }

    /// A straight line to `point` (`addLine(to:transform:)`).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint()
        elements.append(CGPathElement(type: .addLineToPoint, points: [point.applying(transform)]))
    }

    /// Moves to the first point, then lines to the rest (`addLines(between:transform:)`).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A cubic Bézier curve (`addCurve(to:control1:control2:transform:)`).
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        ensureCurrentPoint()
        elements.append(
            CGPathElement(
                type: .addCurveToPoint,
                points: [control1.applying(transform), control2.applying(transform), end.applying(transform)])
        )
    }

    /// A quadratic Bézier curve (`addQuadCurve(to:control:transform:)`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint()
        elements.append(
            CGPathElement(
                type: .addQuadCurveToPoint, points: [control.applying(transform), end.applying(transform)]))
    }

    /// Closes the current subpath (`closeSubpath()`); nothing happens on an empty path.
    public func closeSubpath() {
        guard hasCurrentPoint, elements.last?.type != .closeSubpath else { return }
        elements.append(CGPathElement(type: .closeSubpath, points: []))
    }

    /// A closed rectangle: move to its origin, three lines, close (`addRect(_:transform:)`).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Each rectangle in turn (`addRects(_:transform:)`).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inscribed in `rect`: four cubic curves counter-clockwise from the right-hand
    /// middle, closed (`addEllipse(in:transform:)`), as Apple's.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.552_284_749_831  // 4/3·(√2 − 1)
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// A rectangle with elliptical corners (`addRoundedRect(in:cornerWidth:cornerHeight:transform:)`);
    /// corner sizes are clamped to half the rectangle's sides.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let w = min(max(0, cornerWidth), r.width / 2)
        let h = min(max(0, cornerHeight), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.552_284_749_831
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
            control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
            control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// A circular arc (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`): a line from
    /// the current point to the arc's start (a move on an empty path), then the arc. Angles are
    /// radians; `clockwise` is in the path's y-up space, so it looks counter-clockwise on a flipped
    /// (UIKit) context, as on Apple.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep > 0 {
                sweep =
                    sweep.truncatingRemainder(dividingBy: full)
                    - (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full)
            }
            if sweep < -full { sweep = -full }
        } else {
            if sweep < 0 {
                sweep =
                    sweep.truncatingRemainder(dividingBy: full)
                    + (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full)
            }
            if sweep > full { sweep = full }
        }
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc by a relative angle (`addRelativeArc(center:radius:startAngle:delta:transform:)`).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if hasCurrentPoint && elements.last?.type != .closeSubpath {
            addLine(to: start, transform: transform)
        } else {
            move(to: start, transform: transform)
        }
        appendArc(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    private func appendArc(
        center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform
    ) {
        guard sweep != 0, radius > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            addCurve(
                to: CGPoint(x: center.x + radius * c1, y: center.y + radius * s1),
                control1: CGPoint(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0)),
                control2: CGPoint(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1)),
                transform: transform)
            angle = next
        }
    }

    /// An arc of `radius` tangent to the lines from the current point to `tangent1End` and from there
    /// to `tangent2End` (`addArc(tangent1End:tangent2End:radius:transform:)`), preceded by a line
    /// to its start; collinear points give a line to `tangent1End`, as on Apple.
    public func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        ensureCurrentPoint()
        let p0 = currentPoint.applying(transform.inverted())
        let (v1x, v1y) = (p0.x - p1.x, p0.y - p1.y)
        let (v2x, v2y) = (p2.x - p1.x, p2.y - p1.y)
        let l1 = (v1x * v1x + v1y * v1y).squareRoot()
        let l2 = (v2x * v2x + v2y * v2y).squareRoot()
        let crossValue = v1x * v2y - v1y * v2x
        guard l1 > 0, l2 > 0, abs(crossValue) > 1e-12, radius > 0 else {
            return addLine(to: p1, transform: transform)
        }
        let cosine = (v1x * v2x + v1y * v2y) / (l1 * l2)
        let half = acos(max(-1, min(1, cosine))) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + v1x / l1 * distance, y: p1.y + v1y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2x / l2 * distance, y: p1.y + v2y / l2 * distance)
        // The centre lies along the bisector, `radius / sin(half)` from the corner.
        let (bx, by) = (v1x / l1 + v2x / l2, v1y / l1 + v2y / l2)
        let bl = (bx * bx + by * by).squareRoot()
        let centreDistance = radius / sin(half)
        let centre = CGPoint(x: p1.x + bx / bl * centreDistance, y: p1.y + by / bl * centreDistance)
        let a0 = atan2(t1.y - centre.y, t1.x - centre.x)
        let a1 = atan2(t2.y - centre.y, t2.x - centre.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        appendArc(center: centre, radius: radius, start: a0, sweep: sweep, transform: transform)
    }

    /// Appends `path`'s elements mapped by `transform` (`addPath(_:transform:)`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map {
            CGPathElement(type: $0.type, points: $0.points.map { $0.applying(transform) })
        }
    }
}
