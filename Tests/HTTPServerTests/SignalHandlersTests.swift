import HTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(
    "Signal handlers: SIGTERM shuts the server down instead of killing the process", .timeLimit(.minutes(3)))
struct SignalHandlersTests {
    @Test("SIGTERM sent to this process stops the server; cancel restores the default action")
    func sigterm() async throws {
        let server = try startServer()
        let handlers = server.installSignalHandlers(for: [SIGTERM])
        #expect(kill(getpid(), SIGTERM) == 0)
        await server.waitUntilStopped()
        #expect(!server.isRunning)
        handlers.cancel()
    }
}
