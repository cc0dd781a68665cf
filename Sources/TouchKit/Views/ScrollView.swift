public import Foundation

/// Hears a scroll view scroll, as UIKit's `UIScrollViewDelegate`. Every method defaults to nothing.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (`scrollViewDidScroll(_:)`).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag began (`scrollViewWillBeginDragging(_:)`).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// A drag ended (`scrollViewDidEndDragging(_:willDecelerate:)`); TouchKit never decelerates.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
}

extension ScrollViewDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
}

/// A view whose content is larger than itself and follows a drag, as UIKit's `UIScrollView`.
///
/// The content offset is the bounds' origin. The content can scroll from `-adjustedContentInset.top`
/// (the top of the content just below the insets: a navigation bar, the status bar) to its end
/// above the bottom insets; `adjustedContentInset` is `contentInset` plus the parts of the safe area
/// `contentInsetAdjustmentBehavior` chooses, as in UIKit since iOS 11, so a table filling the screen
/// shows its first row below the bars and scrolls under them (`docs/TouchKit.md`, "The safe area"). A drag pans the content once the finger has moved
/// `ScrollView.scrollSlop` points (15): the same slop beyond which a force press counts as a scroll,
/// so a scroll beats a press that has not reached its hint. Scrolling stays within the content
/// (no rubber band) and stops when the finger lifts (no deceleration): both differ from iOS.
@MainActor
open class ScrollView: View {
    /// Points a finger must move before the content scrolls (SYSTEM.md §1: 15).
    public static let scrollSlop: CGFloat = 15

    /// The recognizer that scrolls (`panGestureRecognizer`).
    public let panGestureRecognizer = PanGestureRecognizer()
    /// Hears the scrolling (`delegate`). A table view's delegate is set here too.
    open weak var delegate: (any ScrollViewDelegate)?

    /// The size of the scrollable content (`contentSize`).
    open var contentSize: CGSize = .zero {
        didSet {
            guard oldValue != contentSize else { return }
            invalidateRender()
            updateAdjustedContentInset()
        }
    }

    /// Whether the vertical scroll indicator shows while scrolling (`showsVerticalScrollIndicator`).
    /// Differs: the simulator draws no scroll indicators, so this is kept for the app to read back
    /// and changes nothing on screen.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows (`showsHorizontalScrollIndicator`); as
    /// `showsVerticalScrollIndicator`, kept but not drawn.
    open var showsHorizontalScrollIndicator = true

    /// Whether a drag scrolls (`isScrollEnabled`).
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// How the safe area adds to the content insets, as `UIScrollView.ContentInsetAdjustmentBehavior`
    /// (the raw values are UIKit's).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
        /// As `.scrollableAxes`, and the top and bottom always when the scroll view is the root view
        /// of a view controller shown by a navigation or tab bar controller (whose
        /// `automaticallyAdjustsScrollViewInsets` is true) (`.automatic`, the default).
        case automatic = 0
        /// The top and bottom when the content is taller than the scroll view or
        /// `alwaysBounceVertical` is set; the left and right when it is wider or
        /// `alwaysBounceHorizontal` is set (`.scrollableAxes`).
        case scrollableAxes = 1
        /// Never: `adjustedContentInset` is `contentInset` (`.never`).
        case never = 2
        /// Every edge, always (`.always`).
        case always = 3
    }

    /// Space around the content, in points, that the app asks for (`contentInset`; zero).
    open var contentInset: EdgeInsets = .zero {
        didSet { if oldValue != contentInset { updateAdjustedContentInset() } }
    }

    /// Which parts of the safe area are added to `contentInset` (`contentInsetAdjustmentBehavior`;
    /// `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { updateAdjustedContentInset() } }
    }

    /// Whether the vertical axis counts as scrollable even when the content is not taller than the
    /// scroll view (`alwaysBounceVertical`; false, true for a table view). Differs: TouchKit does not
    /// bounce, so it only decides `.scrollableAxes`' insets.
    open var alwaysBounceVertical = false {
        didSet { if oldValue != alwaysBounceVertical { updateAdjustedContentInset() } }
    }

    /// As `alwaysBounceVertical`, across (`alwaysBounceHorizontal`; false).
    open var alwaysBounceHorizontal = false {
        didSet { if oldValue != alwaysBounceHorizontal { updateAdjustedContentInset() } }
    }

    /// The insets in force (`adjustedContentInset`): `contentInset` plus the safe area's insets on
    /// the edges `contentInsetAdjustmentBehavior` adjusts.
    public var adjustedContentInset: EdgeInsets {
        let safe = contentInsetAdjustmentBehavior == .never ? .zero : safeAreaInsets
        var vertical = true
        var horizontal = true
        switch contentInsetAdjustmentBehavior {
        case .never, .always:
            break
        case .scrollableAxes, .automatic:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            if contentInsetAdjustmentBehavior == .automatic, isContentViewOfBarController { vertical = true }
        }
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0),
            left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The adjusted insets changed (`adjustedContentInsetDidChange()`); override to follow them,
    /// calling `super`.
    open func adjustedContentInsetDidChange() {}

    /// Whether the scroll view is the content view of a controller inside a navigation or tab bar
    /// controller that adjusts its scroll views' insets (`.automatic`'s extra rule): the controller's
    /// root view, or the first subview of a root view that is not a scroll view, as iOS 7's
    /// `automaticallyAdjustsScrollViewInsets` picked it (a collection view added in `viewDidLoad`).
    private var isContentViewOfBarController: Bool {
        let owner =
            owningViewController
            ?? superview.flatMap { root in
                root.subviews.first === self && !(root is ScrollView) ? root.owningViewController : nil
            }
        guard let controller = owner, controller.automaticallyAdjustsScrollViewInsets else {
            return false
        }
        var parent = controller.parentStorage
        while let container = parent {
            if container is NavigationController || container is TabBarController { return true }
            parent = container.parentStorage
        }
        return false
    }

    /// The adjusted insets last applied to the offset.
    private var appliedAdjustedInset: EdgeInsets = .zero

    /// Re-reads `adjustedContentInset`; when it changed, a scroll view resting at the start of its
    /// content (offset `-top`, `-left`) moves to the new start, as UIKit's does, and
    /// `adjustedContentInsetDidChange()` is called.
    func updateAdjustedContentInset() {
        let adjusted = adjustedContentInset
        guard adjusted != appliedAdjustedInset else { return }
        let old = appliedAdjustedInset
        appliedAdjustedInset = adjusted
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        contentOffset = offset
        adjustedContentInsetDidChange()
    }

    /// Follows the safe area: re-reads the adjusted insets before laying out the content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset()
    }

    /// Whether a drag is scrolling now (`isDragging`).
    public private(set) var isDragging = false
    private var dragStartOffset: CGPoint = .zero
    private var dragStartTranslation: CGPoint = .zero

    /// Creates a scroll view; it clips its content.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// Creates a scroll view from an archive (`init?(coder:)`); it clips its content.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    private func setUpScrolling() {
        clipsToBounds = true
        panGestureRecognizer.hysteresis = ScrollView.scrollSlop
        panGestureRecognizer.addAction { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer, let scrollView = pan.view as? ScrollView,
                pan === scrollView.panGestureRecognizer
            else { return }
            scrollView.handlePan(pan)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content at the top-left corner (`contentOffset`): the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            var newBounds = bounds
            newBounds.origin = newValue
            bounds = newBounds
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the offset (`setContentOffset(_:animated:)`); TouchKit does not animate it.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }

    /// The smallest offset the content allows: the start of the content just inside the adjusted
    /// insets (`-adjustedContentInset.left`, `-adjustedContentInset.top`).
    public var minimumContentOffset: CGPoint {
        let insets = adjustedContentInset
        return CGPoint(x: -insets.left, y: -insets.top)
    }

    /// The largest offset the content allows: its end just inside the adjusted insets, never less
    /// than `minimumContentOffset`.
    public var maximumContentOffset: CGPoint {
        let insets = adjustedContentInset
        return CGPoint(
            x: max(-insets.left, contentSize.width + insets.right - bounds.width),
            y: max(-insets.top, contentSize.height + insets.bottom - bounds.height))
    }

    /// `offset` kept within the content and its insets.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return CGPoint(
            x: min(max(minimum.x, offset.x), maximum.x), y: min(max(minimum.y, offset.y), maximum.y))
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            isDragging = true
            dragStartOffset = contentOffset
            dragStartTranslation = pan.translation(in: nil)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let translation = pan.translation(in: nil)
            contentOffset = clamped(
                CGPoint(
                    x: dragStartOffset.x - (translation.x - dragStartTranslation.x),
                    y: dragStartOffset.y - (translation.y - dragStartTranslation.y)))
        case .ended, .cancelled:
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        case .possible, .failed:
            break
        }
    }

    /// Draws as a scroll view.
    open override var renderKind: RenderNode.Kind { .scrollView }
}
