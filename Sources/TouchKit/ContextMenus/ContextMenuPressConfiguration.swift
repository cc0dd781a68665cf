public import Foundation

/// The numbers of the press that opens a context menu. Apple publishes no Haptic Touch duration:
/// the defaults are ours, taken from `UILongPressGestureRecognizer`'s defaults (0.5 s, 10 pt).
public struct ContextMenuPressConfiguration: Sendable, Hashable {
    /// How long a finger must rest before the menu opens by a long press (Haptic Touch): 0.5 s (ours;
    /// `UILongPressGestureRecognizer.minimumPressDuration`'s default).
    public var longPressDuration: TimeInterval = 0.5
    /// How long a finger must rest before the view under it starts to lift (the interaction asks
    /// for its configuration then): 0.15 s (ours, from screen recordings of iOS 13).
    public var highlightDelay: TimeInterval = 0.15
    /// How far the finger may move before the menu opens: 10 points (ours;
    /// `UILongPressGestureRecognizer.allowableMovement`'s default). Farther is a scroll.
    public var allowableMovement: CGFloat = 10
    /// How far the finger must move after the menu opened for lifting it to choose the item under
    /// it (drag to select): 10 points (ours). Less, and lifting leaves the menu open.
    public var dragSelectionDistance: CGFloat = 10
    /// Whether a long press opens the menu where 3D Touch is on too (true, as on iOS 13).
    public var longPressOpensWithForce: Bool = true

    /// The defaults described on each property.
    public init() {}

    /// The defaults.
    public static let standard = ContextMenuPressConfiguration()
}
