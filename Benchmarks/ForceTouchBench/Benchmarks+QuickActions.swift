import Foundation
import PropertyLists
import QuickActionTools
import QuickActions

/// QuickActions' cases: linting a realistic app folder from disk (the target: ≥ 1,000
/// apps/s on one core), reading an Info.plist from memory, and the dynamic item store's round trip.
@MainActor let quickActionsBenchmarks: [Benchmark] = [
    Benchmark(
        name: "quickactions.lint-app", unit: "app",
        target: "≥ 1,000 apps/s (Info.plist + 10 locales + an asset-catalog icon)",
        operationsPerBatch: 50,
        runBatch: {
            var count = 0
            for _ in 0..<50 {
                guard
                    let app = try? AppDeclaration.load(
                        QuickActionsBenchmarkApp.folder, options: QuickActionsBenchmarkApp.options)
                else { continue }
                count &+= ShortcutLinter().lint(app).count &+ app.localizations.tables.count
            }
            return count
        },
        meets: { $0.operationsPerSecond >= 1_000 }),
    Benchmark(
        name: "quickactions.parse-info-plist", unit: "plist",
        target: "≥ 5,000 plists/s (XML with positions, in memory; our choice)",
        operationsPerBatch: 200,
        runBatch: {
            var count = 0
            for _ in 0..<200 {
                let app = AppDeclaration(infoPlist: QuickActionsBenchmarkApp.infoPlist, path: "Info.plist")
                count &+= app.items.count
            }
            return count
        },
        meets: { $0.operationsPerSecond >= 5_000 }),
    Benchmark(
        name: "quickactions.store-roundtrip", unit: "set",
        target: "≥ 20,000 sets/s (encode + decode 4 dynamic items)",
        operationsPerBatch: 500,
        runBatch: {
            var count = 0
            for _ in 0..<500 {
                let data = QuickActionsBenchmarkApp.dynamicSet.encoded()
                count &+= (try? DynamicShortcutSet(decoding: data))?.items.count ?? 0
            }
            return count
        },
        meets: { $0.operationsPerSecond >= 20_000 }),
    Benchmark(
        name: "quickactions.store-encode.dates", unit: "set",
        target: "≥ 5,000 sets/s (4 items, each with 4 dates in its userInfo; written once per assignment)",
        operationsPerBatch: 500,
        runBatch: {
            var count = 0
            for _ in 0..<500 { count &+= QuickActionsBenchmarkApp.datedSet.encoded().count }
            return count
        },
        meets: { $0.operationsPerSecond >= 5_000 }),
]

/// The benchmark's app, written once into a temporary folder by the bench itself (not by the
/// library, which only reads): an Xcode-shaped Info.plist with four items, ten `.lproj` folders
/// with InfoPlist.strings, and an asset catalog holding the one icon file.
enum QuickActionsBenchmarkApp {
    static let languages = ["en", "de", "fr", "es", "it", "ja", "ko", "zh-Hans", "pt-BR", "nl"]
    static let options = AppDeclaration.Options(
        settings: BuildSettings([
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.bench", "PRODUCT_NAME": "Bench",
            "CURRENT_PROJECT_VERSION": "1",
        ]))

    static let infoPlist: Data = {
        var items = ""
        let entries: [(String, String, String)] = [
            (
                "compose", "NEW_NOTE",
                "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>"
            ),
            (
                "search", "SEARCH",
                "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeSearch</string>"
            ),
            ("scan", "SCAN", "<key>UIApplicationShortcutItemIconFile</key><string>Shortcuts/scan</string>"),
            (
                "favorites", "FAVORITES",
                "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeFavorite</string>"
            ),
        ]
        for (type, title, icon) in entries {
            items += """
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).\(type)</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>\(title)</string>
                \t\t\t<key>UIApplicationShortcutItemSubtitle</key>
                \t\t\t<string>\(title)_SUBTITLE</string>
                \t\t\t\(icon)
                \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
                \t\t\t<dict><key>source</key><string>home</string><key>version</key><integer>2</integer></dict>
                \t\t</dict>

                """
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDevelopmentRegion</key><string>en</string>
            \t<key>CFBundleExecutable</key><string>$(EXECUTABLE_NAME)</string>
            \t<key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            \t<key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
            \t<key>CFBundleVersion</key><string>$(CURRENT_PROJECT_VERSION)</string>
            \t<key>CFBundleShortVersionString</key><string>1.0</string>
            \t<key>LSRequiresIPhoneOS</key><true/>
            \t<key>UILaunchStoryboardName</key><string>LaunchScreen</string>
            \t<key>UISupportedInterfaceOrientations</key>
            \t<array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \(items)\t</array>
            </dict>
            </plist>

            """
        return Data(plist.utf8)
    }()

    static let folder: String = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-bench-quickactions"
        ).path
        try? FileManager.default.removeItem(atPath: root)
        let manager = FileManager.default
        try? manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        write(infoPlist, to: root + "/Info.plist")
        for language in languages {
            try? manager.createDirectory(
                atPath: "\(root)/\(language).lproj", withIntermediateDirectories: true)
            var strings = "/* Quick actions, \(language) */\n"
            for key in ["NEW_NOTE", "SEARCH", "SCAN", "FAVORITES"] {
                strings +=
                    "\"\(key)\" = \"\(key.capitalized) (\(language))\";\n\"\(key)_SUBTITLE\" = \"About \(key.lowercased()) in \(language)\";\n"
            }
            strings += "\"CFBundleDisplayName\" = \"Bench\";\n"
            write(Data(strings.utf8), to: "\(root)/\(language).lproj/InfoPlist.strings")
        }
        let imageSet = root + "/Assets.xcassets/Shortcuts/scan.imageset"
        try? manager.createDirectory(atPath: imageSet, withIntermediateDirectories: true)
        write(Data("{\"info\":{\"version\":1}}".utf8), to: root + "/Assets.xcassets/Contents.json")
        write(
            Data("{\"properties\":{\"provides-namespace\":true}}".utf8),
            to: root + "/Assets.xcassets/Shortcuts/Contents.json")
        write(
            Data(
                "{\"images\":[{\"filename\":\"scan@2x.png\",\"idiom\":\"universal\",\"scale\":\"2x\"}]}".utf8),
            to: imageSet + "/Contents.json")
        write(squarePNGHeader(70), to: imageSet + "/scan@2x.png")
        return root
    }()

    /// Writes one fixture file; a benchmark on a fixture that could not be written would measure
    /// nothing, so the bench exits (status 1) with the reason.
    private static func write(_ data: Data, to path: String) {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(
                Data(
                    ("error: forcetouch-bench cannot write the QuickActions fixture \(path): "
                        + "\(error.localizedDescription); check the temporary directory (TMPDIR)\n").utf8))
            exit(1)
        }
    }

    /// The first 33 bytes of a 70 × 70 PNG (signature and IHDR): all the lint reads.
    static func squarePNGHeader(_ side: UInt8) -> Data {
        Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [
                0, 0, 0, side, 0, 0, 0, side, 8, 6, 0, 0, 0, 0, 0, 0, 0,
            ])
    }

    /// Four items whose userInfo holds four whole-second dates each (written as ISO 8601 text).
    static let datedSet = DynamicShortcutSet(
        bundleIdentifier: "com.company.appname", appVersion: "3",
        items: (0..<4).map { index in
            ShortcutItem(
                type: "com.company.appname.dated\(index)", localizedTitle: "Item \(index)",
                userInfo: Dictionary(
                    uniqueKeysWithValues: (0..<4).map { key in
                        (
                            "date\(key)",
                            PropertyListValue.date(
                                Date(
                                    timeIntervalSince1970: 1_443_182_400
                                        + Double(index * 86_400 + key * 3_601)))
                        )
                    }))
        })

    static let dynamicSet = DynamicShortcutSet(
        bundleIdentifier: "com.company.appname", appVersion: "3",
        items: [
            ShortcutItem(
                type: "com.company.appname.002", localizedTitle: "Play",
                localizedSubtitle: "Will play an item", icon: .system(.play)),
            ShortcutItem(
                type: "com.company.appname.003", localizedTitle: "Pause",
                localizedSubtitle: "Will pause an item", icon: .system(.pause)),
            ShortcutItem(
                type: "com.company.appname.004", localizedTitle: "Recent", icon: .templateImage("recent"),
                userInfo: ["id": .integer(42)]),
            ShortcutItem(
                type: "com.company.appname.005", localizedTitle: "Jane",
                icon: .contact(givenName: "Jane", familyName: "Appleseed")),
        ])
}
