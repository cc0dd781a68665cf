public import ForceTouch
public import Foundation

/// The system's peek-and-pop presentation as a value: which stage it is in, how far the blur and the
/// drag have gone, which actions show, and what to do next.
///
/// A pure state machine in the style of a reducer: `handle(_:)` takes the force press's events,
/// `drag(toY:)` the finger's position, `tap(_:)` taps on a peek that stays on screen; each returns the
/// effect the presenter must perform (show the preview, commit, pin, run an action, dismiss). It holds
/// no references and knows nothing of views, so tests drive it directly and randomized tests check
/// `invariantViolations()` after every step.
///
/// Stages: `hint` → `peek` → `popped` (force) while the finger is down; `pinned` is a peek that stayed
/// on screen after the finger lifted (actions revealed, or the long-press alternative). Lifting in the
/// hint, or in a peek whose actions are hidden, dismisses; a cancelled touch dismisses unless pinned.
/// While the actions show, the press cannot pop (as on iOS: swiping up turns the press into a choice).
public struct PreviewPresentation: Sendable, Hashable {
    /// Where the presentation stands.
    public enum Stage: String, Sendable, Hashable, Codable, CaseIterable {
        /// The finger presses; everything but the source rect blurs with force.
        case hint
        /// The finger presses; the preview shows.
        case peek
        /// The finger lifted; the peek stays on screen waiting for a tap.
        case pinned
        /// The press popped: the preview was committed; the finger is still down.
        case popped
    }

    /// What the presenter must do after a step.
    public enum Effect: Sendable, Hashable {
        /// Show the preview controller's view (the press peeked).
        case showPreview
        /// Take the preview down and call the delegate's `commit`; the presentation is over once the
        /// finger lifts (or at once after a tap on a pinned peek).
        case commit
        /// Make the peek interactive: the finger lifted and it stays.
        case pin
        /// Run the action at `index` of the top-level items, or of the open group's actions when
        /// `group` is set; then dismiss.
        case perform(index: Int, group: Int?)
        /// Take everything down; the screen is as before the press. The presentation is over.
        case dismiss
    }

    /// Where a tap on a pinned peek landed.
    public enum TapTarget: Sendable, Hashable {
        /// The action sheet's row at `index` (of the rows shown: the top-level items, or the open
        /// group's actions).
        case row(Int)
        /// The preview itself.
        case preview
        /// Anywhere else.
        case outside
    }

    /// The stage.
    public private(set) var stage: Stage = .hint
    /// Progress toward the next stage, 0…1 (see `PreviewState.progress`).
    public private(set) var progress: CGFloat = 0
    /// How far the peek is dragged upward, in points (≥ 0; 0 without actions).
    public private(set) var dragOffset: CGFloat = 0
    /// Whether the action sheet shows.
    public private(set) var actionsVisible = false
    /// The group whose actions the sheet shows (index among the top-level items), or nil.
    public private(set) var openGroup: Int?
    /// Whether the presentation is over (dismissed, or committed from a pinned peek).
    public private(set) var isFinished = false
    /// The top-level rows: nil for an action, the number of actions for a group.
    public let items: [Int?]
    /// Whether the press uses the long-press alternative (no force: it never pops).
    public let usesLongPress: Bool
    /// The numbers in effect.
    public var configuration: PreviewingConfiguration
    /// The finger's vertical position when the peek began (window coordinates); the drag is measured
    /// from it.
    public private(set) var peekTouchY: CGFloat?
    /// Whether the actions were revealed without the drag (`revealActions()`); they then stay.
    public private(set) var actionsRevealedByRequest = false

    /// A presentation entering the hint, for a preview with `items` (nil per action, the action count
    /// per group).
    public init(
        items: [Int?] = [], usesLongPress: Bool = false, configuration: PreviewingConfiguration = .standard
    ) {
        self.items = items
        self.usesLongPress = usesLongPress
        self.configuration = configuration
    }

    // MARK: Queries

    /// The value the simulator reports, nil once the presentation is over.
    public var state: PreviewState? {
        guard !isFinished else { return nil }
        switch stage {
        case .hint: return PreviewState(phase: .hint, progress: Double(progress))
        case .peek:
            return PreviewState(phase: .peek, actionsVisible: actionsVisible, progress: Double(progress))
        case .pinned: return PreviewState(phase: .peek, actionsVisible: actionsVisible, progress: 0)
        case .popped: return PreviewState(phase: .pop, progress: 1)
        }
    }

    /// How much of the blur shows, 0…1: the hint's progress, then full during the peek; 0 once popped.
    public var blurFraction: CGFloat {
        guard !isFinished else { return 0 }
        switch stage {
        case .hint: return progress
        case .peek, .pinned: return 1
        case .popped: return 0
        }
    }

    /// Whether the preview shows.
    public var showsPreview: Bool { !isFinished && (stage == .peek || stage == .pinned) }

    /// The rows the sheet lists now: the top-level items, or the open group's actions.
    public var rowCount: Int {
        if let openGroup, let count = items[openGroup] { return count }
        return items.count
    }

    // MARK: Steps

    /// Takes one event of the force press that drives the presentation.
    public mutating func handle(_ event: ForcePressEvent) -> Effect? {
        guard !isFinished else { return nil }
        switch event.kind {
        case .hint, .progress:
            if stage == .hint || (stage == .peek && !usesLongPress && !actionsVisible) {
                progress = clamp(event.progress)
            }
            return nil
        case .peek:
            guard stage == .hint else { return nil }
            stage = .peek
            progress = usesLongPress ? 0 : clamp(event.progress)
            return .showPreview
        case .pop:
            guard stage == .peek, !actionsVisible, !usesLongPress else { return nil }
            stage = .popped
            progress = 1
            dragOffset = 0
            return .commit
        case .ended:
            return lift()
        case .cancelled:
            guard stage != .pinned else { return nil }
            return finish()
        }
    }

    /// The finger moved to `y` (window coordinates) while pressing: during the peek, dragging upward
    /// moves the preview up and, past `configuration.actionRevealDistance`, reveals the actions
    /// (dragging back down hides them again until the finger lifts).
    public mutating func drag(toY y: CGFloat) {
        guard !isFinished, stage == .peek, y.isFinite else { return }
        guard let start = peekTouchY else {
            peekTouchY = y
            return
        }
        guard !items.isEmpty else { return }
        dragOffset = max(0, start - y)
        actionsVisible = actionsRevealedByRequest || dragOffset >= configuration.actionRevealDistance
        if actionsVisible { progress = 0 }
    }

    /// Reveals the actions without the upward drag, as assistive technologies and the keyboard do (a
    /// keyboard press cannot drag): during a peek (held or pinned) that has actions. A held peek then
    /// stays on screen when the finger lifts, and cannot pop.
    public mutating func revealActions() {
        guard !isFinished, stage == .peek || stage == .pinned, !items.isEmpty else { return }
        actionsRevealedByRequest = true
        actionsVisible = true
        progress = 0
    }

    /// A tap on the pinned peek.
    public mutating func tap(_ target: TapTarget) -> Effect? {
        guard !isFinished, stage == .pinned else { return nil }
        switch target {
        case .row(let index):
            guard actionsVisible, index >= 0, index < rowCount else { return nil }
            if let group = openGroup {
                isFinished = true
                return .perform(index: index, group: group)
            }
            if items[index] != nil {
                openGroup = index
                return nil
            }
            isFinished = true
            return .perform(index: index, group: nil)
        case .preview:
            isFinished = true
            return .commit
        case .outside:
            return finish()
        }
    }

    /// Dismisses from any stage (the app went away, the window was asked to).
    public mutating func dismiss() -> Effect? {
        guard !isFinished else { return nil }
        return finish()
    }

    private mutating func lift() -> Effect? {
        switch stage {
        case .hint:
            return finish()
        case .peek:
            if usesLongPress && configuration.longPressPeekStaysOnLift {
                actionsVisible = !items.isEmpty
            } else if !actionsVisible {
                return finish()
            }
            stage = .pinned
            progress = 0
            return .pin
        case .pinned:
            return nil
        case .popped:
            isFinished = true
            return .dismiss
        }
    }

    private mutating func finish() -> Effect {
        isFinished = true
        actionsVisible = false
        actionsRevealedByRequest = false
        openGroup = nil
        dragOffset = 0
        return .dismiss
    }

    private func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    // MARK: Invariants

    /// The rules the value breaks, in words; empty when it is consistent (tests check it after every step).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if !(0...1).contains(progress) { problems.append("progress \(progress) is outside 0…1") }
        if dragOffset < 0 { problems.append("drag offset \(dragOffset) is negative") }
        if actionsVisible, items.isEmpty { problems.append("actions show but there are none") }
        if actionsVisible, stage != .peek, stage != .pinned {
            problems.append("actions show in stage \(stage.rawValue)")
        }
        if let openGroup {
            if stage != .pinned { problems.append("group \(openGroup) is open in stage \(stage.rawValue)") }
            if !items.indices.contains(openGroup) || items[openGroup] == nil {
                problems.append("open group \(openGroup) is not a group")
            }
        }
        if usesLongPress, stage == .popped { problems.append("the long-press alternative popped") }
        if dragOffset > 0, stage != .peek, stage != .pinned {
            problems.append("dragged \(dragOffset) in stage \(stage.rawValue)")
        }
        return problems
    }
}
