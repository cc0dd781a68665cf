import CoreGraphics
public import Foundation

/// How a targeted preview is drawn, as UIKit's `UIPreviewParameters` (iOS 13): the colour behind
/// the view, the part of it that shows (`visiblePath`) and its rounding.
///
/// Matches UIKit: `visiblePath` is in the previewed view's coordinates and only what it encloses
/// lifts. Differs: the lifted shape is the path's bounding box rounded by the path's own corner
/// radius (exact for rectangles, `UIBezierPath(roundedRect:cornerRadius:)` and circles; another shape
/// lifts as its rounded bounds); `shadowPath` is kept, the shadow follows the lifted shape.
@MainActor
public final class PreviewParameters {
    /// The colour behind the lifted view (`backgroundColor`; nil: the system's, white).
    public var backgroundColor: Color?
    /// The part of the view that lifts (`visiblePath`), in the view's coordinates; nil: all of it,
    /// rounded by `cornerRadius`.
    public var visiblePath: BezierPath?
    /// The shadow's outline (`shadowPath`); kept, the shadow follows the lifted shape here.
    public var shadowPath: BezierPath?
    /// The lifted view's corner radius when there is no `visiblePath` (TouchKit's addition): 13, the
    /// platter's rounding on iOS 13 (ours, measured from screenshots).
    public var cornerRadius: CGFloat = 13

    /// Creates parameters (`UIPreviewParameters()`).
    public init() {}

    /// The region of a view with `bounds` that lifts: `visiblePath`'s bounding box (without control
    /// points) within the bounds, else the bounds.
    func visibleBounds(in bounds: CGRect) -> CGRect {
        guard let path = visiblePath?.cgPath, !path.isEmpty else { return bounds }
        let box = path.boundingBoxOfPath
        return box.isNull ? bounds : box
    }

    /// The rounding the lifted shape takes: the visible path's (a rectangle's 0, a rounded
    /// rectangle's radius, an oval's half its shorter side), else `cornerRadius`.
    var effectiveCornerRadius: CGFloat {
        guard let path = visiblePath?.cgPath, !path.isEmpty else { return cornerRadius }
        return Self.cornerRadius(of: path)
    }

    /// The corner radius of a closed path read from its first point: a path that starts on its top
    /// edge (a rectangle at its corner, a rounded rectangle where its top-left curve ends) is rounded
    /// by that point's distance from the left edge; one that starts elsewhere (an oval starts at its
    /// right) by half its shorter side.
    static func cornerRadius(of path: CGPath) -> CGFloat {
        let box = path.boundingBoxOfPath
        guard !box.isNull, let first = path.elements.first, first.type == .moveToPoint,
            let start = first.points.first
        else { return 0 }
        if abs(start.y - box.minY) < 0.001 {
            return max(0, min(start.x - box.minX, box.width / 2, box.height / 2))
        }
        return min(box.width, box.height) / 2
    }
}
