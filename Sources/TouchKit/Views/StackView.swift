public import Foundation

/// A row or column of views laid out one after another, as UIKit's `UIStackView`.
///
/// Matches UIKit: `arrangedSubviews` (each also a subview), `axis`, `spacing`, `distribution`
/// (`fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`) and `alignment`
/// (`fill`, `leading`/`top`, `center`, `trailing`/`bottom`); hidden arranged views take no space;
/// the stack's intrinsic size is its arranged views' along the axis plus the spacing, and the
/// largest across it. Differs: the arranged views are placed by frame from their intrinsic sizes
/// (or current sizes when they have none) in `layoutSubviews`, not by constraints, so constraints
/// on an arranged view itself are not consulted; `fill` gives the room left over to the last view
/// that has no intrinsic size along the axis (else the last view), where UIKit decides by hugging
/// priority.
@MainActor
open class StackView: View {
    /// The direction views are stacked in: Auto Layout's axis, as UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutConstraint.Axis

    /// How the length along the axis is shared, as `UIStackView.Distribution` (UIKit's raw values).
    public enum Distribution: Int, Sendable, Hashable, CaseIterable {
        /// Intrinsic lengths; one view takes what is left.
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the intrinsic ones.
        case fillProportionally
        /// Intrinsic lengths, the room left shared between the gaps.
        case equalSpacing
        /// Intrinsic lengths, the centres equally far apart.
        case equalCentering
    }

    /// Where views sit across the axis, as `UIStackView.Alignment` (UIKit's raw values).
    public enum Alignment: Int, Sendable, Hashable, CaseIterable {
        /// As wide (or tall) as the stack.
        case fill
        /// Against the leading edge (top for a horizontal stack: UIKit's `.top` is this value).
        case leading
        /// Against the first baseline (here: the top).
        case firstBaseline
        /// Centred.
        case center
        /// Against the trailing edge (bottom for a horizontal stack: UIKit's `.bottom`).
        case trailing
        /// Against the last baseline (here: the bottom).
        case lastBaseline

        /// UIKit's `.top` (the same value as `.leading`).
        public static let top = Alignment.leading
        /// UIKit's `.bottom` (the same value as `.trailing`).
        public static let bottom = Alignment.trailing
    }

    /// The views the stack lays out, in order (`arrangedSubviews`).
    public private(set) var arrangedSubviews: [View] = []

    /// The direction (`axis`; horizontal by default, as UIKit's).
    open var axis: Axis = .horizontal {
        didSet { if oldValue != axis { contentDidChange() } }
    }

    /// The gap between adjacent views, in points (`spacing`).
    open var spacing: CGFloat = 0 {
        didSet { if oldValue != spacing { contentDidChange() } }
    }

    /// How the length along the axis is shared (`distribution`).
    open var distribution: Distribution = .fill {
        didSet { if oldValue != distribution { contentDidChange() } }
    }

    /// Where views sit across the axis (`alignment`).
    open var alignment: Alignment = .fill {
        didSet { if oldValue != alignment { contentDidChange() } }
    }

    /// A stack of `views` (`init(arrangedSubviews:)`).
    public init(arrangedSubviews views: [View]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack from an archive (`init?(coder:)`); a storyboard adds its arranged views after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Appends `view` to the arranged views, adding it as a subview (`addArrangedSubview(_:)`).
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views (`insertArrangedSubview(_:at:)`); a view already
    /// arranged moves.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        contentDidChange()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit (`removeArrangedSubview(_:)`).
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        contentDidChange()
    }

    /// A subview removed from the stack is no longer arranged, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        setNeedsLayout()
    }

    private func contentDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }

    /// Whether the arranged views are laid out inside the layout margins
    /// (`isLayoutMarginsRelativeArrangement`; false: edge to edge). The margins also count in the
    /// stack's intrinsic size.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { contentDidChange() } }
    }

    /// Whether views are aligned by their baselines (`isBaselineRelativeArrangement`; false). Kept;
    /// baselines are bottom edges here, so it changes nothing.
    open var isBaselineRelativeArrangement = false

    /// The insets the arranged views are laid out within: the layout margins when
    /// `isLayoutMarginsRelativeArrangement`, else none.
    private var arrangementInsets: EdgeInsets {
        isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    }

    private var visibleViews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// A view's length along the axis and across it, from its intrinsic size or its frame.
    private func measure(_ view: View) -> (along: CGFloat, across: CGFloat, hasIntrinsicLength: Bool) {
        let intrinsic = view.intrinsicContentSize
        let size = view.frame.size
        let width = intrinsic.width == View.noIntrinsicMetric ? size.width : intrinsic.width
        let height = intrinsic.height == View.noIntrinsicMetric ? size.height : intrinsic.height
        switch axis {
        case .horizontal: return (width, height, intrinsic.width != View.noIntrinsicMetric)
        case .vertical: return (height, width, intrinsic.height != View.noIntrinsicMetric)
        }
    }

    /// The arranged views' lengths plus the gaps along the axis; the largest across it
    /// (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        let views = visibleViews
        let sizes = views.map(measure)
        let along: CGFloat
        if distribution == .fillEqually {
            along = CGFloat(views.count) * (sizes.map(\.along).max() ?? 0)
        } else {
            along = sizes.map(\.along).reduce(0, +)
        }
        let total = along + spacing * CGFloat(max(0, views.count - 1))
        let across = sizes.map(\.across).max() ?? 0
        let insets = arrangementInsets
        let width = (axis == .horizontal ? total : across) + insets.left + insets.right
        let height = (axis == .horizontal ? across : total) + insets.top + insets.bottom
        return CGSize(width: width, height: height)
    }

    /// Places each arranged view along the axis by the distribution and across it by the
    /// alignment.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = visibleViews
        guard !views.isEmpty else { return }
        let sizes = views.map(measure)
        let insets = arrangementInsets
        let area = CGRect(
            x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
        let length = axis == .horizontal ? area.width : area.height
        let breadth = axis == .horizontal ? area.height : area.width
        let gaps = CGFloat(views.count - 1)
        var lengths = sizes.map(\.along)
        var gap = spacing
        let natural = lengths.reduce(0, +) + spacing * gaps
        switch distribution {
        case .fill:
            let flexible = sizes.lastIndex { !$0.hasIntrinsicLength } ?? views.count - 1
            lengths[flexible] = max(0, lengths[flexible] + length - natural)
        case .fillEqually:
            let each = max(0, (length - spacing * gaps) / CGFloat(views.count))
            lengths = lengths.map { _ in each }
        case .fillProportionally:
            let sum = lengths.reduce(0, +)
            let room = max(0, length - spacing * gaps)
            lengths =
                sum > 0 ? lengths.map { $0 / sum * room } : lengths.map { _ in room / CGFloat(views.count) }
        case .equalSpacing:
            if gaps > 0 { gap = max(spacing, (length - lengths.reduce(0, +)) / gaps) }
        case .equalCentering:
            if gaps > 0 {
                let centreSpan = length - lengths[0] / 2 - lengths[lengths.count - 1] / 2
                gap = max(spacing, centreSpan / gaps)
            }
        }
        var position: CGFloat = 0
        for (index, view) in views.enumerated() {
            let along = lengths[index]
            let across = alignment == .fill ? breadth : min(breadth, sizes[index].across)
            let offset: CGFloat =
                switch alignment {
                case .fill, .leading, .firstBaseline: 0
                case .center: (breadth - across) / 2
                case .trailing, .lastBaseline: breadth - across
                }
            let start: CGFloat
            if distribution == .equalCentering, index > 0 {
                let firstCentre = lengths[0] / 2
                start = firstCentre + gap * CGFloat(index) - along / 2
            } else {
                start = position
            }
            view.frame =
                axis == .horizontal
                ? CGRect(x: area.minX + start, y: area.minY + offset, width: along, height: across)
                : CGRect(x: area.minX + offset, y: area.minY + start, width: across, height: along)
            position = start + along + gap
        }
    }
}
