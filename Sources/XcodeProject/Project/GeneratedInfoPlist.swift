public import PropertyLists

/// The Info.plist entries Xcode generates for a target when `GENERATE_INFOPLIST_FILE` is `YES`
/// (Xcode 13 and later), to merge over the target's `INFOPLIST_FILE` (when it has one).
///
/// Each `INFOPLIST_KEY_NAME` setting becomes the key `NAME` (`_iPad`/`_iPhone` suffixes become
/// `~ipad`/`~iphone`); `YES`/`NO` become booleans for the keys Apple documents as Boolean, and
/// `UISupportedInterfaceOrientations*` an array of its space-separated words. `NAME_Generation = YES`
/// generates `UIApplicationSceneManifest` (one scene, `UIApplicationSupportsMultipleScenes`
/// false) and `UILaunchScreen` (empty). The bundle's own keys (`CFBundleIdentifier` =
/// `$(PRODUCT_BUNDLE_IDENTIFIER)`, `CFBundleName`, `CFBundleExecutable`, `CFBundleDevelopmentRegion`,
/// `CFBundleShortVersionString` = `$(MARKETING_VERSION)`, `CFBundleVersion` =
/// `$(CURRENT_PROJECT_VERSION)`, `CFBundlePackageType`, `CFBundleInfoDictionaryVersion`) are
/// added when the file lacks them. Where a key is in both, the `INFOPLIST_KEY_` setting wins (Apple
/// documents the merge but not the order; our choice). Values are left unexpanded, as in a file.
public enum GeneratedInfoPlist {
    /// Keys whose `YES`/`NO` values are booleans.
    public static let booleanKeys: Set<String> = [
        "LSRequiresIPhoneOS", "UIRequiresFullScreen", "UIStatusBarHidden",
        "UIApplicationSupportsIndirectInputEvents",
        "ITSAppUsesNonExemptEncryption", "UIFileSharingEnabled", "LSSupportsOpeningDocumentsInPlace",
        "UISupportsDocumentBrowser", "UIViewControllerBasedStatusBarAppearance",
        "UIApplicationExitsOnSuspend",
        "UIRequiresPersistentWiFi", "NSSupportsLiveActivities", "UIStatusBarHidden~ipad",
    ]

    /// Whether `settings` ask Xcode to generate the Info.plist.
    public static func isGenerated(_ settings: BuildSettings) -> Bool {
        settings["GENERATE_INFOPLIST_FILE"]?.uppercased() == "YES"
    }

    /// The entries to merge: `overrides` (from `INFOPLIST_KEY_*`, winning over the file) and
    /// `defaults` (the bundle keys, only where the file lacks them).
    public static func entries(_ settings: BuildSettings)
        -> (
            overrides: [(key: String, value: PropertyListValue)],
            defaults: [(key: String, value: PropertyListValue)]
        )
    {
        var overrides: [(key: String, value: PropertyListValue)] = []
        let prefix = "INFOPLIST_KEY_"
        for name in settings.names where name.hasPrefix(prefix) {
            // The definition as written: the Info.plist expansion expands it like a file's values.
            guard
                let written = settings.levels.reversed().lazy.compactMap({ $0.values[name] }).first
                    ?? settings.values[name]
            else { continue }
            var key = String(name.dropFirst(prefix.count))
            if key.hasSuffix("_Generation") {
                guard settings[name]?.uppercased() == "YES" else { continue }
                key = String(key.dropLast("_Generation".count))
                switch key {
                case "UIApplicationSceneManifest":
                    overrides.append(
                        (key, .dictionary(["UIApplicationSupportsMultipleScenes": .boolean(false)])))
                case "UILaunchScreen": overrides.append((key, .dictionary([:])))
                default: break
                }
                continue
            }
            if key.hasSuffix("_iPad") { key = String(key.dropLast(5)) + "~ipad" }
            if key.hasSuffix("_iPhone") { key = String(key.dropLast(7)) + "~iphone" }
            if booleanKeys.contains(key), ["YES", "NO"].contains(written.uppercased()) {
                overrides.append((key, .boolean(written.uppercased() == "YES")))
            } else if key.hasPrefix("UISupportedInterfaceOrientations") {
                overrides.append((key, .array(written.split(separator: " ").map { .string(String($0)) })))
            } else {
                overrides.append((key, .string(written)))
            }
        }
        let defaults: [(key: String, value: PropertyListValue)] = [
            ("CFBundleDevelopmentRegion", .string("$(DEVELOPMENT_LANGUAGE)")),
            ("CFBundleExecutable", .string("$(EXECUTABLE_NAME)")),
            ("CFBundleIdentifier", .string("$(PRODUCT_BUNDLE_IDENTIFIER)")),
            ("CFBundleInfoDictionaryVersion", .string("6.0")),
            ("CFBundleName", .string("$(PRODUCT_NAME)")),
            ("CFBundlePackageType", .string("$(PRODUCT_BUNDLE_PACKAGE_TYPE)")),
            ("CFBundleShortVersionString", .string("$(MARKETING_VERSION)")),
            ("CFBundleVersion", .string("$(CURRENT_PROJECT_VERSION)")),
        ]
        return (overrides, defaults)
    }

    /// `root` (an Info.plist's top dictionary, or nil when there is no file) with the generated
    /// entries merged in; entries from the file keep their positions.
    /// - Complexity: O(*n* × *k*) in the number of the file's entries and of generated keys.
    public static func merge(into root: PropertyListNode?, settings: BuildSettings) -> PropertyListNode {
        var entries: [PropertyListNode.Entry] = []
        if case .dictionary(let existing)? = root?.value { entries = existing }
        let (overrides, defaults) = self.entries(settings)
        for (key, value) in defaults where !entries.contains(where: { $0.key == key }) {
            entries.append(.init(key: key, value: PropertyListNode(value)))
        }
        for (key, value) in overrides {
            entries.removeAll { $0.key == key }
            entries.append(.init(key: key, value: PropertyListNode(value)))
        }
        return PropertyListNode(.dictionary(entries), position: root?.position)
    }
}
