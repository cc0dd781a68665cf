public import Foundation

// Opening URLs and the system's services, as UIKit's `UIApplication.open(_:)`.

extension Application {
    /// Asks the system to open `url` (`open(_:options:completionHandler:)`, without options): on a
    /// simulated device http(s) URLs open in Safari, which comes to the front. Returns whether something
    /// opened it (UIKit reports it to the completion handler).
    @discardableResult
    public func open(_ url: URL) -> Bool {
        host?.services.open(url) ?? false
    }

    /// Whether some app can open `url` (`canOpenURL(_:)`): http(s) when the host can open URLs.
    public func canOpenURL(_ url: URL) -> Bool {
        guard host?.services.urlOpener != nil else { return false }
        return ReadingList.supportsURL(url)
    }

    /// The system's services (pasteboard, reading list, iOS version) of the host; nil after termination
    /// (TouchKit's addition).
    public var services: DeviceServices? { host?.services }
}
