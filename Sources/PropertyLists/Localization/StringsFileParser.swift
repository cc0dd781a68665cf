/// The `.strings` grammar over UTF-8 bytes: the old-style property-list dictionary without its
/// braces (`("key" ('=' "value")? ';')*`), read by the one OpenStep tokenizer
/// (`OpenStepPropertyListReader.readStringsTable(utf8:)`) in its `.strings` dialect (string values
/// only; `\u` as well as `\U`). This type turns that reader's entries and errors into
/// `StringsFile`'s.
package struct StringsFileParser {
    private let bytes: [UInt8]

    /// A parser over the UTF-8 text of a `.strings` file (no byte-order mark).
    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The entries in file order.
    /// - Complexity: O(*n*) in the number of bytes.
    package mutating func parse() throws(StringsFileError) -> [StringsFile.Entry] {
        let entries: [PropertyListNode.Entry]
        do {
            entries = try OpenStepPropertyListReader.readStringsTable(utf8: bytes)
        } catch {
            throw Self.stringsFileError(error)
        }
        return entries.map { entry in
            StringsFile.Entry(
                key: entry.key, value: entry.value.stringValue ?? "", keyPosition: entry.keyPosition,
                valuePosition: entry.value.position)
        }
    }

    /// The `.strings` wording of a reader error.
    private static func stringsFileError(_ error: OpenStepReadError) -> StringsFileError {
        let position = error.position
        switch error.problem {
        case .unterminatedString: return .unterminatedString(position: position)
        case .unterminatedComment: return .unterminatedComment(position: position)
        case .invalidEscape(let escape): return .invalidEscape(escape: escape, position: position)
        case .unexpected(let found, .equalsAfterKey(let key)):
            return .expectedEquals(key: key, found: found, position: position)
        case .unexpected(let found, .valueAfterKey(let key)):
            return .expectedValue(key: key, found: found, position: position)
        case .unexpected(let found, .semicolonAfterValue(let key)):
            return .expectedSemicolon(key: key, found: found, position: position)
        case .unexpected(let found, _):
            // `.key`; the dialect has no braces, parentheses or data, so no other expectation.
            return .expectedKey(found: found, position: position)
        case .invalidEncoding, .empty:
            // `StringsFile` checks the encoding before parsing; kept for completeness.
            return .invalidEncoding(detail: Wording.invalidUTF8)
        case .oddHexDigits, .nestedTooDeeply:
            // The dialect reads no data and no containers.
            return .expectedKey(found: error.message, position: position)
        }
    }
}
