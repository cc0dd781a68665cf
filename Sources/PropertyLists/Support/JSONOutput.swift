import Interchange

/// JSON for writing, with object members in the order given, so every document the module
/// writes is deterministic (same input, same bytes).
package enum JSONOutput: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A finite number (callers encode non-finite ones another way).
    case real(Double)
    case string(String)
    case array([JSONOutput])
    case object([Member])

    package struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONOutput
        package init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// The text: `pretty` indents by two spaces and puts each member on its own line.
    /// - Complexity: O(*n*) in the size of the output.
    package func render(pretty: Bool = true) -> String {
        var output = ""
        write(into: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(into output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .real(let number): output += Self.format(number)
        case .string(let text): Self.quote(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                if pretty { output += "\n" + String(repeating: " ", count: indent + 2) }
                element.write(into: &output, pretty: pretty, indent: indent + 2)
            }
            if pretty { output += "\n" + String(repeating: " ", count: indent) }
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { output += "," }
                if pretty { output += "\n" + String(repeating: " ", count: indent + 2) }
                Self.quote(member.key, into: &output)
                output += pretty ? ": " : ":"
                member.value.write(into: &output, pretty: pretty, indent: indent + 2)
            }
            if pretty { output += "\n" + String(repeating: " ", count: indent) }
            output += "}"
        }
    }

    /// Shortest text that reads back as the same `Double`, always with a `.` or exponent.
    package static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number)) + ".0"
        }
        return "\(number)"
    }

    /// A string literal, escaped as every ForceTouchKit writer escapes (Interchange's `JSONText`).
    package static func quote(_ text: String, into output: inout String) {
        JSONText.appendString(text, to: &output)
    }
}
