public import SimulatorProtocol

/// A device in the list of `GET /api/devices`.
public struct DeviceSummary: Codable, Sendable, Hashable {
    /// The device id (used in every `/api/devices/{id}` path and the stream's URL).
    public var id: String
    /// A name for pickers (`iPhone 6s`, `iPhone X (2)`).
    public var name: String
    /// The model.
    public var profile: ProfilePayload

    /// Creates a summary.
    public init(id: String, name: String, profile: ProfilePayload) {
        self.id = id
        self.name = name
        self.profile = profile
    }
}
