import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

/// One fixture per rule (Fixtures/Rules/<rule-id>), and the exact diagnostics it must give.
struct RuleCase: CustomTestStringConvertible, Sendable {
    var rule: LintRule
    var defines: [String: String] = [:]
    var expected: [String]
    var testDescription: String { rule.rawValue }
}

@Suite("Lint rules: each rule's own fixture gives exactly its diagnostics")
struct ShortcutLinterTests {
    static let cases: [RuleCase] = [
        RuleCase(
            rule: .notAPropertyList,
            expected: [
                "Rules/not-a-plist/Info.plist: error: not a property list: the file starts with \"This is not a pr\"; an Info.plist starts with '<?xml' or 'bplist00' [not-a-plist]"
            ]),
        RuleCase(
            rule: .malformedPropertyList,
            expected: [
                "Rules/malformed-plist/Info.plist:13:29: error: the file ends inside <key> opened at 13:2; it looks truncated: restore the rest of the file [malformed-plist]"
            ]),
        RuleCase(
            rule: .rootNotDictionary,
            expected: [
                "Rules/root-not-dictionary/Info.plist:3:1: error: the top-level value is an array; an Info.plist's root is a <dict> [root-not-dictionary]"
            ]),
        RuleCase(
            rule: .binaryPropertyList,
            expected: [
                "Rules/binary-plist/Info.plist: error: item 0 has no UIApplicationShortcutItemTitle; iOS skips an item without one: add it [missing-title]",
                "Rules/binary-plist/Info.plist: note: this Info.plist is a binary property list, so diagnostics have key paths but no line numbers; convert it with 'plutil -convert xml1' for positions [binary-plist]",
            ]),
        RuleCase(
            rule: .duplicateKey,
            expected: [
                "Rules/duplicate-key/Info.plist:22:4: warning: the key 'UIApplicationShortcutItemTitle' appears again (first at 20:4); only this last one counts: remove one [duplicate-key]"
            ]),
        RuleCase(
            rule: .itemsNotArray,
            expected: [
                "Rules/items-not-array/Info.plist:16:2: error: UIApplicationShortcutItems is a dictionary; it must be an <array> of <dict> items, so no static quick action shows [items-not-array]"
            ]),
        RuleCase(
            rule: .itemNotDictionary,
            expected: [
                "Rules/item-not-dictionary/Info.plist:25:3: error: item 1 is a string; each quick action is a <dict> with UIApplicationShortcutItemType and UIApplicationShortcutItemTitle [item-not-dictionary]"
            ]),
        RuleCase(
            rule: .missingType,
            expected: [
                "Rules/missing-type/Info.plist:17:3: error: item 0 has no UIApplicationShortcutItemType; iOS skips an item without one: add it [missing-type]",
                "Rules/missing-type/Info.plist:23:4: error: item 1's UIApplicationShortcutItemType is empty; iOS skips an item without one [missing-type]",
            ]),
        RuleCase(
            rule: .missingTitle, defines: ["EMPTY": ""],
            expected: [
                "Rules/missing-title/Info.plist:17:3: error: item 0 has no UIApplicationShortcutItemTitle; iOS skips an item without one: add it [missing-title]",
                "Rules/missing-title/Info.plist:25:4: error: item 1's UIApplicationShortcutItemTitle is empty once expanded (written '$(EMPTY)'); iOS skips an item without one [missing-title]",
            ]),
        RuleCase(
            rule: .wrongValueType,
            expected: [
                "Rules/wrong-value-type/Info.plist:21:4: error: UIApplicationShortcutItemTitle is an integer, expected a string; iOS ignores it [wrong-value-type]",
                "Rules/wrong-value-type/Info.plist:23:4: error: UIApplicationShortcutItemUserInfo is an array, expected a dictionary; iOS ignores it [wrong-value-type]",
            ]),
        RuleCase(
            rule: .unknownIconType,
            expected: [
                "Rules/unknown-icon-type/Info.plist:23:4: error: 'UIApplicationShortcutIconTypeSerch' is not a system icon type; the item shows no icon. Did you mean UIApplicationShortcutIconTypeSearch? [unknown-icon-type]",
                "Rules/unknown-icon-type/Info.plist:31:4: error: 'camera' is not a system icon type; the item shows no icon. Did you mean UIApplicationShortcutIconTypeCapturePhoto? [unknown-icon-type]",
            ]),
        RuleCase(
            rule: .iconFileOverridesType,
            expected: [
                "Rules/icon-file-overrides-type/Info.plist:25:4: warning: 'UIApplicationShortcutIconTypeFavorite' is ignored: UIApplicationShortcutItemIconFile 'star' wins over the icon type; remove one of them [icon-file-overrides-type]"
            ]),
        RuleCase(
            rule: .symbolRequiresIOS13,
            expected: [
                "Rules/symbol-requires-ios13/Info.plist:23:4: note: the symbol 'star.fill' shows on iOS 13 and later only; earlier versions show no icon [symbol-requires-ios13]"
            ]),
        RuleCase(
            rule: .tooManyStaticItems,
            expected: [
                "Rules/too-many-static-items/Info.plist:49:3: warning: 6 static items, but the menu shows at most 4: 'Item 4', 'Item 5' never appear (and no dynamic item can show); remove or merge items [too-many-static-items]"
            ]),
        RuleCase(
            rule: .duplicateType,
            expected: [
                "Rules/duplicate-type/Info.plist:27:4: warning: the type 'com.example.rule.0' is also used by item 0; the app cannot tell the two apart: give each item its own type [duplicate-type]"
            ]),
        RuleCase(
            rule: .unknownItemKey,
            expected: [
                "Rules/unknown-item-key/Info.plist:22:4: warning: UIApplicationShortcutItemSubTitle is not a quick action key; iOS ignores it. Did you mean UIApplicationShortcutItemSubtitle? [unknown-item-key]"
            ]),
        RuleCase(
            rule: .credentialInUserInfo,
            expected: [
                "Rules/credential-in-user-info/Info.plist:24:5: warning: userInfo key 'authToken' looks like a credential ('token'); the system stores quick actions in plain text: keep secrets in the Keychain [credential-in-user-info]",
                "Rules/credential-in-user-info/Info.plist:28:6: warning: userInfo key 'api_key' looks like a credential ('apikey'); the system stores quick actions in plain text: keep secrets in the Keychain [credential-in-user-info]",
            ]),
        RuleCase(
            rule: .iconFileNotFound,
            expected: [
                "Rules/icon-file-not-found/Info.plist:23:4: warning: the icon file 'star' is not in the app folder or its asset catalogs; the item shows no icon. Did you mean 'Star'? [icon-file-not-found]"
            ]),
        RuleCase(
            rule: .iconFileNotSquare,
            expected: [
                "Rules/icon-file-not-square/Info.plist:23:4: warning: the icon 'wide.png' is not square (wide.png is 70×52 px); quick action icons are square, one-colour 35×35 pt templates [icon-file-not-square]"
            ]),
        RuleCase(
            rule: .iconFileUnrecognized,
            expected: [
                "Rules/icon-file-unrecognized/Info.plist:23:4: warning: broken.png is not a PNG or JPEG image this tool can read, so its shape is unchecked [icon-file-unrecognized]"
            ]),
        RuleCase(
            rule: .iconFileUnverifiable,
            expected: [
                "Rules/icon-file-unverifiable/Info.plist:23:4: note: the icon 'scan' is not a loose file; it may be in the compiled Assets.car, which cannot be checked [icon-file-unverifiable]"
            ]),
        RuleCase(
            rule: .missingLocalization,
            expected: [
                "Rules/missing-localization/Info.plist:21:4: warning: 'Search' has no translation in fr, it (it has one in de, en); those users see it as written [missing-localization]"
            ]),
        RuleCase(
            rule: .assetCatalogMalformed,
            expected: [
                "Rules/asset-catalog-malformed/Assets.xcassets/star.imageset/Contents.json:3:43: error: not valid JSON: expected a value, found '}'; fix it, or delete the set and add it again in Xcode [asset-catalog-malformed]"
            ]),
        RuleCase(
            rule: .stringsSyntax,
            expected: [
                "Rules/strings-syntax/de.lproj/InfoPlist.strings:3:1: error: missing ';' after the value of \"Search\", found '\"' [strings-syntax]"
            ]),
        RuleCase(
            rule: .localizationUnreadable,
            expected: [
                "Rules/localization-unreadable/de.lproj/InfoPlist.strings: error: the file is not valid UTF-8; re-save it as UTF-8 (or UTF-16 with a byte-order mark) [localization-unreadable]"
            ]),
        RuleCase(
            rule: .stringsFileName,
            expected: [
                "Rules/strings-file-name/de.lproj/infoPlist.strings: warning: 'infoPlist.strings' is read here, but iOS looks for 'InfoPlist.strings' with that exact case and will not find it on a device: rename it [strings-file-name]"
            ]),
        RuleCase(
            rule: .stringsDuplicateKey,
            expected: [
                "Rules/strings-duplicate-key/de.lproj/InfoPlist.strings:2:1: warning: the key \"Search\" is defined again (first at 1:1); the last one wins: remove one [strings-duplicate-key]"
            ]),
        RuleCase(
            rule: .stringCatalogMalformed,
            expected: [
                "Rules/xcstrings-malformed/InfoPlist.xcstrings:5:3: error: not valid JSON: expected a \"key\" in quotes, found '}' [xcstrings-malformed]"
            ]),
        RuleCase(
            rule: .unresolvedVariable,
            expected: [
                "Rules/unresolved-variable/Info.plist:19:4: warning: $(PRODUCT_BUNDLE_IDENTIFIER) is not defined, so it stays as written; pass --define PRODUCT_BUNDLE_IDENTIFIER=VALUE [unresolved-variable]"
            ]),
        RuleCase(
            rule: .unknownVariableModifier, defines: ["PRODUCT_NAME": "Rule"],
            expected: [
                "Rules/unknown-variable-modifier/Info.plist:19:4: warning: 'lowercase' in $(PRODUCT_NAME:lowercase) is not a modifier this tool knows; it is ignored. Did you mean 'lower'? [unknown-variable-modifier]"
            ]),
        RuleCase(
            rule: .malformedProject,
            expected: [
                "Rules/malformed-project/Bad.xcodeproj/project.pbxproj:2:1: error: the project file has no 'rootObject'; it is damaged (restore it from version control) [malformed-project]"
            ]),
        RuleCase(
            rule: .projectReference,
            expected: [
                "Rules/project-reference/App.xcodeproj/project.pbxproj:6:50: warning: the project refers to 'Missing.swift', which does not exist; restore it or remove it from the project [project-reference]"
            ]),
    ]

    @Test("the rule's fixture gives exactly the expected diagnostics", arguments: cases)
    func ruleFixture(_ rule: RuleCase) throws {
        let fixture = rule.rule == .plistTooLarge ? "" : "Rules/\(rule.rule.rawValue)"
        #expect(try Fixture.lint(fixture, defines: rule.defines) == rule.expected)
    }

    @Test("every rule except plist-too-large has a fixture and a case (plist-too-large: BadInputTests)")
    func everyRuleIsCovered() throws {
        let covered = Set(Self.cases.map(\.rule))
        #expect(Set(LintRule.allCases).subtracting(covered) == [.plistTooLarge])
        let folders = Set(try FileManager.default.contentsOfDirectory(atPath: Fixture.path("Rules")))
        #expect(folders == Set(covered.map(\.rawValue)))
    }

    @Test("each expected diagnostic carries its rule's own severity")
    func severities() throws {
        for rule in Self.cases {
            let declaration = try Fixture.app("Rules/\(rule.rule.rawValue)", defines: rule.defines)
            for diagnostic in ShortcutLinter().lint(declaration) {
                #expect(diagnostic.severity == diagnostic.rule.severity)
            }
        }
    }

    @Test("key paths name the offending value")
    func keyPaths() throws {
        let cases: [(String, [String: String], [String?])] = [
            (
                "Rules/missing-type", [:],
                [
                    "UIApplicationShortcutItems[0].UIApplicationShortcutItemType",
                    "UIApplicationShortcutItems[1].UIApplicationShortcutItemType",
                ]
            ),
            (
                "Rules/credential-in-user-info", [:],
                [
                    "UIApplicationShortcutItems[0].UIApplicationShortcutItemUserInfo.authToken",
                    "UIApplicationShortcutItems[0].UIApplicationShortcutItemUserInfo.account.api_key",
                ]
            ),
            (
                "Rules/binary-plist", [:],
                ["UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle", nil]
            ),
            ("Rules/items-not-array", [:], ["UIApplicationShortcutItems"]),
            ("Rules/strings-syntax", [:], [nil]),
        ]
        for (fixture, defines, paths) in cases {
            let diagnostics = ShortcutLinter().lint(try Fixture.app(fixture, defines: defines))
            #expect(diagnostics.map(\.keyPath) == paths, "\(fixture)")
        }
    }

    @Test("the static item limit is a parameter")
    func limitIsAParameter() throws {
        let five = ShortcutLinter(maximumStaticItems: 6)
        #expect(try Fixture.lint("Rules/too-many-static-items", linter: five) == [])
        let three = ShortcutLinter(maximumStaticItems: 3)
        #expect(
            try Fixture.lint("Rules/too-many-static-items", linter: three) == [
                "Rules/too-many-static-items/Info.plist:41:3: warning: 6 static items, but the menu shows at most 3: 'Item 3', 'Item 4', 'Item 5' never appear (and no dynamic item can show); remove or merge items [too-many-static-items]"
            ])
    }

    @Test(
        "icon type suggestions: typos, lower case, words people use",
        arguments: [
            ("UIApplicationShortcutIconTypeSerch", "UIApplicationShortcutIconTypeSearch"),
            ("UIApplicationShortcutIconTypesearch", "UIApplicationShortcutIconTypeSearch"),
            ("MarkLocaton", "UIApplicationShortcutIconTypeMarkLocation"),
            ("heart", "UIApplicationShortcutIconTypeLove"),
            ("UIApplicationShortcutIconTypeCalendar", "UIApplicationShortcutIconTypeDate"),
            ("UIApplicationShortcutIconTypeSettings", nil),
        ] as [(String, String?)])
    func iconSuggestions(written: String, suggestion: String?) {
        #expect(ShortcutLinter.iconTypeSuggestion(written) == suggestion)
    }

    @Test(
        "credential-looking keys",
        arguments: [
            ("authToken", true), ("password", true), ("api_key", true), ("client-secret", true),
            ("pwd", true),
            ("author", false), ("tokenizer_mode", true), ("folder", false), ("passage", false),
        ])
    func credentialWords(key: String, flagged: Bool) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>t</string>
            <key>UIApplicationShortcutItemTitle</key><string>T</string>
            <key>UIApplicationShortcutItemUserInfo</key><dict><key>\(key)</key><string>x</string></dict>
            </dict></array></dict></plist>
            """
        let declaration = AppDeclaration(infoPlist: Data(xml.utf8), path: "Info.plist")
        let rules = ShortcutLinter().lint(declaration).map(\.rule)
        #expect(rules == (flagged ? [.credentialInUserInfo] : []))
    }

    @Test(
        "missing-localization: the development region's language never lacks the plist's own string",
        arguments: [("en", [String]()), ("de", ["'New Note' has no translation in en (it has one in de)"])])
    func developmentRegion(region: String, expected: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quickactions-region-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["en", "de"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\(region)</string>
            <key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>new</string>
            <key>UIApplicationShortcutItemTitle</key><string>New Note</string>
            </dict></array></dict></plist>
            """
        try Data(xml.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        try Data(#""New Note" = "Neue Notiz";"#.utf8).write(
            to: folder.appendingPathComponent("de.lproj/InfoPlist.strings"))
        try Data("/* nothing translated yet */\n".utf8).write(
            to: folder.appendingPathComponent("en.lproj/InfoPlist.strings"))
        let declaration = try AppDeclaration.load(folder.path)
        let messages = ShortcutLinter().lint(declaration).filter { $0.rule == .missingLocalization }.map(
            \.message)
        #expect(messages.map { $0.components(separatedBy: ";").first ?? "" } == expected)
    }

    @Test("one hidden static item 'never appears'; several 'never appear'")
    func hiddenItemGrammar() throws {
        func plist(_ count: Int) -> Data {
            let items = (0..<count).map {
                "<dict><key>UIApplicationShortcutItemType</key><string>t\($0)</string>"
                    + "<key>UIApplicationShortcutItemTitle</key><string>Item \($0)</string></dict>"
            }
            return Data(
                ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>"
                    + "<key>UIApplicationShortcutItems</key><array>\(items.joined())</array></dict></plist>")
                    .utf8)
        }
        let one = ShortcutLinter().lint(AppDeclaration(infoPlist: plist(5), path: "Info.plist"))
        #expect(one.map(\.message).contains { $0.contains("'Item 4' never appears (and") })
        let two = ShortcutLinter().lint(AppDeclaration(infoPlist: plist(6), path: "Info.plist"))
        #expect(two.map(\.message).contains { $0.contains("'Item 4', 'Item 5' never appear (and") })
    }
}
