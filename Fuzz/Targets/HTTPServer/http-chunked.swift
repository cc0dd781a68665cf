// The chunked body decoder (Transfer-Encoding: chunked): the input is a body as a client sends it.
// Whole and in fragments it must decode the same body (or fail the same way), never past its limit,
// and what it decodes must re-encode to a body it decodes back.
@testable import HTTPServer

private struct ChunkedOutcome: Equatable {
    var body: [UInt8]?
    var error: HTTPParseError?
    var complete = false
    var leftover: [UInt8] = []
}

private func decodeChunked(_ pieces: [ArraySlice<UInt8>], maxBodyBytes: Int = 4096) -> ChunkedOutcome {
    var decoder = ChunkedBodyDecoder(maxBodyBytes: maxBodyBytes, maxLineBytes: 256)
    var buffer = ByteBuffer()
    var outcome = ChunkedOutcome()
    do throws(HTTPParseError) {
        for piece in pieces {
            buffer.append(piece)
            if try decoder.decode(from: &buffer) {
                outcome.complete = true
                break
            }
        }
        fuzzCheck(decoder.body.count <= maxBodyBytes, "decoded \(decoder.body.count) bytes over the limit")
        outcome.body = decoder.body
    } catch {
        outcome.error = error
    }
    return outcome
}

func fuzz_http_chunked(_ bytes: [UInt8]) {
    let whole = decodeChunked([bytes[...]])
    let pieces = decodeChunked(fuzzPieces(bytes))
    fuzzCheck(
        whole.error == pieces.error && whole.complete == pieces.complete
            && (!whole.complete || whole.body == pieces.body),
        "whole \(whole.complete) \(String(describing: whole.error)), pieces \(pieces.complete) "
            + "\(String(describing: pieces.error))")
    guard whole.complete, let body = whole.body else { return }
    // Re-encode in chunks of 7 bytes and decode again.
    var encoded: [UInt8] = []
    var index = 0
    while index < body.count {
        let end = min(body.count, index + 7)
        encoded += Array(String(end - index, radix: 16).utf8) + [13, 10] + body[index..<end] + [13, 10]
        index = end
    }
    encoded += Array("0\r\n\r\n".utf8)
    let again = decodeChunked([encoded[...]])
    fuzzCheck(again.complete && again.body == body, "re-encoded body did not decode back")
}
