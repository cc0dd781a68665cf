public import Foundation

/// A read-only text, as UIKit's `UILabel`.
///
/// Like UIKit's, a label takes no touches by default (`isUserInteractionEnabled` is false), so a
/// touch on a cell's label lands on the cell.
@MainActor
open class Label: View {
    /// How lines are aligned, as `NSTextAlignment`.
    public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
        /// Left edge.
        case left
        /// Centred.
        case center
        /// Right edge.
        case right
        /// Both edges.
        case justified
        /// The writing direction's leading edge.
        case natural
    }

    /// What happens to text that does not fit, as `NSLineBreakMode`.
    public enum LineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
        /// Wrap at word boundaries.
        case wordWrapping
        /// Wrap at any character.
        case charWrapping
        /// Cut off.
        case clipping
        /// "…end".
        case truncatingHead
        /// "start…" (the default).
        case truncatingTail
        /// "sta…end".
        case truncatingMiddle
    }

    /// Creates a label; it takes no touches.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive (`init?(coder:)`); it takes no touches.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The text (`text`).
    open var text: String? {
        didSet { if oldValue != text { contentDidChange() } }
    }

    /// The font; the body style (17 pt) by default (`font`).
    open var font: Font = .systemFont(ofSize: 17) {
        didSet { if oldValue != font { contentDidChange() } }
    }

    /// The text colour (`textColor`).
    open var textColor: Color = .label {
        didSet { if oldValue != textColor { invalidateRender() } }
    }

    /// The alignment (`textAlignment`).
    open var textAlignment: TextAlignment = .natural {
        didSet { if oldValue != textAlignment { invalidateRender() } }
    }

    /// Most lines to show; 0 for as many as needed (`numberOfLines`, default 1).
    open var numberOfLines: Int = 1 {
        didSet { if oldValue != numberOfLines { contentDidChange() } }
    }

    /// What happens to text that does not fit (`lineBreakMode`, default truncating the tail).
    open var lineBreakMode: LineBreakMode = .truncatingTail {
        didSet { if oldValue != lineBreakMode { invalidateRender() } }
    }

    /// Whether the font shrinks, down to `minimumScaleFactor`, when the text is wider than the label
    /// (`adjustsFontSizeToFitWidth`, default false). As UIKit's, it applies to one-line labels: a
    /// renderer whose font is wider than the text was measured with shrinks the line instead of
    /// cutting it, so lines broken by a layout (the quick action menu's) are drawn whole, as given.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if oldValue != adjustsFontSizeToFitWidth { invalidateRender() } }
    }

    /// The smallest scale of the font when `adjustsFontSizeToFitWidth` (`minimumScaleFactor`, default
    /// 0, which, as in UIKit, means the font does not shrink).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if oldValue != minimumScaleFactor { invalidateRender() } }
    }

    private func contentDidChange() {
        invalidateRender()
        superview?.setNeedsLayout()
    }

    /// The text's size on one line (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        TextMetrics.size(of: text ?? "", font: font, width: 0, numberOfLines: 1)
    }

    /// The text's size wrapped to `size.width` within `numberOfLines`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        TextMetrics.size(of: text ?? "", font: font, width: size.width, numberOfLines: numberOfLines)
    }

    /// Draws as a label.
    open override var renderKind: RenderNode.Kind { .label }

    /// Adds the text and its style; a label reads as static text to assistive technologies.
    open override func renderContent(into attributes: inout RenderAttributes) {
        attributes.text = RenderText(
            string: text ?? "", fontSize: Double(font.pointSize), fontWeight: font.weight.rawValue,
            color: textColor,
            alignment: textAlignment.rawValue, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode.rawValue)
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1 {
            attributes.text?.minimumScaleFactor = Double(minimumScaleFactor)
        }
        if attributes.accessibility == nil, let text, !text.isEmpty {
            attributes.accessibility = RenderAccessibility(label: accessibilityLabel ?? text, role: "text")
        }
    }
}
