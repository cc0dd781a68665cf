import Foundation
import TestSupport

@testable import Ink

/// Strokes and checks the Ink tests share.
enum InkTestStrokes {
    /// A random stroke: a walk with random speed, turns (some sharp, some reversals), force and
    /// sampling gaps, at 120 Hz. The seed fixes everything.
    static func random(seed: UInt64, count: Int, stylus: Bool = false) -> [InkInputPoint] {
        var random = SplitMix64(seed: seed)
        var points: [InkInputPoint] = []
        var x = random.double(in: 50...300)
        var y = random.double(in: 50...300)
        var heading = random.double(in: 0...(2 * .pi))
        var force = random.double(in: 0...6)
        var t = 0.0
        for _ in 0..<count {
            let speed = [20.0, 200, 1200, 4000][random.below(4)]
            if random.chance(10) {
                heading += random.double(in: -3.1...3.1)  // a sharp turn or a reversal
            } else {
                heading += random.double(in: -0.3...0.3)
            }
            let dt = 1.0 / 120.0
            x += cos(heading) * speed * dt
            y += sin(heading) * speed * dt
            force = min(6.6, max(0, force + random.double(in: -1...1)))
            t += dt
            points.append(
                InkInputPoint(
                    location: CGPoint(x: x, y: y), timestamp: t, force: force,
                    altitudeAngle: stylus ? random.double(in: 0.3...1.5) : .pi / 2,
                    azimuthAngle: stylus ? random.double(in: -3...3) : 0, type: stylus ? .stylus : .direct))
        }
        return points
    }

    /// A straight-ish line sampled from `points` (x, y, force).
    static func line(_ points: [(Double, Double, Double)], dt: Double = 1.0 / 120.0) -> [InkInputPoint] {
        points.enumerated().map { index, p in
            InkInputPoint(location: CGPoint(x: p.0, y: p.1), timestamp: Double(index) * dt, force: p.2)
        }
    }

    /// The first point (and its circle sample) of `stroke` not covered by its outline: each
    /// drawn point's centre and 24 points on the circle of 95 % of its radius must have a nonzero
    /// winding number.
    static func uncovered(_ stroke: Stroke) -> (point: Int, at: CGPoint)? {
        for (index, point) in stroke.points.enumerated() where !point.isPredicted {
            let r = Double(point.width) * 0.5 * 0.95
            var probes = [point.location]
            for k in 0..<24 {
                let angle = Double(k) * .pi / 12
                probes.append(
                    CGPoint(
                        x: Double(point.location.x) + r * cos(angle),
                        y: Double(point.location.y) + r * sin(angle)))
            }
            for probe in probes where stroke.outline.winding(at: probe) == 0 {
                return (index, probe)
            }
        }
        return nil
    }

    /// Whether `p` lies within `slack` of the convex hull of two discs (the union of the discs
    /// between them, centre and radius interpolated).
    static func nearHull(_ p: CGPoint, _ a: StrokePoint, _ b: StrokePoint, slack: Double) -> Bool {
        for step in 0...64 {
            let t = Double(step) / 64
            let cx = Double(a.location.x) + (Double(b.location.x) - Double(a.location.x)) * t
            let cy = Double(a.location.y) + (Double(b.location.y) - Double(a.location.y)) * t
            let r = (Double(a.width) + (Double(b.width) - Double(a.width)) * t) * 0.5
            let dx = Double(p.x) - cx
            let dy = Double(p.y) - cy
            if (dx * dx + dy * dy).squareRoot() <= r + slack { return true }
        }
        return false
    }

    /// A filled point of the outline that is not near the stroke (a hair, a spike, a stray dot),
    /// sampled on a grid over the outline's bounds; nil when there is none.
    static func strayFill(_ stroke: Stroke, grid: Int = 60) -> CGPoint? {
        let vertices = stroke.outline.vertices
        guard let first = vertices.first else { return nil }
        var minX = Double(first.x)
        var maxX = minX
        var minY = Double(first.y)
        var maxY = minY
        for v in vertices {
            minX = min(minX, Double(v.x))
            maxX = max(maxX, Double(v.x))
            minY = min(minY, Double(v.y))
            maxY = max(maxY, Double(v.y))
        }
        let points = Array(stroke.points.filter { !$0.isPredicted })
        let slack = stroke.brush.arcTolerance * 2 + 1e-6
        for gx in 0...grid {
            for gy in 0...grid {
                let p = CGPoint(
                    x: minX + (maxX - minX) * Double(gx) / Double(grid),
                    y: minY + (maxY - minY) * Double(gy) / Double(grid))
                guard stroke.outline.winding(at: p) != 0 else { continue }
                var near = false
                for i in points.indices {
                    for j in i..<min(points.count, i + 6)
                    where nearHull(p, points[i], points[j], slack: slack) {
                        near = true
                        break
                    }
                    if near { break }
                }
                if !near { return p }
            }
        }
        return nil
    }

    /// Whether every piece winds the same way (negative signed area in x-right, y-down terms
    /// is not required; only that no piece turns against the others).
    static func signedAreas(_ outline: StrokeOutline) -> [Double] {
        outline.pieces.map { piece in
            var area = 0.0
            var previous = piece.last!
            for v in piece {
                area += Double(previous.x) * Double(v.y) - Double(v.x) * Double(previous.y)
                previous = v
            }
            return area / 2
        }
    }
}

extension InkTestStrokes {
    /// The first place along the stroke's segments (between consecutive real points, 16 steps
    /// each, width interpolated) whose disc of 95 % radius is not covered; nil when all are.
    static func uncoveredAlongSegments(_ stroke: Stroke) -> CGPoint? {
        let points = Array(stroke.points.filter { !$0.isPredicted })
        for index in points.indices.dropLast() {
            let a = points[index]
            let b = points[index + 1]
            for step in 0...16 {
                let t = Double(step) / 16
                let cx = Double(a.location.x) + (Double(b.location.x) - Double(a.location.x)) * t
                let cy = Double(a.location.y) + (Double(b.location.y) - Double(a.location.y)) * t
                let r = (Double(a.width) + (Double(b.width) - Double(a.width)) * t) * 0.5 * 0.95
                for k in 0..<16 {
                    let angle = Double(k) * .pi / 8
                    let probe = CGPoint(x: cx + r * cos(angle), y: cy + r * sin(angle))
                    if stroke.outline.winding(at: probe) == 0 { return probe }
                }
            }
        }
        return nil
    }

    /// Whether any sampled point has a winding number of the other sign than the pieces' (a
    /// piece turned inside out: the source of hairs and holes in single-outline algorithms).
    static func hasNegativeWinding(_ stroke: Stroke, grid: Int = 60) -> Bool {
        let vertices = stroke.outline.vertices
        guard let first = vertices.first else { return false }
        var minX = Double(first.x)
        var maxX = minX
        var minY = Double(first.y)
        var maxY = minY
        for v in vertices {
            minX = min(minX, Double(v.x))
            maxX = max(maxX, Double(v.x))
            minY = min(minY, Double(v.y))
            maxY = max(maxY, Double(v.y))
        }
        let sign = signedAreas(stroke.outline).first.map { $0 < 0 ? -1 : 1 } ?? 1
        for gx in 0...grid {
            for gy in 0...grid {
                let p = CGPoint(
                    x: minX + (maxX - minX) * (Double(gx) + 0.37) / Double(grid + 1),
                    y: minY + (maxY - minY) * (Double(gy) + 0.61) / Double(grid + 1))
                if stroke.outline.winding(at: p) * sign < 0 { return true }
            }
        }
        return false
    }
}
