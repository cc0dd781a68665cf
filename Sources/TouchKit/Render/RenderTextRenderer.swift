public import Foundation

/// Prints a render tree as indented text, one node per line: what snapshot tests compare.
///
/// The output is deterministic (fixed attribute order, numbers without trailing zeros) and only
/// mentions what differs from the defaults, e.g.
/// `label#3 (16 11.5 343 21) "Search" font=17/400 color=#000000FF lines=1 tail`.
public enum RenderTextRenderer {
    /// The tree as text, ending with a newline.
    /// - Complexity: O(*n*) in the tree's size.
    public static func render(_ node: RenderNode) -> String {
        var output = ""
        write(node, depth: 0, into: &output)
        return output
    }

    private static func write(_ node: RenderNode, depth: Int, into output: inout String) {
        output += String(repeating: "  ", count: depth)
        output += line(for: node)
        output += "\n"
        for child in node.children { write(child, depth: depth + 1, into: &output) }
    }

    /// One node's line, without indentation.
    public static func line(for node: RenderNode) -> String {
        let a = node.attributes
        var parts = [
            "\(node.kind.rawValue)#\(node.id)",
            "(\(number(a.frame.minX)) \(number(a.frame.minY)) \(number(a.frame.width)) \(number(a.frame.height)))",
        ]
        if let text = a.text {
            parts.append(escapedQuote(text.string))
            parts.append("font=\(number(text.fontSize))/\(text.fontWeight)")
            parts.append("color=\(text.color.hex)")
            if text.alignment != "natural" && text.alignment != "left" {
                parts.append("align=\(text.alignment)")
            }
            parts.append("lines=\(text.numberOfLines)")
            parts.append(shortBreak(text.lineBreakMode))
            if let factor = text.minimumScaleFactor { parts.append("fit=\(number(factor))") }
        }
        if let image = a.image {
            var spelled = (image.isSymbol ? "symbol:" : "image:") + image.name
            if let tint = image.tintColor { spelled += "/tint=\(tint.hex)" }
            parts.append(spelled)
        }
        if let web = a.web {
            var spelled = "page=\(web.generation):" + escapedQuote(web.document)
            if web.scroll != .zero { spelled += "@(\(number(web.scroll.x)) \(number(web.scroll.y)))" }
            parts.append(spelled)
        }
        if let drawing = a.drawing {
            var spelled = "drawing=\(drawing.ops.count)"
            if let dropped = drawing.dropped { spelled += "+\(dropped)dropped" }
            parts.append(spelled)
        }
        if a.isHidden { parts.append("hidden") }
        if a.alpha != 1 { parts.append("alpha=\(number(a.alpha))") }
        if let background = a.backgroundColor { parts.append("bg=\(background.hex)") }
        if a.cornerRadius != 0 { parts.append("radius=\(number(a.cornerRadius))") }
        if a.borderWidth != 0 {
            parts.append("border=\(number(a.borderWidth))/\(a.borderColor?.hex ?? "none")")
        }
        if a.clipsToBounds { parts.append("clips") }
        if a.contentOffset != .zero {
            parts.append("offset=(\(number(a.contentOffset.x)) \(number(a.contentOffset.y)))")
        }
        if let t = a.transform {
            parts.append(
                "transform=[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { number($0) }.joined(separator: " "))]")
        }
        if let shadow = a.shadow {
            parts.append(
                "shadow=\(shadow.color.hex)@(\(number(shadow.offset.width)) \(number(shadow.offset.height)))/\(number(shadow.radius))"
            )
        }
        if a.blurRadius != 0 { parts.append("blur=\(number(a.blurRadius))") }
        if let accessibility = a.accessibility {
            var spelled = "a11y=\(accessibility.role ?? "element")"
            if let label = accessibility.label { spelled += ":" + escapedQuote(label) }
            if !accessibility.states.isEmpty {
                spelled += "[" + accessibility.states.joined(separator: ",") + "]"
            }
            parts.append(spelled)
        }
        if let transition = a.transition {
            var spelled =
                "transition=\(transition.kind.rawValue)/\(number(transition.duration))s@\(number(transition.start))"
            if let origin = transition.origin {
                spelled +=
                    "from(\(number(origin.minX)) \(number(origin.minY)) \(number(origin.width)) \(number(origin.height)))"
            }
            parts.append(spelled)
        }
        return parts.joined(separator: " ")
    }

    /// `20`, `11.5`, `0.333`: at most three decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    private static func shortBreak(_ mode: String) -> String {
        switch mode {
        case "truncatingTail": "tail"
        case "truncatingHead": "head"
        case "truncatingMiddle": "middle"
        case "wordWrapping": "wrap"
        case "charWrapping": "charwrap"
        default: mode
        }
    }
}

extension RenderNode {
    /// The tree as deterministic JSON: sorted keys, defaults left out (what the simulator sends).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}
