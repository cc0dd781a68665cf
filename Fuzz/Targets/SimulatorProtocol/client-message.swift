// Client messages (ClientMessage(json:): every WebSocket text frame a page sends): any bytes
// decode or fail with an error whose message is short whatever the input (it quotes at most a
// prefix of bad input); what decodes encodes (`json`) to text that decodes to the same message.
import Foundation
@testable import SimulatorProtocol

/// The longest error message any input may produce: messages quote a short prefix of bad input.
let fuzzMaximumMessageBytes = 600

func fuzz_client_message(_ bytes: [UInt8]) {
    let message: ClientMessage
    do {
        message = try ClientMessage(json: Data(bytes))
    } catch {
        let text = error.message
        fuzzCheck(!text.isEmpty, "an error without a message")
        fuzzCheck(
            text.utf8.count <= fuzzMaximumMessageBytes,
            "a \(text.utf8.count)-byte error message for \(bytes.count) bytes of input: \(text.prefix(120))…")
        return
    }
    let json = message.json
    do {
        let again = try ClientMessage(json: json)
        fuzzCheck(again == message, "\(message) encoded as \(json) decoded as \(again)")
    } catch {
        fuzzMismatch("\(message) encoded as \(json) does not decode: \(error.message)")
    }
}
