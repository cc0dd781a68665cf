import PropertyLists
/// The app icon drawn for an app that brings no artwork: the first letter of its name, in white, on a
/// rounded tile in a colour picked from the bundle identifier (the same app always gets the same
/// colour). Ours; Springboard's generated `AppIcon` and the menu picture (`QuickActionMenuSVG`) both
/// take it from here, so the simulator and the picture draw the same tile.
public struct AppIconTile: Sendable, Hashable {
    /// The tile's colour, `#RRGGBB`.
    public var color: String
    /// The letter drawn on it (one character, upper-cased).
    public var letter: String

    /// Creates a tile.
    public init(color: String, letter: String) {
        self.color = color
        self.letter = letter
    }

    /// The colours a generated tile is picked from (system colours of iOS).
    public static let palette = [
        "#FF9500", "#34C759", "#007AFF", "#AF52DE", "#FF2D55", "#5AC8FA", "#FFCC00", "#5856D6",
    ]

    /// The tile for an app named `name` with `bundleIdentifier`: the palette colour its identifier's
    /// FNV-1a hash picks, and the name's first character (`?` for an empty name).
    /// - Complexity: O(*n*) in the identifier's length.
    public static func generated(name: String, bundleIdentifier: String) -> AppIconTile {
        var hash: UInt32 = 2_166_136_261
        for byte in bundleIdentifier.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let letter = name.first.map { String($0).uppercased() } ?? "?"
        return AppIconTile(color: palette[Int(hash % UInt32(palette.count))], letter: letter)
    }
}
