public import CoreGraphics
public import Foundation

/// Everything about one node except its children: geometry, style, content, effects, accessibility.
///
/// Encoded with only the values that differ from the defaults, so the JSON stays small; `frame` is
/// `[x, y, width, height]` in the parent's coordinates (after the parent's `contentOffset`).
public struct RenderAttributes: Sendable, Hashable, Codable {
    /// The view's frame in its superview's coordinates (`View.frame`).
    public var frame: CGRect
    /// The bounds origin: how far the children are scrolled (`View.bounds.origin`).
    public var contentOffset: CGPoint = .zero
    /// Hidden views are kept in the tree, marked, so showing them is an update.
    public var isHidden = false
    /// Opacity, 0…1.
    public var alpha: Double = 1
    /// Whether children are clipped to the frame.
    public var clipsToBounds = false
    /// The fill colour.
    public var backgroundColor: Color?
    /// The corner radius, in points.
    public var cornerRadius: Double = 0
    /// The border width, in points.
    public var borderWidth: Double = 0
    /// The border colour.
    public var borderColor: Color?
    /// The transform around the centre; nil for the identity.
    public var transform: CGAffineTransform?
    /// The shadow under the node (`layer.shadow…`); nil for none.
    public var shadow: RenderShadow?
    /// The text a label shows.
    public var text: RenderText?
    /// The image an image view shows.
    public var image: RenderImage?
    /// How much to blur what lies behind the node, in points (a visual effect view, the hint of a
    /// press): 0 for none.
    public var blurRadius: Double = 0
    /// What assistive technologies get.
    public var accessibility: RenderAccessibility?
    /// An animation the renderer should play on the node.
    public var transition: Transition?
    /// The drawing an ink canvas shows (`InkCanvasView`); nil for every other view.
    public var ink: RenderInk?
    /// The page a web view shows (`WebView`); nil for every other view.
    public var web: RenderWebPage?
    /// What the view drew in `draw(_:)` (`RenderDrawing`), shown under its subviews; nil when it
    /// drew nothing.
    public var drawing: RenderDrawing?

    /// Creates attributes with `frame` and defaults elsewhere.
    public init(frame: CGRect) {
        self.frame = frame
    }

    private enum CodingKeys: String, CodingKey {
        case frame, contentOffset, isHidden, alpha, clipsToBounds, backgroundColor, cornerRadius, borderWidth
        case borderColor, transform, shadow, text, image, blurRadius, accessibility, transition, ink, web
        case drawing
    }

    /// Decodes attributes; absent keys take the defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let frame = try container.decode([Double].self, forKey: .frame)
        guard frame.count == 4 else {
            throw DecodingError.dataCorruptedError(
                forKey: .frame, in: container, debugDescription: "frame must be [x, y, width, height]")
        }
        self.init(frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
        if let offset = try container.decodeIfPresent([Double].self, forKey: .contentOffset),
            offset.count == 2
        {
            contentOffset = CGPoint(x: offset[0], y: offset[1])
        }
        isHidden = try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false
        alpha = try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
        clipsToBounds = try container.decodeIfPresent(Bool.self, forKey: .clipsToBounds) ?? false
        backgroundColor = try container.decodeIfPresent(Color.self, forKey: .backgroundColor)
        cornerRadius = try container.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? 0
        borderWidth = try container.decodeIfPresent(Double.self, forKey: .borderWidth) ?? 0
        borderColor = try container.decodeIfPresent(Color.self, forKey: .borderColor)
        transform = try container.decodeIfPresent(WireTransform.self, forKey: .transform)?.transform
        shadow = try container.decodeIfPresent(RenderShadow.self, forKey: .shadow)
        text = try container.decodeIfPresent(RenderText.self, forKey: .text)
        image = try container.decodeIfPresent(RenderImage.self, forKey: .image)
        blurRadius = try container.decodeIfPresent(Double.self, forKey: .blurRadius) ?? 0
        accessibility = try container.decodeIfPresent(RenderAccessibility.self, forKey: .accessibility)
        transition = try container.decodeIfPresent(Transition.self, forKey: .transition)
        ink = try container.decodeIfPresent(RenderInk.self, forKey: .ink)
        web = try container.decodeIfPresent(RenderWebPage.self, forKey: .web)
        drawing = try container.decodeIfPresent(RenderDrawing.self, forKey: .drawing)
    }

    /// Encodes only what differs from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(
            [frame.origin.x, frame.origin.y, frame.width, frame.height].map(Double.init), forKey: .frame)
        if contentOffset != .zero {
            try container.encode([Double(contentOffset.x), Double(contentOffset.y)], forKey: .contentOffset)
        }
        if isHidden { try container.encode(true, forKey: .isHidden) }
        if alpha != 1 { try container.encode(alpha, forKey: .alpha) }
        if clipsToBounds { try container.encode(true, forKey: .clipsToBounds) }
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        if cornerRadius != 0 { try container.encode(cornerRadius, forKey: .cornerRadius) }
        if borderWidth != 0 { try container.encode(borderWidth, forKey: .borderWidth) }
        try container.encodeIfPresent(borderColor, forKey: .borderColor)
        try container.encodeIfPresent(transform.map(WireTransform.init), forKey: .transform)
        try container.encodeIfPresent(shadow, forKey: .shadow)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(image, forKey: .image)
        if blurRadius != 0 { try container.encode(blurRadius, forKey: .blurRadius) }
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
        try container.encodeIfPresent(transition, forKey: .transition)
        try container.encodeIfPresent(ink, forKey: .ink)
        try container.encodeIfPresent(web, forKey: .web)
        try container.encodeIfPresent(drawing, forKey: .drawing)
    }

    /// Whether the two differ only in their ink, the later continuing the earlier's log: their diff
    /// is the new drawing steps (`RenderMutation.ink`).
    func differsOnlyInInk(from older: RenderAttributes) -> Bool {
        guard let ink, let olderInk = older.ink, ink.extends(olderInk) else { return false }
        var same = self
        same.ink = olderInk
        return same == older
    }
}

/// The text a node shows, with how to draw it.
public struct RenderText: Sendable, Hashable, Codable {
    /// The string.
    public var string: String
    /// The font size, in points.
    public var fontSize: Double
    /// The font weight, as a CSS weight (400 regular, 600 semibold, 700 bold).
    public var fontWeight: Int
    /// The colour.
    public var color: Color
    /// `left`, `center`, `right`, `justified` or `natural` (`NSTextAlignment`).
    public var alignment: String
    /// Most lines to show; 0 for no limit (`numberOfLines`).
    public var numberOfLines: Int
    /// How text that does not fit is cut: `truncatingTail`, `truncatingHead`, `truncatingMiddle`,
    /// `clipping`, `wordWrapping` or `charWrapping` (`NSLineBreakMode`).
    public var lineBreakMode: String
    /// How far the font may shrink so that the text fits its width (`adjustsFontSizeToFitWidth` with
    /// its `minimumScaleFactor`, 0 < factor < 1); nil when it may not.
    public var minimumScaleFactor: Double?

    /// Creates text attributes.
    public init(
        string: String, fontSize: Double, fontWeight: Int, color: Color, alignment: String,
        numberOfLines: Int,
        lineBreakMode: String, minimumScaleFactor: Double? = nil
    ) {
        self.string = string
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// The image a node shows.
public struct RenderImage: Sendable, Hashable, Codable {
    /// The image's name (resource or symbol).
    public var name: String
    /// Whether the name is a system symbol.
    public var isSymbol: Bool
    /// The colour a template image is filled with; nil for an image in its own colours.
    public var tintColor: Color?

    /// Creates image attributes.
    public init(name: String, isSymbol: Bool, tintColor: Color?) {
        self.name = name
        self.isSymbol = isSymbol
        self.tintColor = tintColor
    }
}

/// What assistive technologies get for a node: a label and an ARIA-like role.
public struct RenderAccessibility: Sendable, Hashable, Codable {
    /// What a screen reader says.
    public var label: String?
    /// `button`, `link`, `image`, `heading`, `text`, `cell`, `alert`, `searchbox`, `textbox`, `adjustable`, or nil.
    public var role: String?
    /// `selected`, `disabled` as they apply.
    public var states: [String]

    /// Creates accessibility attributes.
    public init(label: String?, role: String?, states: [String] = []) {
        self.label = label
        self.role = role
        self.states = states
    }

    private enum CodingKeys: String, CodingKey {
        case label, role, states
    }

    /// Decodes; absent `states` is none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decodeIfPresent(String.self, forKey: .label)
        role = try container.decodeIfPresent(String.self, forKey: .role)
        states = try container.decodeIfPresent([String].self, forKey: .states) ?? []
    }

    /// Encodes what is set; no `states` key when there are none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(role, forKey: .role)
        if !states.isEmpty { try container.encode(states, forKey: .states) }
    }
}

/// A transform in the render stream: `{"a":…,"b":…,"c":…,"d":…,"tx":…,"ty":…}`, named entries the web
/// client reads (Core Graphics' own coding of `CGAffineTransform` is an unnamed list).
private struct WireTransform: Codable {
    var a, b, c, d, tx, ty: CGFloat

    init(_ transform: CGAffineTransform) {
        (a, b, c, d, tx, ty) = (
            transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty
        )
    }

    var transform: CGAffineTransform { CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}
