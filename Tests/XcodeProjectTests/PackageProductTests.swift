import Foundation
import Testing

@testable import XcodeProject

/// What an app target links beside its own files, as Xcode 11 and later write it: Swift package
/// products (remote, local, or supplied by the workspace) and run-script phases such as CocoaPods'
/// manifest check, read so that `forcetouch build` can say where Xcode would get a missing module.
@Suite("ProjectTarget: Swift package products and run-script phases")
struct PackageProductTests {
    typealias Q = ProjectFixture

    /// The classic app with two remote products, a local one, one without a package, a build-tool
    /// plugin, and CocoaPods' check phase beside an unnamed script phase.
    func appWithPackages() throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        for file in [
            "Notes/AppDelegate.swift", "Notes/ViewController.swift", "Notes/Base.lproj/Main.storyboard",
            "Notes/en.lproj/InfoPlist.strings", "Notes/de.lproj/InfoPlist.strings", "Notes/Info.plist",
            "Shared/Log.swift", "NotesTests/NotesTests.swift",
        ] {
            try folder.write(file, "")
        }
        try folder.folder("Notes/Assets.xcassets")
        var p = ProjectFixture.classicApp(objectVersion: 55)
        let down = p.add(
            "XCRemoteSwiftPackageReference",
            [
                ("repositoryURL", Q.quote("https://github.com/example/Down.git")),
                (
                    "requirement",
                    "{\n\t\t\t\tkind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = 0.9.0;\n\t\t\t}"
                ),
            ])
        let kit = p.add("XCLocalSwiftPackageReference", [("relativePath", "Modules/NotesKit")])
        let products = [
            p.add("XCSwiftPackageProductDependency", [("package", down), ("productName", "Down")]),
            p.add("XCSwiftPackageProductDependency", [("package", kit), ("productName", "NotesKit")]),
            p.add("XCSwiftPackageProductDependency", [("productName", "RSCore")]),
            p.add(
                "XCSwiftPackageProductDependency", [("package", down), ("productName", "plugin:DownLint")]),
        ]
        let check = p.add(
            "PBXShellScriptBuildPhase",
            [("name", Q.quote("[CP] Check Pods Manifest.lock")), ("shellScript", Q.quote("diff a b\n"))])
        let unnamed = p.add("PBXShellScriptBuildPhase", [("shellScript", Q.quote("echo hi\n"))])
        let index = try #require(
            p.objects.firstIndex {
                $0.isa == "PBXNativeTarget" && $0.fields.contains { $0 == ("name", "Notes") }
            })
        for (position, field) in p.objects[index].fields.enumerated() where field.0 == "buildPhases" {
            let phases = field.1.split { "(),\n\t ".contains($0) }.map(String.init)
            p.objects[index].fields[position].1 = Q.list([check] + phases + [unnamed])
        }
        p.objects[index].fields.append(("packageProductDependencies", Q.list(products)))
        return (folder, try p.write(into: folder, name: "Notes"))
    }

    @Test("package products with where each comes from; a plugin is no module and is left out")
    func products() throws {
        let (folder, path) = try appWithPackages()
        let project = try ProjectFile.load(path)
        let app = try #require(project.target("Notes"))
        #expect(
            app.packageProducts == [
                PackageProduct(name: "Down", source: .remote(url: "https://github.com/example/Down.git")),
                PackageProduct(name: "NotesKit", source: .local(path: folder.path + "/Modules/NotesKit")),
                PackageProduct(name: "RSCore", source: .workspace),
            ])
        #expect(project.target("NotesTests")?.packageProducts == [])
        #expect(project.warnings == [])
    }

    @Test("run-script phases by name in phase order; an unnamed one is Xcode's “Run Script”")
    func scriptPhases() throws {
        let (folder, path) = try appWithPackages()
        let app = try #require(try ProjectFile.load(path).target("Notes"))
        withExtendedLifetime(folder) {}
        #expect(app.scriptPhases == ["[CP] Check Pods Manifest.lock", "Run Script"])
        #expect(app.sources.count == 3)
    }
}
