public import Foundation

/// One edge, centre or size of a view or layout guide, as UIKit's `NSLayoutAnchor`: makes
/// constraints with `constraint(equalTo:constant:)` and its relatives, inactive as UIKit's.
@MainActor
public class LayoutAnchor {
    /// The view or guide (UIKit keeps it private too).
    weak var item: AnyObject?
    /// The attribute it stands for.
    let attribute: LayoutConstraint.Attribute

    required init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor + constant` (`constraint(equalTo:constant:)`).
    public func constraint(equalTo anchor: LayoutAnchor, constant c: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + constant` (`constraint(greaterThanOrEqualTo:constant:)`).
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor, constant c: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + constant` (`constraint(lessThanOrEqualTo:constant:)`).
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor, constant c: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal edge or centre, as UIKit's `NSLayoutXAxisAnchor`.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor {
    /// `self == anchor + 8 × multiplier` (`constraint(equalToSystemSpacingAfter:multiplier:)`; ours:
    /// the system spacing is 8 points).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: 8 * multiplier)
    }
}

/// A vertical edge, centre or baseline, as UIKit's `NSLayoutYAxisAnchor`.
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// `self == anchor + 8 × multiplier` (`constraint(equalToSystemSpacingBelow:multiplier:)`; ours:
    /// the system spacing is 8 points).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: 8 * multiplier)
    }
}

/// A width or height, as UIKit's `NSLayoutDimension`.
@MainActor
public final class LayoutDimension: LayoutAnchor {
    /// `self == constant` (`constraint(equalToConstant:)`).
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= constant` (`constraint(greaterThanOrEqualToConstant:)`).
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= constant` (`constraint(lessThanOrEqualToConstant:)`).
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == anchor × multiplier + constant` (`constraint(equalTo:multiplier:constant:)`).
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= anchor × multiplier + constant` (`constraint(greaterThanOrEqualTo:multiplier:constant:)`).
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= anchor × multiplier + constant` (`constraint(lessThanOrEqualTo:multiplier:constant:)`).
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// A rectangle constraints can use without a view, as UIKit's `UILayoutGuide`: a view's safe
/// area, its margins, or one of your own (`addLayoutGuide(_:)`).
@MainActor
public class LayoutGuide {
    /// The view it belongs to (`owningView`).
    public internal(set) weak var owningView: View?
    /// A name for logs (`identifier`).
    public var identifier = ""
    /// How the engine derives it from the owning view; nil for your own guides.
    enum Kind { case safeArea, margins, readableContent }
    var kind: Kind?

    /// An empty guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {}

    init(kind: Kind, owner: View) {
        self.kind = kind
        owningView = owner
    }

    /// The guide's rectangle in the owning view's coordinates, after layout (`layoutFrame`).
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        return LayoutEngine.frame(of: self, in: owner)
    }

    /// The leading edge (`leadingAnchor`).
    public lazy var leadingAnchor = LayoutXAxisAnchor(item: self, attribute: .leading)
    /// The trailing edge (`trailingAnchor`).
    public lazy var trailingAnchor = LayoutXAxisAnchor(item: self, attribute: .trailing)
    /// The left edge (`leftAnchor`).
    public lazy var leftAnchor = LayoutXAxisAnchor(item: self, attribute: .left)
    /// The right edge (`rightAnchor`).
    public lazy var rightAnchor = LayoutXAxisAnchor(item: self, attribute: .right)
    /// The top edge (`topAnchor`).
    public lazy var topAnchor = LayoutYAxisAnchor(item: self, attribute: .top)
    /// The bottom edge (`bottomAnchor`).
    public lazy var bottomAnchor = LayoutYAxisAnchor(item: self, attribute: .bottom)
    /// The horizontal centre (`centerXAnchor`).
    public lazy var centerXAnchor = LayoutXAxisAnchor(item: self, attribute: .centerX)
    /// The vertical centre (`centerYAnchor`).
    public lazy var centerYAnchor = LayoutYAxisAnchor(item: self, attribute: .centerY)
    /// The width (`widthAnchor`).
    public lazy var widthAnchor = LayoutDimension(item: self, attribute: .width)
    /// The height (`heightAnchor`).
    public lazy var heightAnchor = LayoutDimension(item: self, attribute: .height)
}
