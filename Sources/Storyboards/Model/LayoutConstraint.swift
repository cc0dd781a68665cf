public import Interchange

/// An attribute of a layout constraint (`firstAttribute="leading"`): `NSLayoutConstraint.Attribute`,
/// with Interface Builder's names as raw values.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// `.left`.
    case left
    /// `.right`.
    case right
    /// `.top`.
    case top
    /// `.bottom`.
    case bottom
    /// `.leading`.
    case leading
    /// `.trailing`.
    case trailing
    /// `.width`.
    case width
    /// `.height`.
    case height
    /// `.centerX`.
    case centerX
    /// `.centerY`.
    case centerY
    /// `.lastBaseline` (IB writes `baseline`, the name before iOS 8).
    case baseline
    /// `.firstBaseline`.
    case firstBaseline
    /// `.lastBaseline`.
    case lastBaseline
    /// `.leftMargin`.
    case leftMargin
    /// `.rightMargin`.
    case rightMargin
    /// `.topMargin`.
    case topMargin
    /// `.bottomMargin`.
    case bottomMargin
    /// `.leadingMargin`.
    case leadingMargin
    /// `.trailingMargin`.
    case trailingMargin
    /// `.centerXWithinMargins`.
    case centerXWithinMargins
    /// `.centerYWithinMargins`.
    case centerYWithinMargins
}

/// How a constraint relates its two sides (`relation="greaterThanOrEqual"`):
/// `NSLayoutConstraint.Relation`; absent is `equal`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
    /// `.lessThanOrEqual`.
    case lessThanOrEqual
    /// `.equal`.
    case equal
    /// `.greaterThanOrEqual`.
    case greaterThanOrEqual
}

/// A layout constraint from a view's `<constraints>`: `NSLayoutConstraint(item:attribute:relatedBy:
/// toItem:attribute:multiplier:constant:)` with its priority and identifier.
///
/// `firstItem = firstAttribute × 1 (relation) secondItem.secondAttribute × multiplier + constant`.
public struct LayoutConstraint: Sendable, Equatable {
    /// `id=`.
    public var id: String?
    /// The id of the view whose `<constraints>` hold it (a constraint belongs to the nearest common
    /// ancestor of its items, as UIKit installs it).
    public var owner: String?
    /// `firstItem=`: an object's id; absent in the document, it is the owning view's (`owner`).
    public var firstItem: String?
    /// `firstAttribute=`; nil when the document's value is not an attribute (a diagnostic says so).
    public var firstAttribute: LayoutAttribute?
    /// `relation=`; `equal` when absent.
    public var relation: LayoutRelation
    /// `secondItem=`: an object's id (a view or a layout guide); nil for a constant width or height.
    public var secondItem: String?
    /// `secondAttribute=`.
    public var secondAttribute: LayoutAttribute?
    /// `multiplier=`, a number or a ratio (`16:9` is 16/9); 1 when absent.
    public var multiplier: Double
    /// `constant=`; 0 when absent.
    public var constant: Double
    /// `priority=` (1…1000); 1000 (required) when absent.
    public var priority: Double
    /// `identifier=`: the constraint's `identifier`.
    public var identifier: String?
    /// `placeholder="YES"`: a constraint IB removes at build time (for the canvas only).
    public var isPlaceholder: Bool
    /// Every attribute, as written.
    public var attributes: [String: String]
    /// Where it is.
    public var position: StoryboardPosition

    /// Creates a constraint.
    public init(
        id: String? = nil, owner: String? = nil, firstItem: String? = nil, firstAttribute: LayoutAttribute?,
        relation: LayoutRelation = .equal, secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, identifier: String? = nil,
        isPlaceholder: Bool = false, attributes: [String: String] = [:],
        position: StoryboardPosition = StoryboardPosition(line: 1, column: 1)
    ) {
        self.id = id
        self.owner = owner
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isPlaceholder = isPlaceholder
        self.attributes = attributes
        self.position = position
    }

    /// The first item's id, the owning view's when the document names none.
    public var resolvedFirstItem: String? { firstItem ?? owner }

    /// A multiplier as IB writes it: a number (`0.5`) or a ratio (`16:9`, `4:3`).
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite {
            return a / b
        }
        guard parts.count == 1, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
