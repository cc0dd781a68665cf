// The wording of every trace error: the only place in ForceTouch that words them.

import Interchange

extension TraceError {
    /// The header a trace should start with, quoted in messages.
    static let exampleHeader = #"{"forcetouch-trace":1,"maximumPossibleForce":6.666667}"#

    /// The one-line message: `line N[, column C][, field 'F']: what; what to do`.
    public var message: String {
        var location = "line \(line)"
        if case .notJSON(let syntax) = problem { location += ", column \(syntax.offset + 1)" }
        if let field { location += ", field '\(Self.quoted(field))'" }
        return "\(location): \(reason)"
    }

    /// The part of the message after the location.
    var reason: String {
        switch problem {
        case .emptyTrace:
            "the trace is empty; its first line must be a header such as \(Self.exampleHeader)"
        case .emptyLine:
            "empty line; every line of a trace is one JSON object (remove the blank line)"
        case .notJSON(let syntax):
            "not JSON: \(syntax.reason)"
        case .notAnObject(let found):
            "expected a JSON object, found \(found)"
        case .missingHeader:
            "missing; the first line must be a header such as \(Self.exampleHeader)"
        case .headerNotFirst:
            "a header may only be the first line; split concatenated traces into separate files"
        case .unsupportedVersion(let version):
            "unsupported trace version \(version); this reader reads version \(TraceHeader.currentVersion)"
        case .missingField:
            switch field {
            case "maximumPossibleForce":
                "missing; the header must give the input source's most force, e.g. 6.666667"
            default:
                "missing; every sample needs t, id, phase, x, y and force"
            }
        case .wrongType(let expected, let found):
            "expected \(expected), found \(found)"
        case .unknownField(let suggestion):
            if let suggestion {
                "unknown field; did you mean '\(suggestion)'?"
            } else {
                "unknown field; a sample has t, id, phase, x, y, force and optionally type, altitude and azimuth"
            }
        case .duplicateField:
            "given twice; give each field once"
        case .notFinite(let value):
            "\(value.isNaN ? "NaN" : "an infinite value") is not a valid number; write a finite number"
        case .negativeForce(let value):
            "\(Self.format(value)) is negative; force is 0 or more"
        case .forceAboveMaximum(let value, let maximum):
            "\(Self.format(value)) is above the header's maximumPossibleForce \(Self.format(maximum))"
        case .angleOutOfRange(let value, let range):
            "\(Self.format(value)) radians is outside \(range); write the pen's angle in radians within it"
        case .notPositive(let value):
            "\(Self.format(value)) is not positive; write the input source's most force, e.g. 6.666667"
        case .timeGoesBackwards(let value, let previous, let previousLine):
            "time goes backwards (\(Self.format(value)) after \(Self.format(previous)) on line \(previousLine)); "
                + "samples must be in time order"
        case .unknownPhase(let phase, let suggestion):
            "unknown phase '\(Self.quoted(phase))'; "
                + (suggestion.map { "did you mean '\($0)'?" }
                    ?? "use one of \(TouchPhase.allCases.map(\.rawValue).joined(separator: ", "))")
        case .unknownType(let type, let suggestion):
            "unknown type '\(Self.quoted(type))'; "
                + (suggestion.map { "did you mean '\($0)'?" }
                    ?? "use one of \(TouchType.allCases.map(\.rawValue).joined(separator: ", "))")
        case .notBegun(let id, let phase):
            "touch \(id) is '\(phase.rawValue)' before it began; its first sample must be 'began'"
        case .beganTwice(let id, let since):
            "touch \(id) began again while still down since line \(since); end it ('ended' or 'cancelled') first"
        }
    }

    /// The longest piece of input a message quotes, in characters.
    static let quoteLimit = 40

    /// Input quoted in a message: whole when short, else its first `quoteLimit` characters and
    /// `…` (an error about a megabyte of garbage stays one short line). It adds no quotes (each
    /// sentence writes its own `'…'` around it) and escapes nothing, unlike PropertyLists'
    /// `Wording.quoted` (`'…'`, whole) and TouchKit's `escapedQuote` (`"…"` escaped): a trace line is
    /// one line already, and what matters here is the length.
    static func quoted(_ text: String) -> String {
        guard text.utf8.count > quoteLimit else { return text }
        var prefix = Substring(text.prefix(quoteLimit))
        if prefix.count == quoteLimit, prefix.endIndex < text.endIndex { prefix += "…" }
        return String(prefix)
    }

    /// A number as the writer prints it (`300`, `0.032`).
    static func format(_ value: Double) -> String { TraceWriter.number(value) }
}

extension JSONSyntaxError {
    /// What was wrong, in words (without the column).
    var reason: String {
        switch problem {
        case .empty, .unexpectedEnd, .unclosed:
            "the line ends in the middle of a value"
        case .unexpectedCharacter(let character, let expectation):
            "unexpected '\(character)', expected \(expectation.wording)"
        case .unterminatedString:
            "a string is not closed; add the closing '\"'"
        case .invalidEscape:
            "invalid escape in a string; JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        case .controlCharacterInString:
            "a control character inside a string; escape it (\\n, \\t, \\u0000)"
        case .invalidNumber:
            "invalid number"
        case .invalidUTF8:
            "a string is not valid UTF-8; save the trace as UTF-8"
        case .trailingCharacters:
            "more text after the JSON value; put one object on each line"
        case .nestedTooDeeply(let limit):
            "nested more than \(limit) levels deep"
        }
    }
}

extension JSONSyntaxError.Expectation {
    /// How messages say what was expected.
    var wording: String {
        switch self {
        case .value: "a value"
        case .key: "a string key or '}'"
        case .colon: "':' after the key"
        case .commaOrClosingBrace: "',' or '}'"
        case .commaOrClosingBracket: "',' or ']'"
        }
    }
}
