/// A device model as the wire shows it (`hello.profile`, the REST API's `profile`).
public struct ProfilePayload: Codable, Sendable, Hashable {
    /// A screen size in points.
    public struct Screen: Codable, Sendable, Hashable {
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double

        /// Creates a size.
        public init(width: Double, height: Double) {
            self.width = finite(width)
            self.height = finite(height)
        }
    }

    /// The model's name (`iPhone 6s`).
    public var name: String
    /// The screen in points.
    public var screen: Screen
    /// Whether the model has 3D Touch hardware.
    public var hasForceTouch: Bool
    /// The most force a touch can report (20/3 on 3D Touch models; 0 without 3D Touch).
    public var maximumPossibleForce: Double
    /// The iOS version the device runs (`UIDevice.systemVersion`, `"12.4"`).
    public var systemVersion: String

    /// Creates a profile payload.
    public init(
        name: String, screen: Screen, hasForceTouch: Bool, maximumPossibleForce: Double,
        systemVersion: String = "12.4"
    ) {
        self.systemVersion = systemVersion
        self.name = name
        self.screen = screen
        self.hasForceTouch = hasForceTouch
        self.maximumPossibleForce = finite(maximumPossibleForce)
    }
}
