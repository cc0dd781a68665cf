#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc) || canImport(Darwin)
    /// Thin wrappers over the POSIX socket calls shared by Linux and macOS; what differs lives in
    /// `Platform+Glibc.swift` / `Platform+Darwin.swift`.
    enum Socket {
        /// The outcome of one `recv`/`send`.
        enum IOResult: Equatable {
            /// This many bytes moved (never 0).
            case bytes(Int)
            /// The socket would block.
            case wouldBlock
            /// The peer closed its side (recv returned 0).
            case closed
            /// An error, with its errno.
            case failed(Int32)
        }

        /// A bound address in `sockaddr_storage` form.
        struct Address {
            var storage = sockaddr_storage()
            var length: socklen_t = 0
            var family: Int32 = AF_INET
        }

        /// Resolves a numeric IPv4/IPv6 literal (or `localhost`) into an address.
        static func address(host: String, port: Int) -> Address? {
            let name = host == "localhost" ? "127.0.0.1" : SocketAddress.unbracketed(host)
            let networkPort = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
            var v4 = sockaddr_in()
            if inet_pton(AF_INET, name, &v4.sin_addr) == 1 {
                v4.sin_family = sa_family_t(AF_INET)
                v4.sin_port = networkPort
                return Address(v4, family: AF_INET)
            }
            var v6 = sockaddr_in6()
            if inet_pton(AF_INET6, name, &v6.sin6_addr) == 1 {
                v6.sin6_family = sa_family_t(AF_INET6)
                v6.sin6_port = networkPort
                return Address(v6, family: AF_INET6)
            }
            return nil
        }

        /// `host:port` (IPv6 in brackets) of an address.
        static func describe(_ storage: sockaddr_storage) -> String {
            var storage = storage
            var text = [CChar](repeating: 0, count: 64)
            if Int32(storage.ss_family) == AF_INET6 {
                return withUnsafePointer(to: &storage) { pointer in
                    pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
                        var addr = v6.pointee.sin6_addr
                        inet_ntop(AF_INET6, &addr, &text, 64)
                        return "[\(cString(text))]:\(UInt16(bigEndian: v6.pointee.sin6_port))"
                    }
                }
            }
            return withUnsafePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                    var addr = v4.pointee.sin_addr
                    inet_ntop(AF_INET, &addr, &text, 64)
                    return "\(cString(text)):\(UInt16(bigEndian: v4.pointee.sin_port))"
                }
            }
        }

        /// The port a socket is bound to.
        static func boundPort(_ fd: Int32) -> Int {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            _ = withUnsafeMutablePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            let text = describe(storage)
            return Int(text[text.index(after: text.lastIndex(of: ":")!)...]) ?? 0
        }

        /// Creates a non-blocking listening socket bound to `host:port` (port 0: any free port).
        static func makeListener(host: String, port: Int, backlog: Int32) throws(HTTPServerError) -> Int32 {
            guard (0...65535).contains(port) else { throw .invalidPort(port) }
            guard var address = address(host: host, port: port) else { throw .invalidAddress(host) }
            let fd = socket(address.family, Platform.streamSocketType, 0)
            guard fd >= 0 else { throw .socketFailed(errorText(errno)) }
            var one: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
            if address.family == AF_INET6 {
                _ = setsockopt(
                    fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
            }
            let bound = withUnsafePointer(to: &address.storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, address.length) }
            }
            if bound != 0 {
                let code = errno
                close(fd)
                if code == EADDRINUSE { throw .addressInUse(host: host, port: port) }
                throw .bindFailed(host: host, port: port, reason: errorText(code))
            }
            guard listen(fd, backlog) == 0 else {
                let code = errno
                close(fd)
                throw .bindFailed(host: host, port: port, reason: errorText(code))
            }
            configure(fd)
            return fd
        }

        /// Makes a socket non-blocking, close-on-exec and SIGPIPE-free.
        static func configure(_ fd: Int32) {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            Platform.disableSIGPIPE(fd)
        }

        /// Turns off Nagle's algorithm so small WebSocket frames go out at once.
        static func setNoDelay(_ fd: Int32) {
            var one: Int32 = 1
            _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        }

        /// What one `accept` produced.
        enum Accepted {
            /// A connection: its descriptor (configured) and peer.
            case connection(fd: Int32, peer: String)
            /// Nothing pending, or a transient failure (the peer already left).
            case none
            /// Out of descriptors (`EMFILE`/`ENFILE`): stop accepting for a while.
            case outOfDescriptors(String)
        }

        /// Accepts one pending connection.
        static func acceptConnection(_ listener: Int32) -> Accepted {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let fd = withUnsafeMutablePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    accept(listener, $0, &length)
                }
            }
            guard fd >= 0 else {
                let code = errno
                return code == EMFILE || code == ENFILE ? .outOfDescriptors(errorText(code)) : .none
            }
            configure(fd)
            setNoDelay(fd)
            return .connection(fd: fd, peer: describe(storage))
        }

        /// One `recv` into `buffer`.
        static func receive(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> IOResult {
            while true {
                let n = recv(fd, buffer.baseAddress, buffer.count, 0)
                if n > 0 { return .bytes(n) }
                if n == 0 { return .closed }
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK { return .wouldBlock }
                if code == ECONNRESET { return .closed }
                return .failed(code)
            }
        }

        /// Looks at the next byte without taking it (`MSG_PEEK`): `.bytes(1)` when the peer sent
        /// more, `.closed` at the end of its stream or after a reset, `.wouldBlock` when nothing came.
        static func peek(_ fd: Int32) -> IOResult {
            var byte: UInt8 = 0
            while true {
                let n = recv(fd, &byte, 1, Int32(MSG_PEEK))
                if n > 0 { return .bytes(n) }
                if n == 0 { return .closed }
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK { return .wouldBlock }
                if code == ECONNRESET { return .closed }
                return .failed(code)
            }
        }

        /// One `send` of `bytes`, never raising SIGPIPE.
        static func sendBytes(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> IOResult {
            while true {
                let n = send(fd, bytes.baseAddress, bytes.count, Platform.sendFlags)
                if n > 0 { return .bytes(n) }
                if n == 0 { return .wouldBlock }
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK { return .wouldBlock }
                return .failed(code)
            }
        }

        /// Half-closes the sending side (the peer reads end of stream).
        static func shutdownWrite(_ fd: Int32) {
            _ = shutdown(fd, Int32(SHUT_WR))
        }

        /// Closes a descriptor.
        static func closeDescriptor(_ fd: Int32) {
            _ = close(fd)
        }

        /// Waits until `fd` is readable (`events` POLLIN) or writable (POLLOUT), up to
        /// `milliseconds`; returns whether it became ready.
        static func wait(_ fd: Int32, forWriting: Bool, milliseconds: Int32) -> Bool {
            var entry = pollfd(fd: fd, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0)
            while true {
                let n = poll(&entry, 1, milliseconds)
                if n < 0 && errno == EINTR { continue }
                return n > 0
            }
        }

        /// Connects to `host:port` within `milliseconds`; the socket is left non-blocking.
        static func connectClient(host: String, port: Int, milliseconds: Int32) throws(HTTPClientError)
            -> Int32
        {
            guard var address = address(host: host, port: port) else { throw .invalidAddress(host) }
            let fd = socket(address.family, Platform.streamSocketType, 0)
            guard fd >= 0 else { throw .connectFailed(host: host, port: port, reason: errorText(errno)) }
            configure(fd)
            let result = withUnsafePointer(to: &address.storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, address.length)
                }
            }
            if result != 0 {
                let code = errno
                guard code == EINPROGRESS else {
                    close(fd)
                    throw .connectFailed(host: host, port: port, reason: errorText(code))
                }
                guard wait(fd, forWriting: true, milliseconds: milliseconds) else {
                    close(fd)
                    throw .timedOut("connecting to \(host):\(port)")
                }
                var failure: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                _ = getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length)
                guard failure == 0 else {
                    close(fd)
                    throw .connectFailed(host: host, port: port, reason: errorText(failure))
                }
            }
            setNoDelay(fd)
            return fd
        }

        /// Starts a non-blocking connect; `inProgress` when it completes later (the socket turns
        /// writable; ``pendingError(_:)`` then tells how it went).
        static func startConnect(host: String, port: Int) throws(HTTPClientError) -> (
            fd: Int32, inProgress: Bool
        ) {
            guard var address = address(host: host, port: port) else { throw .invalidAddress(host) }
            let fd = socket(address.family, Platform.streamSocketType, 0)
            guard fd >= 0 else { throw .connectFailed(host: host, port: port, reason: errorText(errno)) }
            configure(fd)
            setNoDelay(fd)
            let result = withUnsafePointer(to: &address.storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, address.length) }
            }
            if result == 0 { return (fd, false) }
            let code = errno
            guard code == EINPROGRESS else {
                close(fd)
                throw .connectFailed(host: host, port: port, reason: errorText(code))
            }
            return (fd, true)
        }

        /// The error a non-blocking connect ended with (`SO_ERROR`), 0 on success.
        static func pendingError(_ fd: Int32) -> Int32 {
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            _ = getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length)
            return failure
        }

        /// The system's text for an errno value.
        static func errorText(_ code: Int32) -> String {
            let message = strerror(code)!
            var length = 0
            while message[length] != 0 { length += 1 }
            return String(decoding: UnsafeRawBufferPointer(start: message, count: length), as: UTF8.self)
        }

        /// The text of a NUL-terminated C string in an array.
        static func cString(_ characters: [CChar]) -> String {
            String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    extension Socket.Address {
        /// The address held in `value`, a `sockaddr_in` (`family` `AF_INET`) or a `sockaddr_in6`
        /// (`AF_INET6`), copied into the storage.
        init<Value>(_ value: Value, family: Int32) {
            self.init()
            withUnsafeBytes(of: value) { raw in
                withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: raw) }
            }
            length = socklen_t(MemoryLayout<Value>.size)
            self.family = family
        }
    }
#endif
