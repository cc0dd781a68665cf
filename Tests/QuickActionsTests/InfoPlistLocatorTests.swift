import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("InfoPlistLocator: from a path to the Info.plist, in the common layouts")
struct InfoPlistLocatorTests {
    @Test(
        "layouts",
        arguments: [
            ("Apps/Seed003/Info.plist", "Apps/Seed003/Info.plist", "Apps/Seed003"),
            ("Apps/Seed003", "Apps/Seed003/Info.plist", "Apps/Seed003"),
            ("Apps/Seed003/", "Apps/Seed003/Info.plist", "Apps/Seed003"),
            ("Apps/RealApp", "Apps/RealApp/MyNotes/Info.plist", "Apps/RealApp/MyNotes"),
            ("Apps/BinaryApp", "Apps/BinaryApp/Demo.app/Info.plist", "Apps/BinaryApp/Demo.app"),
            ("Rules/not-a-plist/Info.plist", "Rules/not-a-plist/Info.plist", "Rules/not-a-plist"),
        ])
    func layouts(path: String, infoPlist: String, appFolder: String) throws {
        let location = try InfoPlistLocator.locate(Fixture.path(path))
        #expect(Fixture.relative(location.infoPlist) == infoPlist)
        #expect(Fixture.relative(location.appFolder) == appFolder)
    }

    @Test("paths that cannot be used: exact messages")
    func errors() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "locator-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        for name in ["One", "Two"] {
            try FileManager.default.createDirectory(
                atPath: temporary + "/Project/" + name, withIntermediateDirectories: true)
            #expect(
                FileManager.default.createFile(
                    atPath: temporary + "/Project/\(name)/Info.plist", contents: Data()))
        }
        try FileManager.default.createDirectory(
            atPath: temporary + "/Empty", withIntermediateDirectories: true)
        let cases: [(String, String)] = [
            (temporary + "/missing", "\(temporary)/missing: no such file or folder"),
            (
                temporary + "/Empty",
                "\(temporary)/Empty: no Info.plist found (looked for Info.plist, *.app/Info.plist and */Info.plist); pass the Info.plist itself"
            ),
            (
                temporary + "/Project",
                "\(temporary)/Project: several Info.plist files found (\(temporary)/Project/One/Info.plist, \(temporary)/Project/Two/Info.plist); pass the one to use"
            ),
        ]
        for (path, message) in cases {
            #expect(throws: AppLoadError.self) { try InfoPlistLocator.locate(path) }
            do {
                _ = try InfoPlistLocator.locate(path)
            } catch {
                #expect(error.message == message)
            }
        }
        try FileManager.default.createDirectory(
            atPath: temporary + "/Project/Project", withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(
                atPath: temporary + "/Project/Project/Info.plist", contents: Data()))
        #expect(
            try InfoPlistLocator.locate(temporary + "/Project").infoPlist == temporary
                + "/Project/Project/Info.plist")
    }
}
