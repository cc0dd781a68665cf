public import CoreGraphics
public import Foundation

/// A rectangle on screen that draws, lays out its subviews and receives touches, as UIKit's `UIView`.
///
/// Geometry is UIKit's: `frame` in the superview's coordinates, `bounds` in the view's own (its
/// origin is the scroll offset), `center` and `transform` (applied around the centre). Hit testing
/// skips hidden views, views with `alpha` below 0.01 and views with user interaction disabled,
/// and only looks at subviews where the point is inside the view. The render tree (`RenderNode`)
/// describes the view to the browser; what a subclass draws in `draw(_:)` goes with it as a
/// display list (docs/Drawing.md).
///
/// Stored properties are marked `@exclusivity(unchecked)`: a view lives on the main actor, its
/// accesses never overlap, and the dynamic checks cost a third of a hit test.
@MainActor
open class View: Responder {
    /// The untransformed frame's origin (kept instead of UIKit's `center` so frames stay exact).
    @exclusivity(unchecked) var origin: CGPoint
    /// Storage of `bounds`.
    @exclusivity(unchecked) var boundsStorage: CGRect
    /// Storage of `transform`.
    @exclusivity(unchecked) var transformStorage: CGAffineTransform = .identity

    @exclusivity(unchecked) var subviewStorage: [View] = []
    /// The superview. Not `weak`: a weak reference gives the superview a side table and makes every
    /// retain of it slow, which showed in hit testing. A superview always outlives its place in
    /// this pointer: `deinit` clears it in every subview, and removal clears it at once.
    @exclusivity(unchecked) unowned(unsafe) var superviewStorage: View?
    /// The view controller whose root view this is.
    weak var owningViewController: ViewController?
    @exclusivity(unchecked) var gestureRecognizerStorage: [GestureRecognizer] = []
    /// The interactions added (`View+Interactions.swift`).
    @exclusivity(unchecked) var interactionStorage: [any Interaction] = []

    @exclusivity(unchecked) var needsLayoutFlag = true
    @exclusivity(unchecked) var descendantNeedsLayout = false
    /// The last render node built for this view and its subtree; nil when something changed.
    @exclusivity(unchecked) var renderCache: RenderNode?
    /// The view's identifier in render trees, given by `renderOwner` the first time it renders it.
    @exclusivity(unchecked) var renderIdentifier = 0
    /// The builder whose ids and cache the view holds.
    weak var renderOwner: RenderTreeBuilder?
    /// The animation the renderer should play on this view now.
    @exclusivity(unchecked) var activeTransition: Transition?
    /// The traits the view last told `traitCollectionDidChange(_:)` about.
    @exclusivity(unchecked) var knownTraitCollection: TraitCollection = .unspecified
    /// Whether this is a window: the root of coordinate conversions (a flag, cheaper than a cast).
    @exclusivity(unchecked) var isWindowRoot = false
    /// The view's `CALayer`, made on first use by QuartzCore (`layer`); TouchKit never reads it.
    package var layerStorage: AnyObject?
    /// The standalone `CALayer` this view draws (`CALayer()`), which owns the view: held weakly.
    package weak var owningLayer: AnyObject?
    /// The view's Auto Layout state (`Layout/View+AutoLayout.swift`), made on first use.
    @exclusivity(unchecked) var layoutStateStorage: ViewLayoutState?
    /// The part of the bounds `draw(_:)` must redraw at the next display pass (`setNeedsDisplay`),
    /// in bounds coordinates; `.infinite` for all of it, nil when the drawing is up to date. Every
    /// view starts needing display, as UIKit's do (`Drawing/View+Display.swift`).
    @exclusivity(unchecked) var needsDisplayRect: CGRect? = .infinite
    /// What the view's `draw(_:)` recorded, redraws of parts of it appended; nil when it drew nothing.
    @exclusivity(unchecked) var drawnDisplayList: CGDisplayList?
    /// `drawnDisplayList` in the render stream's form, made when the list changes.
    @exclusivity(unchecked) var renderDrawing: RenderDrawing?

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect = .zero) {
        origin = frame.origin
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view from an archive, as a storyboard or nib makes it (`init?(coder:)`).
    ///
    /// Matches UIKit: it is `required`, so a subclass with its own designated initializer writes
    /// `required init?(coder:)` (iOS code's `fatalError("init(coder:) has not been implemented")`
    /// compiles as written, and `super.init(coder: aDecoder)` reaches here). The view starts with a
    /// zero frame; the storyboard reader sets the frame and attributes it archived after the
    /// initializer returns (docs/Storyboards.md). Never fails here.
    public required init?(coder: NSCoder) {
        origin = .zero
        boundsStorage = .zero
        super.init()
    }

    /// Clears the back pointers to this view held by its subviews and gesture recognizers.
    isolated deinit {
        for subview in subviewStorage { subview.superviewStorage = nil }
        for recognizer in gestureRecognizerStorage { recognizer.view = nil }
    }

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates (`frame`). With a transform other than
    /// the identity it is the transformed rectangle's bounding box; setting it then keeps the
    /// transform, centres the view and sizes its bounds (UIKit calls the result undefined).
    open var frame: CGRect {
        get {
            let untransformed = CGRect(origin: origin, size: boundsStorage.size)
            guard !transformStorage.isIdentity else { return untransformed }
            let center = CGPoint(x: untransformed.midX, y: untransformed.midY)
            let corners = [
                CGPoint(x: -untransformed.width / 2, y: -untransformed.height / 2),
                CGPoint(x: untransformed.width / 2, y: -untransformed.height / 2),
                CGPoint(x: -untransformed.width / 2, y: untransformed.height / 2),
                CGPoint(x: untransformed.width / 2, y: untransformed.height / 2),
            ].map { $0.applying(transformStorage) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return CGRect(
                x: center.x + xs.min()!, y: center.y + ys.min()!, width: xs.max()! - xs.min()!,
                height: ys.max()! - ys.min()!)
        }
        set {
            let sizeChanged = newValue.size != boundsStorage.size
            if transformStorage.isIdentity {
                origin = newValue.origin
            } else {
                origin = CGPoint(
                    x: newValue.midX - newValue.width / 2, y: newValue.midY - newValue.height / 2)
            }
            let oldSize = boundsStorage.size
            boundsStorage.size = newValue.size
            geometryDidChange(sizeChanged: sizeChanged)
            if sizeChanged { autoresizeSubviews(from: oldSize) }
        }
    }

    /// The view's rectangle in its own coordinates (`bounds`). The origin is what the view's top-left
    /// corner shows (a scroll view's content offset); changing the size keeps the centre.
    open var bounds: CGRect {
        get { boundsStorage }
        set {
            let center = self.center
            let sizeChanged = newValue.size != boundsStorage.size
            let oldSize = boundsStorage.size
            boundsStorage = newValue
            origin = CGPoint(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2)
            geometryDidChange(sizeChanged: sizeChanged)
            if sizeChanged { autoresizeSubviews(from: oldSize) }
        }
    }

    /// The centre of the view in its superview's coordinates (`center`).
    open var center: CGPoint {
        get { CGPoint(x: origin.x + boundsStorage.width / 2, y: origin.y + boundsStorage.height / 2) }
        set {
            origin = CGPoint(
                x: newValue.x - boundsStorage.width / 2, y: newValue.y - boundsStorage.height / 2)
            geometryDidChange(sizeChanged: false)
        }
    }

    /// A transform applied around the centre (`transform`): scale, rotation, translation.
    open var transform: CGAffineTransform {
        get { transformStorage }
        set {
            transformStorage = newValue
            geometryDidChange(sizeChanged: false)
        }
    }

    private func geometryDidChange(sizeChanged: Bool) {
        if sizeChanged {
            setNeedsLayout()
            if contentMode == .redraw { setNeedsDisplay() }
        }
        invalidateRender()
    }

    // MARK: - Appearance

    /// The fill colour; nil draws nothing (`backgroundColor`).
    @exclusivity(unchecked) open var backgroundColor: Color? {
        didSet { if oldValue != backgroundColor { invalidateRender() } }
    }

    /// Opacity of the view and its subviews, 0…1 (`alpha`). Below 0.01 the view is not hit-tested.
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        didSet { if oldValue != alpha { invalidateRender() } }
    }

    /// Whether the view and its subviews are not drawn and not hit-tested (`isHidden`).
    @exclusivity(unchecked) open var isHidden: Bool = false {
        didSet { if oldValue != isHidden { invalidateRender() } }
    }

    /// Whether touches can land in the view and its subviews (`isUserInteractionEnabled`).
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true

    /// Whether subviews are clipped to the bounds (`clipsToBounds`, `layer.masksToBounds`).
    @exclusivity(unchecked) open var clipsToBounds: Bool = false {
        didSet { if oldValue != clipsToBounds { invalidateRender() } }
    }

    /// Pixels per point of the view's drawing (`contentScaleFactor`): the screen's scale unless set,
    /// as in UIKit. Drawing here is a display list the browser replays at its own resolution, so the
    /// value is for the app's own arithmetic (bitmap sizes, hairlines).
    open var contentScaleFactor: CGFloat {
        get { contentScaleStorage ?? traitCollection.displayScale }
        set { contentScaleStorage = newValue }
    }
    private var contentScaleStorage: CGFloat?

    /// The radius of rounded corners, in points (`layer.cornerRadius`).
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        didSet { if oldValue != cornerRadius { invalidateRender() } }
    }

    /// The width of the border, in points (`layer.borderWidth`).
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        didSet { if oldValue != borderWidth { invalidateRender() } }
    }

    /// The colour of the border (`layer.borderColor`).
    @exclusivity(unchecked) open var borderColor: Color? {
        didSet { if oldValue != borderColor { invalidateRender() } }
    }

    /// The shadow's colour (`layer.shadowColor`; black, as UIKit's).
    @exclusivity(unchecked) open var shadowColor: Color = .black {
        didSet { if oldValue != shadowColor { invalidateRender() } }
    }

    /// The shadow's opacity, 0…1 (`layer.shadowOpacity`; 0, no shadow, as UIKit's).
    ///
    /// Differs from UIKit: the shadow follows the view's rounded frame (a renderer's box shadow), and
    /// it shows even when the view clips its subviews, where a layer that masks to its bounds would
    /// hide it (on iOS the shadow goes on a container view).
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 {
        didSet { if oldValue != shadowOpacity { invalidateRender() } }
    }

    /// How far the shadow falls from the view (`layer.shadowOffset`; (0, −3), as UIKit's).
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if oldValue != shadowOffset { invalidateRender() } }
    }

    /// How soft the shadow is, in points (`layer.shadowRadius`; 3, as UIKit's).
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3 {
        didSet { if oldValue != shadowRadius { invalidateRender() } }
    }

    /// The colour templates and controls use (`tintColor`); nil inherits the superview's, and the
    /// window's default is `Color.systemBlue`.
    open var tintColor: Color! {
        get { tintColorStorage ?? superviewStorage?.tintColor ?? .systemBlue }
        set {
            tintColorStorage = newValue
            tintColorDidChangeInSubtree()
        }
    }
    @exclusivity(unchecked) var tintColorStorage: Color?

    /// The view's tint changed (`tintColorDidChange()`); the default redraws.
    open func tintColorDidChange() {
        invalidateRender()
    }

    /// Tells the view and the descendants that inherit its tint that the tint changed.
    func tintColorDidChangeInSubtree() {
        tintColorDidChange()
        for subview in subviewStorage where subview.tintColorStorage == nil {
            subview.tintColorDidChangeInSubtree()
        }
    }

    /// How the view's drawn content fits a new size (`contentMode`); UIKit's default,
    /// `.scaleToFill`.
    ///
    /// Matches UIKit for `.redraw`: a change of the bounds' size calls `setNeedsDisplay()`. Differs:
    /// the other modes are kept and read back, but the drawing the view last made in `draw(_:)` is
    /// always shown at the size it was drawn, from the top-left corner (UIKit stretches or places
    /// its bitmap as the mode says). Image views and labels ignore it.
    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill

    /// Whether the part of the drawing being redrawn is cleared before `draw(_:)` runs
    /// (`clearsContextBeforeDrawing`; true, as UIKit's). Only a redraw of part of the bounds has
    /// anything to clear here: a full redraw replaces the whole drawing.
    @exclusivity(unchecked) open var clearsContextBeforeDrawing = true

    /// An integer to find the view with `viewWithTag(_:)` (`tag`).
    @exclusivity(unchecked) open var tag: Int = 0

    // MARK: - Accessibility

    /// Whether assistive technologies see the view as one element (`isAccessibilityElement`).
    @exclusivity(unchecked) open var isAccessibilityElement: Bool = false {
        didSet { if oldValue != isAccessibilityElement { invalidateRender() } }
    }

    /// What a screen reader says for the view (`accessibilityLabel`).
    @exclusivity(unchecked) open var accessibilityLabel: String? {
        didSet { if oldValue != accessibilityLabel { invalidateRender() } }
    }

    /// What the element is and does (`accessibilityTraits`).
    @exclusivity(unchecked) open var accessibilityTraits: AccessibilityTraits = .none {
        didSet { if oldValue != accessibilityTraits { invalidateRender() } }
    }

    // MARK: - Hierarchy callbacks

    /// The view is about to get a new superview, or none (`willMove(toSuperview:)`).
    open func willMove(toSuperview newSuperview: View?) {}
    /// The view got a new superview, or none (`didMoveToSuperview()`).
    open func didMoveToSuperview() {}
    /// The view is about to enter `newWindow`, or leave its window (`willMove(toWindow:)`).
    open func willMove(toWindow newWindow: Window?) {}
    /// The view entered or left a window (`didMoveToWindow()`).
    open func didMoveToWindow() {}
    /// A subview was added (`didAddSubview(_:)`).
    open func didAddSubview(_ subview: View) {}
    /// A subview is about to be removed (`willRemoveSubview(_:)`).
    open func willRemoveSubview(_ subview: View) {}

    // MARK: - Layout

    /// Lays out the subviews (`layoutSubviews()`); the default does nothing. Called by
    /// `layoutIfNeeded()` after `setNeedsLayout()`; a window lays itself out before it renders and
    /// before it delivers touches.
    open func layoutSubviews() {}

    /// The size that fits in `size` (`sizeThatFits(_:)`); the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { boundsStorage.size }

    /// The size the view wants from its content, or `View.noIntrinsicMetric` in a dimension with
    /// no preference (`intrinsicContentSize`).
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// "No preference" in `intrinsicContentSize` (`UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: - Hit testing

    /// The deepest visible, interactive descendant (or this view) containing `point`, given in this
    /// view's coordinates; nil when the point is outside or the view takes no touches (`hitTest(_:with:)`).
    ///
    /// Skips the view when it is hidden, has `alpha` below 0.01 or has user interaction disabled, as
    /// UIKit does; subviews are tried front to back, and only where `point(inside:with:)` holds.
    /// - Complexity: O(*n*) in the subtree's size in the worst case.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event)
        else {
            return nil
        }
        let subviews = subviewStorage
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether `gestureRecognizer` may leave the possible state (begin, or recognise a discrete
    /// gesture) with a touch in this view (`gestureRecognizerShouldBegin(_:)`); true by default.
    ///
    /// As UIKit, asked of the view each of the recognizer's touches hit and every view above it up to
    /// the recognizer's own view (all must agree), after the recognizer's delegate; a view that
    /// answers false makes the recognizer fail. UIKit's controls answer false for the single tap a
    /// superview's recognizer would take from their default action (`Control`).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether `point`, in this view's coordinates, is inside the view (`point(inside:with:)`):
    /// by default, inside `bounds` (left and top edges included, right and bottom excluded).
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        let bounds = boundsStorage
        return point.x >= bounds.origin.x && point.y >= bounds.origin.y
            && point.x < bounds.origin.x + bounds.size.width && point.y < bounds.origin.y + bounds.size.height
    }

    // MARK: - Traits

    /// The view's traits: its window's, or unspecified (capability `.unknown`) outside a window
    /// (`traitCollection`).
    open var traitCollection: TraitCollection {
        window?.screenTraitCollection ?? .unspecified
    }

    /// The traits changed: the view moved into or out of a window, or the device's settings changed
    /// (`traitCollectionDidChange(_:)`). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: - Drawing

    /// Draws the view's content into the current context (`draw(_:)`); the default draws nothing.
    ///
    /// Matches UIKit: override it and draw with `UIGraphicsGetCurrentContext()` (TouchKit's
    /// `GraphicsContextStack.current`), `BezierPath` or colours' `setFill()`; user space is the
    /// view's bounds, y down, in points. The display pass (each render of the screen) calls it
    /// once for a view that needs display — every view when it first appears with a non-empty
    /// size, then after `setNeedsDisplay()` — with the dirty rectangle, clipped to the bounds;
    /// never call it yourself. Differs: what is drawn is recorded as a display list the browser
    /// replays, not a bitmap (see docs/Drawing.md for what is drawn and what is not).
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view as needing to be drawn again (`setNeedsDisplay()`): the next display
    /// pass calls `draw(_:)` with the bounds. Matches UIKit; several calls before that pass make
    /// one call of `draw(_:)`.
    open func setNeedsDisplay() {
        needsDisplayRect = .infinite
        invalidateRender()
    }

    /// Marks `rect` (bounds coordinates) as needing to be drawn again (`setNeedsDisplay(_:)`):
    /// the next display pass calls `draw(_:)` with the union of the rectangles marked since the
    /// last pass, clipped to the bounds, and the context clipped to it; the drawing outside it is
    /// kept. Matches UIKit; an empty rectangle does nothing. Differs: when the view's kept drawing
    /// is long (more than half of `RenderDrawing.commandLimit` commands), the pass redraws the whole
    /// bounds instead, as UIKit is allowed to, so redrawing parts never grows it without bound.
    open func setNeedsDisplay(_ rect: CGRect) {
        let rect = rect.standardized
        guard !rect.isNull, !rect.isEmpty else { return }
        needsDisplayRect = needsDisplayRect.map { $0.union(rect) } ?? rect
        invalidateRender()
    }

    // MARK: - Rendering

    /// The node kind the renderer draws the view as; subclasses that draw content override it.
    open var renderKind: RenderNode.Kind { .view }

    /// Adds the view's own content (text, image, effects) to its render attributes; geometry, style
    /// and accessibility are already filled in. Override in views that draw, and call
    /// `invalidateRender()` whenever what you add here changes.
    open func renderContent(into attributes: inout RenderAttributes) {}

    // MARK: - Responder chain

    /// The view's controller when it is one's root view, else the superview (`next`).
    open override var next: Responder? {
        owningViewController ?? superviewStorage
    }

    /// The view's window.
    open override var firstResponderWindow: Window? { window }

    /// Makes the first responder resign when it is this view or one of its subviews
    /// (`endEditing(_:)`): true when none is left. With `force`, it is removed even when it would
    /// not resign (`canResignFirstResponder` false), as UIKit's `endEditing(true)`.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? View, responder.isDescendant(of: self)
        else {
            return true
        }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponder = nil
        return true
    }

    /// A short name for messages: the class and the tag when it has one.
    var debugName: String {
        let name = String(describing: type(of: self))
        return tag == 0 ? name : "\(name)(tag \(tag))"
    }
}
