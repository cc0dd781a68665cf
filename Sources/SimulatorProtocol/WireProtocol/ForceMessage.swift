/// The force the server computed for the press the recognizer follows, for the meter.
public struct ForceMessage: ServerMessage, Hashable {
    /// `force`.
    public static let type = "force"

    /// Where the press stands.
    public enum Phase: String, Codable, Sendable, Hashable, CaseIterable {
        /// Down, below the hint level.
        case possible
        /// Past the hint level.
        case hint
        /// Past the peek level.
        case peek
        /// Past the pop level.
        case pop
        /// Lifted.
        case ended
        /// Taken away.
        case cancelled
    }

    /// How the server read the input.
    public enum Source: String, Codable, Sendable, Hashable, CaseIterable {
        /// Pointer Events pressure from a pen.
        case pen
        /// Pointer Events pressure from a touch screen.
        case touch
        /// Safari's `webkitForce` from a Force Touch trackpad.
        case trackpad
        /// The emulated force of a plain mouse.
        case emulated
        /// A plain mouse without emulation: no force (the long-press alternative applies).
        case mouse
    }

    /// The client's `pointerId` of the press.
    public var pointerId: Int
    /// UIKit force units, after the input mapping.
    public var force: Double
    /// Of this input source.
    public var maximumPossibleForce: Double
    /// Where the press stands.
    public var phase: Phase
    /// 0…1 toward the next level in the current phase (`pop`: 1).
    public var progress: Double
    /// How the input was read.
    public var source: Source

    /// Creates a force message.
    public init(
        pointerId: Int, force: Double, maximumPossibleForce: Double, phase: Phase, progress: Double,
        source: Source
    ) {
        self.pointerId = pointerId
        self.force = finite(force)
        self.maximumPossibleForce = finite(maximumPossibleForce)
        self.phase = phase
        self.progress = finite(progress)
        self.source = source
    }

    /// The message's JSON, byte for byte what ``SessionCodec/encode(_:)`` writes (keys sorted),
    /// without a JSON encoder: the meter's readings are sent for every sample.
    /// - Complexity: O(1).
    public var json: String {
        #"{"force":\#(SessionCodec.number(force)),"maximumPossibleForce":\#(SessionCodec.number(maximumPossibleForce)),"phase":"\#(phase.rawValue)","pointerId":\#(pointerId),"progress":\#(SessionCodec.number(progress)),"source":"\#(source.rawValue)","type":"force"}"#
    }
}
