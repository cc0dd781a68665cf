/// The first message of every session: the device, its profile, settings and thresholds.
public struct HelloMessage: ServerMessage, Hashable {
    /// `hello`.
    public static let type = "hello"
    /// The protocol version this server speaks.
    public static let protocolVersion = 1

    /// The protocol version (1).
    public var `protocol`: Int
    /// The device id.
    public var device: String
    /// The model.
    public var profile: ProfilePayload
    /// The user's settings.
    public var settings: SettingsPayload
    /// The force levels at the current sensitivity.
    public var thresholds: ThresholdsPayload

    /// Creates a hello for protocol version 1.
    public init(
        device: String, profile: ProfilePayload, settings: SettingsPayload, thresholds: ThresholdsPayload
    ) {
        self.protocol = Self.protocolVersion
        self.device = device
        self.profile = profile
        self.settings = settings
        self.thresholds = thresholds
    }
}
