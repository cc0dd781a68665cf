public import QuickActionTools
public import TouchKit

extension StaticShortcutItems {
    /// The static items of a declaration read from an Info.plist (and its folder), localised to the
    /// device's language through its `InfoPlist.strings` / `InfoPlist.xcstrings` (the nearest
    /// language the app has: `zh-Hans` for `zh`, else its development region); invalid items are
    /// left out, as iOS does.
    public static func declaration(_ declaration: AppDeclaration) -> StaticShortcutItems {
        .localized { requested in
            let language =
                Localizations.bestLanguage(for: requested, among: declaration.localizations.languages)
                ?? declaration.defaultLanguage
            return declaration.staticItems(language: language)
        }
    }
}
