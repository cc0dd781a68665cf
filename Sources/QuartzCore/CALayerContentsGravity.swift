public import CoreGraphics

/// Where a layer's `contents` image goes in its bounds, as Core Animation's
/// `CALayerContentsGravity` (Swift 4: the `kCAGravity…` strings, below, are values of it).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// Core Animation's name (`"center"`, `"resizeAspect"`, …).
    public let rawValue: String
    /// The gravity named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The gravity named by a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Centred at its natural size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Top edge, centred horizontally.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Bottom edge, centred horizontally.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Left edge, centred vertically.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Right edge, centred vertically.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping its aspect ratio, centred (the overflow is drawn: set
    /// `masksToBounds` to clip it).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where an image of `size` points goes in `bounds`; an unknown name resizes, as Core
    /// Animation's default.
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        func at(_ x: CGFloat, _ y: CGFloat) -> CGRect {
            CGRect(x: bounds.minX + x, y: bounds.minY + y, width: size.width, height: size.height)
        }
        let midX = (bounds.width - size.width) / 2
        let midY = (bounds.height - size.height) / 2
        let maxX = bounds.width - size.width
        let maxY = bounds.height - size.height
        switch self {
        case .center: return at(midX, midY)
        case .top: return at(midX, 0)
        case .bottom: return at(midX, maxY)
        case .left: return at(0, midY)
        case .right: return at(maxX, midY)
        case .topLeft: return at(0, 0)
        case .topRight: return at(maxX, 0)
        case .bottomLeft: return at(0, maxY)
        case .bottomRight: return at(maxX, maxY)
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let scale = self == .resizeAspect ? fit : fill
            let scaled = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(
                x: bounds.minX + (bounds.width - scaled.width) / 2,
                y: bounds.minY + (bounds.height - scaled.height) / 2,
                width: scaled.width, height: scaled.height)
        default: return bounds
        }
    }
}

/// Swift 4's `kCAGravityCenter`.
public let kCAGravityCenter = CALayerContentsGravity.center
/// Swift 4's `kCAGravityTop`.
public let kCAGravityTop = CALayerContentsGravity.top
/// Swift 4's `kCAGravityBottom`.
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// Swift 4's `kCAGravityLeft`.
public let kCAGravityLeft = CALayerContentsGravity.left
/// Swift 4's `kCAGravityRight`.
public let kCAGravityRight = CALayerContentsGravity.right
/// Swift 4's `kCAGravityTopLeft`.
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// Swift 4's `kCAGravityTopRight`.
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// Swift 4's `kCAGravityBottomLeft`.
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// Swift 4's `kCAGravityBottomRight`.
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// Swift 4's `kCAGravityResize`.
public let kCAGravityResize = CALayerContentsGravity.resize
/// Swift 4's `kCAGravityResizeAspect`.
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// Swift 4's `kCAGravityResizeAspectFill`.
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
