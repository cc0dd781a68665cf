public import Foundation
public import TouchKit

/// UIKit's `UIScreen`: the screen of the running app, forwarding to TouchKit's `Screen` value.
public final class UIScreen {
    /// The TouchKit screen this object describes.
    public let screen: Screen

    /// The object for `screen`.
    public init(screen: Screen) {
        self.screen = screen
    }

    /// The screen of the app whose code is running (`UIScreen.main`). Like `UIApplication.shared`, it
    /// needs a running app's code (see `Application.current`); read outside one, it stops the program
    /// with a message saying so.
    @MainActor
    public static var main: UIScreen {
        guard let application = Application.current else { fatalError(UIKitMessages.noCurrentScreen) }
        return UIScreen(screen: application.screen)
    }

    /// The screen's bounds in points (`bounds`).
    public var bounds: CGRect { screen.bounds }

    /// Pixels per point (`scale`).
    public var scale: CGFloat { screen.scale }

    /// Pixels per point of the panel (`nativeScale`): the same as `scale` here.
    public var nativeScale: CGFloat { screen.scale }
}
