import Foundation
import Testing
import TouchKit

@MainActor
@Suite("Control and Button: tracking, events, per-state looks")
struct ButtonTests {
    func setUp() -> (Window, Button, CallLog) {
        let window = makeWindow()
        let button = Button(type: .system)
        button.setTitle("Play", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        window.rootViewController!.view.addSubview(button)
        let log = CallLog()
        for (event, name) in [
            (Control.Event.touchDown, "down"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
            (.touchCancel, "cancel"), (.touchDragExit, "exit"), (.touchDragEnter, "enter"),
            (.primaryActionTriggered, "primary"),
        ] {
            button.addAction(Action(title: name) { action in log.lines.append(action.title) }, for: event)
        }
        return (window, button, log)
    }

    @Test("A tap: down, then up inside and the primary action; highlighted only while down")
    func tap() {
        let (window, button, log) = setUp()
        var finger = Finger(window)
        finger.down(150, 120)
        #expect(button.isHighlighted && button.isTracking)
        #expect(button.titleLabel?.alpha == 0.2)
        finger.up()
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(log.take() == ["down", "upInside", "primary"])
    }

    @Test(
        "A single tap on a button wins over a single-tap recognizer on its superview, as UIKit's controls do since iOS 6"
    )
    func tapOverSuperviewRecognizer() {
        // Before the fix the superview's recognizer took the tap and cancelled the button's touch:
        // AppChat's reply screen (a dismissing tap on its view, emoji buttons in it) closed without
        // sending the reply.
        let (window, button, log) = setUp()
        let backdrop = window.rootViewController!.view!
        let tap = TapGestureRecognizer()
        tap.addAction { log.lines.append("backdrop.\($0.state)") }
        backdrop.addGestureRecognizer(tap)
        var finger = Finger(window)
        finger.tap(150, 120)
        #expect(log.take() == ["down", "upInside", "primary"])
        finger.time += 1
        finger.tap(20, 400)
        #expect(log.take() == ["backdrop.ended"], "outside the button the recognizer still taps")
        button.isEnabled = false
        finger.time += 1
        finger.tap(150, 120)
        #expect(
            log.take() == ["backdrop.ended"], "a disabled button takes no action, so it lets the tap through")
    }

    @Test("Recognizers the button's single tap does not overlap still begin: its own, a double tap")
    func recognizersThatStillBegin() {
        let (window, button, log) = setUp()
        let own = TapGestureRecognizer()
        own.addAction { log.lines.append("own.\($0.state)") }
        button.addGestureRecognizer(own)
        var finger = Finger(window)
        finger.tap(150, 120)
        #expect(log.take().contains("own.ended"))
        button.removeGestureRecognizer(own)
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addAction { log.lines.append("double.\($0.state)") }
        window.rootViewController!.view.addGestureRecognizer(double)
        finger.time += 1
        finger.tap(150, 120)
        finger.time += 0.1
        finger.tap(150, 120)
        #expect(log.take().contains("double.ended"))
        #expect(button.gestureRecognizerShouldBegin(double))
        let single = TapGestureRecognizer()
        window.rootViewController!.view.addGestureRecognizer(single)
        #expect(!button.gestureRecognizerShouldBegin(single))
        #expect(window.rootViewController!.view.gestureRecognizerShouldBegin(single))
    }

    @Test("Dragging more than 70 points out exits; lifting there is up-outside")
    func dragOut() {
        let (window, button, log) = setUp()
        var finger = Finger(window)
        finger.down(150, 120)
        finger.move(150, 210)
        #expect(button.isHighlighted)
        finger.move(150, 300)
        #expect(!button.isHighlighted)
        finger.move(150, 130)
        finger.move(150, 300)
        finger.up()
        #expect(log.take() == ["down", "exit", "enter", "exit", "upOutside"])
    }

    @Test("A cancelled touch sends touchCancel; a disabled button ignores touches")
    func cancelAndDisabled() {
        let (window, button, log) = setUp()
        var finger = Finger(window)
        finger.down(150, 120)
        finger.cancel()
        #expect(log.take() == ["down", "cancel"])
        button.isEnabled = false
        #expect(button.currentTitleColor == .gray)
        finger.time += 1
        finger.tap(150, 120)
        #expect(log.take().isEmpty)
    }

    @Test("Titles, colours and images per state fall back to normal")
    func states() {
        let button = Button(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitleColor(.black, for: .normal)
        #expect(button.currentTitle == "Normal")
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        #expect(button.currentTitleColor == .black)
        #expect(button.title(for: .highlighted) == "Normal")
        button.setImage(Image(systemName: "play.fill"), for: .normal)
        #expect(button.currentImage?.name == "play.fill")
        #expect(button.intrinsicContentSize.height == 30)
        #expect(button.state == .selected)
        #expect(button.buttonType == .custom)
        #expect(Button(frame: .zero).buttonType == .custom)
    }

    @Test("addTarget with a method reference; the sender is the button")
    func target() {
        @MainActor final class Screen {
            var titles: [String?] = []
            func pressed(_ sender: Button) { titles.append(sender.currentTitle) }
        }
        let (window, button, _) = setUp()
        let screen = Screen()
        button.addTarget(screen, action: Screen.pressed, for: .touchUpInside)
        var finger = Finger(window)
        finger.tap(150, 120)
        #expect(screen.titles == ["Play"])
    }

    @Test(
        "An iOS 15 configuration in code: filled draws the tint behind a white title; its action runs on a tap"
    )
    func configuration() {
        let window = makeWindow()
        let log = CallLog()
        var configuration = Button.Configuration.filled()
        configuration.title = "Order"
        configuration.baseBackgroundColor = .systemGreen
        let button = Button(
            configuration: configuration,
            primaryAction: Action(title: "order") { _ in log.lines.append("order") })
        button.frame = CGRect(origin: CGPoint(x: 100, y: 100), size: button.intrinsicContentSize)
        window.rootViewController!.view.addSubview(button)
        window.layoutIfNeeded()
        #expect(button.currentTitle == "Order")
        #expect(button.backgroundColor == .systemGreen)
        #expect(button.currentTitleColor == .white)
        #expect(button.cornerRadius == 6)
        // No dimming: a configured button keeps its title while highlighted.
        var finger = Finger(window)
        finger.down(110, 110)
        #expect(button.titleLabel?.alpha == 1)
        finger.up()
        #expect(log.take() == ["order"])
        // Disabled: grey, whatever the style.
        button.isEnabled = false
        #expect(button.currentTitleColor == .gray)
        #expect(button.backgroundColor == .systemGray5)
        // Removing the configuration brings the per-state look back.
        button.configuration = nil
        #expect(button.currentTitle == nil)
        #expect(button.backgroundColor == nil && button.cornerRadius == 0)
    }
}
