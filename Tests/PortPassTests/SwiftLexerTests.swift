import Testing

@testable import PortPass

@Suite("SwiftLexer")
struct SwiftLexerTests {
    private func kinds(_ source: String) -> [(SwiftToken.Kind, String)] {
        let bytes = Array(source.utf8)
        return SwiftLexer.tokenize(source).tokens.filter(\.isSignificant).map {
            ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self))
        }
    }

    @Test("nested block comments are one comment")
    func nestedComments() {
        let source = "a /* one /* two */ still #selector(x) */ b"
        let tokens = SwiftLexer.tokenize(source).tokens
        #expect(tokens.filter { $0.kind == .comment }.count == 1)
        #expect(kinds(source).map(\.1) == ["a", "b"])
    }

    @Test("interpolations are code, strings inside them are strings")
    func interpolation() {
        let source = ##"let s = "x \(f("#selector(y)", #selector(z))) w""##
        let words = kinds(source)
        #expect(words.contains { $0.0 == .pound && $0.1 == "#selector" })
        #expect(words.filter { $0.0 == .pound }.count == 1)
        #expect(SwiftLexer.tokenize(source).problems.isEmpty)
    }

    @Test("raw and multi-line strings close where Swift closes them")
    func rawAndMultiLine() {
        let source =
            "let a = #\"say \"#selector(x)\" \\(no)\"#\nlet b = \"\"\"\n\"quoted\" @IBOutlet\n\"\"\"\nc"
        let words = kinds(source).map(\.1)
        #expect(!words.contains("#selector"))
        #expect(!words.contains("@IBOutlet"))
        #expect(words.last == "c")
        #expect(SwiftLexer.tokenize(source).problems.isEmpty)
    }

    @Test("lines and columns count from one")
    func positions() {
        let tokens = SwiftLexer.tokenize("a\n  @objc").tokens.filter(\.isSignificant)
        #expect(tokens.map(\.line) == [1, 2])
        #expect(tokens.map(\.column) == [1, 3])
    }

    @Test(
        "what is left open is reported where it opened",
        arguments: [
            ("x /* never", LexProblem.Kind.unterminatedComment, 1, 3),
            ("x\nlet s = \"open\nnext", .unterminatedString, 2, 9),
            ("let s = \"\"\"\nnever closed", .unterminatedString, 1, 9),
            ("let s = \"a \\(b", .unterminatedInterpolation, 1, 12),
        ])
    func problems(source: String, kind: LexProblem.Kind, line: Int, column: Int) {
        let problems = SwiftLexer.tokenize(source).problems
        #expect(problems.first == LexProblem(kind: kind, line: line, column: column))
    }
}
