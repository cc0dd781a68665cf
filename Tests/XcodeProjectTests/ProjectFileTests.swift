import Foundation
import PropertyLists
import Testing

@testable import XcodeProject

@Suite("ProjectFile: targets, configurations and files of projects of each Xcode era")
struct ProjectFileTests {
    /// An Xcode 7–15 app on disk: the project and the files it names.
    func classicFolder(objectVersion: Int, xcconfig: Bool = false) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        for file in [
            "Notes/AppDelegate.swift", "Notes/ViewController.swift", "Notes/Base.lproj/Main.storyboard",
            "Notes/en.lproj/InfoPlist.strings", "Notes/de.lproj/InfoPlist.strings", "Notes/Info.plist",
            "Shared/Log.swift", "NotesTests/NotesTests.swift",
        ] {
            try folder.write(file, "")
        }
        try folder.folder("Notes/Assets.xcassets")
        let path = try ProjectFixture.classicApp(objectVersion: objectVersion, xcconfig: xcconfig).write(
            into: folder, name: "Notes")
        return (folder, path)
    }

    @Test(
        "Xcode 7, 9, 11, 13 and 15 era files: targets told apart, files resolved through groups",
        arguments: [46, 48, 50, 52, 55, 56])
    func classic(objectVersion: Int) throws {
        let (folder, path) = try classicFolder(objectVersion: objectVersion)
        let project = try ProjectFile.load(path)
        #expect(project.objectVersion == objectVersion)
        #expect(project.name == "Notes" && project.folder == folder.path)
        #expect(project.targets.map(\.name) == ["Notes", "NotesTests", "NotesUITests"])
        #expect(project.targets.map(\.productType) == [.application, .unitTest, .uiTest])
        #expect(project.appTargets.map(\.name) == ["Notes"])
        #expect(project.knownRegions == ["en", "Base", "de"])
        #expect(project.defaultBuildConfiguration == "Release")
        #expect(project.warnings == [])
        let app = try #require(project.target("Notes"))
        #expect(
            app.sources.map(\.path) == [
                folder.path + "/Notes/AppDelegate.swift", folder.path + "/Notes/ViewController.swift",
                folder.path + "/Shared/Log.swift",
            ])
        #expect(
            app.resources.map(\.path).map { String($0.dropFirst(folder.path.count + 1)) } == [
                "Notes/Base.lproj/Main.storyboard", "Notes/en.lproj/InfoPlist.strings",
                "Notes/de.lproj/InfoPlist.strings",
                "Notes/Assets.xcassets",
            ])
        #expect(app.resources.map(\.language) == ["Base", "en", "de", nil])
        #expect(app.resources.first?.variantGroup == "Main.storyboard")
        #expect(app.frameworks.map(\.path) == ["$(SDKROOT)/System/Library/Frameworks/UIKit.framework"])
    }

    @Test("a target's settings: Xcode's own, the project's, the target's; conditions for iphoneos")
    func settings() throws {
        let (folder, path) = try classicFolder(objectVersion: 46)
        let project = try ProjectFile.load(path)
        let app = try #require(project.target("Notes"))
        let settings = try project.settings(for: app)
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.Notes")
        #expect(settings["SWIFT_VERSION"] == "4.0")
        #expect(settings["IPHONEOS_DEPLOYMENT_TARGET"] == "9.0")
        #expect(settings["CODE_SIGN_IDENTITY"] == "iPhone Developer")
        #expect(settings["EXECUTABLE_NAME"] == "Notes")
        #expect(settings["PRODUCT_MODULE_NAME"] == "Notes")
        #expect(settings["DEVELOPMENT_LANGUAGE"] == "en")
        #expect(settings["SRCROOT"] == folder.path)
        #expect(settings["CONFIGURATION"] == "Release")
        #expect(settings["DEVELOPMENT_TEAM"] == "")
        #expect(settings["BUILT_PRODUCTS_DIR"] == folder.path + "/build/Release-iphoneos")
        let debug = try project.settings(for: app, context: BuildContext(configuration: "Debug"))
        #expect(debug["CONFIGURATION"] == "Debug")
    }

    @Test("a target's xcconfig sits between the project's settings and the target's; its includes are read")
    func xcconfigLevel() throws {
        let (folder, path) = try classicFolder(objectVersion: 50, xcconfig: true)
        try folder.write("Config/Team.xcconfig", "SAMPLE_CODE_DISAMBIGUATOR = ${DEVELOPMENT_TEAM}\n")
        try folder.write(
            "Config/App.xcconfig",
            "#include \"Team.xcconfig\"\nSWIFT_VERSION = 5.0\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\nGROUP = group.$(PRODUCT_BUNDLE_IDENTIFIER)$(SAMPLE_CODE_DISAMBIGUATOR)\n"
        )
        let project = try ProjectFile.load(path)
        let settings = try project.settings(for: try #require(project.target("Notes")))
        #expect(settings["SWIFT_VERSION"] == "4.0")  // the target's own setting wins over its xcconfig
        #expect(settings["IPHONEOS_DEPLOYMENT_TARGET"] == "12.0")  // the xcconfig wins over the project
        #expect(settings["GROUP"] == "group.com.example.Notes")
    }

    @Test("Xcode 16: a synchronized folder's files from disk, less its exceptions; generated Info.plist keys")
    func synchronized() throws {
        let folder = try TemporaryFolder()
        for file in [
            "Trips/TripsApp.swift", "Trips/Views/TripList.swift", "Trips/Drafts/Draft.swift",
            "Trips/Info.plist",
            "Trips/en.lproj/InfoPlist.strings", "Trips/Trips.entitlements", "Trips/Bridging.h",
            "Trips/.DS_Store",
            "Trips/Assets.xcassets/Contents.json", "Trips/Assets.xcassets/AppIcon.appiconset/Contents.json",
        ] {
            try folder.write(file, "")
        }
        let path = try ProjectFixture.synchronizedApp().write(into: folder, name: "Trips")
        let project = try ProjectFile.load(path)
        let app = try #require(project.target("Trips"))
        #expect(app.synchronizedFolders == [folder.path + "/Trips"])
        #expect(
            app.sources.map { String($0.path.dropFirst(folder.path.count + 1)) } == [
                "Trips/TripsApp.swift", "Trips/Views/TripList.swift",
            ])
        #expect(
            app.resources.map { String($0.path.dropFirst(folder.path.count + 1)) } == [
                "Trips/Assets.xcassets", "Trips/en.lproj/InfoPlist.strings",
            ])
        #expect(app.resources.map(\.language) == [nil, "en"])
        let settings = try project.settings(for: app)
        #expect(GeneratedInfoPlist.isGenerated(settings))
        let root = GeneratedInfoPlist.merge(
            into: PropertyListNode(
                .dictionary([.init(key: "CFBundleDisplayName", value: PropertyListNode(.string("Old")))])),
            settings: settings)
        #expect(root["CFBundleDisplayName"]?.propertyListValue == .string("Trip Log"))
        #expect(root["CFBundleIdentifier"]?.propertyListValue == .string("$(PRODUCT_BUNDLE_IDENTIFIER)"))
        #expect(root["UIRequiresFullScreen"]?.propertyListValue == .boolean(true))
        #expect(root["UILaunchScreen"]?.propertyListValue == .dictionary([:]))
        #expect(settings.expand("$(MARKETING_VERSION)").value == "2.1")
    }

    @Test(
        "Xcode 16: a file of the app's synchronized folder shared with a widget; a per-phase exception and a folder reference"
    )
    func sharedSynchronizedFolder() throws {
        let folder = try TemporaryFolder()
        for file in [
            "Trips/TripsApp.swift", "Trips/Shared/Formatter.swift", "Trips/Widget/TripsWidget.swift",
            "Trips/Widget/Widget.strings", "Trips/Extras/Tool.txt", "Trips/Extras/Readme.txt",
            "Trips/Web/index.html", "Trips/Web/app.js", "Trips/Share/Base.lproj/Share.xib",
            "Trips/Share/de.lproj/Share.xib", "Trips/AppIcon.icon/icon.json",
            "Trips/AppIcon.icon/Assets/glyph.svg",
        ] {
            try folder.write(file, "")
        }
        let path = try ProjectFixture.sharedSynchronizedApp().write(into: folder, name: "Trips")
        let project = try ProjectFile.load(path)
        func relative(_ entries: [ProjectFileEntry]) -> [String] {
            entries.map { String($0.path.dropFirst(folder.path.count + 1)) }
        }
        let app = try #require(project.target("Trips"))
        #expect(relative(app.sources) == ["Trips/Shared/Formatter.swift", "Trips/TripsApp.swift"])
        // Tool.txt is in the Copy Files phase, not Resources; Web is one resource, not walked.
        #expect(relative(app.resources) == ["Trips/AppIcon.icon", "Trips/Extras/Readme.txt", "Trips/Web"])
        let widget = try #require(project.target("TripsWidget"))
        #expect(widget.synchronizedFolders.isEmpty)
        #expect(
            relative(widget.sources) == ["Trips/Shared/Formatter.swift", "Trips/Widget/TripsWidget.swift"])
        #expect(
            relative(widget.resources) == [
                "Trips/Share/Base.lproj/Share.xib", "Trips/Share/de.lproj/Share.xib",
                "Trips/Widget/Widget.strings",
            ])
        #expect(widget.resources.map(\.language) == ["Base", "de", nil])
        #expect(project.warnings.isEmpty)

        // A shared path that is not on disk is a warning naming it; the rest is read.
        try FileManager.default.removeItem(atPath: folder.path + "/Trips/Shared/Formatter.swift")
        let again = try ProjectFile.load(path)
        #expect(
            relative(try #require(again.target("TripsWidget")).sources) == ["Trips/Widget/TripsWidget.swift"])
        #expect(again.warnings.map(\.kind) == [.missingFile(path: "Trips/Shared/Formatter.swift")])
    }

    @Test(
        "a project named by a relative path: $(SRCROOT) is absolute, as Xcode's is, so it is not joined twice"
    )
    func relativeProjectPath() throws {
        let (folder, path) = try classicFolder(objectVersion: 46)
        let cwd = FileManager.default.currentDirectoryPath
        let depth = cwd.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + path.dropFirst()
        let project = try ProjectFile.load(relative)
        let app = try #require(project.target("Notes"))
        let settings = try project.settings(for: app)
        #expect(settings.expand("$(SRCROOT)").value == folder.path)
        #expect(
            project.resolve(settingPath: settings.expand("$(SRCROOT)/Notes/Info.plist").value)
                == folder.path + "/Notes/Info.plist")
    }

    @Test("a dangling object id and a missing file are warnings naming them; the rest is read")
    func warnings() throws {
        let (folder, path) = try classicFolder(objectVersion: 46)
        try FileManager.default.removeItem(atPath: folder.path + "/Notes/ViewController.swift")
        var text = try String(contentsOfFile: path + "/project.pbxproj", encoding: .utf8)
        text = text.replacingOccurrences(
            of: "buildPhases = (\n\t\t\t\t",
            with: "buildPhases = (\n\t\t\t\tDEADBEEFDEADBEEFDEADBEEF,\n\t\t\t\t")
        try folder.write("Notes.xcodeproj/project.pbxproj", text)
        let project = try ProjectFile.load(path)
        #expect(
            project.warnings.map(\.message) == [
                "'buildPhases' refers to object DEADBEEFDEADBEEFDEADBEEF, which the project does not have; it is skipped",
                "the project refers to 'Notes/ViewController.swift', which does not exist; restore it or remove it from the project",
                "'buildPhases' refers to object DEADBEEFDEADBEEFDEADBEEF, which the project does not have; it is skipped",
            ])
        #expect(project.target("Notes")?.sources.count == 3)
    }

    @Test(
        "structural damage is an error naming the project file",
        arguments: [
            (
                "{ archiveVersion = 1; }",
                "the project file has no 'objects'; it is damaged (restore it from version control)"
            ),
            (
                "{ objects = { }; }",
                "the project file has no 'rootObject'; it is damaged (restore it from version control)"
            ),
            (
                "{ objects = { A = { isa = PBXGroup; }; }; rootObject = A; }",
                "rootObject A is not a PBXProject object; the project file is damaged (restore it from version control)"
            ),
            ("{ objects = ( ); rootObject = A; }", "'objects' should be a dictionary, not array"),
            ("{ objects = { A = B; }; rootObject = A; }", "object A is not a dictionary with an 'isa'"),
        ])
    func structure(text: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Bad.xcodeproj/project.pbxproj", text)
        #expect(throws: ProjectFileError.self) { try ProjectFile.load(folder.path + "/Bad.xcodeproj") }
        do {
            _ = try ProjectFile.load(folder.path + "/Bad.xcodeproj")
        } catch {
            #expect(error.message == message)
            #expect(error.file == folder.path + "/Bad.xcodeproj/project.pbxproj")
        }
    }

    @Test("a path that is not a project, and text that is not a property list")
    func notAProject() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ProjectFileError.notFound(path: folder.path)) { try ProjectFile.load(folder.path) }
        try folder.write("Bad.xcodeproj/project.pbxproj", "{ objects = { ")
        do {
            _ = try ProjectFile.load(folder.path + "/Bad.xcodeproj")
            Issue.record("no error")
        } catch {
            guard case .syntax = error else {
                Issue.record("\(error)")
                return
            }
        }
    }
}
