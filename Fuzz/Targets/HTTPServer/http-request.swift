// HTTP/1.1 request parser (HTTPRequestParser, with its head reader and chunked decoder): the input
// is the bytes a client sends. The same bytes parsed at once and in fragments must give the same
// requests and the same error, every request must respect the limits, and a failed parser stays
// failed.
@testable import HTTPServer

/// What a parser made of a whole stream: its events, then the error that stopped it, if any.
private struct HTTPParseOutcome: Equatable {
    var events: [HTTPRequestParser.Event] = []
    var error: HTTPParseError?
    var leftover = 0
}

private let httpFuzzLimits = HTTPRequestParser.Limits(
    maxHeadBytes: 1024, maxHeaderCount: 12, maxBodyBytes: 2048)

private func parseHTTP(_ pieces: [ArraySlice<UInt8>]) -> HTTPParseOutcome {
    var parser = HTTPRequestParser(limits: httpFuzzLimits)
    var outcome = HTTPParseOutcome()
    do throws(HTTPParseError) {
        for piece in pieces {
            parser.append(piece)
            while let event = try parser.next() {
                outcome.events.append(event)
                if case .request(let request) = event {
                    fuzzCheck(request.body.count <= httpFuzzLimits.maxBodyBytes, "body over the limit")
                    fuzzCheck(request.headers.count <= httpFuzzLimits.maxHeaderCount, "too many headers")
                }
            }
        }
        outcome.leftover = parser.bufferedByteCount
    } catch {
        outcome.error = error
        do throws(HTTPParseError) {
            _ = try parser.next()
            fuzzMismatch("a failed parser parsed again")
        } catch let again {
            fuzzCheck(again == error, "a failed parser threw \(again), first \(error)")
        }
        _ = error.status
    }
    return outcome
}

func fuzz_http_request(_ bytes: [UInt8]) {
    let whole = parseHTTP([bytes[...]])
    let pieces = parseHTTP(fuzzPieces(bytes))
    // A fragment boundary may leave fewer bytes buffered when an error stops the parse early, and
    // `100-continue` is announced only when the body has not arrived with the head: compare requests.
    let requests = { (outcome: HTTPParseOutcome) in
        outcome.events.filter { if case .request = $0 { true } else { false } }
    }
    fuzzCheck(
        requests(whole) == requests(pieces) && whole.error == pieces.error,
        "whole: \(whole.events.count) events, error \(String(describing: whole.error)); "
            + "pieces: \(pieces.events.count) events, error \(String(describing: pieces.error))")
    if whole.error == nil { fuzzCheck(whole.leftover == pieces.leftover, "different leftovers") }
}
