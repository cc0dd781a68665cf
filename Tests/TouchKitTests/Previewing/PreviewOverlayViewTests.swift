import Foundation
import Testing
import TouchKit

/// Render-tree snapshots of each phase of a presentation: the blur bands (dimmed) around the source
/// rect, the preview at its frame with its shadow, the chevron, the action sheet as a menu.
@MainActor
@Suite("Preview overlay: render-tree snapshots of each phase")
struct PreviewOverlayViewTests {
    /// The overlay's subtree as text (the window's last child while a presentation shows).
    func overlay(_ window: Window, _ builder: RenderTreeBuilder) -> String {
        let tree = builder.render(window)
        return tree.children.count > 1 ? RenderTextRenderer.render(tree.children.last!) : ""
    }

    static let hint = """
        view#102 (0 0 375 667)
          visualEffect#103 (0 0 375 152) alpha=0.271 bg=#00000059 blur=8.129
            view#104 (0 0 375 152)
          visualEffect#105 (0 196 375 471) alpha=0.271 bg=#00000059 blur=8.129
            view#106 (0 0 375 471)
          visualEffect#107 (0 152 0 44) alpha=0.271 bg=#00000059 blur=8.129
            view#108 (0 0 0 44)
          visualEffect#109 (375 152 0 44) alpha=0.271 bg=#00000059 blur=8.129
            view#110 (0 0 0 44)
          view#111 (10 64 355 539) hidden bg=#FFFFFFFF radius=14 clips shadow=#00000059@(0 10)/24
          imageView#112 (169.5 42 36 14) symbol:chevron.up/tint=#FFFFFFFF hidden
          view#113 (0 0 0 0) hidden bg=#F7F7F7F5 clips

        """

    static let peek = """
        view#102 (0 0 375 667)
          visualEffect#103 (0 0 375 0) bg=#00000059 blur=30
            view#104 (0 0 375 0)
          visualEffect#105 (0 0 375 667) bg=#00000059 blur=30
            view#106 (0 0 375 667)
          visualEffect#107 (0 0 0 0) bg=#00000059 blur=30
            view#108 (0 0 0 0)
          visualEffect#109 (0 0 375 0) bg=#00000059 blur=30
            view#110 (0 0 375 0)
          view#111 (10 64 355 539) bg=#FFFFFFFF radius=14 clips shadow=#00000059@(0 10)/24
            view#114 (0 0 355 539) bg=#FFFFFFFF
              label#115 (20 20 200 30) "Item 3" font=17/400 color=#000000FF lines=1 tail a11y=text:"Item 3"
          imageView#112 (169.5 42 36 14) symbol:chevron.up/tint=#FFFFFFFF
          view#113 (0 0 0 0) hidden bg=#F7F7F7F5 clips

        """

    static let actions = """
        view#102 (0 0 375 667)
          visualEffect#103 (0 0 375 0) bg=#00000059 blur=30
            view#104 (0 0 375 0)
          visualEffect#105 (0 0 375 667) bg=#00000059 blur=30
            view#106 (0 0 375 667)
          visualEffect#107 (0 0 0 0) bg=#00000059 blur=30
            view#108 (0 0 0 0)
          visualEffect#109 (0 0 375 0) bg=#00000059 blur=30
            view#110 (0 0 375 0)
          view#111 (10 -63 355 539) bg=#FFFFFFFF radius=14 clips shadow=#00000059@(0 10)/24
            view#114 (0 0 355 539) bg=#FFFFFFFF
              label#115 (20 20 200 30) "Item 3" font=17/400 color=#000000FF lines=1 tail a11y=text:"Item 3"
          imageView#112 (169.5 -85 36 14) symbol:chevron.up/tint=#FFFFFFFF hidden
          view#113 (10 486 355 171) bg=#F7F7F7F5 radius=14 clips a11y=menu:"Actions"
            view#116 (0 0 355 57) a11y=menuItem:"Default Action"
              label#117 (44 0 267 57) "Default Action" font=20/400 color=#007AFFFF align=center lines=1 tail a11y=text:"Default Action"
              view#118 (0 56.5 355 0.5) bg=#3C3C434A
            view#119 (0 57 355 57) a11y=menuItem:"Destructive Action"
              label#120 (44 0 267 57) "Destructive Action" font=20/400 color=#FF3B30FF align=center lines=1 tail a11y=text:"Destructive Action"
              view#121 (0 56.5 355 0.5) bg=#3C3C434A
            view#122 (0 114 355 57) a11y=menuItem:"Sub Actions…"
              label#123 (44 0 267 57) "Sub Actions…" font=20/400 color=#007AFFFF align=center lines=1 tail a11y=text:"Sub Actions…"

        """

    /// Row 2 of a preview screen pressed to the hint, with the sample actions; the builder has rendered
    /// the screen before the press and at the hint, so ids are stable.
    func pressed() -> (Window, RenderTreeBuilder, Finger) {
        let (window, _, list) = makePreviewScreen()
        list.makeActions = { _ in
            [
                PreviewAction(title: "Default Action") { _, _ in },
                PreviewAction(title: "Destructive Action", style: .destructive) { _, _ in },
                PreviewActionGroup(
                    title: "Sub Actions…", actions: [PreviewAction(title: "A", style: .selected) { _, _ in }]),
            ]
        }
        let builder = RenderTreeBuilder()
        _ = builder.render(window)
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
        _ = builder.render(window)  // the hint's frame, as the simulator renders every sample
        return (window, builder, finger)
    }

    @Test("Hint: four blur bands around row 2's cell (y 152…196), blurred and faded by progress")
    func hint() {
        let (window, builder, _) = pressed()
        #expect(overlay(window, builder) == Self.hint)
    }

    @Test("Peek: one band blurs everything; the preview (355 × 539) is centred; the chevron above it")
    func peek() {
        let (window, builder, start) = pressed()
        var finger = start
        finger.ramp(to: 4.6)
        finger.hold(0.2)
        #expect(overlay(window, builder) == Self.peek)
    }

    @Test("Actions: the sheet is a menu along the bottom; the preview sits above it")
    func actions() {
        let (window, builder, start) = pressed()
        var finger = start
        finger.ramp(to: 4.6)
        finger.hold(0.2)
        finger.slide(by: 0, -60)
        #expect(overlay(window, builder) == Self.actions)
    }

    @Test("After the lift nothing of the overlay is left, and the diff removes exactly it")
    func gone() throws {
        let (window, builder, start) = pressed()
        var finger = start
        let during = builder.render(window)
        finger.up()
        let after = builder.render(window)
        #expect(after.children.count == during.children.count - 1)
        let overlayID = try #require(during.children.last?.id)
        #expect(RenderNode.diff(from: during, to: after) == [.remove(id: overlayID)])
    }
}
