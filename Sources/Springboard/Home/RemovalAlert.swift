public import Foundation

/// The alert Springboard shows when "Delete App" (iOS 13.2–13.7) or "Remove App" (iOS 14 and later) is
/// chosen in an icon's menu: it asks before anything happens.
///
/// iOS 13.2's asks "Delete “Name”?" with Cancel and Delete side by side; iOS 14's asks "Remove “Name”?"
/// with Delete App, Remove from Home Screen and Cancel stacked (the App Library keeps a removed app
/// installed). The wording is Apple's (English only); the frames are UIAlertController's 270-point
/// alert with 44-point buttons, its text block's height ours.
public struct RemovalAlert: Sendable, Hashable {
    /// One of the alert's buttons.
    public enum Button: String, Sendable, Hashable, CaseIterable {
        /// Closes the alert; nothing changes.
        case cancel
        /// iOS 13.2's Delete: the app and its data go.
        case delete
        /// iOS 14's Delete App: the app and its data go.
        case deleteApp
        /// iOS 14's Remove from Home Screen: the icon goes, the app stays installed.
        case removeFromHomeScreen

        /// The title as iOS shows it.
        public var title: String {
            switch self {
            case .cancel: "Cancel"
            case .delete: "Delete"
            case .deleteApp: "Delete App"
            case .removeFromHomeScreen: "Remove from Home Screen"
            }
        }

        /// Whether the button is red (it deletes).
        public var isDestructive: Bool { self == .delete || self == .deleteApp }
    }

    /// The app the alert is about.
    public var bundleIdentifier: String
    /// The menu row that asked (`.deleteApp` or `.removeApp`).
    public var row: SystemMenuRow
    /// The alert's title, naming the app: `Delete “Notes”?`.
    public var title: String
    /// The line under the title.
    public var message: String
    /// The buttons, in display order (left to right side by side for Delete App's two, top to bottom
    /// stacked for Remove App's).
    public var buttons: [Button]
    /// The alert's frame on the screen.
    public var frame: CGRect
    /// Each button's frame on the screen, in `buttons`' order.
    public var buttonFrames: [CGRect]

    /// The alert's width: 270 points, UIAlertController's.
    public static let width: CGFloat = 270
    /// A button's height: 44 points, UIAlertController's.
    public static let buttonHeight: CGFloat = 44
    /// The height of the title and message block (ours).
    public static let textHeight: CGFloat = 96

    /// The alert `row` asks for `appName`, centred on a screen of `screenSize`; nil for a row that asks
    /// nothing, or a Delete App row for an app that cannot be deleted. An app iOS cannot delete (the
    /// system's own) is offered Remove from Home Screen and Cancel only.
    public init?(
        row: SystemMenuRow, bundleIdentifier: String, appName: String, deletable: Bool = true,
        screenSize: CGSize
    ) {
        switch row {
        case .deleteApp:
            guard deletable else { return nil }
            title = "Delete “\(appName)”?"
            message = "Deleting this app will also delete its data."
            buttons = [.cancel, .delete]
        case .removeApp:
            title = "Remove “\(appName)”?"
            message = "Removing from Home Screen will keep the app in your App Library."
            buttons =
                deletable ? [.deleteApp, .removeFromHomeScreen, .cancel] : [.removeFromHomeScreen, .cancel]
        case .rearrangeApps, .editHomeScreen:
            return nil
        }
        self.row = row
        self.bundleIdentifier = bundleIdentifier
        let sideBySide = row == .deleteApp
        let buttonsHeight = sideBySide ? Self.buttonHeight : Self.buttonHeight * CGFloat(buttons.count)
        let height = Self.textHeight + buttonsHeight
        frame = CGRect(
            x: (screenSize.width - Self.width) / 2,
            y: (screenSize.height - height) / 2, width: Self.width, height: height)
        let origin = frame.origin
        let top = origin.y + Self.textHeight
        if sideBySide {
            let half = Self.width / 2
            buttonFrames = buttons.indices.map {
                CGRect(x: origin.x + half * CGFloat($0), y: top, width: half, height: Self.buttonHeight)
            }
        } else {
            buttonFrames = buttons.indices.map {
                CGRect(
                    x: origin.x, y: top + Self.buttonHeight * CGFloat($0), width: Self.width,
                    height: Self.buttonHeight)
            }
        }
    }

    /// The button under `point`, if any.
    public func button(at point: CGPoint) -> Button? {
        zip(buttons, buttonFrames).first { $0.1.contains(point) }?.0
    }
}
