import Testing
import TouchKit

@MainActor
@Suite("VisualEffectView: made without an effect")
struct VisualEffectViewTests {
    @Test("VisualEffectView() has no effect and its content view, and takes one later")
    func withoutEffect() {
        let view = VisualEffectView()
        #expect(view.effect == nil)
        #expect(view.contentView.superview === view)
        view.effect = BlurEffect(style: .light)
        #expect(view.effect == BlurEffect(style: .light))
    }
}
