public import CoreGraphics

// The display pass: `draw(_:)` called for views that need display, what they drew kept and
// turned into the render stream's drawing (`RenderDrawing`).

extension View {
    /// How a view's drawn content fits a new size, as UIKit's `UIView.ContentMode` (its raw values).
    /// Only `.redraw` changes anything here (see `View.contentMode`).
    public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
        /// Stretch to the new size (UIKit's default).
        case scaleToFill = 0
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to fill, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Draw again: a change of size calls `setNeedsDisplay()`.
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// At the top.
        case top = 5
        /// At the bottom.
        case bottom = 6
        /// At the left.
        case left = 7
        /// At the right.
        case right = 8
        /// At the top-left corner.
        case topLeft = 9
        /// At the top-right corner.
        case topRight = 10
        /// At the bottom-left corner.
        case bottomLeft = 11
        /// At the bottom-right corner.
        case bottomRight = 12
    }

    /// Whether the next display pass will call `draw(_:)` (a TouchKit addition, for tests: UIKit
    /// does not say).
    public var needsDisplay: Bool { needsDisplayRect != nil }

    /// What the view's `draw(_:)` recorded and the renderer shows (a TouchKit addition): the
    /// commands of its full draw and of the partial redraws since, nil when it drew nothing.
    public var drawnContent: CGDisplayList? { drawnDisplayList }

    /// Shows `list` as the view's drawn content in place of what `draw(_:)` recorded (a layer's
    /// `contents`); nil goes back to the view's own drawing at the next display.
    package func replaceDrawnContent(with list: CGDisplayList?) {
        drawnDisplayList = list
        renderDrawing = list.map { RenderDrawing($0) }
        if list == nil { setNeedsDisplay() }
        invalidateRender()
    }

    /// Runs the display pass for this view alone: calls `draw(_:)` once when the view needs
    /// display and has a non-empty size (a zero-size view keeps needing it, as in UIKit, and draws
    /// when it gets a size). The render tree builder calls it for each view it rebuilds.
    func displayIfNeeded() {
        guard let dirty = needsDisplayRect else { return }
        let bounds = boundsStorage
        guard bounds.width > 0, bounds.height > 0 else { return }
        needsDisplayRect = nil
        var rect = dirty.intersection(bounds)
        guard !rect.isNull, !rect.isEmpty else { return }
        let previous = drawnDisplayList
        let keepsPrevious =
            previous != nil && rect != bounds
            && previous!.size == bounds.size
            && previous!.commands.count <= RenderDrawing.commandLimit / 2
        if !keepsPrevious { rect = bounds }
        let size = bounds.size
        let partial = keepsPrevious ? rect : nil
        let clears = clearsContextBeforeDrawing
        let depth = GraphicsContextStack.depth
        GraphicsContextStack.pushLazy {
            let context = CGContext(
                recordingSize: size,
                initialTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height))
            context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
            if let partial {
                context.clip(to: partial)
                if clears { context.clear(partial) }
            }
            return context
        }
        draw(rect)
        while GraphicsContextStack.depth > depth + 1 { GraphicsContextStack.pop() }
        let context = GraphicsContextStack.popLazy()
        let drawn = context?.displayList
        var next: CGDisplayList?
        if keepsPrevious, var kept = previous {
            if let drawn { kept.commands += drawn.commands }
            next = kept
        } else if let drawn, !drawn.commands.isEmpty {
            next = drawn
        }
        if next != drawnDisplayList {
            drawnDisplayList = next
            renderDrawing = next.map { RenderDrawing($0) }
        }
    }
}
