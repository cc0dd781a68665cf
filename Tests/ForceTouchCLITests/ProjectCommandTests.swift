import Foundation
import Testing

@testable import ForceTouchCLI

/// A user points the tool at an Xcode project as it came from its repository: an Xcode 7 shaped
/// project whose quick-action title is a key translated by a non-localised `InfoPlist.strings`
/// (copied to the bundle's root, where iOS reads it first), and whose bundle identifier is built
/// from `$(PRODUCT_NAME:rfc1034identifier)`, different in Debug and Release.
@Suite("forcetouch project, and menu/lint on an .xcodeproj: names, ids and titles as the iPhone shows them")
struct ProjectCommandTests {
    let project = QuickActionsFixtures.path("Projects/RootStrings")

    func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    @Test(
        "project --format json: the app target with its resolved id and name, sources, resources and quick actions"
    )
    func projectJSON() async throws {
        let result = await run(["project", project, "--format", "json"])
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["configuration"] as? String == "Release")
        let targets = try #require(object["targets"] as? [[String: Any]])
        #expect(targets.count == 1)
        let app = try #require(targets.first)
        #expect(app["productType"] as? String == "app")
        #expect(app["bundleIdentifier"] as? String == "com.example.Quick-Notes")
        #expect(app["displayName"] as? String == "Quick Notes")
        #expect(app["sources"] as? [String] == ["Shortcuts/AppDelegate.swift"])
        #expect(app["resources"] as? [String] == ["Shortcuts/InfoPlist.strings"])
        let items = try #require(app["quickActions"] as? [[String: Any]])
        #expect(items.first?["type"] as? String == "com.example.Quick-Notes.compose")
    }

    @Test(
        "menu on the project folder: the root InfoPlist.strings translates the title; --configuration picks the id"
    )
    func menuTranslatesFromTheBundleRoot() async {
        let release = await run(["menu", project])
        #expect(release.status == 0, "\(release.errors)")
        #expect(
            release.output.contains(
                "1. Write a Note  [system: compose] static, type com.example.Quick-Notes.compose"))
        #expect(!release.output.contains("shortcutTitleCompose"))
        let debug = await run(["menu", project + "/Shortcuts.xcodeproj", "--configuration", "Debug"])
        #expect(debug.output.contains("type com.example.Quick-Notes.debug.compose"), "\(debug.output)")
    }

    @Test("lint needs no --define for settings the project defines, and finds the translated key")
    func lintIsClean() async {
        let result = await run(["lint", project])
        #expect(result.status == 0)
        #expect(!result.errors.contains("unresolved-variable"), "\(result.errors)")
        #expect(!result.errors.contains("missing-localization"), "\(result.errors)")
    }

    @Test("a target the project lacks is a usage error naming the targets it has")
    func unknownTarget() async {
        let result = await run(["project", project, "--target", "Nope"])
        #expect(result.status == 2)
        #expect(result.errors.contains("the project has no target 'Nope'; its targets: Quick Notes"))
    }
}
