/// Which properties of an input point are estimates, as UIKit's `UITouch.Properties`.
///
/// Matches UIKit's `force`, `azimuth`, `altitude` and `location` options. An Apple Pencil reports
/// force and angles a little late: the first value is an estimate, flagged here, and the real one
/// arrives later with the same `estimationUpdateIndex` (UIKit's
/// `touchesEstimatedPropertiesUpdated(_:)`).
public struct InkEstimatedProperties: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public var rawValue: UInt8

    /// Options from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The force is estimated (UIKit `.force`).
    public static let force = InkEstimatedProperties(rawValue: 1 << 0)
    /// The azimuth angle is estimated (UIKit `.azimuth`).
    public static let azimuth = InkEstimatedProperties(rawValue: 1 << 1)
    /// The altitude angle is estimated (UIKit `.altitude`).
    public static let altitude = InkEstimatedProperties(rawValue: 1 << 2)
    /// The location is estimated (UIKit `.location`).
    public static let location = InkEstimatedProperties(rawValue: 1 << 3)
}
