import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("BuildSettings: $(NAME) expansion as Xcode does for Info.plist")
struct BuildSettingsTests {
    let settings = BuildSettings([
        "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)",
        "PRODUCT_NAME": "My App_2",
        "CONFIGURATION": "Debug", "SUFFIX_Debug": ".debug", "EMPTY": "", "PATH": "/a/b/icon.tiff",
        "SELF": "$(SELF)x",
    ])

    @Test(
        "forms and modifiers",
        arguments: [
            ("$(PRODUCT_BUNDLE_IDENTIFIER).search", "com.example.My-App-2.search"),
            ("${PRODUCT_NAME}", "My App_2"),
            ("$(PRODUCT_NAME:c99extidentifier)", "My_App_2"),
            ("$(PRODUCT_NAME:identifier:lower)", "my_app_2"),
            ("$(PRODUCT_NAME:upper)", "MY APP_2"),
            ("$(SUFFIX_$(CONFIGURATION))", ".debug"),
            ("$(MISSING:default=fallback)", "fallback"),
            ("$(EMPTY:default=fallback)", "fallback"),
            ("$(PATH:file) $(PATH:base) $(PATH:dir) $(PATH:suffix)", "icon.tiff icon /a/b .tiff"),
            ("no variables", "no variables"),
            ("$NAME stays", "$NAME stays"),
        ])
    func expansion(text: String, value: String) {
        let expansion = settings.expand(text)
        #expect(expansion.value == value)
        #expect(expansion.problems.isEmpty)
    }

    @Test("c99extidentifier keeps letters beyond ASCII; identifier does not; a leading digit gets a _")
    func identifiers() {
        let settings = BuildSettings(["N": "9 café"])
        #expect(settings.expand("$(N:c99extidentifier)").value == "_9_café")
        #expect(settings.expand("$(N:identifier)").value == "_9_caf_")
    }

    @Test(
        "problems: undefined names stay literal, unknown modifiers are ignored, cycles and open brackets",
        arguments: [
            (
                "$(NOPE).x", "$(NOPE).x",
                [VariableExpansion.Problem(kind: .undefined(name: "NOPE"), reference: "$(NOPE)")]
            ),
            (
                "$(PRODUCT_NAME:lowercase)", "My App_2",
                [
                    .init(
                        kind: .unknownModifier(
                            name: "PRODUCT_NAME", modifier: "lowercase", suggestion: "lower"),
                        reference: "$(PRODUCT_NAME:lowercase)")
                ]
            ),
            ("$(SELF)", "$(SELF)x", [.init(kind: .cycle(name: "SELF"), reference: "$(SELF)")]),
            ("a$(OPEN", "a$(OPEN", [.init(kind: .unterminated, reference: "$(OPEN")]),
        ])
    func problems(text: String, value: String, problems: [VariableExpansion.Problem]) {
        let expansion = settings.expand(text)
        #expect(expansion.value == value)
        #expect(expansion.problems == problems)
    }

    @Test(
        "--define parsing",
        arguments: [
            (["A=1", "B=x=y", "A=2"], ["A": "2", "B": "x=y"], nil),
            (["C="], ["C": ""], nil),
            (["NOEQUALS"], nil, "'NOEQUALS' is not a definition; write NAME=VALUE"),
            (
                ["=1"], nil,
                "'=1' does not start with a build-setting name (letters, digits, '_'); write NAME=VALUE"
            ),
            (
                ["9A=1"], nil,
                "'9A=1' does not start with a build-setting name (letters, digits, '_'); write NAME=VALUE"
            ),
        ] as [([String], [String: String]?, String?)])
    func definitions(definitions: [String], values: [String: String]?, message: String?) {
        do {
            let settings = try BuildSettings(definitions: definitions)
            #expect(settings.values == values)
        } catch {
            #expect(error.message == message)
        }
    }
}
