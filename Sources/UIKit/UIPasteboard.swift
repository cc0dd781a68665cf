public import TouchKit

/// UIKit's `UIPasteboard`: TouchKit's `Pasteboard` (`string`, `url`, `changeCount`; the general one is
/// `UIPasteboard.general`).
public typealias UIPasteboard = Pasteboard

extension Pasteboard {
    /// The general pasteboard of the app running now (`UIPasteboard.general`): its device's. Outside an
    /// app's code (no current application) a pasteboard of its own, so a test can still read it.
    public static var general: Pasteboard {
        Application.current?.services?.pasteboard ?? fallbackGeneral
    }

    private static let fallbackGeneral = Pasteboard()
}
