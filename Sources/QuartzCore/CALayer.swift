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
        set { hostView.frame = newValue }
    }
    /// The layer's own coordinates (`bounds`).
    open var bounds: CGRect {
        get { hostView.bounds }
        set { hostView.bounds = newValue }
    }
    /// The centre in the superlayer (`position`; the anchor point is always the centre here).
    open var position: CGPoint {
        get { hostView.center }
        set { hostView.center = newValue }
    }
    /// The 2D transform (`affineTransform()`).
    open func affineTransform() -> CGAffineTransform { hostView.transform }
    /// Sets the 2D transform (`setAffineTransform(_:)`).
    open func setAffineTransform(_ transform: CGAffineTransform) { hostView.transform = transform }

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
