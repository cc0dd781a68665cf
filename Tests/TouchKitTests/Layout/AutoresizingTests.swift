import Foundation
import Testing

@testable import TouchKit

/// Springs and struts as code-made views of the iOS 2–5 era (and kylebshr/context-menus' preview
/// image view) use them: a subview with `autoresizingMask` follows its superview's size changes.
@MainActor
@Suite("View: autoresizingMask and autoresizesSubviews")
struct AutoresizingTests {
    @Test("flexible width and height keep the margins; the view grows and shrinks with its superview")
    func flexibleSize() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = View(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        #expect(child.frame == CGRect(x: 10, y: 20, width: 280, height: 110))
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(child.frame == CGRect(x: 10, y: 20, width: 80, height: 10))
    }

    @Test(
        "flexible margins share the change in proportion; fixed views stay; a bounds origin change moves nothing"
    )
    func margins() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let centred = View(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
        centred.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        let pinnedRight = View(frame: CGRect(x: 150, y: 0, width: 40, height: 10))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let fixed = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let proportional = View(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
        proportional.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        for view in [centred, pinnedRight, fixed, proportional] { parent.addSubview(view) }
        parent.frame.size = CGSize(width: 300, height: 140)
        #expect(centred.frame == CGRect(x: 100, y: 45, width: 100, height: 50))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 0, width: 40, height: 10))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        // 100 more points shared 20 : 60 between the left margin and the width.
        #expect(proportional.frame == CGRect(x: 45, y: 0, width: 135, height: 10))
        parent.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(centred.frame == CGRect(x: 100, y: 45, width: 100, height: 50))
    }

    @Test("autoresizesSubviews false and a view placed by constraints are left alone")
    func exclusions() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 250
        #expect(child.frame.width == 200)
        parent.autoresizesSubviews = true
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.frame.size.width = 300
        #expect(child.frame.width == 200)
        #expect(View.AutoresizingMask.flexibleHeight.rawValue == 16)
    }

    @Test("systemLayoutSizeFitting: intrinsic sizes where the view has them, the target elsewhere")
    func fitting() {
        let stack = StackView(arrangedSubviews: [Label(), Label()])
        (stack.arrangedSubviews[0] as! Label).text = "Symbol"
        (stack.arrangedSubviews[1] as! Label).text = "name"
        stack.axis = .vertical
        stack.spacing = 8
        let natural = stack.intrinsicContentSize
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == natural)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        #expect(
            stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                == CGSize(width: natural.width + 32, height: natural.height + 16))
        let plain = View()
        #expect(plain.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == .zero)
        #expect(
            plain.systemLayoutSizeFitting(
                CGSize(width: 320, height: 10), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 10))
        #expect(
            stack.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).width == 320)
    }
}
