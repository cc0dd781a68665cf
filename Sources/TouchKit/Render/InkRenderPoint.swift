/// One point of a stroke as the browser draws it: a centre, the stroke's full width there, its
/// opacity, and how debug mode marks it.
///
/// These are the points after the brush (smoothing, force → width and opacity): the renderer only
/// joins them with round caps, so what it shows is what `InkCanvasView` computed.
public struct InkRenderPoint: Sendable, Hashable, Codable {
    /// How a debug view colours a point (Apple's TouchCanvas sample: coalesced green, predicted blue,
    /// awaiting an update orange); `plain` draws in the stroke's colour.
    public enum Marker: Int, Sendable, Hashable, Codable, CaseIterable {
        /// The stroke's colour.
        case plain = 0
        /// A coalesced sample (green in debug mode).
        case coalesced = 1
        /// A predicted sample, drawn provisionally (blue in debug mode).
        case predicted = 2
        /// A sample whose estimated values await an update (orange in debug mode).
        case awaitingUpdate = 3
    }

    /// The centre's x, in the canvas view's points.
    public var x: Double
    /// The centre's y, in the canvas view's points.
    public var y: Double
    /// The stroke's full width at this point, in points.
    public var width: Double
    /// The opacity at this point, 0…1.
    public var opacity: Double
    /// How debug mode marks the point.
    public var marker: Marker

    /// Creates a point.
    public init(x: Double, y: Double, width: Double, opacity: Double = 1, marker: Marker = .plain) {
        self.x = x
        self.y = y
        self.width = width
        self.opacity = opacity
        self.marker = marker
    }

    /// Numbers a point takes in the flat JSON array: `x`, `y`, `width`, `opacity`, `marker`.
    public static let stride = 5
}
