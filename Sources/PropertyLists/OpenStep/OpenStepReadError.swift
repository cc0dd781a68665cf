/// Why bytes could not be read as an old-style (OpenStep) property list or a `.strings` table:
/// what was found, where (line and column), and what the grammar expected there.
package struct OpenStepReadError: Error, Sendable, Hashable {
    /// What the grammar expected where it stopped.
    package enum Expectation: Sendable, Hashable {
        /// A value (a string, `{`, `(` or `<`), e.g. at the top level or inside an array.
        case value
        /// A value after `key =`.
        case valueAfterKey(String)
        /// A key at the top level of a `.strings` table (or the end of the file).
        case key
        /// A key or the `}` that closes the dictionary opened at `openedAt`.
        case keyOrClosingBrace(openedAt: SourcePosition)
        /// `=` (or `;`, the `"key";` short form) after `key`.
        case equalsAfterKey(String)
        /// The `;` that ends the entry of `key`.
        case semicolonAfterValue(String)
        /// `,` or the `)` that closes the array opened at `openedAt`.
        case commaOrClosingParenthesis(openedAt: SourcePosition)
        /// A hexadecimal digit pair or the `>` that closes the data opened at `openedAt`.
        case hexDigitsOrClosingAngle(openedAt: SourcePosition)
        /// The end of the file, after the root value.
        case endOfFile
    }

    /// What went wrong.
    package enum Problem: Sendable, Hashable {
        /// Something other than what the grammar allows at this point.
        case unexpected(found: String, expected: Expectation)
        /// A `"` or `'` string with no closing quote.
        case unterminatedString
        /// A `/*` with no `*/`.
        case unterminatedComment
        /// A data value with an odd number of hexadecimal digits.
        case oddHexDigits
        /// An escape that makes no character: `\U` without hex digits, a lone UTF-16 surrogate,
        /// an octal escape NeXTSTEP leaves undefined (`\376`, `\377`); `escape` as written.
        case invalidEscape(escape: String)
        /// Arrays and dictionaries nested more than `limit` levels deep.
        case nestedTooDeeply(limit: Int)
        /// The bytes are not UTF-8 (nor UTF-16 after a byte-order mark) from here on.
        case invalidEncoding
        /// The data is empty (zero bytes).
        case empty
    }

    /// What went wrong.
    package var problem: Problem
    /// Where: the first byte of the offending token (the opening quote of an unclosed string).
    package var position: SourcePosition

    /// Creates an error.
    package init(_ problem: Problem, at position: SourcePosition) {
        self.problem = problem
        self.position = position
    }

    /// What went wrong and what to do (one line, without the position).
    package var message: String { Wording.openStepReadError(problem) }

    /// `file:line:column: error: message`, the form compilers and CI annotations use.
    package func diagnostic(file: String) -> String {
        "\(file):\(position.line):\(position.column): error: \(message)"
    }
}
