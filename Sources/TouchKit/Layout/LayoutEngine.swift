import Cassowary
public import Foundation

/// Solves a view hierarchy's active constraints with the Cassowary solver and writes the frames,
/// keeping one solver per hierarchy root and applying only what changed, as UIKit's engine does.
///
/// One engine per hierarchy root (a window, or the topmost view outside one), made on first use.
/// Variables are each taking-part view's left, top, width and height in the root's coordinates;
/// a view takes part when it is an item of an active constraint, or an ancestor of one. A view
/// with `translatesAutoresizingMaskIntoConstraints` keeps its frame as required constraints; the
/// others get theirs from the solver, rounded to the screen's pixels, in the layout pass (before
/// their superview's `layoutSubviews`).
///
/// Incremental, as UIKit's: the solver lives as long as the root. A change of a constraint's
/// `constant` is applied in place (`Solver.setConstant(_:of:)`, a dual-simplex step) without
/// looking at the rest of the hierarchy; so are a moved autoresizing view, a resized root, a
/// changed intrinsic size or safe area (the constants of their constraints). Activating or
/// deactivating constraints, changing an optional priority, toggling
/// `translatesAutoresizingMaskIntoConstraints` or moving views between superviews adds and removes
/// just those constraints, after one walk of the root's subtree (O(n), once per change, not per
/// view that lays out).
@MainActor
public final class LayoutEngine {
    /// Active constraints in every hierarchy; zero means no view pays for Auto Layout.
    static var activeConstraintCount = 0
    /// Bumped by every change that may change the shape of a system (constraints activated or
    /// deactivated, priorities, hierarchy changes, frames of views the engine reads).
    static var generation = 0
    /// The messages the engine logged (UIKit's "Unable to simultaneously satisfy constraints."),
    /// newest last: for tests, as UIKit's console.
    public static var log: [String] = []

    /// A linear constraint `Σ terms + constant relation 0` before it is made: what the engine
    /// compares between solves to find what changed.
    struct Template {
        var terms: [Cassowary.Expression.Term]
        var constant: Double
        var relation: Constraint.Relation
        var strength: Strength
        var identifier: String?
        /// The user's constraint it comes from (for the identifier, made only when needed).
        weak var source: LayoutConstraint?

        /// Whether `other` differs from this at most in the constant.
        func hasShape(of other: Template) -> Bool {
            guard relation == other.relation, strength == other.strength, terms.count == other.terms.count
            else { return false }
            for (a, b) in zip(terms, other.terms)
            where a.variable !== b.variable || a.coefficient != b.coefficient {
                return false
            }
            return true
        }

        @MainActor func make() -> Constraint {
            Constraint(
                Cassowary.Expression(terms, constant: constant), relation, Cassowary.Expression(0),
                strength: strength, identifier: source.map { $0.identifier ?? $0.description } ?? identifier)
        }
    }

    /// What contributed a group of the solver's constraints.
    struct PieceKey: Hashable {
        enum Part: UInt8 { case constraint, size, frame, intrinsic, safeArea, margins, readable }
        var object: ObjectIdentifier
        var part: Part
    }

    /// A group of constraints as the solver holds them: the templates they were made from, and the
    /// made constraints (nil where one is broken: it conflicted and is left out).
    struct Piece {
        /// The view, guide or constraint (held, so its identifier is not reused while here).
        var object: AnyObject
        var templates: [Template]
        var made: [Constraint?]
        var stamp: Int
    }

    private var builtGeneration = -1
    private var stamp = 0
    private var solver = Solver()
    /// Each taking-part view's and guide's variables (left, top, width, height).
    private var variables: [ObjectIdentifier: (object: AnyObject, variables: [Variable])] = [:]
    private var pieces: [PieceKey: Piece] = [:]
    /// Views whose frames the engine sets, parents first, with their variables.
    private var placed: [(view: View, variables: [Variable])] = []
    private var placedIndex: [ObjectIdentifier: Int] = [:]
    /// Constraints whose constant changed since the last solve.
    private var pendingConstants: [LayoutConstraint] = []
    /// Made constraints to add once the current batch of changes is in (new ones, and ones whose
    /// changed constant conflicted before the rest of the batch).
    private var toAdd: [(key: PieceKey, index: Int)] = []

    /// How many constraints the solver holds (for tests: they show what is incremental).
    var solverConstraintCount: Int { solver.constraintCount }

    static func constraintsDidChange() { generation &+= 1 }

    static func report(_ message: String) {
        log.append(message)
        FileHandle.standardError.write(Data(("TouchKit: " + message + "\n").utf8))
    }

    /// A view whose frame the engine reads (the root, an autoresizing view, a guide's owner) moved
    /// or resized.
    static func layoutInputDidChange(_ view: View) {
        constraintsDidChange()
        view.superview?.setNeedsLayout()
        view.setNeedsLayout()
    }

    /// `constraint`'s constant changed: noted for its engine to apply in place when the engine
    /// holds it, else a change of shape.
    static func constantDidChange(_ constraint: LayoutConstraint, installedOn view: View) {
        let root = view.rootView
        if let engine = root.layoutStateStorage?.engine,
            engine.pieces[PieceKey(object: ObjectIdentifier(constraint), part: .constraint)]?.object
                === constraint
        {
            engine.pendingConstants.append(constraint)
        } else {
            constraintsDidChange()
        }
        view.setNeedsLayout()
    }

    /// Solves the hierarchy `view` is in when something changed, and writes the frames of the
    /// constrained subviews of `view` (of every view, after a change).
    static func solveIfNeeded(for view: View) {
        guard activeConstraintCount > 0 else { return }
        let root = view.rootView
        let state = root.layoutState
        let engine = state.engine ?? LayoutEngine()
        state.engine = engine
        engine.solveIfNeeded(root: root, laying: view)
    }

    /// The engine of `view`'s hierarchy, if one was made (for tests).
    static func engine(of view: View) -> LayoutEngine? { view.rootView.layoutStateStorage?.engine }

    static func frame(of guide: LayoutGuide, in owner: View) -> CGRect {
        let root = owner.rootView
        guard let engine = root.layoutStateStorage?.engine,
            let guideVariables = engine.variables[ObjectIdentifier(guide)]?.variables,
            let ownerVariables = engine.variables[ObjectIdentifier(owner)]?.variables
        else { return owner.bounds }
        let values = guideVariables.map { engine.solver.value(of: $0) }
        let origin = ownerVariables.map { engine.solver.value(of: $0) }
        return CGRect(x: values[0] - origin[0], y: values[1] - origin[1], width: values[2], height: values[3])
    }

    private func solveIfNeeded(root: View, laying view: View) {
        if builtGeneration != LayoutEngine.generation {
            pendingConstants = []
            walk(root: root)
            builtGeneration = LayoutEngine.generation
            apply(nil)
            return
        }
        var changed = false
        if !pendingConstants.isEmpty {
            let pending = pendingConstants
            pendingConstants = []
            for constraint in pending {
                let key = PieceKey(object: ObjectIdentifier(constraint), part: .constraint)
                guard let piece = pieces[key], piece.object === constraint,
                    let template = template(for: constraint), template.hasShape(of: piece.templates[0])
                else {
                    rewalk(root: root)
                    return
                }
                changeConstants(key, to: [template])
            }
            changed = true
        }
        // A subview's intrinsic size may have changed (a label's text marks its superview).
        for subview in view.subviews where subview.layoutStateStorage != nil {
            let key = PieceKey(object: ObjectIdentifier(subview), part: .intrinsic)
            guard let piece = pieces[key], piece.object === subview,
                let v = variables[ObjectIdentifier(subview)]?.variables
            else { continue }
            let templates = intrinsicTemplates(subview, v)
            if zip(templates, piece.templates).contains(where: { $0.constant != $1.constant }) {
                guard templates.count == piece.templates.count,
                    zip(templates, piece.templates).allSatisfy({ $0.hasShape(of: $1) })
                else {
                    rewalk(root: root)
                    return
                }
                changeConstants(key, to: templates)
                changed = true
            } else if templates.count != piece.templates.count {
                rewalk(root: root)
                return
            }
        }
        if changed { addPending() }
        apply(changed ? nil : view)
    }

    private func rewalk(root: View) {
        pendingConstants = []
        walk(root: root)
        builtGeneration = LayoutEngine.generation
        apply(nil)
    }

    // MARK: - The walk

    private func variables(for object: AnyObject, _ name: @autoclosure () -> String) -> [Variable] {
        if let existing = variables[ObjectIdentifier(object)], existing.object === object {
            return existing.variables
        }
        let base = name()
        let made = ["left", "top", "width", "height"].map { Variable("\(base).\($0)") }
        variables[ObjectIdentifier(object)] = (object, made)
        return made
    }

    /// Finds what the hierarchy asks for now, and changes the solver by the difference.
    private func walk(root: View) {
        stamp += 1
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

        var desired: [(key: PieceKey, object: AnyObject, templates: [Template])] = []
        placed = []
        placedIndex = [:]
        var live = Set<ObjectIdentifier>()
        for view in ordered {
            live.insert(ObjectIdentifier(view))
            let id = ObjectIdentifier(view)
            let v = variables(for: view, view.debugName)
            let state = view.layoutState
            func add(_ part: PieceKey.Part, _ templates: [Template]) {
                desired.append((PieceKey(object: id, part: part), view, templates))
            }
            add(
                .size,
                [
                    Self.linear([(v[2], 1)], 0, .greaterThanOrEqual),
                    Self.linear([(v[3], 1)], 0, .greaterThanOrEqual),
                ])
            if view === root {
                state.isLayoutInput = true
                add(
                    .frame,
                    [
                        Self.linear([(v[0], 1)], 0, .equal), Self.linear([(v[1], 1)], 0, .equal),
                        Self.linear([(v[2], 1)], -Double(view.bounds.width), .equal),
                        Self.linear([(v[3], 1)], -Double(view.bounds.height), .equal),
                    ])
            } else if let superview = view.superview,
                let s = variables[ObjectIdentifier(superview)]?.variables
            {
                if view.translatesAutoresizingMaskIntoConstraints {
                    state.isLayoutInput = true
                    let f = CGRect(origin: view.origin, size: view.bounds.size)
                    let b = superview.bounds
                    let name = "NSAutoresizingMaskLayoutConstraint"
                    add(
                        .frame,
                        [
                            Self.linear(
                                [(v[0], 1), (s[0], -1)], -Double(f.minX - b.minX), .equal, name: name),
                            Self.linear(
                                [(v[1], 1), (s[1], -1)], -Double(f.minY - b.minY), .equal, name: name),
                            Self.linear([(v[2], 1)], -Double(f.width), .equal, name: name),
                            Self.linear([(v[3], 1)], -Double(f.height), .equal, name: name),
                        ])
                } else {
                    placedIndex[id] = placed.count
                    placed.append((view, v))
                    let intrinsic = intrinsicTemplates(view, v)
                    if !intrinsic.isEmpty { add(.intrinsic, intrinsic) }
                }
            }
            let safe = view.safeAreaInsets
            let margins = view.layoutMargins
            if state.safeAreaGuide != nil || state.marginsGuide != nil || state.readableGuide != nil {
                state.isLayoutInput = true
            }
            for (guide, part, insets) in [
                (state.safeAreaGuide, PieceKey.Part.safeArea, safe),
                (
                    state.marginsGuide, .margins,
                    EdgeInsets(
                        top: safe.top + margins.top, left: safe.left + margins.left,
                        bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
                ),
            ] {
                guard let guide else { continue }
                live.insert(ObjectIdentifier(guide))
                let g = variables(for: guide, "\(view.debugName).guide")
                add(
                    part,
                    [
                        Self.linear([(g[0], 1), (v[0], -1)], -Double(insets.left), .equal),
                        Self.linear([(g[1], 1), (v[1], -1)], -Double(insets.top), .equal),
                        Self.linear([(g[2], 1), (v[2], -1)], Double(insets.left + insets.right), .equal),
                        Self.linear([(g[3], 1), (v[3], -1)], Double(insets.top + insets.bottom), .equal),
                    ])
            }
            if let guide = state.readableGuide {
                live.insert(ObjectIdentifier(guide))
                let g = variables(for: guide, "\(view.debugName).readableContentGuide")
                let inset = Double(safe.left + margins.left)
                let insetRight = Double(safe.right + margins.right)
                let top = Double(safe.top + margins.top)
                let vertical = Double(safe.top + margins.top + safe.bottom + margins.bottom)
                add(
                    .readable,
                    [
                        Self.linear([(g[1], 1), (v[1], -1)], -top, .equal),
                        Self.linear([(g[3], 1), (v[3], -1)], vertical, .equal),
                        Self.linear([(g[2], 1)], -672, .lessThanOrEqual),
                        Self.linear([(g[0], 1), (v[0], -1)], -inset, .greaterThanOrEqual),
                        Self.linear(
                            [(g[0], 1), (g[2], 1), (v[0], -1), (v[2], -1)], insetRight, .lessThanOrEqual),
                        Self.linear(
                            [(g[0], 1), (g[2], 0.5), (v[0], -1), (v[2], -0.5)], -(inset - insetRight) / 2,
                            .equal),
                        Self.linear([(g[2], 1), (v[2], -1)], 0, .equal, strength: .strong),
                    ])
            }
        }
        for guide in guides where guide.kind == nil {
            live.insert(ObjectIdentifier(guide))
            _ = variables(for: guide, guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)
        }
        for constraint in active {
            guard let template = template(for: constraint) else { continue }
            desired.append(
                (PieceKey(object: ObjectIdentifier(constraint), part: .constraint), constraint, [template]))
        }

        // Take out what went away or changed shape first, so what replaces it cannot conflict with it.
        for index in desired.indices {
            let (key, object, templates) = desired[index]
            guard var piece = pieces[key] else { continue }
            if piece.object === object, piece.templates.count == templates.count,
                zip(piece.templates, templates).allSatisfy({ $0.hasShape(of: $1) })
            {
                piece.stamp = stamp
                pieces[key] = piece
            } else {
                remove(key)
            }
        }
        for (key, piece) in pieces where piece.stamp != stamp { remove(key) }
        for (key, object, templates) in desired {
            if pieces[key] != nil {
                changeConstants(key, to: templates)
            } else {
                pieces[key] = Piece(
                    object: object, templates: templates, made: Array(repeating: nil, count: templates.count),
                    stamp: stamp)
                for index in templates.indices { toAdd.append((key, index)) }
            }
        }
        addPending()
        variables = variables.filter { live.contains($0.key) }
    }

    /// `Σ terms + constant relation 0`.
    private static func linear(
        _ terms: [(Variable, Double)], _ constant: Double, _ relation: Constraint.Relation,
        strength: Strength = .required, name: String? = nil
    ) -> Template {
        Template(
            terms: terms.map { Cassowary.Expression.Term($0.0, $0.1) }, constant: constant,
            relation: relation,
            strength: strength, identifier: name)
    }

    /// The intrinsic size as hugging (`<=`) and compression resistance (`>=`) constraints.
    private func intrinsicTemplates(_ view: View, _ v: [Variable]) -> [Template] {
        let size = view.intrinsicContentSize
        var templates: [Template] = []
        if size.width != View.noIntrinsicMetric {
            templates.append(
                Self.linear(
                    [(v[2], 1)], -Double(size.width), .lessThanOrEqual,
                    strength: Self.strength(view.contentHuggingPriority(for: .horizontal))))
            templates.append(
                Self.linear(
                    [(v[2], 1)], -Double(size.width), .greaterThanOrEqual,
                    strength: Self.strength(view.contentCompressionResistancePriority(for: .horizontal))))
        }
        if size.height != View.noIntrinsicMetric {
            templates.append(
                Self.linear(
                    [(v[3], 1)], -Double(size.height), .lessThanOrEqual,
                    strength: Self.strength(view.contentHuggingPriority(for: .vertical))))
            templates.append(
                Self.linear(
                    [(v[3], 1)], -Double(size.height), .greaterThanOrEqual,
                    strength: Self.strength(view.contentCompressionResistancePriority(for: .vertical))))
        }
        return templates
    }

    // MARK: - Changing the solver

    /// Takes a piece's constraints out of the solver.
    private func remove(_ key: PieceKey) {
        guard let piece = pieces.removeValue(forKey: key) else { return }
        for case let made? in piece.made { try? solver.remove(made) }
    }

    /// Moves the constants of a piece's constraints to `templates`' (same shapes), in place;
    /// a changed constant that conflicts, and a broken constraint whose constant changed, are
    /// added again at the end of the batch (``addPending()``), which reports what still conflicts.
    private func changeConstants(_ key: PieceKey, to templates: [Template]) {
        guard var piece = pieces[key] else { return }
        for index in templates.indices where templates[index].constant != piece.templates[index].constant {
            if let made = piece.made[index] {
                do {
                    try solver.setConstant(templates[index].constant, of: made)
                } catch {
                    try? solver.remove(made)
                    piece.made[index] = nil
                    toAdd.append((key, index))
                }
            } else {
                toAdd.append((key, index))
            }
        }
        piece.templates = templates
        pieces[key] = piece
    }

    /// Adds the constraints waiting in `toAdd`, in order; a required one that conflicts is broken
    /// (left out) and, for a user's constraint, reported as UIKit logs it.
    private func addPending() {
        let adding = toAdd
        toAdd = []
        for (key, index) in adding {
            guard var piece = pieces[key], piece.made[index] == nil else { continue }
            let made = piece.templates[index].make()
            do {
                if let report = try solver.addRecovering(made) {
                    if key.part == .constraint { LayoutEngine.report(report.log) }
                    continue
                }
                piece.made[index] = made
                pieces[key] = piece
            } catch {
                LayoutEngine.report("\(error)")
            }
        }
    }

    private static func strength(_ priority: LayoutPriority) -> Strength {
        Strength(layoutPriority: Double(priority.rawValue))
    }

    private func term(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> Cassowary.Expression? {
        guard let item, let v = variables[ObjectIdentifier(item)]?.variables else { return nil }
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

    /// `first - (second × multiplier + constant) relation 0`, each variable once.
    private func template(for constraint: LayoutConstraint) -> Template? {
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
        let expression = (lhs - rhs).reduced
        return Template(
            terms: expression.terms, constant: expression.constant, relation: relation,
            strength: Self.strength(constraint.priority), identifier: nil, source: constraint)
    }

    // MARK: - Frames

    /// Writes the frames of the placed subviews of `superview`, or of every placed view.
    private func apply(_ superview: View?) {
        guard let root = placed.first?.view.rootView else { return }
        let scale = Double(root.window?.screen.scale ?? 2)
        if let superview {
            for subview in superview.subviews {
                if let index = placedIndex[ObjectIdentifier(subview)] { apply(placed[index], scale: scale) }
            }
        } else {
            for entry in placed { apply(entry, scale: scale) }
        }
    }

    private func apply(_ entry: (view: View, variables: [Variable]), scale: Double) {
        func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let (view, v) = entry
        guard let superview = view.superview, let s = variables[ObjectIdentifier(superview)]?.variables else {
            return
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
