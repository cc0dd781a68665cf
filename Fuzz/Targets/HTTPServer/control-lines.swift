// The line protocol's framing (LineSession, the control port's reader): the input is what a client
// sends, then closes. Whole and in fragments the lines must be the same; no line exceeds the limit.
@testable import HTTPServer

private enum LineOutcome: Equatable {
    case line([UInt8])
    case tooLong
}

private func splitLines(_ pieces: [ArraySlice<UInt8>], limit: Int) -> [LineOutcome] {
    let session = LineSession()
    var lines: [LineOutcome] = []
    func drain() -> Bool {
        while let next = session.nextLine(limit: limit) {
            switch next {
            case .success(let line):
                fuzzCheck(line.count <= limit, "a line of \(line.count) bytes passed the limit \(limit)")
                fuzzCheck(!line.contains(10), "a line holds a line feed")
                lines.append(.line(line))
            case .failure:
                lines.append(.tooLong)
                return false  // the server closes the connection
            }
        }
        return true
    }
    for piece in pieces {
        session.buffer.append(piece)
        guard drain() else { return lines }
    }
    session.finishInput()
    _ = drain()
    return lines
}

func fuzz_control_lines(_ bytes: [UInt8]) {
    let limit = 64
    let whole = splitLines([bytes[...]], limit: limit)
    let pieces = splitLines(fuzzPieces(bytes), limit: limit)
    fuzzCheck(whole == pieces, "whole: \(whole.count) lines, pieces: \(pieces.count)")
}
