/// Mutations of the render tree, applied in order; `seq` is the previous tree's or patch's + 1.
///
/// `Mutation` is TouchKit's `RenderMutation`, forwarded as TouchKit encodes it. An empty patch
/// answers a latency probe when the input changed nothing on screen.
public struct PatchMessage<Mutation: Codable & Sendable>: ServerMessage {
    /// `patch`.
    public static var type: String { "patch" }

    /// The sequence number.
    public var seq: Int
    /// The mutations, in order.
    public var mutations: [Mutation]
    /// The highest latency probe processed so far, when one is waiting for an answer.
    public var probe: Int?

    /// Creates a patch message.
    public init(seq: Int, mutations: [Mutation], probe: Int? = nil) {
        self.seq = seq
        self.mutations = mutations
        self.probe = probe
    }
}
