public import Foundation

/// A view's Auto Layout state, made on first use so views without constraints pay nothing.
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMask = true
    var constraints: [LayoutConstraint] = []
    var guides: [LayoutGuide] = []
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The margins set on the view; nil: the view's defaults (`View.defaultLayoutMargins`).
    var margins: EdgeInsets?
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    var engine: LayoutEngine?
    var anchors: [Int: LayoutAnchor] = [:]
    /// The part of the view a container's bars cover (a navigation bar on top, a tab bar below),
    /// in the view's own edges: taken out of the safe area of the view and its subviews.
    var coveredInsets: EdgeInsets = .zero
    /// Added to the view's safe area insets (a view controller's `additionalSafeAreaInsets`, on its
    /// root view).
    var additionalInsets: EdgeInsets = .zero
    var autoresizingMask: View.AutoresizingMask = []
    var autoresizesSubviews = true
}

extension View {
    var layoutState: ViewLayoutState {
        if let state = layoutStateStorage { return state }
        let state = ViewLayoutState()
        layoutStateStorage = state
        return state
    }

    private func anchor<Anchor: LayoutAnchor>(_ attribute: LayoutConstraint.Attribute, _ type: Anchor.Type)
        -> Anchor
    {
        if let anchor = layoutState.anchors[attribute.rawValue] as? Anchor { return anchor }
        let anchor = Anchor(item: self, attribute: attribute)
        layoutState.anchors[attribute.rawValue] = anchor
        return anchor
    }

    /// The leading edge (`leadingAnchor`; the left edge: layouts here are left to right).
    public var leadingAnchor: LayoutXAxisAnchor { anchor(.leading, LayoutXAxisAnchor.self) }
    /// The trailing edge (`trailingAnchor`).
    public var trailingAnchor: LayoutXAxisAnchor { anchor(.trailing, LayoutXAxisAnchor.self) }
    /// The left edge (`leftAnchor`).
    public var leftAnchor: LayoutXAxisAnchor { anchor(.left, LayoutXAxisAnchor.self) }
    /// The right edge (`rightAnchor`).
    public var rightAnchor: LayoutXAxisAnchor { anchor(.right, LayoutXAxisAnchor.self) }
    /// The top edge (`topAnchor`).
    public var topAnchor: LayoutYAxisAnchor { anchor(.top, LayoutYAxisAnchor.self) }
    /// The bottom edge (`bottomAnchor`).
    public var bottomAnchor: LayoutYAxisAnchor { anchor(.bottom, LayoutYAxisAnchor.self) }
    /// The horizontal centre (`centerXAnchor`).
    public var centerXAnchor: LayoutXAxisAnchor { anchor(.centerX, LayoutXAxisAnchor.self) }
    /// The vertical centre (`centerYAnchor`).
    public var centerYAnchor: LayoutYAxisAnchor { anchor(.centerY, LayoutYAxisAnchor.self) }
    /// The width (`widthAnchor`).
    public var widthAnchor: LayoutDimension { anchor(.width, LayoutDimension.self) }
    /// The height (`heightAnchor`).
    public var heightAnchor: LayoutDimension { anchor(.height, LayoutDimension.self) }
    /// The first baseline (`firstBaselineAnchor`; ours: the bottom edge).
    public var firstBaselineAnchor: LayoutYAxisAnchor { anchor(.firstBaseline, LayoutYAxisAnchor.self) }
    /// The last baseline (`lastBaselineAnchor`; ours: the bottom edge).
    public var lastBaselineAnchor: LayoutYAxisAnchor { anchor(.lastBaseline, LayoutYAxisAnchor.self) }

    /// Whether the frame becomes required constraints (`translatesAutoresizingMaskIntoConstraints`,
    /// true by default as UIKit's); set it to false on views whose constraints you add.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateStorage?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMask = newValue
            LayoutEngine.constraintsDidChange()
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view (`constraints`).
    public var constraints: [LayoutConstraint] { layoutStateStorage?.constraints ?? [] }

    /// Activates `constraint` (`addConstraint(_:)`; UIKit installs it here, we on the items' ancestor).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints` (`addConstraints(_:)`).
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Deactivates `constraint` (`removeConstraint(_:)`).
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    /// Deactivates `constraints` (`removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    /// The guides added (`layoutGuides`).
    public var layoutGuides: [LayoutGuide] { layoutStateStorage?.guides ?? [] }
    /// Adds a guide the view owns (`addLayoutGuide(_:)`).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView = self
        layoutState.guides.append(guide)
    }
    /// Removes a guide (`removeLayoutGuide(_:)`).
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The part of the view the window's safe area covers (`safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, owner: self)
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The safe area inset by the layout margins (`layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = LayoutGuide(kind: .margins, owner: self)
        layoutState.marginsGuide = guide
        return guide
    }

    /// The margins guide at most 672 points wide, centred (`readableContentGuide`; ours: UIKit's
    /// width depends on the text size, we use the 17 pt body's 672).
    public var readableContentGuide: LayoutGuide {
        if let guide = layoutState.readableGuide { return guide }
        let guide = LayoutGuide(kind: .readableContent, owner: self)
        layoutState.readableGuide = guide
        return guide
    }

    /// The margins (`layoutMargins`). Until set, UIKit's defaults: 8 points each for a plain view;
    /// a view controller's root view has none above and below and the system minimum at the sides;
    /// a table cell's `contentView` has 11 points above and below and the system minimum at the sides.
    /// The system minimum is 16 points, or 20 in a window 414 points wide or more (the Plus and Max
    /// phones, and landscape), as UIKit's `systemMinimumLayoutMargins` on iPhone.
    public var layoutMargins: EdgeInsets {
        get { layoutStateStorage?.margins ?? defaultLayoutMargins }
        set {
            layoutState.margins = newValue
            LayoutEngine.constraintsDidChange()
            setNeedsLayout()
        }
    }

    /// The margins a view has until its `layoutMargins` are set (see ``layoutMargins``).
    var defaultLayoutMargins: EdgeInsets {
        let isCellContent = (superviewStorage as? TableViewCell)?.contentView === self
        guard owningViewController != nil || isCellContent else {
            return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        let side = Self.systemMinimumSideMargin(windowWidth: window?.bounds.width ?? 375)
        let vertical: CGFloat = isCellContent ? 11 : 0
        return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
    }

    /// UIKit's minimum side margin on iPhone: 16 points, 20 in a window 414 points wide or more.
    static func systemMinimumSideMargin(windowWidth: CGFloat) -> CGFloat { windowWidth >= 414 ? 20 : 16 }

    /// The margins by leading and trailing edge (`directionalLayoutMargins`).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = EdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// How far the safe area reaches into the view (`safeAreaInsets`).
    ///
    /// Matches UIKit: the window's safe area is the status bar (20 points, or 44 on an iPhone
    /// X-shaped screen) and the home indicator (34) in portrait, the sensor housing (44 each side)
    /// and the indicator (21) in landscape, where the status bar is hidden; a navigation or tab bar
    /// controller takes its bars out of its children's safe area (`docs/TouchKit.md`, "The safe
    /// area"); a view controller's `additionalSafeAreaInsets` add to its root view's. A subview's
    /// safe area is the part of its superview's that it overlaps. Zero outside a window.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        let safe = safeAreaRect(in: window)
        return Self.overlap(of: safe, with: convert(bounds, to: window))
    }

    /// The safe area in `window`'s coordinates: the superview's, less the part this view's bars
    /// cover, less this view's additional insets.
    /// - Complexity: O(*d*) in the view's depth, plus O(*d*) for each ancestor with insets of its own.
    func safeAreaRect(in window: Window) -> CGRect {
        var rect: CGRect
        if let superview = superviewStorage, !isWindowRoot {
            rect = superview.safeAreaRect(in: window)
        } else {
            let size = window.bounds.size
            rect = Self.inset(
                CGRect(origin: .zero, size: size),
                by: Window.safeAreaInsets(screen: window.screen, size: size))
        }
        guard let state = layoutStateStorage, state.coveredInsets != .zero || state.additionalInsets != .zero
        else { return rect }
        let mine = convert(bounds, to: window)
        rect = rect.intersection(Self.inset(mine, by: state.coveredInsets))
        if rect.isNull { rect = CGRect(x: mine.midX, y: mine.midY, width: 0, height: 0) }
        guard state.additionalInsets != .zero else { return rect }
        let reached = Self.overlap(of: rect, with: mine)
        let extra = state.additionalInsets
        return Self.inset(
            mine,
            by: EdgeInsets(
                top: reached.top + extra.top, left: reached.left + extra.left,
                bottom: reached.bottom + extra.bottom, right: reached.right + extra.right))
    }

    /// How far `safe` leaves `rect`'s edges uncovered: each inset between 0 and the rectangle's size.
    static func overlap(of safe: CGRect, with rect: CGRect) -> EdgeInsets {
        EdgeInsets(
            top: min(max(0, safe.minY - rect.minY), rect.height),
            left: min(max(0, safe.minX - rect.minX), rect.width),
            bottom: min(max(0, rect.maxY - safe.maxY), rect.height),
            right: min(max(0, rect.maxX - safe.maxX), rect.width))
    }

    /// `rect` less `insets`, never narrower or shorter than nothing.
    static func inset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: rect.minX + insets.left, y: rect.minY + insets.top,
            width: max(0, rect.width - insets.left - insets.right),
            height: max(0, rect.height - insets.top - insets.bottom))
    }

    /// The view's hugging priority on `axis` (`contentHuggingPriority(for:)`; 250 by default, as
    /// UIKit's code; Interface Builder writes 251).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let hugging = layoutStateStorage?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets the hugging priority (`setContentHuggingPriority(_:for:)`).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.hugging.horizontal = priority
        } else {
            layoutState.hugging.vertical = priority
        }
        LayoutEngine.constraintsDidChange()
        superview?.setNeedsLayout()
    }

    /// The view's compression resistance on `axis` (`contentCompressionResistancePriority(for:)`; 750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let compression = layoutStateStorage?.compression ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? compression.horizontal : compression.vertical
    }

    /// Sets the compression resistance (`setContentCompressionResistancePriority(_:for:)`).
    public func setContentCompressionResistancePriority(
        _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            layoutState.compression.horizontal = priority
        } else {
            layoutState.compression.vertical = priority
        }
        LayoutEngine.constraintsDidChange()
        superview?.setNeedsLayout()
    }

    /// The intrinsic size changed (`invalidateIntrinsicContentSize()`): the next layout re-reads it.
    public func invalidateIntrinsicContentSize() {
        LayoutEngine.constraintsDidChange()
        superview?.setNeedsLayout()
    }

    /// Marks the constraints for an update (`setNeedsUpdateConstraints()`): the next layout pass solves again.
    public func setNeedsUpdateConstraints() {
        LayoutEngine.constraintsDidChange()
        setNeedsLayout()
    }

    /// Solves the constraints now when something changed (`updateConstraintsIfNeeded()`).
    public func updateConstraintsIfNeeded() {
        LayoutEngine.solveIfNeeded(for: self)
    }
}

extension LayoutConstraint {
    /// A direction of layout, as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension Window {
    /// The safe area's insets for a window of `size` on `screen`: the status bar on top in
    /// portrait (`statusBarHeight`); a screen with a 44-point status bar is iPhone X-shaped and
    /// also keeps 34 points for the home indicator, or in landscape 44 each side and 21 below.
    static func safeAreaInsets(screen: Screen, size: CGSize) -> EdgeInsets {
        let notched = screen.statusBarHeight > 20
        if size.width > size.height {
            return notched ? EdgeInsets(top: 0, left: 44, bottom: 21, right: 44) : .zero
        }
        return EdgeInsets(top: screen.statusBarHeight, left: 0, bottom: notched ? 34 : 0, right: 0)
    }
}
