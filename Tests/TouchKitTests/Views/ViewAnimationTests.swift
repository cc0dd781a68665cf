import CoreGraphics
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

@MainActor
@Suite("View.animate with options and springs: a pulsing reply button")
struct ViewAnimationOptionsTests {
    @Test("The options' curve reaches the render tree; the completion waits for the clock")
    func options() {
        let fixture = launchedApp { ViewController() }
        let window = fixture.host.application!.keyWindow!
        let bubble = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.rootViewController!.view.addSubview(bubble)
        var finished: [Bool] = []
        View.animate(withDuration: 0.25, delay: 0.05, options: [.curveLinear, .allowUserInteraction]) {
            bubble.alpha = 0.2
        } completion: {
            finished.append($0)
        }
        #expect(bubble.alpha == 0.2)
        #expect(RenderTreeBuilder().render(bubble).attributes.transition?.curve == .linear)
        fixture.clock.advance(by: 0.29)
        fixture.host.tick()
        #expect(finished.isEmpty)
        fixture.clock.advance(by: 0.01)
        fixture.host.tick()
        #expect(finished == [true])
    }

    @Test("A spring animation jumps to its values and completes after its duration")
    func spring() {
        let fixture = launchedApp { ViewController() }
        let window = fixture.host.application!.keyWindow!
        let button = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.rootViewController!.view.addSubview(button)
        var finished = false
        View.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            options: [.beginFromCurrentState]
        ) {
            button.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
        } completion: {
            finished = $0
        }
        #expect(button.transform.a == 1.4)
        fixture.clock.advance(by: 0.3)
        fixture.host.tick()
        #expect(finished)
    }

    @Test("A repeating pulse never completes by itself; removeAllAnimations ends it with false")
    func repeatUntilRemoved() {
        let fixture = launchedApp { ViewController() }
        let window = fixture.host.application!.keyWindow!
        let button = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.rootViewController!.view.addSubview(button)
        var finished: [Bool] = []
        View.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse]) {
            button.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
        } completion: {
            finished.append($0)
        }
        fixture.clock.advance(by: 10)
        fixture.host.tick()
        #expect(finished.isEmpty)
        #expect(RenderTextRenderer.line(for: RenderTreeBuilder().render(button)).contains("transition"))
        button.removeAllAnimations()
        #expect(finished == [false])
        #expect(!RenderTextRenderer.line(for: RenderTreeBuilder().render(button)).contains("transition"))
        button.removeAllAnimations()
        #expect(finished == [false], "an ended animation does not complete twice")
    }

    @Test("The curve options carry UIKit's raw values")
    func rawValues() {
        #expect(View.AnimationOptions.curveEaseOut.rawValue == 131_072)
        #expect(View.AnimationOptions.repeat.rawValue == 8)
        #expect(View.AnimationOptions([.curveEaseIn, .autoreverse]).curve == .easeIn)
        #expect(View.AnimationOptions([]).curve == .easeInOut)
    }
}
