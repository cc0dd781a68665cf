import Foundation
import Testing
import TouchKit

/// The presentation's numbers: the preview's size from `preferredContentSize`, 0 meaning the default.
@Suite("PreviewingConfiguration: preview sizes")
struct PreviewingConfigurationTests {
    static let cases: [(CGSize, CGSize)] = [
        (.zero, CGSize(width: 355, height: 539)),
        (CGSize(width: 200, height: 0), CGSize(width: 200, height: 539)),
        (CGSize(width: 0, height: 300), CGSize(width: 355, height: 300)),
        (CGSize(width: 200, height: 300), CGSize(width: 200, height: 300)),
        (CGSize(width: 1000, height: 1000), CGSize(width: 355, height: 647)),
        (CGSize(width: -5, height: CGFloat.nan), CGSize(width: 355, height: 539)),
        (CGSize(width: CGFloat.infinity, height: 10), CGSize(width: 355, height: 10)),
    ]

    @Test(
        "On a 375 × 667 screen: 0 (or nonsense) in a dimension is the default, 355 × 539; at most 10 from the edges",
        arguments: cases)
    func sizes(preferred: CGSize, expected: CGSize) {
        #expect(
            PreviewingConfiguration.standard.previewSize(
                preferred: preferred, in: CGSize(width: 375, height: 667)) == expected)
    }

    @Test("The defaults are the documented numbers")
    func defaults() {
        let configuration = PreviewingConfiguration()
        #expect(configuration.defaultHorizontalMargin == 10)
        #expect(configuration.defaultVerticalMargin == 64)
        #expect(configuration.maximumBlurRadius == 30)
        #expect(configuration.dimmingColor == Color(white: 0, alpha: 0.35))
        #expect(configuration.previewShadowOpacity == 0.35)
        #expect(configuration.actionRevealDistance == 50)
        #expect(configuration.actionRowHeight == 57)
        #expect(configuration == .standard)
    }

    @MainActor
    @Test("The preview appears at its preferred size, centred over the blur")
    func appliedOnScreen() throws {
        let (window, _, list) = makePreviewScreen()
        list.preferredSize = CGSize(width: 300, height: 0)
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
        finger.ramp(to: 4.6)
        finger.hold(0.2)
        let preview = try #require(list.lastPreview)
        #expect(
            preview.view.convert(preview.view.bounds, to: nil)
                == CGRect(x: 37.5, y: 64, width: 300, height: 539))
        finger.up()
    }
}
