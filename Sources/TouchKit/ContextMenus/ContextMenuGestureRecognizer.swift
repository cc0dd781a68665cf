import ForceTouch
import Foundation

/// The recognizer a context menu interaction adds to its view: it follows one finger with a
/// `ContextMenuPress` and drives the window's `ContextMenuPresenter` (asks at the highlight, opens at
/// the force peek or the long press, then drag to select).
///
/// It stays `possible` until the menu opens, so a tap on the view still reaches the view (a row is
/// still selected); it begins when the menu opens, which cancels the touch in the views.
@MainActor
final class ContextMenuGestureRecognizer: GestureRecognizer {
    /// The interaction that added it.
    weak var interaction: ContextMenuInteraction?
    private var press = ContextMenuPress(capability: .unavailable)
    private var touch: Touch?
    private weak var presenter: ContextMenuPresenter?
    /// Where the finger is, window coordinates, while one is followed.
    var currentLocation: CGPoint? { touch?.location(in: nil) }

    init() {
        super.init()
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard touch == nil, let first = touches.first else { return }
        guard let interaction, interaction.delegate != nil, let window = view?.window,
            window.contextMenuPresenter.session == nil, window.contextMenuPresenter.isAvailable
        else {
            state = .failed
            return
        }
        let presenter = window.contextMenuPresenter
        touch = first
        self.presenter = presenter
        interaction.pressLocation = first.location(in: nil)
        press = ContextMenuPress(
            configuration: presenter.pressConfiguration, pressConfiguration: window.forcePressConfiguration,
            sensitivity: window.forcePressSensitivity,
            capability: window.screenTraitCollection.forceTouchCapability)
        process(press.handle(first.sample))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch, touches.contains(touch) else { return }
        process(press.handle(touch.sample))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch, touches.contains(touch) else { return }
        process(press.handle(touch.sample))
        finish()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch, touches.contains(touch) else { return }
        process(press.handle(touch.sample))
        finish()
    }

    override func advance(to time: TimeInterval) {
        guard touch != nil, press.phase != .idle else { return }
        process(press.advance(to: time))
    }

    override var nextDeadline: TimeInterval? {
        guard touch != nil else { return nil }
        return press.nextDeadline
    }

    override func reset() {
        super.reset()
        if press.phase != .idle, press.phase != .open, let presenter, presenter.isHighlighting(for: self) {
            presenter.cancelHighlight()
        }
        touch = nil
        presenter = nil
        press.cancel()
    }

    /// The menu went away while the finger was still down: stop following.
    func presentationEnded() {
        press.cancel()
        if currentState.isRecognizing { state = .cancelled }
    }

    private func finish() {
        if currentState.isRecognizing {
            state = .ended
        } else if currentState == .possible {
            state = .failed
        }
    }

    private func process(_ events: [ContextMenuPress.Event]) {
        for event in events {
            guard let presenter, let interaction else { return }
            switch event {
            case .highlight:
                guard
                    presenter.highlight(interaction, at: touch?.location(in: nil) ?? .zero, recognizer: self)
                else {
                    press.cancel()
                    if currentState == .possible { state = .failed }
                    return
                }
            case .open(let byForce):
                guard presenter.open(byForce: byForce) else {
                    press.cancel()
                    if currentState == .possible { state = .failed }
                    return
                }
                if currentState == .possible { state = .began }
            case .moved(let point):
                presenter.fingerMoved(to: point)
                if currentState.isRecognizing { state = .changed }
            case .lifted(let point, let dragged):
                presenter.fingerLifted(at: point, dragged: dragged)
            case .cancelled:
                if presenter.isHighlighting(for: self) { presenter.cancelHighlight() }
                if currentState == .possible { state = .failed }
            }
        }
    }
}
