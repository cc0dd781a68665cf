import Interchange
import PropertyLists
import QuickActions

/// The lint's messages and rule summaries (part of `Wording`).
extension Wording {
    static func ruleSummary(_ rule: LintRule) -> String {
        switch rule {
        case .plistTooLarge: "the Info.plist is over the size cap (10 MB) and is not read"
        case .notAPropertyList: "the file is empty or not a property list"
        case .malformedPropertyList:
            "malformed XML, a truncated file, a damaged binary plist, misplaced elements"
        case .rootNotDictionary: "the Info.plist's top-level value is not a dictionary"
        case .binaryPropertyList: "a binary Info.plist: diagnostics have key paths but no lines"
        case .duplicateKey: "a key appears twice in one dictionary"
        case .itemsNotArray: "UIApplicationShortcutItems is not an array"
        case .itemNotDictionary: "an element of UIApplicationShortcutItems is not a dictionary"
        case .missingType: "an item's UIApplicationShortcutItemType is missing or empty"
        case .missingTitle: "an item's UIApplicationShortcutItemTitle is missing or empty"
        case .wrongValueType: "a known key holds the wrong kind of value"
        case .unknownIconType: "UIApplicationShortcutItemIconType is not one of the 29 system icon names"
        case .iconFileOverridesType: "an item has both an icon file and an icon type; the type is ignored"
        case .symbolRequiresIOS13: "UIApplicationShortcutItemIconSymbolName needs iOS 13"
        case .tooManyStaticItems: "more static items than the menu shows"
        case .duplicateType: "two items share a type"
        case .unknownItemKey: "an item has a key iOS does not read"
        case .credentialInUserInfo: "a userInfo key looks like a credential"
        case .iconFileNotFound: "the icon file is not in the app folder or its asset catalogs"
        case .iconFileNotSquare: "the icon image is not square"
        case .iconFileUnrecognized: "the icon file is not a PNG or JPEG, so its shape cannot be checked"
        case .iconFileUnverifiable: "the icon may be in a compiled Assets.car, which cannot be checked"
        case .missingLocalization: "a title or subtitle is translated in some languages but not others"
        case .stringsSyntax: "an InfoPlist.strings file has a syntax error"
        case .localizationUnreadable: "a localisation file cannot be read"
        case .stringsFileName: "InfoPlist.strings is spelled with other letter case"
        case .stringsDuplicateKey: "a key is defined twice in one .strings file"
        case .stringCatalogMalformed: "InfoPlist.xcstrings is not a valid String Catalog"
        case .assetCatalogMalformed:
            "an asset catalog's Contents.json is not valid JSON or not shaped as Xcode writes it"
        case .unresolvedVariable: "a $(VARIABLE) has no definition"
        case .unknownVariableModifier: "a $(VARIABLE:modifier) uses an unknown modifier"
        case .malformedProject:
            "the Xcode project, an xcconfig file or the target's Info.plist setting is unusable"
        case .projectReference: "the Xcode project refers to an object or a file that is not there"
        }
    }

    static let binaryPlistNote =
        "this Info.plist is a binary property list, so diagnostics have key paths but no line numbers; convert it with 'plutil -convert xml1' for positions"

    static func rootNotDictionary(found: String) -> String {
        "the top-level value is \(article(found)); an Info.plist's root is a <dict>"
    }

    static func itemsNotArray(found: String) -> String {
        "UIApplicationShortcutItems is \(article(found)); it must be an <array> of <dict> items, so no static quick action shows"
    }

    static func itemNotDictionary(index: Int, found: String) -> String {
        "item \(index) is \(article(found)); each quick action is a <dict> with UIApplicationShortcutItemType and UIApplicationShortcutItemTitle"
    }

    static func wrongValueType(key: String, expected: String, found: String) -> String {
        "\(key) is \(article(found)), expected \(article(expected)); iOS ignores it"
    }

    static func duplicateKey(_ key: String, firstAt: SourcePosition?) -> String {
        "the key \(quoted(key)) appears again" + (firstAt.map { " (first at \($0))" } ?? "")
            + "; only this last one counts: remove one"
    }

    static func invalidItem(missing key: String, present: Bool) -> String {
        present ? "invalid: \(key) is empty or not a string" : "invalid: no \(key)"
    }

    static func missingField(_ key: String, index: Int) -> String {
        "item \(index) has no \(key); iOS skips an item without one: add it"
    }

    static func emptyField(_ key: String, index: Int, written: String) -> String {
        let detail = written.isEmpty ? "is empty" : "is empty once expanded (written \(quoted(written)))"
        return "item \(index)'s \(key) \(detail); iOS skips an item without one"
    }

    static func unknownItemKey(_ key: String, suggestion: String?) -> String {
        "\(key) is not a quick action key; iOS ignores it"
            + (suggestion.map { ". Did you mean \($0)?" } ?? "")
    }

    static func duplicateType(_ type: String, firstIndex: Int) -> String {
        "the type \(quoted(type)) is also used by item \(firstIndex); the app cannot tell the two apart: give each item its own type"
    }

    static func tooManyStaticItems(count: Int, limit: Int, hidden: [String]) -> String {
        let names = hidden.map(quoted).joined(separator: ", ")
        return "\(count) static items, but the menu shows at most \(limit): \(names) never "
            + (hidden.count == 1 ? "appears" : "appear")
            + " (and no dynamic item can show); remove or merge items"
    }

    static func credentialInUserInfo(_ key: String, word: String) -> String {
        "userInfo key \(quoted(key)) looks like a credential (\(quoted(word))); the system stores quick actions in plain text: keep secrets in the Keychain"
    }

    static func unknownIconType(_ name: String, suggestion: String?) -> String {
        "\(quoted(name)) is not a system icon type; the item shows no icon"
            + (suggestion.map { ". Did you mean \($0)?" }
                ?? " (see the 29 UIApplicationShortcutIconType names)")
    }

    static func iconFileOverridesType(file: String, type: String) -> String {
        "\(quoted(type)) is ignored: UIApplicationShortcutItemIconFile \(quoted(file)) wins over the icon type; remove one of them"
    }

    static func symbolRequiresIOS13(_ name: String, fallback: Bool) -> String {
        "the symbol \(quoted(name)) shows on iOS 13 and later only; "
            + (fallback
                ? "earlier versions use the icon file or type instead" : "earlier versions show no icon")
    }

    static func iconFileNotFound(_ name: String, suggestion: String?) -> String {
        "the icon file \(quoted(name)) is not in the app folder or its asset catalogs; the item shows no icon"
            + (suggestion.map { ". Did you mean \(quoted($0))?" } ?? "")
    }

    static func iconImageSetEmpty(_ name: String, imageSet: String) -> String {
        "the image set \(quoted(name)) (\(imageSet)) lists no image file that exists; add the images to it"
    }

    static func iconFileUnverifiable(_ name: String) -> String {
        "the icon \(quoted(name)) is not a loose file; it may be in the compiled Assets.car, which cannot be checked"
    }

    static func iconFileUnrecognized(_ path: String) -> String {
        "\(path) is not a PNG or JPEG image this tool can read, so its shape is unchecked"
    }

    static func iconFileNotSquare(_ name: String, files: [(String, Int, Int)]) -> String {
        let sizes = files.map { "\($0.0) is \($0.1)×\($0.2) px" }.joined(separator: ", ")
        return
            "the icon \(quoted(name)) is not square (\(sizes)); quick action icons are square, one-colour 35×35 pt templates"
    }

    static func variableProblem(_ problem: VariableExpansion.Problem) -> String {
        switch problem.kind {
        case .undefined(let name):
            "\(problem.reference) is not defined, so it stays as written; pass --define \(name)=VALUE"
        case .unknownModifier(_, let modifier, let suggestion):
            "\(quoted(modifier)) in \(problem.reference) is not a modifier this tool knows; it is ignored"
                + (suggestion.map { ". Did you mean \(quoted($0))?" } ?? "")
        case .cycle(let name):
            "\(problem.reference) refers to itself through \(name); it stays as written"
        case .unterminated:
            "\(quoted(problem.reference)) has no closing bracket; it stays as written"
        case .runaway(let name):
            "\(problem.reference) expands without end (through \(name)); expansion stopped there"
        }
    }

    static func missingLocalization(_ key: String, missing: [String], present: [String]) -> String {
        "\(quoted(key)) has no translation in \(list(missing)) (it has one in \(list(present))); those users see it as written"
    }

    static func stringsFileName(_ name: String) -> String {
        "\(quoted(name)) is read here, but iOS looks for 'InfoPlist.strings' with that exact case and will not find it on a device: rename it"
    }

    static func stringsDuplicateKey(_ key: String, firstAt: SourcePosition?) -> String {
        "the key \"\(key)\" is defined again" + (firstAt.map { " (first at \($0))" } ?? "")
            + "; the last one wins: remove one"
    }
}
