/// The wording of old-style (OpenStep) property-list errors.
extension Wording {
    package static func openStepReadError(_ problem: OpenStepReadError.Problem) -> String {
        switch problem {
        case .unexpected(let found, let expected): "expected \(openStepExpectation(expected)), found \(found)"
        case .unterminatedString: "a string is not closed: add the missing '\"'"
        case .unterminatedComment: "a comment is not closed: add the missing '*/'"
        case .oddHexDigits:
            "a data value has an odd number of hex digits: each byte is two digits, like <0fbd>"
        case .invalidEscape(let escape):
            "\(escape) is not a valid character escape (a lone UTF-16 surrogate, no hex digits, or an undefined octal byte)"
        case .nestedTooDeeply(let limit):
            "arrays and dictionaries are nested more than \(limit) levels deep; flatten the property list"
        case .invalidEncoding: invalidUTF8
        case .empty: "the file is empty; an old-style property list holds at least {} or ()"
        }
    }

    private static func openStepExpectation(_ expected: OpenStepReadError.Expectation) -> String {
        switch expected {
        case .value: "a value (a string, {, ( or <)"
        case .valueAfterKey(let key): "a value after \"\(key)\" ="
        case .key: "a key (\"key\" = \"value\";)"
        case .keyOrClosingBrace(let opened): "a key or the '}' closing the dictionary opened at \(opened)"
        case .equalsAfterKey(let key): "'=' after the key \"\(key)\""
        case .semicolonAfterValue(let key): "';' after the value of \"\(key)\""
        case .commaOrClosingParenthesis(let opened): "',' or the ')' closing the array opened at \(opened)"
        case .hexDigitsOrClosingAngle(let opened):
            "hex digits or the '>' closing the data opened at \(opened)"
        case .endOfFile: "the end of the file after the root value"
        }
    }
}
