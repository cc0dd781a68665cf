public import Foundation

/// The filled shape of a stroke: closed polygons ("pieces") to fill together with the nonzero
/// winding rule.
///
/// Every piece turns the same way, so where pieces overlap their winding adds up and never
/// cancels: the nonzero fill of all pieces is their union, which is the union of the convex hulls
/// of consecutive discs (centre = drawn point, diameter = its width): a variable-width line with
/// round caps and round joins. Round parts are drawn as polygons *around* their circles (at most
/// the brush's `arcTolerance` outside), never inside them.
///
/// Pieces `0..<frozenPieceCount` are final while a stroke is being drawn; the rest are provisional
/// and are replaced on every change (see `StrokeBuilder`).
public struct StrokeOutline: Sendable, Hashable {
    /// Every piece's vertices, piece after piece.
    public internal(set) var vertices: ContiguousArray<CGPoint> = []
    /// Where each piece ends in `vertices` (exclusive); piece `i` is
    /// `vertices[(i == 0 ? 0 : pieceEnds[i - 1])..<pieceEnds[i]]`.
    public internal(set) var pieceEnds: ContiguousArray<Int> = []
    /// How many leading pieces are final.
    public internal(set) var frozenPieceCount = 0

    /// An empty outline.
    public init() {}

    /// An outline from its pieces (each a closed polygon, first vertex not repeated); every piece
    /// is taken as final.
    public init(pieces: [[CGPoint]]) {
        for piece in pieces {
            vertices.append(contentsOf: piece)
            pieceEnds.append(vertices.count)
        }
        frozenPieceCount = pieceEnds.count
    }

    /// The number of pieces.
    public var pieceCount: Int { pieceEnds.count }

    /// Piece `index`'s vertices (a closed polygon; the first vertex is not repeated).
    public func piece(_ index: Int) -> ArraySlice<CGPoint> {
        let start = index == 0 ? 0 : pieceEnds[index - 1]
        return ArraySlice(vertices[start..<pieceEnds[index]])
    }

    /// Every piece, in order.
    public var pieces: [ArraySlice<CGPoint>] { (0..<pieceCount).map(piece) }

    /// The whole outline as ONE closed polygon with the same nonzero fill: the pieces joined by
    /// bridges from each piece's first vertex to the next's, walked back at the end, so each
    /// bridge is traversed once each way and adds no area (the JSON export's `outline`).
    public var singlePolygon: [CGPoint] {
        var polygon: [CGPoint] = []
        polygon.reserveCapacity(vertices.count + 2 * pieceCount)
        var firsts: [CGPoint] = []
        for index in 0..<pieceCount {
            let piece = piece(index)
            guard let first = piece.first else { continue }
            polygon.append(contentsOf: piece)
            polygon.append(first)
            firsts.append(first)
        }
        // Back along the bridges to the first piece (whose start closes the polygon).
        if firsts.count > 1 {
            for first in firsts.dropFirst().dropLast().reversed() { polygon.append(first) }
        }
        if firsts.count == 1 { polygon.removeLast() }
        return polygon
    }

    /// The winding number of the outline around `point` (the sum over pieces); the point is
    /// filled when it is not 0. Points exactly on an edge may count either way.
    ///
    /// - Complexity: O(number of vertices).
    public func winding(at point: CGPoint) -> Int {
        var total = 0
        var start = 0
        for end in pieceEnds {
            total += Self.winding(of: vertices[start..<end], at: point)
            start = end
        }
        return total
    }

    /// The winding number of one closed polygon around `point`.
    static func winding(of polygon: ArraySlice<CGPoint>, at point: CGPoint) -> Int {
        guard var previous = polygon.last else { return 0 }
        var winding = 0
        let px = Double(point.x)
        let py = Double(point.y)
        for vertex in polygon {
            let ay = Double(previous.y)
            let by = Double(vertex.y)
            let side =
                (Double(vertex.x) - Double(previous.x)) * (py - ay) - (px - Double(previous.x)) * (by - ay)
            if ay <= py {
                if by > py, side > 0 { winding += 1 }
            } else if by <= py, side < 0 {
                winding -= 1
            }
            previous = vertex
        }
        return winding
    }
}
