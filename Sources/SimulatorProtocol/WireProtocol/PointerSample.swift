/// One earlier or predicted reading of a pointer inside a `pointer` message: Pointer Events'
/// `getCoalescedEvents()` and `getPredictedEvents()`, mapped by the page as the message's own fields.
///
/// On the wire a message's `coalesced` and `predicted` are flat number arrays, six numbers a sample
/// (`x`, `y`, `pressure`, `timeStamp`, `altitudeAngle`, `azimuthAngle`), so a sample adds about 40
/// bytes and no nesting.
public struct PointerSample: Codable, Sendable, Hashable {
    /// Device points from the screen's left edge.
    public var x: Double
    /// Device points from the screen's top edge.
    public var y: Double
    /// 0…1 as the browser reports it.
    public var pressure: Double
    /// The event's `timeStamp`, milliseconds on the page's clock.
    public var timeStamp: Double
    /// The pen's altitude in radians (0…π/2; π/2 for fingers and mice).
    public var altitudeAngle: Double
    /// The pen's azimuth in radians (0…2π; 0 for fingers and mice).
    public var azimuthAngle: Double

    /// Numbers a sample takes in the flat array.
    public static let stride = 6
    /// The most samples a message may carry in `coalesced` or `predicted` (our choice: a 120 Hz pen
    /// coalesced into a slow frame stays far below it).
    public static let limit = 64

    /// Creates a sample.
    public init(
        x: Double, y: Double, pressure: Double, timeStamp: Double, altitudeAngle: Double = .pi / 2,
        azimuthAngle: Double = 0
    ) {
        self.x = x
        self.y = y
        self.pressure = pressure
        self.timeStamp = timeStamp
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
    }

    /// The sample's six numbers in wire order.
    public var numbers: [Double] { [x, y, pressure, timeStamp, altitudeAngle, azimuthAngle] }
}

extension PointerSample {
    /// The samples of a flat array (its count a multiple of `stride`).
    package static func samples(from numbers: [Double]) -> [PointerSample] {
        Swift.stride(from: 0, to: numbers.count - numbers.count % Self.stride, by: Self.stride).map { start in
            PointerSample(
                x: numbers[start], y: numbers[start + 1], pressure: numbers[start + 2],
                timeStamp: numbers[start + 3], altitudeAngle: numbers[start + 4],
                azimuthAngle: numbers[start + 5])
        }
    }
}

extension PointerMessage {
    /// This message with one of its coalesced or predicted readings in place of its own position,
    /// pressure and time (what the force mapping reads).
    package func reading(_ sample: PointerSample) -> PointerMessage {
        var copy = self
        copy.x = sample.x
        copy.y = sample.y
        copy.pressure = sample.pressure
        copy.timeStamp = sample.timeStamp
        copy.coalesced = []
        copy.predicted = []
        return copy
    }
}
