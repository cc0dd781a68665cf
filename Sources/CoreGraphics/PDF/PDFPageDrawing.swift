import Foundation

extension PDFDocumentReader {
    /// Draws `page` into `context`, scaled to fill `rect` (in the context's user space, y down as
    /// UIKit's), and returns the operators it met and does not draw (text, shadings, images),
    /// for the caller to report.
    ///
    /// Path construction and painting (`m l c v y h re`, `f F f* S s B B* b b* n`), clipping
    /// (`W W*`), the graphics state (`q Q cm w J j M d`, fill opacity `ca` through `gs`), colours
    /// (`g G rg RG k K cs CS sc scn SC SCN`: gray, RGB, CMYK) and form XObjects (`Do`) become
    /// ``CGContext`` calls, so a recording context's display list holds the page.
    /// - Throws: ``PDFError`` when an operator has the wrong operands, or a form is damaged.
    package func draw(_ page: PDFPage, in context: CGContext, rect: CGRect) throws(PDFError) -> Set<String> {
        guard page.mediaBox.width > 0, page.mediaBox.height > 0 else {
            throw PDFError(offset: 0, "the page's media box is empty")
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: rect.width / page.mediaBox.width, y: -rect.height / page.mediaBox.height)
        context.translateBy(x: -page.mediaBox.minX, y: -page.mediaBox.minY)
        var unsupported: Set<String> = []
        try interpret(
            page.content, resources: page.resources, in: context, depth: 0, unsupported: &unsupported)
        return unsupported
    }

    private func interpret(
        _ content: [UInt8], resources: [String: PDFObject], in context: CGContext, depth: Int,
        unsupported: inout Set<String>
    ) throws(PDFError) {
        guard depth < 8 else { throw PDFError(offset: 0, "forms nested more than 8 deep") }
        var parser = PDFParser(bytes: content, position: 0)
        var operands: [PDFObject] = []
        var saved = 0
        var pendingClip: CGPathFillRule?
        var fillSpace = 1
        var strokeSpace = 1
        while let token = try parser.token(depth: 0) {
            guard case .word(let op, let at) = token else {
                if case .object(let object) = token { operands.append(object) }
                if operands.count > 64 {
                    throw PDFError(offset: parser.position, "more than 64 operands before an operator")
                }
                continue
            }
            func numbers(_ count: Int) throws(PDFError) -> [CGFloat] {
                let values = operands.suffix(count).compactMap { $0.number.map { CGFloat($0) } }
                guard operands.count >= count, values.count == count else {
                    throw PDFError(
                        offset: at, "the operator \(PDFParser.quoted(op, quote: "")) needs \(count) numbers")
                }
                return values
            }
            func point(_ values: [CGFloat], _ index: Int) -> CGPoint {
                CGPoint(x: values[index], y: values[index + 1])
            }
            func paint(_ mode: CGPathDrawingMode?, close: Bool = false) {
                if close { context.closePath() }
                let path = pendingClip == nil ? nil : context.path
                if let mode { context.drawPath(using: mode) } else { context.beginPath() }
                if let rule = pendingClip, let path {
                    context.addPath(path)
                    context.clip(using: rule)
                }
                pendingClip = nil
            }
            func color(_ values: [CGFloat]) -> CGColor? {
                switch values.count {
                case 1: return CGColor(gray: values[0], alpha: 1)
                case 3: return CGColor(red: values[0], green: values[1], blue: values[2], alpha: 1)
                case 4:
                    let k = 1 - values[3]
                    return CGColor(
                        red: (1 - values[0]) * k, green: (1 - values[1]) * k, blue: (1 - values[2]) * k,
                        alpha: 1)
                default: return nil
                }
            }
            switch op {
            case "q":
                guard saved < 64 else { throw PDFError(offset: at, "more than 64 nested q") }
                context.saveGState()
                saved += 1
            case "Q":
                if saved > 0 {
                    context.restoreGState()
                    saved -= 1
                }
            case "cm":
                let v = try numbers(6)
                context.concatenate(CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]))
            case "w": context.setLineWidth(try numbers(1)[0])
            case "J":
                context.setLineCap(
                    Int32(exactly: try numbers(1)[0].rounded()).flatMap(CGLineCap.init(rawValue:)) ?? .butt)
            case "j":
                context.setLineJoin(
                    Int32(exactly: try numbers(1)[0].rounded()).flatMap(CGLineJoin.init(rawValue:)) ?? .miter)
            case "M": context.setMiterLimit(try numbers(1)[0])
            case "d":
                guard operands.count >= 2, let lengths = operands[operands.count - 2].array,
                    let phase = operands[operands.count - 1].number
                else { throw PDFError(offset: at, "the operator d needs an array and a number") }
                context.setLineDash(
                    phase: CGFloat(phase), lengths: lengths.compactMap { $0.number.map { CGFloat($0) } })
            case "m": context.move(to: point(try numbers(2), 0))
            case "l": context.addLine(to: point(try numbers(2), 0))
            case "c":
                let v = try numbers(6)
                context.addCurve(to: point(v, 4), control1: point(v, 0), control2: point(v, 2))
            case "v":
                let v = try numbers(4)
                context.addCurve(to: point(v, 2), control1: context.currentPointOfPath, control2: point(v, 0))
            case "y":
                let v = try numbers(4)
                context.addCurve(to: point(v, 2), control1: point(v, 0), control2: point(v, 2))
            case "h": context.closePath()
            case "re":
                let v = try numbers(4)
                context.addRect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
            case "f", "F": paint(.fill)
            case "f*": paint(.eoFill)
            case "S": paint(.stroke)
            case "s": paint(.stroke, close: true)
            case "B": paint(.fillStroke)
            case "B*": paint(.eoFillStroke)
            case "b": paint(.fillStroke, close: true)
            case "b*": paint(.eoFillStroke, close: true)
            case "n": paint(nil)
            case "W": pendingClip = .winding
            case "W*": pendingClip = .evenOdd
            case "g", "G", "rg", "RG", "k", "K":
                let count = op.lowercased() == "g" ? 1 : op.lowercased() == "rg" ? 3 : 4
                guard let value = color(try numbers(count)) else { break }
                if op == op.lowercased() {
                    context.setFillColor(value)
                } else {
                    context.setStrokeColor(value)
                }
            case "cs", "CS":
                let components: Int
                switch operands.last?.name {
                case "DeviceGray", "CalGray", "G": components = 1
                case "DeviceCMYK", "CMYK": components = 4
                case let name?:
                    // A named space from the resources: an ICC profile's /N (Quartz writes
                    // `/Cs1 cs` for `[/ICCBased …]`), else RGB.
                    let space = resolve(resolve(resources["ColorSpace"]).dictionary?[name])
                    let profile = space.array.flatMap {
                        $0.count == 2 && $0[0].name == "ICCBased" ? $0[1] : nil
                    }
                    let count = profile.flatMap { resolve($0).dictionary?["N"]?.number }
                    components = count == 1 || count == 4 ? Int(count!) : 3
                default: components = 3
                }
                if op == "cs" { fillSpace = components } else { strokeSpace = components }
            case "sc", "scn", "SC", "SCN":
                let values = operands.compactMap { $0.number.map { CGFloat($0) } }
                let count = op.hasPrefix("s") ? fillSpace : strokeSpace
                guard values.count >= count, let value = color(Array(values.suffix(count))) else {
                    unsupported.insert(op + " (a pattern)")
                    break
                }
                if op.hasPrefix("s") { context.setFillColor(value) } else { context.setStrokeColor(value) }
            case "gs":
                let state = resolve(resolve(resources["ExtGState"]).dictionary?[operands.last?.name ?? ""])
                    .dictionary
                if let alpha = resolve(state?["ca"]).number { context.setAlpha(CGFloat(alpha)) }
            case "Do":
                let form = resolve(resolve(resources["XObject"]).dictionary?[operands.last?.name ?? ""])
                guard case .stream(let dictionary, _) = form, dictionary["Subtype"]?.name == "Form" else {
                    unsupported.insert("Do (an image)")
                    break
                }
                context.saveGState()
                let m = (resolve(dictionary["Matrix"]).array ?? []).compactMap {
                    resolve($0).number.map { CGFloat($0) }
                }
                if m.count == 6 {
                    context.concatenate(
                        CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
                }
                try interpret(
                    try decoded(form), resources: resolve(dictionary["Resources"]).dictionary ?? resources,
                    in: context,
                    depth: depth + 1, unsupported: &unsupported)
                context.restoreGState()
            case "BI":
                guard let end = PDFDocumentReader.find(Array("EI".utf8), in: content, from: parser.position)
                else {
                    throw PDFError(offset: at, "an inline image without EI")
                }
                parser.position = end + 2
                unsupported.insert("BI (an inline image)")
            case "BT", "ET", "Tf", "Tj", "TJ", "Td", "TD", "Tm", "T*", "'", "\"", "Tc", "Tw", "Tz", "TL",
                "Tr", "Ts":
                unsupported.insert("text")
            case "i", "ri", "d0", "d1", "BX", "EX", "MP", "DP", "BMC", "BDC", "EMC":
                break  // flatness, intent, Type 3 glyph widths, compatibility and marked content: no drawing
            default:
                unsupported.insert(PDFParser.quoted(op, quote: ""))
            }
            operands.removeAll(keepingCapacity: true)
        }
        while saved > 0 {
            context.restoreGState()
            saved -= 1
        }
    }
}
