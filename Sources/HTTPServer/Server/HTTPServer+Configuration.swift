extension HTTPServer {
    /// Everything configurable about a server. Every default is our choice unless a standard
    /// fixes it; each is documented in `docs/HTTPServer.md`.
    public struct Configuration: Sendable {
        /// The address to bind (`127.0.0.1`). Any other address exposes the server to the
        /// network: check ``HTTPServer/isLoopback`` and warn.
        public var host: String
        /// The port; 0 picks a free one, reported by ``HTTPServer/port`` after start.
        public var port: Int
        /// The listen backlog (511).
        public var backlog: Int32
        /// Request head and body limits (16 KiB head, 100 fields, 1 MiB body).
        public var requestLimits: HTTPRequestParser.Limits
        /// The largest WebSocket frame payload accepted (1 MiB); larger closes with 1009.
        public var maxFrameBytes: Int
        /// The largest WebSocket message accepted, fragments together (4 MiB); larger closes with 1009.
        public var maxMessageBytes: Int
        /// The most simultaneous connections (1024); more are answered 503 and closed.
        public var maxConnections: Int
        /// The most bytes queued for one connection (4 MiB): a reader slower than that is dropped
        /// with a logged reason. A single response larger than this is still sent when nothing else
        /// is queued.
        public var maxOutboundBytes: Int
        /// The most incoming WebSocket messages waiting for the application (1024); when the
        /// application falls that far behind, the connection closes with 1008.
        public var maxQueuedMessages: Int
        /// Idle, slow-client, write, WebSocket-idle and close timeouts.
        public var timeouts: ServerTimeouts
        /// Which `Origin` values may open a WebSocket.
        public var originPolicy: OriginPolicy
        /// The clock the timeout logic reads.
        public var clock: any ServerClock
        /// Where warnings go; `nil` (the default) discards them.
        public var log: ServerLogSink?
        /// The readiness mechanism (epoll on Linux).
        public var backend: EventBackend
        /// Whether the loop thread asks the scheduler for a short time slice (`true`): on Linux
        /// 6.12 and later (EEVDF), a loop that wakes often and runs briefly is then scheduled soon
        /// after it wakes, instead of waiting for a busier thread's slice on a loaded machine. Same
        /// priority; no effect elsewhere.
        public var shortLoopTimeSlice = true
        /// Told the counters each time a connection is accepted, refused or closed, on the loop
        /// thread (tests wait on it instead of polling ``HTTPServer/statistics``); nil: nobody.
        package var connectionObserver: (@Sendable (HTTPServer.Statistics) -> Void)?

        /// Creates a configuration; every parameter has the documented default.
        public init(
            host: String = "127.0.0.1", port: Int = 0, backlog: Int32 = 511,
            requestLimits: HTTPRequestParser.Limits = .init(), maxFrameBytes: Int = 1 << 20,
            maxMessageBytes: Int = 4 << 20, maxConnections: Int = 1024, maxOutboundBytes: Int = 4 << 20,
            maxQueuedMessages: Int = 1024, timeouts: ServerTimeouts = .init(),
            originPolicy: OriginPolicy = .init(), clock: any ServerClock = SystemServerClock(),
            log: ServerLogSink? = nil, backend: EventBackend = .automatic
        ) {
            self.host = host
            self.port = port
            self.backlog = backlog
            self.requestLimits = requestLimits
            self.maxFrameBytes = maxFrameBytes
            self.maxMessageBytes = maxMessageBytes
            self.maxConnections = maxConnections
            self.maxOutboundBytes = maxOutboundBytes
            self.maxQueuedMessages = maxQueuedMessages
            self.timeouts = timeouts
            self.originPolicy = originPolicy
            self.clock = clock
            self.log = log
            self.backend = backend
        }
    }
}
