public import ForceTouch
public import Foundation

/// The press that opens a context menu, as a pure state machine with injected time: feed it samples
/// with `handle(_:)` and the time with `advance(to:)`; both return what happened.
///
/// Where 3D Touch is available the menu opens when the press's force reaches the peek level of a
/// `ForcePressRecognizer` (its hint lifts the view first), or, with `longPressOpensWithForce`, when the
/// finger has rested `longPressDuration`; without 3D Touch only the long press opens it (Haptic Touch).
/// The view lifts (`highlight`) at the force hint or after `highlightDelay` of rest. Moving beyond
/// `allowableMovement` before the menu opens cancels (a scroll); lifting before it opens cancels too.
/// After it opens the press follows the finger: `moved` with its location, and `lifted`, with whether
/// it travelled `dragSelectionDistance` (drag to select).
public struct ContextMenuPress: Sendable, Hashable {
    /// What the press reports.
    public enum Event: Sendable, Hashable {
        /// The view starts to lift: the interaction asks its delegate for a configuration.
        case highlight
        /// The menu opens; `byForce` tells whether force (not a rest) opened it.
        case open(byForce: Bool)
        /// After the menu opened, the finger moved to this point (window coordinates).
        case moved(CGPoint)
        /// The finger lifted after the menu opened; `dragged` is whether it travelled far enough
        /// to choose the item it lifted on.
        case lifted(CGPoint, dragged: Bool)
        /// The press ended without opening the menu (lifted, moved away or cancelled).
        case cancelled
    }

    /// Where the press stands.
    public enum Phase: Sendable, Hashable {
        /// No touch followed.
        case idle
        /// Down, not yet lifting the view.
        case pressing
        /// The view lifts; the menu is not open yet.
        case highlighted
        /// The menu is open and the finger still down.
        case open
    }

    /// The numbers (durations and distances).
    public var configuration: ContextMenuPressConfiguration
    /// Whether force opens the menu (3D Touch on): decided at each press's start from `capability`.
    public var capability: ForceTouchCapability
    /// Where the press stands.
    public private(set) var phase: Phase = .idle
    /// The touch followed.
    public private(set) var touchID: Int?
    private var force: ForcePressRecognizer
    private var start: CGPoint = .zero
    private var startTime: TimeInterval = 0
    private var openLocation: CGPoint = .zero
    private var travelled: CGFloat = 0
    private var usesForce = false

    /// A press with `configuration`, force levels from `pressConfiguration` at `sensitivity`.
    public init(
        configuration: ContextMenuPressConfiguration = .standard,
        pressConfiguration: ForcePressConfiguration = .standard, sensitivity: Sensitivity = .medium,
        capability: ForceTouchCapability
    ) {
        self.configuration = configuration
        self.capability = capability
        var forceConfiguration = pressConfiguration
        forceConfiguration.longPressAlternativeEnabled = false
        force = ForcePressRecognizer(
            configuration: forceConfiguration, sensitivity: sensitivity, capability: .available)
    }

    /// When `advance(to:)` next has something to report (the highlight or the long press), or nil.
    public var nextDeadline: TimeInterval? {
        switch phase {
        case .pressing:
            return startTime + min(configuration.highlightDelay, longPressDelay)
        case .highlighted:
            guard !usesForce || configuration.longPressOpensWithForce else { return nil }
            return startTime + configuration.longPressDuration
        case .idle, .open:
            return nil
        }
    }

    private var longPressDelay: TimeInterval {
        usesForce && !configuration.longPressOpensWithForce ? .infinity : configuration.longPressDuration
    }

    /// Lets time pass: the highlight and the long press fire when due.
    public mutating func advance(to time: TimeInterval) -> [Event] {
        var events: [Event] = []
        if usesForce, phase == .pressing || phase == .highlighted {
            for event in force.advance(to: time) { apply(event.kind, into: &events) }
        }
        if phase == .pressing, time - startTime >= min(configuration.highlightDelay, longPressDelay) {
            phase = .highlighted
            events.append(.highlight)
        }
        if phase == .highlighted, time - startTime >= longPressDelay {
            phase = .open
            openLocation = start
            travelled = 0
            events.append(.open(byForce: false))
        }
        return events
    }

    /// One sample of a touch.
    public mutating func handle(_ sample: TouchSample) -> [Event] {
        switch sample.phase {
        case .began:
            guard phase == .idle else { return [] }
            touchID = sample.id
            start = sample.location
            startTime = sample.timestamp
            usesForce = capability == .available
            phase = .pressing
            if usesForce { _ = force.handle(sample) }
            return advance(to: sample.timestamp)
        case .moved, .stationary:
            guard sample.id == touchID, phase != .idle else { return [] }
            if phase == .open {
                travelled = max(
                    travelled, hypot(sample.location.x - openLocation.x, sample.location.y - openLocation.y))
                return [.moved(sample.location)]
            }
            var events: [Event] = []
            if usesForce {
                for event in force.handle(sample) { apply(event.kind, into: &events) }
                if phase == .open || phase == .idle { return events }
            }
            if hypot(sample.location.x - start.x, sample.location.y - start.y)
                > configuration.allowableMovement
            {
                end()
                return events + [.cancelled]
            }
            return events + advance(to: sample.timestamp)
        case .ended, .cancelled:
            guard sample.id == touchID, phase != .idle else { return [] }
            let wasOpen = phase == .open
            let dragged = travelled >= configuration.dragSelectionDistance
            end()
            if wasOpen, sample.phase == .ended { return [.lifted(sample.location, dragged: dragged)] }
            return [.cancelled]
        }
    }

    /// Stops following the touch (the menu was dismissed from outside).
    public mutating func cancel() {
        end()
    }

    private mutating func apply(_ kind: ForcePressEvent.Kind, into events: inout [Event]) {
        switch kind {
        case .hint:
            if phase == .pressing {
                phase = .highlighted
                events.append(.highlight)
            }
        case .peek:
            if phase == .pressing {
                phase = .highlighted
                events.append(.highlight)
            }
            if phase == .highlighted {
                phase = .open
                openLocation = start
                travelled = 0
                events.append(.open(byForce: true))
            }
        case .cancelled:
            // The force recognizer's slop (a scroll before the hint).
            if phase == .pressing || phase == .highlighted {
                end()
                events.append(.cancelled)
            }
        case .pop, .ended, .progress:
            break
        }
    }

    private mutating func end() {
        phase = .idle
        touchID = nil
        travelled = 0
        _ = force.cancel()
        force = ForcePressRecognizer(
            configuration: force.configuration, sensitivity: force.sensitivity, capability: .available)
    }
}
