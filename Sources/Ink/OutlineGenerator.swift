import Foundation

/// Builds a stroke's outline from its discs (centre, radius), one disc at a time.
///
/// The filled shape is the union of the convex hulls of consecutive discs (round caps, round
/// joins). It is written as closed polygons ("pieces") that all turn the same way, so a nonzero
/// winding fill of all of them together is exactly their union:
///
/// - A run of discs is outlined as a band: the left tangent lines forward, the right ones back.
///   At a joint the outer side gets a round join (vertices outside the circle, so the polygon
///   contains it) and the inner side the point where the two tangent lines cross.
/// - A joint whose inner side would fold (the crossing point falls outside either tangent
///   segment: a sharp turn, a backtrack, a segment shorter than the turn needs, a turn of 90° or
///   more) ends the run with a round cap and starts a new run there, cut through the disc's
///   centre like a chunk (the pieces so far hold the whole disc, so the new one needs no cap of
///   its own: what lies behind the cut is inside the disc). This is what keeps the
///   elbows, pinches, hairs and dots of single-outline algorithms away: no polygon ever crosses
///   itself into negative winding.
/// - A disc inside the previous one adds nothing and is skipped; a disc that swallows the
///   previous one ends the run there and starts a new one.
/// - Every `chunkSegments` segments a run is cut through the disc's centre into a new piece, so
///   a stroke's polygons are short and the finished ones never change (the two pieces share the
///   cut edge in opposite directions; it cancels in the fill).
///
/// The generator is a small value: copying it is how a stroke builder keeps the state at the end
/// of its last frozen piece and replays only the tail. Vertices go into an `OutlineSink`, which
/// also holds the open piece's right side (the polygon walks it backwards) until the piece closes.
struct OutlineGenerator: Sendable {
    enum Phase: Sendable { case empty, single, run }

    /// The most a cap or join polygon strays outside its circle, in points.
    let tolerance: Double
    /// Segments per piece within a run.
    let chunkSegments: Int

    var phase = Phase.empty
    /// The last disc taken.
    var bC = InkVector(0, 0)
    var bR = 0.0
    /// The disc before it (start of the pending segment), in a run.
    var aC = InkVector(0, 0)
    var aR = 0.0
    /// The pending segment a→b: the unit normals of its tangent points (its direction is only
    /// needed for an end cap, and worked out there).
    var uL = InkVector(0, 1)
    var uR = InkVector(0, -1)
    /// Where the pending segment's outline starts on each side (a tangent point or a crossing).
    var startL = InkVector(0, 0)
    var startR = InkVector(0, 0)
    /// The open piece: whether it has written anything, whether it starts a run (start cap) or
    /// continues one (cut through `pieceC`), and its start cap's geometry.
    var pieceOpen = false
    var pieceStartsRun = true
    var pieceC = InkVector(0, 0)
    var pieceR = 0.0
    var pieceDir = InkVector(1, 0)
    var pieceUL = InkVector(0, 1)
    var pieceUR = InkVector(0, -1)
    var pieceSegments = 0
    /// Pieces closed so far (counting from wherever this generator started).
    var closedPieces = 0

    init(tolerance: Double, chunkSegments: Int = 32) {
        self.tolerance = max(tolerance, 1e-6)
        self.chunkSegments = max(chunkSegments, 1)
    }

    // MARK: Feeding discs

    /// The segment from one disc to the next and its tangent lines' unit normals: all a joint
    /// needs of the next disc that costs a square root or a division.
    ///
    /// Why it exists: every decision at a joint depends on these normals, so when they are worked
    /// out at the joint, each mispredicted branch there waits again for the square root and the
    /// division (about 20 cycles). `StrokeBuilder.rebuildTail` works out the segment to the
    /// following disc before handing the generator the current one, so those are already done
    /// (independent of the joint's branches) when the generator gets to them.
    struct Segment {
        /// The disc it starts from.
        var start: InkVector
        var startRadius: Double
        /// end − start, and its squared length.
        var delta: InkVector
        var squared: Double
        /// The unit normals at the left and right tangent points (see `tangents`).
        var uL: InkVector
        var uR: InkVector

        /// The segment from disc (c0, r0) to disc (c1, r1).
        @inline(__always)
        init(from c0: InkVector, radius r0: Double, to c1: InkVector, radius r1: Double) {
            start = c0
            startRadius = r0
            delta = c1 - c0
            squared = delta.lengthSquared
            (uL, uR) = OutlineGenerator.tangents(delta: delta, squared: squared, r0: r0, r1: r1)
        }

        /// A segment that starts nowhere (no disc ever matches it).
        static let none = Segment(
            from: InkVector(.nan, .nan), radius: .nan, to: InkVector(0, 0), radius: 0)
    }

    /// Takes the next disc (the caller makes room first: `OutlineSink.flushIfFull(into:)`).
    /// `ahead` is the segment to it from the disc fed before, if the caller worked it out
    /// (otherwise `Segment.none`); it is used when that disc is the one the generator holds.
    /// Returns whether a piece was closed (its vertices are final in `out` and its right side is
    /// empty).
    @inline(__always)
    mutating func add(
        center c: InkVector, radius r: Double, ahead: Segment = .none, into out: inout OutlineSink
    ) -> Bool {
        switch phase {
        case .empty:
            bC = c
            bR = r
            phase = .single
            return false
        case .single:
            let segment =
                ahead.start == bC && ahead.startRadius == bR
                ? ahead : Segment(from: bC, radius: bR, to: c, radius: r)
            let d2 = segment.squared
            // Containment compares squares (d + r ≤ R ⇔ r ≤ R and d² ≤ (R − r)²): no square root.
            if r <= bR, d2 <= (bR - r) * (bR - r) { return false }  // inside the disc: nothing to add
            if bR <= r, d2 <= (r - bR) * (r - bR) {  // swallows the disc: start from the bigger one
                bC = c
                bR = r
                return false
            }
            beginRun(to: c, radius: r, segment: segment)
            return false
        case .run:
            let segment =
                ahead.start == bC && ahead.startRadius == bR
                ? ahead : Segment(from: bC, radius: bR, to: c, radius: r)
            let d2 = segment.squared
            if r <= bR, d2 <= (bR - r) * (bR - r) { return false }
            if bR <= r, d2 <= (r - bR) * (r - bR) {
                closeWithEndCap(out: &out)
                bC = c
                bR = r
                phase = .single
                return true
            }
            return joint(to: c, radius: r, segment: segment, out: &out)
        }
    }

    /// The unit normals at the left and right tangent points of the segment from (`from`, `r0`)
    /// to (`to`, `r1`), `d2` = the squared distance (d > |r0 − r1|). Square roots and divisions in
    /// a chain are what the outline's time went to, so this takes one division (1/d²) and one
    /// square root (the tangent's length), independent of each other: with `p` ⟂ `delta` and
    /// `h = √(d² − (r0 − r1)²)`, `u = (p·h ± delta·(r0 − r1)) / d²`. The distance itself is never
    /// needed per disc.
    @inline(__always)
    static func tangents(delta: InkVector, squared d2: Double, r0: Double, r1: Double)
        -> (uL: InkVector, uR: InkVector)
    {
        let inverseSquared = 1 / d2
        let dr = r0 - r1
        // The tangent line's normal u satisfies u · (c1 − c0) = r0 − r1: it leans forward when
        // the line narrows, backward when it widens.
        let h = max(0, d2 - dr * dr).squareRoot()
        let perp = delta.perpendicular * h
        let lean = delta * dr
        return ((perp + lean) * inverseSquared, (lean - perp) * inverseSquared)
    }

    /// Starts a run at disc b towards (c, r).
    @inline(__always)
    private mutating func beginRun(to c: InkVector, radius r: Double, segment: Segment) {
        uL = segment.uL
        uR = segment.uR
        startL = bC + uL * bR
        startR = bC + uR * bR
        pieceOpen = false
        pieceStartsRun = true
        pieceC = bC
        pieceR = bR
        pieceDir = segment.delta * (1 / segment.squared.squareRoot())
        pieceUL = uL
        pieceUR = uR
        pieceSegments = 1
        aC = bC
        aR = bR
        bC = c
        bR = r
        phase = .run
    }

    /// Writes the open piece's first vertices if it has none yet.
    @inline(__always)
    private mutating func openPiece(out: inout OutlineSink) {
        guard !pieceOpen else { return }
        pieceOpen = true
        if !pieceStartsRun { out.append(pieceC) }
        out.append(startL)
        out.prependRight(startR)
    }

    /// How the outline passes joint b on one side.
    enum SideJoin {
        /// One vertex (the crossing of the tangent lines, or a join so flat one vertex covers it).
        case miter(InkVector)
        /// The two tangent points with a round join between.
        case round
        /// The inner side folds: the run must end here.
        case fold
    }

    /// Decides one side of joint b, between normals `u0` (pending segment) and `u1` (next),
    /// `outer` when the side turns away from the interior.
    @inline(__always)
    private func side(
        u0: InkVector, u1: InkVector, outer: Bool, start: InkVector, end1: InkVector, next: InkVector,
        r1: Double
    ) -> SideJoin {
        let dot = u0.dot(u1)
        if !outer && dot <= 0 { return .fold }
        if outer && dot < -0.9 { return .fold }
        let sum = u0 + u1
        let sumSquared = sum.lengthSquared
        if outer {
            // Flat enough that the crossing of the tangent lines is within tolerance of the circle?
            // r/cos(φ/2) − r ≤ tolerance with cos(φ/2) = |u0 + u1| / 2, squared so that it needs no
            // square root or division: 4r² ≤ |u0 + u1|² (r + tolerance)².
            let reach = bR + tolerance
            if !(sumSquared > 0 && 4 * bR * bR <= sumSquared * reach * reach) { return .round }
        }
        let miter = bC + sum * (2 * bR / sumSquared)
        // The vertex must lie on the pending segment's tangent line after its start, and on the
        // next segment's before its end; otherwise the piece would fold there.
        let lineA = (bC - aC) + u0 * (bR - aR)
        let lineB = (next - bC) + u1 * (r1 - bR)
        if (miter - start).dot(lineA) < 0 || (end1 - miter).dot(lineB) < 0 {
            return outer ? .round : .fold
        }
        return .miter(miter)
    }

    /// Handles joint b when the disc (c, r) arrives in a run.
    @inline(__always)
    private mutating func joint(
        to c: InkVector, radius r: Double, segment t: Segment, out: inout OutlineSink
    ) -> Bool {
        // Left side: the outer side when its normal turns clockwise.
        let leftOuter = uL.cross(t.uL) <= 0
        let rightOuter = uR.cross(t.uR) >= 0
        let left = side(
            u0: uL, u1: t.uL, outer: leftOuter, start: startL, end1: c + t.uL * r, next: c, r1: r)
        let right = side(
            u0: uR, u1: t.uR, outer: rightOuter, start: startR, end1: c + t.uR * r, next: c, r1: r)
        if case .fold = left {
            return breakRun(to: c, radius: r, segment: t, out: &out)
        }
        if case .fold = right {
            return breakRun(to: c, radius: r, segment: t, out: &out)
        }
        openPiece(out: &out)
        let nextL: InkVector
        switch left {
        case .miter(let p):
            out.append(p)
            nextL = p
        default:
            out.append(bC + uL * bR)
            out.appendArc(center: bC, radius: bR, from: uL, to: t.uL, tolerance: tolerance)
            nextL = bC + t.uL * bR
            out.append(nextL)
        }
        let nextR: InkVector
        switch right {
        case .miter(let p):
            out.prependRight(p)
            nextR = p
        default:
            out.prependRight(bC + uR * bR)
            out.prependRightArc(center: bC, radius: bR, from: uR, to: t.uR, tolerance: tolerance)
            nextR = bC + t.uR * bR
            out.prependRight(nextR)
        }
        var closed = false
        if pieceSegments >= chunkSegments {
            // Cut through b's centre: this piece ends b's joint at the centre, the next starts there.
            out.append(bC)
            closePiece(out: &out)
            pieceOpen = false
            pieceStartsRun = false
            pieceC = bC
            pieceSegments = 0
            closed = true
        }
        startL = nextL
        startR = nextR
        uL = t.uL
        uR = t.uR
        aC = bC
        aR = bR
        bC = c
        bR = r
        pieceSegments += 1
        return closed
    }

    /// Ends the run at b with a cap and starts a new one from b towards (c, r).
    ///
    /// The new run starts with a cut through b's centre, as a chunk does, not with a start cap:
    /// the pieces so far hold all of disc b (the one just closed its front half, with its end cap;
    /// the band and the pieces before it the rest), and the part of the
    /// new run's shape behind the cut lies inside that disc. A path that backtracks often (every
    /// 15 discs in the benchmark's) so writes one vertex at a fold instead of a second half
    /// circle (about 8 vertices and two arcs' arithmetic).
    @inline(__always)
    private mutating func breakRun(
        to c: InkVector, radius r: Double, segment: Segment, out: inout OutlineSink
    ) -> Bool {
        closeWithEndCap(out: &out)
        beginRun(to: c, radius: r, segment: segment)
        pieceStartsRun = false  // pieceC is b: the cut's vertex
        return true
    }

    /// Closes the open piece of a run with a round cap at b.
    private mutating func closeWithEndCap(out: inout OutlineSink) {
        openPiece(out: &out)
        let segment = bC - aC
        let dir = segment * (1 / segment.length)
        out.append(bC + uL * bR)
        out.appendArc(center: bC, radius: bR, from: uL, to: dir, tolerance: tolerance)
        out.appendArc(center: bC, radius: bR, from: dir, to: uR, tolerance: tolerance)
        out.append(bC + uR * bR)
        closePiece(out: &out)
    }

    /// Writes the right side reversed and the start (cap or cut), and records the piece.
    private mutating func closePiece(out: inout OutlineSink) {
        // The right side is already in polygon order (the sink writes it downwards): one copy.
        out.appendRight()
        if pieceStartsRun {
            out.appendArc(center: pieceC, radius: pieceR, from: pieceUR, to: -pieceDir, tolerance: tolerance)
            out.appendArc(center: pieceC, radius: pieceR, from: -pieceDir, to: pieceUL, tolerance: tolerance)
        }
        out.endPiece()
        closedPieces += 1
    }

    /// Closes whatever is open: the run's piece with an end cap, or a lone disc as a circle (the
    /// caller makes room first, as for `add`).
    mutating func finish(into out: inout OutlineSink) {
        switch phase {
        case .empty:
            break
        case .single:
            let axes = [
                InkVector(1, 0), InkVector(0, -1), InkVector(-1, 0), InkVector(0, 1), InkVector(1, 0),
            ]
            for index in 0..<4 {
                out.appendArc(
                    center: bC, radius: bR, from: axes[index], to: axes[index + 1], tolerance: tolerance)
            }
            out.endPiece()
            closedPieces += 1
        case .run:
            closeWithEndCap(out: &out)
        }
        phase = .empty
    }

    // MARK: Arcs

    /// Writes the vertices of a round arc from unit normal `u0` to `u1` the short way (less than a
    /// half turn): the corners of a polygon drawn around the circle (each edge touches it), so
    /// the polygon contains the disc. The end points themselves (on the circle) are not written.
    /// No trigonometry: the sweep is halved until each part strays at most `tolerance` outside
    /// (at most 6 times), then the corners are written by turning one vector by the part's sweep (a rotation from
    /// the half-angle's cosine), no recursion. The corners go to `out`, `out + stride`, … (a
    /// stride of −1 writes them backwards); returns how many were written (at most 64).
    @inline(__always)
    static func arc(
        center: InkVector, radius: Double, from u0: InkVector, to u1: InkVector, tolerance: Double,
        into out: UnsafeMutablePointer<CGPoint>, stride: Int
    ) -> Int {
        let dot = u0.dot(u1)
        // How many halvings: the fewest with cos(sweep / 2^(depth+1)) ≥ q = r / (r + tolerance),
        // so that each part's corner, at r / cos(part / 2), is within tolerance of the circle.
        // With α = acos q that is sweep ≤ 2^(depth+1)·α, i.e. dot ≥ cos(2^(depth+1)·α), and those
        // cosines come from q by doubling the angle (cos 2x = 2cos²x − 1). Why not halve the sweep's
        // cosine until it passes (a square root a halving, as this did): the loop's branches then
        // waited on a chain of square roots (about 18 cycles each), and a cap has four such arcs;
        // multiplications take 4. Once the doubled angle passes π/2 (its cosine below 0), one more
        // halving always suffices (the sweep is under π).
        let q = radius / (radius + tolerance)
        var threshold = 2 * q * q - 1
        var depth = 0
        while depth < 6, dot < threshold {
            depth += 1
            if threshold < 0 { break }
            threshold = 2 * threshold * threshold - 1
        }
        if depth == 0 {
            let sum = u0 + u1
            let sumSquared = sum.lengthSquared
            if sumSquared < 1e-18 {
                // A half turn exactly (a vanishing radius): two corners of the square around it.
                let side = u0.perpendicular * -1
                let p0 = center + (u0 + side) * radius
                let p1 = center + (u1 + side) * radius
                out.initialize(to: CGPoint(x: p0.x, y: p0.y))
                (out + stride).initialize(to: CGPoint(x: p1.x, y: p1.y))
                return 2
            }
            let p = center + sum * (2 * radius / sumSquared)
            out.initialize(to: CGPoint(x: p.x, y: p.y))
            return 1
        }
        // 2^depth parts of sweep s, cos(s/2) = cosHalf; the corners lie on the parts' bisectors at
        // radius / cos(s/2). Turning counter-clockwise when u1 is counter-clockwise of u0, else
        // clockwise (a half turn exactly goes clockwise). cos(s/2): the sweep's half-angle cosine
        // halved `depth` times (the stores wait on these square roots; no branch does).
        var cosHalf = ((1 + dot) * 0.5).squareRoot()
        for _ in 0..<depth { cosHalf = ((1 + cosHalf) * 0.5).squareRoot() }
        let sinHalf = (max(0, 1 - cosHalf * cosHalf)).squareRoot() * (u0.cross(u1) > 0 ? 1 : -1)
        let scale = radius / cosHalf
        let cosStep = 2 * cosHalf * cosHalf - 1
        let sinStep = 2 * sinHalf * cosHalf
        var w = InkVector(u0.x * cosHalf - u0.y * sinHalf, u0.x * sinHalf + u0.y * cosHalf)
        let corners = 1 << depth
        var p = out
        for _ in 0..<corners {
            p.initialize(to: CGPoint(x: center.x + w.x * scale, y: center.y + w.y * scale))
            p += stride
            w = InkVector(w.x * cosStep - w.y * sinStep, w.x * sinStep + w.y * cosStep)
        }
        return corners
    }
}
