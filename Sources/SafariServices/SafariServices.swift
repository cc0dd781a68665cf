// SafariServices' names over TouchKit (docs/WebView.md): `SFSafariViewController` and the reading
// list, so iOS files keep their `import SafariServices`. As Apple's SafariServices module does, this
// one brings UIKit with it.

public import TouchKit
@_exported public import UIKit

/// SafariServices' `SFSafariViewController`: TouchKit's `SafariViewController` (`init(url:)`).
public typealias SFSafariViewController = SafariViewController

/// SafariServices' `SSReadingList`: TouchKit's `ReadingList` (`supportsURL(_:)`,
/// `addItem(with:title:previewText:)`; UIKit's `default()` is the app's `DeviceServices.readingList`).
public typealias SSReadingList = ReadingList

extension ReadingList {
    /// The reading list of the app running now (`SSReadingList.default()`): its device's; nil outside an
    /// app's code, as SafariServices returns nil when the list is unavailable.
    public static func `default`() -> ReadingList? {
        Application.current?.services?.readingList
    }
}
