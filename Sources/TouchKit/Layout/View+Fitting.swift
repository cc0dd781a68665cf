public import Foundation

// UIKit's `systemLayoutSizeFitting(_:)` and its target sizes.

extension View {
    /// The smallest size a view can have (`layoutFittingCompressedSize`: zero by zero).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size to fit within (`layoutFittingExpandedSize`); ours: 100,000 points square.
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// The size the view wants, as close to `targetSize` as it allows
    /// (`systemLayoutSizeFitting(_:)`): its intrinsic content size in each dimension that has one
    /// (a stack view's arranged views with its spacing and margins, a label's text), else the
    /// target's (zero for `layoutFittingCompressedSize`).
    ///
    /// Differs: UIKit solves the constraints inside the view for it; here a dimension without an
    /// intrinsic size is not derived from the view's subviews' constraints.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == View.noIntrinsicMetric ? targetSize.width : intrinsic.width,
            height: intrinsic.height == View.noIntrinsicMetric ? targetSize.height : intrinsic.height)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: a
    /// dimension whose priority is `required` is the target's (a cell fitted to a table's width);
    /// the others as `systemLayoutSizeFitting(_:)`.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        var size = systemLayoutSizeFitting(targetSize)
        if horizontalFittingPriority == .required { size.width = targetSize.width }
        if verticalFittingPriority == .required { size.height = targetSize.height }
        return size
    }
}
