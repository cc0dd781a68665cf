import Foundation

/// Every sentence the module shows people: error messages, lint messages, rule summaries.
/// One place, so the wording stays consistent and tests can assert it exactly.
/// (Lint and export wording continues in `Wording+Lint.swift` and `Wording+Formats.swift`.)
package enum Wording {
    package static let endOfFile = "the end of the file"
    package static let endOfLine = "the end of the line"
    package static let oddUTF16Length =
        "the file has a UTF-16 byte-order mark but an odd number of bytes; it is cut short or not UTF-16"
    package static let invalidUTF16 =
        "the file has a UTF-16 byte-order mark but is not valid UTF-16; re-save it as UTF-8 or UTF-16"
    package static let utf16WithoutBOM =
        "the file looks like UTF-16 without a byte-order mark; re-save it as UTF-8, or as UTF-16 with a BOM"
    package static let invalidUTF8 =
        "the file is not valid UTF-8; re-save it as UTF-8 (or UTF-16 with a byte-order mark)"

    /// A name or value inside a sentence, in single quotes and unescaped (`the key 'UIKey' …`), as
    /// every plist and lint message writes it. Not TouchKit's `escapedQuote` (double quotes with
    /// `\`, `"` and newlines escaped, for one-line render text and log lines a tool compares) nor
    /// `TraceError.quoted` (input cut to 40 characters, the quotes left to its sentence): each keeps
    /// the form its tests pin down byte for byte.
    package static func quoted(_ text: String) -> String { "'" + text + "'" }

    package static func list(_ items: [String]) -> String { items.joined(separator: ", ") }

    /// A size for people: `618 bytes`, `12 KB`, `50 MB` (`-byte` when used as an adjective).
    package static func size(_ bytes: Int, adjective: Bool = false) -> String {
        if bytes < 1024 { return adjective ? "\(bytes)-byte" : "\(bytes) bytes" }
        if bytes < 1_048_576 { return "\(Int((Double(bytes) / 1024).rounded())) KB" }
        let value = Double(bytes) / 1_048_576
        return value >= 10 || value == value.rounded()
            ? "\(Int(value.rounded())) MB" : String(format: "%.1f MB", value)
    }

    // MARK: Property-list values

    package static func propertyListValueError(_ error: PropertyListValueError) -> String {
        switch error {
        case .unsupportedType(let path, let type):
            "\(path.isEmpty ? "the value" : path) is a \(type), which a property list cannot hold; use a string, number, boolean, date, data, array or dictionary"
        case .nonStringKey(let path, let type):
            "\(path.isEmpty ? "the dictionary" : path) has a \(type) key; property-list dictionary keys must be strings"
        case .integerOutOfRange(let path, let value):
            "\(path.isEmpty ? "the value" : path) is \(value), which does not fit a 64-bit signed integer; store it as a string"
        }
    }

    // MARK: Reading property lists

    package static func propertyListReadError(_ error: PropertyListReadError) -> String {
        switch error {
        case .empty:
            return "the file is empty; an Info.plist is an XML or binary property list"
        case .notAPropertyList(let start):
            return
                "not a property list: the file starts with \(start); an Info.plist starts with '<?xml' or 'bplist00'"
        case .invalidEncoding:
            return
                "the XML is not valid UTF-8 here; save the file as UTF-8 (Xcode's encoding for property lists)"
        case .malformedXML(let reason, _):
            return "malformed XML: \(reason)"
        case .truncated(let element, let openedAt, _):
            let opened = openedAt.map { " opened at \($0)" } ?? ""
            return
                "the file ends inside <\(element)>\(opened); it looks truncated: restore the rest of the file"
        case .notAPropertyListDocument(let root, _):
            return "not a property list: the root element is <\(root)>, expected <plist>"
        case .unknownElement(let name, let suggestion, _):
            return "<\(name)> is not a property-list element"
                + (suggestion.map { "; did you mean <\($0)>?" } ?? "")
        case .misplacedElement(let name, let context, _):
            return "<\(name)> cannot appear \(context)"
        case .strayText(let text, _):
            return "text \(quoted(text)) outside any value; put it in a <string> or remove it"
        case .keyWithoutValue(let key, _):
            return "the key \(quoted(key)) has no value; add one after it or remove the key"
        case .valueWithoutKey(let element, _):
            return "a <\(element)> in a <dict> has no <key> before it"
        case .invalidValue(let element, let text, _):
            let shown = text.trimmingCharacters(in: .whitespacesAndNewlines)
            switch element {
            case "true", "false":
                return "<\(element)/> must be empty, found \(quoted(String(shown.prefix(20))))"
            case "date":
                return "\(quoted(String(shown.prefix(40)))) is not a <date>; write it as 2015-09-25T12:00:00Z"
            case "data": return "the <data> is not valid base64"
            default: return "\(quoted(String(shown.prefix(40)))) is not a valid <\(element)>"
            }
        case .multipleRoots:
            return "a second value at the top level; a property list has exactly one root value"
        case .noValue:
            return "<plist> holds no value; an Info.plist holds one <dict>"
        case .nestedTooDeeply(let limit, _):
            return
                "arrays and dictionaries nested more than \(limit) levels deep; an Info.plist needs a few levels: remove the extra nesting"
        case .tooManyAttributes(let element, let limit, _):
            return
                "<\(element)> has more than \(limit) attributes; a property list's elements have at most one (<plist version=\"1.0\">): remove the others"
        case .expandsTooMuch(let limit):
            return
                "the binary plist refers to its objects so often that it holds more than \(limit) values once each is counted where it is used; an Info.plist holds a few hundred: write it again with Xcode or plutil"
        case .damagedBinary:
            return
                "the binary property list is damaged: it starts with 'bplist' but its contents cannot be decoded; rebuild it from its source"
        case .unsupportedBinaryValue(let path, let type):
            return
                "the binary property list holds a \(type) at \(path.isEmpty ? "its root" : path), which is not a property-list value"
        case .binarySet(let object, let offset):
            return
                "the binary property list holds a set (object \(object), at byte \(offset)); property lists have arrays and dictionaries but no sets, and Apple's tools never write one: rebuild the file from its source"
        }
    }

    package static let xmlProcessingInstruction =
        "a processing instruction (<?…?>); a property list has only the <?xml version=\"1.0\"?> declaration, first in the file"
    package static let xmlInternalSubset =
        "a DOCTYPE with an internal subset ([…]); a property list's DOCTYPE names the PropertyList-1.0.dtd only"
    /// A DOCTYPE that is not XML's `<!DOCTYPE name (SYSTEM "…" | PUBLIC "…" "…")? >`.
    package static func xmlMalformedDoctype(_ problem: String) -> String {
        "a malformed DOCTYPE: \(problem); a property list's is <!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
    }
    package static let xmlDeclaration =
        "a markup declaration (<!…>) other than a comment, CDATA or the DOCTYPE"
    package static let xmlPrefixedName =
        "a ':' in an element or attribute name; property lists use plain names such as <dict> and <string>"

    package static let xmlUnsupportedEncoding =
        "the file is UCS-4 (UTF-32) or EBCDIC, which property lists are not read in; save it as UTF-8"
    package static func xmlDeclaredEncoding(_ name: String) -> String {
        "the XML declaration names the encoding \(quoted(name)), which property lists are not read in; save the file as UTF-8 and declare encoding=\"UTF-8\""
    }

    /// libxml2's error codes (which `XMLParser` reports) in words.
    package static func xmlReason(code: Int) -> String {
        xmlReasons[code]
            ?? "the XML parser (libxml2) stopped with its error \(code); check that the file is well-formed XML near this position"
    }

    /// The libxml2 `xmlParserErrors` numbers a property list can meet after the pre-checks, in words
    /// (from libxml2's `xmlerror.h`; `XMLParser` reports them unchanged as its error codes).
    package static let xmlReasons: [Int: String] = [
        1: "the XML parser stopped: the document is too large or too deeply nested for it",
        2: "the XML parser ran out of memory",
        3: "the document does not start with XML; an Info.plist starts with '<?xml' or '<plist'",
        4: "the document has no element; it is not XML",
        5: "extra content after the end of the property list",
        6: "a malformed hexadecimal character reference (&#x…;)",
        7: "a malformed decimal character reference (&#…;)",
        8: "a character reference to a character XML does not allow",
        9: "a character that XML does not allow (a control character or invalid UTF-8)",
        10: "the file ends inside a character reference (&#…;)",
        11: "a character reference before the root element",
        12: "a character reference after the end of the property list",
        14: "the file ends inside an entity reference (&…;)",
        15: "an entity reference before the root element",
        16: "an entity reference after the end of the property list",
        22: "an '&' not followed by a name; write it as &amp;",
        23: "an entity reference without its ';' (write &amp; for '&')",
        24: "a '%' reference without a name",
        25: "a '%' reference without its ';'",
        26: "an undefined entity; only &amp; &lt; &gt; &quot; &apos; exist in a plist",
        27: "an undefined entity; only &amp; &lt; &gt; &quot; &apos; exist in a plist",
        28: "a reference to an unparsed entity",
        29: "a reference to an external entity, which is not read",
        31: "an encoding the parser does not support; save the file as UTF-8",
        32: "an encoding the parser does not support; save the file as UTF-8",
        33: "an attribute value does not start with a quote",
        34: "a malformed attribute in a tag",
        35: "a malformed namespace declaration",
        38: "a '<' inside an attribute value",
        39: "a malformed attribute in a tag",
        40: "an attribute value is not closed with its quote",
        41: "a malformed attribute in a tag",
        42: "an attribute appears twice in one tag",
        43: "a quoted literal in the DOCTYPE does not start with a quote",
        44: "a quoted literal in the DOCTYPE is not closed",
        45: "a comment that is not closed with '-->'",
        46: "a malformed processing instruction (<?…?>)",
        47: "a processing instruction (<?…?>) that is not closed with '?>'",
        56: "a malformed XML declaration; write <?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        57: "the XML declaration is not closed with '?>'",
        61: "the DOCTYPE is not closed with '>'",
        62: "']]>' outside a CDATA section; write ]]&gt;",
        63: "a CDATA section that is not closed with ']]>'",
        64: "a processing instruction named 'xml' that is not the declaration at the very start",
        65: "a space is missing (between attributes, or after the DOCTYPE's keywords)",
        68: "a bare '&'; write it as &amp;",
        69: "character data is missing where the DOCTYPE needs it",
        70: "the DOCTYPE's system identifier (the DTD's URL) is missing",
        71: "the DOCTYPE's public identifier is missing",
        72: "a '<' is missing",
        73: "a '>' is missing at the end of a tag",
        74: "a closing tag (</…>) is missing",
        75: "an '=' is missing after an attribute name",
        76: "a closing tag does not match the open element",
        77: "a tag is not finished",
        78: "the XML declaration's standalone value is neither 'yes' nor 'no'",
        79: "a malformed encoding name in the XML declaration",
        80: "'--' inside a comment; XML comments cannot contain two hyphens",
        81: "the bytes are not valid in the document's encoding; save the file as UTF-8",
        85: "the elements are not properly nested: a closing tag does not match",
        86: "extra content after the end of the property list",
        87: "an entity holds a character XML does not allow",
        89: "entities that refer to each other in a loop",
        90: "an entity that is not well-balanced",
        91: "a malformed URI in the DOCTYPE",
        92: "a URI with a fragment (#…) in the DOCTYPE",
        96: "the XML declaration has no version; write <?xml version=\"1.0\"?>",
        97: "an unknown XML version; write version=\"1.0\"",
        101: "a text declaration without its encoding",
        104: "an entity whose expansion is too large",
        108: "an unknown XML version; write version=\"1.0\"",
        109: "the XML version is not the one this parser reads; write version=\"1.0\"",
        110: "a name longer than the XML parser allows",
    ]

    // MARK: Strings files, catalogs, JSON

    package static func stringsFileError(_ error: StringsFileError) -> String {
        switch error {
        case .invalidEncoding(let detail): detail
        case .unterminatedString: "a string is not closed: add the missing '\"'"
        case .unterminatedComment: "a comment is not closed: add the missing '*/'"
        case .expectedKey(let found, _): "expected a key (\"key\" = \"value\";), found \(found)"
        case .expectedEquals(let key, let found, _): "expected '=' after the key \"\(key)\", found \(found)"
        case .expectedValue(let key, let found, _): "expected a value after \"\(key)\" =, found \(found)"
        case .expectedSemicolon(let key, let found, _):
            "missing ';' after the value of \"\(key)\", found \(found)"
        case .invalidEscape(let escape, _):
            "\(escape) is not a valid character escape (a lone UTF-16 surrogate or no hex digits)"
        case .propertyList(let inner): "compiled strings file: " + inner.message
        case .notAStringTable(let found, let key):
            if let key {
                "compiled strings file: the value of \(quoted(key)) is a \(found), expected a string"
            } else {
                "compiled strings file: the root is a \(found), expected a dictionary of strings"
            }
        }
    }

    package static func stringCatalogError(_ error: StringCatalogError) -> String {
        switch error {
        case .malformedJSON(let message, _): "not valid JSON: \(message)"
        case .wrongType(let path, let expected, let found, _):
            "\(path.isEmpty ? "the root" : path) is \(article(found)), expected \(article(expected))"
        case .missingField(let path, let field, _):
            "\(path.isEmpty ? "the root" : path) has no \(quoted(field))"
        }
    }

    package static func article(_ type: String) -> String {
        type == "null" ? "null" : (["a", "e", "i", "o", "u"].contains(type.prefix(1)) ? "an " : "a ") + type
    }

    package static let jsonEmpty = "the file is empty"
    package static let jsonBadNumber = "a malformed number"
    package static let jsonUnterminatedString = "a string is not closed: add the missing '\"'"
    package static let jsonControlCharacter =
        "a control character inside a string; escape it (\\n, \\t, \\u0000)"
    package static let jsonBadEscape = "an invalid escape in a string"
    package static func jsonTrailing(_ found: String) -> String {
        "unexpected \(found) after the end of the document"
    }
    package static func jsonTooDeep(_ limit: Int) -> String { "nested more than \(limit) levels deep" }
    package static func jsonExpectedValue(_ found: String) -> String { "expected a value, found \(found)" }
    package static func jsonExpectedKey(_ found: String) -> String {
        "expected a \"key\" in quotes, found \(found)"
    }
    package static func jsonExpectedColon(_ found: String) -> String {
        "expected ':' after the key, found \(found)"
    }
    package static func jsonExpectedCommaOr(_ close: String, _ found: String) -> String {
        "expected ',' or '\(close)', found \(found)"
    }
    static func jsonUnclosed(_ open: String, _ at: SourcePosition) -> String {
        "the file ends before the '\(open)' opened at \(at) is closed"
    }

    package static func fileTooLarge(size: Int, limit: Int) -> String {
        "the file is \(Self.size(size)), over the \(Self.size(limit, adjective: true)) limit; it was not read (an Info.plist is a few KB: is this the right file?)"
    }

    package static func fileReadError(_ error: FileReadError) -> String {
        switch error {
        case .notFound: "the file disappeared while being read"
        case .isDirectory, .notARegularFile: "not a regular file"
        case .tooLarge(let size, let limit): fileTooLarge(size: size, limit: limit)
        case .unreadable(let reason): "cannot be read (\(reason))"
        }
    }
}
