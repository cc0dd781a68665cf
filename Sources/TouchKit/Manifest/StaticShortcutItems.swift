public import QuickActions

/// An app's Info.plist quick actions (`UIApplicationShortcutItems`), as a registration declares them.
///
/// TouchKit holds only what the device runs: items, or a way to get them in the device's language.
/// Reading an Info.plist and its `InfoPlist.strings` into this is the installer's job (module
/// `AppInstall`, `StaticShortcutItems.declaration(_:)`).
public enum StaticShortcutItems: Sendable {
    /// Items already built, shown as they are in every language.
    case items([ShortcutItem])
    /// Items localised for the language asked for (the device's), as iOS shows an app's static
    /// items through its `InfoPlist.strings`; invalid ones are already left out, as iOS does.
    case localized(@Sendable (_ language: String) -> [ShortcutItem])

    /// The valid items for `language`, in plist order.
    /// - Complexity: O(*n*) in the number of items.
    public func items(language: String) -> [ShortcutItem] {
        switch self {
        case .items(let items): items
        case .localized(let items): items(language)
        }
    }
}
