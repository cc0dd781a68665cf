public import Foundation

/// A node's shadow: its colour (the layer's `shadowOpacity` folded into the alpha), offset and blur
/// radius, as `CALayer` describes one. Encoded as `{"color", "offset": [width, height], "radius"}`.
public struct RenderShadow: Sendable, Hashable, Codable {
    /// The colour, with the opacity in its alpha.
    public var color: Color
    /// How far the shadow falls from the node, in points.
    public var offset: CGSize
    /// How soft it is, in points (`shadowRadius`).
    public var radius: Double

    /// Creates a shadow.
    public init(color: Color, offset: CGSize, radius: Double) {
        self.color = color
        self.offset = offset
        self.radius = radius
    }

    private enum CodingKeys: String, CodingKey {
        case color, offset, radius
    }

    /// Decodes a shadow; `offset` is `[width, height]`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        color = try container.decode(Color.self, forKey: .color)
        let offset = try container.decode([Double].self, forKey: .offset)
        guard offset.count == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: .offset, in: container, debugDescription: "offset must be [width, height]")
        }
        self.offset = CGSize(width: offset[0], height: offset[1])
        radius = try container.decode(Double.self, forKey: .radius)
    }

    /// Encodes the shadow.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(color, forKey: .color)
        try container.encode([Double(offset.width), Double(offset.height)], forKey: .offset)
        try container.encode(radius, forKey: .radius)
    }
}
