import Foundation

/// The Swift language mode a target's `SWIFT_VERSION` asks for, as current Xcode accepts it.
///
/// Xcode 10.2 and later build Swift 4, 4.2, 5 and (Xcode 16) 6 code and refuse Swift 3 and older
/// (and a target with no `SWIFT_VERSION`) with one error naming the setting; the Swift 6.3 toolchain
/// has the same four modes. `4.0` is Swift 4; `5.0`…`5.10` are Swift 5.
public enum SwiftLanguageMode: String, Sendable, Hashable, CaseIterable {
    /// Swift 4 (`SWIFT_VERSION = 4.0`).
    case v4 = "4"
    /// Swift 4.2 (`SWIFT_VERSION = 4.2`).
    case v4_2 = "4.2"
    /// Swift 5 (`SWIFT_VERSION = 5.0`).
    case v5 = "5"
    /// Swift 6 (`SWIFT_VERSION = 6.0`).
    case v6 = "6"

    /// Why a `SWIFT_VERSION` cannot be built.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The target sets no `SWIFT_VERSION`.
        case unset(target: String)
        /// Swift 3 or older, which Xcode 10.2+ no longer builds.
        case unsupported(target: String, version: String)
        /// Not a version number.
        case unknown(target: String, version: String)

        /// The error, with what to do.
        public var description: String {
            switch self {
            case .unset(let target):
                "target '\(target)' sets no SWIFT_VERSION; Xcode 10.2 and later require it for Swift targets "
                    + "(set SWIFT_VERSION = 5.0 in the target's build settings, or pass --define SWIFT_VERSION=5.0)"
            case .unsupported(let target, let version):
                "target '\(target)' has SWIFT_VERSION = \(version); Swift \(version) code is not built by Xcode 10.2 "
                    + "and later, nor by this toolchain (modes 4, 4.2, 5, 6). Migrate it to Swift 4 or later "
                    + "(Xcode 10.1's migrator), or pass --define SWIFT_VERSION=4.0 to try it as Swift 4"
            case .unknown(let target, let version):
                "target '\(target)' has SWIFT_VERSION = '\(version)', which is not a Swift version "
                    + "(expected 4.0, 4.2, 5.0 or 6.0)"
            }
        }
    }

    /// The mode for `SWIFT_VERSION` `version` of `target`.
    /// - Throws: `Refusal` for a missing, old or unreadable version.
    /// - Complexity: O(*n*) in the length of `version`.
    public static func mode(swiftVersion version: String?, target: String) throws(Refusal)
        -> SwiftLanguageMode
    {
        guard let raw = version?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
            throw .unset(target: target)
        }
        let parts = raw.split(separator: ".", omittingEmptySubsequences: false)
        guard let major = parts.first.flatMap({ Int($0) }),
            parts.dropFirst().allSatisfy({ Int($0) != nil })
        else { throw .unknown(target: target, version: raw) }
        let minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        switch major {
        case ...3: throw .unsupported(target: target, version: raw)
        case 4: return minor >= 2 ? .v4_2 : .v4
        case 5: return .v5
        default: return .v6
        }
    }

    /// The `SwiftSetting` spelling in a generated manifest (`.swiftLanguageMode(.v4_2)`).
    public var manifestSpelling: String {
        switch self {
        case .v4: ".swiftLanguageMode(.v4)"
        case .v4_2: ".swiftLanguageMode(.v4_2)"
        case .v5: ".swiftLanguageMode(.v5)"
        case .v6: ".swiftLanguageMode(.v6)"
        }
    }
}
