public import Foundation
public import PropertyLists

/// One `.xcconfig` file as written: its assignments and `#include`s in file order, with positions.
///
/// Syntax (Apple's "Configuration Settings File (xcconfig) format", Xcode Help): one item a line;
/// `//` starts a comment anywhere on a line (also inside a value: write `/$()/` for a literal `//`);
/// `NAME = VALUE`, optionally with conditions `NAME[sdk=iphoneos*][config=Debug] = VALUE` (also
/// comma-separated in one bracket, `[sdk=iphoneos*,arch=arm64]`); a trailing `;` is ignored;
/// `#include "path"` (an error when missing) and `#include? "path"` (skipped when missing), a
/// relative path from the including file's folder. `parse` reads one file; `XCConfigLoader`
/// follows the includes.
public struct XCConfigFile: Sendable, Hashable {
    /// One condition of a conditional assignment: `sdk=iphoneos*`.
    public struct Condition: Sendable, Hashable {
        /// `sdk`, `arch`, `config` or `variant`.
        public var key: String
        /// The pattern, `*` and `?` as wildcards.
        public var pattern: String
    }

    /// `NAME[conditions] = VALUE`.
    public struct Assignment: Sendable, Hashable {
        /// The setting's name.
        public var name: String
        /// The conditions, all of which must hold.
        public var conditions: [Condition]
        /// The value as written (comments and a trailing `;` removed, spaces trimmed).
        public var value: String
        /// The file it is written in.
        public var file: String
        /// Where the name starts.
        public var position: SourcePosition
    }

    /// `#include "path"` or `#include? "path"`.
    public struct Include: Sendable, Hashable {
        /// The path as written.
        public var path: String
        /// Whether `#include?` (a missing file is skipped).
        public var isOptional: Bool
        /// Where the `#` is.
        public var position: SourcePosition
    }

    /// One item of the file.
    public enum Line: Sendable, Hashable {
        /// An assignment.
        case assignment(Assignment)
        /// An include.
        case include(Include)
    }

    /// The condition keys Xcode accepts.
    public static let conditionKeys = ["sdk", "arch", "config", "variant"]

    /// The file's path (for messages and for resolving includes).
    public var path: String
    /// The items in file order.
    public var lines: [Line]

    /// Parses the bytes of an xcconfig file (UTF-8).
    /// - Complexity: O(*n*) in the size of the data.
    public static func parse(_ data: Data, path: String) throws(XCConfigError) -> XCConfigFile {
        guard let text = String(data: data, encoding: .utf8) else {
            throw .notUTF8(file: path)
        }
        var lines: [Line] = []
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            var parser = XCConfigLineParser(
                scalars: Array(rawLine.unicodeScalars), file: path, line: lineNumber)
            if let line = try parser.parse() { lines.append(line) }
        }
        return XCConfigFile(path: path, lines: lines)
    }
}
