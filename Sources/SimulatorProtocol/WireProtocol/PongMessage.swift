/// The answer to a client's `ping`, sent at once.
public struct PongMessage: ServerMessage, Hashable {
    /// `pong`.
    public static let type = "pong"

    /// The `id` of the ping.
    public var id: Int

    /// Creates a pong.
    public init(id: Int) { self.id = id }
}
