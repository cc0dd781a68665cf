/// One step of an ink canvas's drawing, as the renderer replays it: strokes begin, their tails are
/// replaced as samples arrive, and they end or go away.
///
/// An ink node's content is the list of these (`RenderInk`); a patch carries only the steps since the
/// previous one, so drawing a long stroke sends a few points per sample, not the stroke.
public enum InkRenderOperation: Sendable, Hashable {
    /// A stroke begins, drawn in `color` (its points' opacity multiplies the colour's alpha).
    case begin(stroke: Int, color: Color)
    /// The stroke's points from index `from` on are replaced by `points` (`from` equal to the count so
    /// far appends). Points before `stable` will not change again except by an estimated-property
    /// update (which comes as another `tail` from that point): a renderer may draw them for good.
    case tail(stroke: Int, from: Int, stable: Int, points: [InkRenderPoint])
    /// The stroke is finished: all its points are final.
    case end(stroke: Int)
    /// The stroke goes away (a cancelled touch).
    case remove(stroke: Int)

    /// The stroke the step concerns.
    public var stroke: Int {
        switch self {
        case .begin(let stroke, _), .tail(let stroke, _, _, _), .end(let stroke), .remove(let stroke): stroke
        }
    }
}
