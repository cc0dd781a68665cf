public import CoreGraphics
import Foundation

/// What a view drew in `draw(_:)`, in the render stream's compact form: the node's
/// `attributes.drawing` (docs/Drawing.md, docs/PROTOCOL.md "Drawing").
///
/// Made from the view's recorded `CGDisplayList`. Each command becomes one operation — `fill`,
/// `stroke`, `clear` or `image` — with its path as SVG path data in the command's user space
/// (`M x y`, `L x y`, `Q x1 y1 x y`, `C x1 y1 x2 y2 x y`, `Z`), `transform` taking user space to
/// the view's own space (points, y down, origin at the top-left of the bounds), and only the state
/// that differs from Core Graphics' defaults. Numbers are rounded to 1/1000 and kept within
/// ±1,000,000. A TouchKit type (UIKit has no render stream).
///
/// Bounded: at most `commandLimit` operations, `pointLimit` path points (clip paths included) and
/// `imagePixelLimit` image pixels a view. Operations go out in drawing order until one would pass a
/// limit; it and every later one are left out, and `dropped` says how many. An image larger than the
/// pixels left (a drawing app's full-screen bitmap: 750 × 1,206 pixels on a 2× iPhone) is sent
/// averaged down to fit them, into the same rectangle, when at least `minimumReducedPixels` are left;
/// `reduced` counts those images.
public struct RenderDrawing: Sendable, Hashable, Codable {
    /// The most operations a view's drawing sends: 2,000.
    public static let commandLimit = 2_000
    /// The most path points a view's drawing sends, over every path and clip: 50,000.
    public static let pointLimit = 50_000
    /// The most image pixels a view's drawing sends, over every image: 262,144 (512 × 512).
    public static let imagePixelLimit = 262_144
    /// The fewest pixels an image is reduced to rather than dropped: 16,384 (128 × 128; ours).
    public static let minimumReducedPixels = 16_384

    /// A clipping path in the view's space, with its fill rule.
    public struct Clip: Sendable, Hashable, Codable {
        /// SVG path data in the view's space (no transform applies).
        public var path: String
        /// `"evenodd"`, or nil for non-zero winding.
        public var rule: String?
    }

    /// An image's pixels: straight (not premultiplied) RGBA8, top row first, Base64.
    public struct Pixels: Sendable, Hashable, Codable {
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// The Base64 of `4 × width × height` bytes.
        public var rgba: String
    }

    /// One drawing operation.
    public struct Operation: Sendable, Hashable, Codable {
        /// `fill`, `stroke`, `clear` (the rectangle made transparent) or `image`.
        public var op: String
        /// The path (fill, stroke), SVG path data in user space.
        public var path: String?
        /// The rectangle (clear, image) `[x, y, width, height]` in user space.
        public var rect: [Double]?
        /// `"evenodd"` for an even-odd fill; nil for non-zero winding.
        public var rule: String?
        /// The fill or stroke colour, `#RRGGBBAA`; nil for opaque black.
        public var color: Color?
        /// The line width in user space; nil for 1.
        public var width: Double?
        /// `"round"` or `"square"`; nil for butt.
        public var cap: String?
        /// `"round"` or `"bevel"`; nil for miter.
        public var join: String?
        /// The miter limit; nil for 10.
        public var miter: Double?
        /// The dash lengths in user space; nil for a solid line.
        public var dash: [Double]?
        /// The dash phase; nil for 0.
        public var dashPhase: Double?
        /// The global alpha (`setAlpha`); nil for 1.
        public var alpha: Double?
        /// The Canvas 2D composite operation for the blend mode; nil for `source-over` (normal).
        public var blend: String?
        /// `false` when antialiasing is off; nil when on.
        public var antialias: Bool?
        /// User space to the view's space, `[a, b, c, d, tx, ty]`; nil for the identity.
        public var transform: [Double]?
        /// The clip: every region intersected; nil for none.
        public var clip: [Clip]?
        /// The image's pixels (image).
        public var image: Pixels?

        init(op: String) { self.op = op }
    }

    /// The drawing's size in points (the bounds' size when it was drawn), `[width, height]`.
    public var size: [Double]
    /// The operations, in drawing order.
    public var ops: [Operation]
    /// How many of the display list's commands were left out past a limit; nil for none.
    public var dropped: Int?
    /// How many images were sent at a reduced resolution to fit the pixel limit; nil for none.
    public var reduced: Int?

    /// The drawing of `list`, bounded by the limits.
    /// - Complexity: O(*n*) in the list's points and pixels.
    public init(_ list: CGDisplayList) {
        size = [Self.round(list.size.width), Self.round(list.size.height)]
        ops = []
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: list.size.height)
        var points = 0
        var pixels = 0
        for (index, var command) in list.commands.enumerated() {
            if case .drawImage(let rect, let image, let state) = command,
                image.width * image.height > Self.imagePixelLimit - pixels,
                Self.imagePixelLimit - pixels >= Self.minimumReducedPixels
            {
                command = .drawImage(
                    rect: rect, image: Self.reduce(image, toAtMost: Self.imagePixelLimit - pixels),
                    state: state)
                reduced = (reduced ?? 0) + 1
            }
            let (operation, cost, imageCost) = Self.operation(command, flip: flip)
            if ops.count >= Self.commandLimit || points + cost > Self.pointLimit
                || pixels + imageCost > Self.imagePixelLimit
            {
                dropped = list.commands.count - index
                break
            }
            points += cost
            pixels += imageCost
            ops.append(operation)
        }
    }

    /// `image` averaged down (box filter over premultiplied pixels, which averages correctly) to at
    /// most `budget` pixels, keeping its aspect ratio.
    static func reduce(_ image: CGDisplayList.Image, toAtMost budget: Int) -> CGDisplayList.Image {
        let factor = (Double(budget) / Double(image.width * image.height)).squareRoot()
        let width = max(1, Int(Double(image.width) * factor))
        let height = max(1, min(budget / width, Int(Double(image.height) * factor)))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let top = y * image.height / height
                let bottom = max(top + 1, (y + 1) * image.height / height)
                for x in 0..<width {
                    let left = x * image.width / width
                    let right = max(left + 1, (x + 1) * image.width / width)
                    var sums = (0, 0, 0, 0)
                    for row in top..<bottom {
                        var offset = (row * image.width + left) * 4
                        for _ in left..<right {
                            sums.0 += Int(source[offset])
                            sums.1 += Int(source[offset + 1])
                            sums.2 += Int(source[offset + 2])
                            sums.3 += Int(source[offset + 3])
                            offset += 4
                        }
                    }
                    let count = (bottom - top) * (right - left)
                    let out = (y * width + x) * 4
                    pixels[out] = UInt8(sums.0 / count)
                    pixels[out + 1] = UInt8(sums.1 / count)
                    pixels[out + 2] = UInt8(sums.2 / count)
                    pixels[out + 3] = UInt8(sums.3 / count)
                }
            }
        }
        return CGDisplayList.Image(width: width, height: height, pixels: pixels)
    }

    private static func operation(_ command: CGDrawingCommand, flip: CGAffineTransform) -> (
        Operation, points: Int, pixels: Int
    ) {
        var operation: Operation
        var points = 0
        var pixelCount = 0
        let state: CGGraphicsState
        switch command {
        case .fill(let path, let rule, let s):
            state = s
            operation = Operation(op: "fill")
            operation.path = svg(path, transform: nil)
            operation.rule = rule == .evenOdd ? "evenodd" : nil
            operation.color = color(s.fillColor)
            points += path.reduce(0) { $0 + $1.points.count }
        case .stroke(let path, let s):
            state = s
            operation = Operation(op: "stroke")
            operation.path = svg(path, transform: nil)
            operation.color = color(s.strokeColor)
            if s.lineWidth != 1 { operation.width = round(s.lineWidth) }
            switch s.lineCap {
            case .butt: break
            case .round: operation.cap = "round"
            case .square: operation.cap = "square"
            }
            switch s.lineJoin {
            case .miter: if s.miterLimit != 10 { operation.miter = round(s.miterLimit) }
            case .round: operation.join = "round"
            case .bevel: operation.join = "bevel"
            }
            if !s.dashLengths.isEmpty {
                operation.dash = s.dashLengths.map(round)
                if s.dashPhase != 0 { operation.dashPhase = round(s.dashPhase) }
            }
            points += path.reduce(0) { $0 + $1.points.count }
        case .clear(let rect, let s):
            state = s
            operation = Operation(op: "clear")
            operation.rect = box(rect)
        case .drawImage(let rect, let image, let s):
            state = s
            operation = Operation(op: "image")
            operation.rect = box(rect)
            operation.image = Pixels(
                width: image.width, height: image.height, rgba: straightBase64(image.pixels))
            pixelCount = image.width * image.height
        }
        if state.alpha != 1 { operation.alpha = round(state.alpha) }
        operation.blend = blend(state.blendMode)
        if !state.shouldAntialias { operation.antialias = false }
        let transform = state.ctm.concatenating(flip)
        if !transform.isIdentity {
            operation.transform = [
                transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
            ]
            .map(round)
        }
        if !state.clip.isEmpty {
            operation.clip = state.clip.map {
                Clip(path: svg($0.elements, transform: flip), rule: $0.rule == .evenOdd ? "evenodd" : nil)
            }
            points += state.clip.reduce(0) { $0 + $1.elements.reduce(0) { $0 + $1.points.count } }
        }
        return (operation, points, pixelCount)
    }

    private static func color(_ color: CGDrawingColor) -> Color? {
        let value = Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        return value == Color(red: 0, green: 0, blue: 0, alpha: 1) ? nil : value
    }

    private static func blend(_ mode: CGBlendMode) -> String? {
        switch mode {
        case .normal: nil
        case .multiply: "multiply"
        case .screen: "screen"
        case .darken: "darken"
        case .lighten: "lighten"
        case .clear: "destination-out"
        case .copy: "copy"
        case .sourceIn: "source-in"
        case .destinationOver: "destination-over"
        case .plusLighter: "lighter"
        }
    }

    private static func box(_ rect: CGRect) -> [Double] {
        let r = rect.standardized
        return [r.minX, r.minY, r.width, r.height].map(round)
    }

    /// Premultiplied RGBA8 to straight RGBA8, Base64.
    private static func straightBase64(_ pixels: [UInt8]) -> String {
        var out = pixels
        var i = 0
        while i + 3 < out.count {
            let alpha = Int(out[i + 3])
            if alpha != 0 && alpha != 255 {
                for c in 0..<3 { out[i + c] = UInt8(min(255, (Int(out[i + c]) * 255 + alpha / 2) / alpha)) }
            }
            i += 4
        }
        return Data(out).base64EncodedString()
    }

    /// `value` rounded to 1/1000, within ±1,000,000; 0 for NaN.
    static func round(_ value: CGFloat) -> Double {
        guard !value.isNaN else { return 0 }
        return (min(1_000_000, max(-1_000_000, Double(value))) * 1000).rounded() / 1000
    }

    /// A number as path data writes it: the shortest form, no trailing `.0`.
    static func text(_ value: CGFloat) -> String {
        let rounded = round(value)
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Elements as SVG path data, each point mapped by `transform` when there is one.
    static func svg(_ elements: [CGPathElement], transform: CGAffineTransform?) -> String {
        var out = ""
        for element in elements {
            let letter: String
            switch element.type {
            case .moveToPoint: letter = "M"
            case .addLineToPoint: letter = "L"
            case .addQuadCurveToPoint: letter = "Q"
            case .addCurveToPoint: letter = "C"
            case .closeSubpath: letter = "Z"
            }
            out += letter
            for (index, point) in element.points.enumerated() {
                let p = transform.map { point.applying($0) } ?? point
                if index > 0 { out += " " }
                out += text(p.x)
                out += " "
                out += text(p.y)
            }
        }
        return out
    }
}
