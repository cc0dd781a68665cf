import Testing

@testable import HTTPServer

@Suite("Small pieces: ByteBuffer, client URLs")
struct SmallPiecesTests {
    @Test("ByteBuffer appends, consumes and compacts")
    func byteBuffer() {
        var buffer = ByteBuffer()
        buffer.append([UInt8](repeating: 1, count: 10_000))
        buffer.consume(9_000)
        #expect(buffer.count == 1_000)
        buffer.append([2, 3])
        #expect(buffer.readIndex == 0)
        #expect(buffer.read(1_000) == [UInt8](repeating: 1, count: 1_000))
        #expect(buffer.readAll() == [2, 3])
        #expect(buffer.isEmpty)
    }

    @Test(
        "client URLs",
        arguments: [
            (
                "http://127.0.0.1:8080/a?b", "http",
                ClientURL?.some(ClientURL(host: "127.0.0.1", port: 8080, target: "/a?b"))
            ),
            ("ws://localhost:9/x", "ws", ClientURL(host: "localhost", port: 9, target: "/x")),
            ("http://[::1]:80", "http", ClientURL(host: "::1", port: 80, target: "/")),
            ("http://h?q", "http", ClientURL(host: "h", port: 80, target: "/?q")),
            ("https://h/", "http", nil), ("ws://h:0/", "ws", nil), ("ftp://h/", "http", nil),
        ] as [(String, String, ClientURL?)])
    func urls(url: String, scheme: String, expected: ClientURL?) {
        #expect(ClientURL(url, scheme: scheme) == expected)
    }
}

extension ClientURL {
    init(host: String, port: Int, target: String) {
        self.init("http://x:1/", scheme: "http")!
        self.host = host
        self.port = port
        self.target = target
    }
}
