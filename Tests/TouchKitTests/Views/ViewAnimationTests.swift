import Foundation
import Testing
import TouchKit

@MainActor
@Suite("View.animate: changes at once, the animation as data")
struct ViewAnimationTests {
    @Test("Changed views carry a properties transition until the host's clock passes its end")
    func animate() {
        let fixture = launchedApp { ViewController() }
        let window = fixture.host.application!.keyWindow!
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let untouched = View(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        window.rootViewController!.view.addSubview(box)
        window.rootViewController!.view.addSubview(untouched)
        fixture.clock.advance(by: 2)
        var finished: [Bool] = []
        View.animate(withDuration: 0.3, curve: .easeOut) {
            box.alpha = 0.5
            box.frame.origin.x = 100
        } completion: {
            finished.append($0)
        }
        #expect(box.alpha == 0.5 && box.frame.minX == 100)
        let builder = RenderTreeBuilder()
        let text = RenderTextRenderer.render(builder.render(window))
        #expect(text.contains("alpha=0.5 transition=properties/0.3s@2"))
        #expect(!RenderTextRenderer.line(for: builder.render(untouched)).contains("transition"))
        #expect(fixture.host.nextDeadline == 2.3)
        fixture.clock.advance(by: 0.3)
        fixture.host.tick()
        #expect(finished == [true])
        #expect(!RenderTextRenderer.render(builder.render(window)).contains("transition"))
    }

    @Test("Without an application the completion runs at once")
    func unhosted() {
        let view = View()
        var finished = false
        View.animate(
            withDuration: 1, animations: { view.backgroundColor = .black }, completion: { finished = $0 })
        #expect(finished)
        #expect(view.backgroundColor == .black)
    }
}
