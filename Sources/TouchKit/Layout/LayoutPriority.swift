public import Foundation

/// How much a constraint matters, 1…1000, as UIKit's `UILayoutPriority` (a `Float` raw value).
///
/// Matches UIKit's names and values; the solver's weights for them are in docs/AutoLayout.md.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1…1000 (`rawValue`).
    public var rawValue: Float
    /// A priority of `rawValue` (`init(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (`UILayoutPriority(750)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// 1000: must hold (`.required`).
    public static let required = LayoutPriority(1000)
    /// 750: compression resistance's default (`.defaultHigh`).
    public static let defaultHigh = LayoutPriority(750)
    /// 250: content hugging's default (`.defaultLow`).
    public static let defaultLow = LayoutPriority(250)
    /// 50: what fitting sizes use (`.fittingSizeLevel`).
    public static let fittingSizeLevel = LayoutPriority(50)
    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `value` (`.defaultHigh + 1`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }
    /// A priority lowered by `value` (`.required - 1`).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }
}
