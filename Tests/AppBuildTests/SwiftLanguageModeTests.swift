import AppBuild
import Testing

/// A target's SWIFT_VERSION as current Xcode takes it: 4.0, 4.2, 5 and 6 build; Swift 3 and older,
/// and no setting at all, are refused with the setting's name and what to do.
@Suite("SwiftLanguageMode: SWIFT_VERSION as Xcode 10.2 and later accept it")
struct SwiftLanguageModeTests {
    @Test(
        "versions Xcode builds map to the toolchain's language modes",
        arguments: [
            ("4.0", SwiftLanguageMode.v4), ("4", .v4), ("4.1", .v4), ("4.2", .v4_2), ("5.0", .v5), ("5", .v5),
            ("5.10", .v5), ("6.0", .v6), (" 5.0 ", .v5),
        ])
    func accepted(version: String, mode: SwiftLanguageMode) throws {
        #expect(try SwiftLanguageMode.mode(swiftVersion: version, target: "Notes") == mode)
    }

    @Test(
        "Swift 3 and older are refused naming SWIFT_VERSION, as Xcode 10.2+ refuses them",
        arguments: ["3.0", "2.3", "3"])
    func tooOld(version: String) {
        #expect(throws: SwiftLanguageMode.Refusal.unsupported(target: "Notes", version: version)) {
            try SwiftLanguageMode.mode(swiftVersion: version, target: "Notes")
        }
        let message = SwiftLanguageMode.Refusal.unsupported(target: "Notes", version: version).description
        #expect(message.contains("SWIFT_VERSION = \(version)"))
        #expect(message.contains("--define SWIFT_VERSION=4.0"))
    }

    @Test("no setting and text that is not a version are refused with what to write")
    func unsetAndUnknown() {
        #expect(throws: SwiftLanguageMode.Refusal.unset(target: "Notes")) {
            try SwiftLanguageMode.mode(swiftVersion: nil, target: "Notes")
        }
        #expect(throws: SwiftLanguageMode.Refusal.unset(target: "Notes")) {
            try SwiftLanguageMode.mode(swiftVersion: "", target: "Notes")
        }
        #expect(throws: SwiftLanguageMode.Refusal.unknown(target: "Notes", version: "latest")) {
            try SwiftLanguageMode.mode(swiftVersion: "latest", target: "Notes")
        }
        #expect(throws: SwiftLanguageMode.Refusal.unknown(target: "Notes", version: "5.x")) {
            try SwiftLanguageMode.mode(swiftVersion: "5.x", target: "Notes")
        }
    }
}
