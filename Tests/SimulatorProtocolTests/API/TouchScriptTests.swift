import ForceTouch
import Interchange
import Testing

@testable import SimulatorProtocol

@Suite("Touch scripts (POST …/touches bodies)")
struct TouchScriptTests {
    @Test("Trace lines with or without the header, a final newline allowed")
    func reads() throws {
        let body = """
            {"t":0,"id":1,"phase":"began","x":60,"y":90,"force":0}
            {"t":0.1,"id":1,"phase":"moved","x":60,"y":90,"force":2.5}
            {"t":0.2,"id":1,"phase":"ended","x":60,"y":90,"force":0}

            """
        let samples = try TouchScript.samples(in: body, maximumPossibleForce: 20.0 / 3.0)
        #expect(samples.map(\.phase) == [.began, .moved, .ended])
        #expect(samples[1].force == 2.5)
        let withHeader = try TouchScript.samples(
            in: #"{"forcetouch-trace":1,"maximumPossibleForce":4.17}"# + "\n" + body,
            maximumPossibleForce: 20.0 / 3.0)
        #expect(withHeader.count == 3)
        #expect(withHeader[0].maximumPossibleForce == 4.17)
    }

    @Test(
        "Errors name the line",
        arguments: [
            (
                #"{"t":0,"id":1,"phase":"moved","x":1,"y":1,"force":0}"#,
                "the request body is not a valid trace: line 1"
            ),
            (
                #"{"t":0,"id":1,"phase":"began","x":1,"y":1,"force":0}"# + "\n\n",
                "the request body is not a valid trace: line 2"
            ),
            ("", "the request body is not a valid trace: it holds no samples"),
            (
                #"{"forcetouch-trace":1,"maximumPossibleForce":6.67}"#,
                "the request body is not a valid trace: it holds no samples"
            ),
        ])
    func errors(body: String, prefix: String) {
        do {
            _ = try TouchScript.samples(in: body, maximumPossibleForce: 20.0 / 3.0)
            Issue.record("accepted: \(body)")
        } catch {
            #expect(error.status.code == 400)
            #expect(error.message.hasPrefix(prefix), "\(error.message)")
        }
    }

    @Test(
        "CRLF line ends and a UTF-8 byte order mark read exactly as `replay` reads them (issue 14, defect 5)")
    func lineEndsAndByteOrderMark() throws {
        let header = #"{"forcetouch-trace":1,"maximumPossibleForce":6.666667}"#
        let lines = [
            #"{"t":0,"id":1,"phase":"began","x":60,"y":90,"force":0}"#,
            #"{"t":0.1,"id":1,"phase":"moved","x":60,"y":90,"force":2.5}"#,
            #"{"t":0.2,"id":1,"phase":"ended","x":60,"y":90,"force":0}"#,
        ]
        let replayed = try Trace(jsonLines: ([header] + lines).joined(separator: "\n")).samples
        for body in [
            "\u{FEFF}" + ([header] + lines).joined(separator: "\r\n") + "\r\n",
            ([header] + lines).joined(separator: "\r\n"),
            "\u{FEFF}" + ([header] + lines).joined(separator: "\n"),
            "\u{FEFF}" + lines.joined(separator: "\r\n") + "\r\n",
        ] {
            let samples = try TouchScript.samples(in: body, maximumPossibleForce: 6.666667)
            #expect(samples == replayed, "\(body.debugDescription)")
        }
    }

    @Test(
        "a megabyte-long unknown phase is refused without edit distances, quoting only its first characters (issue 14, defect 3)"
    )
    func hostilePhase() throws {
        func refuse(_ phase: String) -> String {
            let body = #"{"t":0,"id":1,"phase":""# + phase + #"","x":60,"y":90,"force":0}"#
            do throws(APIError) {
                _ = try TouchScript.samples(in: body, maximumPossibleForce: 20.0 / 3.0)
                Issue.record("accepted the phase '\(phase.prefix(40))'")
                return ""
            } catch {
                #expect(error.status.code == 400)
                return error.message
            }
        }
        // The work counted is the suggestion's edit distance, the cost that grew with the phase:
        // before the fix about 1 µs per byte in a release build (the timing is the benchmark
        // `forcetouch-bench --filter hostile.touches`). A typo is still worth its few cells.
        var message = ""
        let typo = WorkMeter.measure { message = refuse("begn") }
        #expect(message.contains("did you mean 'began'?"), "\(message)")
        #expect(typo[.editDistanceCells] > 0)
        for length in [1 << 10 + 1, 1 << 20] {
            let garbage = String(repeating: "x", count: length)
            let refusal = WorkMeter.measure { message = refuse(garbage) }
            #expect(refusal[.editDistanceCells] == 0, "\(length) bytes")
            #expect(message.utf8.count < 300, "\(message.prefix(400))")
            #expect(message.contains("unknown phase '" + String(repeating: "x", count: 40) + "…'"))
        }
    }
}
