import CoreGraphics
public import Foundation

// Converting points and rectangles between views' coordinate spaces.

extension View {
    /// `point` in this view's coordinates, taken from the superview's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        if transformStorage.isIdentity {
            return CGPoint(
                x: point.x - origin.x + boundsStorage.minX, y: point.y - origin.y + boundsStorage.minY)
        }
        let center = self.center
        let local = CGPoint(x: point.x - center.x, y: point.y - center.y)
            .applying(transformStorage.inverted())
        return CGPoint(x: local.x + boundsStorage.midX, y: local.y + boundsStorage.midY)
    }

    /// `point` in the superview's coordinates, taken from this view's.
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        if transformStorage.isIdentity {
            return CGPoint(
                x: point.x - boundsStorage.minX + origin.x, y: point.y - boundsStorage.minY + origin.y)
        }
        let center = self.center
        let moved = CGPoint(x: point.x - boundsStorage.midX, y: point.y - boundsStorage.midY)
            .applying(transformStorage)
        return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// `point` in the root's coordinates (the window's, when in one).
    func convertToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: View = self
        while !current.isWindowRoot, let superview = current.superviewStorage {
            result = current.convertToSuperview(result)
            current = superview
        }
        return result
    }

    /// `point`, in the root's coordinates, in this view's.
    func convertFromRoot(_ point: CGPoint) -> CGPoint {
        guard !isWindowRoot, let superview = superviewStorage else { return point }
        return convertFromSuperview(superview.convertFromRoot(point))
    }

    /// `point`, in this view's coordinates, in `view`'s (the window's when nil) (`convert(_:to:)`).
    ///
    /// Views in different windows convert through the screen, where every window's origin is at
    /// its frame's origin.
    /// - Complexity: O(*d*) in the views' depths.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = convertToRoot(point)
        let onScreen = rootOffset(inRoot)
        guard let view else { return inRoot }
        return view.convertFromRoot(view.rootUnoffset(onScreen))
    }

    /// `point`, in `view`'s coordinates (the window's when nil), in this view's (`convert(_:from:)`).
    /// - Complexity: O(*d*) in the views' depths.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        guard let view else { return convertFromRoot(point) }
        return view.convert(point, to: self)
    }

    /// `rect`, in this view's coordinates, in `view`'s (`convert(_:to:)`): the bounding box of its
    /// converted corners.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        boundingBox(of: corners(of: rect).map { convert($0, to: view) })
    }

    /// `rect`, in `view`'s coordinates, in this view's (`convert(_:from:)`).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        boundingBox(of: corners(of: rect).map { convert($0, from: view) })
    }

    /// A root-space point on the screen: a window's frame origin added.
    private func rootOffset(_ point: CGPoint) -> CGPoint {
        guard let window = rootView as? Window else { return point }
        return window.convertToSuperview(point)
    }

    /// A screen point in this view's root's space.
    private func rootUnoffset(_ point: CGPoint) -> CGPoint {
        guard let window = rootView as? Window else { return point }
        return window.convertFromSuperview(point)
    }

    /// The topmost ancestor (the window when in one).
    var rootView: View {
        var current: View = self
        while !current.isWindowRoot, let superview = current.superviewStorage { current = superview }
        return current
    }

    private func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
    }

    private func boundingBox(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
