import Cassowary
public import Foundation

/// Solves a view hierarchy's active constraints with the Cassowary solver and writes the frames.
///
/// One engine per hierarchy root (a window, or the topmost view outside one), made on first use.
/// Variables are each taking-part view's left, top, width and height in the root's coordinates;
/// a view takes part when it is an item of an active constraint, or an ancestor of one. A view
/// with `translatesAutoresizingMaskIntoConstraints` keeps its frame as required constraints; the
/// others get theirs from the solver, rounded to the screen's pixels, in the layout pass (before
/// their superview's `layoutSubviews`). This version rebuilds the solver when anything changed
/// (a constraint, a constant, a frame it depends on) and reuses the solution otherwise.
@MainActor
public final class LayoutEngine {
    /// Active constraints in every hierarchy; zero means no view pays for Auto Layout.
    static var activeConstraintCount = 0
    /// Bumped by every change to constraints or the properties they read.
    static var generation = 0
    /// The messages the engine logged (UIKit's "Unable to simultaneously satisfy constraints."),
    /// newest last: for tests, as UIKit's console.
    public static var log: [String] = []

    private var builtGeneration = -1
    private var signature: [Double] = []
    private var variables: [ObjectIdentifier: [Variable]] = [:]
    private var solver = Solver()
    /// Views whose frames the engine sets, parents first, with their variables.
    private var placed: [(view: View, variables: [Variable])] = []

    static func constraintsDidChange() { generation &+= 1 }

    static func report(_ message: String) {
        log.append(message)
        FileHandle.standardError.write(Data(("TouchKit: " + message + "\n").utf8))
    }

    /// Solves the hierarchy `view` is in when something changed, and writes the frames.
    static func solveIfNeeded(for view: View) {
        guard activeConstraintCount > 0 else { return }
        let root = view.rootView
        let state = root.layoutState
        let engine = state.engine ?? LayoutEngine()
        state.engine = engine
        engine.solveIfNeeded(root: root)
    }

    static func frame(of guide: LayoutGuide, in owner: View) -> CGRect {
        let root = owner.rootView
        guard let engine = root.layoutStateStorage?.engine,
            let guideVariables = engine.variables[ObjectIdentifier(guide)],
            let ownerVariables = engine.variables[ObjectIdentifier(owner)]
        else { return owner.bounds }
        let values = guideVariables.map { engine.solver.value(of: $0) }
        let origin = ownerVariables.map { engine.solver.value(of: $0) }
        return CGRect(x: values[0] - origin[0], y: values[1] - origin[1], width: values[2], height: values[3])
    }

    private func solveIfNeeded(root: View) {
        var participants: [View] = []
        var seen = Set<ObjectIdentifier>()
        var guides: [LayoutGuide] = []
        var active: [LayoutConstraint] = []
        root.forEachInSubtree { view in
            guard let state = view.layoutStateStorage else { return }
            for constraint in state.constraints where constraint.installedOn === view {
                guard constraint.firstItem != nil,
                    constraint.secondItem != nil || constraint.secondAttribute == .notAnAttribute
                else { continue }
                active.append(constraint)
                for item in [constraint.firstItem, constraint.secondItem] {
                    if let guide = item as? LayoutGuide, seen.insert(ObjectIdentifier(guide)).inserted {
                        guides.append(guide)
                    }
                    var current = LayoutConstraint.owner(of: item)
                    while let view = current, seen.insert(ObjectIdentifier(view)).inserted {
                        participants.append(view)
                        if view === root { break }
                        current = view.superview
                    }
                }
            }
        }
        if !seen.contains(ObjectIdentifier(root)) { participants.append(root) }
        // Parents before children.
        func depth(_ view: View) -> Int {
            var d = 0
            var current = view.superview
            while let v = current, v !== root.superview {
                d += 1
                current = v.superview
            }
            return d
        }
        let ordered = participants.map { ($0, depth($0)) }.sorted { $0.1 < $1.1 }.map(\.0)

        var newSignature: [Double] = [Double(LayoutEngine.generation)]
        for view in ordered {
            if view === root || view.translatesAutoresizingMaskIntoConstraints {
                let f = view.frame
                newSignature += [f.minX, f.minY, f.width, f.height, view.bounds.minX, view.bounds.minY]
            } else {
                let size = view.intrinsicContentSize
                newSignature += [size.width, size.height]
            }
            if view.layoutStateStorage?.safeAreaGuide != nil || view.layoutStateStorage?.marginsGuide != nil
                || view.layoutStateStorage?.readableGuide != nil
            {
                let insets = view.safeAreaInsets
                newSignature += [insets.top, insets.left, insets.bottom, insets.right]
            }
        }
        if newSignature != signature {
            signature = newSignature
            rebuild(root: root, ordered: ordered, guides: guides, active: active)
        }
        apply(root: root)
    }

    private func variables(for object: AnyObject, _ name: String) -> [Variable] {
        if let existing = variables[ObjectIdentifier(object)] { return existing }
        let made = ["left", "top", "width", "height"].map { Variable("\(name).\($0)") }
        variables[ObjectIdentifier(object)] = made
        return made
    }

    private func rebuild(root: View, ordered: [View], guides: [LayoutGuide], active: [LayoutConstraint]) {
        solver = Solver()
        variables = [:]
        placed = []
        var system: [Constraint] = []
        for view in ordered {
            let v = variables(for: view, view.debugName)
            for variable in v[2...3] { system.append(variable >= 0) }
            if view === root {
                system += [
                    v[0] == 0, v[1] == 0, v[2] == Double(view.bounds.width),
                    v[3] == Double(view.bounds.height),
                ]
            } else if let superview = view.superview, let s = variables[ObjectIdentifier(superview)] {
                if view.translatesAutoresizingMaskIntoConstraints {
                    let f = CGRect(origin: view.origin, size: view.bounds.size)
                    let b = superview.bounds
                    system += [
                        v[0] == s[0] + Double(f.minX - b.minX), v[1] == s[1] + Double(f.minY - b.minY),
                        v[2] == Double(f.width), v[3] == Double(f.height),
                    ].map { $0.identified("NSAutoresizingMaskLayoutConstraint") }
                } else {
                    placed.append((view, v))
                    let size = view.intrinsicContentSize
                    if size.width != View.noIntrinsicMetric {
                        system.append(
                            (v[2] <= Double(size.width)).withStrength(
                                Self.strength(view.contentHuggingPriority(for: .horizontal))))
                        system.append(
                            (v[2] >= Double(size.width)).withStrength(
                                Self.strength(view.contentCompressionResistancePriority(for: .horizontal))))
                    }
                    if size.height != View.noIntrinsicMetric {
                        system.append(
                            (v[3] <= Double(size.height)).withStrength(
                                Self.strength(view.contentHuggingPriority(for: .vertical))))
                        system.append(
                            (v[3] >= Double(size.height)).withStrength(
                                Self.strength(view.contentCompressionResistancePriority(for: .vertical))))
                    }
                }
            }
            guard let state = view.layoutStateStorage else { continue }
            let safe = view.safeAreaInsets
            let margins = view.layoutMargins
            for (guide, insets) in [
                (state.safeAreaGuide, safe),
                (
                    state.marginsGuide,
                    EdgeInsets(
                        top: safe.top + margins.top, left: safe.left + margins.left,
                        bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
                ),
            ] {
                guard let guide else { continue }
                let g = variables(for: guide, "\(view.debugName).guide")
                system += [
                    g[0] == v[0] + Double(insets.left), g[1] == v[1] + Double(insets.top),
                    g[2] == v[2] - Double(insets.left + insets.right),
                    g[3] == v[3] - Double(insets.top + insets.bottom),
                ]
            }
            if let guide = state.readableGuide {
                let g = variables(for: guide, "\(view.debugName).readableContentGuide")
                let inset = Double(safe.left + margins.left)
                let insetRight = Double(safe.right + margins.right)
                system += [
                    g[1] == v[1] + Double(safe.top + margins.top),
                    g[3] == v[3] - Double(safe.top + margins.top + safe.bottom + margins.bottom),
                    g[2] <= 672, g[0] >= v[0] + inset, g[0] + g[2] <= v[0] + v[2] - insetRight,
                    (g[0] + g[2] * 0.5 == v[0] + v[2] * 0.5 + (inset - insetRight) / 2),
                    (g[2] == v[2]).withStrength(.strong),
                ]
            }
        }
        for guide in guides where guide.kind == nil {
            _ = variables(for: guide, guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)
        }
        for constraint in system { try? solver.add(constraint) }
        for constraint in active {
            guard let made = expression(for: constraint) else { continue }
            do {
                if let report = try solver.addRecovering(made) {
                    LayoutEngine.report(report.log)
                }
            } catch {
                LayoutEngine.report("\(error)")
            }
        }
        builtGeneration = LayoutEngine.generation
    }

    private static func strength(_ priority: LayoutPriority) -> Strength {
        Strength(layoutPriority: Double(priority.rawValue))
    }

    private func term(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> Cassowary.Expression? {
        guard let item, let v = variables[ObjectIdentifier(item)] else { return nil }
        var margins = EdgeInsets.zero
        if let view = item as? View { margins = view.layoutMargins }
        switch attribute {
        case .left, .leading: return Cassowary.Expression(v[0])
        case .right, .trailing: return v[0] + v[2]
        case .top: return Cassowary.Expression(v[1])
        case .bottom, .lastBaseline, .firstBaseline: return v[1] + v[3]
        case .width: return Cassowary.Expression(v[2])
        case .height: return Cassowary.Expression(v[3])
        case .centerX: return v[0] + v[2] * 0.5
        case .centerY: return v[1] + v[3] * 0.5
        case .leftMargin, .leadingMargin: return v[0] + Double(margins.left)
        case .rightMargin, .trailingMargin: return v[0] + v[2] - Double(margins.right)
        case .topMargin: return v[1] + Double(margins.top)
        case .bottomMargin: return v[1] + v[3] - Double(margins.bottom)
        case .centerXWithinMargins: return v[0] + v[2] * 0.5 + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return v[1] + v[3] * 0.5 + Double(margins.top - margins.bottom) / 2
        case .notAnAttribute: return nil
        }
    }

    private func expression(for constraint: LayoutConstraint) -> Constraint? {
        guard let lhs = term(constraint.firstItem, constraint.firstAttribute) else { return nil }
        var rhs = Cassowary.Expression(Double(constraint.constant))
        if constraint.secondItem != nil {
            guard let second = term(constraint.secondItem, constraint.secondAttribute) else { return nil }
            rhs = second * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: Constraint.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(
            lhs, relation, rhs, strength: Self.strength(constraint.priority),
            identifier: constraint.identifier ?? constraint.description)
    }

    private func apply(root: View) {
        let scale = Double(root.window?.screen.scale ?? 2)
        func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
        for (view, v) in placed {
            guard let superview = view.superview, let s = variables[ObjectIdentifier(superview)] else {
                continue
            }
            let left = solver.value(of: v[0])
            let top = solver.value(of: v[1])
            let right = round(left + solver.value(of: v[2]))
            let bottom = round(top + solver.value(of: v[3]))
            let x = round(left) - solver.value(of: s[0]) + Double(superview.bounds.minX)
            let y = round(top) - solver.value(of: s[1]) + Double(superview.bounds.minY)
            let frame = CGRect(x: x, y: y, width: right - round(left), height: bottom - round(top))
            if CGRect(origin: view.origin, size: view.bounds.size) != frame {
                if view.transform.isIdentity {
                    view.frame = frame
                } else {
                    view.bounds.size = frame.size
                    view.center = CGPoint(x: frame.midX, y: frame.midY)
                }
            }
        }
    }
}
