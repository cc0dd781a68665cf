import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// The ink node's content: an append-only log of drawing steps whose diff is an append.
@Suite("RenderInk: drawing steps, their diff and patch")
struct RenderInkTests {
    func point(_ x: Double, _ width: Double = 4) -> InkRenderPoint {
        InkRenderPoint(x: x, y: 10, width: width, opacity: 1, marker: .plain)
    }

    func node(_ ink: RenderInk, alpha: Double = 1) -> RenderNode {
        var attributes = RenderAttributes(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        attributes.ink = ink
        attributes.alpha = alpha
        let canvas = RenderNode(id: 2, kind: .ink, attributes: attributes)
        return RenderNode(
            id: 1, kind: .window, attributes: RenderAttributes(frame: .zero), children: [canvas])
    }

    @Test("Renders of one log compare by count; the diff is the new steps, whatever the drawing's size")
    func appendDiff() throws {
        let log = InkRenderLog([.begin(stroke: 1, color: .black)])
        var previous = node(RenderInk(log: log, count: log.count))
        for index in 0..<1000 {
            log.append(contentsOf: [
                .tail(stroke: 1, from: index, stable: max(0, index - 2), points: [point(Double(index))])
            ])
            let next = node(RenderInk(log: log, count: log.count))
            let mutations = RenderNode.diff(from: previous, to: next)
            #expect(
                mutations == [
                    .ink(
                        id: 2,
                        operations: [
                            .tail(
                                stroke: 1, from: index, stable: max(0, index - 2),
                                points: [point(Double(index))])
                        ])
                ])
            #expect(try previous.applying(mutations) == next)
            previous = next
        }
        #expect(previous.node(withID: 2)!.attributes.ink!.operations.count == 1001)
    }

    @Test("Another change with the ink, or a new log, is a whole update")
    func wholeUpdate() throws {
        let log = InkRenderLog([.begin(stroke: 1, color: .black)])
        let old = node(RenderInk(log: log, count: 1))
        log.append(contentsOf: [.end(stroke: 1)])
        let faded = node(RenderInk(log: log, count: 2), alpha: 0.5)
        let diff = RenderNode.diff(from: old, to: faded)
        guard case .update(2, let attributes)? = diff.first else {
            Issue.record("expected an update, got \(diff)")
            return
        }
        #expect(attributes.alpha == 0.5 && attributes.ink?.count == 2)
        let cleared = node(RenderInk(operations: []))
        let clearDiff = RenderNode.diff(from: old, to: cleared)
        #expect(clearDiff.count == 1)
        if case .update = clearDiff[0] {} else { Issue.record("expected an update, got \(clearDiff)") }
        #expect(try old.applying(clearDiff) == cleared)
        // Same steps on two logs are equal; fewer steps are not.
        #expect(RenderInk(operations: [.end(stroke: 3)]) == RenderInk(operations: [.end(stroke: 3)]))
        #expect(RenderInk(operations: [.end(stroke: 3)]) != RenderInk(operations: []))
    }

    @Test("Appending steps to a node without ink is refused with a message")
    func notInk() {
        let plain = RenderNode(id: 1, kind: .view, attributes: RenderAttributes(frame: .zero))
        #expect(throws: RenderPatchError.notInk(index: 0, id: 1)) {
            try plain.applying([.ink(id: 1, operations: [.end(stroke: 1)])])
        }
        #expect(RenderPatchError.notInk(index: 0, id: 1).description.contains("no ink"))
    }

    @Test("Steps and ink mutations survive JSON; a patch applied to a decoded tree gives the same tree")
    func codable() throws {
        let operations: [InkRenderOperation] = [
            .begin(stroke: 4, color: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)),
            .tail(
                stroke: 4, from: 0, stable: 0,
                points: [
                    InkRenderPoint(x: 1.5, y: 2.25, width: 3, opacity: 0.5, marker: .coalesced),
                    InkRenderPoint(x: 4, y: 5, width: 6, opacity: 1, marker: .predicted),
                ]),
            .end(stroke: 4), .remove(stroke: 4),
        ]
        let tree = node(RenderInk(operations: operations))
        let data = try JSONEncoder().encode(tree)
        let decoded = try JSONDecoder().decode(RenderNode.self, from: data)
        #expect(decoded == tree)
        let mutation = RenderMutation.ink(id: 2, operations: [.end(stroke: 9)])
        let back = try JSONDecoder().decode(RenderMutation.self, from: JSONEncoder().encode(mutation))
        #expect(back == mutation)
        let patched = try decoded.applying([mutation])
        #expect(patched.node(withID: 2)!.attributes.ink!.operations == operations + [.end(stroke: 9)])
        let bad = Data(#"{"tail":1,"from":0,"stable":0,"points":[1,2,3]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(InkRenderOperation.self, from: bad) }
    }

    @Test("Randomized: diffing and applying renders of a growing log reproduces every render (seed 0x1D4)")
    func randomized() throws {
        var random = SplitMix64(seed: 0x1D4)
        let log = InkRenderLog()
        var shown = node(RenderInk(log: log, count: 0))
        var count = 0
        for _ in 0..<300 {
            let steps = (0..<random.below(4)).map { _ -> InkRenderOperation in
                switch random.below(4) {
                case 0: .begin(stroke: random.below(5), color: .black)
                case 1:
                    .tail(
                        stroke: random.below(5), from: random.below(50), stable: random.below(50),
                        points: (0..<random.below(5)).map { _ in point(random.double(in: 0...100)) })
                case 2: .end(stroke: random.below(5))
                default: .remove(stroke: random.below(5))
                }
            }
            count = log.append(contentsOf: steps)
            let next = node(RenderInk(log: log, count: count), alpha: random.chance(10) ? 0.5 : 1)
            let patched = try shown.applying(RenderNode.diff(from: shown, to: next))
            #expect(patched == next)
            shown = next
        }
    }
}
