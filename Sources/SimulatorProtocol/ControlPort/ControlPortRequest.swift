/// One request on the control port: the bundle identifier of the app whose quick action menu
/// should open, read from one line.
///
/// The seed tool SBShortcutMenuSimulator read each chunk from 127.0.0.1:8000, trimmed it of
/// whitespace and opened that app's menu (`echo 'com.apple.mobilecal' | nc 127.0.0.1 8000`).
/// We keep that command working and make the protocol line-based: one bundle identifier per line
/// (LF or CRLF), several per connection, each answered with one ``ControlPortReply`` line.
/// Surrounding whitespace is trimmed as the seed tool did; anything that cannot be a bundle
/// identifier is answered with an error rather than ignored.
public struct ControlPortRequest: Sendable, Hashable {
    /// The longest line accepted, in bytes, without its line ending: 256 (our choice; bundle
    /// identifiers are far shorter).
    public static let maxLineBytes = 256

    /// The port the seed tool listened on, and ours by default: 8000.
    public static let defaultPort = 8000

    /// The bundle identifier, trimmed.
    public var bundleIdentifier: String

    /// A request for `bundleIdentifier` (as given; ``init(line:)`` validates).
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
    }

    /// Reads one line (without its LF; a trailing CR, spaces and tabs are trimmed).
    ///
    /// Accepts ASCII letters, digits, `.`, `-` and `_` (Apple's bundle identifier characters, plus
    /// the underscore some real projects use).
    /// - Throws: `ControlPortError` for an empty line, a line over ``maxLineBytes``, a control
    ///   character, or any other character a bundle identifier cannot hold.
    /// - Complexity: O(n) in the line's length.
    public init(line: String) throws(ControlPortError) {
        guard line.utf8.count <= Self.maxLineBytes else {
            throw .lineTooLong(limit: Self.maxLineBytes)
        }
        let trimmed = Self.trimmed(line)
        guard !trimmed.isEmpty else { throw .emptyLine }
        for (offset, scalar) in trimmed.unicodeScalars.enumerated() {
            let column = offset + 1
            if scalar.value < 0x20 || scalar.value == 0x7F {
                throw .controlCharacter(UInt8(scalar.value), column: column)
            }
            guard Self.isBundleIdentifierCharacter(scalar) else {
                throw .notABundleIdentifier(String(trimmed.prefix(64)), column: column, character: scalar)
            }
        }
        bundleIdentifier = trimmed
    }

    /// The line a client sends for this request, with its newline.
    public var line: String { bundleIdentifier + "\n" }

    /// `line` without leading and trailing spaces, tabs, CR and LF.
    package static func trimmed(_ line: String) -> String {
        let scalars = line.unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Whether `scalar` may appear in a bundle identifier.
    package static func isBundleIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": true
        default: false
        }
    }
}
