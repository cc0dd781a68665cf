/// Facts about textual socket addresses that need no system call.
public enum SocketAddress {
    /// Whether `host` is a loopback address: `localhost`, `127.0.0.0/8` or `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        let bare = unbracketed(host).lowercased()
        if bare == "localhost" || bare == "::1" || bare == "0:0:0:0:0:0:0:1" { return true }
        guard let octets = ipv4Octets(bare) else { return false }
        return octets[0] == 127
    }

    /// Whether `host` is a wildcard address (`0.0.0.0` or `::`) that listens on every interface.
    public static func isWildcard(_ host: String) -> Bool {
        let bare = unbracketed(host)
        return bare == "0.0.0.0" || bare == "::" || bare == "0:0:0:0:0:0:0:0"
    }

    /// The four octets of a dotted-quad IPv4 address, or `nil`.
    static func ipv4Octets(_ host: String) -> [Int]? {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        let octets = parts.compactMap { part -> Int? in
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), let value = Int(part),
                value <= 255
            else { return nil }
            return value
        }
        return octets.count == 4 ? octets : nil
    }

    /// `[::1]` → `::1`.
    static func unbracketed(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }
}
