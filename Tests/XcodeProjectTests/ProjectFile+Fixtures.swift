import Foundation

@testable import XcodeProject

extension ProjectFixture {
    typealias Q = ProjectFixture

    /// Configurations: a list of Debug and Release with `settings` (and `base` xcconfig ids).
    mutating func configurationList(_ settings: [String: String], base: String? = nil) -> String {
        let ids = ["Debug", "Release"].map { name in
            var fields: [(String, String)] = [
                (
                    "buildSettings",
                    Q.dictionary(settings.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
                ),
                ("name", name),
            ]
            if let base { fields.insert(("baseConfigurationReference", base), at: 0) }
            return add("XCBuildConfiguration", fields)
        }
        return add(
            "XCConfigurationList",
            [
                ("buildConfigurations", Q.list(ids)), ("defaultConfigurationIsVisible", "0"),
                ("defaultConfigurationName", "Release"),
            ])
    }

    /// An Xcode 7–15 era app: groups, a variant-group storyboard and InfoPlist.strings, Info.plist
    /// by INFOPLIST_FILE, an app, a unit test and a UI test target.
    static func classicApp(objectVersion: Int = 46, name: String = "Notes", xcconfig: Bool = false)
        -> ProjectFixture
    {
        var p = ProjectFixture()
        p.objectVersion = objectVersion
        let swift = ["AppDelegate.swift", "ViewController.swift"].map {
            p.add(
                "PBXFileReference",
                [("lastKnownFileType", "sourcecode.swift"), ("path", $0), ("sourceTree", Q.quote("<group>"))])
        }
        let baseBoard = p.add(
            "PBXFileReference",
            [
                ("lastKnownFileType", "file.storyboard"), ("name", "Base"),
                ("path", "Base.lproj/Main.storyboard"), ("sourceTree", Q.quote("<group>")),
            ])
        let board = p.add(
            "PBXVariantGroup",
            [
                ("children", Q.list([baseBoard])), ("name", "Main.storyboard"),
                ("sourceTree", Q.quote("<group>")),
            ])
        let stringsEN = p.add(
            "PBXFileReference",
            [("name", "en"), ("path", "en.lproj/InfoPlist.strings"), ("sourceTree", Q.quote("<group>"))])
        let stringsDE = p.add(
            "PBXFileReference",
            [("name", "de"), ("path", "de.lproj/InfoPlist.strings"), ("sourceTree", Q.quote("<group>"))])
        let strings = p.add(
            "PBXVariantGroup",
            [
                ("children", Q.list([stringsEN, stringsDE])), ("name", "InfoPlist.strings"),
                ("sourceTree", Q.quote("<group>")),
            ])
        let assets = p.add(
            "PBXFileReference",
            [
                ("lastKnownFileType", "folder.assetcatalog"), ("path", "Assets.xcassets"),
                ("sourceTree", Q.quote("<group>")),
            ])
        let plist = p.add(
            "PBXFileReference",
            [
                ("lastKnownFileType", "text.plist.xml"), ("path", "Info.plist"),
                ("sourceTree", Q.quote("<group>")),
            ])
        let shared = p.add("PBXFileReference", [("path", "Shared/Log.swift"), ("sourceTree", "SOURCE_ROOT")])
        let sdk = p.add(
            "PBXFileReference",
            [
                ("name", "UIKit.framework"), ("path", "System/Library/Frameworks/UIKit.framework"),
                ("sourceTree", "SDKROOT"),
            ])
        let product = p.add(
            "PBXFileReference",
            [
                ("explicitFileType", "wrapper.application"), ("path", "\(name).app"),
                ("sourceTree", "BUILT_PRODUCTS_DIR"),
            ])
        let testFile = p.add(
            "PBXFileReference", [("path", "\(name)Tests.swift"), ("sourceTree", Q.quote("<group>"))])
        var configFile: String?
        if xcconfig {
            configFile = p.add(
                "PBXFileReference", [("path", "Config/App.xcconfig"), ("sourceTree", "SOURCE_ROOT")])
        }
        let appGroup = p.add(
            "PBXGroup",
            [
                ("children", Q.list(swift + [board, strings, assets, plist])), ("path", name),
                ("sourceTree", Q.quote("<group>")),
            ])
        let testGroup = p.add(
            "PBXGroup",
            [("children", Q.list([testFile])), ("path", "\(name)Tests"), ("sourceTree", Q.quote("<group>"))])
        let products = p.add(
            "PBXGroup",
            [("children", Q.list([product])), ("name", "Products"), ("sourceTree", Q.quote("<group>"))])
        let main = p.add(
            "PBXGroup",
            [
                (
                    "children",
                    Q.list([appGroup, testGroup, products, shared, sdk] + (configFile.map { [$0] } ?? []))
                ), ("sourceTree", Q.quote("<group>")),
            ])
        let buildFiles = (swift + [shared]).map { p.add("PBXBuildFile", [("fileRef", $0)]) }
        let sources = p.add(
            "PBXSourcesBuildPhase",
            [
                ("buildActionMask", "2147483647"), ("files", Q.list(buildFiles)),
                ("runOnlyForDeploymentPostprocessing", "0"),
            ])
        let resourceFiles = [board, strings, assets].map { p.add("PBXBuildFile", [("fileRef", $0)]) }
        let resources = p.add(
            "PBXResourcesBuildPhase",
            [
                ("buildActionMask", "2147483647"), ("files", Q.list(resourceFiles)),
                ("runOnlyForDeploymentPostprocessing", "0"),
            ])
        let frameworks = p.add(
            "PBXFrameworksBuildPhase", [("files", Q.list([p.add("PBXBuildFile", [("fileRef", sdk)])]))])
        let appSettings = [
            "INFOPLIST_FILE": "\(name)/Info.plist",
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)",
            "PRODUCT_NAME": "$(TARGET_NAME)", "SWIFT_VERSION": "4.0",
            "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
        ]
        let appList = p.configurationList(appSettings, base: configFile)
        let app = p.add(
            "PBXNativeTarget",
            [
                ("buildConfigurationList", appList),
                ("buildPhases", Q.list([sources, frameworks, resources])),
                ("name", name), ("productName", name), ("productReference", product),
                ("productType", Q.quote("com.apple.product-type.application")),
            ])
        let testSources = p.add(
            "PBXSourcesBuildPhase", [("files", Q.list([p.add("PBXBuildFile", [("fileRef", testFile)])]))])
        let unit = p.add(
            "PBXNativeTarget",
            [
                ("buildConfigurationList", p.configurationList(["PRODUCT_NAME": "$(TARGET_NAME)"])),
                ("buildPhases", Q.list([testSources])), ("name", "\(name)Tests"),
                ("productType", Q.quote("com.apple.product-type.bundle.unit-test")),
            ])
        let ui = p.add(
            "PBXNativeTarget",
            [
                ("buildConfigurationList", p.configurationList([:])), ("buildPhases", Q.list([])),
                ("name", "\(name)UITests"),
                ("productType", Q.quote("com.apple.product-type.bundle.ui-testing")),
            ])
        let projectList = p.configurationList([
            "IPHONEOS_DEPLOYMENT_TARGET": "9.0", "SDKROOT": "iphoneos", "SWIFT_VERSION": "3.0",
            "CODE_SIGN_IDENTITY[sdk=iphoneos*]": "iPhone Developer",
        ])
        p.rootID = p.add(
            "PBXProject",
            [
                ("buildConfigurationList", projectList), ("compatibilityVersion", Q.quote("Xcode 3.2")),
                ("developmentRegion", objectVersion < 50 ? "English" : "en"),
                ("hasScannedForEncodings", "0"),
                ("knownRegions", "(\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tde,\n\t\t\t)"),
                ("mainGroup", main), ("productRefGroup", products), ("projectDirPath", Q.quote("")),
                ("projectRoot", Q.quote("")), ("targets", Q.list([app, unit, ui])),
            ])
        return p
    }

    /// An Xcode 16 app: one folder-synchronised group for the app (Info.plist and a draft file
    /// excepted from the app target), generated Info.plist keys.
    static func synchronizedApp(name: String = "Trips") -> ProjectFixture {
        var p = ProjectFixture()
        p.objectVersion = 77
        let product = p.add(
            "PBXFileReference",
            [
                ("explicitFileType", "wrapper.application"), ("path", "\(name).app"),
                ("sourceTree", "BUILT_PRODUCTS_DIR"),
            ])
        // The exception set names the target, which is made below: its id is known in advance.
        let appID = "0000000000000000ABCD00FF"
        let exceptions = p.add(
            "PBXFileSystemSynchronizedBuildFileExceptionSet",
            [
                ("membershipExceptions", "(\n\t\t\t\tInfo.plist,\n\t\t\t\tDrafts/Draft.swift,\n\t\t\t)"),
                ("target", appID),
            ])
        let folder = p.add(
            "PBXFileSystemSynchronizedRootGroup",
            [("exceptions", Q.list([exceptions])), ("path", name), ("sourceTree", Q.quote("<group>"))])
        let products = p.add(
            "PBXGroup",
            [("children", Q.list([product])), ("name", "Products"), ("sourceTree", Q.quote("<group>"))])
        let main = p.add(
            "PBXGroup", [("children", Q.list([folder, products])), ("sourceTree", Q.quote("<group>"))])
        let list = p.configurationList([
            "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "\(name)/Info.plist",
            "INFOPLIST_KEY_CFBundleDisplayName": "Trip Log", "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
            "INFOPLIST_KEY_UIRequiresFullScreen": "YES",
            "MARKETING_VERSION": "2.1", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.trips",
            "PRODUCT_NAME": "$(TARGET_NAME)",
            "SWIFT_VERSION": "6.0",
        ])
        p.objects.append(
            Object(
                id: appID, isa: "PBXNativeTarget",
                fields: [
                    ("buildConfigurationList", list), ("buildPhases", Q.list([])),
                    ("fileSystemSynchronizedGroups", Q.list([folder])), ("name", name),
                    ("productReference", product),
                    ("productType", Q.quote("com.apple.product-type.application")),
                ]))
        p.rootID = p.add(
            "PBXProject",
            [
                ("buildConfigurationList", p.configurationList(["IPHONEOS_DEPLOYMENT_TARGET": "18.0"])),
                ("developmentRegion", "en"), ("knownRegions", "(\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t)"),
                ("mainGroup", main), ("minimizedProjectReferenceProxies", "1"),
                ("preferredProjectObjectVersion", "77"),
                ("projectDirPath", Q.quote("")), ("targets", Q.list([appID])),
            ])
        return p
    }

    /// An Xcode 16 app and its widget extension sharing one synchronised folder as Xcode 16 writes it
    /// when a file of the app's folder is also ticked for the widget: the app synchronises `Trips`
    /// (less `Widget/`, which is the widget's); the widget does not, and its exception set lists the
    /// paths it has (a shared file, its own `Widget` folder and, in Xcode's `/Localized/` form, the
    /// localised `Share/<language>.lproj/Share.xib`, which the app leaves out). A per-phase set puts
    /// `Extras/Tool.txt` in the app's Copy Files phase (out of Resources); `Web` is a folder reference.
    static func sharedSynchronizedApp() -> ProjectFixture {
        var p = ProjectFixture()
        p.objectVersion = 77
        let appID = "0000000000000000ABCD00FE"
        let widgetID = "0000000000000000ABCD00FF"
        let copyFiles = p.add(
            "PBXCopyFilesBuildPhase",
            [("dstPath", Q.quote("")), ("dstSubfolderSpec", "7"), ("files", Q.list([])), ("name", "Tools")])
        let appExceptions = p.add(
            "PBXFileSystemSynchronizedBuildFileExceptionSet",
            [
                ("membershipExceptions", "(\n\t\t\t\t/Localized/Share/Share.xib,\n\t\t\t\tWidget,\n\t\t\t)"),
                ("target", appID),
            ])
        let widgetExceptions = p.add(
            "PBXFileSystemSynchronizedBuildFileExceptionSet",
            [
                (
                    "membershipExceptions",
                    "(\n\t\t\t\t/Localized/Share/Share.xib,\n\t\t\t\tShared/Formatter.swift,\n\t\t\t\tWidget,\n\t\t\t)"
                ),
                ("target", widgetID),
            ])
        let phaseExceptions = p.add(
            "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
            [("buildPhase", copyFiles), ("membershipExceptions", "(\n\t\t\t\tExtras/Tool.txt,\n\t\t\t)")])
        let folder = p.add(
            "PBXFileSystemSynchronizedRootGroup",
            [
                ("exceptions", Q.list([appExceptions, widgetExceptions, phaseExceptions])),
                ("explicitFolders", "(\n\t\t\t\tWeb,\n\t\t\t)"), ("path", "Trips"),
                ("sourceTree", Q.quote("<group>")),
            ])
        let main = p.add("PBXGroup", [("children", Q.list([folder])), ("sourceTree", Q.quote("<group>"))])
        for (id, name, type, phases, groups) in [
            (appID, "Trips", "application", [copyFiles], [folder]),
            (widgetID, "TripsWidget", "app-extension", [], []),
        ] {
            p.objects.append(
                Object(
                    id: id, isa: "PBXNativeTarget",
                    fields: [
                        ("buildConfigurationList", p.configurationList(["PRODUCT_NAME": "$(TARGET_NAME)"])),
                        ("buildPhases", Q.list(phases)), ("fileSystemSynchronizedGroups", Q.list(groups)),
                        ("name", name), ("productType", Q.quote("com.apple.product-type.\(type)")),
                    ]))
        }
        p.rootID = p.add(
            "PBXProject",
            [
                ("buildConfigurationList", p.configurationList([:])), ("developmentRegion", "en"),
                ("knownRegions", "(\n\t\t\t\ten,\n\t\t\t)"), ("mainGroup", main),
                ("projectDirPath", Q.quote("")), ("targets", Q.list([appID, widgetID])),
            ])
        return p
    }

    /// Writes the project (`NAME.xcodeproj/project.pbxproj`) into `folder`; returns the `.xcodeproj` path.
    @discardableResult
    func write(into folder: TemporaryFolder, name: String) throws -> String {
        try folder.write("\(name).xcodeproj/project.pbxproj", text)
        return folder.path + "/\(name).xcodeproj"
    }
}
