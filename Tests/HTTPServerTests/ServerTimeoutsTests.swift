import Testing

@testable import HTTPServer

@Suite("ServerTimeouts: which timeout a connection ran out of, on a manual clock")
struct ServerTimeoutsTests {
    @Test("each phase against its timeout")
    func phases() {
        let timeouts = ServerTimeouts(
            idle: .seconds(60), request: .seconds(10), write: .seconds(30), webSocketIdle: .seconds(120),
            close: .seconds(5))
        let clock = ManualServerClock()
        let start = clock.now()
        clock.advance(by: .seconds(9))
        #expect(
            timeouts.expiry(of: .receivingRequest(since: start), outputStalledSince: nil, now: clock.now())
                == nil)
        clock.advance(by: .seconds(1))
        #expect(
            timeouts.expiry(of: .receivingRequest(since: start), outputStalledSince: nil, now: clock.now())
                == .slowRequest)
        #expect(
            timeouts.expiry(of: .closing(since: start), outputStalledSince: nil, now: clock.now()) == .closing
        )
        #expect(
            timeouts.expiry(of: .waitingForRequest(since: start), outputStalledSince: nil, now: clock.now())
                == nil)
        #expect(timeouts.expiry(of: .awaitingHandler, outputStalledSince: nil, now: clock.now()) == nil)
        clock.advance(by: .seconds(50))
        #expect(
            timeouts.expiry(of: .waitingForRequest(since: start), outputStalledSince: nil, now: clock.now())
                == .idle)
        #expect(
            timeouts.expiry(of: .awaitingHandler, outputStalledSince: start, now: clock.now())
                == .stalledWrite)
        #expect(
            timeouts.expiry(of: .webSocket(lastActivity: start), outputStalledSince: nil, now: clock.now())
                == nil)
        clock.advance(by: .seconds(60))
        #expect(
            timeouts.expiry(of: .webSocket(lastActivity: start), outputStalledSince: nil, now: clock.now())
                == .webSocketIdle)
        #expect(
            ServerTimeouts().expiry(
                of: .webSocket(lastActivity: start), outputStalledSince: nil, now: clock.now()) == nil)
    }

    @Test(
        "the sweep interval is a quarter of the shortest timeout, within 10…250 ms",
        arguments: [
            (ServerTimeouts(), Duration.milliseconds(250)),
            (ServerTimeouts(request: .milliseconds(200)), .milliseconds(50)),
            (ServerTimeouts(request: .milliseconds(1)), .milliseconds(10)),
        ])
    func sweep(timeouts: ServerTimeouts, expected: Duration) {
        #expect(timeouts.sweepInterval == expected)
    }
}
