public import Foundation

/// The general pasteboard, as UIKit's `UIPasteboard.general`: holds one item, a string or a URL.
///
/// Matches UIKit's `string`, `url` and `changeCount`; a URL is also readable as its string, as on iOS.
/// One per device (`DeviceServices.pasteboard`); UIKit's named pasteboards and item types are absent.
@MainActor
public final class Pasteboard {
    /// What the pasteboard holds.
    private var content: Content?
    /// How many times the contents changed (`changeCount`).
    public private(set) var changeCount = 0

    private enum Content {
        case string(String)
        case url(URL)
    }

    /// Creates an empty pasteboard.
    public init() {}

    /// The string on the pasteboard (`string`): a copied string, or a copied URL's absolute string.
    /// Setting it replaces the contents; nil empties it.
    public var string: String? {
        get {
            switch content {
            case .string(let string): string
            case .url(let url): url.absoluteString
            case nil: nil
            }
        }
        set {
            content = newValue.map(Content.string)
            changeCount += 1
        }
    }

    /// The URL on the pasteboard (`url`): a copied URL, or nil. Setting it replaces the contents.
    public var url: URL? {
        get {
            if case .url(let url) = content { return url }
            return nil
        }
        set {
            content = newValue.map(Content.url)
            changeCount += 1
        }
    }

    /// Whether the pasteboard holds a string or a URL (`hasStrings`).
    public var hasStrings: Bool { content != nil }
    /// Whether the pasteboard holds a URL (`hasURLs`).
    public var hasURLs: Bool { url != nil }
}
