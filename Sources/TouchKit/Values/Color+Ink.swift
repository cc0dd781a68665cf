public import Ink

extension Color {
    /// TouchKit's colour for an Ink colour.
    public init(_ color: InkColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
