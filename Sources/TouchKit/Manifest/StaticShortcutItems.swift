public import QuickActionTools
public import QuickActions

/// An app's Info.plist quick actions (`UIApplicationShortcutItems`), as a registration declares them.
public enum StaticShortcutItems: Sendable {
    /// Items already built, shown as they are in every language.
    case items([ShortcutItem])
    /// A declaration read from an Info.plist (and its folder): items are localised to the device's
    /// language through its `InfoPlist.strings` / `InfoPlist.xcstrings`; invalid ones are skipped, as iOS does.
    case declaration(AppDeclaration)

    /// The valid items for `language`, in plist order.
    /// - Complexity: O(*n*) in the number of items.
    public func items(language: String) -> [ShortcutItem] {
        switch self {
        case .items(let items): items
        case .declaration(let declaration):
            declaration.staticItems(language: Self.language(language, in: declaration))
        }
    }

    /// The language of `declaration` nearest `requested` (`zh-Hans` for `zh`), else its default.
    static func language(_ requested: String, in declaration: AppDeclaration) -> String {
        Localizations.bestLanguage(for: requested, among: declaration.localizations.languages)
            ?? declaration.defaultLanguage
    }
}
