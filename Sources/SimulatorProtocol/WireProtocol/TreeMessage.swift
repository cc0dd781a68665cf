/// The whole render tree, with the sequence number that the next patch counts from.
///
/// `Node` is TouchKit's `RenderNode`, forwarded as TouchKit encodes it.
public struct TreeMessage<Node: Codable & Sendable>: ServerMessage {
    /// `tree`.
    public static var type: String { "tree" }

    /// The sequence number of this snapshot.
    public var seq: Int
    /// The root of the render tree.
    public var root: Node
    /// The highest latency probe processed so far, when one is waiting for an answer.
    public var probe: Int?

    /// Creates a tree message.
    public init(seq: Int, root: Node, probe: Int? = nil) {
        self.seq = seq
        self.root = root
        self.probe = probe
    }
}
