// Auto Layout's UIKit names over TouchKit's engine (Sources/TouchKit/Layout, docs/AutoLayout.md).

/// UIKit's `NSLayoutConstraint`: TouchKit's `LayoutConstraint` (no visual format strings).
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's `UILayoutPriority`: TouchKit's `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority

/// UIKit's `NSLayoutAnchor`: TouchKit's `LayoutAnchor` (not generic here).
public typealias NSLayoutAnchor = LayoutAnchor

/// UIKit's `NSLayoutXAxisAnchor`: TouchKit's `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's `NSLayoutYAxisAnchor`: TouchKit's `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// UIKit's `NSLayoutDimension`: TouchKit's `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension

/// UIKit's `UILayoutGuide`: TouchKit's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide

/// UIKit's `UIEdgeInsets`: TouchKit's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's `UIRectEdge` (a view controller's `edgesForExtendedLayout`): TouchKit's `RectEdge`.
public typealias UIRectEdge = RectEdge

/// UIKit's `NSDirectionalEdgeInsets`: TouchKit's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
