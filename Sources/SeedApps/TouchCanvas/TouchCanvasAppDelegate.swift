public import QuickActions
public import TouchKit

/// TouchCanvas's application delegate: handles "New Drawing" and "Continue Last Drawing", and sets the
/// dynamic item once the canvas holds a drawing.
///
/// A quick-action launch keeps the item and returns false from `didFinishLaunching` (so
/// `performActionFor` is not called as well), handling it when the app becomes active, as Apple's
/// sample apps do. The drawing lives in the running app: after the app is terminated, "Continue Last
/// Drawing" (which the system keeps, as iOS keeps dynamic items) opens an empty canvas.
@MainActor
public final class TouchCanvasAppDelegate: ApplicationDelegate {
    private weak var application: Application?
    private var launchedShortcutItem: ShortcutItem?

    /// Creates the delegate of a new launch.
    public init() {}

    /// Keeps a launching item for `applicationDidBecomeActive`.
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        self.application = application
        launchedShortcutItem = launchOptions?[.shortcutItem] as? ShortcutItem
        return launchedShortcutItem == nil
    }

    /// Handles the launching item once; connects the canvas to the dynamic item.
    public func applicationDidBecomeActive(_ application: Application) {
        canvasController?.onDrawingChange = { [weak application] hasDrawing in
            guard let application else { return }
            let wanted = hasDrawing ? [TouchCanvasShortcut.continueDrawingItem] : []
            if application.shortcutItems.map(\.type) != wanted.map(\.type) {
                application.shortcutItems = wanted
            }
        }
        if let item = launchedShortcutItem {
            _ = handle(item)
            launchedShortcutItem = nil
        }
    }

    /// Handles the item and completes with whether it was TouchCanvas's.
    public func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(handle(shortcutItem))
    }

    /// "New Drawing" clears the canvas; "Continue Last Drawing" leaves it as it is.
    func handle(_ item: ShortcutItem) -> Bool {
        switch item.type {
        case TouchCanvasShortcut.newDrawing:
            canvasController?.newDrawing()
            return true
        case TouchCanvasShortcut.continueDrawing:
            canvasController?.continueDrawing()
            return true
        default:
            return false
        }
    }

    private var canvasController: TouchCanvasViewController? {
        application?.keyWindow?.rootViewController as? TouchCanvasViewController
    }
}
