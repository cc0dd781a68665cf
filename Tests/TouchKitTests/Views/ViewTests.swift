import CoreGraphics
import ForceTouch
import Foundation
import Testing
import TouchKit

@MainActor
@Suite("View: geometry, hierarchy, hit testing, layout, traits")
struct ViewTests {
    @Test("frame, bounds and center stay consistent; changing the bounds' size keeps the centre")
    func geometry() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(view.frame == CGRect(x: 35, y: 20, width: 50, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -25, y: -25, width: 50, height: 50))
    }

    @Test("A transform scales around the centre; frame is its bounding box")
    func transform() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(view.bounds.size == CGSize(width: 100, height: 100))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        parent.addSubview(view)
        #expect(view.convert(CGPoint(x: 100, y: 100), to: parent) == CGPoint(x: 150, y: 150))
        #expect(parent.convert(CGPoint(x: 150, y: 150), to: view) == CGPoint(x: 100, y: 100))
        #expect(
            CGPoint(x: 2, y: 3).applying(CGAffineTransform(scaleX: 2, y: 3).inverted()) == CGPoint(x: 1, y: 1)
        )
        #expect(
            CGPoint.zero.applying(
                CGAffineTransform(translationX: 5, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 1)))
                == CGPoint(x: 10, y: 0))
    }

    @Test("Converting points between views goes through the window, bounds origins included")
    func convert() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scroller = View(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        let child = View(frame: CGRect(x: 10, y: 60, width: 40, height: 40))
        window.addSubview(scroller)
        scroller.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 110))
        #expect(child.convert(CGPoint(x: 10, y: 110), from: nil) == .zero)
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 40, height: 40), to: window)
                == CGRect(x: 10, y: 110, width: 40, height: 40))
        let other = View(frame: CGRect(x: 200, y: 0, width: 10, height: 10))
        window.addSubview(other)
        #expect(child.convert(CGPoint.zero, to: other) == CGPoint(x: -190, y: 110))
        #expect(
            other.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: child)
                == CGRect(x: -190, y: 110, width: 1, height: 1))
    }

    @Test("Subviews: add, insert, reorder, remove, with the window callbacks")
    func hierarchy() {
        final class Tracking: View {
            var calls: [String] = []
            override func willMove(toWindow newWindow: Window?) {
                calls.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
            }
            override func didMoveToWindow() { calls.append("didMoveToWindow") }
            override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(), b = View(), c = View()
        let tracked = Tracking()
        window.addSubview(a)
        window.addSubview(b)
        window.insertSubview(c, at: 0)
        #expect(window.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        window.bringSubviewToFront(c)
        window.sendSubviewToBack(b)
        #expect(window.subviews.map { ObjectIdentifier($0) } == [b, a, c].map { ObjectIdentifier($0) })
        window.insertSubview(b, aboveSubview: c)
        #expect(window.subviews.last === b)
        window.insertSubview(b, belowSubview: a)
        #expect(window.subviews.first === b)
        a.addSubview(tracked)
        #expect(tracked.window === window && tracked.superview === a)
        tracked.removeFromSuperview()
        #expect(
            tracked.calls == [
                "willMove(toWindow: window)", "didMoveToWindow", "didMoveToSuperview",
                "willMove(toWindow: nil)", "didMoveToWindow", "didMoveToSuperview",
            ])
        c.addSubview(a)
        #expect(a.superview === c && window.subviews.count == 2)
        #expect(a.isDescendant(of: window) && !window.isDescendant(of: a))
    }

    @Test("Adding a view into its own subtree is refused")
    func cycle() {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
    }

    @Test("viewWithTag searches depth first, self included")
    func tags() {
        let root = View()
        let a = View()
        a.tag = 7
        let b = View()
        b.tag = 7
        root.addSubview(a)
        a.addSubview(b)
        #expect(root.viewWithTag(7) === a)
        #expect(a.viewWithTag(7) === a)
        #expect(root.viewWithTag(8) == nil)
    }

    static let hitCases: [(String, (View) -> Void, Bool)] = [
        ("visible", { _ in }, true),
        ("hidden", { $0.isHidden = true }, false),
        ("alpha 0.009", { $0.alpha = 0.009 }, false),
        ("alpha 0.01", { $0.alpha = 0.01 }, true),
        ("interaction off", { $0.isUserInteractionEnabled = false }, false),
    ]

    @Test("Hit testing skips hidden, transparent and non-interactive views", arguments: 0..<5)
    func hitTesting(index: Int) {
        let (_, change, hits) = Self.hitCases[index]
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) == nil, "a window is hidden until shown")
        window.makeKeyAndVisible()
        let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(back)
        back.addSubview(front)
        change(front)
        #expect((window.hitTest(CGPoint(x: 20, y: 20), with: nil) === front) == hits)
        #expect(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === back)
    }

    @Test("Subviews outside their parent's bounds are not hit; front subviews win")
    func hitOrder() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let small = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let outside = View(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        small.addSubview(outside)
        root.addSubview(small)
        let front = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 2, y: 2), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 7, y: 7), with: nil) === outside)
        #expect(root.hitTest(CGPoint(x: 200, y: 2), with: nil) == nil)
    }

    @Test("Layout runs only where needed, parents first, once per change")
    func layout() {
        final class Counting: View {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(root.count == 1 && child.count == 1)
        root.layoutIfNeeded()
        #expect(root.count == 1 && child.count == 1)
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.count == 1 && child.count == 2)
        child.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(child.count == 2)
        child.frame = CGRect(x: 5, y: 5, width: 20, height: 10)
        root.layoutIfNeeded()
        #expect(child.count == 3)
    }

    @Test("Traits are unspecified outside a window and arrive with traitCollectionDidChange on entering one")
    func traits() {
        final class Watching: View {
            var changes: [ForceTouchCapability] = []
            override func traitCollectionDidChange(_ previous: TraitCollection?) {
                changes.append(traitCollection.forceTouchCapability)
            }
        }
        let view = Watching()
        #expect(view.traitCollection.forceTouchCapability == .unknown)
        let window = makeWindow(capability: .available)
        window.rootViewController!.view.addSubview(view)
        #expect(view.traitCollection.forceTouchCapability == .available)
        window.screenTraitCollection.forceTouchCapability = .unavailable
        view.removeFromSuperview()
        #expect(view.changes == [.available, .unavailable, .unknown])
    }

    @Test("tintColor inherits from the superview and defaults to system blue")
    func tint() {
        let parent = View()
        let child = ImageView(image: Image(systemName: "star"))
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        child.tintColor = .black
        parent.tintColor = .systemGreen
        #expect(child.tintColor == .black)
    }
}

@MainActor
@Suite("View: back pointers when a view goes away")
struct ViewLifetimeTests {
    @Test("A deallocated superview leaves its subviews without a superview; its recognizers without a view")
    func deallocation() {
        let child = View()
        let recognizer = TapGestureRecognizer()
        do {
            let parent = View()
            parent.addSubview(child)
            parent.addGestureRecognizer(recognizer)
            #expect(child.superview === parent)
            #expect(recognizer.view === parent)
        }
        #expect(child.superview == nil)
        #expect(recognizer.view == nil)
    }
}
