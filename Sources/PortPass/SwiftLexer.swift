/// Splits Swift source into tokens, so no rule ever rewrites inside a comment or a string.
///
/// Comments nest (`/* /* */ */`); strings may be single-line, multi-line (`"""`), raw (`#"…"#`,
/// any number of `#`) and carry interpolations (`\( … )`, `\#( … )` in raw strings) whose code is
/// lexed as code, strings inside them included. Whatever is left open is reported as a
/// ``LexProblem`` and the tokens run to the end of the file.
public struct SwiftLexer: Sendable {
    /// The source bytes (UTF-8).
    public let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private(set) var tokens: [SwiftToken] = []
    private(set) var problems: [LexProblem] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The tokens of `source` and whatever it left open.
    ///
    /// - Complexity: O(n) in the length of `source`.
    public static func tokenize(_ source: String) -> (tokens: [SwiftToken], problems: [LexProblem]) {
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        lexer.lexCode(inInterpolation: false)
        return (lexer.tokens, lexer.problems)
    }

    private var column: Int { position - lineStart + 1 }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func emit(
        _ kind: SwiftToken.Kind, from start: Int, line startLine: Int, column startColumn: Int
    ) {
        guard position > start else { return }
        tokens.append(SwiftToken(kind: kind, range: start..<position, line: startLine, column: startColumn))
    }

    /// Moves one byte on, counting line breaks (`\n`, `\r\n` and a lone `\r`).
    private mutating func step() {
        let byte = bytes[position]
        position += 1
        if byte == 0x0A || (byte == 0x0D && peek() != 0x0A) {
            line += 1
            lineStart = position
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    private mutating func lexCode(inInterpolation: Bool) {
        var depth = 0
        while let byte = peek() {
            let start = position
            let startLine = line
            let startColumn = column
            switch byte {
            case 0x0A, 0x0D:
                step()
                emit(.newline, from: start, line: startLine, column: startColumn)
            case 0x20, 0x09:
                while let next = peek(), next == 0x20 || next == 0x09 { step() }
                emit(.space, from: start, line: startLine, column: startColumn)
            case 0x2F where peek(1) == 0x2F:
                while let next = peek(), next != 0x0A, next != 0x0D { step() }
                emit(.comment, from: start, line: startLine, column: startColumn)
            case 0x2F where peek(1) == 0x2A:
                lexBlockComment()
                emit(.comment, from: start, line: startLine, column: startColumn)
            case 0x22:
                lexString(hashes: 0)
            case 0x23 where rawStringHashes() != nil:
                lexString(hashes: rawStringHashes()!)
            case 0x40, 0x23:
                step()
                while let next = peek(), Self.isIdentifierByte(next) { step() }
                emit(byte == 0x40 ? .attribute : .pound, from: start, line: startLine, column: startColumn)
            case 0x60:
                step()
                while let next = peek(), next != 0x60, next != 0x0A { step() }
                if peek() == 0x60 { step() }
                emit(.identifier, from: start, line: startLine, column: startColumn)
            case 0x30...0x39:
                while let next = peek(),
                    Self.isIdentifierByte(next)
                        || next == 0x2E && (peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false)
                {
                    step()
                }
                emit(.number, from: start, line: startLine, column: startColumn)
            default:
                if Self.isIdentifierByte(byte) {
                    while let next = peek(), Self.isIdentifierByte(next) { step() }
                    emit(.identifier, from: start, line: startLine, column: startColumn)
                    continue
                }
                if inInterpolation {
                    if byte == 0x28 {
                        depth += 1
                    } else if byte == 0x29 {
                        if depth == 0 { return }
                        depth -= 1
                    }
                }
                step()
                emit(.punctuation, from: start, line: startLine, column: startColumn)
            }
        }
    }

    /// The number of `#` before a `"` starting here, if this opens a raw string.
    private func rawStringHashes() -> Int? {
        var count = 0
        while peek(count) == 0x23 { count += 1 }
        return peek(count) == 0x22 ? count : nil
    }

    private mutating func lexBlockComment() {
        let openLine = line
        let openColumn = column
        var depth = 0
        while let byte = peek() {
            if byte == 0x2F && peek(1) == 0x2A {
                depth += 1
                step()
                step()
            } else if byte == 0x2A && peek(1) == 0x2F {
                depth -= 1
                step()
                step()
                if depth == 0 { return }
            } else {
                step()
            }
        }
        problems.append(LexProblem(kind: .unterminatedComment, line: openLine, column: openColumn))
    }

    /// Lexes a string literal opened by `hashes` `#` and one or three quotes.
    private mutating func lexString(hashes: Int) {
        let openLine = line
        let openColumn = column
        var start = position
        var fragmentLine = line
        var fragmentColumn = column
        for _ in 0..<hashes { step() }
        let multiLine = peek() == 0x22 && peek(1) == 0x22 && peek(2) == 0x22
        for _ in 0..<(multiLine ? 3 : 1) { step() }
        while let byte = peek() {
            if !multiLine && (byte == 0x0A || byte == 0x0D) { break }
            if byte == 0x5C && hashesFollow(at: position + 1, count: hashes) {
                let afterHashes = position + 1 + hashes
                if afterHashes < bytes.count && bytes[afterHashes] == 0x28 {
                    let interpolationLine = line
                    let interpolationColumn = column
                    for _ in 0...hashes { step() }
                    step()
                    emit(.stringText, from: start, line: fragmentLine, column: fragmentColumn)
                    lexCode(inInterpolation: true)
                    guard peek() == 0x29 else {
                        problems.append(
                            LexProblem(
                                kind: .unterminatedInterpolation, line: interpolationLine,
                                column: interpolationColumn))
                        return
                    }
                    start = position
                    fragmentLine = line
                    fragmentColumn = column
                    step()
                    continue
                }
                for _ in 0...hashes { step() }
                if peek() != nil { step() }
                continue
            }
            if byte == 0x22 {
                let quotes = multiLine ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == 0x22 })
                    && hashesFollow(at: position + quotes, count: hashes)
                {
                    for _ in 0..<(quotes + hashes) { step() }
                    emit(.stringText, from: start, line: fragmentLine, column: fragmentColumn)
                    return
                }
            }
            step()
        }
        emit(.stringText, from: start, line: fragmentLine, column: fragmentColumn)
        problems.append(LexProblem(kind: .unterminatedString, line: openLine, column: openColumn))
    }

    private func hashesFollow(at index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == 0x23 }
    }
}
