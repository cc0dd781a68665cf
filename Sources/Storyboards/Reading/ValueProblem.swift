/// What is wrong with one value of a document (an attribute that is not a number, a colour with
/// no components): the reader turns it into an `.invalidValue` diagnostic at the attribute.
struct ValueProblem: Error, Sendable, Hashable {
    /// The element the value is on.
    var element: String
    /// The attribute.
    var attribute: String
    /// The value as written ("" when missing).
    var value: String
    /// What was expected, in words.
    var expected: String

    /// The attribute `name` as a finite number, nil when absent.
    static func number(_ attributes: [String: String], _ name: String, in element: StoryboardElement)
        throws(ValueProblem) -> Double?
    {
        try number(attributes, name, element: element.name)
    }

    /// The attribute `name` as a finite number, nil when absent.
    static func number(_ attributes: [String: String], _ name: String, element: String)
        throws(ValueProblem) -> Double?
    {
        guard let text = attributes[name] else { return nil }
        guard let value = Double(text), value.isFinite, !text.hasPrefix("+"), !text.hasPrefix("0x"),
            !text.hasPrefix("-0x")
        else {
            throw ValueProblem(element: element, attribute: name, value: text, expected: "a number")
        }
        return value
    }

    /// The attribute `name` as an integer, nil when absent.
    static func integer(_ attributes: [String: String], _ name: String, element: String)
        throws(ValueProblem) -> Int?
    {
        guard let text = attributes[name] else { return nil }
        guard let value = Int(text) else {
            throw ValueProblem(element: element, attribute: name, value: text, expected: "an integer")
        }
        return value
    }

    /// The attribute `name` as Interface Builder's `YES` or `NO`, nil when absent.
    static func flag(_ attributes: [String: String], _ name: String, element: String)
        throws(ValueProblem) -> Bool?
    {
        guard let text = attributes[name] else { return nil }
        switch text {
        case "YES": return true
        case "NO": return false
        default: throw ValueProblem(element: element, attribute: name, value: text, expected: "YES or NO")
        }
    }
}
