// zlib/DEFLATE decompression (CoreGraphics' Inflate, for PDFs' FlateDecode streams): any bytes
// inflate within the limit or fail with an InflateError naming a byte inside the input and saying
// what is wrong. What inflates is written back as stored blocks with its Adler-32 and must inflate
// to the same bytes (the stored path and the checksum agree with the coded paths).
@testable import CoreGraphics

func fuzz_inflate(_ bytes: [UInt8]) {
    let limit = 1 << 20
    let output: [UInt8]
    do {
        output = try Inflate.zlib(bytes, limit: limit)
    } catch {
        fuzzCheck(
            error.offset >= 0 && error.offset <= bytes.count,
            "an error at byte \(error.offset) of \(bytes.count)")
        fuzzCheck(
            !error.message.isEmpty && error.message.utf8.count <= 200,
            "an error message of \(error.message.utf8.count) bytes")
        return
    }
    fuzzCheck(output.count <= limit, "\(output.count) bytes inflated past the limit \(limit)")
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
        let end = min(start + 0xFFFF, output.count)
        let length = UInt16(end - start)
        stream.append(end == output.count ? 1 : 0)
        stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        stream += output[start..<end]
        start = end
    } while start < output.count
    let adler = Inflate.adler32(output)
    stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    do {
        let again = try Inflate.zlib(stream, limit: limit)
        fuzzCheck(again == output, "the output written as stored blocks inflates to other bytes")
    } catch {
        fuzzMismatch("the output written as stored blocks does not inflate: \(error)")
    }
}
