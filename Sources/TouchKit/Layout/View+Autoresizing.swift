public import Foundation

// UIKit's springs and struts: `autoresizingMask` and `autoresizesSubviews`.

extension View {
    /// Which of a view's margins and sizes grow and shrink with its superview, as UIKit's
    /// `UIView.AutoresizingMask` (its raw values).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge changes (`flexibleLeftMargin`).
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes (`flexibleWidth`).
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge changes (`flexibleRightMargin`).
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge changes (`flexibleTopMargin`).
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes (`flexibleHeight`).
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge changes (`flexibleBottomMargin`).
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view's frame follows its superview's size (`autoresizingMask`; none by default, as
    /// UIKit's for a view made in code). Applies while `translatesAutoresizingMaskIntoConstraints`
    /// is true (a view placed by constraints is placed by them).
    public var autoresizingMask: AutoresizingMask {
        get { layoutStateStorage?.autoresizingMask ?? [] }
        set { layoutState.autoresizingMask = newValue }
    }

    /// Whether a change of the view's size moves and resizes its subviews by their
    /// `autoresizingMask` (`autoresizesSubviews`; true).
    public var autoresizesSubviews: Bool {
        get { layoutStateStorage?.autoresizesSubviews ?? true }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// After the view's size changed from `oldSize`: each subview with an `autoresizingMask` (and
    /// no constraints placing it) gets its flexible margins and size changed by the difference,
    /// shared between its flexible parts in proportion to their lengths (equally when they are all
    /// zero), as UIKit's springs and struts do.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews, oldSize != bounds.size else { return }
        let delta = CGSize(width: bounds.width - oldSize.width, height: bounds.height - oldSize.height)
        for subview in subviews {
            let mask = subview.autoresizingMask
            guard !mask.isEmpty, subview.translatesAutoresizingMaskIntoConstraints else { continue }
            var frame = subview.frame
            let horizontal = Self.share(
                delta.width,
                parts: [
                    (mask.contains(.flexibleLeftMargin), frame.minX),
                    (mask.contains(.flexibleWidth), frame.width),
                    (mask.contains(.flexibleRightMargin), oldSize.width - frame.maxX),
                ])
            let vertical = Self.share(
                delta.height,
                parts: [
                    (mask.contains(.flexibleTopMargin), frame.minY),
                    (mask.contains(.flexibleHeight), frame.height),
                    (mask.contains(.flexibleBottomMargin), oldSize.height - frame.maxY),
                ])
            frame.origin.x += horizontal[0]
            frame.size.width = max(0, frame.width + horizontal[1])
            frame.origin.y += vertical[0]
            frame.size.height = max(0, frame.height + vertical[1])
            if subview.frame != frame { subview.frame = frame }
        }
    }

    /// `delta` shared between the flexible ones of `parts` (leading margin, length, trailing
    /// margin) in proportion to their current lengths, or equally when those are all zero.
    private static func share(_ delta: CGFloat, parts: [(flexible: Bool, length: CGFloat)]) -> [CGFloat] {
        let flexible = parts.filter(\.flexible)
        guard !flexible.isEmpty, delta != 0 else { return parts.map { _ in 0 } }
        let total = flexible.map { max(0, $0.length) }.reduce(0, +)
        return parts.map { part in
            guard part.flexible else { return 0 }
            return total > 0 ? delta * max(0, part.length) / total : delta / CGFloat(flexible.count)
        }
    }
}
