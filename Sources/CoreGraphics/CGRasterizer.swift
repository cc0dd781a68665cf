import Foundation

/// The scanline rasteriser bitmap contexts share (internal): polygons in device space (y up, one
/// unit a pixel) to per-pixel coverage, by 4 × 4 supersampling (16 coverage levels; one sample at
/// the pixel centre when antialiasing is off), and the stroker that turns a path into polygons.
struct CGCoverage {
    /// The covered pixels' bounds: columns `minX..<maxX`, rows (y-up) `minY..<maxY`.
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    /// Coverage 0…1, row-major over the bounds, row `minY` first.
    var values: [Float] = []

    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    func value(x: Int, y: Int) -> Float {
        guard x >= minX, x < maxX, y >= minY, y < maxY else { return 0 }
        return values[(y - minY) * (maxX - minX) + (x - minX)]
    }

    /// The coverage of `polygons` (each implicitly closed) under `rule`, within `width × height`.
    init(polygons: [[CGPoint]], rule: CGPathFillRule, width: Int, height: Int, antialias: Bool) {
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, dir: Int)] = []
        var (bx0, by0, bx1, by1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for polygon in polygons where polygon.count > 2 {
            for i in polygon.indices {
                let a = polygon[i]
                let b = polygon[(i + 1) % polygon.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                bx0 = min(bx0, Double(a.x))
                bx1 = max(bx1, Double(a.x))
                by0 = min(by0, Double(a.y))
                by1 = max(by1, Double(a.y))
                if a.y == b.y { continue }
                if a.y < b.y {
                    edges.append((Double(a.x), Double(a.y), Double(b.x), Double(b.y), 1))
                } else {
                    edges.append((Double(b.x), Double(b.y), Double(a.x), Double(a.y), -1))
                }
            }
        }
        guard !edges.isEmpty else { return }
        minX = max(0, Int(bx0.rounded(.down)))
        maxX = min(width, Int(bx1.rounded(.up)) + 1)
        minY = max(0, Int(by0.rounded(.down)))
        maxY = min(height, Int(by1.rounded(.up)) + 1)
        guard !isEmpty else { return }
        let samples = antialias ? 4 : 1
        let columns = maxX - minX
        values = [Float](repeating: 0, count: columns * (maxY - minY))
        edges.sort { $0.y0 < $1.y0 }
        var difference = [Int](repeating: 0, count: columns * samples + 1)
        var crossings: [(x: Double, dir: Int)] = []
        let weight = Float(1) / Float(samples * samples)
        for row in minY..<maxY {
            for i in difference.indices { difference[i] = 0 }
            for sub in 0..<samples {
                let y = Double(row) + (Double(sub) + 0.5) / Double(samples)
                crossings.removeAll(keepingCapacity: true)
                for edge in edges {
                    if edge.y0 > y { break }
                    if y < edge.y1 {
                        let t = (y - edge.y0) / (edge.y1 - edge.y0)
                        crossings.append((edge.x0 + t * (edge.x1 - edge.x0), edge.dir))
                    }
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (index, crossing) in crossings.enumerated() {
                    winding += crossing.dir
                    let inside = rule == .winding ? winding != 0 : winding & 1 != 0
                    guard inside, index + 1 < crossings.count else { continue }
                    let scale = Double(samples)
                    let origin = Double(minX) * scale
                    let start = max(
                        0, min(columns * samples, Int((crossing.x * scale - 0.5 - origin).rounded(.up))))
                    let end = max(
                        0,
                        min(
                            columns * samples,
                            Int((crossings[index + 1].x * scale - 0.5 - origin).rounded(.up))))
                    if end > start {
                        difference[start] += 1
                        difference[end] -= 1
                    }
                }
            }
            var running = 0
            let base = (row - minY) * columns
            for column in 0..<columns {
                var count = 0
                for s in 0..<samples {
                    running += difference[column * samples + s]
                    count += running
                }
                values[base + column] = Float(count) * weight
            }
        }
    }
}

/// Turns paths into the polygons their strokes cover (internal).
enum CGStroker {
    /// The outline polygons, in device space, of stroking `path` (user space) with `state`.
    static func polygons(of path: CGPath, state: CGGraphicsState) -> [[CGPoint]] {
        let ctm = state.ctm
        let scale = max(1e-6, abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot())
        let halfWidth = max(state.lineWidth, 0) / 2
        guard halfWidth > 0 else { return [] }
        var subpaths = path.flattenedSubpaths(transform: .identity, flatness: CGPath.flatness / scale)
        if !state.dashLengths.isEmpty, state.dashLengths.contains(where: { $0 > 0 }) {
            subpaths = subpaths.flatMap {
                dash($0.points, closed: $0.closed, lengths: state.dashLengths, phase: state.dashPhase)
            }
        }
        let circleSteps = max(8, min(256, Int((2 * .pi * halfWidth * scale / 2).rounded(.up))))
        var out: [[CGPoint]] = []
        func add(_ polygon: [CGPoint]) {
            guard polygon.count > 2 else { return }
            let mapped = polygon.map { $0.applying(ctm) }
            var area: CGFloat = 0
            for i in mapped.indices {
                let a = mapped[i]
                let b = mapped[(i + 1) % mapped.count]
                area += a.x * b.y - b.x * a.y
            }
            out.append(area < 0 ? mapped.reversed() : mapped)
        }
        func circle(_ c: CGPoint) {
            add(
                (0..<circleSteps).map { i in
                    let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(circleSteps)
                    return CGPoint(x: c.x + halfWidth * cos(angle), y: c.y + halfWidth * sin(angle))
                })
        }
        for subpath in subpaths {
            var points: [CGPoint] = []
            for p in subpath.points where points.last != p { points.append(p) }
            if subpath.closed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count == 1 {
                let p = points[0]
                switch state.lineCap {
                case .butt: break
                case .round: circle(p)
                case .square:
                    add([
                        CGPoint(x: p.x - halfWidth, y: p.y - halfWidth),
                        CGPoint(x: p.x + halfWidth, y: p.y - halfWidth),
                        CGPoint(x: p.x + halfWidth, y: p.y + halfWidth),
                        CGPoint(x: p.x - halfWidth, y: p.y + halfWidth),
                    ])
                }
                continue
            }
            let closed = subpath.closed && points.count > 2
            let segmentCount = closed ? points.count : points.count - 1
            for i in 0..<segmentCount {
                var a = points[i]
                var b = points[(i + 1) % points.count]
                let length = hypot(b.x - a.x, b.y - a.y)
                let (ux, uy) = ((b.x - a.x) / length, (b.y - a.y) / length)
                if !closed && state.lineCap == .square {
                    if i == 0 { a = CGPoint(x: a.x - ux * halfWidth, y: a.y - uy * halfWidth) }
                    if i == segmentCount - 1 { b = CGPoint(x: b.x + ux * halfWidth, y: b.y + uy * halfWidth) }
                }
                let (nx, ny) = (-uy * halfWidth, ux * halfWidth)
                add([
                    CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: a.x - nx, y: a.y - ny),
                    CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: b.x + nx, y: b.y + ny),
                ])
            }
            if !closed && state.lineCap == .round {
                circle(points[0])
                circle(points[points.count - 1])
            }
            let joints = closed ? Array(points.indices) : Array(1..<(points.count - 1))
            for j in joints {
                let p = points[j]
                let before = points[(j - 1 + points.count) % points.count]
                let after = points[(j + 1) % points.count]
                join(
                    before: before, at: p, after: after, halfWidth: halfWidth, state: state, circle: circle,
                    add: add)
            }
        }
        return out
    }

    private static func join(
        before: CGPoint, at p: CGPoint, after: CGPoint, halfWidth: CGFloat, state: CGGraphicsState,
        circle: (CGPoint) -> Void, add: ([CGPoint]) -> Void
    ) {
        let (d1x, d1y) = (p.x - before.x, p.y - before.y)
        let (d2x, d2y) = (after.x - p.x, after.y - p.y)
        let l1 = hypot(d1x, d1y)
        let l2 = hypot(d2x, d2y)
        guard l1 > 0, l2 > 0 else { return }
        let turn = d1x * d2y - d1y * d2x
        if state.lineJoin == .round { return circle(p) }
        guard abs(turn) > 1e-12 * l1 * l2 else { return }
        // The outer side: right of the path when it turns left.
        let side: CGFloat = turn > 0 ? -1 : 1
        let o1 = CGPoint(x: -d1y / l1 * halfWidth * side, y: d1x / l1 * halfWidth * side)
        let o2 = CGPoint(x: -d2y / l2 * halfWidth * side, y: d2x / l2 * halfWidth * side)
        let e1 = CGPoint(x: p.x + o1.x, y: p.y + o1.y)
        let e2 = CGPoint(x: p.x + o2.x, y: p.y + o2.y)
        let m = CGPoint(x: (o1.x + o2.x) / 2, y: (o1.y + o2.y) / 2)
        let mLength = hypot(m.x, m.y)
        if state.lineJoin == .miter, mLength > 0, halfWidth / mLength <= state.miterLimit {
            let k = halfWidth * halfWidth / (mLength * mLength)
            add([p, e1, CGPoint(x: p.x + m.x * k, y: p.y + m.y * k), e2])
        } else {
            add([p, e1, e2])
        }
    }

    /// Splits a polyline into its dashes (user space), Apple's phase meaning: the distance into the
    /// pattern at which the line starts.
    static func dash(_ points: [CGPoint], closed: Bool, lengths: [CGFloat], phase: CGFloat) -> [(
        points: [CGPoint], closed: Bool
    )] {
        var pts = points
        if closed, let first = points.first { pts.append(first) }
        let pattern = lengths.map { max(0, $0) }
        let total = pattern.reduce(0, +)
        guard total > 0, pts.count > 1 else { return [(points, closed)] }
        var index = 0
        var remaining = pattern[0]
        var on = true
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        while offset > 0 {
            if offset >= remaining {
                offset -= remaining
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                on.toggle()
            } else {
                remaining -= offset
                offset = 0
            }
        }
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = on ? [pts[0]] : []
        for i in 0..<(pts.count - 1) {
            var a = pts[i]
            let b = pts[i + 1]
            var segment = hypot(b.x - a.x, b.y - a.y)
            while segment > 0 {
                if remaining >= segment {
                    remaining -= segment
                    if on { current.append(b) }
                    segment = 0
                } else {
                    let t = remaining / segment
                    let q = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        current.append(q)
                        result.append((current, false))
                        current = []
                    } else {
                        current = [q]
                    }
                    on.toggle()
                    segment -= remaining
                    a = q
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
            }
        }
        if on, current.count > 1 { result.append((current, false)) }
        return result
    }
}
