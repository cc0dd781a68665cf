public import Foundation

/// Core Graphics' `CGColorSpace`: which colour model pixel and colour components are in.
///
/// Matches Apple's names: `CGColorSpaceCreateDeviceRGB()`, `CGColorSpaceCreateDeviceGray()`,
/// `CGColorSpace(name:)` with `CGColorSpace.sRGB`, `.genericRGBLinear`, `.linearGray`, `.genericGrayGamma2_2`.
/// Differs: no colour management — every RGB space is treated as device RGB and every gray space as
/// device gray; spaces are equal when their model and name are.
public final class CGColorSpace: Hashable, Sendable {
    /// The model (`model`).
    public let model: CGColor.Model
    /// The name (`name`), such as `CGColorSpace.sRGB`; device spaces use Apple's
    /// `kCGColorSpaceDeviceRGB`/`kCGColorSpaceDeviceGray` strings.
    public let name: String?

    init(model: CGColor.Model, name: String) {
        self.model = model
        self.name = name
    }

    /// The space named `name` (`CGColorSpace(name:)`); `nil` for a name not listed on this type.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.genericRGBLinear, Self.extendedSRGB, Self.displayP3, "kCGColorSpaceDeviceRGB":
            self.init(model: .rgb, name: name)
        case Self.linearGray, Self.genericGrayGamma2_2, Self.extendedGray, "kCGColorSpaceDeviceGray":
            self.init(model: .monochrome, name: name)
        default: return nil
        }
    }

    /// How many colour components (alpha excluded) a colour in this space has (`numberOfComponents`).
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    /// `kCGColorSpaceSRGB`.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// `kCGColorSpaceExtendedSRGB` (treated as sRGB, values clamped).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// `kCGColorSpaceGenericRGBLinear` (treated as device RGB).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// `kCGColorSpaceDisplayP3` (treated as device RGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// `kCGColorSpaceLinearGray` (treated as device gray).
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// `kCGColorSpaceGenericGrayGamma2_2` (treated as device gray).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// `kCGColorSpaceExtendedGray` (treated as device gray).
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    /// Equal when model and name are.
    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool {
        a.model == b.model && a.name == b.name
    }

    /// Hashes model and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }
}

/// The device RGB space (`CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(model: .rgb, name: "kCGColorSpaceDeviceRGB")
}

/// The device gray space (`CGColorSpaceCreateDeviceGray()`).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(model: .monochrome, name: "kCGColorSpaceDeviceGray")
}

/// Where alpha sits in a pixel and whether colours are premultiplied by it (`CGImageAlphaInfo`),
/// with Apple's raw values so `CGImageAlphaInfo.premultipliedLast.rawValue` builds a `CGBitmapInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable, Codable {
    /// No alpha (`.none`).
    case none = 0
    /// Alpha last, colours premultiplied (`.premultipliedLast`), RGBA in memory.
    case premultipliedLast = 1
    /// Alpha first, colours premultiplied (`.premultipliedFirst`), ARGB in memory.
    case premultipliedFirst = 2
    /// Alpha last, not premultiplied (`.last`).
    case last = 3
    /// Alpha first, not premultiplied (`.first`).
    case first = 4
    /// An ignored fourth byte last (`.noneSkipLast`).
    case noneSkipLast = 5
    /// An ignored fourth byte first (`.noneSkipFirst`).
    case noneSkipFirst = 6
    /// Alpha only (`.alphaOnly`).
    case alphaOnly = 7
}

/// A bitmap's layout flags (`CGBitmapInfo`): alpha info in the low five bits, byte order above.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable, Codable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Bits from a raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The mask of the alpha info (`.alphaInfoMask`).
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The mask of the byte order (`.byteOrderMask`).
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: components in memory in the order named (`.byteOrderDefault`).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 32-bit little-endian words: `premultipliedFirst` becomes BGRA in memory (`.byteOrder32Little`).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit big-endian words (`.byteOrder32Big`), the same as the default for 8-bit components.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// The alpha info these flags hold (`alphaInfo`).
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) ?? .none
    }
}

/// Core Graphics' `CGImage`: an immutable bitmap, as a bitmap context's `makeImage()` returns.
///
/// Matches Apple: `width`, `height`, `bitsPerComponent`, `bitsPerPixel`, `bytesPerRow`,
/// `colorSpace`, `alphaInfo`, `bitmapInfo`; row 0 of the pixels is the image's top. Differs: every
/// image is stored as 8-bit premultiplied RGBA (`pixels`, a ForceTouchKit addition) whatever its
/// source layout, so `bitsPerPixel` is 32, `bytesPerRow` is `4 × width`, `alphaInfo` is
/// `.premultipliedLast`; no data providers, decoding or masks.
public final class CGImage: Hashable, @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// 8.
    public var bitsPerComponent: Int { 8 }
    /// 32.
    public var bitsPerPixel: Int { 32 }
    /// `4 × width`.
    public var bytesPerRow: Int { 4 * width }
    /// Device RGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    /// `.premultipliedLast`.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// `premultipliedLast`, default byte order.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
    }
    /// The pixels: premultiplied RGBA8, top row first, `4 × width` bytes a row (ForceTouchKit).
    public let pixels: [UInt8]

    /// An image of premultiplied RGBA8 pixels, top row first (ForceTouchKit's initializer; Apple
    /// builds images from a `CGDataProvider`). `nil` when the byte count is not `4 × width × height`.
    public init?(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == 4 * width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied RGBA of pixel (`x`, `y`), `y` counted from the top row.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = 4 * (y * width + x)
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// A part of the image (`cropping(to:)`), `rect` in pixels from the top left; `nil` when it
    /// misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        var out: [UInt8] = []
        for row in Int(r.minY)..<Int(r.maxY) {
            let start = 4 * (row * width + Int(r.minX))
            out += pixels[start..<start + 4 * Int(r.width)]
        }
        return CGImage(width: Int(r.width), height: Int(r.height), premultipliedRGBA: out)
    }

    /// Equal when size and pixels are.
    public static func == (a: CGImage, b: CGImage) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }

    /// Hashes size and pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(pixels)
    }
}
