import CoreGraphics
import ForceTouch
import Foundation
import SimulatorProtocol
import Springboard
import Testing
import TouchKit

@testable import Simulator

/// The fast render encoder against TouchKit's own `Codable` encoding, byte for byte.
@Suite("Render JSON", .simulatorTimeLimit)
@MainActor
struct RenderJSONTests {
    static func encoded<Value: Encodable>(_ value: Value) -> String { SessionCodec.encodeJSON(value) }

    @Test("Real screens and the diffs between them encode exactly as TouchKit encodes them")
    func realScreens() throws {
        let registry = DeviceRegistry(
            defaultProfile: .iPhone6s,
            stateDirectory: FileManager.default.temporaryDirectory.appendingPathComponent(
                "render-json-\(UUID())"))
        var trees: [RenderNode] = []
        for profile in [DeviceProfile.iPhone6s, .iPhoneX, .iPhoneSE] {
            let session = try registry.create(profile: profile)
            let device = session.device
            trees.append(device.render())
            if case .opened = try device.openShortcutMenu(bundleIdentifier: "com.company.appname") {
                trees.append(device.render())
                try device.chooseShortcut(type: "com.company.appname.000")
                trees.append(device.render())
            }
            for app in device.installedApps {
                device.pressHome()
                trees.append(device.render())
                try device.launch(bundleIdentifier: app)
                device.advance(to: device.clock.now + 1)
                trees.append(device.render())
            }
            device.pressHome()
            let icon = device.homeScreen.iconPlacement(of: "com.company.appname")!.frame
            let start = device.clock.now
            for step in 0..<12 {
                device.handle(
                    TouchSample(
                        id: 1, phase: step == 0 ? .began : .moved,
                        location: CGPoint(x: icon.midX, y: icon.midY),
                        timestamp: start + Double(step) * 0.05, force: CGFloat(step) * 0.5))
                trees.append(device.render())
            }
        }
        #expect(trees.count > 30)
        for tree in trees {
            #expect(RenderJSON.node(tree) == Self.encoded(tree))
        }
        var mutationCount = 0
        for (old, new) in zip(trees, trees.dropFirst()) {
            let mutations = RenderNode.diff(from: old, to: new)
            mutationCount += mutations.count
            #expect(RenderJSON.mutations(mutations) == Self.encoded(mutations))
        }
        #expect(mutationCount > 30)
    }

    @Test("Every attribute, escaped strings, and every kind of mutation")
    func everyAttribute() {
        var attributes = RenderAttributes(frame: CGRect(x: 1.5, y: -2, width: 100, height: 0.1))
        attributes.contentOffset = CGPoint(x: 0, y: 12.25)
        attributes.isHidden = true
        attributes.alpha = 0.5
        attributes.clipsToBounds = true
        attributes.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        attributes.cornerRadius = 13.5
        attributes.borderWidth = 1
        attributes.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        attributes.transform = CGAffineTransform(a: 1.04, b: 0, c: 0, d: 1.04, tx: -3, ty: 1e-7)
        attributes.text = RenderText(
            string: "Line \"one\"\n\ttab \\ slash / é 😀 \u{1}\u{8}\u{C}\r", fontSize: 17, fontWeight: 600,
            color: Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1), alignment: "center", numberOfLines: 0,
            lineBreakMode: "truncatingTail", minimumScaleFactor: 0.7)
        attributes.image = RenderImage(name: "appicon:com.company.appname", isSymbol: false, tintColor: nil)
        attributes.blurRadius = 6.2
        attributes.accessibility = RenderAccessibility(
            label: "AppSearch", role: "button", states: ["selected"])
        attributes.transition = Transition(kind: .present, start: 12.5, duration: 0.5, curve: .easeOut)
        let leaf = RenderNode(id: 7, kind: .label, attributes: attributes)
        var plain = RenderAttributes(frame: .zero)
        plain.image = RenderImage(
            name: "star.fill", isSymbol: true, tintColor: Color(red: 0, green: 0.48, blue: 1, alpha: 1))
        plain.accessibility = RenderAccessibility(label: nil, role: nil, states: [])
        let parent = RenderNode(id: 3, kind: .view, attributes: plain, children: [leaf])
        var web = RenderAttributes(frame: CGRect(x: 0, y: 44, width: 375, height: 623))
        web.web = RenderWebPage(
            generation: 4, document: "guides/\"a\" é.html", scroll: CGPoint(x: 0, y: 120.5))
        var webTop = RenderAttributes(frame: CGRect(x: 0, y: 44, width: 375, height: 623))
        webTop.web = RenderWebPage(generation: 0, document: "index.html")
        var roleOnly = RenderAttributes(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        roleOnly.accessibility = RenderAccessibility(
            label: nil, role: "menu", states: ["disabled", "selected"])
        let mutations: [RenderMutation] = [
            .remove(id: 4), .insert(node: parent, parent: 1, before: 9),
            .insert(node: leaf, parent: 2, before: nil),
            .insert(node: parent, parent: nil, before: nil), .move(id: 5, parent: 1, before: nil),
            .move(id: 5, parent: 1, before: 8), .update(id: 7, attributes: attributes),
            .update(id: 8, attributes: plain), .update(id: 9, attributes: roleOnly),
            .update(id: 10, attributes: web), .update(id: 11, attributes: webTop),
            .insert(node: RenderNode(id: 12, kind: .webView, attributes: web), parent: 1, before: nil),
        ]
        #expect(RenderJSON.mutations(mutations) == Self.encoded(mutations))
        #expect(RenderJSON.node(parent) == Self.encoded(parent))
        #expect(RenderJSON.mutations([]) == "[]")
    }

    @Test("A tree message around an encoded root is the TreeMessage encoding")
    func treeMessage() {
        let node = RenderNode(
            id: 1, kind: .window,
            attributes: RenderAttributes(frame: CGRect(x: 0, y: 0, width: 375, height: 667)))
        for probe in [nil, 4] as [Int?] {
            #expect(
                SessionCodec.tree(seq: 3, rootJSON: RenderJSON.node(node), probe: probe)
                    == SessionCodec.encode(TreeMessage(seq: 3, root: node, probe: probe)))
        }
    }
}
