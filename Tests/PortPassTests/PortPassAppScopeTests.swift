import Testing

@testable import PortPass

/// Two apps in one program share Foundation's `Bundle.main` and `UserDefaults.standard`; the pass
/// points each app's at its own, and only when asked (an app alone in its host keeps Foundation's).
@Suite("PortPass: Bundle.main and UserDefaults.standard scoped to the app")
struct PortPassAppScopeTests {
    private func port(_ source: String, scoped: Bool = true) -> PortPass.Result {
        PortPass(scopesToApp: scoped).rewrite(source, file: "App.swift")
    }

    @Test(
        "Bundle.main and UserDefaults.standard become the app's own, Foundation-qualified or not",
        arguments: [
            (
                "let id = Bundle.main.bundleIdentifier! + \".favorites\"",
                "let id = ForceTouchAppBundle.main.bundleIdentifier! + \".favorites\"", PortRule.mainBundle
            ),
            ("let b = Foundation.Bundle.main", "let b = ForceTouchAppBundle.main", .mainBundle),
            (
                "UserDefaults.standard.set(3, forKey: \"count\")",
                "ForceTouchAppBundle.defaults.set(3, forKey: \"count\")", .standardDefaults
            ),
        ])
    func rewrites(source: String, expected: String, rule: PortRule) {
        let result = port(source)
        #expect(result.text == expected)
        #expect(result.changes.map(\.rule) == [rule])
        #expect(
            result.changes.first?.column == (source.hasPrefix("let b") ? 9 : source.hasPrefix("let") ? 10 : 1)
        )
    }

    @Test("left alone: unscoped passes, strings, comments, other members and other types' main")
    func leftAlone() {
        let source = """
            let a = Bundle.main.bundlePath  // Bundle.main in a comment
            let s = "Bundle.main"
            let m = DispatchQueue.main
            let o = other.Bundle.main
            let p = Bundle.allBundles
            """
        #expect(port(source, scoped: false).changes.isEmpty)
        let scoped = port(source)
        #expect(scoped.changes.map(\.line) == [1])
        #expect(
            scoped.text.components(separatedBy: "\n").dropFirst()
                == source.components(separatedBy: "\n").dropFirst())
    }

    @Test("an app alone in its host keeps Foundation's Bundle.main but gets its own standard defaults")
    func defaultsAlone() {
        let source = "let b = Bundle.main\nUserDefaults.standard.set(true, forKey: \"seen\")"
        let result = PortPass(ownsDefaults: true).rewrite(source, file: "App.swift")
        #expect(
            result.text == "let b = Bundle.main\nForceTouchAppBundle.defaults.set(true, forKey: \"seen\")")
        #expect(result.changes.map(\.rule) == [.standardDefaults])
        #expect(result.changes.first?.line == 2)
        #expect(PortPass().rewrite(source, file: "App.swift").changes.isEmpty, "a library build keeps both")
    }
}
