import ForceTouch
import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// Random force and position sequences on a previewing list never leave the presentation inconsistent:
/// after every step the value's invariants hold, the overlay is on screen exactly while a preview shows,
/// and once the finger is up nothing is previewed unless a peek stayed on screen (actions revealed, or
/// the long-press alternative). Each seed is recorded in the test's arguments and in every message.
@MainActor
@Suite("Previewing, randomized: the presentation always returns to nothing after a lift")
struct PreviewPresenterRandomizedTests {
    /// The seeds: each names one whole run (capability, sensitivity, actions and 600 steps).
    static let seeds: [UInt64] = Array(1...40)

    @Test("Random presses, drags, waits, lifts and taps, seeds 1…40; every stage and exit is reached")
    func randomSequences() {
        var reached: Set<String> = []
        for seed in Self.seeds { run(seed: seed, reached: &reached) }
        #expect(
            reached.isSuperset(of: [
                "hint", "peek", "pop", "pinned", "actions", "perform", "dismiss", "declined", "longPress",
            ]), "stages reached over all seeds: \(reached.sorted())")
    }

    func run(seed: UInt64, reached: inout Set<String>) {
        var random = SplitMix64(seed: seed)
        let capability: ForceTouchCapability = random.chance(75) ? .available : .unavailable
        let (window, navigation, list) = makePreviewScreen(capability: capability)
        window.forcePressSensitivity = Sensitivity.allCases[random.below(3)]
        let heard = PreviewActionTests.Heard()
        if random.chance(70) {
            list.makeActions = { _ in
                [
                    PreviewAction(title: "One") { _, _ in heard.lines.append("One") },
                    PreviewActionGroup(
                        title: "Group",
                        actions: [PreviewAction(title: "Two") { _, _ in heard.lines.append("Two") }]),
                ]
            }
        }
        list.nilRows = random.chance(30) ? [0, 2, 4] : []
        var time: TimeInterval = 0
        var touchID = 0
        var finger: Finger?
        var steps: [String] = []

        for _ in 0..<600 {
            if navigation.topViewController !== list {
                navigation.popToRootViewController(animated: false)
                steps.append("back to the list")
            }
            time += 1.0 / 60
            if var current = finger {
                current.time = time
                switch random.below(100) {
                case 0..<55:
                    let force = CGFloat(random.below(401)) / 60
                    current.press(force: force, after: 0)
                    steps.append("force \(force)")
                case 55..<70:
                    let dy = CGFloat(random.below(41) - 30)
                    let dx = CGFloat(random.below(11) - 5)
                    current.move(current.location.x + dx, current.location.y + dy, after: 0)
                    steps.append("move \(dx), \(dy)")
                case 70..<95:
                    let pause = Double(random.below(30)) / 60
                    current.wait(pause)
                    steps.append("wait \(pause)")
                case 95:
                    current.cancel(after: 0)
                    steps.append("cancel")
                    finger = nil
                default:
                    current.up(after: 0)
                    steps.append("lift")
                    finger = nil
                }
                time = current.time
                if finger != nil { finger = current }
            } else {
                touchID += 1
                var new = Finger(window, id: touchID, time: time)
                var x = CGFloat(random.below(375))
                var y = CGFloat(random.below(667))
                if window.previewState != nil, random.chance(60) {
                    // Aim at the sheet's rows (the bottom of the screen) on a pinned peek.
                    x = 187
                    y = 667 - 10 - CGFloat(random.below(114))
                }
                new.down(x, y, force: CGFloat(random.below(120)) / 60)
                steps.append("down \(touchID) at \(x), \(y)")
                finger = new
            }
            note(window, list, heard: heard, into: &reached)
            check(window, list, fingerDown: finger != nil, seed: seed, steps: steps)
        }
    }

    /// Records which stages and exits the run has reached.
    func note(
        _ window: Window, _ list: PreviewList, heard: PreviewActionTests.Heard,
        into reached: inout Set<String>
    ) {
        if let session = window.previewPresenterIfCreated?.session {
            reached.insert(
                session.presentation.stage == .popped ? "pop" : session.presentation.stage.rawValue)
            if session.presentation.actionsVisible { reached.insert("actions") }
            if session.presentation.usesLongPress { reached.insert("longPress") }
        }
        if !heard.lines.isEmpty { reached.insert("perform") }
        if list.calls.contains(where: { $0.hasPrefix("preview") }), window.previewState == nil {
            reached.insert("dismiss")
        }
        if list.calls.filter({ $0.hasPrefix("preview") }).count > list.previewsMade {
            reached.insert("declined")
        }
    }

    /// The consistency rules after one step.
    func check(_ window: Window, _ list: PreviewList, fingerDown: Bool, seed: UInt64, steps: [String]) {
        let context = "seed \(seed), after \(steps.count) steps: \(steps.suffix(6).joined(separator: "; "))"
        let presenter = window.previewPresenterIfCreated
        let overlays = window.subviews.filter { $0 is PreviewOverlayView }
        let state = window.previewState
        #expect(overlays.count <= 1, "\(context)")
        if let session = presenter?.session {
            #expect(session.presentation.invariantViolations() == [], "\(context)")
            #expect(state == session.presentation.state, "\(context)")
            #expect(
                overlays.isEmpty == (session.presentation.stage == .popped),
                "overlay on screen exactly while not popped; \(context)")
            #expect(
                session.controller.viewIfLoaded?.window === (session.presentation.showsPreview ? window : nil)
                    || !session.presentation.showsPreview && session.controller.parent != nil,
                "the preview's view is on screen exactly during the peek; \(context)")
        } else {
            #expect(state == nil, "\(context)")
            #expect(overlays.isEmpty, "no overlay without a presentation; \(context)")
        }
        if let state {
            #expect((0...1).contains(state.progress), "\(context)")
            if !fingerDown {
                #expect(state.phase == .peek, "only a pinned peek outlives the finger; \(context)")
                #expect(
                    state.actionsVisible || window.screenTraitCollection.forceTouchCapability != .available,
                    "a force peek outlives the finger only with its actions shown; \(context)")
            }
        }
        if let preview = list.lastPreview, state == nil || presenter?.session?.controller !== preview {
            #expect(
                preview.presentingViewController == nil, "a finished preview is not presented; \(context)")
        }
    }
}
