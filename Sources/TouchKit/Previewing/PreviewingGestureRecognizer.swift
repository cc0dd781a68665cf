import ForceTouch
import Foundation

/// The recognizer a previewing registration attaches to its source view: it follows one finger with a
/// `ForcePressRecognizer` at the window's sensitivity and capability and drives the window's preview
/// presentation (UIKit attaches a private recognizer the same way).
///
/// It stays `possible` until the press hints. Then it asks the delegate for a preview: nil fails it,
/// and the press goes on as an ordinary touch (a tap on the row still selects it); a controller makes
/// it begin, which cancels the touch in the views and keeps other recognizers (a scroll view's pan)
/// from starting. Moving beyond the force recognizer's slop before the hint fails it, and a pan that
/// begins first fails it too: a scroll beats a press that has not hinted. It is the context's
/// `previewingGestureRecognizerForFailureRelationship`.
@MainActor
final class PreviewingGestureRecognizer: GestureRecognizer {
    /// The registration; when it is gone the recognizer fails every touch.
    weak var context: PreviewingContext?
    /// The press being followed.
    private(set) var press = ForcePressRecognizer()
    private var touch: Touch?
    /// The window's presenter, from the hint on (the source view may leave the window after a pop).
    private weak var presenter: PreviewPresenter?
    private var declined = false
    private(set) var isPresenting = false

    init() {
        super.init()
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard touch == nil, let first = touches.first else { return }
        guard let context, context.isRegistered, let window = view?.window else {
            state = .failed
            return
        }
        if context.isViewOwned, let webView = context.sourceView as? WebView, webView.usesLinkContextMenus {
            // iOS 13 and later: the web view's links open context menus instead.
            state = .failed
            return
        }
        touch = first
        let presenter = window.previewPresenter
        press = ForcePressRecognizer(
            configuration: presenter.pressConfiguration, sensitivity: presenter.sensitivity,
            capability: window.screenTraitCollection.forceTouchCapability)
        process(press.handle(first.sample), touch: first)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch, touches.contains(touch) else { return }
        if let sensitivity = (presenter ?? view?.window?.previewPresenter)?.sensitivity,
            press.sensitivity != sensitivity
        {
            press.sensitivity = sensitivity
        }
        process(press.handle(touch.sample), touch: touch)
        if isPresenting { presenter?.dragged(toY: touch.location(in: nil).y) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch, touches.contains(touch) else { return }
        process(press.handle(touch.sample), touch: touch)
        finish(presentingState: .ended)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch, touches.contains(touch) else { return }
        process(press.handle(touch.sample), touch: touch)
        finish(presentingState: .cancelled)
    }

    override func advance(to time: TimeInterval) {
        guard let touch, !declined, currentState == .possible || currentState.isRecognizing else { return }
        process(press.advance(to: time), touch: touch)
    }

    override var nextDeadline: TimeInterval? {
        guard touch != nil, !declined, currentState == .possible || currentState.isRecognizing else {
            return nil
        }
        return press.nextDeadline
    }

    override func reset() {
        super.reset()
        if isPresenting {
            // Failed or cancelled from outside while presenting (another recognizer won): take it down.
            isPresenting = false
            presenter?.dismiss(notifyingRecognizer: false)
        }
        presenter = nil
        touch = nil
        declined = false
        isPresenting = false
        press = ForcePressRecognizer()
    }

    /// The presentation this recognizer drives went away (dismissed from outside): stop following.
    func presentationEnded() {
        guard isPresenting else { return }
        isPresenting = false
        declined = true
        _ = press.cancel()
        if currentState.isRecognizing { state = .cancelled }
    }

    private func finish(presentingState: State) {
        if isPresenting {
            isPresenting = false
            state = presentingState
        } else if currentState == .possible {
            state = .failed
        }
        declined = true
    }

    private func process(_ events: ForcePressEvents, touch: Touch) {
        guard !declined else { return }
        for event in events {
            if !isPresenting {
                switch event.kind {
                case .hint:
                    guard begin(at: touch) else { return }
                case .cancelled:
                    // Moved beyond the slop before the hint: a scroll, not a press.
                    declined = true
                    if currentState == .possible { state = .failed }
                    return
                default:
                    continue
                }
            }
            guard let presenter else { return }
            presenter.handle(event, touchY: touch.location(in: nil).y)
            if isPresenting, !event.kind.isTerminal { state = .changed }
        }
    }

    /// Asks the delegate at the hint; false when there is no preview (the recognizer fails).
    private func begin(at touch: Touch) -> Bool {
        guard let context, context.isRegistered, let window = view?.window,
            window.previewPresenter.begin(
                context: context, at: touch.location(in: nil), recognizer: self,
                usesLongPress: press.isLongPressAlternative)
        else {
            presenter = nil
            declined = true
            _ = press.cancel()
            state = .failed
            return false
        }
        presenter = window.previewPresenter
        isPresenting = true
        state = .began
        return true
    }
}
