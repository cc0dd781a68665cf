import Foundation

/// UIKit's `UIMutableApplicationShortcutItem`: a `UIApplicationShortcutItem` whose properties can be
/// set, made directly or with `mutableCopy()`. Assign it to `UIApplication.shared.shortcutItems` to
/// publish the change, as on iOS.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app-defined type (settable).
    open override var type: String {
        get { super.type }
        set { super.type = newValue }
    }
    /// The menu row's title (settable).
    open override var localizedTitle: String {
        get { super.localizedTitle }
        set { super.localizedTitle = newValue }
    }
    /// The menu row's second line (settable).
    open override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { super.localizedSubtitle = newValue }
    }
    /// The row's icon (settable).
    open override var icon: UIApplicationShortcutIcon? {
        get { super.icon }
        set { super.icon = newValue }
    }
    /// App data delivered back with the item (settable).
    open override var userInfo: [String: any NSSecureCoding]? {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
}
