import Foundation
import QuickActions
import TouchKit

// How a quick action's icon is drawn in the menu.

extension ShortcutIcon {
    /// The image the menu row shows, or nil for a contact without a picture (drawn as a monogram
    /// instead).
    ///
    /// - A contact with a picture (PNG, JPEG or GIF) is the picture, named by its `data:` URL (the web
    ///   client draws such names as they are), in its own colours.
    ///
    /// - System icons are symbols named with Info.plist's spelling (`UIApplicationShortcutIconTypeSearch`),
    ///   so they never clash with SF Symbols.
    /// - SF Symbols (`systemSymbol`) are symbols by their own name.
    /// - Template images are named `<bundle identifier>/<file name>` and drawn as templates; the simulator
    ///   serves them from `Device.templateImage(named:bundleIdentifier:)`.
    func image(bundleIdentifier: String) -> Image? {
        switch self {
        case .system(let type): Image(systemName: type.plistName)
        case .systemSymbol(let name): Image(systemName: name)
        case .templateImage(let name):
            Image(resourceNamed: bundleIdentifier + "/" + name).withRenderingMode(.alwaysTemplate)
        case .contact:
            contactImageDataURL.map { Image(resourceNamed: $0).withRenderingMode(.alwaysOriginal) }
        }
    }

    /// The initials of a contact icon (`JA` for Johnny Appleseed), else nil.
    var monogram: String? {
        guard case .contact(let given, let family, _) = self else { return nil }
        let initials = [given, family].compactMap { $0.first.map { String($0).uppercased() } }.joined()
        return initials.isEmpty ? "?" : initials
    }
}
