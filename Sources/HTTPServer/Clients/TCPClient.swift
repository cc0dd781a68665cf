/// A plain TCP client with timeouts: raw bytes in, raw bytes out. Tests use it to send
/// malformed HTTP; scripts can use it for line protocols.
///
/// Every operation runs on the client's own serial Dispatch queue (they never block Swift's
/// cooperative threads) and they run one at a time, in call order.
public final class TCPClient: Sendable {
    private let socket: ClientSocket
    private let worker: ClientWorker<Bool>

    private init(socket: ClientSocket) {
        self.socket = socket
        worker = ClientWorker(label: "TCPClient", state: false)
    }

    deinit { Socket.closeDescriptor(socket.fd) }

    /// Connects to `host:port` (a numeric address or `localhost`).
    public static func connect(host: String = "127.0.0.1", port: Int, timeout: Duration = .seconds(60))
        async throws(HTTPClientError) -> TCPClient
    {
        let socket = try await ClientSocket.connect(
            host: host, port: port, timeout: timeout, label: "TCPClient.connect")
        return TCPClient(socket: socket)
    }

    /// Writes every byte.
    public func write(_ bytes: [UInt8], timeout: Duration = .seconds(60)) async throws(HTTPClientError) {
        let socket = socket
        try await worker.run { _ throws(HTTPClientError) in
            try socket.writeAll(bytes, deadline: .now + timeout, operation: "writing")
        }
    }

    /// Writes a string as UTF-8.
    public func write(_ text: String, timeout: Duration = .seconds(60)) async throws(HTTPClientError) {
        try await write(Array(text.utf8), timeout: timeout)
    }

    /// Reads what arrives next (at least one byte); empty when the peer closed.
    public func read(timeout: Duration = .seconds(60)) async throws(HTTPClientError) -> [UInt8] {
        let socket = socket
        return try await worker.run { _ throws(HTTPClientError) in
            try socket.readSome(deadline: .now + timeout, operation: "reading")
        }
    }

    /// Reads until the peer closes the connection and returns everything read.
    public func readUntilClosed(timeout: Duration = .seconds(60)) async throws(HTTPClientError) -> [UInt8] {
        let socket = socket
        return try await worker.run { _ throws(HTTPClientError) in
            let deadline = ContinuousClock.now + timeout
            var all: [UInt8] = []
            while true {
                let chunk = try socket.readSome(
                    deadline: deadline, operation: "waiting for the server to close")
                if chunk.isEmpty { return all }
                all += chunk
            }
        }
    }

    /// Half-closes: the server reads end of stream, replies can still be read.
    public func finishWriting() {
        Socket.shutdownWrite(socket.fd)
    }
}
