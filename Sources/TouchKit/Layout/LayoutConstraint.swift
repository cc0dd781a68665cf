public import Foundation

/// A linear relation between two views' edges or sizes, as UIKit's `NSLayoutConstraint`:
/// `first.attribute relation second.attribute × multiplier + constant`.
///
/// Matches UIKit's initializer, `isActive`, `activate(_:)`/`deactivate(_:)`, `priority`,
/// `constant`, `multiplier` and `identifier`. The engine (`LayoutEngine`) solves the active
/// constraints of a view hierarchy with the Cassowary solver when the hierarchy lays out.
/// Differs: activating a constraint whose items share no ancestor is reported as a misuse and
/// leaves it inactive (UIKit throws); visual format strings are not built.
@MainActor
public final class LayoutConstraint {
    /// The edge or size a constraint relates, as `NSLayoutConstraint.Attribute` (UIKit's raw values).
    public enum Attribute: Int, Sendable, Hashable, CaseIterable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (left: layouts here are left to right).
        case leading = 5
        /// The trailing edge (right).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The last line's baseline (ours: the bottom edge).
        case lastBaseline = 11
        /// The first line's baseline (ours: the bottom edge for one-line content).
        case firstBaseline = 12
        /// The left edge inset by the layout margins.
        case leftMargin = 13
        /// The right edge inset by the layout margins.
        case rightMargin = 14
        /// The top edge inset by the layout margins.
        case topMargin = 15
        /// The bottom edge inset by the layout margins.
        case bottomMargin = 16
        /// The leading edge inset by the layout margins.
        case leadingMargin = 17
        /// The trailing edge inset by the layout margins.
        case trailingMargin = 18
        /// The horizontal centre within the margins.
        case centerXWithinMargins = 19
        /// The vertical centre within the margins.
        case centerYWithinMargins = 20
        /// No attribute: the second item of a constant size constraint.
        case notAnAttribute = 0
    }

    /// How the two sides relate, as `NSLayoutConstraint.Relation` (UIKit's raw values).
    public enum Relation: Int, Sendable, Hashable, CaseIterable {
        /// `first <= second × multiplier + constant`.
        case lessThanOrEqual = -1
        /// `first == second × multiplier + constant`.
        case equal = 0
        /// `first >= second × multiplier + constant`.
        case greaterThanOrEqual = 1
    }

    /// The first item, a view or a layout guide (`firstItem`).
    public private(set) weak var firstItem: AnyObject?
    /// The second item, or nil for a constant (`secondItem`).
    public private(set) weak var secondItem: AnyObject?
    /// The first item's attribute (`firstAttribute`).
    public let firstAttribute: Attribute
    /// The second item's attribute (`secondAttribute`).
    public let secondAttribute: Attribute
    /// The relation (`relation`).
    public let relation: Relation
    /// The factor applied to the second item's attribute (`multiplier`).
    public let multiplier: CGFloat
    /// The number added (`constant`). Changing it on an active constraint re-solves at the next
    /// layout pass (as UIKit, it takes effect in `layoutIfNeeded()`).
    public var constant: CGFloat {
        didSet {
            if oldValue != constant, let view = installedOn {
                LayoutEngine.constraintsDidChange()
                view.setNeedsLayout()
            }
        }
    }
    /// How much it matters (`priority`, default `.required`).
    public var priority: LayoutPriority = .required {
        didSet {
            if oldValue != priority, let view = installedOn {
                LayoutEngine.constraintsDidChange()
                view.setNeedsLayout()
            }
        }
    }
    /// A name for logs (`identifier`).
    public var identifier: String?
    /// Whether the engine archives it (`shouldBeArchived`); kept for source compatibility.
    public var shouldBeArchived = false
    /// The view it is installed on while active: the items' nearest common ancestor.
    weak var installedOn: View?

    /// Creates a constraint (`init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`),
    /// inactive, as UIKit's.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint takes part in layout (`isActive`). Setting it installs it on the
    /// items' nearest common ancestor, or removes it.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue {
                guard installedOn == nil else { return }
                guard let ancestor = commonAncestor else {
                    let names = [firstItem, secondItem].compactMap { $0 }.map {
                        String(describing: type(of: $0))
                    }
                    LayoutEngine.report(
                        "Unable to activate constraint with anchors \(names.joined(separator: " and ")) because "
                            + "they have no common ancestor. Does the constraint or its anchors reference "
                            + "items in different view hierarchies? That's illegal.")
                    return
                }
                ancestor.layoutState.constraints.append(self)
                installedOn = ancestor
                LayoutEngine.activeConstraintCount += 1
                ancestor.setNeedsLayout()
            } else {
                guard let view = installedOn else { return }
                view.layoutState.constraints.removeAll { $0 === self }
                installedOn = nil
                LayoutEngine.activeConstraintCount -= 1
                view.setNeedsLayout()
            }
            LayoutEngine.constraintsDidChange()
        }
    }

    /// The view an item lays out against: a view itself, or a guide's owning view.
    static func owner(of item: AnyObject?) -> View? {
        if let view = item as? View { return view }
        if let guide = item as? LayoutGuide { return guide.owningView }
        return nil
    }

    /// The nearest common ancestor of the items' views.
    var commonAncestor: View? {
        guard let first = Self.owner(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = Self.owner(of: secondItem) else { return nil }
        var current: View? = first
        while let view = current {
            if second.isDescendant(of: view) { return view }
            current = view.superview
        }
        return nil
    }

    /// Activates each constraint (`NSLayoutConstraint.activate(_:)`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint (`NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// UIKit's description: `<NSLayoutConstraint:0x… UILabel.leading == UIView.leading + 16 (active)>`.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
                guard let item else { return "" }
                return "\(type(of: item)).\(attribute)"
            }
            var text = name(firstItem, firstAttribute) + " "
            text += relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
            var rhs = ""
            if secondItem != nil {
                rhs = (multiplier == 1 ? "" : "\(multiplier)*") + name(secondItem, secondAttribute)
                if constant != 0 { rhs += constant > 0 ? " + \(constant)" : " - \(-constant)" }
            } else {
                rhs = "\(constant)"
            }
            let id = identifier.map { "'\($0)' " } ?? ""
            let priorityText = priority == .required ? "" : " (priority \(priority.rawValue))"
            return "<NSLayoutConstraint \(id)\(text) \(rhs)\(priorityText)>"
        }
    }
}
