extension ServerLoop {
    /// Answers complete lines one at a time, in order.
    func processLines(_ connection: Connection, _ lines: LineSession) {
        guard let lineProtocol else { return }
        while !connection.awaitingResponse && connections[connection.fd] === connection {
            guard let next = lines.nextLine(limit: lineProtocol.maxLineBytes) else {
                if lines.buffer.isEmpty { connection.requestStart = nil }
                return
            }
            let number = lines.lineNumber
            lines.lineNumber += 1
            guard case .success(let bytes) = next else {
                log(.info, connection.peer, ServerMessages.lineTooLong(lineProtocol.maxLineBytes))
                enqueue(
                    connection,
                    Array("error: \(ServerMessages.lineTooLong(lineProtocol.maxLineBytes))\n".utf8))
                closeAfterFlush(connection)
                return
            }
            connection.requestStart = lines.buffer.isEmpty ? nil : now
            guard let line = String(validating: bytes, as: UTF8.self) else {
                enqueue(connection, Array("error: \(ServerMessages.lineNotUTF8(number))\n".utf8))
                continue
            }
            connection.awaitingResponse = true
            updateInterest(connection)
            let handler = lineProtocol.handler
            let peer = connection.peer
            let id = connection.id
            let loop = loop
            Task {
                let reply = await handler(line, peer)
                let bytes = reply.map { Array(($0 + "\n").utf8) } ?? []
                loop.execute { loop in loop.completeLine(id, bytes) }
            }
        }
    }

    /// (Job) A line's handler finished: send its reply, then continue with the next line.
    func completeLine(_ id: UInt64, _ bytes: [UInt8]) {
        guard let connection = connection(id: id), let lines = connection.lines else { return }
        connection.awaitingResponse = false
        connection.lastActivity = now
        if !bytes.isEmpty { enqueue(connection, bytes) }
        guard connections[connection.fd] === connection else { return }
        processLines(connection, lines)
        if connection.peerFinished && !connection.awaitingResponse {
            closeAfterFlush(connection)
        } else {
            updateInterest(connection)
        }
    }
}
