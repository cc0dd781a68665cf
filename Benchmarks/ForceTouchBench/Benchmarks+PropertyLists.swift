import Foundation
import PropertyLists

/// Reading a large `project.pbxproj` (old-style plist): ours, with positions, beside Foundation's
/// `PropertyListSerialization` in the same run. The Python peers (`openstep-plist`, `pbxproj`)
/// read the same file through `Benchmarks/Peers/openstep-plist/run.sh`.
@MainActor let propertyListsBenchmarks: [Benchmark] = [
    Benchmark(
        name: "openstep.parse-pbxproj", unit: "project",
        target: "faster than openstep-plist (Cython), ≥ 10× pbxproj (Benchmarks/Peers/openstep-plist)",
        operationsPerBatch: 1,
        runBatch: {
            do throws(OpenStepReadError) {
                let document = try OpenStepPropertyListReader.read(bytes: OpenStepBenchmarkProject.bytes)
                guard case .dictionary(let entries) = document.root["objects"]?.value else { return 0 }
                return entries.count
            } catch {
                fatalError("the generated project did not read: \(error.message) at \(error.position)")
            }
        },
        meets: { _ in true }),
    Benchmark(
        name: "openstep.parse-pbxproj.foundation", unit: "project",
        target: "peer: Foundation's PropertyListSerialization on the same file (no positions)",
        operationsPerBatch: 1,
        runBatch: {
            let object = try? PropertyListSerialization.propertyList(
                from: OpenStepBenchmarkProject.data, options: [], format: nil)
            return ((object as? [String: Any])?["objects"] as? [String: Any])?.count ?? 0
        },
        meets: { _ in true }),
]

/// A generated `project.pbxproj` shaped like a large app's (Xcode 15 layout): 24-digit object ids
/// with their comments, one section per `isa`, files in nested groups, build files in the
/// sources and resources phases, localised strings in variant groups, per-target Debug and
/// Release configurations with settings, quoted paths. 12,000 files make about 58,000 lines.
enum OpenStepBenchmarkProject {
    /// The file's text.
    static let text: String = generate(files: 12_000, targets: 6)
    /// The file's bytes.
    static let bytes: [UInt8] = Array(text.utf8)
    /// The file as `Data`.
    static let data = Data(bytes)

    static func generate(files: Int, targets: Int) -> String {
        var serial: UInt64 = 0x1A2B_0000
        func id() -> String {
            serial &+= 1
            let hex = String(serial &* 0x9E37_79B9, radix: 16, uppercase: true)
            return String((String(repeating: "0", count: 24) + hex).suffix(24))
        }
        let kinds = [
            ("swift", "sourcecode.swift"), ("m", "sourcecode.c.objc"), ("png", "image.png"),
            ("storyboard", "file.storyboard"), ("json", "text.json"),
        ]
        var buildFiles = "/* Begin PBXBuildFile section */\n"
        var fileReferences = "/* Begin PBXFileReference section */\n"
        var groups = "/* Begin PBXGroup section */\n"
        var phases = "/* Begin PBXSourcesBuildPhase section */\n"
        var variantGroups = "/* Begin PBXVariantGroup section */\n"
        var configurations = "/* Begin XCBuildConfiguration section */\n"
        var nativeTargets = "/* Begin PBXNativeTarget section */\n"
        var configurationLists = "/* Begin XCConfigurationList section */\n"
        let mainGroup = id()
        var topGroups: [(String, String)] = []
        let filesPerTarget = files / targets
        for target in 0..<targets {
            let name = target == 0 ? "Shortcuts" : "Module\(target)"
            let targetID = id()
            let groupID = id()
            topGroups.append((groupID, name))
            var phaseFiles: [(String, String)] = []
            var groupChildren: [(String, String)] = []
            var folderChildren: [(String, String)] = []
            var folderIndex = 0
            for file in 0..<filesPerTarget {
                let (ext, type) = kinds[file % kinds.count]
                let fileName = "\(name)File\(file).\(ext)"
                let reference = id()
                let build = id()
                let phaseName = ext == "swift" || ext == "m" ? "Sources" : "Resources"
                buildFiles +=
                    "\t\t\(build) /* \(fileName) in \(phaseName) */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(fileName) */; };\n"
                let path = file % 7 == 0 ? "\"\(name) Views/\(fileName)\"" : fileName
                fileReferences +=
                    "\t\t\(reference) /* \(fileName) */ = {isa = PBXFileReference; lastKnownFileType = \(type); path = \(path); sourceTree = \"<group>\"; };\n"
                phaseFiles.append((build, "\(fileName) in \(phaseName)"))
                folderChildren.append((reference, fileName))
                if folderChildren.count == 40 {
                    let folder = id()
                    groups += group(
                        folder, "Folder\(folderIndex)", children: folderChildren, path: "Folder\(folderIndex)"
                    )
                    groupChildren.append((folder, "Folder\(folderIndex)"))
                    folderChildren = []
                    folderIndex += 1
                }
            }
            groupChildren += folderChildren
            let variant = id()
            var languages: [(String, String)] = []
            for language in ["en", "de", "fr", "ja", "zh-Hans", "pt-BR"] {
                let reference = id()
                fileReferences +=
                    "\t\t\(reference) /* \(language) */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = \(language); path = \(language).lproj/InfoPlist.strings; sourceTree = \"<group>\"; };\n"
                languages.append((reference, language))
            }
            variantGroups +=
                "\t\t\(variant) /* InfoPlist.strings */ = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n"
                + languages.map { "\t\t\t\t\($0.0) /* \($0.1) */,\n" }.joined()
                + "\t\t\t);\n\t\t\tname = InfoPlist.strings;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            groupChildren.append((variant, "InfoPlist.strings"))
            groups += group(groupID, name, children: groupChildren, path: name)
            let phase = id()
            phases +=
                "\t\t\(phase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
                + phaseFiles.map { "\t\t\t\t\($0.0) /* \($0.1) */,\n" }.joined()
                + "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
            var configurationIDs: [(String, String)] = []
            for configuration in ["Debug", "Release"] {
                let configurationID = id()
                configurationIDs.append((configurationID, configuration))
                configurations +=
                    "\t\t\(configurationID) /* \(configuration) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                    + "\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n"
                    + "\t\t\t\tCODE_SIGN_STYLE = Automatic;\n"
                    + "\t\t\t\tCURRENT_PROJECT_VERSION = 1;\n"
                    + "\t\t\t\tDEVELOPMENT_TEAM = \"\";\n"
                    + "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n"
                    + "\t\t\t\tINFOPLIST_FILE = \(name)/Info.plist;\n"
                    + "\t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = \"\(name) \\U2605\";\n"
                    + "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n"
                    + "\t\t\t\tLD_RUNPATH_SEARCH_PATHS = (\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t\"@executable_path/Frameworks\",\n\t\t\t\t);\n"
                    + "\t\t\t\tMARKETING_VERSION = 1.0;\n"
                    + "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = \"com.example.$(PRODUCT_NAME:rfc1034identifier)\";\n"
                    + "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"
                    + "\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = \"\(configuration == "Debug" ? "DEBUG $(inherited)" : "")\";\n"
                    + "\t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;\n"
                    + "\t\t\t\tSWIFT_VERSION = 5.0;\n"
                    + "\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n"
                    + "\t\t\t};\n\t\t\tname = \(configuration);\n\t\t};\n"
            }
            let list = id()
            configurationLists +=
                "\t\t\(list) /* Build configuration list for PBXNativeTarget \"\(name)\" */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                + configurationIDs.map { "\t\t\t\t\($0.0) /* \($0.1) */,\n" }.joined()
                + "\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
            nativeTargets +=
                "\t\t\(targetID) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n"
                + "\t\t\tbuildConfigurationList = \(list) /* Build configuration list for PBXNativeTarget \"\(name)\" */;\n"
                + "\t\t\tbuildPhases = (\n\t\t\t\t\(phase) /* Sources */,\n\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n"
                + "\t\t\tname = \(name);\n\t\t\tproductName = \(name);\n"
                + "\t\t\tproductType = \"com.apple.product-type.\(target == 0 ? "application" : "framework")\";\n\t\t};\n"
        }
        groups += group(mainGroup, nil, children: topGroups, path: nil)
        let project = id()
        let sections = [
            buildFiles, fileReferences, groups, nativeTargets, phases, variantGroups, configurations,
            configurationLists,
        ].map { section in
            let name = section.prefix(while: { $0 != "\n" }).dropFirst(9).dropLast(11)
            return section + "/* End \(name) section */\n"
        }
        return
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 60;\n\tobjects = {\n\n"
            + sections.joined(separator: "\n")
            + "\t\t\(project) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tdevelopmentRegion = en;\n"
            + "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tde,\n\t\t\t\tfr,\n\t\t\t\tja,\n\t\t\t\t\"zh-Hans\",\n\t\t\t);\n"
            + "\t\t\tmainGroup = \(mainGroup);\n\t\t};\n"
            + "\t};\n\trootObject = \(project) /* Project object */;\n}\n"
    }

    private static func group(_ id: String, _ name: String?, children: [(String, String)], path: String?)
        -> String
    {
        "\t\t\(id)\(name.map { " /* \($0) */" } ?? "") = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
            + children.map { "\t\t\t\t\($0.0) /* \($0.1) */,\n" }.joined()
            + "\t\t\t);\n" + (path.map { "\t\t\tpath = \($0);\n" } ?? "")
            + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
    }
}
