public import Foundation

#if !canImport(Darwin)
    /// A request to load a URL, standing in for Foundation's `URLRequest` on Linux, where it lives in
    /// FoundationNetworking (which TouchKit does not link): the `url` a web view loads.
    ///
    /// Matches `init(url:)` and `url`; the cache policy, timeout, method, headers and body are absent
    /// (the simulator fetches nothing). On Apple platforms Foundation's own type is used.
    public struct URLRequest: Sendable, Hashable {
        /// The URL to load (`url`).
        public var url: URL?

        /// A request for `url` (`URLRequest(url:)`).
        public init(url: URL) {
            self.url = url
        }
    }
#endif
