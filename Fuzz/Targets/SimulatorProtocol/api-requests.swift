// REST request bodies (APIRequestDecoder, TouchScript): the input's first byte picks the endpoint
// (POST /api/devices, …/shortcut-menu, PUT …/settings, POST …/touches, POST …/keyboard) and the
// rest is the body.
// Any body decodes or fails with a short message (the 400 a client gets back).
import Foundation
@testable import SimulatorProtocol

func fuzz_api_requests(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    let body = Array(bytes.dropFirst())
    do {
        switch selector % 5 {
        case 0: _ = try APIRequestDecoder.createDevice(body)
        case 1: _ = try APIRequestDecoder.shortcutMenu(body)
        case 2: _ = try APIRequestDecoder.settings(body)
        case 4: _ = try APIRequestDecoder.keyboard(body)
        default:
            guard let text = String(validating: body, as: UTF8.self) else { return }
            let samples = try TouchScript.samples(in: text, maximumPossibleForce: 20 / 3)
            fuzzCheck(!samples.isEmpty, "a script without samples accepted")
        }
    } catch {
        fuzzCheck(!error.message.isEmpty, "an error without a message")
        fuzzCheck(
            error.message.utf8.count <= fuzzMaximumMessageBytes,
            "a \(error.message.utf8.count)-byte error for a \(body.count)-byte body: \(error.message.prefix(120))…"
        )
        _ = error.response
    }
}
