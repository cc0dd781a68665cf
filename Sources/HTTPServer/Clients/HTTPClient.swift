/// A small HTTP/1.1 client over one keep-alive connection, for tests, scripts and the browser
/// harness (Foundation's URLSession is not dependable on Linux).
///
/// Requests on one client run one at a time, in call order, on the client's own Dispatch queue.
///
/// ```swift
/// let response = try await HTTPClient.fetch(.get, "http://127.0.0.1:8080/api/devices")
/// let client = try await HTTPClient.connect(port: 8080)
/// let first = try await client.send(HTTPRequest(method: .get, target: "/a"))
/// ```
public final class HTTPClient: Sendable {
    private struct State: Sendable {
        var parser = HTTPResponseParser()
        var closed = false
    }

    private let socket: ClientSocket
    private let worker: ClientWorker<State>
    /// The `Host` value sent with every request (`127.0.0.1:8080`).
    public let hostHeader: String

    private init(socket: ClientSocket, hostHeader: String) {
        self.socket = socket
        self.hostHeader = hostHeader
        worker = ClientWorker(label: "HTTPClient", state: State())
    }

    deinit { Socket.closeDescriptor(socket.fd) }

    /// Connects to `host:port`.
    public static func connect(host: String = "127.0.0.1", port: Int, timeout: Duration = .seconds(60))
        async throws(HTTPClientError) -> HTTPClient
    {
        let socket = try await ClientSocket.connect(
            host: host, port: port, timeout: timeout, label: "HTTPClient.connect")
        return HTTPClient(socket: socket, hostHeader: "\(OriginPolicy.originHost(host)):\(port)")
    }

    /// Sends `request` (adding `Host` when missing) and reads the response.
    public func send(_ request: HTTPRequest, timeout: Duration = .seconds(60)) async throws(HTTPClientError)
        -> HTTPResponse
    {
        var request = request
        if !request.headers.contains("Host") { request.headers["Host"] = hostHeader }
        let bytes = request.serialized()
        let isHead = request.method == .head
        let socket = socket
        let name = "\(request.method) \(request.target)"
        return try await worker.run { (state) throws(HTTPClientError) in
            guard !state.closed else { throw .connectionClosed }
            let deadline = ContinuousClock.now + timeout
            try socket.writeAll(bytes, deadline: deadline, operation: "sending \(name)")
            state.parser.expectResponse(toHead: isHead)
            return try Self.readResponse(
                socket, &state, deadline: deadline, operation: "waiting for the response to \(name)")
        }
    }

    private static func readResponse(
        _ socket: ClientSocket, _ state: inout State, deadline: ContinuousClock.Instant, operation: String
    ) throws(HTTPClientError) -> HTTPResponse {
        while true {
            do throws(HTTPParseError) {
                if let response = try state.parser.next() { return response }
            } catch {
                throw .invalidResponse(error)
            }
            let bytes = try socket.readSome(deadline: deadline, operation: operation)
            if bytes.isEmpty {
                state.closed = true
                if let response = state.parser.finishAtEndOfStream() { return response }
                throw .connectionClosed
            }
            state.parser.append(bytes)
        }
    }

    /// One request on a fresh connection (`Connection: close`).
    /// - Parameters:
    ///   - method: the request's method (`GET`).
    ///   - url: `http://HOST:PORT/path?query` with a numeric host or `localhost`.
    ///   - headers: the request's header fields (`Connection: close` is added).
    ///   - body: the request body (none by default).
    ///   - timeout: how long connecting may take, and then how long the exchange may take.
    public static func fetch(
        _ method: HTTPMethod = .get, _ url: String, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [],
        timeout: Duration = .seconds(60)
    ) async throws(HTTPClientError) -> HTTPResponse {
        guard let parts = ClientURL(url, scheme: "http") else { throw .invalidURL(url) }
        let client = try await connect(host: parts.host, port: parts.port, timeout: timeout)
        var request = HTTPRequest(method: method, target: parts.target, headers: headers, body: body)
        request.headers["Connection"] = "close"
        return try await client.send(request, timeout: timeout)
    }
}
