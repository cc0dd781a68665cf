import HTTPServer
public import SimulatorProtocol

/// The client side of the control port: sends bundle identifiers, reads one reply line each.
///
/// What `forcetouch shortcut` uses, and the Swift equivalent of
/// `echo 'com.company.appname' | nc 127.0.0.1 8000`.
public enum ControlPortClient {
    /// Why no reply came.
    public enum Failure: Error, Sendable, Hashable {
        /// Nothing listens there (or the address cannot be used).
        case cannotConnect(host: String, port: Int, reason: String)
        /// The connection broke, or the peer answered with something that is not a reply line.
        case noReply(host: String, port: Int, reason: String)
    }

    /// Sends each identifier on its own line over one connection, then ends the input, and
    /// returns the replies in order.
    /// - Throws: ``Failure``.
    public static func send(
        _ bundleIdentifiers: [String], host: String = "127.0.0.1", port: Int = ControlPortRequest.defaultPort,
        timeout: Duration = .seconds(10)
    ) async throws(Failure) -> [ControlPortReply] {
        let client: TCPClient
        do {
            client = try await TCPClient.connect(host: host, port: port, timeout: timeout)
        } catch {
            throw .cannotConnect(host: host, port: port, reason: Self.reason(error))
        }
        var bytes: [UInt8] = []
        do {
            try await client.write(bundleIdentifiers.map { $0 + "\n" }.joined(), timeout: timeout)
            client.finishWriting()
            bytes = try await client.readUntilClosed(timeout: timeout)
        } catch {
            throw .noReply(host: host, port: port, reason: Self.reason(error))
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .dropLast(bytes.last == 10 ? 1 : 0)
        var replies: [ControlPortReply] = []
        for line in lines {
            guard let reply = ControlPortReply(line: String(line)) else {
                throw .noReply(host: host, port: port, reason: Wording.notAReply(String(line)))
            }
            replies.append(reply)
        }
        guard replies.count == bundleIdentifiers.count else {
            throw .noReply(
                host: host, port: port,
                reason: Wording.replyCount(replies.count, expected: bundleIdentifiers.count))
        }
        return replies
    }

    private static func reason(_ error: HTTPClientError) -> String {
        if case .connectFailed(_, _, let reason) = error { return reason }
        return error.message
    }
}
