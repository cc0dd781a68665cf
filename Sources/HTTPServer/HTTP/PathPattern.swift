import Foundation

/// A parsed route pattern.
struct PathPattern: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
        case rest(String)
    }

    let segments: [Segment]

    init(_ pattern: String) {
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map { part in
            if part.hasPrefix("{") && part.hasSuffix("...}") {
                return .rest(String(part.dropFirst().dropLast(4)))
            }
            if part.hasPrefix("{") && part.hasSuffix("}") {
                return .parameter(String(part.dropFirst().dropLast()))
            }
            return .literal(String(part))
        }
    }

    /// The captured parameters when `path` matches, else `nil`.
    /// - Complexity: O(n) in the path's length.
    func match(_ path: String) -> [String: String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        var parameters: [String: String] = [:]
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .rest(let name):
                let rest = parts.dropFirst(index).joined(separator: "/")
                parameters[name] = rest.removingPercentEncoding ?? rest
                return parameters
            case .literal(let text):
                guard index < parts.count, parts[index] == text else { return nil }
            case .parameter(let name):
                guard index < parts.count else { return nil }
                let raw = String(parts[index])
                guard let decoded = raw.removingPercentEncoding else { return nil }
                parameters[name] = decoded
            }
        }
        return parts.count == segments.count ? parameters : nil
    }
}
