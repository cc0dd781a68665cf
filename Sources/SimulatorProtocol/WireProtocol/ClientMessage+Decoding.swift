import ForceTouch
public import Foundation

extension ClientMessage {
    /// Reads one text frame.
    /// - Throws: `ClientMessageError` naming the message and the field that was wrong.
    /// - Complexity: O(n) in the text's length.
    public init(json text: String) throws(ClientMessageError) {
        let fields: JSONFields
        do {
            fields = try JSONFields(text)
        } catch {
            throw error == .notAnObject ? .notAnObject : .notJSON
        }
        guard case .string(let type)? = fields["type"] else { throw .missingType }
        let reader = FieldReader(fields: fields, message: type)
        switch type {
        case "pointer": self = .pointer(try PointerMessage(reader))
        case "emulate": self = .emulate(try EmulateMessage(reader))
        case "settings": self = .settings(try SettingsChange(reader))
        case "button": self = .button(try reader.choice("name", of: DeviceButton.self))
        case "dismiss": self = .dismiss
        case "resync": self = .resync
        case "ping": self = .ping(id: try reader.integer("id"))
        case WebElementMessage.type: self = .webElement(try WebElementMessage(reader))
        case "text": self = .text(try TextInput(reader))
        default: throw .unknownType(String(type.prefix(40)))
        }
    }

    /// Reads one text frame's bytes (which must be UTF-8).
    /// - Throws: `ClientMessageError` naming the message and the field that was wrong.
    /// - Complexity: O(n) in the data's length.
    public init(json data: Data) throws(ClientMessageError) {
        guard let text = String(validating: data, as: UTF8.self) else { throw .notJSON }
        try self.init(json: text)
    }
}

extension PointerMessage {
    /// Reads and range-checks a `pointer` message's fields.
    package init(_ fields: FieldReader) throws(ClientMessageError) {
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
            probe: try fields.optionalInteger("probe", in: 1...Int.max),
            altitudeAngle: try fields.optionalNumber("altitudeAngle", in: 0...(Double.pi / 2)),
            azimuthAngle: try fields.optionalNumber("azimuthAngle", in: 0...(2 * Double.pi)),
            coalesced: try fields.samples("coalesced"), predicted: try fields.samples("predicted"))
    }
}

extension EmulateMessage {
    /// The most force an `emulate` message may ask for, UIKit units (our choice: far above any
    /// device's maximum, which the server clamps to).
    public static let forceLimit: Double = 1000

    /// Reads an `emulate` message: exactly one of `force` and `ramp`.
    package init(_ fields: FieldReader) throws(ClientMessageError) {
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
    /// The longest `language` accepted, in UTF-8 bytes (64; a BCP 47 tag such as `zh-Hans-CN` is far
    /// shorter).
    public static let maximumLanguageBytes = 64

    /// Reads a `settings` message: at least one of its fields.
    package init(_ fields: FieldReader) throws(ClientMessageError) {
        self.init(
            forceTouchEnabled: try fields.optionalBool("forceTouchEnabled"),
            sensitivity: try fields.optionalChoice("sensitivity", of: Sensitivity.self),
            language: try fields.optionalString("language", maximumBytes: Self.maximumLanguageBytes))
        if isEmpty { throw .invalidCombination(message: fields.message, detail: Wording.settingsEmpty) }
    }
}

/// Reads a message's fields with the protocol's errors: which message, which field, what was
/// expected. Absent and `null` both count as absent for optional fields.
package struct FieldReader {
    package let fields: JSONFields
    /// The message's `type`, for errors.
    package let message: String

    /// The value of `name`, nil when absent or `null`.
    private func value(_ name: String) -> JSONFields.Value? {
        guard let value = fields[name], value != .null else { return nil }
        return value
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

    package func optionalNumber(_ name: String, in range: ClosedRange<Double>) throws(ClientMessageError)
        -> Double?
    {
        guard let value = value(name) else { return nil }
        guard case .number(let number) = value else {
            throw .wrongType(message: message, field: name, expected: Wording.expectedNumber)
        }
        return try checked(number, name, in: range)
    }

    package func number(_ name: String, in range: ClosedRange<Double>) throws(ClientMessageError) -> Double {
        try required(try optionalNumber(name, in: range), name)
    }

    package func optionalInteger(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max)
        throws(ClientMessageError)
        -> Int?
    {
        guard let raw = self.value(name) else { return nil }
        guard case .number(let number) = raw, let value = Int(exactly: number) else {
            throw .wrongType(message: message, field: name, expected: Wording.expectedInteger)
        }
        guard range.contains(value) else {
            throw .outOfRange(
                message: message, field: name, value: Double(value),
                range: Wording.range(Double(range.lowerBound)...Double(range.upperBound)))
        }
        return value
    }

    package func integer(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max)
        throws(ClientMessageError)
        -> Int
    {
        try required(try optionalInteger(name, in: range), name)
    }

    /// A flat array of `PointerSample`s (six numbers each, at most `PointerSample.limit` samples), each
    /// number range-checked as the message's own field; empty when absent.
    package func samples(_ name: String) throws(ClientMessageError) -> [PointerSample] {
        guard let value = value(name) else { return [] }
        guard case .numbers(let numbers) = value else {
            throw .wrongType(message: message, field: name, expected: Wording.expectedSampleArray)
        }
        guard numbers.count % PointerSample.stride == 0 else {
            throw .invalidCombination(
                message: message, detail: Wording.sampleArrayLength(name, numbers.count))
        }
        guard numbers.count / PointerSample.stride <= PointerSample.limit else {
            throw .invalidCombination(
                message: message,
                detail: Wording.tooManySamples(
                    name, numbers.count / PointerSample.stride, limit: PointerSample.limit))
        }
        let limit = PointerMessage.coordinateLimit
        let ranges: [(String, ClosedRange<Double>)] = [
            ("x", -limit...limit), ("y", -limit...limit), ("pressure", 0...1),
            ("timeStamp", 0...Double.greatestFiniteMagnitude), ("altitudeAngle", 0...(Double.pi / 2)),
            ("azimuthAngle", 0...(2 * Double.pi)),
        ]
        for (offset, number) in numbers.enumerated() {
            let (field, range) = ranges[offset % PointerSample.stride]
            guard range.contains(number) else {
                throw .outOfRange(
                    message: message, field: "\(name)[\(offset / PointerSample.stride)].\(field)",
                    value: number,
                    range: Wording.range(range))
            }
        }
        return PointerSample.samples(from: numbers)
    }

    /// An array of exactly `names.count` numbers, each checked against its range (an error names
    /// the element: `rect[2] (width)`); nil when absent.
    package func optionalNumberArray(_ name: String, names: [String], ranges: [ClosedRange<Double>])
        throws(ClientMessageError) -> [Double]?
    {
        guard let value = value(name) else { return nil }
        guard case .numbers(let numbers) = value else {
            throw .wrongType(message: message, field: name, expected: Wording.expectedNumbers(names))
        }
        guard numbers.count == names.count else {
            throw .invalidCombination(
                message: message, detail: Wording.arrayLength(name, numbers.count, names: names))
        }
        for (index, number) in numbers.enumerated() where !ranges[index].contains(number) {
            throw .outOfRange(
                message: message, field: "\(name)[\(index)] (\(names[index]))", value: number,
                range: Wording.range(ranges[index]))
        }
        return numbers
    }

    /// A required `optionalNumberArray`.
    package func numberArray(_ name: String, names: [String], ranges: [ClosedRange<Double>])
        throws(ClientMessageError) -> [Double]
    {
        try required(try optionalNumberArray(name, names: names, ranges: ranges), name)
    }

    package func optionalBool(_ name: String) throws(ClientMessageError) -> Bool? {
        guard let value = value(name) else { return nil }
        guard case .bool(let bool) = value else {
            throw .wrongType(message: message, field: name, expected: Wording.expectedBool)
        }
        return bool
    }

    /// The longest string field read, in UTF-8 bytes (256; our choice: bundle identifiers, types
    /// and profile names are far shorter). Longer ones are refused, not cut.
    package static let maximumStringBytes = 256

    package func optionalString(_ name: String, maximumBytes: Int = FieldReader.maximumStringBytes)
        throws(ClientMessageError) -> String?
    {
        guard let value = value(name) else { return nil }
        guard case .string(let string) = value else {
            throw .wrongType(message: message, field: name, expected: Wording.expectedString)
        }
        guard string.utf8.count <= maximumBytes else {
            throw .tooLong(message: message, field: name, length: string.utf8.count, limit: maximumBytes)
        }
        return string
    }

    package func optionalChoice<T: RawRepresentable & CaseIterable>(_ name: String, of type: T.Type)
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

    package func choice<T: RawRepresentable & CaseIterable>(_ name: String, of type: T.Type)
        throws(ClientMessageError) -> T
    where T.RawValue == String {
        try required(try optionalChoice(name, of: type), name)
    }
}

extension TextInput {
    /// Reads a `text` message (or keyboard request body): `text`, `delete`, or both.
    package init(_ fields: FieldReader) throws(ClientMessageError) {
        self.init(
            text: try fields.optionalString("text", maximumBytes: Self.maximumBytes) ?? "",
            delete: try fields.optionalInteger("delete", in: 0...Self.maximumDeletes) ?? 0)
        if text.isEmpty && delete == 0 {
            throw .invalidCombination(message: fields.message, detail: Wording.textEmpty)
        }
    }
}
