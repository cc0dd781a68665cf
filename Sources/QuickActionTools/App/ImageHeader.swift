public import Foundation
import Interchange
import PropertyLists
import QuickActions

/// The format and pixel size of an image, read from its header alone.
///
/// PNG: the `IHDR` chunk (bytes 16–23). JPEG: the first start-of-frame marker (`SOF0`–`SOF15`
/// except `DHT`/`JPG`/`DAC`), walking the marker segments. Nothing else is decoded.
public struct ImageHeader: Sendable, Hashable {
    /// The formats recognised.
    public enum Format: String, Sendable, Hashable {
        /// Portable Network Graphics.
        case png
        /// JPEG (JFIF/EXIF).
        case jpeg
    }

    /// The format.
    public var format: Format
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a header.
    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Whether width equals height.
    public var isSquare: Bool { width == height }

    /// The MIME type (`image/png`).
    public var mimeType: String { format == .png ? "image/png" : "image/jpeg" }

    /// Reads the header of `data`; nil when it is not a PNG or JPEG, or is cut short.
    /// - Complexity: O(*k*) in the number of JPEG marker segments before the frame header.
    public init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(1 << 20))
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12...15].elementsEqual(Array("IHDR".utf8))
        {
            let width = Self.bigEndian32(bytes, 16)
            let height = Self.bigEndian32(bytes, 20)
            guard width > 0, height > 0 else { return nil }
            self.init(format: .png, width: width, height: height)
            return
        }
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard index + 8 < bytes.count else { return nil }
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                guard width > 0, height > 0 else { return nil }
                self.init(format: .jpeg, width: width, height: height)
                return
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
            | Int(bytes[offset + 3])
    }
}
