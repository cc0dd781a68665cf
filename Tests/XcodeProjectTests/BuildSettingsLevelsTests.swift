import Testing

@testable import XcodeProject

@Suite("BuildSettings: levels and $(inherited) as Xcode resolves them")
struct BuildSettingsLevelsTests {
    @Test("a target's setting wins over the project's; $(inherited) reaches the level below")
    func inherited() {
        let settings = BuildSettings(levels: [
            .init(name: "project", values: ["FLAGS": "-a", "NAME": "Project"]),
            .init(name: "target", values: ["FLAGS": "$(inherited) -b", "NAME": "Target"]),
        ])
        #expect(settings["FLAGS"] == "-a -b")
        #expect(settings["NAME"] == "Target")
    }
}
