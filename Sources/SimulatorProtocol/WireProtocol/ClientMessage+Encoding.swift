import Foundation

extension ClientMessage {
    /// The message as one JSON object with its `type`, keys sorted (what the web client sends).
    /// - Complexity: O(n) in the size of the message.
    public var json: String {
        let encoder = SessionCodec.makeEncoder()
        let data: Data?
        switch self {
        case .pointer(let pointer): return pointer.json
        case .webElement(let report): return report.json
        case .emulate(.force(let force)):
            data = try? encoder.encode(Typed(type: type, body: ["force": force]))
        case .emulate(.ramp(let ramp)): data = try? encoder.encode(Typed(type: type, body: ["ramp": ramp]))
        case .settings(let change): data = try? encoder.encode(Typed(type: type, body: change))
        case .button(let button): data = try? encoder.encode(Typed(type: type, body: ["name": button]))
        case .dismiss, .resync: data = try? encoder.encode(["type": type])
        case .ping(let id): data = try? encoder.encode(Typed(type: type, body: ["id": id]))
        case .text(let input): data = try? encoder.encode(Typed(type: type, body: input))
        }
        return String(decoding: data ?? Data("{}".utf8), as: UTF8.self)
    }

    private enum TypeKey: String, CodingKey {
        case type
    }

    /// A body with a `type` key added to the same object.
    private struct Typed<Body: Encodable>: Encodable {
        package var type: String
        package var body: Body

        package func encode(to encoder: any Encoder) throws {
            try body.encode(to: encoder)
            var container = encoder.container(keyedBy: TypeKey.self)
            try container.encode(type, forKey: .type)
        }
    }
}
