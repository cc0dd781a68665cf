public import TouchKit

extension SeedApps {
    /// Seed 003's drawing app (`com.example.touchcanvas`), after Apple's TouchCanvas sample: draw with a
    /// finger (force → width) or a pen (force, and tilt: held low it draws broader), a debug mode, a precise-location
    /// switch, clear, and seed 003's two modes, thicker-with-force and opaque-with-force. Its static
    /// quick action is "New Drawing"; "Continue Last Drawing" is a dynamic one, set once a drawing exists.
    public static var touchCanvas: AppManifest {
        AppManifest(
            bundleIdentifier: TouchCanvasShortcut.bundleIdentifier, displayName: "TouchCanvas", version: "1",
            icon: AppIcon(color: "#5856D6", glyph: .symbol("compose")),
            staticShortcutItems: .items([TouchCanvasShortcut.newDrawingItem]),
            makeDelegate: { TouchCanvasAppDelegate() },
            makeRootViewController: { TouchCanvasViewController() })
    }
}
