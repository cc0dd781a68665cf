public import CoreGraphics
public import Foundation
public import TouchKit

/// Core Animation's `CALayer`, as iOS apps use it on their views: `view.layer.cornerRadius`, borders,
/// shadows, `masksToBounds`, opacity, frames and sublayers.
///
/// Every layer is drawn by a TouchKit view: a view's own layer (`view.layer`) forwards each property
/// to that view (a view and its layer are one thing, as in UIKit, where the view is the layer's
/// delegate); a layer made with `CALayer()` gets a view of its own, which `addSublayer(_:)` puts
/// under the parent's view, so it draws, clips and hit-tests nowhere (a layer takes no touches) as
/// that view does. Differs from Core Animation: there are no implicit animations (a change shows at
/// once; `CATransaction` only groups), `anchorPoint` is always the centre, `zPosition` and 3D
/// transforms do not exist, and `contents` (a `CGImage`) is not drawn yet.
@MainActor
open class CALayer {
    /// The view that draws this layer (a layer whose view is gone draws nowhere).
    public var hostView: View { ownedView ?? backingView ?? orphanView }
    /// Whether the view owns the layer (`view.layer`) or the layer owns the view (`CALayer()`).
    public let isViewBacked: Bool
    /// A standalone layer's own view (the layer owns it).
    private let ownedView: View?
    /// A view's layer's view (the view owns the layer, so held weakly: no cycle).
    private weak var backingView: View?
    /// Where a view-backed layer outliving its view writes (nothing shows it).
    private lazy var orphanView = View(frame: .zero)
    /// The layer this one is a sublayer of (`superlayer`).
    public private(set) weak var superlayer: CALayer?
    /// A name to find the layer by (`name`).
    open var name: String?

    /// A layer of its own, with a zero frame (`CALayer()`).
    public init() {
        let view = View(frame: .zero)
        view.isUserInteractionEnabled = false
        ownedView = view
        isViewBacked = false
        view.owningLayer = self
    }

    /// The layer of `view` (what `view.layer` gives).
    init(backing view: View) {
        ownedView = nil
        backingView = view
        isViewBacked = true
    }

    // MARK: Geometry

    /// The layer's frame in its superlayer (`frame`).
    open var frame: CGRect {
        get { hostView.frame }
        set {
            hostView.frame = newValue
            if contents != nil { applyContents() }
        }
    }
    /// The layer's own coordinates (`bounds`); a new size keeps `position`, as in Core Animation.
    open var bounds: CGRect {
        get { hostView.bounds }
        set {
            let kept = position
            hostView.bounds = newValue
            position = kept
            if contents != nil { applyContents() }
        }
    }
    /// Where the anchor point is in the superlayer (`position`).
    open var position: CGPoint {
        get {
            let offset = anchorOffset()
            return CGPoint(x: hostView.center.x - offset.x, y: hostView.center.y - offset.y)
        }
        set {
            let offset = anchorOffset()
            hostView.center = CGPoint(x: newValue.x + offset.x, y: newValue.y + offset.y)
        }
    }
    /// The point of the bounds, in unit coordinates, that `position` places and transforms turn
    /// about (`anchorPoint`; (0.5, 0.5), the centre, by default). Setting it keeps `position`, so the
    /// layer moves, as in Core Animation.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            guard anchorPoint != oldValue else { return }
            let kept = CGPoint(
                x: hostView.center.x - anchorOffset(oldValue).x,
                y: hostView.center.y - anchorOffset(oldValue).y)
            position = kept
        }
    }
    /// The 2D transform (`affineTransform()`), about the anchor point.
    open func affineTransform() -> CGAffineTransform { hostView.transform }
    /// Sets the 2D transform (`setAffineTransform(_:)`), about the anchor point: `position` stays.
    open func setAffineTransform(_ transform: CGAffineTransform) {
        let kept = position
        hostView.transform = transform
        position = kept
    }

    /// The view draws about its centre; a layer turns about its anchor. The view's centre is the
    /// position plus the transformed vector from the anchor to the centre.
    private func anchorOffset(_ anchor: CGPoint? = nil) -> CGPoint {
        let anchor = anchor ?? anchorPoint
        let size = hostView.bounds.size
        let vector = CGPoint(x: (0.5 - anchor.x) * size.width, y: (0.5 - anchor.y) * size.height)
        let t = hostView.transform
        return CGPoint(x: t.a * vector.x + t.c * vector.y, y: t.b * vector.x + t.d * vector.y)
    }

    // MARK: Contents

    /// The layer's image (`contents`): a `CGImage` (`UIImage.cgImage`) drawn into the bounds as
    /// `contentsGravity` says, upright, in place of what the view draws; nil removes it. Other
    /// kinds of contents are ignored, as Core Animation shows nothing for them. Differs: placed
    /// when set and when the layer's own `bounds`, `frame`, gravity or scale change, not when the
    /// view is resized by its superview's layout.
    open var contents: Any? {
        didSet { applyContents() }
    }
    /// Pixels per point of `contents` (`contentsScale`, default 1): a 2× image's pixel size halved
    /// gives its size in points for the gravities that do not resize.
    open var contentsScale: CGFloat = 1 {
        didSet { applyContents() }
    }
    /// Where `contents` goes in the bounds (`contentsGravity`, default `.resize`). Vertical names
    /// are the screen's: `.top` is the top edge here.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { applyContents() }
    }

    private func applyContents() {
        guard let image = contents.flatMap({ $0 as? CGImage }) else {
            if oldContentsShown { hostView.replaceDrawnContent(with: nil) }
            oldContentsShown = false
            return
        }
        let size = hostView.bounds.size
        let scale = contentsScale > 0 ? contentsScale : 1
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let rect = contentsGravity.rect(for: natural, in: CGRect(origin: .zero, size: size))
        let context = CGContext(
            recordingSize: size,
            initialTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height))
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        hostView.replaceDrawnContent(with: context.displayList)
        oldContentsShown = true
    }
    private var oldContentsShown = false

    // MARK: Look

    /// The fill (`backgroundColor`).
    open var backgroundColor: CGColor? {
        get { hostView.backgroundColor?.cgColor }
        set { hostView.backgroundColor = newValue.map(Color.init(cgColor:)) }
    }
    /// The corner radius in points (`cornerRadius`).
    open var cornerRadius: CGFloat {
        get { hostView.cornerRadius }
        set { hostView.cornerRadius = newValue }
    }
    /// The border's width in points, drawn inside the bounds (`borderWidth`).
    open var borderWidth: CGFloat {
        get { hostView.borderWidth }
        set { hostView.borderWidth = newValue }
    }
    /// The border's colour (`borderColor`; Core Animation's default is opaque black).
    open var borderColor: CGColor? {
        get { (hostView.borderColor ?? .black).cgColor }
        set { hostView.borderColor = newValue.map(Color.init(cgColor:)) }
    }
    /// Whether sublayers are clipped to the bounds and corners (`masksToBounds`, the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { hostView.clipsToBounds }
        set { hostView.clipsToBounds = newValue }
    }
    /// The opacity, 0…1 (`opacity`, the view's `alpha`).
    open var opacity: Float {
        get { Float(hostView.alpha) }
        set { hostView.alpha = CGFloat(newValue) }
    }
    /// Whether it is drawn (`isHidden`).
    open var isHidden: Bool {
        get { hostView.isHidden }
        set { hostView.isHidden = newValue }
    }
    /// The shadow's colour (`shadowColor`; default opaque black).
    open var shadowColor: CGColor? {
        get { hostView.shadowColor.cgColor }
        set { hostView.shadowColor = newValue.map(Color.init(cgColor:)) ?? .clear }
    }
    /// The shadow's opacity, 0 (none, the default) … 1 (`shadowOpacity`).
    open var shadowOpacity: Float {
        get { hostView.shadowOpacity }
        set { hostView.shadowOpacity = newValue }
    }
    /// The shadow's offset (`shadowOffset`; default 0, −3).
    open var shadowOffset: CGSize {
        get { hostView.shadowOffset }
        set { hostView.shadowOffset = newValue }
    }
    /// The shadow's blur radius (`shadowRadius`; default 3).
    open var shadowRadius: CGFloat {
        get { hostView.shadowRadius }
        set { hostView.shadowRadius = newValue }
    }

    // MARK: Hierarchy

    /// The sublayers, back to front (`sublayers`): the layers added to this one; a view-backed
    /// layer also lists its subviews' layers, as UIKit's does.
    open var sublayers: [CALayer]? {
        let layers = hostView.subviews.map(\.layer)
        return layers.isEmpty ? nil : layers
    }

    /// Adds `layer` on top of this layer's sublayers (`addSublayer(_:)`), moving it from another.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(hostView.subviews.count))
    }

    /// Inserts `layer` at `index` among the sublayers (`insertSublayer(_:at:)`).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        hostView.insertSubview(layer.hostView, at: min(Int(index), hostView.subviews.count))
        layer.superlayer = self
    }

    /// Takes the layer out of its superlayer (`removeFromSuperlayer()`); a view's own layer takes its
    /// view out of its superview, as in UIKit.
    open func removeFromSuperlayer() {
        superlayer = nil
        hostView.removeFromSuperview()
    }

    /// Ends every animation running on the layer (`removeAllAnimations()`): the view's
    /// `UIView.animate` animations end now with `completion(false)` and the layer keeps its final
    /// values (`View.removeAllAnimations()`), as in UIKit, where the model values already are the
    /// final ones.
    open func removeAllAnimations() {
        hostView.removeAllAnimations()
    }
}

extension View {
    /// The view's layer (`layer`): its corner radius, border, shadow and the like, as Core Animation
    /// names them (see `CALayer`). The same object every time.
    public var layer: CALayer {
        if let layer = owningLayer as? CALayer { return layer }
        if let layer = layerStorage as? CALayer { return layer }
        let layer = CALayer(backing: self)
        layerStorage = layer
        return layer
    }
}
