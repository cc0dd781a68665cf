import CoreGraphics
import TestSupport
import Testing

/// Transforms as a view's `transform` uses them: a card scaled down on a press, a badge rotated, an
/// offset undone by its inverse.
@Suite("CGAffineTransform: Apple's matrix, order of steps and inverse")
struct CGAffineTransformTests {
    private func close(_ p: CGPoint, _ q: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
        abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
    }

    @Test("A translation moves a point; a scale multiplies it; identity leaves it")
    func basicSteps() {
        let p = CGPoint(x: 3, y: 4)
        #expect(p.applying(CGAffineTransform(translationX: 10, y: -2)) == CGPoint(x: 13, y: 2))
        #expect(p.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 6, y: 12))
        #expect(p.applying(.identity) == p)
        #expect(CGAffineTransform().isIdentity)
        #expect(!CGAffineTransform(scaleX: 0.95, y: 0.95).isIdentity)
    }

    @Test("A quarter turn maps (1, 0) to (0, 1): a = cos, b = sin, c = −sin, d = cos")
    func rotation() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    }

    @Test("concatenating applies self first: scale then translate differs from translate then scale")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test(
        "translatedBy, scaledBy and rotated(by:) put the new step before self, as CGAffineTransformTranslate does"
    )
    func prependedSteps() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 1)
        // Translate first (1+10, 1), then scale: (22, 2).
        #expect(p.applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
        #expect(
            p.applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 3, y: 1)) == CGPoint(x: 8, y: 6))
        let turned = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi)
        #expect(close(p.applying(turned), CGPoint(x: 99, y: -1)))
    }

    @Test("inverted() undoes any invertible transform (random, seed 0x6A09E667)")
    func inverseRoundTrip() {
        var random = SplitMix64(seed: 0x6A09_E667)
        for _ in 0..<500 {
            let t = CGAffineTransform(rotationAngle: .random(in: -4...4, using: &random))
                .scaledBy(x: .random(in: 0.1...5, using: &random), y: .random(in: 0.1...5, using: &random))
                .translatedBy(
                    x: .random(in: -500...500, using: &random), y: .random(in: -500...500, using: &random))
            let p = CGPoint(
                x: .random(in: -1000...1000, using: &random), y: .random(in: -1000...1000, using: &random))
            #expect(close(p.applying(t).applying(t.inverted()), p, tolerance: 1e-6))
            #expect(close(p.applying(t.concatenating(t.inverted())), p, tolerance: 1e-6))
        }
    }

    @Test(
        "A singular transform (a zero scale) is returned unchanged by inverted(), as Core Graphics documents")
    func singularInverse() {
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test(
        "A rect under a rotation becomes the box of its corners; a size ignores translation; null stays null")
    func rectsAndSizes() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX - -10) < 1e-9 && abs(turned.minY) < 1e-9)
        #expect(abs(turned.width - 10) < 1e-9 && abs(turned.height - 20) < 1e-9)
        #expect(
            CGSize(width: 4, height: 2).applying(CGAffineTransform(translationX: 9, y: 9))
                == CGSize(width: 4, height: 2))
        #expect(
            CGSize(width: 4, height: 2).applying(CGAffineTransform(scaleX: -1, y: 2))
                == CGSize(width: -4, height: 4))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test("Coded as Apple codes it: an unkeyed list [a, b, c, d, tx, ty]; CGVector as [dx, dy]")
    func coding() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
        let vector = CGVector(dx: 1.5, dy: -2)
        #expect(String(decoding: try JSONEncoder().encode(vector), as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: Data("[1.5,-2]".utf8)) == vector)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CGAffineTransform.self, from: Data("[1,2]".utf8))
        }
        #expect(CGVector.zero == CGVector())
    }
}
