import ForceTouch
import Foundation
import Testing
import TouchKit

/// A delegate that writes down every call, progress rounded to hundredths.
@MainActor
final class InteractionLog: PreviewInteractionDelegate {
    var lines: [String] = []
    var shouldBegin = true

    func previewInteraction(
        _ previewInteraction: PreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
        ended: Bool
    ) {
        lines.append("preview \(Self.rounded(transitionProgress))\(ended ? " ended" : "")")
    }

    func previewInteraction(
        _ previewInteraction: PreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
        ended: Bool
    ) {
        lines.append("commit \(Self.rounded(transitionProgress))\(ended ? " ended" : "")")
    }

    func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction) {
        lines.append("cancel")
    }

    func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool {
        lines.append("shouldBegin")
        return shouldBegin
    }

    static func rounded(_ value: CGFloat) -> String {
        String(format: "%.2f", Double(value))
    }
}

/// iOS 10's `PreviewInteraction`: preview progress to the peek, commit progress to the pop, cancel.
@MainActor
@Suite("PreviewInteraction: preview and commit progress, ended, shouldBegin, cancel")
struct PreviewInteractionTests {
    /// A window with a view watched by an interaction. Keep the interaction alive, as an app keeps it
    /// in a property (the view does not keep it, as in UIKit).
    func setUp(capability: ForceTouchCapability = .available) -> (
        Window, View, PreviewInteraction, InteractionLog
    ) {
        let window = makeWindow(capability: capability)
        let view = View(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        window.rootViewController!.view.addSubview(view)
        let interaction = PreviewInteraction(view: view)
        let log = InteractionLog()
        interaction.delegate = log
        return (window, view, interaction, log)
    }

    /// The numbers in `lines` that follow `prefix`, in order.
    func progress(_ lines: [String], _ prefix: String) -> [Double] {
        lines.filter { $0.hasPrefix(prefix + " ") }.compactMap { Double($0.split(separator: " ")[1]) }
    }

    @Test("A press to the pop: preview 0…1 ending at the peek, commit 0…1 ending at the pop")
    func wholePress() {
        let (window, view, interaction, log) = setUp()
        var finger = Finger(window)
        finger.down(187, 300, force: 0.5)
        finger.ramp(to: 2)
        #expect(log.lines.first == "shouldBegin")
        #expect(interaction.location(in: view) == CGPoint(x: 187, y: 200))
        finger.ramp(to: 4.6)
        finger.hold(0.2)
        #expect(log.lines.contains("preview 1.00 ended"))
        finger.ramp(to: 6.6)
        finger.hold(0.2)
        #expect(log.lines.last == "commit 1.00 ended")
        let preview = progress(log.lines, "preview")
        let commit = progress(log.lines, "commit")
        #expect(preview == preview.sorted() && preview.last == 1)
        #expect(commit.last == 1 && commit.allSatisfy { (0...1).contains($0) })
        #expect(log.lines.filter { $0.hasSuffix("ended") } == ["preview 1.00 ended", "commit 1.00 ended"])
        finger.up()
        #expect(!log.lines.contains("cancel"))
        withExtendedLifetime(interaction) {}
    }

    @Test("Lifting before the commit ended cancels")
    func liftCancels() {
        let (window, _, interaction, log) = setUp()
        var finger = Finger(window)
        finger.down(187, 300, force: 0.5)
        finger.ramp(to: 2)
        finger.up()
        #expect(log.lines.last == "cancel")
        #expect(!log.lines.contains { $0.hasSuffix("ended") })
        withExtendedLifetime(interaction) {}
    }

    @Test("shouldBegin false: nothing more is reported for that press")
    func declined() {
        let (window, _, interaction, log) = setUp()
        log.shouldBegin = false
        var finger = Finger(window)
        finger.down(187, 300, force: 0.5)
        finger.ramp(to: 4.6)
        finger.hold(0.3)
        finger.up()
        #expect(log.lines == ["shouldBegin"])
        withExtendedLifetime(interaction) {}
    }

    @Test("cancel() ends the interaction under way with previewInteractionDidCancel, once")
    func cancel() {
        let (window, _, interaction, log) = setUp()
        var finger = Finger(window)
        finger.down(187, 300, force: 0.5)
        finger.ramp(to: 2)
        interaction.cancel()
        #expect(log.lines.last == "cancel")
        let count = log.lines.count
        finger.ramp(to: 6.6)
        finger.hold(0.3)
        finger.up()
        interaction.cancel()
        #expect(log.lines.count == count)
    }

    @Test("A quick tap reports nothing")
    func tap() {
        let (window, _, interaction, log) = setUp()
        var finger = Finger(window)
        finger.tap(187, 300)
        #expect(log.lines.isEmpty)
        withExtendedLifetime(interaction) {}
    }

    @Test("Without 3D Touch the long press ends the preview transition at once and never commits")
    func longPress() {
        let (window, _, interaction, log) = setUp(capability: .unavailable)
        var finger = Finger(window)
        finger.down(187, 300, force: 0)
        finger.rest(0.6)
        #expect(log.lines == ["shouldBegin", "preview 1.00", "preview 1.00 ended"])
        finger.up()
        #expect(log.lines.last == "cancel")
        withExtendedLifetime(interaction) {}
    }

    @Test("The interaction ends with its owner: the recognizer leaves the view")
    func lifetime() {
        let window = makeWindow()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController!.view.addSubview(view)
        var interaction: PreviewInteraction? = PreviewInteraction(view: view)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(interaction?.view === view)
        interaction = nil
        #expect(view.gestureRecognizers == nil)
    }
}
