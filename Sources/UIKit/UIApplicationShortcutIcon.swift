public import Contacts
public import Foundation
public import QuickActions

/// UIKit's `UIApplicationShortcutIcon`: an object over QuickActions' `ShortcutIcon` value.
///
/// Matches UIKit's initializers `init(type:)`, `init(templateImageName:)`, `init(systemImageName:)` and
/// `init(contact:)` (with the `Contacts` module's `CNContact`).
public final class UIApplicationShortcutIcon: NSObject, Sendable {
    /// UIKit's `UIApplicationShortcutIcon.IconType`: QuickActions' `ShortcutIcon.IconType` (UIKit's
    /// cases and raw values).
    public typealias IconType = ShortcutIcon.IconType

    /// The TouchKit value this icon forwards to.
    public let icon: ShortcutIcon

    /// Wraps a TouchKit icon (what `UIApplication.shared.shortcutItems` hands back).
    public init(icon: ShortcutIcon) {
        self.icon = icon
    }

    /// One of the system's icons (`UIApplicationShortcutIcon(type: .search)`).
    public convenience init(type: IconType) {
        self.init(icon: .system(type))
    }

    /// A template image from the app's asset catalog (`UIApplicationShortcutIcon(templateImageName:)`).
    public convenience init(templateImageName: String) {
        self.init(icon: .templateImage(templateImageName))
    }

    /// An SF Symbol (`UIApplicationShortcutIcon(systemImageName:)`, iOS 13).
    public convenience init(systemImageName: String) {
        self.init(icon: .systemSymbol(systemImageName))
    }

    /// A contact's icon (`UIApplicationShortcutIcon(contact:)`, iOS 9.1): the Home Screen menu shows
    /// the contact's picture in a circle, or the initials of their given and family names on a grey
    /// disc when they have none, as iOS does.
    ///
    /// Matches iOS: the contact may come from a fetch with any keys (AppChat fetches none): the icon
    /// reads the names and picture the store holds, not the fetched properties, so no key is reported
    /// missing. Differs: the names and picture are taken when the icon is made (iOS looks the contact up
    /// by identifier when it draws the menu), and for a contact made in code, what it holds then.
    public convenience init(contact: CNContact) {
        let record = contact.record
        self.init(
            icon: .contact(
                givenName: record.givenName, familyName: record.familyName, imageData: record.imageData))
    }

    /// Equal when the icons are (UIKit compares icons by content too).
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIApplicationShortcutIcon)?.icon == icon
    }

    /// Consistent with `isEqual(_:)`.
    public override var hash: Int { icon.hashValue }
}
