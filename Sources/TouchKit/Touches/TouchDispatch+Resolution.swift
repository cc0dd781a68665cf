// The rules between recognizers: requested states become real ones here.

extension TouchDispatch {
    /// Whether `recognizer` must wait for the recognizers it requires to fail.
    enum FailureStatus {
        /// None of them is undecided and none recognised.
        case clear
        /// At least one is still undecided.
        case waiting
        /// One of them recognised: this one fails.
        case otherRecognized
    }

    /// Applies every requested state change, in order, under UIKit's rules; repeats until nothing
    /// changes (a failure may release recognizers waiting for it).
    func resolve() {
        var changed = true
        var rounds = 0
        while changed, rounds < 64 {
            changed = false
            rounds += 1
            for recognizer in involved {
                if let deferred = recognizer.deferredStart, recognizer.currentState == .possible {
                    switch failureStatus(of: recognizer) {
                    case .waiting:
                        break
                    case .otherRecognized:
                        recognizer.deferredStart = nil
                        recognizer.deferredFollowUps.removeAll(keepingCapacity: true)
                        recognizer.currentState = .failed
                        changed = true
                    case .clear:
                        recognizer.deferredStart = nil
                        let followUps = recognizer.deferredFollowUps
                        recognizer.deferredFollowUps.removeAll(keepingCapacity: true)
                        start(recognizer, in: deferred)
                        recognizer.requestedStates.insert(contentsOf: followUps, at: 0)
                        changed = true
                    }
                }
                while !recognizer.requestedStates.isEmpty {
                    let target = recognizer.requestedStates.removeFirst()
                    if apply(target, to: recognizer) { changed = true }
                }
            }
        }
        flushHeld()
    }

    /// One requested transition; returns whether the state changed.
    private func apply(_ target: GestureRecognizer.State, to recognizer: GestureRecognizer) -> Bool {
        if recognizer.deferredStart != nil {
            switch target {
            case .failed, .cancelled:
                recognizer.deferredStart = nil
                recognizer.deferredFollowUps.removeAll(keepingCapacity: true)
                recognizer.currentState = .failed
                return true
            case .changed, .ended:
                recognizer.deferredFollowUps.append(target)
                return false
            case .possible, .began:
                return false
            }
        }
        switch (recognizer.currentState, target) {
        case (.possible, .began), (.possible, .ended):
            start(recognizer, in: target)
            return true
        case (.possible, .failed):
            recognizer.currentState = .failed
            return true
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled),
            (.changed, .cancelled):
            recognizer.currentState = target
            send(recognizer)
            return true
        default:
            return false
        }
    }

    /// Leaves `possible` for `target` (began, or recognized) if the rules allow it.
    private func start(_ recognizer: GestureRecognizer, in target: GestureRecognizer.State) {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            recognizer.currentState = .failed
            return
        }
        if !touchedViewsAllowBeginning(recognizer) {
            recognizer.currentState = .failed
            return
        }
        switch failureStatus(of: recognizer) {
        case .waiting:
            recognizer.deferredStart = target
            return
        case .otherRecognized:
            recognizer.currentState = .failed
            return
        case .clear:
            break
        }
        for other in involved where other !== recognizer && other.currentState.isRecognizing {
            if sharesTouches(other, recognizer), !simultaneous(other, recognizer),
                other.canPrevent(recognizer),
                recognizer.canBePrevented(by: other)
            {
                recognizer.currentState = .failed
                return
            }
        }
        recognizer.currentState = target
        for other in involved where other !== recognizer && other.currentState == .possible {
            if sharesTouches(other, recognizer), !simultaneous(other, recognizer),
                recognizer.canPrevent(other),
                other.canBePrevented(by: recognizer), !requires(other, toFail: recognizer)
            {
                other.requestedStates.removeAll(keepingCapacity: true)
                other.deferredStart = nil
                other.deferredFollowUps.removeAll(keepingCapacity: true)
                other.currentState = .failed
            }
        }
        if recognizer.cancelsTouchesInView { cancelTouchesInView(for: recognizer) }
        send(recognizer)
    }

    /// Whether every view from each of the recognizer's touched views up to the recognizer's view
    /// lets it begin (`View.gestureRecognizerShouldBegin(_:)`), as UIKit asks them.
    private func touchedViewsAllowBeginning(_ recognizer: GestureRecognizer) -> Bool {
        var asked: [View] = []
        for touch in recognizer.touchesSinceReset {
            var current = touch.view
            while let view = current {
                if !asked.contains(where: { $0 === view }) {
                    asked.append(view)
                    if !view.gestureRecognizerShouldBegin(recognizer) { return false }
                }
                if view === recognizer.view { break }
                current = view.superview
            }
        }
        return true
    }

    private func failureStatus(of recognizer: GestureRecognizer) -> FailureStatus {
        var status = FailureStatus.clear
        for other in failureRequirements(of: recognizer) {
            switch other.currentState {
            case .began, .changed, .ended:
                return .otherRecognized
            case .possible:
                if isUndecided(other) { status = .waiting }
            case .cancelled, .failed:
                break
            }
        }
        return status
    }

    private func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for requirement in recognizer.failureRequirements {
            if let other = requirement.value { result.append(other) }
        }
        for other in involved where other !== recognizer && !containsIdentical(result, other) {
            if requiresDynamically(recognizer, toFail: other) { result.append(other) }
        }
        return result
    }

    private func requires(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        for requirement in recognizer.failureRequirements where requirement.value === other { return true }
        return requiresDynamically(recognizer, toFail: other)
    }

    private func requiresDynamically(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool
    {
        recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
    }

    private func sharesTouches(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        sharesIdentical(first.touchesSinceReset, second.touchesSinceReset)
    }

    private func simultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        (first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) ?? false)
            || (second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) ?? false)
    }

    /// Runs the recognizer's actions for its new state.
    private func send(_ recognizer: GestureRecognizer) {
        for action in recognizer.actions { action(recognizer) }
    }
}

extension GestureRecognizer {
    /// Back to `possible`, forgetting the gesture; calls `reset()`.
    func resetToPossible() {
        currentState = .possible
        requestedStates.removeAll(keepingCapacity: true)
        deferredStart = nil
        deferredFollowUps.removeAll(keepingCapacity: true)
        touchesSinceReset.removeAll(keepingCapacity: true)
        reset()
    }
}
