public import Foundation

/// The iOS version a simulated device runs, as UIKit's `UIDevice.current.systemVersion` reports it
/// (`"12.4"`).
///
/// Matches UIKit in spelling (`major.minor[.patch]`); differs in that it is a value the simulator
/// chooses per device, and only the versions whose 3D Touch behaviour is modelled are accepted:
/// iOS 9.0 to 12.x (3D Touch; without it no quick-action menu and no peek) and 13.0 to 15.x (Haptic
/// Touch: a long press opens the menu, with the system's own rows after the app's, `SystemMenuRow`:
/// "Rearrange Apps" in 13.0–13.1, "Edit Home Screen" and "Delete App" in 13.2–13.7, "Edit Home Screen"
/// and "Remove App" from 14.0). iOS 16 is not modelled: its menus (UIKit's new submenu style) differ.
public struct SystemVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version (`12` in 12.4).
    public var major: Int
    /// The minor version (`4` in 12.4).
    public var minor: Int
    /// The patch version (`1` in 12.4.1; 0 when not written).
    public var patch: Int

    /// A version from its numbers.
    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads `"12.4"` or `"12.4.1"`.
    ///
    /// - Throws: `SpringboardError.invalidSystemVersion` when `text` is not two or three numbers
    ///   joined by dots, or names a version outside 9.0–15.x.
    public init(_ text: String) throws(SpringboardError) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { part -> Int? in
            guard !part.isEmpty, part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return nil
            }
            return Int(part)
        }
        guard (2...3).contains(parts.count), numbers.count == parts.count else {
            throw .invalidSystemVersion(text: text, reason: SpringboardMessages.systemVersionSyntax)
        }
        self.init(major: numbers[0], minor: numbers[1], patch: parts.count == 3 ? numbers[2] : 0)
        guard self >= Self.earliest, self <= Self.latest else {
            throw .invalidSystemVersion(text: text, reason: SpringboardMessages.systemVersionRange)
        }
    }

    /// iOS 9.0: the first with 3D Touch (the iPhone 6s shipped with it).
    public static let earliest = SystemVersion(major: 9)
    /// iOS 12.4: the default, the last 3D Touch era version most tutorials were checked on.
    public static let standard = SystemVersion(major: 12, minor: 4)
    /// iOS 13.0: Haptic Touch's first release (the menu's system row "Rearrange Apps", as in 13.0–13.1).
    public static let hapticTouch = SystemVersion(major: 13)
    /// The last version modelled: any 15.x (15.99.99 stands for it).
    public static let latest = SystemVersion(major: 15, minor: 99, patch: 99)

    /// Whether a long press opens the quick action menu and previews, with or without 3D Touch
    /// (iOS 13's Haptic Touch). Before 13, a device without 3D Touch (or with it switched off) has no
    /// quick action menu and no peek: a long press on an icon starts the home screen's edit mode.
    public var hasHapticTouch: Bool { major >= 13 }

    /// `12.4`, or `12.4.1` when there is a patch number (as `systemVersion` spells it).
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    /// Orders versions by major, minor, then patch number.
    public static func < (left: SystemVersion, right: SystemVersion) -> Bool {
        (left.major, left.minor, left.patch) < (right.major, right.minor, right.patch)
    }
}
