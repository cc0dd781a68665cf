/// One rewrite the port pass made: where, by which rule, the text before and after.
public struct PortChange: Sendable, Equatable, CustomStringConvertible {
    /// The file, as the caller named it.
    public var file: String
    /// The 1-based line of the original text.
    public var line: Int
    /// The 1-based column (UTF-8 bytes) of the original text.
    public var column: Int
    /// The rule that made the change.
    public var rule: PortRule
    /// The original text.
    public var before: String
    /// The text that replaced it (trailing padding trimmed).
    public var after: String

    /// A change by `rule` at `file`:`line`:`column` from `before` to `after`.
    public init(file: String, line: Int, column: Int, rule: PortRule, before: String, after: String) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.before = before
        self.after = after
    }

    /// The `--explain` line: `file:line:column: rule: before → after`.
    public var description: String {
        let shownAfter = after.isEmpty ? "(removed)" : after
        return "\(file):\(line):\(column): \(rule.rawValue): \(before) → \(shownAfter)"
    }
}
