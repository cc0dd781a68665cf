public import Foundation
import PropertyLists

/// The icon of a Home Screen quick action, as UIKit's `UIApplicationShortcutIcon`.
///
/// UIKit builds one with `init(type:)`, `init(templateImageName:)`, `init(contact:)` (iOS 9.1) and
/// `init(systemImageName:)` (iOS 13). Here each is a case.
public enum ShortcutIcon: Sendable, Hashable, Codable {
    /// One of the system's glyphs (`UIApplicationShortcutIcon(type:)`).
    case system(IconType)
    /// An image from the app's bundle or asset catalog, drawn as a one-colour template
    /// (`UIApplicationShortcutIcon(templateImageName:)`, Info.plist `UIApplicationShortcutItemIconFile`).
    case templateImage(String)
    /// A contact's picture, or a monogram of their initials when they have none
    /// (`UIApplicationShortcutIcon(contact:)`). Carries the name to draw the initials from and the
    /// picture's bytes (PNG, JPEG or GIF, as the contact's `imageData`), drawn in a circle when present.
    case contact(givenName: String, familyName: String, imageData: Data? = nil)
    /// An SF Symbol by name (`UIApplicationShortcutIcon(systemImageName:)`, Info.plist
    /// `UIApplicationShortcutItemIconSymbolName`; iOS 13 and later).
    case systemSymbol(String)
}

extension ShortcutIcon {
    /// The system glyphs, with UIKit's raw values (`UIApplicationShortcutIconType`).
    ///
    /// iOS 9.0 shipped `compose` … `share` (0–6); iOS 9.1 added `prohibit` … `update` (7–28).
    /// `plistName` is the string Info.plist uses, e.g. `UIApplicationShortcutIconTypeSearch`.
    public enum IconType: Int, Sendable, Hashable, Codable, CaseIterable {
        /// A pencil on paper. iOS 9.0.
        case compose = 0
        /// A play triangle. iOS 9.0.
        case play = 1
        /// Two pause bars. iOS 9.0.
        case pause = 2
        /// A plus sign. iOS 9.0.
        case add = 3
        /// A location arrow. iOS 9.0.
        case location = 4
        /// A magnifying glass. iOS 9.0.
        case search = 5
        /// The share box with an arrow. iOS 9.0.
        case share = 6
        /// A circle with a bar. iOS 9.1.
        case prohibit = 7
        /// A person silhouette. iOS 9.1.
        case contact = 8
        /// A house. iOS 9.1.
        case home = 9
        /// A map pin. iOS 9.1.
        case markLocation = 10
        /// A star. iOS 9.1.
        case favorite = 11
        /// A heart. iOS 9.1.
        case love = 12
        /// A cloud. iOS 9.1.
        case cloud = 13
        /// An envelope with a card. iOS 9.1.
        case invitation = 14
        /// A check mark. iOS 9.1.
        case confirmation = 15
        /// An envelope. iOS 9.1.
        case mail = 16
        /// A speech bubble. iOS 9.1.
        case message = 17
        /// A calendar page. iOS 9.1.
        case date = 18
        /// A clock. iOS 9.1.
        case time = 19
        /// A camera. iOS 9.1.
        case capturePhoto = 20
        /// A video camera. iOS 9.1.
        case captureVideo = 21
        /// A list with bullets. iOS 9.1.
        case task = 22
        /// A list with checked bullets. iOS 9.1.
        case taskCompleted = 23
        /// An alarm clock. iOS 9.1.
        case alarm = 24
        /// A bookmark ribbon. iOS 9.1.
        case bookmark = 25
        /// Crossing arrows. iOS 9.1.
        case shuffle = 26
        /// A speaker or note. iOS 9.1.
        case audio = 27
        /// Circling arrows. iOS 9.1.
        case update = 28

        /// The case's name as Swift spells it (`markLocation`).
        public var name: String {
            switch self {
            case .compose: "compose"
            case .play: "play"
            case .pause: "pause"
            case .add: "add"
            case .location: "location"
            case .search: "search"
            case .share: "share"
            case .prohibit: "prohibit"
            case .contact: "contact"
            case .home: "home"
            case .markLocation: "markLocation"
            case .favorite: "favorite"
            case .love: "love"
            case .cloud: "cloud"
            case .invitation: "invitation"
            case .confirmation: "confirmation"
            case .mail: "mail"
            case .message: "message"
            case .date: "date"
            case .time: "time"
            case .capturePhoto: "capturePhoto"
            case .captureVideo: "captureVideo"
            case .task: "task"
            case .taskCompleted: "taskCompleted"
            case .alarm: "alarm"
            case .bookmark: "bookmark"
            case .shuffle: "shuffle"
            case .audio: "audio"
            case .update: "update"
            }
        }

        /// The Info.plist spelling, e.g. `UIApplicationShortcutIconTypeMarkLocation`.
        public var plistName: String {
            "UIApplicationShortcutIconType" + name.prefix(1).uppercased() + name.dropFirst()
        }

        /// The type whose Info.plist spelling is `plistName`, or nil when there is none.
        public init?(plistName: String) {
            guard let found = IconType.allCases.first(where: { $0.plistName == plistName }) else {
                return nil
            }
            self = found
        }
    }
}

extension ShortcutIcon {
    /// The media type of a contact picture's bytes from their signature: `image/png`, `image/jpeg` or
    /// `image/gif`; nil for anything else (such a picture is not drawn: the monogram is).
    public static func imageMIMEType(of data: Data) -> String? {
        let bytes = Array(data.prefix(8))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        return nil
    }

    /// A contact icon's picture as a `data:` URL, when it has one in a format a browser draws; else nil.
    public var contactImageDataURL: String? {
        guard case .contact(_, _, let data?) = self, let type = Self.imageMIMEType(of: data) else {
            return nil
        }
        return "data:\(type);base64,\(data.base64EncodedString())"
    }
}
