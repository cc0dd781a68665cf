import Foundation

/// The settings Xcode defines itself for a target, beneath every level a project writes.
///
/// Names and formulas from Apple's Build Settings Reference and Xcode's own defaults:
/// `PRODUCT_NAME` defaults to `$(TARGET_NAME)`, `EXECUTABLE_NAME` is
/// `$(EXECUTABLE_PREFIX)$(PRODUCT_NAME)$(EXECUTABLE_SUFFIX)`, `PRODUCT_MODULE_NAME` is
/// `$(PRODUCT_NAME:c99extidentifier)`, `DEVELOPMENT_LANGUAGE` is the project's development region,
/// `SRCROOT` and `PROJECT_DIR` are the project's folder, `PLATFORM_NAME` and `SDKROOT` are
/// `iphoneos`, `DEVELOPMENT_TEAM` is empty (no team: Apple's samples expand
/// `SAMPLE_CODE_DISAMBIGUATOR` from it), `BUILT_PRODUCTS_DIR` is
/// `$(PROJECT_DIR)/build/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)` (the legacy build location).
public enum XcodeDefaults {
    /// The defaults level for `target` of `project` built in `context`.
    public static func level(
        project: ProjectFile, target: ProjectTarget, context: BuildContext
    ) -> BuildSettings.Level {
        level(
            projectName: project.name, projectFolder: absolute(project.folder),
            projectPath: absolute(project.path),
            developmentRegion: project.developmentRegion, targetName: target.name,
            productType: target.productType, context: context)
    }

    /// `path` made absolute against the working folder: Xcode's `PROJECT_DIR` and `SRCROOT` are
    /// always absolute, so `$(SRCROOT)/App/Info.plist` names one file however the project was named
    /// on the command line (a relative `SRCROOT` was joined to the project's folder twice).
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The defaults level from its parts.
    public static func level(
        projectName: String, projectFolder: String, projectPath: String, developmentRegion: String?,
        targetName: String, productType: ProductType, context: BuildContext
    ) -> BuildSettings.Level {
        let wrapper = productType.wrapperExtension
        var values: [String: String] = [
            "PROJECT_NAME": projectName, "PROJECT_DIR": projectFolder, "SRCROOT": "$(PROJECT_DIR)",
            "SOURCE_ROOT": "$(SRCROOT)", "PROJECT_FILE_PATH": projectPath,
            "TARGET_NAME": targetName, "TARGETNAME": "$(TARGET_NAME)", "PRODUCT_NAME": "$(TARGET_NAME)",
            "EXECUTABLE_PREFIX": "", "EXECUTABLE_SUFFIX": "",
            "EXECUTABLE_NAME": "$(EXECUTABLE_PREFIX)$(PRODUCT_NAME)$(EXECUTABLE_SUFFIX)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
            "WRAPPER_EXTENSION": wrapper, "WRAPPER_SUFFIX": wrapper.isEmpty ? "" : ".$(WRAPPER_EXTENSION)",
            "WRAPPER_NAME": "$(PRODUCT_NAME)$(WRAPPER_SUFFIX)", "FULL_PRODUCT_NAME": "$(WRAPPER_NAME)",
            "CONTENTS_FOLDER_PATH": "$(WRAPPER_NAME)", "INFOPLIST_PATH": "$(CONTENTS_FOLDER_PATH)/Info.plist",
            "DEVELOPMENT_LANGUAGE": developmentRegion.map(Self.languageCode) ?? "en",
            "CONFIGURATION": context.configuration,
            "PLATFORM_NAME": context.sdk, "SDKROOT": context.sdk,
            "EFFECTIVE_PLATFORM_NAME": "-" + context.sdk,
            "SDK_NAME": context.sdk + context.sdkVersion, "SDK_VERSION": context.sdkVersion,
            "PLATFORM_DISPLAY_NAME": context.sdk == "iphoneos" ? "iOS" : context.sdk,
            "CURRENT_ARCH": context.architecture, "ARCHS": context.architecture,
            "CURRENT_VARIANT": context.variant,
            "DEVELOPMENT_TEAM": "",
            "SYMROOT": "$(PROJECT_DIR)/build", "BUILD_DIR": "$(SYMROOT)", "BUILD_ROOT": "$(SYMROOT)",
            "CONFIGURATION_BUILD_DIR": "$(BUILD_DIR)/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)",
            "BUILT_PRODUCTS_DIR": "$(CONFIGURATION_BUILD_DIR)",
            "INFOPLIST_EXPAND_BUILD_SETTINGS": "YES", "GENERATE_INFOPLIST_FILE": "NO",
        ]
        if productType == .application { values["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "APPL" }
        if productType == .appExtension { values["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "XPC!" }
        return BuildSettings.Level(name: "Xcode", values: values)
    }

    /// Old projects write `English`, `German`, …: Xcode maps these to their codes.
    static func languageCode(_ region: String) -> String {
        let names = [
            "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es",
            "Italian": "it", "Dutch": "nl",
        ]
        return names[region] ?? region
    }
}
