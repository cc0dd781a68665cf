import Foundation

/// A message the server sends on a device's WebSocket (docs/PROTOCOL.md, "Server → client
/// messages"): one JSON object per text frame, with a string field `type`.
///
/// Conforming types hold the other fields; ``SessionCodec`` adds `type` and writes the keys sorted,
/// so the same message always encodes to the same bytes.
public protocol ServerMessage: Codable, Sendable {
    /// The value of the `type` field (`hello`, `tree`, …).
    static var type: String { get }
}

/// A number safe to put in JSON: `value`, or 0 when it is NaN or infinite.
@inline(__always)
package func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
