import Foundation
import Testing

@testable import CoreGraphics

/// An asset catalog's vector PDF keeps its drawing in `FlateDecode` streams; the reader inflates
/// them itself (Foundation on Linux has no decompression). Streams made with Python's zlib (level 0,
/// a fixed-code block, dynamic codes) inflate to what was compressed; damage is named by byte.
@Suite("Inflate: zlib and DEFLATE streams, as PDFs hold them")
struct InflateTests {
    static let page = "q 1 0 0 1 0 0 cm 0.2 0.4 0.6 rg 10 10 m 20 10 l 20 20 l h f Q\n"
    static var lines: String { (0..<120).map { "\($0) \($0 * 2) m \($0 * 3) \($0 * 5) l S\n" }.joined() }

    /// `zlib.compressobj(level, DEFLATED, 15, 8, strategy)` of the text, base64.
    static let stored =
        "eAEBPgDB/3EgMSAwIDAgMSAwIDAgY20gMC4yIDAuNCAwLjYgcmcgMTAgMTAgbSAyMCAxMCBsIDIwIDIwIGwgaCBmIFEKg6wMig=="
    static let fixed = "eAErVDBUMABCCJmcq2CgZwTEJkBsplCUrmBoAEK5CkZgOgdEG4HoDIU0hUAuAIOsDIo="
    static let dynamic = """
        eNo9Vs3VHSsM278qXMLYGJipI2282/82khBZ5Jxcxp9/JEvwxBM//Hvi//jzX0bh14ipXxWNXyvyfBz47y++yPO148XPrKjzeTLux691AhY/4uCNcSJ2JBNWxjgRbyRTVkef\
        iI/RONjRJwIpi1mRYbpF9Kgm0aVjihlwsmI5ZkQx8fhiOaajmLkrtmMmk/5YaDtmxWDmfuN1zI7BzDPjdczLMjjp+BzzxWDmueMzbA/H+bGZfE4QRm6mXgNHjgK6ghcwGeAa\
        0Uy+AINBJjTMvgtgOmoSih+7TiONYSfTbwBqrAHhZPo3ceSoNybTvw0eHPXFZPqX1Jwo/P1ieoyXhnxkLKb/0L0xB1CL6T90b9BByNKCoHujDvCWluRB+8YdzWztCXBIIw9I\
        t1blwQDGfuzYrJAgPI0+gN5LZxjB+IPjrRogK80ApntVo7g+J67BoWoA5TIH4ORVDQBYJqFHvKoBbOquOnZdNTB2mQbA9akGBirzAPY+1UCjZSIae6EaaKDMBCj9VAOJy1T0\
        F59q4A/KXMyzQT8xUWYDy0g8eYhJzAfoz0dlQHGZkcltU52JWcwJtoIw4xCclklBljzqRVSZlcnNVCGQWKYFa55ScW7MY16wQyklJygrEzO5xSq0MZGZoSYkaNI8TM3CRHWs\
        YuDQkdx4FQIdw+RQP1J2vpCd2cEipsSdAH+YHsyR0jd3YlxHWqKQh9CxCVqYSCqvB8ZkhhaVJG8CqsMUUZfSej00hhMJBFNy5wINcwRsUoIvWNEwR9RwHwPEROZoYyKJvmgk\
        5mhToSoEWIY5ot4lfG7bMEeQQ0r6BQSGOQLeKfEXlDvMEb1B8i8MO8zRppurEOQ2zBGypCyAq9nmiD4iEygIpM0RBJWygcIIbY7AYa5j6x8OHdnaIhyi2zZH75Qr/LTFbY7A\
        dsoMCo21OaI/yQ0Ku9L39sBEsoNCD22OsBcpPyjw2uaIXiZD4L63OfroKyoEDtocYYNSllDI3OaIvidPKODV5giiTplCIUmbIyCYcgUqo80RPVK2UIhvc/TRrVQIfbQ5wlam\
        jKHwqc0R/VTOUPib/u69eJztJxFNk5TY4JI3jAfX43NjS2vMU1wUeWPpg7olH9wCeWMhYNnDgPRn3dip9f5Jc7NuLF1T1aDzOW4s1C6HGLj15rixr9aep42b6cbSY1VN95Vj\
        eemfW5/X/r97PyUHnvLqv7F0ZFWDXOe9//kAOC8AXA/zvgH4CJBRDGhz3ncAHyxyCip63rcAei1ZxYAQ530P4I4pecWAC8/7Jki6vapBdfO+C6DnklsMeOY0b38BINjgZw==
        """

    static func bytes(_ base64: String) -> [UInt8] { [UInt8](Data(base64Encoded: base64) ?? Data()) }

    @Test(
        "stored, fixed-code and dynamic-code streams inflate to the text compressed",
        arguments: [(stored, page), (fixed, page), (dynamic, lines)])
    func inflates(stream: String, text: String) throws {
        let output = try Inflate.zlib(Self.bytes(stream))
        #expect(String(decoding: output, as: UTF8.self) == text)
    }

    @Test("the Adler-32 of the 120 lines is zlib's")
    func adler() {
        #expect(Inflate.adler32(Array(Self.lines.utf8)) == 551_084_135)
        #expect(Inflate.adler32([]) == 1)
    }

    @Test(
        "a stream without its checksum is read; a wrong checksum, a bad header, a cut stream are named by byte"
    )
    func damage() throws {
        var bytes = Self.bytes(Self.dynamic)
        #expect(try Inflate.zlib(Array(bytes.dropLast(4))) == Array(Self.lines.utf8))
        bytes[bytes.count - 1] ^= 1
        #expect(throws: InflateError.self) { try Inflate.zlib(bytes) }
        do {
            _ = try Inflate.zlib(bytes)
        } catch {
            #expect(error.message == "the Adler-32 checksum does not match the data: the stream is damaged")
            #expect(error.offset == bytes.count - 4)
        }
        #expect(throws: InflateError(offset: 0, "not a zlib DEFLATE stream (method 15, window 7)")) {
            try Inflate.zlib([0x7F, 0x00, 1, 2])
        }
        #expect(throws: InflateError(offset: 1, "the zlib header's check bits do not match")) {
            try Inflate.zlib([0x78, 0x9D, 1, 2])
        }
        let cut = Array(Self.bytes(Self.dynamic).prefix(200))
        #expect(throws: InflateError(offset: 200, "the data ends inside a block")) { try Inflate.zlib(cut) }
    }

    @Test("a stream that expands past the limit stops there, saying so")
    func limit() {
        #expect(throws: InflateError.self) { try Inflate.zlib(Self.bytes(Self.dynamic), limit: 1000) }
    }

    @Test("stored blocks written here, of random bytes, inflate to those bytes (seeds 1…50)")
    func storedRoundTrip() throws {
        for seed in UInt64(1)...50 {
            var random = SeededBytes(seed: seed)
            let data = (0..<Int(random.next() % 3000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var stream: [UInt8] = [0x78, 0x01]
            var chunks = stride(from: 0, to: max(data.count, 1), by: 1000).map {
                Array(data[$0..<min($0 + 1000, data.count)])
            }
            if chunks.isEmpty { chunks = [[]] }
            for (index, chunk) in chunks.enumerated() {
                stream.append(index == chunks.count - 1 ? 1 : 0)
                let length = UInt16(chunk.count)
                stream += [
                    UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
                ]
                stream += chunk
            }
            let adler = Inflate.adler32(data)
            stream += [
                UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
            ]
            #expect(try Inflate.zlib(stream) == data, "seed \(seed)")
        }
    }

    @Test("random bytes after a valid header never crash: they inflate or throw (seeds 1…300)")
    func hostile() {
        for seed in UInt64(1)...300 {
            var random = SeededBytes(seed: seed)
            let body = (0..<Int(random.next() % 400)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            do {
                let output = try Inflate.zlib([0x78, 0x9C] + body, limit: 1 << 16)
                #expect(output.count <= 1 << 16)
            } catch {
                #expect(
                    !error.message.isEmpty && error.offset >= 0 && error.offset <= body.count + 2,
                    "seed \(seed)")
            }
        }
    }
}

/// A seeded generator (SplitMix64), so every randomized case repeats.
struct SeededBytes {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
