// Force traces (Trace(data:), TraceReader: the JSON Lines files `replay` reads and `POST …/touches`
// takes): any bytes read or fail with an error naming a line; what reads writes back
// (TraceWriter) to a trace that reads to the same thing, and replays through the recognizer.
import Foundation
@testable import ForceTouch

func fuzz_trace(_ bytes: [UInt8]) {
    let trace: Trace
    do {
        trace = try Trace(data: Data(bytes))
    } catch {
        fuzzCheck(error.line >= 1 && !error.message.isEmpty, "an error without a line or message")
        return
    }
    let written = TraceWriter.jsonLines(for: trace)
    do {
        let again = try Trace(jsonLines: written)
        fuzzCheck(again == trace, "a trace written and read again differs")
    } catch {
        fuzzMismatch("a written trace does not read: \(error.message)")
    }
    _ = trace.replay()
}
