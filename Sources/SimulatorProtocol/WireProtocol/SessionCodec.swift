public import Foundation

/// Encodes server messages with their `type` (sorted keys, no escaped slashes) and reads them
/// back (for tests, the load script and tools).
public enum SessionCodec {
    /// A JSON encoder with sorted keys and unescaped slashes: the wire's deterministic format.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `message` as one JSON object with its `type`, keys sorted.
    /// - Complexity: O(n) in the size of the message.
    public static func encode<Message: ServerMessage>(_ message: Message) -> String {
        // Encoding plain Codable values into JSON cannot fail (no non-finite numbers are sent:
        // payloads replace them with 0 when they are built).
        let data = (try? makeEncoder().encode(Typed(message: message))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Any encodable value as JSON text with sorted keys (the render mutations of a patch, encoded
    /// once for every client).
    /// - Complexity: O(n) in the size of the value.
    public static func encodeJSON<Value: Encodable>(_ value: Value) -> String {
        let data = (try? makeEncoder().encode(value)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A `patch` message around already-encoded mutations: the same text as encoding a
    /// ``PatchMessage`` (keys sorted: `mutations`, `probe`, `seq`, `type`), without encoding the
    /// mutations again for each client.
    /// - Complexity: O(n) in the length of `mutationsJSON`.
    public static func patch(seq: Int, mutationsJSON: String, probe: Int?) -> String {
        var text = #"{"mutations":"#
        text.reserveCapacity(mutationsJSON.utf8.count + 48)
        text += mutationsJSON
        if let probe { text += #","probe":\#(probe)"# }
        text += #","seq":\#(seq),"type":"patch"}"#
        return text
    }

    /// A finite number as JSONEncoder writes it: Swift's shortest form without a trailing `.0`
    /// (`1`, `2.35`, `1e-07`); 0 for NaN and infinities.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15, value != 0 || value.sign == .plus {
            return String(Int(value))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A `tree` message around an already-encoded root: the same text as encoding a
    /// ``TreeMessage`` (keys sorted: `probe`, `root`, `seq`, `type`).
    /// - Complexity: O(n) in the length of `rootJSON`.
    public static func tree(seq: Int, rootJSON: String, probe: Int?) -> String {
        var text = "{"
        text.reserveCapacity(rootJSON.utf8.count + 48)
        if let probe { text += #""probe":\#(probe),"# }
        text += #""root":"#
        text += rootJSON
        text += #","seq":\#(seq),"type":"tree"}"#
        return text
    }

    /// The `type` of a message's JSON text, or `nil` when it has none.
    public static func type(of text: String) -> String? {
        try? JSONDecoder().decode(TypeOnly.self, from: Data(text.utf8)).type
    }

    /// Reads a server message of a known type (the `type` field is not checked).
    /// - Throws: Foundation's `DecodingError` when the text does not hold such a message.
    public static func decode<Message: ServerMessage>(_ type: Message.Type, from text: String) throws
        -> Message
    {
        try JSONDecoder().decode(Message.self, from: Data(text.utf8))
    }

    private struct TypeOnly: Decodable {
        package var type: String
    }

    private enum TypeKey: String, CodingKey {
        case type
    }

    /// A message with its `type` key added to the same JSON object.
    private struct Typed<Message: ServerMessage>: Encodable {
        package var message: Message

        package func encode(to encoder: any Encoder) throws {
            try message.encode(to: encoder)
            var container = encoder.container(keyedBy: TypeKey.self)
            try container.encode(Message.type, forKey: .type)
        }
    }
}
