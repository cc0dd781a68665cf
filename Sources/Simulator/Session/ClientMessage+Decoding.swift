import ForceTouch
public import Foundation

extension ClientMessage {
    /// Reads one text frame.
    /// - Throws: `ClientMessageError` naming the message and the field that was wrong.
    /// - Complexity: O(n) in the text's length.
    public init(json text: String) throws(ClientMessageError) {
        try self.init(json: Data(text.utf8))
    }

    /// Reads one text frame's bytes.
    /// - Throws: `ClientMessageError` naming the message and the field that was wrong.
    /// - Complexity: O(n) in the data's length.
    public init(json data: Data) throws(ClientMessageError) {
        do {
            self = try JSONDecoder().decode(Reading.self, from: data).message
        } catch let error as ClientMessageError {
            throw error
        } catch {
            throw .notJSON
        }
    }

    /// The decoding entry point: reads `type`, then that message's fields.
    private struct Reading: Decodable {
        var message: ClientMessage

        init(from decoder: any Decoder) throws {
            let container: KeyedDecodingContainer<FieldKey>
            do {
                container = try decoder.container(keyedBy: FieldKey.self)
            } catch {
                throw ClientMessageError.notAnObject
            }
            let type: String
            do {
                type = try container.decode(String.self, forKey: FieldKey("type"))
            } catch {
                throw ClientMessageError.missingType
            }
            let fields = FieldReader(container: container, message: type)
            switch type {
            case "pointer": message = .pointer(try PointerMessage(fields))
            case "emulate": message = .emulate(try EmulateMessage(fields))
            case "settings": message = .settings(try SettingsChange(fields))
            case "button": message = .button(try fields.choice("name", of: DeviceButton.self))
            case "dismiss": message = .dismiss
            case "resync": message = .resync
            case "ping": message = .ping(id: try fields.integer("id"))
            default: throw ClientMessageError.unknownType(String(type.prefix(40)))
            }
        }
    }
}

extension PointerMessage {
    /// Reads and range-checks a `pointer` message's fields.
    init(_ fields: FieldReader) throws(ClientMessageError) {
        let limit = Self.coordinateLimit
        self.init(
            event: try fields.choice("event", of: Event.self),
            pointerId: try fields.integer("pointerId"),
            pointerType: try fields.choice("pointerType", of: PointerType.self),
            x: try fields.number("x", in: -limit...limit),
            y: try fields.number("y", in: -limit...limit),
            pressure: try fields.number("pressure", in: 0...1),
            webkitForce: try fields.optionalNumber("webkitForce", in: 0...3),
            buttons: try fields.integer("buttons", in: 0...0xFFFF),
            timeStamp: try fields.number("timeStamp", in: 0...Double.greatestFiniteMagnitude),
            probe: try fields.optionalInteger("probe", in: 1...Int.max))
    }
}

extension EmulateMessage {
    /// The most force an `emulate` message may ask for, UIKit units (our choice: far above any
    /// device's maximum, which the server clamps to).
    public static let forceLimit: Double = 1000

    /// Reads an `emulate` message: exactly one of `force` and `ramp`.
    init(_ fields: FieldReader) throws(ClientMessageError) {
        let force = try fields.optionalNumber("force", in: 0...Self.forceLimit)
        let ramp = try fields.optionalChoice("ramp", of: Ramp.self)
        switch (force, ramp) {
        case (let force?, nil): self = .force(force)
        case (nil, let ramp?): self = .ramp(ramp)
        case (_?, _?): throw .invalidCombination(message: fields.message, detail: Wording.emulateBoth)
        case (nil, nil): throw .invalidCombination(message: fields.message, detail: Wording.emulateNeither)
        }
    }
}

extension SettingsChange {
    /// Reads a `settings` message: at least one of its fields.
    init(_ fields: FieldReader) throws(ClientMessageError) {
        self.init(
            forceTouchEnabled: try fields.optionalBool("forceTouchEnabled"),
            sensitivity: try fields.optionalChoice("sensitivity", of: Sensitivity.self),
            language: try fields.optionalString("language"))
        if isEmpty { throw .invalidCombination(message: fields.message, detail: Wording.settingsEmpty) }
    }
}

/// A coding key made from any string.
struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Reads a message's fields with the protocol's errors: which message, which field, what was
/// expected. Absent and `null` both count as absent for optional fields.
struct FieldReader {
    let container: KeyedDecodingContainer<FieldKey>
    /// The message's `type`, for errors.
    let message: String

    private func read<T: Decodable>(_ type: T.Type, _ name: String, expected: String)
        throws(ClientMessageError) -> T?
    {
        let key = FieldKey(name)
        guard container.contains(key), (try? container.decodeNil(forKey: key)) == false else { return nil }
        do {
            return try container.decode(T.self, forKey: key)
        } catch {
            throw .wrongType(message: message, field: name, expected: expected)
        }
    }

    private func required<T>(_ value: T?, _ name: String) throws(ClientMessageError) -> T {
        guard let value else { throw .missingField(message: message, field: name) }
        return value
    }

    private func checked(_ value: Double, _ name: String, in range: ClosedRange<Double>)
        throws(ClientMessageError)
        -> Double
    {
        guard range.contains(value) else {
            throw .outOfRange(message: message, field: name, value: value, range: Wording.range(range))
        }
        return value
    }

    func optionalNumber(_ name: String, in range: ClosedRange<Double>) throws(ClientMessageError) -> Double? {
        guard let value = try read(Double.self, name, expected: Wording.expectedNumber) else { return nil }
        return try checked(value, name, in: range)
    }

    func number(_ name: String, in range: ClosedRange<Double>) throws(ClientMessageError) -> Double {
        try required(try optionalNumber(name, in: range), name)
    }

    func optionalInteger(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max)
        throws(ClientMessageError)
        -> Int?
    {
        guard let value = try read(Int.self, name, expected: Wording.expectedInteger) else { return nil }
        guard range.contains(value) else {
            throw .outOfRange(
                message: message, field: name, value: Double(value),
                range: Wording.range(Double(range.lowerBound)...Double(range.upperBound)))
        }
        return value
    }

    func integer(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(ClientMessageError)
        -> Int
    {
        try required(try optionalInteger(name, in: range), name)
    }

    func optionalBool(_ name: String) throws(ClientMessageError) -> Bool? {
        try read(Bool.self, name, expected: Wording.expectedBool)
    }

    func optionalString(_ name: String) throws(ClientMessageError) -> String? {
        try read(String.self, name, expected: Wording.expectedString)
    }

    func optionalChoice<T: RawRepresentable & CaseIterable>(_ name: String, of type: T.Type)
        throws(ClientMessageError) -> T? where T.RawValue == String
    {
        guard let raw = try optionalString(name) else { return nil }
        guard let value = T(rawValue: raw) else {
            throw .invalidValue(
                message: message, field: name, value: String(raw.prefix(40)),
                allowed: T.allCases.map(\.rawValue))
        }
        return value
    }

    func choice<T: RawRepresentable & CaseIterable>(_ name: String, of type: T.Type)
        throws(ClientMessageError) -> T
    where T.RawValue == String {
        try required(try optionalChoice(name, of: type), name)
    }
}
