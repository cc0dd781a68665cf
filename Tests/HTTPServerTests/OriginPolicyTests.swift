import Testing

@testable import HTTPServer

@Suite("OriginPolicy: which pages may open a WebSocket")
struct OriginPolicyTests {
    @Test(
        "decisions",
        arguments: [
            ("127.0.0.1", "http://127.0.0.1:8080", true), ("127.0.0.1", "http://localhost:8080", true),
            ("127.0.0.1", "http://[::1]:8080", true), ("127.0.0.1", "http://localhost:8081", false),
            ("127.0.0.1", "http://localhost", false), ("127.0.0.1", "http://evil.example:8080", false),
            ("127.0.0.1", "null", false), ("127.0.0.1", "file://", false),
            ("192.168.1.5", "http://192.168.1.5:8080", true), ("192.168.1.5", "http://localhost:8080", false),
            ("0.0.0.0", "http://localhost:8080", true), ("0.0.0.0", "http://0.0.0.0:8080", false),
            ("::1", "http://[::1]:8080", true), ("::1", "http://127.0.0.1:8080", true),
        ])
    func decisions(host: String, origin: String, allowed: Bool) {
        #expect(OriginPolicy().allows(origin: origin, host: host, port: 8080) == allowed)
    }

    @Test("a missing Origin, additional origins, any origin")
    func options() {
        #expect(OriginPolicy().allows(origin: nil, host: "127.0.0.1", port: 1))
        #expect(!OriginPolicy(allowsMissingOrigin: false).allows(origin: nil, host: "127.0.0.1", port: 1))
        let extra = OriginPolicy(additionalOrigins: ["http://DevBox.local:8080"])
        #expect(extra.allows(origin: "http://devbox.local:8080", host: "0.0.0.0", port: 8080))
        #expect(
            OriginPolicy(allowsAnyOrigin: true).allows(
                origin: "http://evil.example", host: "127.0.0.1", port: 1))
    }

    @Test(
        "loopback and wildcard addresses",
        arguments: [
            ("127.0.0.1", true, false), ("127.1.2.3", true, false), ("localhost", true, false),
            ("::1", true, false),
            ("[::1]", true, false), ("0.0.0.0", false, true), ("::", false, true), ("10.0.0.1", false, false),
            ("127.0.0", false, false),
        ])
    func addresses(host: String, loopback: Bool, wildcard: Bool) {
        #expect(SocketAddress.isLoopback(host) == loopback)
        #expect(SocketAddress.isWildcard(host) == wildcard)
    }
}
