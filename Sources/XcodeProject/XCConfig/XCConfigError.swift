public import PropertyLists

/// Why an xcconfig file (or one it includes) cannot be used.
public enum XCConfigError: Error, Sendable, Hashable {
    /// What is wrong on a line.
    public enum Problem: Sendable, Hashable {
        /// A `#` line that is not `#include`.
        case unknownDirective
        /// `#include` without a quoted path.
        case expectedIncludePath
        /// `#include "…` with no closing quote.
        case unterminatedIncludePath
        /// Text after an include's path.
        case trailingText
        /// A line that starts with neither a setting name, `#include` nor `//`.
        case expectedName
        /// `NAME` not followed by `=`.
        case expectedEquals(String)
        /// `NAME[…` with no `]`.
        case unterminatedCondition
        /// A condition without `key=pattern`.
        case malformedCondition(String)
        /// A condition key Xcode does not know.
        case unknownConditionKey(String)
    }

    /// A line that cannot be read.
    case syntax(file: String, position: SourcePosition, problem: Problem)
    /// The file is not UTF-8 text.
    case notUTF8(file: String)
    /// The file cannot be read (missing, a folder, too large).
    case unreadable(file: String, reason: String)
    /// `#include "path"` names a file that does not exist.
    case missingInclude(file: String, position: SourcePosition, included: String)
    /// An include leads back to a file that is already being read: `chain` from the first file.
    case includeCycle(file: String, position: SourcePosition, chain: [String])
    /// Includes nested deeper than `XCConfigLoader.maximumDepth`.
    case includesTooDeep(file: String, position: SourcePosition, limit: Int)

    /// The file the problem is in.
    public var file: String {
        switch self {
        case .syntax(let file, _, _), .notUTF8(let file), .unreadable(let file, _),
            .missingInclude(let file, _, _), .includeCycle(let file, _, _), .includesTooDeep(let file, _, _):
            file
        }
    }

    /// Where in `file`, when known.
    public var position: SourcePosition? {
        switch self {
        case .syntax(_, let position, _), .missingInclude(_, let position, _),
            .includeCycle(_, let position, _), .includesTooDeep(_, let position, _):
            position
        case .notUTF8, .unreadable: nil
        }
    }

    /// What went wrong and what to do (one line, without the location).
    public var message: String { Wording.xcconfigError(self) }

    /// `file:line:column: error: message`, as compilers print it.
    public var formatted: String {
        "\(file):\(position.map { "\($0):" } ?? "") error: \(message)"
    }
}
