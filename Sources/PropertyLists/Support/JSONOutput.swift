import Interchange

/// JSON for writing, with object members in the order given, so every document the module
/// writes is deterministic (same input, same bytes).
///
/// A writer's model of its own beside Interchange's `JSONValue` because the formats written with
/// it tell integers from reals (`5` is a plist `<integer>`, `5.0` a `<real>`) and are printed
/// pretty; its strings and numbers are written by Interchange's `JSONText`, the one writer of
/// literals (docs/Interchange.md, "Who owns what").
package enum JSONOutput: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, written without a fraction (`5`).
    case integer(Int)
    /// A finite number (callers encode non-finite ones another way).
    case real(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONOutput])
    /// An object, its members written in this order.
    case object([Member])

    /// One member of an object.
    package struct Member: Sendable, Hashable {
        /// The key.
        package var key: String
        /// The value.
        package var value: JSONOutput
        /// A member `key`: `value`.
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
            Self.writeContainer("[", "]", elements, into: &output, pretty: pretty, indent: indent) {
                element, output in
                element.write(into: &output, pretty: pretty, indent: indent + 2)
            }
        case .object(let members):
            Self.writeContainer("{", "}", members, into: &output, pretty: pretty, indent: indent) {
                member, output in
                Self.quote(member.key, into: &output)
                output += pretty ? ": " : ":"
                member.value.write(into: &output, pretty: pretty, indent: indent + 2)
            }
        }
    }

    /// An array's or an object's brackets around `items`, comma-separated, each written by `write`
    /// on a line of its own indented two more when `pretty`; empty, the brackets alone.
    private static func writeContainer<Item>(
        _ open: String, _ close: String, _ items: [Item], into output: inout String, pretty: Bool,
        indent: Int, write: (Item, inout String) -> Void
    ) {
        guard !items.isEmpty else {
            output += open + close
            return
        }
        output += open
        for (offset, item) in items.enumerated() {
            if offset > 0 { output += "," }
            if pretty { output += "\n" + String(repeating: " ", count: indent + 2) }
            write(item, &output)
        }
        if pretty { output += "\n" + String(repeating: " ", count: indent) }
        output += close
    }

    /// Shortest text that reads back as the same `Double` (`JSONText.number`), always with a `.`
    /// or exponent: a whole number below 10¹⁵ gets `.0`.
    package static func format(_ number: Double) -> String {
        let text = JSONText.number(number)
        return number == number.rounded() && abs(number) < 1e15 ? text + ".0" : text
    }

    /// A string literal, escaped as every ForceTouchKit writer escapes (Interchange's `JSONText`).
    package static func quote(_ text: String, into output: inout String) {
        JSONText.appendString(text, to: &output)
    }
}
