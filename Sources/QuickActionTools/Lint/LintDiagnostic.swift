public import Interchange
public import PropertyLists
public import QuickActions

/// One finding of the lint: what, how bad, where (file, line, column, key path), and which rule.
public struct LintDiagnostic: Sendable, Hashable {
    /// How bad a finding is; clang's words.
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
        /// Informational; never fails a build.
        case note
        /// Probably wrong; does not fail the lint.
        case warning
        /// Wrong; the lint exits 1.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Notes before warnings before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// The severity (the rule's, as a rule always reports with one).
    public var severity: Severity
    /// The rule that found it.
    public var rule: LintRule
    /// What is wrong and what to do.
    public var message: String
    /// The file it is in, as the user named it.
    public var file: String?
    /// Where in the file; nil for binary plists and whole-file findings.
    public var position: SourcePosition?
    /// The key path in the property list (`UIApplicationShortcutItems[2].UIApplicationShortcutItemType`).
    public var keyPath: String?

    /// Creates a diagnostic with the rule's severity.
    public init(
        rule: LintRule, message: String, file: String?, position: SourcePosition? = nil,
        keyPath: String? = nil
    ) {
        self.severity = rule.severity
        self.rule = rule
        self.message = message
        self.file = file
        self.position = position
        self.keyPath = keyPath
    }

    /// The clang/Xcode form editors and CI annotate: `path:line:column: error: message [rule]`
    /// (`path: error: …` when there is no position).
    public var formatted: String {
        var location = file ?? "<input>"
        if let position { location += ":\(position.line):\(position.column)" }
        return "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }

    /// Orders diagnostics by file, then position (whole-file ones first), then rule id.
    public static func sorted(_ diagnostics: [LintDiagnostic]) -> [LintDiagnostic] {
        diagnostics.enumerated().sorted { left, right in
            let a = left.element
            let b = right.element
            if a.file != b.file { return (a.file ?? "") < (b.file ?? "") }
            if a.position != b.position {
                guard let pa = a.position else { return true }
                guard let pb = b.position else { return false }
                return pa < pb
            }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// The JSON array `forcetouch lint --format json` prints: objects with `file`, `line`,
    /// `column`, `severity`, `rule`, `message`, `keyPath` (null when unknown).
    public static func json(_ diagnostics: [LintDiagnostic]) -> String {
        JSONOutput.array(
            diagnostics.map { diagnostic in
                .object([
                    .init("file", diagnostic.file.map { .string($0) } ?? .null),
                    .init("line", diagnostic.position.map { .integer($0.line) } ?? .null),
                    .init("column", diagnostic.position.map { .integer($0.column) } ?? .null),
                    .init("severity", .string(diagnostic.severity.rawValue)),
                    .init("rule", .string(diagnostic.rule.rawValue)),
                    .init("message", .string(diagnostic.message)),
                    .init("keyPath", diagnostic.keyPath.map { .string($0) } ?? .null),
                ])
            }
        ).render()
    }
}
