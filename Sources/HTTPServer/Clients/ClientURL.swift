/// `scheme://host:port/target` split up; the host must be numeric or `localhost`.
struct ClientURL: Sendable, Hashable {
    var host: String
    var port: Int
    var target: String

    init?(_ url: String, scheme: String) {
        let lower = url.lowercased()
        let secure = scheme == "http" ? "https" : "wss"
        guard lower.hasPrefix("\(scheme)://"), !lower.hasPrefix("\(secure)://") else { return nil }
        let rest = url.dropFirst(scheme.count + 3)
        let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let authority = rest[..<slash]
        var target = String(rest[slash...])
        if target.isEmpty { target = "/" } else if target.hasPrefix("?") { target = "/" + target }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = String(authority[authority.index(after: authority.startIndex)..<close])
            let after = authority[authority.index(after: close)...]
            port = after.isEmpty ? 80 : (after.first == ":" ? Int(after.dropFirst()) ?? -1 : -1)
        } else {
            let pieces = authority.split(separator: ":", omittingEmptySubsequences: false)
            guard pieces.count <= 2, !pieces[0].isEmpty else { return nil }
            host = String(pieces[0])
            port = pieces.count == 2 ? Int(pieces[1]) ?? -1 : 80
        }
        guard (1...65535).contains(port) else { return nil }
        self.target = target
    }
}
