public import Foundation

/// The display an app draws on, as UIKit's `UIScreen` (a value here: bounds and scale).
///
/// UIKit reaches it through `UIScreen.main`; TouchKit has no singleton, so the host hands it to each
/// app (`Application.screen`) and a window takes its size from there.
public struct Screen: Sendable, Hashable, Codable {
    /// The screen's rectangle in points, origin at zero (`UIScreen.bounds`).
    public var bounds: CGRect
    /// Pixels per point (`UIScreen.scale`): 2 on the iPhone 6s, 3 on the 6s Plus and X.
    public var scale: CGFloat
    /// The status bar's height in points: 20 up to the iPhone 8, 44 on the iPhone X.
    public var statusBarHeight: CGFloat

    /// Creates a screen.
    public init(bounds: CGRect, scale: CGFloat, statusBarHeight: CGFloat = 20) {
        self.bounds = bounds
        self.scale = scale
        self.statusBarHeight = statusBarHeight
    }

    /// Creates a screen of `width` × `height` points.
    public init(width: CGFloat, height: CGFloat, scale: CGFloat, statusBarHeight: CGFloat = 20) {
        self.init(
            bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: scale,
            statusBarHeight: statusBarHeight)
    }

    /// The iPhone 6s screen: 375 × 667 points at 2×, the first with 3D Touch.
    public static let iPhone6s = Screen(width: 375, height: 667, scale: 2)
}
