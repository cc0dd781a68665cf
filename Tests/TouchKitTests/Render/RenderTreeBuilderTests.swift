import CoreGraphics
import Foundation
import TestSupport
import Testing

@testable import TouchKit

@MainActor
@Suite("RenderTreeBuilder: stable ids, cached nodes, honest invalidation")
struct RenderTreeBuilderTests {
    @Test("Ids are given depth first from 1 and stay with their views")
    func ids() {
        let (window, navigation, list) = makeListScreen()
        let builder = RenderTreeBuilder()
        let first = builder.render(window)
        #expect(first.id == 1)
        let bar = builder.identifier(of: navigation.navigationBar)!
        navigation.pushViewController(ListViewController(title: "Detail", rows: ["x"]), animated: false)
        let second = builder.render(window)
        #expect(builder.identifier(of: navigation.navigationBar) == bar)
        #expect(second.node(withID: bar)?.kind == .navigationBar)
        #expect(builder.identifier(of: list.tableView) != nil)
        #expect(RenderTreeBuilder().identifier(of: window) == nil)
    }

    @Test("Rendering again without changes hands out the same stored tree")
    func cacheHit() {
        let (window, _, _) = makeListScreen()
        let builder = RenderTreeBuilder()
        let first = builder.render(window)
        let second = builder.render(window)
        #expect(first.isIdentical(to: second))
        #expect(RenderNode.diff(from: first, to: second).isEmpty)
    }

    @Test("A change rebuilds only the path to the root; siblings keep their stored nodes")
    func pathOnly() {
        let (window, _, list) = makeListScreen()
        let builder = RenderTreeBuilder()
        let before = builder.render(window)
        let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        cell.textLabel?.text = "Shared"
        let after = builder.render(window)
        let table = builder.identifier(of: list.tableView)!
        let oldRows = before.node(withID: table)!.children
        let newRows = after.node(withID: table)!.children
        #expect(oldRows[0].isIdentical(to: newRows[0]))
        #expect(!oldRows[1].isIdentical(to: newRows[1]))
        #expect(oldRows[2].isIdentical(to: newRows[2]))
        let label = builder.identifier(of: cell.textLabel!)!
        let diff = RenderNode.diff(from: before, to: after)
        #expect(diff.count == 2, "the label's text and the cell's accessibility label")
        #expect(diff.contains { if case .update(label, _) = $0 { true } else { false } })
    }

    /// Random views and random changes: the cached render must always equal a render from scratch.
    @Test("Randomised changes (seeds 1…2000): the cached tree equals a tree built from scratch")
    func cacheInvariant() {
        for seed in UInt64(1)...2000 {
            var rng = SplitMix64(seed: seed)
            let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.makeKeyAndVisible()
            var views: [View] = [window]
            let builder = RenderTreeBuilder()
            for step in 0..<40 {
                let target = views[rng.below(views.count)]
                switch rng.below(12) {
                case 0, 1:
                    let child: View
                    switch rng.below(4) {
                    case 0:
                        child = Label(frame: CGRect(x: 0, y: CGFloat(rng.below(600)), width: 100, height: 20))
                    case 1: child = ImageView(image: Image(systemName: "star"))
                    case 2: child = Button(type: .system)
                    default:
                        child = View(frame: CGRect(x: CGFloat(rng.below(300)), y: 0, width: 50, height: 50))
                    }
                    target.addSubview(child)
                    views.append(child)
                case 2:
                    if target !== window { target.removeFromSuperview() }
                case 3:
                    if let parent = target.superview { parent.sendSubviewToBack(target) }
                case 4:
                    target.backgroundColor = rng.chance(50) ? nil : Color(white: Double(rng.below(10)) / 10)
                case 5: target.isHidden.toggle()
                case 6: target.frame.origin.x += 1
                case 7: (target as? Label)?.text = "t\(rng.below(100))"
                case 8: target.tintColor = rng.chance(50) ? .systemRed : .systemBlue
                case 9: target.transform = rng.chance(50) ? .identity : CGAffineTransform(scaleX: 1.1, y: 1.1)
                case 10: (target as? Button)?.setTitle("b\(rng.below(5))", for: .normal)
                default:
                    let other = views[rng.below(views.count)]
                    if other !== window, !target.isDescendant(of: other) { target.addSubview(other) }
                }
                if rng.chance(40) || step == 39 {
                    let cached = builder.render(window)
                    let fresh = builder.renderIgnoringCache(window)
                    #expect(cached == fresh, "seed \(seed), step \(step)")
                    if cached != fresh { return }
                }
            }
        }
    }
}
