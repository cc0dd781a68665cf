import Foundation
import HTTPServer
import Interchange

/// One Chrome DevTools protocol connection to a target (a page), over HTTPServer's WebSocket
/// client: numbered commands and their answers, and the events that arrive in between.
///
/// Calls may overlap: whichever call is reading files the answers and events it is not waiting
/// for, and every call looks there first.
actor DevToolsConnection {
    private let socket: WebSocketClient
    private var nextID = 1
    private var answers: [Int: JSONValue] = [:]
    private var events: [JSONValue] = []
    private var closed: String?

    init(socket: WebSocketClient) {
        self.socket = socket
    }

    /// Connects to a target's `webSocketDebuggerUrl`.
    static func connect(to url: String) async throws(BrowserError) -> DevToolsConnection {
        do {
            return DevToolsConnection(
                socket: try await WebSocketClient.connect(to: url, timeout: .seconds(10)))
        } catch {
            throw .connection("\(url): \(error)")
        }
    }

    /// Sends a command and returns its `result`.
    /// - Throws: `BrowserError.commandFailed` when the browser answers with an error.
    func call(_ method: String, _ parameters: JSONValue = [:], timeout: Duration = .seconds(30))
        async throws(BrowserError) -> JSONValue
    {
        let id = nextID
        nextID += 1
        let command: JSONValue = ["id": .number(Double(id)), "method": .string(method), "params": parameters]
        do {
            try await socket.send(text: command.description, timeout: timeout)
        } catch {
            throw .connection("sending \(method): \(error)")
        }
        let deadline = ContinuousClock.now + timeout
        while true {
            if let answer = answers.removeValue(forKey: id) {
                if !answer["error"].isNull {
                    throw .commandFailed(
                        method: method, message: answer["error"]["message"].string ?? "\(answer)")
                }
                return answer["result"] ?? .null
            }
            try await readOne(until: deadline, waitingFor: method)
        }
    }

    /// Waits for the next event called `method` (consuming it and the events before it).
    func waitForEvent(_ method: String, timeout: Duration = .seconds(30)) async throws(BrowserError)
        -> JSONValue
    {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let index = events.firstIndex(where: { $0["method"].string == method }) {
                let event = events[index]
                events.removeSubrange(...index)
                return event["params"] ?? .null
            }
            try await readOne(until: deadline, waitingFor: "the event \(method)")
        }
    }

    /// Forgets the events received so far.
    func discardEvents() { events.removeAll() }

    /// Closes the WebSocket.
    func close() async {
        _ = try? await socket.close(timeout: .seconds(2))
    }

    /// Reads one message and files it.
    private func readOne(until deadline: ContinuousClock.Instant, waitingFor what: String)
        async throws(BrowserError)
    {
        if let closed { throw .connection(closed) }
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else {
            throw .timedOut(what, seconds: 0)
        }
        let event: WebSocketClient.Event
        do {
            event = try await socket.receive(timeout: left)
        } catch {
            if case .timedOut = error { throw .timedOut(what, seconds: Self.seconds(left)) }
            closed = "\(error)"
            throw .connection("waiting for \(what): \(error)")
        }
        switch event {
        case .message(.text(let text)):
            guard let message = try? JSONValue(parsing: text.utf8) else { return }
            if let id = message["id"].int {
                answers[id] = message
            } else if message["method"].string != nil {
                events.append(message)
                if events.count > 10_000 { events.removeFirst(events.count - 10_000) }
            }
        case .close(let status):
            closed = "the browser closed the connection (\(status.code))"
            throw .connection(closed ?? "")
        case .message(.binary), .ping, .pong:
            return
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
