public import TouchKit

// The ink canvas on screen, for getting drawings out (the simulator's `GET …/drawing`).

extension Device {
    /// The ink canvas the user sees: in the key window of the app in front, the front-most visible
    /// `InkCanvasView` (subviews searched front to back, hidden or transparent views skipped); nil on
    /// the home screen or when the app shows none.
    /// - Complexity: O(*n*) in the window's views.
    public var inkCanvasOnScreen: InkCanvasView? {
        guard let id = foregroundApp, let window = appsByID[id]?.host.application?.keyWindow else {
            return nil
        }
        return Self.frontmostCanvas(in: window)
    }

    private static func frontmostCanvas(in view: View) -> InkCanvasView? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        for subview in view.subviews.reversed() {
            if let found = frontmostCanvas(in: subview) { return found }
        }
        return view as? InkCanvasView
    }
}
