import Foundation
import Testing

@testable import ForceTouchCLI

/// A project that Xcode would build from things this machine lacks stops before anything compiles,
/// with the reason Xcode's build has: SwiftUI (an Apple framework ForceTouchKit does not provide),
/// and a CocoaPods checkout without `Pods/` (Xcode's "[CP] Check Pods Manifest.lock" phase and its
/// words). Each on a copy of Examples/XcodeApp changed as those projects are (the shapes of
/// QuickActionsSample and Hackers in docs/YourApp.md's "Tried on").
@Suite("forcetouch build: missing frameworks, packages and pods are named before compiling")
struct BuildCommandDependencyTests {
    /// A copy of Examples/XcodeApp in a fresh temporary folder (removed by the caller).
    func copyOfExample() throws -> String {
        let folder = NSTemporaryDirectory() + "build-dependencies-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: BuildCommandTests.example, toPath: folder)
        return folder
    }

    func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try change(text).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test(
        "an import of SwiftUI and CoreData names each file:line and says they are Apple's, nothing compiled")
    func appleFrameworks() async throws {
        let folder = try copyOfExample()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try edit(folder + "/Pocket/AppDelegate.swift") {
            $0.replacingOccurrences(of: "\nimport UIKit\n", with: "\nimport UIKit\nimport SwiftUI\n")
        }
        try edit(folder + "/Pocket/ListViewController.swift") { "import CoreData\nimport SwiftUI\n" + $0 }
        let result = await run(["build", folder])
        #expect(result.status == 1)
        #expect(result.output.isEmpty, "\(result.output)")
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.errors)")
        #expect(
            lines.first?.hasPrefix(
                folder + "/Pocket/AppDelegate.swift:10:1: error: 'SwiftUI' is Apple's framework, which "
                    + "ForceTouchKit does not provide") == true, "\(result.errors)")
        #expect(lines.first?.hasSuffix("(and 1 more file)") == true)
        #expect(
            lines.dropFirst().first?.hasPrefix(
                folder + "/Pocket/ListViewController.swift:1:1: error: 'CoreData' is Apple's framework")
                == true)
        #expect(
            lines.last
                == "error: Pocket cannot be compiled here: 2 missing dependencies (above); nothing was compiled"
        )
    }

    @Test("a CocoaPods project without Pods/ stops at Xcode's manifest check, in CocoaPods' words")
    func cocoaPodsSandbox() async throws {
        let folder = try copyOfExample()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try edit(folder + "/Pocket.xcodeproj/project.pbxproj") {
            $0.replacingOccurrences(
                of: "\t\t\t\t7A1C0F00D00000000000000E /* Sources */,\n",
                with: "\t\t\t\t7A1C0F00D0000000000000C1 /* [CP] Check Pods Manifest.lock */,\n"
                    + "\t\t\t\t7A1C0F00D00000000000000E /* Sources */,\n"
            ).replacingOccurrences(
                of: "/* Begin PBXSourcesBuildPhase section */\n",
                with: "/* Begin PBXShellScriptBuildPhase section */\n"
                    + "\t\t7A1C0F00D0000000000000C1 /* [CP] Check Pods Manifest.lock */ = {\n"
                    + "\t\t\tisa = PBXShellScriptBuildPhase;\n\t\t\tname = \"[CP] Check Pods Manifest.lock\";\n"
                    + "\t\t\tshellScript = \"diff \\\"${PODS_PODFILE_DIR_PATH}/Podfile.lock\\\" "
                    + "\\\"${PODS_ROOT}/Manifest.lock\\\"\\n\";\n\t\t};\n"
                    + "/* End PBXShellScriptBuildPhase section */\n\n/* Begin PBXSourcesBuildPhase section */\n"
            )
        }
        try "platform :ios, '11.0'\ntarget 'Pocket' do\n  pod 'Loaf'\nend\n".write(
            toFile: folder + "/Podfile", atomically: true, encoding: .utf8)
        try "PODS:\n  - Loaf (0.5.0)\n\nPODFILE CHECKSUM: 0a1b\n".write(
            toFile: folder + "/Podfile.lock", atomically: true, encoding: .utf8)
        try edit(folder + "/Pocket/DetailViewController.swift") { "import Loaf\n" + $0 }
        let result = await run(["build", folder])
        #expect(result.status == 1)
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.errors)")
        #expect(
            lines.first?.hasPrefix(
                "error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your "
                    + "CocoaPods installation. (target 'Pocket', build phase “[CP] Check Pods Manifest.lock”: "
                    + folder + "/Pods/Manifest.lock does not exist") == true, "\(result.errors)")
        #expect(
            lines.dropFirst().first?.hasPrefix(
                folder
                    + "/Pocket/DetailViewController.swift:1:1: error: 'Loaf' is not here; the project uses "
                    + "CocoaPods") == true, "\(result.errors)")
    }

    @Test("a Swift file the project compiles but the checkout lacks gets Xcode's words, each one listed")
    func missingSource() async throws {
        let folder = try copyOfExample()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["ListViewController.swift", "DetailViewController.swift"] {
            try FileManager.default.removeItem(atPath: folder + "/Pocket/" + name)
        }
        let result = await run(["build", folder])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.errors)")
        let expected = ["ListViewController.swift", "DetailViewController.swift"].map {
            "error: Build input file cannot be found: '\(folder)/Pocket/\($0)'. Did you forget to declare this "
                + "file as an output of a script phase or custom build rule which produces it? (the target "
                + "'Pocket' compiles it; the checkout does not have it)"
        }
        #expect(Set(lines) == Set(expected), "\(result.errors)")
    }
}
