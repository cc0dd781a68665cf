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
    /// A pen's altitude in radians (Pointer Events `altitudeAngle`, or converted from `tiltX`/`tiltY`
    /// by the page): π/2 perpendicular; absent for fingers and mice.
    public var altitudeAngle: Double?
    /// A pen's azimuth in radians (Pointer Events `azimuthAngle`): 0 along +x, growing towards +y;
    /// absent for fingers and mice.
    public var azimuthAngle: Double?
    /// The readings the browser coalesced into this event before it (`getCoalescedEvents()` without
    /// the last, which is this message's own fields), oldest first.
    public var coalesced: [PointerSample]
    /// Where the browser predicts the pointer goes next (`getPredictedEvents()`), oldest first.
    public var predicted: [PointerSample]

    /// Creates a pointer message.
    public init(
        event: Event, pointerId: Int, pointerType: PointerType, x: Double, y: Double, pressure: Double,
        webkitForce: Double? = nil, buttons: Int = 1, timeStamp: Double, probe: Int? = nil,
        altitudeAngle: Double? = nil, azimuthAngle: Double? = nil, coalesced: [PointerSample] = [],
        predicted: [PointerSample] = []
    ) {
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.coalesced = coalesced
        self.predicted = predicted
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
        case altitudeAngle, azimuthAngle, coalesced, predicted
    }

    /// Reads a message (the Codable path; the server reads frames with `ClientMessage(json:)`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func samples(_ key: CodingKeys) throws -> [PointerSample] {
            let numbers = try container.decodeIfPresent([Double].self, forKey: key) ?? []
            guard numbers.count % PointerSample.stride == 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "six numbers a sample")
            }
            return PointerSample.samples(from: numbers)
        }
        self.init(
            event: try container.decode(Event.self, forKey: .event),
            pointerId: try container.decode(Int.self, forKey: .pointerId),
            pointerType: try container.decode(PointerType.self, forKey: .pointerType),
            x: try container.decode(Double.self, forKey: .x),
            y: try container.decode(Double.self, forKey: .y),
            pressure: try container.decode(Double.self, forKey: .pressure),
            webkitForce: try container.decodeIfPresent(Double.self, forKey: .webkitForce),
            buttons: try container.decode(Int.self, forKey: .buttons),
            timeStamp: try container.decode(Double.self, forKey: .timeStamp),
            probe: try container.decodeIfPresent(Int.self, forKey: .probe),
            altitudeAngle: try container.decodeIfPresent(Double.self, forKey: .altitudeAngle),
            azimuthAngle: try container.decodeIfPresent(Double.self, forKey: .azimuthAngle),
            coalesced: try samples(.coalesced), predicted: try samples(.predicted))
    }

    /// Writes every field, `webkitForce` as `null` when absent (the web client's shape); the pen's
    /// angles only when present, `coalesced` and `predicted` only when not empty.
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
        try container.encodeIfPresent(altitudeAngle, forKey: .altitudeAngle)
        try container.encodeIfPresent(azimuthAngle, forKey: .azimuthAngle)
        if !coalesced.isEmpty { try container.encode(coalesced.flatMap(\.numbers), forKey: .coalesced) }
        if !predicted.isEmpty { try container.encode(predicted.flatMap(\.numbers), forKey: .predicted) }
    }

    /// The message's JSON as the web client writes it (every field, `webkitForce` `null` when
    /// absent, keys sorted): what ``ClientMessage/json`` writes for a pointer, without an encoder
    /// (load scripts send tens of thousands a second).
    /// - Complexity: O(1) plus the coalesced and predicted samples.
    public var json: String {
        let force = webkitForce.map(SessionCodec.number) ?? "null"
        let probeField = probe.map { #""probe":\#($0),"# } ?? ""
        var penFields = ""
        if let altitudeAngle { penFields += #""altitudeAngle":\#(SessionCodec.number(altitudeAngle)),"# }
        if let azimuthAngle { penFields += #""azimuthAngle":\#(SessionCodec.number(azimuthAngle)),"# }
        let coalescedField = coalesced.isEmpty ? "" : #""coalesced":\#(Self.numbers(coalesced)),"#
        let predictedField = predicted.isEmpty ? "" : #""predicted":\#(Self.numbers(predicted)),"#
        return
            #"{\#(penFields)"buttons":\#(buttons),\#(coalescedField)"event":"\#(event.rawValue)","pointerId":\#(pointerId),"pointerType":"\#(pointerType.rawValue)",\#(predictedField)"pressure":\#(SessionCodec.number(pressure)),\#(probeField)"timeStamp":\#(SessionCodec.number(timeStamp)),"type":"pointer","webkitForce":\#(force),"x":\#(SessionCodec.number(x)),"y":\#(SessionCodec.number(y))}"#
    }

    /// Samples as the flat JSON number array.
    private static func numbers(_ samples: [PointerSample]) -> String {
        "[" + samples.flatMap(\.numbers).map(SessionCodec.number).joined(separator: ",") + "]"
    }
}
