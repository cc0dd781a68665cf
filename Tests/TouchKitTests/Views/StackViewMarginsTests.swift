import Foundation
import Testing

@testable import TouchKit

/// A stack view laid out inside its layout margins, as kylebshr/context-menus' preview stack
/// (`isLayoutMarginsRelativeArrangement = true` with 8/16-point margins).
@MainActor
@Suite("StackView: isLayoutMarginsRelativeArrangement")
struct StackViewMarginsTests {
    @Test("arranged views sit inside the margins, and the margins count in the intrinsic size")
    func margins() {
        let first = View(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let second = View(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.intrinsicContentSize == CGSize(width: 80, height: 108))
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(stack.intrinsicContentSize == CGSize(width: 112, height: 124))
        stack.frame = CGRect(x: 0, y: 0, width: 112, height: 124)
        stack.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 16, y: 8, width: 80, height: 80))
        #expect(second.frame == CGRect(x: 26, y: 96, width: 60, height: 20))
    }
}
