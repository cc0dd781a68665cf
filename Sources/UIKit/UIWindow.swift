public import Foundation
public import TouchKit

/// UIKit's `UIWindow`: TouchKit's `Window`, made as an iOS app makes it.
///
/// `UIWindow(frame:)` inside the app's code (its delegate's launch, as
/// `window = UIWindow(frame: UIScreen.main.bounds)`) makes a window of the app whose code is running
/// (`Application.current`), as every UIKit window belongs to `UIApplication.shared`; outside any app it
/// makes a window of no app, as TouchKit's `Window(frame:)`. `UIWindow(windowScene:)` makes a window in
/// the scene.
open class UIWindow: Window {
    /// A window at `frame`: of the running app, if any (see the type's notes).
    public override init(frame: CGRect) {
        if let application = Application.current {
            super.init(application: application)
            self.frame = frame
        } else {
            super.init(frame: frame)
        }
    }

    /// A window covering `application`'s screen (TouchKit's `Window(application:)`).
    public override init(application: Application) {
        super.init(application: application)
    }

    /// A window in `windowScene` (`UIWindow(windowScene:)`).
    public convenience init(windowScene: UIWindowScene) {
        self.init(windowScene: windowScene.windowScene)
    }

    /// A window from an archive (`init?(coder:)`), as TouchKit's `Window(coder:)`: of no app until
    /// the storyboard loader puts it on the app's screen.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
