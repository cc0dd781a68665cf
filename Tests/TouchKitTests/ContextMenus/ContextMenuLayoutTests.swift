import Foundation
import Testing
import TouchKit

/// Where the preview and the menu go: below the preview when there is room, else above, else the
/// preview moves up; and the menu on screen with the numbers ContextMenuLayout documents as ours.
@MainActor
@Suite("ContextMenuLayout: the menu below or above the preview as there is room")
struct ContextMenuLayoutTests {
    /// Opens a four-row menu on a photo at `frame` and returns the state.
    func open(photoAt frame: CGRect, preview: CGSize? = nil) -> ContextMenuState {
        let (window, _, _, log) = makeMenuScreen(frame: frame)
        log.configuration = {
            guard let preview else {
                return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    photoMenu(log: log)
                }
            }
            return ContextMenuConfiguration(
                identifier: nil, previewProvider: { previewController("P", size: preview) }
            ) {
                _ in photoMenu(log: log)
            }
        }
        var finger = Finger(window)
        finger.down(frame.midX, frame.midY, force: 0)
        finger.rest(0.6)
        finger.up()
        return window.contextMenuState!
    }

    @Test("A photo near the top: the menu goes below it, 16 points down, four 44-point rows")
    func menuBelow() {
        let state = open(photoAt: CGRect(x: 100, y: 80, width: 175, height: 120))
        #expect(state.previewFrame == CGRect(x: 100, y: 80, width: 175, height: 120))
        #expect(abs(state.menuFrame.minY - (200 + 16)) < 0.01)
        #expect(abs(state.menuFrame.height - 4 * 44) < 0.01)
        #expect(abs(state.menuFrame.width - 250) < 0.01)
        #expect(state.rowFrames.count == 4)
    }

    @Test("A photo near the bottom: the menu goes above it")
    func menuAbove() {
        let state = open(photoAt: CGRect(x: 100, y: 480, width: 175, height: 120))
        #expect(state.previewFrame.minY == 480)
        #expect(abs(state.menuFrame.maxY - (480 - 16)) < 0.01)
    }

    @Test("A tall preview with room for neither: the preview moves up (and shrinks), the menu below")
    func previewMovesUp() {
        let state = open(
            photoAt: CGRect(x: 20, y: 300, width: 335, height: 100), preview: CGSize(width: 335, height: 500))
        #expect(state.menuFrame.minY == state.previewFrame.maxY + 16)
        #expect(state.menuFrame.maxY <= 667 - 16)
        #expect(state.previewFrame.minY >= 20)
        #expect(state.previewFrame.height < 500)
    }

    @Test("The preview controller takes its preferredContentSize, centred on the source")
    func previewSize() {
        let state = open(
            photoAt: CGRect(x: 100, y: 100, width: 175, height: 120), preview: CGSize(width: 200, height: 150)
        )
        #expect(state.previewFrame.size == CGSize(width: 200, height: 150))
        #expect(state.previewFrame.midX == 187.5)
    }

    @Test("Pure layout: below, above, or moved up, on a 375 × 667 screen with a 20-point status bar")
    func pureFrames() {
        let layout = ContextMenuLayout()
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        let below = layout.frames(
            source: CGRect(x: 0, y: 100, width: 375, height: 44), previewSize: nil, menuHeight: 132,
            in: bounds,
            top: 20)
        #expect(below.menuBelow && below.menu.minY == 160)
        let above = layout.frames(
            source: CGRect(x: 0, y: 560, width: 375, height: 44), previewSize: nil, menuHeight: 132,
            in: bounds,
            top: 20)
        #expect(!above.menuBelow && above.menu.maxY == 544)
        // Near the trailing edge the preview keeps 16 points of margin and the menu ends where it does.
        var narrow = layout
        narrow.menuWidth = 200
        #expect(
            narrow.frames(
                source: CGRect(x: 300, y: 100, width: 60, height: 60), previewSize: nil, menuHeight: 44,
                in: bounds, top: 20
            ).menu.maxX == 359)
    }

    @Test(
        "A visiblePath lifts only what it encloses: a rounded rectangle inset in the photo, its own radius",
        arguments: [
            ("roundedRect", CGRect(x: 10, y: 10, width: 155, height: 100), CGFloat(8)),
            ("rect", CGRect(x: 0, y: 20, width: 175, height: 80), CGFloat(0)),
            ("oval", CGRect(x: 37.5, y: 0, width: 100, height: 100), CGFloat(50)),
        ])
    func visiblePath(kind: String, inset: CGRect, radius: CGFloat) throws {
        let frame = CGRect(x: 100, y: 80, width: 175, height: 120)
        let (window, photo, _, log) = makeMenuScreen(frame: frame)
        log.configuration = {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in photoMenu(log: log) }
        }
        log.highlightPreview = {
            let parameters = PreviewParameters()
            parameters.visiblePath =
                switch kind {
                case "roundedRect": BezierPath(roundedRect: inset, cornerRadius: radius)
                case "oval": BezierPath(ovalIn: inset)
                default: BezierPath(rect: inset)
                }
            return TargetedPreview(view: photo, parameters: parameters)
        }
        var finger = Finger(window)
        finger.down(frame.midX, frame.midY, force: 0)
        finger.rest(0.6)
        finger.up()
        let state = try #require(window.contextMenuState)
        #expect(state.previewFrame == inset.offsetBy(dx: frame.minX, dy: frame.minY))
        #expect(state.previewCornerRadius == radius)
    }
}
