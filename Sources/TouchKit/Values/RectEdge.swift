/// Edges of a rectangle, as UIKit's `UIRectEdge` (the raw values are UIKit's).
public struct RectEdge: OptionSet, Sendable, Hashable {
    /// The bits, UIKit's.
    public let rawValue: UInt
    /// Edges from `rawValue` (`UIRectEdge(rawValue:)`).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge (`.top`).
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge (`.left`).
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge (`.bottom`).
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge (`.right`).
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge (`.all`).
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
