import CoreGraphics
import Foundation
import QuartzCore
import Testing
import TouchKit

/// iOS code styles its views through their layers (`button.layer.cornerRadius = 8`, a border, a
/// shadow) and adds plain layers as decoration: each shows as the view (or the layer's own view)
/// draws it, and nothing leaks.
@MainActor
@Suite("CALayer: a view's layer and standalone layers, drawn by TouchKit views")
struct CALayerTests {
    @Test("view.layer is one object whose properties are the view's")
    func viewBackedLayer() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        let layer = view.layer
        #expect(view.layer === layer)
        #expect(layer.isViewBacked)
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = Color.systemBlue.cgColor
        layer.masksToBounds = true
        layer.opacity = 0.5
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.cornerRadius == 8)
        #expect(view.borderWidth == 1)
        #expect(view.borderColor == .systemBlue)
        #expect(view.clipsToBounds)
        #expect(view.alpha == 0.5)
        #expect(view.shadowOpacity == 0.3)
        #expect(view.shadowOffset == CGSize(width: 0, height: 2))
        #expect(view.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(layer.frame == view.frame)
        #expect(layer.position == CGPoint(x: 60, y: 40))
        // Core Animation's defaults: an opaque black border colour, a shadow radius of 3.
        #expect(View().layer.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(View().layer.shadowRadius == 3)
    }

    @Test("a CALayer() added as a sublayer draws under its parent, takes no touches, and comes out again")
    func standaloneSublayer() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = CALayer()
        badge.frame = CGRect(x: 150, y: 10, width: 40, height: 40)
        badge.cornerRadius = 20
        badge.backgroundColor = Color.systemRed.cgColor
        view.layer.addSublayer(badge)
        #expect(badge.superlayer === view.layer)
        #expect(view.layer.sublayers?.contains { $0 === badge } == true)
        #expect(badge.hostView.superview === view)
        #expect(!badge.hostView.isUserInteractionEnabled)
        #expect(badge.hostView.layer === badge)
        #expect(view.hitTest(CGPoint(x: 170, y: 30), with: nil) === view)
        badge.removeFromSuperlayer()
        #expect(badge.superlayer == nil)
        #expect(badge.hostView.superview == nil)
        #expect(view.layer.sublayers == nil)
    }

    @Test("a view and its layer, and a layer and its view, are freed together (no cycle)")
    func noCycles() {
        weak var view: View?
        weak var layer: CALayer?
        do {
            let made = View()
            layer = made.layer
            view = made
        }
        #expect(view == nil)
        #expect(layer == nil)
        weak var standalone: CALayer?
        weak var itsView: View?
        do {
            let made = CALayer()
            itsView = made.hostView
            standalone = made
        }
        #expect(standalone == nil)
        #expect(itsView == nil)
    }

    @Test("CGColor: RGB and gray components, equality, alpha copies; UIColor.cgColor round trips")
    func colors() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.components == [1, 0, 0, 1])
        #expect(red.numberOfComponents == 4)
        #expect(CGColor(gray: 0.5, alpha: 2).components == [0.5, 1])
        #expect(red.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(red == Color.red.cgColor)
        #expect(Color(cgColor: CGColor(gray: 1, alpha: 1)) == .white)
        #expect(Color(cgColor: Color.systemTeal.cgColor) == .systemTeal)
    }

    @Test("CATransaction groups: completion blocks run when the outermost transaction commits")
    func transactions() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(log.isEmpty)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(log == ["outer", "inner"])
        CATransaction.setDisableActions(false)
        CATransaction.setCompletionBlock { log.append("now") }
        #expect(log.last == "now")
    }

    @Test(
        "A line layer anchored at its left end, as TouchCanvas draws its reticle: position places that end, rotation turns about it"
    )
    func anchorPoint() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 50, y: 45, width: 100, height: 10))
        #expect(layer.position == CGPoint(x: 50, y: 50))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(layer.position == CGPoint(x: 50, y: 50), "the anchor stays put")
        let centre = layer.hostView.center
        #expect(
            abs(centre.x - 50) < 1e-9 && abs(centre.y - 100) < 1e-9, "the bar now hangs down from (50, 50)")
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(layer.position == CGPoint(x: 50, y: 50), "a new anchor keeps position and moves the layer")
        #expect(layer.hostView.center == CGPoint(x: 50, y: 50))
    }

    @Test(
        "A layer's contents image is drawn upright where its gravity says, at its contentsScale, and goes with nil"
    )
    func contents() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let image = try #require(
            CGImage(width: 20, height: 10, premultipliedRGBA: [UInt8](repeating: 255, count: 20 * 10 * 4)))
        layer.contentsGravity = kCAGravityCenter
        layer.contentsScale = 2
        layer.contents = image
        let list = try #require(layer.hostView.drawnContent)
        guard case .drawImage(let rect, let drawn, _)? = list.commands.last else {
            Issue.record("no image drawn: \(list.commands)")
            return
        }
        #expect(drawn.width == 20 && drawn.height == 10)
        #expect(rect.size == CGSize(width: 10, height: 5), "20 × 10 pixels at 2× are 10 × 5 points")
        #expect(
            CALayerContentsGravity.center.rect(for: CGSize(width: 10, height: 5), in: layer.bounds)
                == CGRect(x: 15, y: 17.5, width: 10, height: 5))
        #expect(
            CALayerContentsGravity.resizeAspect.rect(for: CGSize(width: 20, height: 10), in: layer.bounds)
                == CGRect(x: 0, y: 10, width: 40, height: 20))
        layer.contents = nil
        #expect(layer.hostView.drawnContent == nil)
    }
}
