// Control-port lines (ControlPortRequest(line:), ControlPortReply(line:)): the input is what a
// client sends, split into lines as the line server splits it. Every line is accepted as a bundle
// identifier or refused with a short message; an accepted request's own line reads back to it.
import Foundation
@testable import SimulatorProtocol

func fuzz_control_port(_ bytes: [UInt8]) {
    for raw in bytes.split(separator: 10, omittingEmptySubsequences: false) {
        var line = Array(raw)
        if line.last == 13 { line.removeLast() }
        guard let text = String(validating: line, as: UTF8.self) else { continue }  // answered before parsing
        do {
            let request = try ControlPortRequest(line: text)
            let again = try ControlPortRequest(line: String(request.line.dropLast()))
            fuzzCheck(again == request, "\(request) read back as \(again)")
        } catch {
            fuzzCheck(!error.message.isEmpty, "an error without a message")
            fuzzCheck(
                error.message.utf8.count <= fuzzMaximumMessageBytes,
                "a \(error.message.utf8.count)-byte error for a \(line.count)-byte line")
        }
        _ = ControlPortReply(line: text)
    }
}
