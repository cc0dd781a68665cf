public import Foundation

/// Turns touch samples and the passing of time into a force press: hint, peek, pop, ended,
/// cancelled, and the progress between them.
///
/// A pure state machine with no clock of its own: feed it samples with `handle(_:)` and tell it
/// the time with `advance(to:)` (a display-link tick, a test's manual clock), so the timing rules
/// fire even when no sample arrives. Both return the events they caused, in time order, as an
/// inline `ForcePressEvents` value: nothing is allocated per sample, and the recognizer itself
/// holds no references (copying it is a memcpy).
///
/// **With force** (`capability == .available`) a press hints when its smoothed force reaches the
/// hint level, peeks at the peek level and pops at the (adaptive) pop level, subject to the timing
/// rules of `ForcePressConfiguration`: no hint before `revealDelay`; moving farther than
/// `revealSlop` before the hint cancels (it is a scroll); at least `minimumHintDuration` from hint
/// to peek and `minimumPeekDuration` from peek to pop. After the peek the pop threshold is
/// `max(pop level, force at peek + adaptivePopOffset)`, its raised part decaying linearly to the
/// pop level over `adaptivePopDecay` (see `popThreshold(at:)`).
///
/// **Without force** (`unavailable` or `unknown`) it is the long-press alternative the HIG asks
/// for: held `longPressDuration` within `longPressAllowableMovement` of where it began, the press
/// reports `hint` and then `peek` at the same moment, and never pops. Moving farther first cancels.
///
/// Lifting the touch ends the press from any state (`ended`); a `cancelled` touch or `cancel()`
/// cancels it. Either way the recognizer returns to `idle`.
///
/// **One press at a time.** The recognizer follows the first touch that begins while it is idle
/// until that touch lifts. Samples of other touches are ignored (a second finger neither starts a
/// press nor disturbs the one in progress, our choice). After a cancel (slop or `cancel()`) it
/// keeps ignoring the cancelled touch's samples, and other touches, until that touch ends or is
/// cancelled. A `began` for the touch it follows (the touch's end was never delivered) cancels the
/// old press and starts a new one.
///
/// **Live settings.** `sensitivity` and `configuration` may change at any time, mid-press
/// included: the new levels apply from the next sample or tick (nothing is re-evaluated in the
/// past). `capability` applies from the next press.
///
/// Timestamps must not go back; a sample or tick earlier than the recognizer's time is treated as
/// happening at its current time, and one that is not finite (NaN, ±∞) as well. Forces that are not
/// finite or negative count as 0.
public struct ForcePressRecognizer: Sendable, Hashable {
    /// Every number that shapes a press. Changes apply from the next sample or tick.
    public var configuration: ForcePressConfiguration {
        didSet { resolveLevels() }
    }
    /// The user's sensitivity. Changes apply from the next sample or tick, mid-press included.
    public var sensitivity: Sensitivity {
        didSet { resolveLevels() }
    }
    /// Whether force input is available; decides, at each press's start, between force presses and
    /// the long-press alternative.
    public var capability: ForceTouchCapability

    /// Where the current press stands (`idle` when none is followed).
    public private(set) var state: ForcePressState = .idle
    /// The recognizer's time: the latest sample or tick it has seen (−∞ before the first).
    public private(set) var time: TimeInterval = -.infinity
    /// The touch the recognizer follows, while it follows one (also while it waits for a cancelled
    /// touch to lift).
    public private(set) var trackedTouchID: Int?
    /// The levels in effect for the current press (or the next one), after sensitivity and scaling.
    public private(set) var levels: ForceLevels

    private var classifier: ForceLevelClassifier
    private var mode: Mode = .idle
    private var pressMaximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce
    private var adaptiveOffset: CGFloat = 0
    private var beganTime: TimeInterval = 0
    private var stateTime: TimeInterval = 0
    private var forceAtPeek: CGFloat = 0
    private var startLocation: CGPoint = .zero
    private var reportedProgress: CGFloat = 0
    /// Whether progress may differ from `reportedProgress` (saves computing it on every tick).
    private var progressMayHaveChanged = false

    /// What the recognizer is doing with the touch it follows.
    private enum Mode: UInt8, Sendable, Hashable {
        case idle
        case force
        case longPress
        case waitingForLift
    }

    /// Two times closer than this are the same moment (absorbs rounding in `began + delay`).
    static let timeTolerance: TimeInterval = 1e-9

    /// Creates an idle recognizer.
    public init(
        configuration: ForcePressConfiguration = .standard, sensitivity: Sensitivity = .medium,
        capability: ForceTouchCapability = .available
    ) {
        self.configuration = configuration
        self.sensitivity = sensitivity
        self.capability = capability
        let levels = configuration.levels(for: sensitivity)
        self.levels = levels
        self.classifier = ForceLevelClassifier(levels: levels, smoothingFactor: configuration.smoothingFactor)
    }

    // MARK: Queries

    /// The smoothed force of the current press (0 when idle).
    public var smoothedForce: CGFloat { classifier.smoothedForce }

    /// Whether the current press uses the long-press alternative (no force capability).
    public var isLongPressAlternative: Bool { mode == .longPress }

    /// Progress toward the next state at the recognizer's time, 0…1.
    ///
    /// With force: toward hint while possible, toward peek while hinting, toward the (adaptive) pop
    /// threshold while peeking, 1 once popped. Long-press alternative: the fraction of
    /// `longPressDuration` held while possible, 1 once peeking. 0 when idle.
    public var progress: CGFloat { progress(at: time) }

    /// When a timing rule next falls due if force stays as it is, or nil when none will without a new
    /// sample: a hint held back by the reveal delay, a peek held back by the minimum hint duration, a
    /// pop as the adaptive threshold decays, the long-press alternative's hold. A host that owns no
    /// display link calls `advance(to:)` then (TouchKit's gesture recognizers report it as their
    /// deadline). Never earlier than `time`.
    public var nextDeadline: TimeInterval? { nextTransitionTime() }

    /// The force needed to pop at `time` during a peek: the pop level plus the adaptive raise
    /// `max(0, force at peek + offset − pop level)`, decaying linearly to 0 over
    /// `adaptivePopDecay` after the peek began. Outside a peek it is the pop level.
    public func popThreshold(at time: TimeInterval) -> CGFloat {
        guard state == .peek, mode == .force else { return levels.pop }
        let raise = raisedPopPart
        guard raise > 0, configuration.adaptivePopDecay > 0 else { return levels.pop }
        let elapsed = time - stateTime
        let remaining = elapsed <= 0 ? 1 : max(0, 1 - elapsed / configuration.adaptivePopDecay)
        return levels.pop + raise * CGFloat(remaining)
    }

    // MARK: Input

    /// Moves the recognizer's time to `time`, firing every timing rule that falls due on the way
    /// (a hint held back by the reveal delay, a peek held back by the minimum hint duration, a pop
    /// as the adaptive threshold decays, the long-press alternative's hold).
    ///
    /// Times not later than the recognizer's are ignored.
    public mutating func advance(to time: TimeInterval) -> ForcePressEvents {
        var events = ForcePressEvents()
        advance(to: time, into: &events)
        reportProgress(into: &events)
        return events
    }

    /// Feeds one touch sample; returns what it caused (after first advancing to its timestamp).
    ///
    /// A force-only change is a move, exactly like a location change.
    public mutating func handle(_ sample: TouchSample) -> ForcePressEvents {
        var events = ForcePressEvents()
        switch mode {
        case .idle:
            if sample.phase == .began {
                setTime(sample.timestamp)
                begin(with: sample, into: &events)
            }
        case .waitingForLift:
            guard sample.id == trackedTouchID else { break }
            setTime(sample.timestamp)
            if sample.phase == .began {
                begin(with: sample, into: &events)
            } else if sample.phase.isTerminal {
                mode = .idle
                trackedTouchID = nil
            }
        case .force, .longPress:
            guard sample.id == trackedTouchID else { break }
            advance(to: sample.timestamp, into: &events)
            switch sample.phase {
            case .began:
                // The old press's end only: the new press reports from the next call on (see
                // `ForcePressEvents` for why this keeps every call within its capacity).
                finish(.cancelled, waitForLift: false, into: &events)
                begin(with: sample, into: &events, firingTransitions: false)
                return events
            case .moved, .stationary:
                update(with: sample, into: &events)
            case .ended:
                finish(.ended, waitForLift: false, into: &events)
            case .cancelled:
                finish(.cancelled, waitForLift: false, into: &events)
            }
        }
        reportProgress(into: &events)
        return events
    }

    /// Cancels the press in progress, as the system does (an incoming call, another gesture won).
    ///
    /// Reports `cancelled` at the recognizer's time, then ignores the rest of that touch until it
    /// lifts. Does nothing when idle.
    public mutating func cancel() -> ForcePressEvents {
        var events = ForcePressEvents()
        if mode == .force || mode == .longPress {
            finish(.cancelled, waitForLift: true, into: &events)
        }
        return events
    }

    // MARK: Machinery

    private mutating func setTime(_ newTime: TimeInterval) {
        if newTime.isFinite, newTime > time { time = newTime }
    }

    private mutating func resolveLevels() {
        levels = configuration.levels(for: sensitivity, maximumPossibleForce: pressMaximumPossibleForce)
        adaptiveOffset =
            configuration.adaptivePopOffset
            * configuration.levelScale(maximumPossibleForce: pressMaximumPossibleForce)
        classifier.levels = levels
        classifier.smoothingFactor = configuration.smoothingFactor
        progressMayHaveChanged = true
    }

    private mutating func begin(
        with sample: TouchSample, into events: inout ForcePressEvents, firingTransitions: Bool = true
    ) {
        mode = capability == .available ? .force : .longPress
        trackedTouchID = sample.id
        pressMaximumPossibleForce = sample.maximumPossibleForce
        resolveLevels()
        classifier.reset()
        classifier.add(sample.force)
        if !time.isFinite { time = 0 }  // the very first sample had no usable timestamp
        beganTime = time
        stateTime = time
        startLocation = sample.location
        forceAtPeek = 0
        state = .possible
        reportedProgress = 0
        progressMayHaveChanged = true
        if firingTransitions { fireDueTransitions(into: &events) }
    }

    private mutating func update(with sample: TouchSample, into events: inout ForcePressEvents) {
        classifier.add(sample.force)
        progressMayHaveChanged = true
        if state == .possible {
            let limit =
                mode == .force ? configuration.revealSlop : configuration.longPressAllowableMovement
            let dx = sample.location.x - startLocation.x
            let dy = sample.location.y - startLocation.y
            if dx * dx + dy * dy > limit * limit {
                finish(.cancelled, waitForLift: true, into: &events)
                return
            }
        }
        fireDueTransitions(into: &events)
    }

    private mutating func advance(to target: TimeInterval, into events: inout ForcePressEvents) {
        guard target.isFinite, target > time else { return }
        // Progress moves with time only while the pop threshold decays or a hold is timed.
        if (mode == .force && state == .peek) || (mode == .longPress && state == .possible) {
            progressMayHaveChanged = true
        }
        while let next = nextTransitionTime(), next <= target + Self.timeTolerance {
            time = min(max(next, time), target)
            transition(into: &events)
        }
        time = target
    }

    /// Fires the transitions due at the recognizer's current time.
    private mutating func fireDueTransitions(into events: inout ForcePressEvents) {
        while let next = nextTransitionTime(), next <= time + Self.timeTolerance {
            transition(into: &events)
        }
    }

    /// When the next transition happens if force stays as it is, or nil if it never does.
    /// Never earlier than the recognizer's time.
    private func nextTransitionTime() -> TimeInterval? {
        let force = classifier.smoothedForce
        switch mode {
        case .force:
            switch state {
            case .possible:
                guard force >= levels.hint else { return nil }
                return max(beganTime + configuration.revealDelay, time)
            case .hint:
                guard force >= levels.peek else { return nil }
                return max(stateTime + configuration.minimumHintDuration, time)
            case .peek:
                guard let crossing = popCrossingTime(force: force) else { return nil }
                return max(stateTime + configuration.minimumPeekDuration, crossing, time)
            case .idle, .pop:
                return nil
            }
        case .longPress:
            guard state == .possible, configuration.longPressAlternativeEnabled else { return nil }
            return max(beganTime + configuration.longPressDuration, time)
        case .idle, .waitingForLift:
            return nil
        }
    }

    /// The adaptive raise of the pop threshold right at the peek.
    private var raisedPopPart: CGFloat { max(0, forceAtPeek + adaptiveOffset - levels.pop) }

    /// When the decaying pop threshold falls to `force`, or nil if `force` is below the pop level.
    private func popCrossingTime(force: CGFloat) -> TimeInterval? {
        guard force >= levels.pop else { return nil }
        let raise = raisedPopPart
        let decay = configuration.adaptivePopDecay
        if raise <= 0 || decay <= 0 || force >= levels.pop + raise { return stateTime }
        let remaining = Double((force - levels.pop) / raise)
        return stateTime + decay * (1 - remaining)
    }

    /// Performs the next transition at the recognizer's time.
    private mutating func transition(into events: inout ForcePressEvents) {
        let previous = state
        switch (mode, state) {
        case (.force, .possible):
            state = .hint
        case (.force, .hint):
            state = .peek
            forceAtPeek = classifier.smoothedForce
        case (.force, .peek):
            state = .pop
        case (.longPress, .possible):
            stateTime = time
            state = .hint
            emit(.hint, from: previous, into: &events)
            state = .peek
            emit(.peek, from: .hint, into: &events)
            return
        default:
            return
        }
        stateTime = time
        emit(ForcePressEvent.Kind(state), from: previous, into: &events)
    }

    private mutating func emit(
        _ kind: ForcePressEvent.Kind, from previous: ForcePressState, into events: inout ForcePressEvents
    ) {
        let progress = progress(at: time)
        reportedProgress = progress
        events.append(
            ForcePressEvent(
                kind: kind, previousState: previous, timestamp: time, force: classifier.smoothedForce,
                progress: progress))
    }

    private mutating func finish(
        _ kind: ForcePressEvent.Kind, waitForLift: Bool, into events: inout ForcePressEvents
    ) {
        events.append(
            ForcePressEvent(
                kind: kind, previousState: state, timestamp: time, force: classifier.smoothedForce,
                progress: 0))
        state = .idle
        mode = waitForLift ? .waitingForLift : .idle
        if !waitForLift { trackedTouchID = nil }
        classifier.reset()
        reportedProgress = 0
        forceAtPeek = 0
    }

    private mutating func reportProgress(into events: inout ForcePressEvents) {
        guard progressMayHaveChanged, mode == .force || mode == .longPress else { return }
        progressMayHaveChanged = false
        let progress = progress(at: time)
        if progress != reportedProgress {
            reportedProgress = progress
            events.append(
                ForcePressEvent(
                    kind: .progress, previousState: state, timestamp: time, force: classifier.smoothedForce,
                    progress: progress))
        }
    }

    private func progress(at time: TimeInterval) -> CGFloat {
        let force = classifier.smoothedForce
        switch mode {
        case .force:
            switch state {
            case .idle: return 0
            case .possible: return ForceLevels.fraction(force, from: 0, to: levels.hint)
            case .hint: return ForceLevels.fraction(force, from: levels.hint, to: levels.peek)
            case .peek: return ForceLevels.fraction(force, from: levels.peek, to: popThreshold(at: time))
            case .pop: return 1
            }
        case .longPress:
            switch state {
            case .possible:
                guard configuration.longPressAlternativeEnabled else { return 0 }
                let duration = configuration.longPressDuration
                guard duration > 0 else { return 1 }
                return CGFloat(min(1, max(0, (time - beganTime) / duration)))
            case .idle: return 0
            case .hint, .peek, .pop: return 1
            }
        case .idle, .waitingForLift:
            return 0
        }
    }
}

extension ForcePressEvent.Kind {
    /// The transition that enters `state` (`hint`, `peek`, `pop`; `progress` for the others).
    init(_ state: ForcePressState) {
        switch state {
        case .hint: self = .hint
        case .peek: self = .peek
        case .pop: self = .pop
        case .idle, .possible: self = .progress
        }
    }
}
