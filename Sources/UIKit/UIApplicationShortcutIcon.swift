public import Foundation
public import QuickActions

/// UIKit's `UIApplicationShortcutIcon`: an object over QuickActions' `ShortcutIcon` value.
///
/// Matches UIKit's initializers `init(type:)`, `init(templateImageName:)` and `init(systemImageName:)`;
/// `init(contact:)` is unavailable (there is no Contacts framework here).
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

    /// UIKit's `init(contact:)` takes a `CNContact`; there is no Contacts framework here.
    @available(
        *, unavailable,
        message: "Contacts is not available here; use init(type: .contact) or init(systemImageName:)"
    )
    public convenience init(contact: AnyObject) {
        self.init(icon: .system(.contact))
    }

    /// Equal when the icons are (UIKit compares icons by content too).
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIApplicationShortcutIcon)?.icon == icon
    }

    /// Consistent with `isEqual(_:)`.
    public override var hash: Int { icon.hashValue }
}
