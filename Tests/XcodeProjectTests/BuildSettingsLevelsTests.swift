import TestSupport
import Testing

@testable import XcodeProject

@Suite("BuildSettings: levels, $(inherited) and references as Xcode resolves them")
struct BuildSettingsLevelsTests {
    let levels = BuildSettings(levels: [
        .init(name: "Xcode", values: ["PRODUCT_NAME": "$(TARGET_NAME)", "TARGET_NAME": "Notes"]),
        .init(name: "Project.xcconfig", values: ["FLAGS": "-x", "TEAM": "T1"]),
        .init(name: "project", values: ["FLAGS": "$(inherited) -a", "NAME": "Project"]),
        .init(name: "Target.xcconfig", values: ["FLAGS": "$(inherited) -t", "NAME": "Config"]),
        .init(name: "target", values: ["FLAGS": "$(inherited) -b", "NAME": "Target", "ID": "com.$(NAME)"]),
    ])

    @Test("each level's $(inherited) reaches the levels below it, in Xcode's order")
    func inheritedChain() {
        #expect(levels["FLAGS"] == "-x -a -t -b")
    }

    @Test("the highest level defining a name wins; references take the final value")
    func highestWins() {
        #expect(levels["NAME"] == "Target")
        #expect(levels["ID"] == "com.Target")
        #expect(levels["PRODUCT_NAME"] == "Notes")
    }

    @Test("--define wins over every level and its $(inherited) reaches the target's value")
    func definesWin() throws {
        let defines = try BuildSettings(definitions: ["NAME=Defined", "FLAGS=$(inherited) -d"])
        let settings = levels.overridden(by: defines)
        #expect(settings["NAME"] == "Defined")
        #expect(settings["FLAGS"] == "-x -a -t -b -d")
    }

    @Test("a setting's reference to its own name means the value below (legacy $(FLAGS) $(FLAGS) style)")
    func selfReference() {
        let settings = BuildSettings(levels: [
            .init(name: "project", values: ["PATHS": "/a"]),
            .init(name: "target", values: ["PATHS": "$(PATHS) /b"]),
        ])
        #expect(settings["PATHS"] == "/a /b")
    }

    @Test("bare $NAME expands in settings' values, not in top-level text unless asked")
    func bareReferences() {
        let settings = BuildSettings(levels: [
            .init(name: "project", values: ["SRCROOT": "/p", "PLIST": "$SRCROOT/Info.plist"])
        ])
        #expect(settings["PLIST"] == "/p/Info.plist")
        #expect(settings.expand("$SRCROOT/x").value == "$SRCROOT/x")
        #expect(settings.expand("$SRCROOT/x", bareReferences: true).value == "/p/x")
    }

    @Test("chained modifiers apply left to right, default= among them")
    func chainedModifiers() {
        let settings = BuildSettings(["NAME": "My App", "EMPTY": ""])
        #expect(settings.expand("$(NAME:rfc1034identifier:lower)").value == "my-app")
        #expect(settings.expand("$(EMPTY:default=Fall Back:upper)").value == "FALL BACK")
        #expect(settings.expand("$(NAME:c99extidentifier:upper)").value == "MY_APP")
    }

    @Test("a cycle through two settings stops with a message naming it")
    func cycle() {
        let settings = BuildSettings(["A": "$(B)", "B": "x$(A)"])
        let expansion = settings.expand("$(A)")
        #expect(expansion.value == "x$(A)")
        #expect(expansion.problems == [.init(kind: .cycle(name: "A"), reference: "$(A)")])
    }

    @Test("a runaway (each level doubling) stops at the limit with a message")
    func runaway() {
        var values: [String: String] = ["V0": "ab"]
        for level in 1...40 { values["V\(level)"] = "$(V\(level - 1))$(V\(level - 1))" }
        let expansion = BuildSettings(values).expand("$(V40)")
        #expect(expansion.problems.contains { if case .runaway = $0.kind { true } else { false } })
        #expect(expansion.value.unicodeScalars.count <= BuildSettings.maximumLength * 2)
    }

    @Test("randomised: a chain of n levels appending with $(inherited) gives n words in order (seeded)")
    func randomisedChains() {
        var random = SplitMix64(seed: 0x5EED_0021)
        for _ in 0..<50 {
            let count = Int.random(in: 1...12, using: &random)
            let levels = (0..<count).map { index in
                BuildSettings.Level(
                    name: "l\(index)", values: ["W": index == 0 ? "w0" : "$(inherited) w\(index)"])
            }
            let expected = (0..<count).map { "w\($0)" }.joined(separator: " ")
            #expect(BuildSettings(levels: levels)["W"] == expected, "seed 0x5EED_0021, \(count) levels")
        }
    }
}
