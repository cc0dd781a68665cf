public import Foundation

/// How a path is painted (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable, Hashable, Codable {
    /// Fill, non-zero winding (`.fill`).
    case fill = 0
    /// Fill, even-odd (`.eoFill`).
    case eoFill = 1
    /// Stroke (`.stroke`).
    case stroke = 2
    /// Fill (winding), then stroke (`.fillStroke`).
    case fillStroke = 3
    /// Fill (even-odd), then stroke (`.eoFillStroke`).
    case eoFillStroke = 4
}

/// How painted colour combines with what is already there (`CGBlendMode`), Apple's raw values.
///
/// Bitmap contexts composite every case listed (premultiplied, Porter–Duff or the separable
/// formulas of the PDF specification); the cases Apple has beyond these are absent.
public enum CGBlendMode: Int32, Sendable, Hashable, Codable {
    /// Source over (`.normal`).
    case normal = 0
    /// `.multiply`.
    case multiply = 1
    /// `.screen`.
    case screen = 2
    /// `.darken`.
    case darken = 4
    /// `.lighten`.
    case lighten = 5
    /// Paints transparent (`.clear`).
    case clear = 16
    /// Replaces the destination (`.copy`).
    case copy = 17
    /// Source where the destination is (`.sourceIn`).
    case sourceIn = 18
    /// Destination over (`.destinationOver`).
    case destinationOver = 21
    /// Sum, clamped (`.plusLighter`).
    case plusLighter = 27
}

/// A colour as RGBA doubles in 0…1, not premultiplied: what a display-list command paints with
/// (a ForceTouchKit type; a gray colour is stored as equal red, green and blue).
public struct CGDrawingColor: Sendable, Hashable, Codable {
    /// Red.
    public var red: Double
    /// Green.
    public var green: Double
    /// Blue.
    public var blue: Double
    /// Alpha.
    public var alpha: Double

    /// A colour with these components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The components of `color`, gray expanded to RGB.
    public init(_ color: CGColor) {
        let c = (color.components ?? [0, 0]).map(Double.init)
        if color.model == .monochrome {
            self.init(red: c[0], green: c[0], blue: c[0], alpha: c.count > 1 ? c[1] : 1)
        } else {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
        }
    }

    /// Opaque black, the initial fill and stroke colour.
    public static let black = CGDrawingColor(red: 0, green: 0, blue: 0, alpha: 1)
}

/// One clipping step: a path in device space (the CTM at `clip()` time applied) and its fill rule.
public struct CGClipRegion: Sendable, Hashable, Codable {
    /// The clip path's elements, in device space.
    public var elements: [CGPathElement]
    /// The rule deciding its inside.
    public var rule: CGPathFillRule

    /// A clip region.
    public init(elements: [CGPathElement], rule: CGPathFillRule) {
        self.elements = elements
        self.rule = rule
    }
}

/// The graphics state a command is drawn with (`saveGState` saves all of it), as plain values.
///
/// Matches Apple's initial state: identity CTM (or the context's initial one), black fill and
/// stroke, line width 1, butt caps, miter joins, miter limit 10, no dash, alpha 1, `.normal`,
/// antialiasing on, no clip.
public struct CGGraphicsState: Sendable, Hashable, Codable {
    /// The current transformation matrix, user space to device space.
    public var ctm: CGAffineTransform = .identity
    /// The fill colour.
    public var fillColor: CGDrawingColor = .black
    /// The stroke colour.
    public var strokeColor: CGDrawingColor = .black
    /// The line width, in user space.
    public var lineWidth: CGFloat = 1
    /// The line cap.
    public var lineCap: CGLineCap = .butt
    /// The line join.
    public var lineJoin: CGLineJoin = .miter
    /// The miter limit.
    public var miterLimit: CGFloat = 10
    /// The dash phase, in user space.
    public var dashPhase: CGFloat = 0
    /// The dash lengths, in user space; empty for a solid line.
    public var dashLengths: [CGFloat] = []
    /// The global alpha (`setAlpha`).
    public var alpha: CGFloat = 1
    /// The blend mode.
    public var blendMode: CGBlendMode = .normal
    /// Whether edges are antialiased.
    public var shouldAntialias: Bool = true
    /// The clip: every region intersected; empty for none.
    public var clip: [CGClipRegion] = []

    /// The initial state.
    public init() {}
}

/// One thing a context drew, with the state it was drawn in (a ForceTouchKit type).
public enum CGDrawingCommand: Sendable, Hashable, Codable {
    /// A filled path, its elements in user space (map by `state.ctm` for device space).
    case fill(path: [CGPathElement], rule: CGPathFillRule, state: CGGraphicsState)
    /// A stroked path, its elements in user space.
    case stroke(path: [CGPathElement], state: CGGraphicsState)
    /// A rectangle made transparent (`clear(_:)`), in user space.
    case clear(rect: CGRect, state: CGGraphicsState)
    /// An image drawn into a user-space rectangle; `image` holds its pixels.
    case drawImage(rect: CGRect, image: CGDisplayList.Image, state: CGGraphicsState)
}

/// What a context drew, in order: a value to compare in tests and serialise for a renderer (a
/// ForceTouchKit type; Apple's contexts keep no record).
public struct CGDisplayList: Sendable, Hashable, Codable {
    /// An image's size and premultiplied RGBA8 pixels, top row first.
    public struct Image: Sendable, Hashable, Codable {
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// The pixels.
        public var pixels: [UInt8]

        /// An image value.
        public init(width: Int, height: Int, pixels: [UInt8]) {
            (self.width, self.height, self.pixels) = (width, height, pixels)
        }
    }

    /// The context's size in device pixels.
    public var size: CGSize
    /// The commands, in drawing order.
    public var commands: [CGDrawingCommand]

    /// A display list.
    public init(size: CGSize, commands: [CGDrawingCommand] = []) {
        self.size = size
        self.commands = commands
    }
}
