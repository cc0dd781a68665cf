import Foundation
import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("ImageHeader: PNG IHDR and JPEG SOF, nothing decoded")
struct ImageHeaderTests {
    static func jpeg(width: Int, height: Int, marker: UInt8 = 0xC0, exif: Int = 40) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes +=
            [0xFF, 0xE1, UInt8((exif + 2) >> 8), UInt8((exif + 2) & 0xFF)]
            + [UInt8](repeating: 0x45, count: exif)
        bytes += [0xFF, 0xDB, 0x00, 0x04, 0x00, 0x00]
        bytes += [0xFF, 0xC4, 0x00, 0x03, 0x00]
        bytes += [
            0xFF, marker, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
            UInt8(width & 0xFF), 0x03,
        ]
        bytes += [UInt8](repeating: 0, count: 9)
        bytes += [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
        return Data(bytes)
    }

    @Test("PNG fixtures")
    func png() throws {
        #expect(
            ImageHeader(try Fixture.data("Rules/icon-file-not-square/wide.png"))
                == ImageHeader(format: .png, width: 70, height: 52))
        #expect(ImageHeader(try Fixture.data("Apps/BinaryApp/Demo.app/star@2x.png"))?.isSquare == true)
    }

    @Test(
        "JPEG frames (baseline, progressive) after EXIF, tables and Huffman segments",
        arguments: [(UInt8(0xC0), 105, 105), (0xC2, 300, 200), (0xC1, 1, 65535)])
    func jpeg(marker: UInt8, width: Int, height: Int) {
        let header = ImageHeader(Self.jpeg(width: width, height: height, marker: marker, exif: 1000))
        #expect(header == ImageHeader(format: .jpeg, width: width, height: height))
        #expect(header?.mimeType == "image/jpeg")
    }

    @Test(
        "not images, and images cut short",
        arguments: [
            Data("not an image".utf8), Data([0x89, 0x50, 0x4E, 0x47]),
            Data([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF]),
            Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]), Data([0xFF, 0xD8, 0x00, 0x00]), Data(),
        ])
    func notImages(data: Data) {
        #expect(ImageHeader(data) == nil)
    }

    @Test("random bytes after a JPEG start marker (seed 35) never crash")
    func randomJPEG() {
        var generator = SplitMix64(seed: 35)
        for _ in 0..<2000 {
            let bytes =
                [0xFF, 0xD8]
                + (0..<Int.random(in: 0..<64, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
            let header = ImageHeader(Data(bytes))
            #expect(header == nil || (header!.width > 0 && header!.height > 0), "seed 35")
        }
    }
}
