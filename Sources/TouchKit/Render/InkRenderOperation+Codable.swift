// The JSON of drawing steps: `{"begin":S,"color":"#RRGGBBAA"}`,
// `{"from":F,"points":[x,y,width,opacity,marker,…],"stable":K,"tail":S}`, `{"end":S}`, `{"remove":S}`.

extension InkRenderOperation: Codable {
    private enum CodingKeys: String, CodingKey {
        case begin, color, tail, from, stable, points, end, remove
    }

    /// Decodes one step; the kind is the key naming the stroke.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let stroke = try container.decodeIfPresent(Int.self, forKey: .begin) {
            self = .begin(stroke: stroke, color: try container.decode(Color.self, forKey: .color))
        } else if let stroke = try container.decodeIfPresent(Int.self, forKey: .tail) {
            let numbers = try container.decode([Double].self, forKey: .points)
            guard numbers.count % InkRenderPoint.stride == 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .points, in: container,
                    debugDescription: "points must hold five numbers a point (x, y, width, opacity, marker)")
            }
            var points: [InkRenderPoint] = []
            points.reserveCapacity(numbers.count / InkRenderPoint.stride)
            for start in stride(from: 0, to: numbers.count, by: InkRenderPoint.stride) {
                guard let marker = InkRenderPoint.Marker(rawValue: Int(numbers[start + 4])) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .points, in: container, debugDescription: "marker must be 0, 1, 2 or 3")
                }
                points.append(
                    InkRenderPoint(
                        x: numbers[start], y: numbers[start + 1], width: numbers[start + 2],
                        opacity: numbers[start + 3], marker: marker))
            }
            self = .tail(
                stroke: stroke, from: try container.decode(Int.self, forKey: .from),
                stable: try container.decode(Int.self, forKey: .stable), points: points)
        } else if let stroke = try container.decodeIfPresent(Int.self, forKey: .end) {
            self = .end(stroke: stroke)
        } else if let stroke = try container.decodeIfPresent(Int.self, forKey: .remove) {
            self = .remove(stroke: stroke)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "an ink step needs one of 'begin', 'tail', 'end' or 'remove'"))
        }
    }

    /// Encodes one step (points as one flat number array).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .begin(let stroke, let color):
            try container.encode(stroke, forKey: .begin)
            try container.encode(color, forKey: .color)
        case .tail(let stroke, let from, let stable, let points):
            try container.encode(stroke, forKey: .tail)
            try container.encode(from, forKey: .from)
            try container.encode(stable, forKey: .stable)
            try container.encode(
                points.flatMap { [$0.x, $0.y, $0.width, $0.opacity, Double($0.marker.rawValue)] },
                forKey: .points)
        case .end(let stroke):
            try container.encode(stroke, forKey: .end)
        case .remove(let stroke):
            try container.encode(stroke, forKey: .remove)
        }
    }
}
