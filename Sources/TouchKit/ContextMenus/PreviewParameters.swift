public import Foundation

/// How a targeted preview is drawn, as UIKit's `UIPreviewParameters` (iOS 13): the colour behind
/// the view and its corner rounding. UIKit's `visiblePath` and `shadowPath` take a `UIBezierPath`;
/// they are not built here (TouchKit has `BezierPath`, unused by previews); the rounding stands in
/// for them (TouchKit's `cornerRadius`).
@MainActor
public final class PreviewParameters {
    /// The colour behind the lifted view (`backgroundColor`; nil: the system's, white).
    public var backgroundColor: Color?
    /// The lifted view's corner radius (TouchKit's addition, in place of `visiblePath`): 13, the
    /// platter's rounding on iOS 13 (ours, measured from screenshots).
    public var cornerRadius: CGFloat = 13

    /// Creates parameters (`UIPreviewParameters()`).
    public init() {}
}
