import Foundation
import Interchange
import SimulatorProtocol
package import TouchKit

/// TouchKit's render tree and mutations as JSON, written directly: byte for byte what a
/// `JSONEncoder` with sorted keys writes from their `Codable` conformances (the tests compare the
/// two on real screens and every attribute; strings holding U+2028 or U+2029 differ only in that
/// `JSONText` escapes those two), about ten times faster. A patch is encoded for every
/// sample that changes the screen, so this is the simulator's hottest encoder.
package enum RenderJSON {
    /// A list of mutations (a patch's `mutations`).
    /// - Complexity: O(n) in the size of the mutations (inserted subtrees included).
    package static func mutations(_ mutations: [RenderMutation]) -> String {
        var out = "["
        out.reserveCapacity(256 * mutations.count)
        for (index, mutation) in mutations.enumerated() {
            if index > 0 { out += "," }
            write(mutation, into: &out)
        }
        out += "]"
        return out
    }

    /// A node with its subtree (a tree's `root`, `GET …/render`).
    /// - Complexity: O(n) in the size of the subtree.
    package static func node(_ node: RenderNode) -> String {
        var out = ""
        out.reserveCapacity(512)
        write(node, into: &out)
        return out
    }

    static func write(_ mutation: RenderMutation, into out: inout String) {
        switch mutation {
        case .insert(let node, let parent, let before):
            out += "{"
            if let before { out += #""before":\#(before),"# }
            out += #""node":"#
            write(node, into: &out)
            out += #","op":"insert""#
            if let parent { out += #","parent":\#(parent)"# }
            out += "}"
        case .remove(let id):
            out += #"{"id":\#(id),"op":"remove"}"#
        case .move(let id, let parent, let before):
            out += "{"
            if let before { out += #""before":\#(before),"# }
            out += #""id":\#(id),"op":"move","parent":\#(parent)}"#
        case .update(let id, let attributes):
            out += #"{"attributes":"#
            write(attributes, into: &out)
            out += #","id":\#(id),"op":"update"}"#
        case .ink(let id, let operations):
            out += #"{"id":\#(id),"op":"ink","ops":"#
            write(operations, into: &out)
            out += "}"
        }
    }

    /// Drawing steps as a JSON array (`RenderInk`'s `ops`).
    /// - Complexity: O(n) in the steps' points.
    static func write(_ operations: [InkRenderOperation], into out: inout String) {
        out += "["
        for (index, operation) in operations.enumerated() {
            if index > 0 { out += "," }
            switch operation {
            case .begin(let stroke, let color):
                out += #"{"begin":\#(stroke),"color":"#
                hex(color, into: &out)
                out += "}"
            case .tail(let stroke, let from, let stable, let points):
                out += #"{"from":\#(from),"points":["#
                for (pointIndex, point) in points.enumerated() {
                    if pointIndex > 0 { out += "," }
                    out += SessionCodec.number(point.x)
                    out += ","
                    out += SessionCodec.number(point.y)
                    out += ","
                    out += SessionCodec.number(point.width)
                    out += ","
                    out += SessionCodec.number(point.opacity)
                    out += ","
                    out += String(point.marker.rawValue)
                }
                out += #"],"stable":\#(stable),"tail":\#(stroke)}"#
            case .end(let stroke):
                out += #"{"end":\#(stroke)}"#
            case .remove(let stroke):
                out += #"{"remove":\#(stroke)}"#
            }
        }
        out += "]"
    }

    static func write(_ node: RenderNode, into out: inout String) {
        out += #"{"attributes":"#
        write(node.attributes, into: &out)
        let children = node.children
        if !children.isEmpty {
            out += #","children":["#
            for (index, child) in children.enumerated() {
                if index > 0 { out += "," }
                write(child, into: &out)
            }
            out += "]"
        }
        out += #","id":\#(node.id),"kind":"#
        string(node.kind.rawValue, into: &out)
        out += "}"
    }

    static func write(_ attributes: RenderAttributes, into out: inout String) {
        var separator = "{"
        func key(_ name: String) {
            out += separator
            separator = ","
            out += "\""
            out += name
            out += "\":"
        }
        if let accessibility = attributes.accessibility {
            key("accessibility")
            var inner = "{"
            if let label = accessibility.label {
                out += inner + #""label":"#
                string(label, into: &out)
                inner = ","
            }
            if let role = accessibility.role {
                out += inner + #""role":"#
                string(role, into: &out)
                inner = ","
            }
            if !accessibility.states.isEmpty {
                out += inner + #""states":["#
                for (index, state) in accessibility.states.enumerated() {
                    if index > 0 { out += "," }
                    string(state, into: &out)
                }
                out += "]"
                inner = ","
            }
            out += inner == "{" ? "{}" : "}"
        }
        if attributes.alpha != 1 {
            key("alpha")
            out += SessionCodec.number(attributes.alpha)
        }
        if let color = attributes.backgroundColor {
            key("backgroundColor")
            hex(color, into: &out)
        }
        if attributes.blurRadius != 0 {
            key("blurRadius")
            out += SessionCodec.number(attributes.blurRadius)
        }
        if let color = attributes.borderColor {
            key("borderColor")
            hex(color, into: &out)
        }
        if attributes.borderWidth != 0 {
            key("borderWidth")
            out += SessionCodec.number(attributes.borderWidth)
        }
        if attributes.clipsToBounds {
            key("clipsToBounds")
            out += "true"
        }
        if attributes.contentOffset != .zero {
            key("contentOffset")
            out += "[\(n(attributes.contentOffset.x)),\(n(attributes.contentOffset.y))]"
        }
        if attributes.cornerRadius != 0 {
            key("cornerRadius")
            out += SessionCodec.number(attributes.cornerRadius)
        }
        if let drawing = attributes.drawing {
            // Rare and bounded (`RenderDrawing`'s limits): Foundation's encoder, sorted keys.
            key("drawing")
            out += SessionCodec.encodeJSON(drawing)
        }
        let frame = attributes.frame
        key("frame")
        out += "[\(n(frame.origin.x)),\(n(frame.origin.y)),\(n(frame.width)),\(n(frame.height))]"
        if let image = attributes.image {
            key("image")
            out += #"{"isSymbol":\#(image.isSymbol),"name":"#
            string(image.name, into: &out)
            if let tint = image.tintColor {
                out += #","tintColor":"#
                hex(tint, into: &out)
            }
            out += "}"
        }
        if let ink = attributes.ink {
            key("ink")
            out += #"{"ops":"#
            write(ink.operations, into: &out)
            out += "}"
        }
        if attributes.isHidden {
            key("isHidden")
            out += "true"
        }
        if let shadow = attributes.shadow {
            key("shadow")
            out += #"{"color":"#
            hex(shadow.color, into: &out)
            out +=
                #","offset":[\#(n(shadow.offset.width)),\#(n(shadow.offset.height))],"radius":\#(SessionCodec.number(shadow.radius))}"#
        }
        if let text = attributes.text {
            key("text")
            out += #"{"alignment":"#
            string(text.alignment, into: &out)
            out += #","color":"#
            hex(text.color, into: &out)
            out +=
                #","fontSize":\#(SessionCodec.number(text.fontSize)),"fontWeight":\#(text.fontWeight),"lineBreakMode":"#
            string(text.lineBreakMode, into: &out)
            if let factor = text.minimumScaleFactor {
                out += #","minimumScaleFactor":\#(SessionCodec.number(factor))"#
            }
            out += #","numberOfLines":\#(text.numberOfLines),"string":"#
            string(text.string, into: &out)
            out += "}"
        }
        if let transform = attributes.transform {
            key("transform")
            out +=
                #"{"a":\#(n(transform.a)),"b":\#(n(transform.b)),"c":\#(n(transform.c)),"d":\#(n(transform.d)),"tx":\#(n(transform.tx)),"ty":\#(n(transform.ty))}"#
        }
        if let transition = attributes.transition {
            key("transition")
            out +=
                #"{"curve":"\#(transition.curve.rawValue)","duration":\#(SessionCodec.number(transition.duration)),"kind":"\#(transition.kind.rawValue)","#
            if let origin = transition.origin {
                out +=
                    #""origin":[\#(n(origin.minX)),\#(n(origin.minY)),\#(n(origin.width)),\#(n(origin.height))],"#
            }
            out += #""start":\#(SessionCodec.number(transition.start))}"#
        }
        if let web = attributes.web {
            key("web")
            out += #"{"document":"#
            string(web.document, into: &out)
            out += #","generation":\#(web.generation)"#
            if web.scroll != .zero { out += #","scroll":[\#(n(web.scroll.x)),\#(n(web.scroll.y))]"# }
            out += "}"
        }
        out += "}"
    }

    private static func n(_ value: CGFloat) -> String { SessionCodec.number(Double(value)) }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    /// A colour as `"#RRGGBBAA"`, as `Color.hex` spells it (each component rounded to 8 bits).
    static func hex(_ color: Color, into out: inout String) {
        out += "\"#"
        for component in [color.red, color.green, color.blue, color.alpha] {
            let byte = Int((component * 255).rounded())
            guard (0...255).contains(byte) else {
                out += String(byte, radix: 16, uppercase: true)
                continue
            }
            out.unicodeScalars.append(hexDigits[byte >> 4])
            out.unicodeScalars.append(hexDigits[byte & 15])
        }
        out += "\""
    }

    /// A JSON string literal, escaped as every ForceTouchKit writer escapes (Interchange's
    /// `JSONText`): what `JSONEncoder` writes without escaping slashes, except that U+2028 and
    /// U+2029 are escaped too, so a patch can be embedded in JavaScript source.
    static func string(_ text: String, into out: inout String) {
        JSONText.appendString(text, to: &out)
    }
}
