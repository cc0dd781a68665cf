/// Screen orientations a controller supports, as UIKit's `UIInterfaceOrientationMask` (UIKit's bits).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a mask from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Home button (or bottom edge) down.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Home button up.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Home button on the right.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Home button on the left.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscapes.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down (an iPhone's default).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
