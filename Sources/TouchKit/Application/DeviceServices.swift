public import Foundation

/// What the system offers every app on a device: the pasteboard, Safari's reading list, opening URLs,
/// and the device's iOS version (TouchKit's addition; on iOS these are `UIPasteboard.general`,
/// `SSReadingList.default()`, `UIApplication.open(_:)` and `UIDevice.systemVersion`).
///
/// A host made alone has services of its own; a simulated device gives every app's host the same
/// one, so what one app copies another pastes, and the device's state shows it.
@MainActor
public final class DeviceServices {
    /// The general pasteboard (`UIPasteboard.general`).
    public let pasteboard: Pasteboard
    /// Safari's reading list (`SSReadingList.default()`).
    public let readingList: ReadingList
    /// The photo library apps save to (`UIImageWriteToSavedPhotosAlbum`).
    public let photoLibrary = PhotoLibrary()
    /// The device's iOS version (`UIDevice.current.systemVersion`); decides the defaults that changed
    /// between versions, such as `WebView.allowsLinkPreview` (false on iOS 9, true from iOS 10).
    public var systemVersion: OperatingSystemVersion
    /// Opens a URL for an app (`UIApplication.open(_:)`): the device opens http(s) URLs in Safari.
    /// Returns whether something opened it. Nil: nothing can open URLs (a host without a device).
    public var urlOpener: (@MainActor (URL) -> Bool)?
    /// The device's folder in the simulator's state directory, where its apps' data is kept between
    /// launches and restarts (each app's `UserDefaults`, in `apps/<bundle id>/Library/Preferences/`,
    /// as iOS keeps it in the app's container). Nil (a host made alone, a test): apps' data lives in
    /// memory for as long as the process. TouchKit's addition; iOS has no such setting.
    public var stateDirectory: URL?

    /// Creates services: an empty pasteboard and reading list, iOS 12.4 (the simulator's default
    /// version), and no URL opener.
    public init(
        systemVersion: OperatingSystemVersion = OperatingSystemVersion(
            majorVersion: 12, minorVersion: 4, patchVersion: 0)
    ) {
        pasteboard = Pasteboard()
        readingList = ReadingList()
        self.systemVersion = systemVersion
    }

    /// Opens `url` with the system (`UIApplication.open(_:)`); false when nothing opened it.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        urlOpener?(url) ?? false
    }
}
