public import Foundation

// `Codable` for samples, backwards compatible: the pen's angles and the estimation fields are
// optional keys, written only when they differ from the defaults.

extension TouchSample: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, phase, location, timestamp, force, maximumPossibleForce, type
        case altitudeAngle, azimuthAngle, estimatedProperties, estimatedPropertiesExpectingUpdates
        case estimationUpdateIndex
    }

    /// Decodes a sample; the pen's angles and the estimation fields may be absent (the defaults).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            phase: try container.decode(TouchPhase.self, forKey: .phase),
            location: try container.decode(CGPoint.self, forKey: .location),
            timestamp: try container.decode(TimeInterval.self, forKey: .timestamp),
            force: try container.decode(CGFloat.self, forKey: .force),
            maximumPossibleForce: try container.decode(CGFloat.self, forKey: .maximumPossibleForce),
            type: try container.decode(TouchType.self, forKey: .type),
            altitudeAngle: try container.decodeIfPresent(CGFloat.self, forKey: .altitudeAngle)
                ?? Self.perpendicularAltitude,
            azimuthAngle: try container.decodeIfPresent(CGFloat.self, forKey: .azimuthAngle) ?? 0,
            estimatedProperties: try container.decodeIfPresent(
                TouchProperties.self, forKey: .estimatedProperties)
                ?? [],
            estimatedPropertiesExpectingUpdates: try container.decodeIfPresent(
                TouchProperties.self, forKey: .estimatedPropertiesExpectingUpdates) ?? [],
            estimationUpdateIndex: try container.decodeIfPresent(Int.self, forKey: .estimationUpdateIndex))
    }

    /// Encodes a sample; the pen's angles and the estimation fields only when not the defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(phase, forKey: .phase)
        try container.encode(location, forKey: .location)
        try container.encode(timestamp, forKey: .timestamp)
        try container.encode(force, forKey: .force)
        try container.encode(maximumPossibleForce, forKey: .maximumPossibleForce)
        try container.encode(type, forKey: .type)
        if altitudeAngle != Self.perpendicularAltitude {
            try container.encode(altitudeAngle, forKey: .altitudeAngle)
        }
        if azimuthAngle != 0 { try container.encode(azimuthAngle, forKey: .azimuthAngle) }
        if !estimatedProperties.isEmpty {
            try container.encode(estimatedProperties, forKey: .estimatedProperties)
        }
        if !estimatedPropertiesExpectingUpdates.isEmpty {
            try container.encode(
                estimatedPropertiesExpectingUpdates, forKey: .estimatedPropertiesExpectingUpdates)
        }
        try container.encodeIfPresent(estimationUpdateIndex, forKey: .estimationUpdateIndex)
    }
}
