/// What one change to a `StrokeBuilder` changed, so a renderer can send only that.
///
/// Pieces and points below the `newlyFrozen…` ranges were final before the change and are
/// untouched. `newlyFrozenPieces` became final now: send them once. `provisionalPieces` (always
/// the last pieces of the outline) replace the provisional pieces sent before. Their size does not
/// grow with the stroke: the frozen part grows, the tail stays short.
public struct StrokeUpdate: Sendable, Hashable {
    /// Pieces that became final with this change.
    public var newlyFrozenPieces: Range<Int>
    /// The provisional pieces after the change (they replace any sent before).
    public var provisionalPieces: Range<Int>
    /// Drawn points that became final with this change.
    public var newlyFrozenPoints: Range<Int>
    /// Drawn points whose values were (re)computed by this change (the provisional tail,
    /// predicted points included).
    public var changedPoints: Range<Int>
    /// Input points refused because a coordinate, the time or the force was not a finite number,
    /// or because the stroke had already finished.
    public var rejectedInputCount: Int

    /// Creates an update.
    public init(
        newlyFrozenPieces: Range<Int>, provisionalPieces: Range<Int>, newlyFrozenPoints: Range<Int>,
        changedPoints: Range<Int>, rejectedInputCount: Int = 0
    ) {
        self.newlyFrozenPieces = newlyFrozenPieces
        self.provisionalPieces = provisionalPieces
        self.newlyFrozenPoints = newlyFrozenPoints
        self.changedPoints = changedPoints
        self.rejectedInputCount = rejectedInputCount
    }
}
