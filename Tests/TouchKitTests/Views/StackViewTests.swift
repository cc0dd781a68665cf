import Foundation
import Testing

@testable import TouchKit

/// A form's rows and a toolbar's buttons laid out by a stack view, as storyboards of iOS 9 and
/// later do: each distribution and alignment places the arranged views where UIKit would.
@MainActor
@Suite("StackView: arranged views by axis, spacing, distribution and alignment")
struct StackViewTests {
    /// A view with a fixed intrinsic size.
    final class Sized: View {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    func frames(_ stack: StackView) -> [CGRect] {
        stack.layoutIfNeeded()
        return stack.arrangedSubviews.filter { !$0.isHidden }.map(\.frame)
    }

    @Test(
        "Horizontal fill: intrinsic widths, the last view takes what is left; alignment fill spans the height"
    )
    func fill() {
        let stack = StackView(arrangedSubviews: [Sized(50, 20), Sized(30, 10), Sized(40, 30)])
        stack.spacing = 10
        #expect(stack.intrinsicContentSize == CGSize(width: 140, height: 30))
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        #expect(
            frames(stack) == [
                CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 60, y: 0, width: 30, height: 40),
                CGRect(x: 100, y: 0, width: 100, height: 40),
            ])
    }

    @Test("Vertical fillEqually with center alignment; a hidden view takes no space")
    func fillEquallyCentered() {
        let hidden = Sized(10, 10)
        hidden.isHidden = true
        let stack = StackView(arrangedSubviews: [Sized(100, 20), hidden, Sized(60, 30)])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 108)
        #expect(
            frames(stack) == [
                CGRect(x: 50, y: 0, width: 100, height: 50), CGRect(x: 70, y: 58, width: 60, height: 50),
            ])
        #expect(stack.intrinsicContentSize == CGSize(width: 100, height: 68))
    }

    @Test("equalSpacing shares the room between the gaps; fillProportionally scales by intrinsic widths")
    func spacingAndProportions() {
        let stack = StackView(arrangedSubviews: [Sized(20, 10), Sized(20, 10), Sized(20, 10)])
        stack.distribution = .equalSpacing
        stack.alignment = .top
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(frames(stack).map(\.minX) == [0, 40, 80])
        #expect(frames(stack).allSatisfy { $0.minY == 0 && $0.height == 10 })
        let proportional = StackView(arrangedSubviews: [Sized(10, 10), Sized(30, 10)])
        proportional.distribution = .fillProportionally
        proportional.frame = CGRect(x: 0, y: 0, width: 80, height: 10)
        #expect(frames(proportional).map(\.width) == [20, 60])
    }

    @Test("Removing an arranged view keeps it as a subview; removing it from the stack un-arranges it")
    func arrangement() {
        let a = Sized(10, 10)
        let b = Sized(10, 10)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b] && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        stack.insertArrangedSubview(b, at: 5)
        #expect(stack.arrangedSubviews == [b] && b.superview === stack)
    }
}
