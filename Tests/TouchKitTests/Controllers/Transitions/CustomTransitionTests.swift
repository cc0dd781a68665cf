import Foundation
import Testing
import TouchKit

// A chat app's reaction picker, in the style of a 3D Touch sample: the chat screen presents a
// `.custom` picker over a dimmed screen; its animator fades the picker's bubbles in, and a firm press
// can drive the presentation through a percent-driven interaction.

/// What the picker's parts did, in order.
@MainActor
final class TransitionLog {
    var lines: [String] = []
}

/// Dims the chat behind the picker and puts the picker in the lower half of the screen.
@MainActor
final class DimmingPresentationController: PresentationController {
    let dimmingView = View()
    let log: TransitionLog

    init(presented: ViewController, presenting: ViewController?, log: TransitionLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.lines.append("presentationWillBegin container=\(containerView != nil)")
        dimmingView.frame = containerView!.bounds
        dimmingView.alpha = 0
        containerView!.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0.4
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.lines.append("presentationDidEnd(\(completed))")
    }

    override func dismissalTransitionWillBegin() {
        log.lines.append("dismissalWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.lines.append("dismissalDidEnd(\(completed))")
    }
}

/// Fades the picker in (presenting) or out (dismissing) over 0.4 s, then completes the transition.
@MainActor
final class BubbleAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let log: TransitionLog

    init(presenting: Bool, log: TransitionLog) {
        self.presenting = presenting
        self.log = log
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.4
    }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        log.lines.append("animate presenting=\(presenting) interactive=\(transitionContext.isInteractive)")
        if presenting {
            let picker = transitionContext.view(forKey: .to)!
            let controller = transitionContext.viewController(forKey: .to)!
            picker.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(picker)
            picker.alpha = 0
        }
        let picker = transitionContext.viewController(forKey: presenting ? .to : .from)!.view!
        guard transitionContext.isAnimated else {
            picker.alpha = presenting ? 1 : 0
            transitionContext.completeTransition(true)
            return
        }
        View.animate(withDuration: 0.4) {
            picker.alpha = self.presenting ? 1 : 0
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.lines.append("animationEnded(\(transitionCompleted))")
    }
}

/// The picker's transitioning delegate; `interactive` makes the next presentation percent-driven.
@MainActor
final class PickerTransitions: ViewControllerTransitioningDelegate {
    let log: TransitionLog
    var interactive = false
    var interaction: PercentDrivenInteractiveTransition?

    init(log: TransitionLog) { self.log = log }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        BubbleAnimator(presenting: true, log: log)
    }

    func animationController(forDismissed dismissed: ViewController) -> (
        any ViewControllerAnimatedTransitioning
    )? {
        BubbleAnimator(presenting: false, log: log)
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        DimmingPresentationController(presented: presented, presenting: presenting, log: log)
    }

    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        guard interactive else { return nil }
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        self.interaction = interaction
        return interaction
    }
}

/// The picker's screen, as a chat sample builds it: a tap anywhere on it closes it, and each
/// reaction button closes it and then sends that reaction (`onSend`, from the dismissal's completion).
@MainActor
final class ReactionPickerViewController: ViewController {
    let reactions = ["👍", "😄", "😢"]
    var onSend: ((String) -> Void)?
    private(set) var buttons: [Button] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in self.closeTapped() })
        for (index, reaction) in reactions.enumerated() {
            let button = Button(type: .system)
            button.setTitle(reaction, for: .normal)
            button.frame = CGRect(x: 40 + CGFloat(index) * 100, y: 120, width: 60, height: 60)
            button.addAction(
                Action { [unowned self] _ in
                    let send = self.onSend
                    self.dismiss(animated: true) { send?(reaction) }
                }, for: .primaryActionTriggered)
            view.addSubview(button)
            buttons.append(button)
        }
    }

    func closeTapped() { dismiss(animated: true) }
}

@MainActor
@Suite("Custom modal transitions: a reaction picker over a dimmed chat")
struct CustomTransitionTests {
    @MainActor
    struct Scene {
        let fixture: HostFixture
        let chat: ViewController
        let picker: ViewController
        let transitions: PickerTransitions
        let log: TransitionLog
        var window: Window { fixture.host.application!.keyWindow! }

        func advance(_ seconds: TimeInterval) {
            fixture.clock.advance(by: seconds)
            fixture.host.tick()
        }
    }

    func scene() -> Scene {
        let fixture = launchedApp { ViewController() }
        fixture.host.tick()
        let log = TransitionLog()
        let transitions = PickerTransitions(log: log)
        let picker = ViewController()
        picker.modalPresentationStyle = .custom
        picker.transitioningDelegate = transitions
        let chat = fixture.host.application!.keyWindow!.rootViewController!
        return Scene(fixture: fixture, chat: chat, picker: picker, transitions: transitions, log: log)
    }

    @Test("Presenting runs the app's animator in a container, where its presentation controller says")
    func present() {
        let scene = scene()
        var presented = false
        scene.chat.present(scene.picker, animated: true) { presented = true }
        #expect(
            scene.log.lines == [
                "presentationWillBegin container=true", "animate presenting=true interactive=false",
            ])
        let container = scene.picker.presentationController!.containerView!
        #expect(container.superview === scene.window && container.frame == scene.window.bounds)
        #expect(scene.picker.view.superview === container)
        #expect(scene.picker.view.frame.minY == scene.window.bounds.height / 2)
        #expect(scene.picker.view.alpha == 1)
        #expect(scene.chat.presentedViewController === scene.picker)
        #expect(scene.picker.transitionCoordinator != nil && scene.picker.isBeingPresented)
        let dimming = (scene.picker.presentationController as! DimmingPresentationController).dimmingView
        #expect(dimming.alpha == 0.4)
        #expect(!presented)
        scene.advance(0.39)
        #expect(!presented)
        scene.advance(0.01)
        #expect(presented)
        #expect(scene.log.lines.suffix(2) == ["presentationDidEnd(true)", "animationEnded(true)"])
        #expect(scene.picker.transitionCoordinator == nil && !scene.picker.isBeingPresented)
    }

    @Test("Dismissing runs the dismissal animator, then takes the container away")
    func dismiss() {
        let scene = scene()
        scene.chat.present(scene.picker, animated: false)
        scene.log.lines = []
        var dismissed = false
        scene.picker.dismiss(animated: true) { dismissed = true }
        #expect(scene.log.lines == ["dismissalWillBegin", "animate presenting=false interactive=false"])
        #expect(scene.picker.view.alpha == 0 && scene.picker.isBeingDismissed)
        let container = scene.picker.presentationController!.containerView!
        scene.advance(0.4)
        #expect(dismissed)
        #expect(container.superview == nil && scene.picker.view.superview == nil)
        #expect(scene.chat.presentedViewController == nil && scene.picker.presentationController == nil)
        #expect(scene.log.lines.suffix(2) == ["dismissalDidEnd(true)", "animationEnded(true)"])
    }

    @Test(
        "Tapping a reaction closes the picker, then its completion presents \"Reply sent\" from the window's root"
    )
    func reactionThenAlert() throws {
        // Before the fix the picker's own tap recognizer took the tap from the button: the picker
        // closed through `closeTapped`, with no completion, and no alert came.
        let scene = scene()
        let picker = ReactionPickerViewController()
        picker.modalPresentationStyle = .custom
        picker.transitioningDelegate = scene.transitions
        var sent: [String] = []
        picker.onSend = { reaction in
            sent.append(reaction)
            let alert = AlertController(
                title: reaction, message: "Reply sent to Lexi!", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .default))
            let window = scene.fixture.host.application!.keyWindow!
            window.rootViewController!.present(alert, animated: true)
        }
        scene.chat.present(picker, animated: true)
        scene.advance(0.4)
        #expect(scene.chat.presentedViewController === picker)
        let smile = picker.buttons[1]
        let center = smile.convert(CGPoint(x: smile.bounds.midX, y: smile.bounds.midY), to: scene.window)
        var finger = Finger(scene.window, time: scene.fixture.clock.now)
        finger.tap(center.x, center.y)
        scene.fixture.host.tick()
        #expect(picker.isBeingDismissed)
        scene.advance(0.4)
        #expect(sent == ["😄"])
        let alert = try #require(scene.chat.presentedViewController as? AlertController)
        #expect(alert.title == "😄" && alert.message == "Reply sent to Lexi!")
        #expect(picker.presentingViewController == nil)
        #expect(scene.fixture.recorder.diagnostics.isEmpty, "\(scene.fixture.recorder.diagnostics)")
    }

    @Test("A tap beside the reactions closes the picker without sending anything")
    func closeWithoutReaction() {
        let scene = scene()
        let picker = ReactionPickerViewController()
        picker.modalPresentationStyle = .custom
        picker.transitioningDelegate = scene.transitions
        var sent: [String] = []
        picker.onSend = { sent.append($0) }
        scene.chat.present(picker, animated: false)
        var finger = Finger(scene.window, time: scene.fixture.clock.now)
        finger.tap(20, scene.window.bounds.height - 40)
        scene.fixture.host.tick()
        scene.advance(0.4)
        #expect(sent.isEmpty)
        #expect(scene.chat.presentedViewController == nil)
    }

    @Test("Without animation the animator completes at once")
    func unanimated() {
        let scene = scene()
        var presented = false
        scene.chat.present(scene.picker, animated: false) { presented = true }
        #expect(presented)
        #expect(scene.log.lines.contains("presentationDidEnd(true)"))
    }

    @Test("A percent-driven presentation holds the animator's completion until the press finishes it")
    func interactiveFinish() {
        let scene = scene()
        scene.transitions.interactive = true
        var presented = false
        scene.chat.present(scene.picker, animated: true) { presented = true }
        #expect(scene.log.lines.contains("animate presenting=true interactive=true"))
        let interaction = scene.transitions.interaction!
        interaction.update(0.5)
        #expect(interaction.percentComplete == 0.5 && interaction.duration == 0.4)
        scene.advance(1)
        #expect(!presented, "held while the finger is down")
        interaction.finish()
        // The remaining half of 0.4 s at twice the speed: 0.1 s.
        scene.advance(0.09)
        #expect(!presented)
        scene.advance(0.01)
        #expect(presented)
        #expect(scene.chat.presentedViewController === scene.picker)
    }

    @Test("Cancelling a percent-driven presentation puts the views back and takes the picker away")
    func interactiveCancel() {
        let scene = scene()
        scene.transitions.interactive = true
        var presented = false
        scene.chat.present(scene.picker, animated: true) { presented = true }
        let interaction = scene.transitions.interaction!
        interaction.update(0.25)
        interaction.cancel()
        #expect(scene.picker.view.alpha == 0, "back to where the animator started it")
        scene.advance(0.05)
        #expect(!presented)
        #expect(scene.log.lines.suffix(2) == ["presentationDidEnd(false)", "animationEnded(false)"])
        #expect(scene.chat.presentedViewController == nil)
        #expect(scene.picker.view.superview == nil)
        #expect(scene.window.subviews.count == 1, "only the chat's view is left")
    }

    @Test("Dismissing while the presentation runs is reported and ignored, as UIKit logs")
    func dismissDuringPresentation() {
        let scene = scene()
        scene.chat.present(scene.picker, animated: true)
        scene.picker.dismiss(animated: true)
        #expect(scene.chat.presentedViewController === scene.picker)
        #expect(
            scene.fixture.recorder.diagnostics.contains {
                $0.message.contains("presentation or dismissal is in progress")
            })
    }

    @Test("A delegate without an animator gets the system's slide for a full-screen style")
    func systemAnimator() {
        let scene = scene()
        final class Plain: ViewControllerTransitioningDelegate {}
        let delegate = Plain()
        let modal = ViewController()
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = delegate
        var presented = false
        scene.chat.present(modal, animated: true) { presented = true }
        #expect(modal.view.frame == scene.window.bounds)
        #expect(scene.window.transitions.map(\.transition.kind) == [.present])
        scene.advance(1)
        #expect(presented)
    }
}
