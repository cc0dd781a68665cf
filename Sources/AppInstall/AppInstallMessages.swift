/// The installer's sentences: what it chose for an app whose files leave something out.
enum AppInstallMessages {
    /// The note for a bundle identifier derived from the folder's name.
    static func derivedBundleIdentifier(_ derived: String, declared: String?, plist: String) -> String {
        let why =
            declared.map { "its CFBundleIdentifier '\($0)' is not resolved" }
            ?? "it has no CFBundleIdentifier"
        return "\(plist): \(why), so the app is installed as '\(derived)'. Pass the identifier "
            + "(--define PRODUCT_BUNDLE_IDENTIFIER=com.example.app) to install it under its own."
    }

    /// The note for a display name taken from the folder's name.
    static func derivedDisplayName(_ name: String, plist: String) -> String {
        "\(plist): no resolved CFBundleDisplayName or CFBundleName, so the icon is labelled '\(name)'."
    }

    static func unreadableMinimumVersion(_ text: String, plist: String) -> String {
        "\(plist): the minimum iOS version '\(text)' (MinimumOSVersion or IPHONEOS_DEPLOYMENT_TARGET) is not a "
            + "version such as '13.0'; the app is installed on every device's version."
    }

    /// The warning for an asset catalog PDF with content the page reader does not draw.
    static func vectorImagePartlyDrawn(_ path: String, notDrawn: [String]) -> String {
        "\(path): the vector image is drawn without its \(notDrawn.joined(separator: ", ")) (ForceTouchKit "
            + "draws a PDF's paths, fills, strokes and clips); the rest shows. Outline text and embed no "
            + "bitmaps in the PDF, or add PNGs at @2x and @3x, to see it whole."
    }

    /// The warning for an asset catalog PDF the page reader cannot read.
    static func vectorImageUnreadable(_ path: String, reason: String) -> String {
        "\(path): the vector image cannot be drawn (\(reason)); UIImage(named:) finds it with an unknown size "
            + "and the simulator draws an empty square. Export it again as a one-page PDF, or add PNGs."
    }
}
