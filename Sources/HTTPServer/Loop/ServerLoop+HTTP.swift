extension ServerLoop {
    /// Parses and dispatches as many requests as are buffered, one at a time: while a handler
    /// runs, the rest waits, so pipelined requests are answered in order.
    func processRequests(_ connection: Connection) {
        while connection.webSocket == nil && !connection.awaitingResponse && !connection.closeAfterFlush {
            let event: HTTPRequestParser.Event?
            do {
                event = try connection.parser.next()
            } catch {
                connection.requestStart = nil
                log(.info, connection.peer, "rejected a request with \(error.status.code): \(error.message)")
                respondWithError(connection, status: error.status, message: error.message)
                return
            }
            switch event {
            case nil:
                return
            case .continueExpected:
                enqueue(connection, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
            case .request(var request):
                request.remoteAddress = connection.peer
                connection.requestStart = connection.parser.bufferedByteCount > 0 ? now : nil
                if request.isWebSocketUpgrade {
                    upgrade(connection, request)
                    return
                }
                dispatch(connection, request)
            }
        }
    }

    /// Answers with an error status and the message as text, then closes.
    func respondWithError(_ connection: Connection, status: HTTPStatus, message: String) {
        let response = HTTPResponse.text(message + "\n", status: status)
        enqueue(connection, response.serialized(closing: true))
        closeAfterFlush(connection)
    }

    /// Runs the handler on a task; its response comes back through ``completeResponse(_:_:keepAlive:)``.
    private func dispatch(_ connection: Connection, _ request: HTTPRequest) {
        connection.awaitingResponse = true
        updateInterest(connection)
        let responder = responder
        let loop = loop
        let log = configuration.log
        let id = connection.id
        let keepAlive = request.keepAlive
        let http10KeepAlive = keepAlive && request.version == .http1_0
        Task {
            var response = await HandlerCall.response(to: request, from: responder, log: log)
            if http10KeepAlive { response.headers["Connection"] = "keep-alive" }
            let bytes = response.serialized(closing: !keepAlive, headOnly: request.method == .head)
            loop.execute { loop in loop.completeResponse(id, bytes, keepAlive: keepAlive) }
        }
    }

    /// (Job) A handler finished: send its response, then continue with the next buffered request.
    func completeResponse(_ id: UInt64, _ bytes: [UInt8], keepAlive: Bool) {
        guard let connection = connection(id: id) else { return }
        connection.awaitingResponse = false
        connection.lastActivity = now
        enqueue(connection, bytes)
        guard connections[connection.fd] === connection else { return }
        if !keepAlive || connection.peerFinished {
            closeAfterFlush(connection)
            return
        }
        updateInterest(connection)
        if connection.parser.bufferedByteCount > 0 {
            connection.requestStart = connection.requestStart ?? now
            processRequests(connection)
        }
    }
}

/// Runs a handler on its task and makes its outcome sendable.
enum HandlerCall {
    /// Calls the responder, turning errors and invalid responses into 500s (logged).
    static func response(to request: HTTPRequest, from responder: any HTTPResponder, log: ServerLogSink?)
        async -> HTTPResponse
    {
        let response: HTTPResponse
        do {
            response = try await responder.respond(to: request)
        } catch {
            if let error = error as? HTTPError { return validated(error.response, request, log) }
            log?(
                ServerLogEvent(
                    level: .warning, peer: request.remoteAddress,
                    message: ServerMessages.handlerFailed(request, error)))
            return .text(ServerMessages.internalError + "\n", status: .internalServerError)
        }
        return validated(response, request, log)
    }

    private static func validated(_ response: HTTPResponse, _ request: HTTPRequest, _ log: ServerLogSink?)
        -> HTTPResponse
    {
        do {
            try response.validate()
        } catch {
            log?(
                ServerLogEvent(
                    level: .warning, peer: request.remoteAddress,
                    message: ServerMessages.invalidResponse(request, error)))
            return .text(ServerMessages.internalError + "\n", status: .internalServerError)
        }
        return response
    }

}
