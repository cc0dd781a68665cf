// WebSocket frames (WebSocketFrameDecoder) and message assembly (WebSocketMessageAssembler): the
// input's first byte picks the side (server: frames must be masked; client: must not) and the
// rest is the byte stream. Whole and in fragments the stream must give the same frames, messages
// and error; frames and messages respect the limits; every frame re-encodes to itself.
@testable import HTTPServer

private struct WebSocketOutcome: Equatable {
    var events: [WebSocketMessageAssembler.Event] = []
    var frameError: WebSocketProtocolError?
    var messageError: WebSocketProtocolError?
}

private let webSocketMaxFrame = 1024
private let webSocketMaxMessage = 2048

private func decodeWebSocket(_ pieces: [ArraySlice<UInt8>], role: WebSocketFrameDecoder.Role)
    -> WebSocketOutcome
{
    var decoder = WebSocketFrameDecoder(role: role, maxFrameBytes: webSocketMaxFrame)
    var assembler = WebSocketMessageAssembler(maxMessageBytes: webSocketMaxMessage)
    var outcome = WebSocketOutcome()
    for piece in pieces {
        decoder.append(piece)
        while true {
            let frame: WebSocketFrame
            do throws(WebSocketProtocolError) {
                guard let next = try decoder.next() else { break }
                frame = next
            } catch {
                outcome.frameError = error
                _ = error.closeCode
                return outcome
            }
            fuzzCheck(frame.payload.count <= webSocketMaxFrame, "frame payload over the limit")
            checkFrameRoundTrip(frame, role: role)
            do throws(WebSocketProtocolError) {
                if let event = try assembler.receive(frame) {
                    if case .message(let message) = event {
                        switch message {
                        case .text(let text):
                            fuzzCheck(text.utf8.count <= webSocketMaxMessage, "text message over the limit")
                        case .binary(let data):
                            fuzzCheck(data.count <= webSocketMaxMessage, "binary message over the limit")
                        }
                    }
                    outcome.events.append(event)
                }
            } catch {
                outcome.messageError = error
                _ = error.closeCode
                return outcome
            }
        }
    }
    return outcome
}

/// A decoded frame, encoded again (with a mask on the client's side), decodes to itself.
private func checkFrameRoundTrip(_ frame: WebSocketFrame, role: WebSocketFrameDecoder.Role) {
    var copy = frame
    copy.maskingKey = role == .server ? 0x1234_5678 : nil
    var decoder = WebSocketFrameDecoder(role: role, maxFrameBytes: webSocketMaxFrame)
    decoder.append(copy.encoded())
    do throws(WebSocketProtocolError) {
        guard let again = try decoder.next() else { fuzzMismatch("a re-encoded frame was incomplete") }
        fuzzCheck(
            again.opcode == frame.opcode && again.fin == frame.fin && again.payload == frame.payload,
            "a re-encoded frame decoded differently")
        fuzzCheck(decoder.bufferedByteCount == 0, "a re-encoded frame left bytes over")
    } catch {
        fuzzMismatch("a re-encoded frame failed: \(error)")
    }
}

func fuzz_websocket(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let role: WebSocketFrameDecoder.Role = first & 1 == 0 ? .server : .client
    let stream = Array(bytes.dropFirst())
    let whole = decodeWebSocket([stream[...]], role: role)
    let pieces = decodeWebSocket(fuzzPieces(stream), role: role)
    fuzzCheck(whole == pieces, "whole and fragmented streams differ")
}
