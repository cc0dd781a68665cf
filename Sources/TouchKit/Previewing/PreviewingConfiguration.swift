public import Foundation

/// Every number of the system's peek-and-pop presentation, in one configurable place.
///
/// Apple never published these: every default is ours (for a 375 × 667 iPhone 6s, documented in
/// `docs/PeekAndPop.md`), and each is configurable. The force levels and timing rules that move a
/// press from hint to peek to pop are `ForcePressConfiguration`'s, at the window's sensitivity.
public struct PreviewingConfiguration: Sendable, Hashable, Codable {
    /// The default preview width leaves this much on each side of the screen: 10 points, so a peek is
    /// 355 points wide on a 375-point screen (ours).
    public var defaultHorizontalMargin: CGFloat = 10
    /// The default preview height leaves this much above and below: 64 points, so a peek is 539
    /// points tall on a 667-point screen (ours).
    public var defaultVerticalMargin: CGFloat = 64
    /// A preferred size never comes closer to the screen's edges than this: 10 points (ours). Larger
    /// preferred sizes are clamped.
    public var minimumMargin: CGFloat = 10
    /// The preview's corner radius: 14 points (ours).
    public var previewCornerRadius: CGFloat = 14
    /// The blur at full hint (and during the peek), in points: 30 (ours), enough that the list behind
    /// the peek cannot be read.
    public var maximumBlurRadius: CGFloat = 30
    /// The tint laid over the blur at full hint (and during the peek): black at 35 % (ours), so the
    /// background dims as on iOS and the white peek stands out from it.
    public var dimmingColor = Color(white: 0, alpha: 0.35)
    /// The opacity of the peek card's shadow: 0.35 (ours).
    public var previewShadowOpacity: Float = 0.35
    /// The blur radius of the peek card's shadow: 24 points (ours).
    public var previewShadowRadius: CGFloat = 24
    /// How far the peek card's shadow falls: 10 points down (ours).
    public var previewShadowOffset = CGSize(width: 0, height: 10)
    /// How far the finger must drag the peek upward to reveal its actions: 50 points (ours).
    public var actionRevealDistance: CGFloat = 50
    /// The height of one action row: 57 points (ours, as an iOS action sheet's).
    public var actionRowHeight: CGFloat = 57
    /// The gap between the action sheet and the screen's sides and bottom, and between the sheet and
    /// the preview: 10 points (ours).
    public var actionSheetMargin: CGFloat = 10
    /// The action sheet's corner radius: 14 points (ours).
    public var actionSheetCornerRadius: CGFloat = 14
    /// With the long-press alternative (no 3D Touch), lifting the finger at the peek keeps it on screen
    /// with its actions revealed, so a tap can open it (commit) or run an action: true (ours; iOS 13's
    /// context menus behave this way). When false such a peek is dismissed on lift.
    public var longPressPeekStaysOnLift: Bool = true

    /// The defaults described on each property.
    public init() {}

    /// The defaults described on each property.
    public static let standard = PreviewingConfiguration()

    /// The size a preview gets on a screen (window) of `screen`: `preferred` where it is positive in a
    /// dimension, the default (the screen less the default margins) where it is 0 or negative (or not
    /// finite), clamped so at least `minimumMargin` remains on each side.
    public func previewSize(preferred: CGSize, in screen: CGSize) -> CGSize {
        let maximumWidth = max(0, screen.width - 2 * minimumMargin)
        let maximumHeight = max(0, screen.height - 2 * minimumMargin)
        let width =
            preferred.width.isFinite && preferred.width > 0
            ? preferred.width : screen.width - 2 * defaultHorizontalMargin
        let height =
            preferred.height.isFinite && preferred.height > 0
            ? preferred.height : screen.height - 2 * defaultVerticalMargin
        return CGSize(width: min(max(0, width), maximumWidth), height: min(max(0, height), maximumHeight))
    }
}
