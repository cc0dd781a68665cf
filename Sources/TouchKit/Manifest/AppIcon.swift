import QuickActions

/// How an app's icon looks on the home screen: the app's own icon image when it brings one (the app
/// icon set of its asset catalog, as iOS draws it), else a rounded square of one colour with a glyph.
///
/// An app installed from an Xcode project or app folder carries its real AppIcon files
/// (`imageFiles`); a Swift app registered in code describes its icon (a letter or a symbol on a
/// colour), which is enough to tell apps apart and keeps snapshots stable. The colour and glyph are
/// kept for an icon with images too: they stand in wherever the image cannot be read.
public struct AppIcon: Sendable, Hashable, Codable {
    /// What is drawn on the square.
    public enum Glyph: Sendable, Hashable, Codable {
        /// One or two letters (`A`, `设`).
        case letter(String)
        /// A symbol by name (a quick-action system icon name such as `search`, or an SF Symbol name
        /// such as `gearshape`).
        case symbol(String)
    }

    /// The square's colour, `#RRGGBB`.
    public var color: String
    /// The glyph, drawn in white.
    public var glyph: Glyph

    /// The icon's image files by screen scale (1, 2, 3), as chosen from the app icon set for an
    /// iPhone of that scale; empty when the app brings no icon image (the glyph is drawn).
    public var imageFiles: [Int: String]

    /// The file name under which the home screen asks for the app's icon image
    /// (`<bundle identifier>/` + this, as quick-action template images are named). It starts with a
    /// character an Info.plist icon file name does not use, so it never clashes with one.
    public static let imageRenderName = ":AppIcon"

    /// Creates an icon, drawn from `imageFiles` when given, else as `glyph` on `color`.
    public init(color: String, glyph: Glyph, imageFiles: [Int: String] = [:]) {
        self.color = color
        self.glyph = glyph
        self.imageFiles = imageFiles
    }

    /// Decodes an icon; one encoded before icons had images decodes with none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        color = try container.decode(String.self, forKey: .color)
        glyph = try container.decode(Glyph.self, forKey: .glyph)
        imageFiles = try container.decodeIfPresent([Int: String].self, forKey: .imageFiles) ?? [:]
    }

    /// The image file for a screen of `scale`: the one chosen for that scale, else the nearest
    /// larger one (drawn smaller, as iOS would rather scale down than up), else the largest; nil
    /// when the icon has no images.
    /// - Complexity: O(*n*) in the number of scales (at most three).
    public func imageFile(forScale scale: Int) -> String? {
        if let exact = imageFiles[scale] { return exact }
        let scales = imageFiles.keys.sorted()
        if let larger = scales.first(where: { $0 > scale }) { return imageFiles[larger] }
        return scales.last.flatMap { imageFiles[$0] }
    }

    /// An icon for an app that brings none: the first letter of its name on a colour picked from the
    /// bundle identifier (the same app always gets the same colour).
    /// - Complexity: O(*n*) in the identifier's length.
    public static func generated(name: String, bundleIdentifier: String) -> AppIcon {
        let tile = AppIconTile.generated(name: name, bundleIdentifier: bundleIdentifier)
        return AppIcon(color: tile.color, glyph: .letter(tile.letter))
    }
}
