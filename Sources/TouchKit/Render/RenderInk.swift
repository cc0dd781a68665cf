/// What an ink node shows: the first `count` steps of a canvas's `InkRenderLog`.
///
/// Two renders of the same canvas share the log, so they compare in O(1) and their diff is the steps
/// between the two counts (`RenderMutation.ink`). Renders of different logs (a cleared canvas, a
/// decoded tree) compare step by step.
public struct RenderInk: Sendable, Hashable, Codable {
    /// The canvas's log.
    public let log: InkRenderLog
    /// How many of the log's steps this render shows.
    public let count: Int

    /// The first `count` steps of `log`.
    public init(log: InkRenderLog, count: Int) {
        self.log = log
        self.count = count
    }

    /// A render of `operations` on a log of its own.
    public init(operations: [InkRenderOperation]) {
        log = InkRenderLog(operations)
        count = operations.count
    }

    /// The steps this render shows, oldest first.
    /// - Complexity: O(*n*).
    public var operations: [InkRenderOperation] { log.operations(in: 0..<count) }

    /// Whether `self` continues `older`: same log, at least as many steps.
    public func extends(_ older: RenderInk) -> Bool { log === older.log && count >= older.count }

    /// The steps after `older`'s, when `self` extends it.
    public func operations(after older: RenderInk) -> [InkRenderOperation] {
        log.operations(in: older.count..<count)
    }

    /// The render after `operations` were appended: on the same log when this render is its head and
    /// the log already holds exactly these steps next (what the diff produced), else on a new log.
    public func appending(_ operations: [InkRenderOperation]) -> RenderInk {
        let next = log.operations(in: count..<(count + operations.count))
        if next == operations { return RenderInk(log: log, count: count + operations.count) }
        return RenderInk(operations: self.operations + operations)
    }

    /// Equal when they show the same steps (O(1) for renders of one log).
    public static func == (lhs: RenderInk, rhs: RenderInk) -> Bool {
        if lhs.log === rhs.log { return lhs.count == rhs.count }
        return lhs.count == rhs.count && lhs.operations == rhs.operations
    }

    /// Hashes the number of steps (equal renders have equal counts).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
    }

    /// Decodes `{"ops": [...]}` onto a log of its own.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(operations: try container.decode([InkRenderOperation].self, forKey: .ops))
    }

    /// Encodes `{"ops": [...]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(operations, forKey: .ops)
    }

    private enum CodingKeys: String, CodingKey {
        case ops
    }
}
