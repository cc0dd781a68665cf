public import ForceTouch

/// One sample of one pointer, as the page reads it from a Pointer Event (raw values; the server
/// maps them to force).
public struct PointerMessage: Codable, Sendable, Hashable {
    /// What happened to the pointer.
    public enum Event: String, Codable, Sendable, Hashable, CaseIterable {
        /// Pressed.
        case down
        /// Moved (or its pressure changed) while pressed.
        case move
        /// Lifted.
        case up
        /// Taken away (pointercancel, lost capture, the window lost focus).
        case cancel
    }

    /// The highest |x| or |y| accepted, in points (our choice: far outside any screen).
    public static let coordinateLimit: Double = 100_000

    /// What happened.
    public var event: Event
    /// The Pointer Events `pointerId` (`-1` for presses the keyboard makes).
    public var pointerId: Int
    /// Mouse, pen or touch.
    public var pointerType: PointerType
    /// Device points from the screen's left edge.
    public var x: Double
    /// Device points from the screen's top edge.
    public var y: Double
    /// 0…1 as the browser reports it (a mouse's 0.5 while pressed is not pressure).
    public var pressure: Double
    /// Safari's force (0…3) on a Force Touch trackpad, `null` elsewhere.
    public var webkitForce: Double?
    /// The event's `buttons` bit mask.
    public var buttons: Int
    /// The event's `timeStamp`, milliseconds on the page's clock.
    public var timeStamp: Double
    /// A latency probe number (positive, growing by one per probe).
    public var probe: Int?

    /// Creates a pointer message.
    public init(
        event: Event, pointerId: Int, pointerType: PointerType, x: Double, y: Double, pressure: Double,
        webkitForce: Double? = nil, buttons: Int = 1, timeStamp: Double, probe: Int? = nil
    ) {
        self.event = event
        self.pointerId = pointerId
        self.pointerType = pointerType
        self.x = x
        self.y = y
        self.pressure = pressure
        self.webkitForce = webkitForce
        self.buttons = buttons
        self.timeStamp = timeStamp
        self.probe = probe
    }

    private enum CodingKeys: String, CodingKey {
        case event, pointerId, pointerType, x, y, pressure, webkitForce, buttons, timeStamp, probe
    }

    /// Writes every field, `webkitForce` as `null` when absent (the web client's shape).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(event, forKey: .event)
        try container.encode(pointerId, forKey: .pointerId)
        try container.encode(pointerType, forKey: .pointerType)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(pressure, forKey: .pressure)
        try container.encode(webkitForce, forKey: .webkitForce)
        try container.encode(buttons, forKey: .buttons)
        try container.encode(timeStamp, forKey: .timeStamp)
        try container.encodeIfPresent(probe, forKey: .probe)
    }
}
