public import Foundation

/// Core Graphics' `CGContext`: a drawing destination with a graphics state, a current path, and
/// painting operations, with Apple's Swift spellings.
///
/// Every context records what it paints as a `displayList` (a ForceTouchKit addition: plain values
/// a renderer can replay). A bitmap context (`init?(data:width:height:…)`) also rasterises into its
/// pixel buffer, so `data` and `makeImage()` give real pixels.
///
/// Coordinates, as on Apple: device space is y-up with the origin at the bottom left and one unit
/// a pixel; the first row of a bitmap's memory is its top row (device y = `height − 1`). A context
/// for a UIKit view is flipped by its creator through `init(recordingSize:initialTransform:)`.
///
/// Matches Apple: path points are mapped by the CTM when added; line width and dash are in user
/// space at paint time; painting clears the current path; `saveGState`/`restoreGState` save the
/// whole state (not the path). Differs: `restoreGState` with nothing saved does nothing (Apple logs
/// and ignores it too); no text, gradients, shadows, patterns or PDF; bitmap layouts are 8-bit RGB
/// in 4 bytes (premultiplied or skipped alpha) or 8-bit gray.
public final class CGContext {
    // MARK: State

    private var state: CGGraphicsState
    private var stack: [CGGraphicsState] = []
    /// The current path, in device space.
    private var devicePath = CGMutablePath()
    private let size: CGSize
    /// What this context has painted, in order (ForceTouchKit).
    public private(set) var displayList: CGDisplayList

    // MARK: Bitmap

    private struct Layout {
        var bytesPerPixel: Int
        /// Byte offsets of red, green, blue; gray uses `red` alone.
        var red: Int
        var green: Int
        var blue: Int
        /// Byte offset of alpha, or nil when there is none (skipped or absent).
        var alpha: Int?
        var gray: Bool
    }

    private let layout: Layout?
    private let ownsData: Bool
    /// The pixel memory (`data`); nil for a recording context.
    public let data: UnsafeMutableRawPointer?
    /// Width in pixels (`width`); for a recording context, its size rounded.
    public let width: Int
    /// Height in pixels (`height`).
    public let height: Int
    /// Bytes a row (`bytesPerRow`); 0 for a recording context.
    public let bytesPerRow: Int
    /// Bits a component (`bitsPerComponent`): 8, or 0 for a recording context.
    public var bitsPerComponent: Int { layout == nil ? 0 : 8 }
    /// Bits a pixel (`bitsPerPixel`).
    public var bitsPerPixel: Int { (layout?.bytesPerPixel ?? 0) * 8 }
    /// The bitmap's colour space (`colorSpace`); nil for a recording context.
    public let colorSpace: CGColorSpace?
    /// The bitmap's layout (`bitmapInfo`).
    public let bitmapInfo: CGBitmapInfo
    /// The bitmap's alpha info (`alphaInfo`).
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }

    /// A bitmap context (`CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`).
    ///
    /// `data` nil allocates zeroed (transparent) memory the context owns; otherwise drawing writes
    /// into `data`, which must hold `bytesPerRow × height` bytes. `bytesPerRow` 0 computes it.
    /// Returns nil, as Apple does, for combinations not supported: anything but 8 bits a component;
    /// RGB with `.premultipliedLast`, `.premultipliedFirst`, `.noneSkipLast` or `.noneSkipFirst`
    /// (optionally `.byteOrder32Little`); gray with `.none`.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard width > 0, height > 0, bitsPerComponent == 8 else { return nil }
        let little = info.intersection(.byteOrderMask) == .byteOrder32Little
        var layout: Layout
        switch (space.model, info.alphaInfo) {
        case (.monochrome, .none):
            layout = Layout(bytesPerPixel: 1, red: 0, green: 0, blue: 0, alpha: nil, gray: true)
        case (.rgb, .premultipliedLast):
            layout = Layout(bytesPerPixel: 4, red: 0, green: 1, blue: 2, alpha: 3, gray: false)
        case (.rgb, .noneSkipLast):
            layout = Layout(bytesPerPixel: 4, red: 0, green: 1, blue: 2, alpha: nil, gray: false)
        case (.rgb, .premultipliedFirst):
            layout = Layout(bytesPerPixel: 4, red: 1, green: 2, blue: 3, alpha: 0, gray: false)
        case (.rgb, .noneSkipFirst):
            layout = Layout(bytesPerPixel: 4, red: 1, green: 2, blue: 3, alpha: nil, gray: false)
        default: return nil
        }
        if little && !layout.gray {
            layout.red = 3 - layout.red
            layout.green = 3 - layout.green
            layout.blue = 3 - layout.blue
            layout.alpha = layout.alpha.map { 3 - $0 }
        }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else { return nil }
        if let data {
            self.data = data
            ownsData = false
        } else {
            let memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            self.data = memory
            ownsData = true
        }
        self.layout = layout
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.colorSpace = space
        self.bitmapInfo = info
        size = CGSize(width: width, height: height)
        state = CGGraphicsState()
        displayList = CGDisplayList(size: size)
    }

    /// A context that only records (ForceTouchKit's initializer, for UIKit's `draw(_:)`): device
    /// space is `size` units, and `initialTransform` is the starting CTM — UIKit passes a flip,
    /// `CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height)`, to make user space
    /// y-down as `UIGraphicsGetCurrentContext()` is on iOS.
    public init(recordingSize size: CGSize, initialTransform: CGAffineTransform = .identity) {
        layout = nil
        ownsData = false
        data = nil
        width = Int(size.width.rounded())
        height = Int(size.height.rounded())
        bytesPerRow = 0
        colorSpace = nil
        bitmapInfo = []
        self.size = size
        state = CGGraphicsState()
        state.ctm = initialTransform
        displayList = CGDisplayList(size: size)
    }

    deinit {
        if ownsData { data?.deallocate() }
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (`saveGState()`).
    public func saveGState() { stack.append(state) }

    /// Pops the last saved graphics state (`restoreGState()`); with none saved it does nothing.
    public func restoreGState() {
        if let saved = stack.popLast() { state = saved }
    }

    /// The current transformation matrix (`ctm`).
    public var ctm: CGAffineTransform { state.ctm }

    /// The current graphics state as a value (ForceTouchKit).
    public var graphicsState: CGGraphicsState { state }

    /// `translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.translatedBy(x: x, y: y) }
    /// `scaleBy(x:y:)`.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
    /// `rotate(by:)`, radians, counter-clockwise in y-up user space.
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
    /// `concatenate(_:)`: `transform` applied before the CTM.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// The CTM (`userSpaceToDeviceSpaceTransform`).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }
    /// `convertToDeviceSpace(_:)` for a point.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// `convertToUserSpace(_:)` for a point.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }

    /// `setFillColor(_:)`.
    public func setFillColor(_ color: CGColor) { state.fillColor = CGDrawingColor(color) }
    /// `setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// `setFillColor(gray:alpha:)`.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }
    /// `setStrokeColor(_:)`.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = CGDrawingColor(color) }
    /// `setStrokeColor(red:green:blue:alpha:)`.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// `setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }
    /// `setLineWidth(_:)`, user space.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// `setLineCap(_:)`.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// `setLineJoin(_:)`.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// `setMiterLimit(_:)`.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// `setLineDash(phase:lengths:)`; empty lengths make lines solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }
    /// `setAlpha(_:)`, clamped to 0…1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }
    /// `setBlendMode(_:)`.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// `setShouldAntialias(_:)`.
    public func setShouldAntialias(_ value: Bool) { state.shouldAntialias = value }
    /// `setAllowsAntialiasing(_:)`; accepted, and antialiasing follows `setShouldAntialias` alone.
    public func setAllowsAntialiasing(_ value: Bool) {}

    // MARK: Current path

    /// Discards the current path (`beginPath()`).
    public func beginPath() { devicePath = CGMutablePath() }
    /// `move(to:)`.
    public func move(to point: CGPoint) { devicePath.move(to: point, transform: state.ctm) }
    /// `addLine(to:)`.
    public func addLine(to point: CGPoint) { devicePath.addLine(to: point, transform: state.ctm) }
    /// `addLines(between:)`.
    public func addLines(between points: [CGPoint]) {
        devicePath.addLines(between: points, transform: state.ctm)
    }
    /// `addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// `addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`, as `CGMutablePath`'s.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        devicePath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.ctm)
    }
    /// `addArc(tangent1End:tangent2End:radius:)`, as `CGMutablePath`'s.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addArc(
            tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    /// `addRect(_:)`.
    public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: state.ctm) }
    /// `addRects(_:)`.
    public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: state.ctm) }
    /// `addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) { devicePath.addEllipse(in: rect, transform: state.ctm) }
    /// `addPath(_:)`: `path` is in user space.
    public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: state.ctm) }
    /// `closePath()`.
    public func closePath() { devicePath.closeSubpath() }
    /// Whether the current path is empty (`isPathEmpty`).
    public var isPathEmpty: Bool { devicePath.isEmpty }
    /// The current path in user space (`path`); nil when empty.
    public var path: CGPath? {
        devicePath.isEmpty ? nil : devicePath.mapped(by: state.ctm.inverted())
    }
    /// The current point in user space (`currentPointOfPath`).
    public var currentPointOfPath: CGPoint { devicePath.currentPoint.applying(state.ctm.inverted()) }
    /// The current path's bounds in user space, control points included (`boundingBoxOfPath`).
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }

    // MARK: Painting

    /// Strokes the current path, then clears it (`strokePath()`).
    public func strokePath() { drawPath(using: .stroke) }

    /// Fills the current path, then clears it (`fillPath(using:)`).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .winding ? .fill : .eoFill)
    }

    /// Paints the current path, then clears it (`drawPath(using:)`).
    public func drawPath(using mode: CGPathDrawingMode) {
        guard let userPath = path else { return }
        beginPath()
        switch mode {
        case .fill: paintFill(userPath, rule: .winding)
        case .eoFill: paintFill(userPath, rule: .evenOdd)
        case .stroke: paintStroke(userPath)
        case .fillStroke:
            paintFill(userPath, rule: .winding)
            paintStroke(userPath)
        case .eoFillStroke:
            paintFill(userPath, rule: .evenOdd)
            paintStroke(userPath)
        }
    }

    /// Fills a rectangle (`fill(_:)`); the current path is cleared, as on Apple.
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills rectangles (`fill(_:)` with an array).
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }
    /// Fills an ellipse (`fillEllipse(in:)`).
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }
    /// Strokes a rectangle (`stroke(_:)`).
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }
    /// Strokes a rectangle with this line width, the state's width unchanged (`stroke(_:width:)`).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = saved
    }
    /// Strokes an ellipse (`strokeEllipse(in:)`).
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }
    /// Strokes the segments between points 0–1, 2–3, … (`strokeLineSegments(between:)`).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes a rectangle transparent (`clear(_:)`), within the clip; blend mode and alpha ignored.
    public func clear(_ rect: CGRect) {
        displayList.commands.append(.clear(rect: rect, state: state))
        guard layout != nil else { return }
        let polygons = CGPath(rect: rect).flattened(transform: state.ctm)
        var clearing = state
        clearing.blendMode = .clear
        clearing.alpha = 1
        composite(polygons: polygons, rule: .winding, state: clearing) { _, _ in (0, 0, 0, 1) }
    }

    /// Draws `image` scaled into `rect` (`draw(_:in:)`), upright in y-up user space (its top row at
    /// `rect.maxY`), nearest-pixel sampling, with the state's alpha, blend mode and clip.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let value = CGDisplayList.Image(width: image.width, height: image.height, pixels: image.pixels)
        displayList.commands.append(.drawImage(rect: rect, image: value, state: state))
        guard layout != nil, rect.width != 0, rect.height != 0 else { return }
        let polygons = CGPath(rect: rect).flattened(transform: state.ctm)
        let inverse = state.ctm.inverted()
        let r = rect.standardized
        composite(polygons: polygons, rule: .winding, state: state) { x, y in
            let user = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
            let u = min(
                image.width - 1,
                max(0, Int(((user.x - r.minX) / r.width * CGFloat(image.width)).rounded(.down))))
            let v = min(
                image.height - 1,
                max(0, Int(((r.maxY - user.y) / r.height * CGFloat(image.height)).rounded(.down))))
            let p = image.pixel(x: u, y: v)
            return (Float(p.red) / 255, Float(p.green) / 255, Float(p.blue) / 255, Float(p.alpha) / 255)
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then clears it (`clip(using:)`).
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clip.append(CGClipRegion(elements: devicePath.elements, rule: rule))
        beginPath()
    }
    /// `clip()`: the winding rule.
    public func clip() { clip(using: .winding) }
    /// Intersects the clip with a rectangle (`clip(to:)`); the current path is kept.
    public func clip(to rect: CGRect) { clip(to: [rect]) }
    /// Intersects the clip with the union of rectangles (`clip(to:)` with an array).
    public func clip(to rects: [CGRect]) {
        let region = CGMutablePath()
        region.addRects(rects, transform: state.ctm)
        state.clip.append(CGClipRegion(elements: region.elements, rule: .winding))
    }
    /// The clip's bounds in user space (`boundingBoxOfClipPath`): the intersection of each region's
    /// bounds, the whole context when there is no clip.
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(origin: .zero, size: size)
        for region in state.clip { box = box.intersection(CGPath(elements: region.elements).boundingBox) }
        if box.isNull { return .null }
        return box.applying(state.ctm.inverted())
    }

    // MARK: Output

    /// Nothing to flush: drawing is immediate (`flush()`).
    public func flush() {}

    /// The bitmap as an image (`makeImage()`); nil for a recording context.
    public func makeImage() -> CGImage? {
        guard let layout, let data else { return nil }
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        for row in 0..<height {
            for column in 0..<width {
                let p = data + row * bytesPerRow + column * layout.bytesPerPixel
                let i = 4 * (row * width + column)
                pixels[i] = p.load(fromByteOffset: layout.red, as: UInt8.self)
                pixels[i + 1] = p.load(fromByteOffset: layout.green, as: UInt8.self)
                pixels[i + 2] = p.load(fromByteOffset: layout.blue, as: UInt8.self)
                pixels[i + 3] = layout.alpha.map { p.load(fromByteOffset: $0, as: UInt8.self) } ?? 255
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: pixels)
    }

    // MARK: Rasterising

    private func paintFill(_ userPath: CGPath, rule: CGPathFillRule) {
        displayList.commands.append(.fill(path: userPath.elements, rule: rule, state: state))
        guard layout != nil else { return }
        let c = state.fillColor
        let source = premultiplied(c)
        composite(polygons: userPath.flattened(transform: state.ctm), rule: rule, state: state) { _, _ in
            source
        }
    }

    private func paintStroke(_ userPath: CGPath) {
        displayList.commands.append(.stroke(path: userPath.elements, state: state))
        guard layout != nil else { return }
        let source = premultiplied(state.strokeColor)
        composite(polygons: CGStroker.polygons(of: userPath, state: state), rule: .winding, state: state) {
            _, _ in source
        }
    }

    private func premultiplied(_ c: CGDrawingColor) -> (Float, Float, Float, Float) {
        let a = Float(c.alpha)
        return (Float(c.red) * a, Float(c.green) * a, Float(c.blue) * a, a)
    }

    /// Composites a source over the pixels `polygons` cover, weighted by coverage × clip × alpha.
    private func composite(
        polygons: [[CGPoint]], rule: CGPathFillRule, state: CGGraphicsState,
        source: (Int, Int) -> (Float, Float, Float, Float)
    ) {
        guard let layout, let data else { return }
        let coverage = CGCoverage(
            polygons: polygons, rule: rule, width: width, height: height, antialias: state.shouldAntialias)
        guard !coverage.isEmpty else { return }
        let clips = state.clip.map {
            CGCoverage(
                polygons: CGPath(elements: $0.elements).flattened(), rule: $0.rule, width: width,
                height: height,
                antialias: state.shouldAntialias)
        }
        let alpha = Float(state.alpha)
        for y in coverage.minY..<coverage.maxY {
            let rowPointer = data + (height - 1 - y) * bytesPerRow
            for x in coverage.minX..<coverage.maxX {
                var k = coverage.value(x: x, y: y)
                if k == 0 { continue }
                for clip in clips { k *= clip.value(x: x, y: y) }
                if k == 0 { continue }
                let (sr, sg, sb, sa) = source(x, y)
                let s = (sr * alpha, sg * alpha, sb * alpha, sa * alpha)
                let p = rowPointer + x * layout.bytesPerPixel
                let dr: Float
                let dg: Float
                let db: Float
                let da: Float =
                    layout.alpha.map { Float(p.load(fromByteOffset: $0, as: UInt8.self)) / 255 } ?? 1
                if layout.gray {
                    dr = Float(p.load(as: UInt8.self)) / 255
                    (dg, db) = (dr, dr)
                } else {
                    dr = Float(p.load(fromByteOffset: layout.red, as: UInt8.self)) / 255
                    dg = Float(p.load(fromByteOffset: layout.green, as: UInt8.self)) / 255
                    db = Float(p.load(fromByteOffset: layout.blue, as: UInt8.self)) / 255
                }
                let b = Self.blend(state.blendMode, s, (dr, dg, db, da))
                func mix(_ d: Float, _ r: Float) -> UInt8 {
                    UInt8(max(0, min(255, ((d + k * (r - d)) * 255).rounded())))
                }
                if layout.gray {
                    let gray = 0.299 * b.0 + 0.587 * b.1 + 0.114 * b.2
                    p.storeBytes(of: mix(dr, gray), as: UInt8.self)
                } else {
                    p.storeBytes(of: mix(dr, b.0), toByteOffset: layout.red, as: UInt8.self)
                    p.storeBytes(of: mix(dg, b.1), toByteOffset: layout.green, as: UInt8.self)
                    p.storeBytes(of: mix(db, b.2), toByteOffset: layout.blue, as: UInt8.self)
                }
                if let offset = layout.alpha {
                    p.storeBytes(of: mix(da, b.3), toByteOffset: offset, as: UInt8.self)
                }
            }
        }
    }

    /// The full-coverage result of `mode` for premultiplied source and destination.
    static func blend(
        _ mode: CGBlendMode, _ s: (Float, Float, Float, Float), _ d: (Float, Float, Float, Float)
    ) -> (Float, Float, Float, Float) {
        let (sa, da) = (s.3, d.3)
        func each(_ f: (Float, Float) -> Float, alpha: Float) -> (Float, Float, Float, Float) {
            (f(s.0, d.0), f(s.1, d.1), f(s.2, d.2), alpha)
        }
        let union = sa + da - sa * da
        switch mode {
        case .normal: return each({ $0 + $1 * (1 - sa) }, alpha: sa + da * (1 - sa))
        case .multiply: return each({ $0 * $1 + $0 * (1 - da) + $1 * (1 - sa) }, alpha: union)
        case .screen: return each({ $0 + $1 - $0 * $1 }, alpha: union)
        case .darken: return each({ min($0 * da, $1 * sa) + $0 * (1 - da) + $1 * (1 - sa) }, alpha: union)
        case .lighten: return each({ max($0 * da, $1 * sa) + $0 * (1 - da) + $1 * (1 - sa) }, alpha: union)
        case .clear: return (0, 0, 0, 0)
        case .copy: return s
        case .sourceIn: return each({ s, _ in s * da }, alpha: sa * da)
        case .destinationOver: return each({ $1 + $0 * (1 - da) }, alpha: da + sa * (1 - da))
        case .plusLighter: return each({ min(1, $0 + $1) }, alpha: min(1, sa + da))
        }
    }
}
