import ForceTouch
import Foundation

/// The recognizer behind a `PreviewInteraction`: follows one finger with a `ForcePressRecognizer` and
/// turns its events into the delegate's preview and commit progress.
@MainActor
final class PreviewInteractionGestureRecognizer: GestureRecognizer {
    /// Where the interaction stands.
    enum Stage {
        /// Waiting for the hint.
        case waiting
        /// Between the hint and the peek.
        case preview
        /// Between the peek and the pop.
        case commit
        /// Committed, cancelled or declined: nothing more is reported for this touch.
        case over
    }

    weak var interaction: PreviewInteraction?
    private var press = ForcePressRecognizer()
    private var touch: Touch?
    private(set) var stage = Stage.waiting

    override init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard touch == nil, let first = touches.first else { return }
        guard let window = view?.window, interaction?.delegate != nil else {
            state = .failed
            return
        }
        touch = first
        stage = .waiting
        press = ForcePressRecognizer(
            configuration: window.forcePressConfiguration, sensitivity: window.forcePressSensitivity,
            capability: window.screenTraitCollection.forceTouchCapability)
        process(press.handle(first.sample))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch, touches.contains(touch) else { return }
        if let sensitivity = view?.window?.forcePressSensitivity, press.sensitivity != sensitivity {
            press.sensitivity = sensitivity
        }
        process(press.handle(touch.sample))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch, touches.contains(touch) else { return }
        process(press.handle(touch.sample))
        end()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch, touches.contains(touch) else { return }
        process(press.handle(touch.sample))
        end()
    }

    override func advance(to time: TimeInterval) {
        guard touch != nil, stage != .over else { return }
        process(press.advance(to: time))
    }

    override var nextDeadline: TimeInterval? {
        guard touch != nil, stage != .over else { return nil }
        return press.nextDeadline
    }

    override func reset() {
        super.reset()
        touch = nil
        stage = .waiting
        press = ForcePressRecognizer()
    }

    /// `PreviewInteraction.cancel()`.
    func cancelInteraction() {
        guard stage == .preview || stage == .commit else { return }
        _ = press.cancel()
        stage = .over
        if currentState.isRecognizing || requestedStates.contains(.began) { state = .cancelled }
        notifyCancel()
    }

    private func end() {
        switch stage {
        case .waiting:
            if currentState == .possible { state = .failed }
        case .preview, .commit:
            notifyCancel()
            state = .cancelled
        case .over:
            if currentState.isRecognizing || requestedStates.contains(.began) { state = .ended }
        }
        stage = .over
    }

    private func process(_ events: ForcePressEvents) {
        for event in events {
            guard let interaction, let delegate = interaction.delegate else { return }
            switch (stage, event.kind) {
            case (.waiting, .hint):
                guard delegate.previewInteractionShouldBegin(interaction) else {
                    stage = .over
                    _ = press.cancel()
                    state = .failed
                    return
                }
                stage = .preview
                state = .began
                delegate.previewInteraction(
                    interaction,
                    didUpdatePreviewTransition: press.isLongPressAlternative ? 1 : event.progress,
                    ended: false)
            case (.waiting, .cancelled):
                stage = .over
                if currentState == .possible { state = .failed }
            case (.preview, .progress):
                delegate.previewInteraction(
                    interaction, didUpdatePreviewTransition: event.progress, ended: false)
                state = .changed
            case (.preview, .peek):
                stage = .commit
                delegate.previewInteraction(interaction, didUpdatePreviewTransition: 1, ended: true)
                if !press.isLongPressAlternative {
                    delegate.previewInteraction(
                        interaction, didUpdateCommitTransition: event.progress, ended: false)
                }
                state = .changed
            case (.commit, .progress):
                delegate.previewInteraction(
                    interaction, didUpdateCommitTransition: event.progress, ended: false)
                state = .changed
            case (.commit, .pop):
                stage = .over
                delegate.previewInteraction(interaction, didUpdateCommitTransition: 1, ended: true)
                state = .ended
            default:
                break
            }
        }
    }

    private func notifyCancel() {
        guard let interaction else { return }
        interaction.delegate?.previewInteractionDidCancel(interaction)
    }
}
