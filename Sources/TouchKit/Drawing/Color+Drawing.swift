import CoreGraphics

extension Color {
    /// Makes this the current context's fill colour (`setFill()`). Matches UIKit; with no current
    /// context it does nothing.
    @MainActor
    public func setFill() { GraphicsContextStack.current?.setFillColor(cgColor) }

    /// Makes this the current context's stroke colour (`setStroke()`). Matches UIKit; with no
    /// current context it does nothing.
    @MainActor
    public func setStroke() { GraphicsContextStack.current?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke colour (`set()`). Matches UIKit.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}
