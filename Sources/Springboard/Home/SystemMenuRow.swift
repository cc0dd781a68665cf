public import QuickActions

/// A row the system adds after an app's own quick actions on iOS 13 and later, when a press on an icon
/// opens the Haptic Touch menu.
///
/// Which rows, by version (Apple's releases; the titles are English only, their translations are not
/// modelled):
/// - iOS 13.0–13.1: **Rearrange Apps**, which starts edit mode.
/// - iOS 13.2–13.7: **Edit Home Screen** (13.2's new name for Rearrange Apps) and **Delete App**, in red,
///   which asks to delete the app.
/// - iOS 14.0–15.x: **Edit Home Screen** and **Remove App**, in red (iOS 14 brought the App Library:
///   an app can leave the home screen and stay installed).
///
/// The destructive row comes last, as UIKit places destructive menu items (ours where Apple's material
/// at hand shows no order). "Share App" is not listed: iOS offers it only for apps from the App Store,
/// and a simulator installs apps as Xcode does.
public enum SystemMenuRow: String, Sendable, Hashable, CaseIterable {
    /// iOS 13.0–13.1's "Rearrange Apps".
    case rearrangeApps = "com.apple.springboard.rearrange-apps"
    /// iOS 13.2 and later's "Edit Home Screen".
    case editHomeScreen = "com.apple.springboard.edit-home-screen"
    /// iOS 13.2–13.7's "Delete App".
    case deleteApp = "com.apple.springboard.delete-app"
    /// iOS 14 and later's "Remove App".
    case removeApp = "com.apple.springboard.remove-app"

    /// The rows iOS `version` adds after the app's items, top to bottom when the menu opens below the
    /// icon; none before iOS 13. An app iOS cannot delete (the system's own: Settings, Safari) has no
    /// Delete App row on 13.2–13.7; on iOS 14 it keeps Remove App, whose alert then only removes it from
    /// the home screen.
    public static func rows(for version: SystemVersion, deletable: Bool = true) -> [SystemMenuRow] {
        if version.major >= 14 { return [.editHomeScreen, .removeApp] }
        if version >= SystemVersion(major: 13, minor: 2) {
            return deletable ? [.editHomeScreen, .deleteApp] : [.editHomeScreen]
        }
        if version.major == 13 { return [.rearrangeApps] }
        return []
    }

    /// The row's title as iOS shows it in English.
    public var title: String {
        switch self {
        case .rearrangeApps: "Rearrange Apps"
        case .editHomeScreen: "Edit Home Screen"
        case .deleteApp: "Delete App"
        case .removeApp: "Remove App"
        }
    }

    /// The SF Symbol iOS draws beside the title.
    public var symbolName: String {
        switch self {
        case .rearrangeApps, .editHomeScreen: "apps.iphone"
        case .deleteApp: "trash"
        case .removeApp: "minus.circle"
        }
    }

    /// Whether the row is drawn in red (`systemRed`), as a destructive menu item.
    public var isDestructive: Bool { self == .deleteApp || self == .removeApp }

    /// Whether choosing the row starts edit mode (the icons jiggle) rather than asking to remove the app.
    public var startsEditing: Bool { self == .rearrangeApps || self == .editHomeScreen }

    /// The row as the menu holds it: a system item after the app's, never launching the app;
    /// `sourceIndex` is its place among the system's rows.
    public func menuRow(sourceIndex: Int) -> QuickActionMenu.Row {
        QuickActionMenu.Row(
            item: ShortcutItem(type: rawValue, localizedTitle: title, icon: .systemSymbol(symbolName)),
            source: .system, sourceIndex: sourceIndex, titleLineLimit: 2)
    }
}
