import ForceTouch
import Testing

@testable import Simulator

@Suite("Touch scripts (POST …/touches bodies)", .simulatorTimeLimit)
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
}
