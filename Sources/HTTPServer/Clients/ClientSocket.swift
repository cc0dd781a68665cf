import Dispatch
import Synchronization

/// Blocking socket operations with deadlines for the clients, run on a client's own serial
/// Dispatch queue (never on Swift's cooperative threads, which a blocked read would starve).
struct ClientSocket: Sendable {
    /// The connected, non-blocking descriptor.
    let fd: Int32

    /// Milliseconds left until `deadline`, at least 0.
    static func remaining(_ deadline: ContinuousClock.Instant) -> Int32 {
        let left = ContinuousClock.now.duration(to: deadline)
        if left <= .zero { return 0 }
        let milliseconds =
            left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: milliseconds + 1)
    }

    /// Connects with a timeout.
    static func connect(host: String, port: Int, timeout: Duration) throws(HTTPClientError) -> ClientSocket {
        let deadline = ContinuousClock.now + timeout
        return ClientSocket(
            fd: try Socket.connectClient(host: host, port: port, milliseconds: remaining(deadline)))
    }

    /// Connects with a timeout on a worker of its own labelled `label` (a blocking connect never
    /// holds one of Swift's cooperative threads).
    static func connect(
        host: String, port: Int, timeout: Duration, label: String
    ) async throws(HTTPClientError) -> ClientSocket {
        let worker = ClientWorker(label: label, state: false)
        return try await worker.run { _ throws(HTTPClientError) in
            try connect(host: host, port: port, timeout: timeout)
        }
    }

    /// Writes every byte before `deadline`.
    func writeAll(_ bytes: [UInt8], deadline: ContinuousClock.Instant, operation: String)
        throws(HTTPClientError)
    {
        var offset = 0
        while offset < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                Socket.sendBytes(fd, UnsafeRawBufferPointer(rebasing: raw[offset...]))
            }
            switch result {
            case .bytes(let count): offset += count
            case .wouldBlock:
                guard Socket.wait(fd, forWriting: true, milliseconds: Self.remaining(deadline)) else {
                    throw .timedOut(operation)
                }
            case .closed: throw .connectionClosed
            case .failed(let code): throw .socketError(Socket.errorText(code))
            }
        }
    }

    /// Reads what is available (waiting until `deadline` for at least one byte); empty at end of
    /// stream.
    func readSome(deadline: ContinuousClock.Instant, operation: String) throws(HTTPClientError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let result = buffer.withUnsafeMutableBytes { Socket.receive(fd, into: $0) }
            switch result {
            case .bytes(let count): return Array(buffer[0..<count])
            case .closed: return []
            case .wouldBlock:
                guard Socket.wait(fd, forWriting: false, milliseconds: Self.remaining(deadline)) else {
                    throw .timedOut(operation)
                }
            case .failed(let code):
                throw .socketError(Socket.errorText(code))
            }
        }
    }
}

/// Runs blocking client work on a private serial queue and awaits it; the state lives in a
/// `Mutex` only that queue's work touches.
final class ClientWorker<State: Sendable>: Sendable {
    private let queue: DispatchQueue
    private let state: Mutex<State>

    init(label: String, state: State) {
        queue = DispatchQueue(label: label)
        self.state = Mutex(state)
    }

    /// Runs `body` on the queue with the state.
    func run<T: Sendable>(_ body: @escaping @Sendable (inout State) throws(HTTPClientError) -> T)
        async throws(HTTPClientError) -> T
    {
        let result: Result<T, HTTPClientError> = await withCheckedContinuation { continuation in
            queue.async {
                let outcome = self.state.withLock { (state) -> Result<T, HTTPClientError> in
                    do throws(HTTPClientError) {
                        return .success(try body(&state))
                    } catch {
                        return .failure(error)
                    }
                }
                continuation.resume(returning: outcome)
            }
        }
        return try result.get()
    }
}
