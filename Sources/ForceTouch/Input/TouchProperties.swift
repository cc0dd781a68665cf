import Foundation

/// Which values of a touch sample are meant, as UIKit's `UITouch.Properties`: in
/// `TouchSample.estimatedProperties` and `estimatedPropertiesExpectingUpdates`.
///
/// Matches UIKit's `force`, `azimuth`, `altitude` and `location`; UIKit's `roll` (Apple Pencil Pro) is
/// not modelled.
public struct TouchProperties: OptionSet, Sendable, Hashable, Codable {
    /// The bits.
    public let rawValue: UInt8

    /// Properties from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The force (`force`).
    public static let force = TouchProperties(rawValue: 1 << 0)
    /// The azimuth angle (`azimuthAngle`).
    public static let azimuth = TouchProperties(rawValue: 1 << 1)
    /// The altitude angle (`altitudeAngle`).
    public static let altitude = TouchProperties(rawValue: 1 << 2)
    /// The location (`location`).
    public static let location = TouchProperties(rawValue: 1 << 3)

    /// Every property with its name, in this order (the trace format and the protocol spell them so).
    public static let named: [(name: String, property: TouchProperties)] = [
        ("force", .force), ("azimuth", .azimuth), ("altitude", .altitude), ("location", .location),
    ]

    /// The names of the properties in the set, in `named` order.
    public var names: [String] { Self.named.filter { contains($0.property) }.map(\.name) }
}
