import Foundation
import TestSupport
import Testing

@testable import Storyboards

@Suite("Random view trees written as Interface Builder XML read back as the trees they were")
struct RoundTripTests {
    /// A view as the generator means it, to compare with what the reader makes.
    struct Node {
        var element: String
        var id: String
        var frame: CGRect
        var text: String?
        var tag: Int
        var hidden: Bool
        var color: ColorDescription?
        var children: [Node]
        var constraints:
            [(
                first: String?, attribute: LayoutAttribute, second: String?, multiplier: String,
                constant: Double, priority: Int
            )]
        /// Where its start tag is written.
        var position = StoryboardPosition(line: 0, column: 0)
    }

    /// Characters that need escaping, and some that do not, for texts.
    static let alphabet = Array("ab Z09<>&\"'é€😀-_.")

    static func node(depth: Int, ids: inout Int, using random: inout SplitMix64) -> Node {
        ids += 1
        let elements = ["view", "label", "button", "imageView", "stackView"]
        let element = depth == 0 ? "view" : elements[random.below(elements.count)]
        let frame = CGRect(
            x: Double(random.below(400)), y: Double(random.below(800)) / 4,
            width: Double(random.below(1000)) / 8,
            height: Double(random.below(100)))
        let text: String? =
            element == "label" || random.chance(20)
            ? String((0..<random.below(12)).map { _ in alphabet[random.below(alphabet.count)] }) : nil
        let color: ColorDescription? =
            switch random.below(4) {
            case 0: .white(Double(random.below(5)) / 4, alpha: 1, colorSpace: "calibratedWhite")
            case 1:
                .rgb(
                    red: Double(random.below(256)) / 255, green: Double(random.below(256)) / 255,
                    blue: Double(random.below(256)) / 255, alpha: Double(random.below(3)) / 2,
                    colorSpace: "sRGB")
            case 2: .system(["systemRedColor", "labelColor", "systemBackgroundColor"][random.below(3)])
            default: nil
            }
        var node = Node(
            element: element, id: "id-\(ids)", frame: frame, text: text,
            tag: random.below(3) == 0 ? random.below(100) : 0,
            hidden: random.chance(10), color: color, children: [], constraints: [])
        if depth < 4 {
            for _ in 0..<random.below(depth == 0 ? 4 : 3) {
                node.children.append(Self.node(depth: depth + 1, ids: &ids, using: &random))
            }
        }
        let items = [nil] + node.children.map(\.id)
        for _ in 0..<random.below(3) {
            node.constraints.append(
                (
                    items[random.below(items.count)],
                    LayoutAttribute.allCases[random.below(LayoutAttribute.allCases.count)],
                    random.chance(50) ? items[random.below(items.count)] ?? node.id : nil,
                    ["1", "0.5", "16:9", "4:3", "2"][random.below(5)], Double(random.below(80)) - 40,
                    [1000, 999, 750, 250][random.below(4)]
                ))
        }
        return node
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Writes `node` at `indent`, one element a line, noting where its start tag is.
    static func write(_ node: inout Node, indent: Int, key: String?, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        var attributes = key.map { " key=\"\($0)\"" } ?? ""
        attributes += " contentMode=\"scaleToFill\""
        if let text = node.text { attributes += " text=\"\(escaped(text))\"" }
        if node.tag != 0 { attributes += " tag=\"\(node.tag)\"" }
        if node.hidden { attributes += " hidden=\"YES\"" }
        attributes += " id=\"\(node.id)\""
        node.position = StoryboardPosition(line: lines.count + 1, column: indent + 1)
        lines.append("\(pad)<\(node.element)\(attributes)>")
        let f = node.frame
        lines.append(
            "\(pad)    <rect key=\"frame\" x=\"\(number(f.minX))\" y=\"\(number(f.minY))\" width=\"\(number(f.width))\" height=\"\(number(f.height))\"/>"
        )
        if !node.children.isEmpty {
            lines.append("\(pad)    <subviews>")
            for index in node.children.indices {
                write(&node.children[index], indent: indent + 8, key: nil, into: &lines)
            }
            lines.append("\(pad)    </subviews>")
        }
        switch node.color {
        case .white(let white, let alpha, let space)?:
            lines.append(
                "\(pad)    <color key=\"backgroundColor\" white=\"\(white)\" alpha=\"\(alpha)\" colorSpace=\"\(space ?? "")\"/>"
            )
        case .rgb(let red, let green, let blue, let alpha, _)?:
            lines.append(
                "\(pad)    <color key=\"backgroundColor\" red=\"\(red)\" green=\"\(green)\" blue=\"\(blue)\" alpha=\"\(alpha)\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
            )
        case .system(let name)?:
            lines.append("\(pad)    <color key=\"backgroundColor\" systemColor=\"\(name)\"/>")
        default: break
        }
        if !node.constraints.isEmpty {
            lines.append("\(pad)    <constraints>")
            for (offset, c) in node.constraints.enumerated() {
                var text = "\(pad)        <constraint"
                if let first = c.first { text += " firstItem=\"\(first)\"" }
                text += " firstAttribute=\"\(c.attribute.rawValue)\""
                if let second = c.second { text += " secondItem=\"\(second)\" secondAttribute=\"top\"" }
                if c.multiplier != "1" { text += " multiplier=\"\(c.multiplier)\"" }
                if c.constant != 0 { text += " constant=\"\(number(c.constant))\"" }
                if c.priority != 1000 { text += " priority=\"\(c.priority)\"" }
                text += " id=\"\(node.id)-c\(offset)\"/>"
                lines.append(text)
            }
            lines.append("\(pad)    </constraints>")
        }
        lines.append("\(pad)</\(node.element)>")
    }

    /// Checks that `object` is `node`, recording which path differs.
    static func check(_ object: StoryboardObject, _ node: Node, seed: UInt64) {
        let context = Comment(rawValue: "seed \(seed), \(node.id)")
        #expect(object.element.rawValue == node.element, context)
        #expect(object.id == node.id, context)
        #expect(object.position == node.position, context)
        #expect(object.frame == node.frame, context)
        #expect(object.text == node.text, context)
        #expect(object.tag == node.tag, context)
        #expect(object.isHidden == node.hidden, context)
        #expect(object.backgroundColor == node.color, context)
        #expect(object.constraints.map(\.owner) == node.constraints.map { _ in node.id }, context)
        #expect(
            object.constraints.map(\.resolvedFirstItem) == node.constraints.map { $0.first ?? node.id },
            context)
        #expect(object.constraints.map(\.firstAttribute) == node.constraints.map(\.attribute), context)
        #expect(object.constraints.map(\.secondItem) == node.constraints.map(\.second), context)
        #expect(
            object.constraints.map(\.multiplier)
                == node.constraints.map { LayoutConstraint.multiplier($0.multiplier) ?? .nan }, context)
        #expect(object.constraints.map(\.constant) == node.constraints.map(\.constant), context)
        #expect(object.constraints.map(\.priority) == node.constraints.map { Double($0.priority) }, context)
        #expect(object.subviews.count == node.children.count, context)
        for (child, expected) in zip(object.subviews, node.children) { check(child, expected, seed: seed) }
    }

    @Test("200 random view trees in controllers' scenes read back exactly (seed 0x5B0A_2D17)")
    func randomTrees() throws {
        let seed: UInt64 = 0x5B0A_2D17
        var random = SplitMix64(seed: seed)
        for round in 0..<200 {
            var ids = 0
            var root = Self.node(depth: 0, ids: &ids, using: &random)
            var lines = [
                #"<?xml version="1.0" encoding="UTF-8"?>"#,
                #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">"#,
                "    <scenes>", #"        <scene sceneID="sc">"#, "            <objects>",
                #"                <viewController id="vc" sceneMemberID="viewController">"#,
            ]
            Self.write(&root, indent: 20, key: "view", into: &lines)
            lines += [
                "                </viewController>", "            </objects>", "        </scene>",
                "    </scenes>", "</document>",
            ]
            let text = lines.joined(separator: round % 2 == 0 ? "\n" : "\r\n")
            let document = try TestDocuments.read(text)
            #expect(document.diagnostics.map(\.description) == [], "seed \(seed), round \(round)")
            let view = try #require(
                document.initialViewControllerObject?.view, "seed \(seed), round \(round)")
            #expect(view.key == "view")
            Self.check(view, root, seed: seed)
            #expect(document.allObjects.count == ids + 1)
        }
    }
}
