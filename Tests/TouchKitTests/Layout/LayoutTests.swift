import CoreGraphics
import Testing

@testable import TouchKit

@MainActor
@Suite struct LayoutTests {
    /// A root view 375 × 667 with one subview constrained by `make`.
    private func laidOut(_ make: (View, Label) -> [LayoutConstraint]) -> (View, Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = Label()
        label.text = "Hello"
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate(make(root, label))
        root.layoutIfNeeded()
        return (root, label)
    }

    @Test func aLabelPinnedToTheEdgesFillsItsSuperview() {
        let (_, label) = laidOut { root, label in
            [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
            ]
        }
        #expect(label.frame == CGRect(x: 16, y: 20, width: 343, height: 627))
    }

    @Test func aFixedSizeViewIsCentredWithAnchors() {
        let (_, label) = laidOut { root, label in
            [
                label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                label.widthAnchor.constraint(equalToConstant: 100),
                label.heightAnchor.constraint(equalToConstant: 40),
            ]
        }
        #expect(label.frame == CGRect(x: 137.5, y: 313.5, width: 100, height: 40))
    }

    @Test func changingAConstantMovesTheViewAtTheNextLayout() {
        var leading: LayoutConstraint!
        let (root, label) = laidOut { root, label in
            leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -300)
            return [
                leading, label.topAnchor.constraint(equalTo: root.topAnchor),
                label.widthAnchor.constraint(equalToConstant: 300),
                label.heightAnchor.constraint(equalToConstant: 600),
            ]
        }
        #expect(label.frame.minX == -300)
        leading.constant = 0
        root.layoutIfNeeded()
        #expect(label.frame.minX == 0)
    }

    @Test func anUnsatisfiablePairIsLoggedAndTheNewOneBroken() {
        LayoutEngine.log = []
        let (_, label) = laidOut { root, label in
            [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
                label.heightAnchor.constraint(equalToConstant: 10),
                label.widthAnchor.constraint(equalToConstant: 100),
                label.widthAnchor.constraint(equalToConstant: 200),
            ]
        }
        #expect(label.frame.width == 100)
        #expect(LayoutEngine.log.last?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    }

    @Test func aLabelWithoutAWidthTakesItsIntrinsicWidth() {
        let (_, label) = laidOut { root, label in
            [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func theSafeAreaOfAnIPhoneXShapedScreenInsetsTheStatusBarAndTheHomeIndicator() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let label = Label()
        window.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let guide = window.safeAreaLayoutGuide
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.topAnchor.constraint(equalTo: guide.topAnchor),
            label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        // Window(frame:) is on an iPhone 6s screen: a 20-point status bar.
        #expect(label.frame == CGRect(x: 0, y: 20, width: 375, height: 792))
    }
}
