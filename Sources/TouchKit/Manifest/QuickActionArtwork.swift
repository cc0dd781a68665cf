/// A one-colour quick-action icon an app brings (Info.plist `UIApplicationShortcutItemIconFile`), as the
/// simulator can draw it.
///
/// Apple asks for a square, single-colour 35 × 35 point template image. A Swift app registered in code
/// describes its images as vector paths in that 35 × 35 box; an app installed from a folder points at
/// the image files found there.
public enum QuickActionArtwork: Sendable, Hashable, Codable {
    /// SVG path data (`M4 4H31…`) in a 35 × 35 box, filled with the menu's text colour by the even-odd
    /// rule (so a path inside another cuts a hole).
    case path(String)
    /// An image file on disk (PNG or JPEG), all scales found, best first.
    case files([String])
}
