public import Foundation

/// A blur, as UIKit's `UIBlurEffect`.
public struct BlurEffect: Sendable, Hashable, Codable {
    /// The look of the blur, as `UIBlurEffect.Style`.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        /// Light, bright tint.
        case extraLight
        /// Light tint.
        case light
        /// Dark tint.
        case dark
        /// The system's regular material (adapts to light and dark).
        case regular
        /// A more opaque material.
        case prominent
    }

    /// The style.
    public var style: Style

    /// Creates a blur effect (`UIBlurEffect(style:)`).
    public init(style: Style) {
        self.style = style
    }

    /// The tint a renderer lays over the blur (our choice, close to iOS's materials).
    public var tintColor: Color {
        switch style {
        case .extraLight: Color(white: 0.97, alpha: 0.8)
        case .light: Color(white: 0.97, alpha: 0.6)
        case .dark: Color(white: 0.11, alpha: 0.73)
        case .regular: Color(white: 0.97, alpha: 0.7)
        case .prominent: Color(white: 0.97, alpha: 0.86)
        }
    }
}

/// Blurs what lies behind it, as UIKit's `UIVisualEffectView`.
///
/// `blurRadius` is TouchKit's addition: UIKit hides the radius, and peek-and-pop's hint blurs
/// progressively with force, so the radius is data the renderer applies (`RenderAttributes.blurRadius`).
/// Put content in `contentView`, as in UIKit.
@MainActor
open class VisualEffectView: View {
    /// Where content goes (`contentView`); it fills the effect view.
    public let contentView = View()

    /// The effect, or nil for none (`effect`).
    open var effect: BlurEffect? {
        didSet { if oldValue != effect { applyTint() } }
    }

    /// How much to blur, in points (our choice: 20 at full effect).
    open var blurRadius: CGFloat = 20 {
        didSet { if oldValue != blurRadius { invalidateRender() } }
    }

    /// Creates an effect view (`UIVisualEffectView(effect:)`).
    public init(effect: BlurEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
        applyTint()
    }

    /// Creates an effect view with no effect (`UIVisualEffectView()`), until one is set.
    public convenience init() {
        self.init(effect: nil)
    }

    /// Creates an effect view from an archive (`init?(coder:)`), with no effect until one is set.
    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        addSubview(contentView)
        applyTint()
    }

    private func applyTint() {
        backgroundColor = effect?.tintColor
        invalidateRender()
    }

    /// The content view fills the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// Draws as a visual effect.
    open override var renderKind: RenderNode.Kind { .visualEffect }

    /// Adds the blur radius when there is an effect.
    open override func renderContent(into attributes: inout RenderAttributes) {
        attributes.blurRadius = effect == nil ? 0 : Double(blurRadius)
    }
}
