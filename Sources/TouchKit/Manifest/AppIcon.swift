/// How an app's icon looks on the home screen: a rounded square of one colour with a glyph on it.
///
/// Real icons are images; the simulated home screen draws this description instead (a letter or a
/// symbol on a colour), which is enough to tell apps apart and keeps snapshots stable.
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

    /// Creates an icon.
    public init(color: String, glyph: Glyph) {
        self.color = color
        self.glyph = glyph
    }

    /// An icon for an app that brings none: the first letter of its name on a colour picked from the
    /// bundle identifier (the same app always gets the same colour).
    /// - Complexity: O(*n*) in the identifier's length.
    public static func generated(name: String, bundleIdentifier: String) -> AppIcon {
        let palette = [
            "#FF9500", "#34C759", "#007AFF", "#AF52DE", "#FF2D55", "#5AC8FA", "#FFCC00", "#5856D6",
        ]
        var hash: UInt32 = 2_166_136_261
        for byte in bundleIdentifier.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let letter = name.first.map { String($0).uppercased() } ?? "?"
        return AppIcon(color: palette[Int(hash % UInt32(palette.count))], glyph: .letter(letter))
    }
}
