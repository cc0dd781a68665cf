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
/// The content offset is the bounds' origin. A drag pans the content once the finger has moved
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
        didSet { if oldValue != contentSize { invalidateRender() } }
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

    /// The largest offset the content allows.
    public var maximumContentOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    }

    /// `offset` kept within the content.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let maximum = maximumContentOffset
        return CGPoint(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y))
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
