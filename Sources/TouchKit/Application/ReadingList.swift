public import Foundation

/// Safari's reading list, as SafariServices' `SSReadingList`: pages saved to read later.
///
/// Matches `addItem(with:title:previewText:)` and `supportsURL(_:)` (http and https only). One per
/// device (`DeviceServices.readingList`); the Safari app of a simulated device shows it.
@MainActor
public final class ReadingList {
    /// A saved page (ours: iOS keeps the list private to Safari).
    public struct Item: Sendable, Hashable {
        /// The page's address.
        public var url: URL
        /// Its title, when the adder gave one.
        public var title: String?
    }

    /// What errors `addItem(with:title:previewText:)` throws (`SSReadingListError`).
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Only http and https pages can be saved (`.urlSchemeNotAllowed`).
        case urlSchemeNotAllowed(URL)

        /// Says what was refused and what to do.
        public var description: String {
            switch self {
            case .urlSchemeNotAllowed(let url):
                "The reading list cannot save '\(url.absoluteString)': only http and https pages can be "
                    + "saved (check with ReadingList.supportsURL(_:) first)."
            }
        }
    }

    /// The saved pages, newest first (ours).
    public private(set) var items: [Item] = []

    /// Creates an empty list.
    public init() {}

    /// Whether `url` can be saved (`supportsURL(_:)`): http and https only.
    public static func supportsURL(_ url: URL) -> Bool {
        let scheme = url.scheme?.lowercased()
        return scheme == "http" || scheme == "https"
    }

    /// Saves a page (`addItem(with:title:previewText:)`); saving a page again moves it to the top.
    /// - Throws: `Failure.urlSchemeNotAllowed` for anything but http(s).
    public func addItem(with url: URL, title: String? = nil, previewText: String? = nil) throws(Failure) {
        guard Self.supportsURL(url) else { throw .urlSchemeNotAllowed(url) }
        items.removeAll { $0.url == url }
        items.insert(Item(url: url, title: title), at: 0)
    }
}
