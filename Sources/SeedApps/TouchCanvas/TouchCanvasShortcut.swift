import Ink
public import QuickActions
import TouchKit

/// TouchCanvas's quick actions: their types and items.
public enum TouchCanvasShortcut {
    /// The app's bundle identifier.
    public static let bundleIdentifier = "com.example.touchcanvas"
    /// "New Drawing" (static, in the Info.plist): a cleared canvas.
    public static let newDrawing = "com.example.touchcanvas.new-drawing"
    /// "Continue Last Drawing" (dynamic, set once a drawing exists): the last drawing, to go on with.
    public static let continueDrawing = "com.example.touchcanvas.continue-drawing"

    /// The static item.
    public static let newDrawingItem = ShortcutItem(
        type: newDrawing, localizedTitle: "New Drawing", localizedSubtitle: nil, icon: .system(.compose))

    /// The dynamic item.
    public static let continueDrawingItem = ShortcutItem(
        type: continueDrawing, localizedTitle: "Continue Last Drawing", localizedSubtitle: nil,
        icon: .system(.time))
}
