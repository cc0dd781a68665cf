/// The one JSON writer's primitives: string literals and numbers, written the same way by every
/// module (traces, the QuickActions formats, the simulator's wire messages and render patches).
///
/// Strings escape exactly what must be and what is unsafe to embed: `"` and `\`; every control
/// character below U+0020, the usual ones by their short escapes (`\b`, `\f`, `\n`, `\r`, `\t`)
/// and the rest as `\u00XX` (lowercase hex); and U+2028 and U+2029 as `\u2028` / `\u2029`, so the
/// text can also be embedded in JavaScript source (where those two end a line). Everything else
/// is written as it is (slashes and non-ASCII text unescaped). For every string without U+2028 or
/// U+2029 that is byte for byte what `JSONEncoder` writes with `.withoutEscapingSlashes`.
public enum JSONText {
    /// Appends `text` as a JSON string literal (quotes included).
    /// - Complexity: O(length of `text`); text with nothing to escape is appended in one piece.
    @inlinable public static func appendString(_ text: String, to output: inout String) {
        output += "\""
        var plain = true
        for byte in text.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2 {
            plain = false
            break
        }
        if plain {
            output += text
        } else {
            appendEscaped(text, to: &output)
        }
        output += "\""
    }

    /// `text` as a JSON string literal (quotes included).
    /// - Complexity: O(length of `text`).
    public static func string(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 2)
        appendString(text, to: &output)
        return output
    }

    /// The escaping loop of `appendString` (without the quotes).
    @usableFromInline static func appendEscaped(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    output += "\\u00"
                    output.unicodeScalars.append(hexDigits[Int(scalar.value >> 4)])
                    output.unicodeScalars.append(hexDigits[Int(scalar.value & 15)])
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

    /// A finite number in the shortest form that reads back as the same `Double`: integral values
    /// below 10¹⁵ without a fraction (`300`), others as Swift prints them (`0.032`, `1e-07`).
    /// Callers decide how to write non-finite values (JSON has none).
    public static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}

extension JSONText {
    /// Appends a number: a finite one as `number(_:)` writes it; a non-finite one as `NaN`,
    /// `Infinity` or `-Infinity` when `allowsNonFiniteNumbers` (the tokens `JSONScanner` reads
    /// with the same option), else as `null` (as JavaScript's `JSON.stringify` writes it).
    public static func appendNumber(_ value: Double, to output: inout String, allowsNonFiniteNumbers: Bool) {
        if value.isFinite {
            output += number(value)
        } else if !allowsNonFiniteNumbers {
            output += "null"
        } else if value.isNaN {
            output += "NaN"
        } else {
            output += value < 0 ? "-Infinity" : "Infinity"
        }
    }

    /// Appends `value` as compact JSON text: strings by `appendString`, numbers by
    /// `appendNumber`; object members in their order (duplicates kept), or with `sortingKeys`
    /// sorted by key, a key given twice written once with its last value (as `JSONDecoder` would
    /// read it back).
    /// - Complexity: O(size of `value`), O(*n* log *n*) in an object's members when sorting.
    public static func appendValue(
        _ value: JSONValue, to output: inout String, sortingKeys: Bool = false,
        allowsNonFiniteNumbers: Bool = false
    ) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number):
            appendNumber(number, to: &output, allowsNonFiniteNumbers: allowsNonFiniteNumbers)
        case .string(let text): appendString(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                appendValue(
                    element, to: &output, sortingKeys: sortingKeys,
                    allowsNonFiniteNumbers: allowsNonFiniteNumbers)
            }
            output += "]"
        case .object(var members):
            if sortingKeys {
                var last: [String: Int] = [:]
                for (index, member) in members.enumerated() { last[member.key] = index }
                members = last.keys.sorted().map { members[last[$0]!] }
            }
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                appendString(member.key, to: &output)
                output += ":"
                appendValue(
                    member.value, to: &output, sortingKeys: sortingKeys,
                    allowsNonFiniteNumbers: allowsNonFiniteNumbers)
            }
            output += "}"
        }
    }

    /// `value` as compact JSON text (see `appendValue(_:to:sortingKeys:allowsNonFiniteNumbers:)`).
    /// - Complexity: as `appendValue`.
    public static func value(
        _ value: JSONValue, sortingKeys: Bool = false, allowsNonFiniteNumbers: Bool = false
    )
        -> String
    {
        var output = ""
        appendValue(
            value, to: &output, sortingKeys: sortingKeys, allowsNonFiniteNumbers: allowsNonFiniteNumbers)
        return output
    }
}
