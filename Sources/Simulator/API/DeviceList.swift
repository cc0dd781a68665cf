/// The answer to `GET /api/devices`: every device, and the profiles a new device may have.
public struct DeviceList: Codable, Sendable, Hashable {
    /// The devices, oldest first.
    public var devices: [DeviceSummary]
    /// The names `POST /api/devices` accepts as `profile`.
    public var profiles: [String]

    /// Creates a list.
    public init(devices: [DeviceSummary], profiles: [String]) {
        self.devices = devices
        self.profiles = profiles
    }
}
