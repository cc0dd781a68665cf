public import CoreGraphics

extension Color {
    /// The colour as Core Graphics' `CGColor`, device RGB (`UIColor.cgColor`), as `CALayer`'s
    /// colour properties take it.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour of a `CGColor` (`UIColor(cgColor:)`): RGB as it is, gray as equal components.
    public init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch (cgColor.model, components.count) {
        case (.rgb, 4):
            self.init(
                red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
                alpha: Double(components[3]))
        case (.monochrome, 2):
            self.init(white: Double(components[0]), alpha: Double(components[1]))
        default:
            self.init(white: 0, alpha: Double(cgColor.alpha))
        }
    }
}
