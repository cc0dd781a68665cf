import Interchange
import PropertyLists
import QuickActions

/// The rules `forcetouch lint` checks, by stable id. The ids never change once released; new
/// rules get new ids. `docs/QuickActions.md` has an example of each.
public enum LintRule: String, Sendable, Hashable, CaseIterable, Codable {
    // The Info.plist file itself.
    /// The file is larger than the size cap (10 MB by default): refused unread. Error.
    case plistTooLarge = "plist-too-large"
    /// Empty, or neither an XML nor a binary property list. Error.
    case notAPropertyList = "not-a-plist"
    /// Malformed XML, a truncated file, a damaged binary plist, or misplaced plist elements. Error.
    case malformedPropertyList = "malformed-plist"
    /// The top-level value is not a dictionary. Error.
    case rootNotDictionary = "root-not-dictionary"
    /// A binary plist: diagnostics in it have no line and column. Note.
    case binaryPropertyList = "binary-plist"
    /// A key appears twice in one dictionary (the last one wins). Warning.
    case duplicateKey = "duplicate-key"

    // UIApplicationShortcutItems and its items.
    /// `UIApplicationShortcutItems` is not an array. Error.
    case itemsNotArray = "items-not-array"
    /// An element of `UIApplicationShortcutItems` is not a dictionary. Error.
    case itemNotDictionary = "item-not-dictionary"
    /// `UIApplicationShortcutItemType` is missing or empty. Error.
    case missingType = "missing-type"
    /// `UIApplicationShortcutItemTitle` is missing or empty. Error.
    case missingTitle = "missing-title"
    /// A known key holds the wrong kind of value (a title that is a number). Error.
    case wrongValueType = "wrong-value-type"
    /// `UIApplicationShortcutItemIconType` is not one of the 29 names. Error.
    case unknownIconType = "unknown-icon-type"
    /// Both `UIApplicationShortcutItemIconFile` and `…IconType`: the type is ignored. Warning.
    case iconFileOverridesType = "icon-file-overrides-type"
    /// `UIApplicationShortcutItemIconSymbolName` only works on iOS 13 and later. Note.
    case symbolRequiresIOS13 = "symbol-requires-ios13"
    /// More static items than the menu shows (4): the rest never appear. Warning.
    case tooManyStaticItems = "too-many-static-items"
    /// Two items share a type: the app cannot tell them apart. Warning.
    case duplicateType = "duplicate-type"
    /// A key in an item that iOS does not read (usually a typo). Warning.
    case unknownItemKey = "unknown-item-key"
    /// A `userInfo` key that looks like a credential; the system stores it in plain text. Warning.
    case credentialInUserInfo = "credential-in-user-info"

    // Icon files.
    /// The icon file is in neither the app folder nor its asset catalogs. Warning.
    case iconFileNotFound = "icon-file-not-found"
    /// The icon image is not square. Warning.
    case iconFileNotSquare = "icon-file-not-square"
    /// The icon file is not a PNG or JPEG we can read, so its shape is unchecked. Warning.
    case iconFileUnrecognized = "icon-file-unrecognized"
    /// The icon may be in a compiled `Assets.car`, which cannot be checked. Note.
    case iconFileUnverifiable = "icon-file-unverifiable"

    // Localisation.
    /// A title or subtitle has a translation in some languages but not in others. Warning.
    case missingLocalization = "missing-localization"
    /// A `.strings` file with a syntax error. Error.
    case stringsSyntax = "strings-syntax"
    /// A `.strings` or `.xcstrings` file that cannot be read (encoding, size, permissions). Error.
    case localizationUnreadable = "localization-unreadable"
    /// `InfoPlist.strings` spelled with other letter case: iOS devices will not find it. Warning.
    case stringsFileName = "strings-file-name"
    /// A key defined twice in one `.strings` file (the last one wins). Warning.
    case stringsDuplicateKey = "strings-duplicate-key"
    /// An `InfoPlist.xcstrings` that is not a valid String Catalog. Error.
    case stringCatalogMalformed = "xcstrings-malformed"
    /// An asset catalog `Contents.json` that is not valid JSON or not shaped as Xcode writes it. Error.
    case assetCatalogMalformed = "asset-catalog-malformed"

    // Build-setting variables.
    /// `$(NAME)` with no definition: kept as written. Warning.
    case unresolvedVariable = "unresolved-variable"
    /// `$(NAME:modifier)` with a modifier we do not know: ignored. Warning.
    case unknownVariableModifier = "unknown-variable-modifier"

    // The Xcode project the app was taken from.
    /// A damaged `project.pbxproj` or `.xcconfig`, or a target without an Info.plist. Error.
    case malformedProject = "malformed-project"
    /// The project refers to an object or a file that is not there: skipped. Warning.
    case projectReference = "project-reference"

    /// The severity the rule reports with.
    public var severity: LintDiagnostic.Severity {
        switch self {
        case .plistTooLarge, .notAPropertyList, .malformedPropertyList, .rootNotDictionary, .itemsNotArray,
            .itemNotDictionary, .missingType, .missingTitle, .wrongValueType, .unknownIconType,
            .stringsSyntax,
            .localizationUnreadable, .stringCatalogMalformed, .malformedProject, .assetCatalogMalformed:
            .error
        case .binaryPropertyList, .symbolRequiresIOS13, .iconFileUnverifiable:
            .note
        case .duplicateKey, .iconFileOverridesType, .tooManyStaticItems, .duplicateType, .unknownItemKey,
            .credentialInUserInfo, .iconFileNotFound, .iconFileNotSquare, .iconFileUnrecognized,
            .missingLocalization, .stringsFileName, .stringsDuplicateKey, .unresolvedVariable,
            .unknownVariableModifier, .projectReference:
            .warning
        }
    }

    /// One line saying what the rule checks (for `--help` and the docs).
    public var summary: String { Wording.ruleSummary(self) }
}
