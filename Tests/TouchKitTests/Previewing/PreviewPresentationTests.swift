import ForceTouch
import Foundation
import Testing
import TouchKit

/// The presentation as a value: each stage, each exit, the effects it asks for.
@MainActor
@Suite("PreviewPresentation: stages, exits and effects as a value")
struct PreviewPresentationTests {
    func event(_ kind: ForcePressEvent.Kind, _ progress: CGFloat = 0, from state: ForcePressState = .hint)
        -> ForcePressEvent
    {
        ForcePressEvent(kind: kind, previousState: state, timestamp: 0, force: 0, progress: progress)
    }

    @Test("Hint → peek → pop commits; the state reads hint, peek, pop; lifting ends it")
    func forcePath() {
        var presentation = PreviewPresentation(items: [nil])
        #expect(presentation.handle(event(.hint, 0.2, from: .possible)) == nil)
        #expect(presentation.state == PreviewState(phase: .hint, progress: 0.2))
        #expect(presentation.blurFraction == 0.2)
        #expect(presentation.handle(event(.progress, 0.7)) == nil)
        #expect(presentation.blurFraction == 0.7)
        #expect(presentation.handle(event(.peek, 0.1)) == .showPreview)
        #expect(presentation.state == PreviewState(phase: .peek, progress: 0.1))
        #expect(presentation.blurFraction == 1)
        #expect(presentation.showsPreview)
        #expect(presentation.handle(event(.pop, 1, from: .peek)) == .commit)
        #expect(presentation.state == PreviewState(phase: .pop, progress: 1))
        #expect(!presentation.showsPreview)
        #expect(presentation.handle(event(.ended, 0, from: .pop)) == .dismiss)
        #expect(presentation.state == nil)
        #expect(presentation.isFinished)
        #expect(presentation.invariantViolations().isEmpty)
    }

    @Test("Lifting in the hint or in a peek with hidden actions dismisses", arguments: [false, true])
    func liftDismisses(atPeek: Bool) {
        var presentation = PreviewPresentation(items: [nil])
        _ = presentation.handle(event(.hint, 0.5, from: .possible))
        if atPeek { _ = presentation.handle(event(.peek)) }
        #expect(presentation.handle(event(.ended)) == .dismiss)
        #expect(presentation.state == nil)
    }

    @Test("Dragging past the reveal distance shows the actions; lifting then pins; no pop meanwhile")
    func actions() {
        var presentation = PreviewPresentation(items: [nil, 2])
        _ = presentation.handle(event(.hint, 0.5, from: .possible))
        _ = presentation.handle(event(.peek))
        presentation.drag(toY: 300)
        presentation.drag(toY: 260)
        #expect(presentation.dragOffset == 40)
        #expect(!presentation.actionsVisible)
        presentation.drag(toY: 250)
        #expect(presentation.actionsVisible)
        #expect(presentation.handle(event(.pop, 1, from: .peek)) == nil)
        #expect(presentation.handle(event(.ended)) == .pin)
        #expect(presentation.state == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        #expect(presentation.stage == .pinned)
        // The group opens; one of its actions runs.
        #expect(presentation.tap(.row(1)) == nil)
        #expect(presentation.openGroup == 1)
        #expect(presentation.rowCount == 2)
        #expect(presentation.tap(.row(5)) == nil)
        #expect(presentation.tap(.row(0)) == .perform(index: 0, group: 1))
        #expect(presentation.state == nil)
        #expect(presentation.invariantViolations().isEmpty)
    }

    @Test("revealActions: only during a peek with actions; they stay whatever the drag")
    func revealActions() {
        var presentation = PreviewPresentation(items: [nil])
        _ = presentation.handle(event(.hint, 0.5, from: .possible))
        presentation.revealActions()
        #expect(!presentation.actionsVisible)
        _ = presentation.handle(event(.peek))
        presentation.drag(toY: 300)
        presentation.revealActions()
        #expect(presentation.actionsVisible)
        presentation.drag(toY: 320)
        #expect(presentation.actionsVisible)
        #expect(presentation.handle(event(.ended)) == .pin)
        var bare = PreviewPresentation()
        _ = bare.handle(event(.peek, 0, from: .hint))
        bare.revealActions()
        #expect(!bare.actionsVisible)
        #expect(bare.invariantViolations().isEmpty && presentation.invariantViolations().isEmpty)
    }

    @Test("Pinned: a row runs its action, the preview commits, outside dismisses")
    func pinnedTaps() {
        for (target, effect) in [
            (PreviewPresentation.TapTarget.row(0), PreviewPresentation.Effect.perform(index: 0, group: nil)),
            (.preview, .commit), (.outside, .dismiss),
        ] {
            var presentation = PreviewPresentation(items: [nil])
            _ = presentation.handle(event(.hint, 0.5, from: .possible))
            _ = presentation.handle(event(.peek))
            presentation.drag(toY: 300)
            presentation.drag(toY: 200)
            _ = presentation.handle(event(.ended))
            #expect(presentation.tap(target) == effect, "\(target)")
            #expect(presentation.isFinished)
            #expect(presentation.tap(.outside) == nil)
        }
    }

    @Test("The long-press alternative: no pop; lifting pins with the actions shown")
    func longPress() {
        var presentation = PreviewPresentation(items: [nil], usesLongPress: true)
        _ = presentation.handle(event(.hint, 1, from: .possible))
        #expect(presentation.handle(event(.peek, 1)) == .showPreview)
        #expect(presentation.state == PreviewState(phase: .peek, progress: 0))
        #expect(presentation.handle(event(.pop, 1, from: .peek)) == nil)
        #expect(presentation.handle(event(.ended)) == .pin)
        #expect(presentation.state == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        var dismissing = PreviewingConfiguration()
        dismissing.longPressPeekStaysOnLift = false
        var other = PreviewPresentation(items: [nil], usesLongPress: true, configuration: dismissing)
        _ = other.handle(event(.hint, 1, from: .possible))
        _ = other.handle(event(.peek, 1))
        #expect(other.handle(event(.ended)) == .dismiss)
    }

    @Test("A cancelled touch dismisses unless the peek is pinned; dismiss() ends any stage")
    func cancel() {
        var presentation = PreviewPresentation()
        _ = presentation.handle(event(.hint, 0.5, from: .possible))
        #expect(presentation.handle(event(.cancelled)) == .dismiss)
        var pinned = PreviewPresentation(items: [nil], usesLongPress: true)
        _ = pinned.handle(event(.peek, 1, from: .possible))
        _ = pinned.handle(event(.ended))
        #expect(pinned.handle(event(.cancelled)) == nil)
        #expect(pinned.dismiss() == .dismiss)
        #expect(pinned.dismiss() == nil)
    }

    @Test("Progress is clamped; NaN counts as 0")
    func clamping() {
        var presentation = PreviewPresentation()
        _ = presentation.handle(event(.hint, 3, from: .possible))
        #expect(presentation.progress == 1)
        _ = presentation.handle(event(.progress, .nan))
        #expect(presentation.progress == 0)
        #expect(PreviewState(phase: .hint, progress: -2).progress == 0)
        #expect(PreviewState(phase: .hint, progress: .nan).progress == 0)
    }

    @Test("The state encodes with the keys phase, actionsVisible and progress")
    func coding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let state = PreviewState(phase: .peek, actionsVisible: true, progress: 0.5)
        let json = String(decoding: try encoder.encode(state), as: UTF8.self)
        #expect(json == #"{"actionsVisible":true,"phase":"peek","progress":0.5}"#)
        #expect(try JSONDecoder().decode(PreviewState.self, from: Data(json.utf8)) == state)
        #expect(PreviewState.Phase.allCases.map(\.description) == ["hint", "peek", "pop"])
    }
}
