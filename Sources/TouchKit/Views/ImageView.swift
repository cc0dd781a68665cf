public import Foundation

/// Shows an image, as UIKit's `UIImageView`; template images take the tint colour.
///
/// Like UIKit's, an image view takes no touches by default.
@MainActor
open class ImageView: View {
    /// Creates an image view showing `image`, sized to it when its size is known.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an empty image view at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an empty image view from an archive (`init?(coder:)`); it takes no touches.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image shown (`image`).
    open var image: Image? {
        didSet { if oldValue != image { invalidateRender() } }
    }

    /// The image shown while highlighted (`highlightedImage`).
    open var highlightedImage: Image? {
        didSet { if oldValue != highlightedImage, isHighlighted { invalidateRender() } }
    }

    /// Whether the highlighted image shows (`isHighlighted`).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { invalidateRender() } }
    }

    /// The image's size (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        guard let size = image?.size, size != .zero else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return size
    }

    /// The image's size when known, else the current size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// Draws as an image view.
    open override var renderKind: RenderNode.Kind { .imageView }

    /// Adds the image, tinted when it is a template.
    open override func renderContent(into attributes: inout RenderAttributes) {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown else { return }
        attributes.image = RenderImage(
            name: shown.name, isSymbol: shown.isSymbol, tintColor: shown.isTemplate ? tintColor : nil)
    }
}
