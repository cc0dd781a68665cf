public import Foundation
public import PropertyLists
public import QuickActions

/// UIKit's `UIApplicationShortcutItem`: an immutable object, as in UIKit, over QuickActions'
/// `ShortcutItem` value; `mutableCopy()` gives a `UIMutableApplicationShortcutItem`.
///
/// `userInfo` is UIKit's `[String: NSSecureCoding]`. Its values must be property-list objects
/// (strings, numbers, dates, data, arrays and dictionaries of those), as on iOS; anything else makes
/// the assignment to `UIApplication.shared.shortcutItems` refused with an `invalidShortcutItems`
/// diagnostic naming the key (UIKit raises instead).
open class UIApplicationShortcutItem: NSObject {
    /// The app-defined type (`type`).
    public internal(set) var type: String
    /// The menu row's title (`localizedTitle`).
    public internal(set) var localizedTitle: String
    /// The menu row's second line (`localizedSubtitle`).
    public internal(set) var localizedSubtitle: String?
    /// The row's icon (`icon`).
    public internal(set) var icon: UIApplicationShortcutIcon?
    /// App data delivered back with the item (`userInfo`).
    public internal(set) var userInfo: [String: any NSSecureCoding]?
    /// UIKit's `targetContentIdentifier` (iOS 13); kept and handed back, unused by the system here.
    public internal(set) var targetContentIdentifier: Any?

    /// UIKit's designated initializer.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }

    /// A title-only item (`UIApplicationShortcutItem(type:localizedTitle:)`).
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// The UIKit object for a TouchKit item (what the system hands the app); `userInfo` becomes
    /// Foundation objects (`NSString`, `NSNumber`, `NSDate`, `NSData`, `NSArray`, `NSDictionary`).
    public convenience init(_ item: ShortcutItem) {
        self.init(
            type: item.type, localizedTitle: item.localizedTitle, localizedSubtitle: item.localizedSubtitle,
            icon: item.icon.map(UIApplicationShortcutIcon.init(icon:)),
            userInfo: item.userInfo.map(Self.foundationUserInfo))
    }

    /// The TouchKit value for this item; throws, naming the key, when `userInfo` holds a value that
    /// no property list can store.
    public func shortcutItem() throws(PropertyListValueError) -> ShortcutItem {
        var converted: ShortcutUserInfo?
        if let userInfo {
            converted = try ShortcutUserInfo(userInfo: userInfo.mapValues { Self.swiftValue($0) })
        }
        return ShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
            icon: icon?.icon,
            userInfo: converted)
    }

    /// UIKit's `mutableCopy()`: a `UIMutableApplicationShortcutItem` with the same contents (cast it
    /// with `as! UIMutableApplicationShortcutItem`, as on iOS).
    open override func mutableCopy() -> Any {
        UIMutableApplicationShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
            userInfo: userInfo)
    }

    /// UIKit's `copy()`: an immutable item with the same contents.
    open override func copy() -> Any {
        UIApplicationShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
            userInfo: userInfo)
    }

    /// Equal when type, titles, icon and user info are (as UIKit's `isEqual:`).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return type == other.type && localizedTitle == other.localizedTitle
            && localizedSubtitle == other.localizedSubtitle && icon == other.icon
            && (try? shortcutItem().userInfo) == (try? other.shortcutItem().userInfo)
    }

    /// Consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(localizedTitle)
        return hasher.finalize()
    }

    /// A one-line description for logs.
    open override var description: String {
        "<UIApplicationShortcutItem type=\(type) title=\(localizedTitle)>"
    }

    /// Property-list values as the Foundation objects UIKit hands apps.
    private static func foundationUserInfo(_ info: ShortcutUserInfo) -> [String: any NSSecureCoding] {
        info.mapValues(foundationObject)
    }

    private static func foundationObject(_ value: PropertyListValue) -> any NSSecureCoding {
        switch value {
        case .string(let text): NSString(string: text)
        case .integer(let number): NSNumber(value: number)
        case .real(let number): NSNumber(value: number)
        case .boolean(let flag): NSNumber(value: flag)
        case .date(let date): NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case .data(let data): NSData(data: data)
        case .array(let values): NSArray(array: values.map { foundationObject($0) as AnyObject })
        case .dictionary(let values):
            NSDictionary(dictionary: values.mapValues { foundationObject($0) as AnyObject })
        }
    }

    /// Foundation objects as the Swift values `PropertyListValue(any:)` reads.
    private static func swiftValue(_ object: Any) -> Any {
        switch object {
        case let text as NSString: return String(describing: text)
        case let number as NSNumber: return number
        case let date as NSDate:
            return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let data as NSData: return Data(referencing: data)
        case let array as NSArray: return array.map { swiftValue($0) }
        case let dictionary as NSDictionary:
            var result: [AnyHashable: Any] = [:]
            for (key, value) in dictionary {
                let swiftKey: AnyHashable =
                    (key as? NSString).map { String(describing: $0) } ?? AnyHashable(key as! NSObject)
                result[swiftKey] = swiftValue(value)
            }
            return result
        default: return object
        }
    }
}
