public import Foundation

// On iOS, Swift's `String`, numbers, `Bool`, `Date`, `Data`, arrays and dictionaries bridge to their
// Foundation objects, so `[String: Int]` passes where UIKit asks for `[String: NSSecureCoding]` (a
// quick action's `userInfo`: `UIApplicationShortcutItem(…, userInfo: ["icon": 3])`) and `"x" as
// NSSecureCoding` compiles. swift-corelibs-foundation has no such bridging, so those values conform
// here, each coding itself through its Foundation object (`NSString`, `NSNumber`, `NSDate`, `NSData`,
// `NSArray`, `NSDictionary`). Reading back is as on iOS: `userInfo["icon"] as? Int`.

extension String: @retroactive NSCoding, @retroactive NSSecureCoding {
    /// True, as `NSString`'s.
    public static var supportsSecureCoding: Bool { true }
    /// Encodes as an `NSString`.
    public func encode(with coder: NSCoder) { NSString(string: self).encode(with: coder) }
    /// Decodes an `NSString`.
    public init?(coder: NSCoder) {
        guard let object = NSString(coder: coder) else { return nil }
        self = String(describing: object)
    }
}

extension Int: @retroactive NSCoding, @retroactive NSSecureCoding {
    /// True, as `NSNumber`'s.
    public static var supportsSecureCoding: Bool { true }
    /// Encodes as an `NSNumber`.
    public func encode(with coder: NSCoder) { NSNumber(value: self).encode(with: coder) }
    /// Decodes an `NSNumber`.
    public init?(coder: NSCoder) {
        guard let number = NSNumber(coder: coder) else { return nil }
        self = number.intValue
    }
}

extension Double: @retroactive NSCoding, @retroactive NSSecureCoding {
    /// True, as `NSNumber`'s.
    public static var supportsSecureCoding: Bool { true }
    /// Encodes as an `NSNumber`.
    public func encode(with coder: NSCoder) { NSNumber(value: self).encode(with: coder) }
    /// Decodes an `NSNumber`.
    public init?(coder: NSCoder) {
        guard let number = NSNumber(coder: coder) else { return nil }
        self = number.doubleValue
    }
}

extension Float: @retroactive NSCoding, @retroactive NSSecureCoding {
    /// True, as `NSNumber`'s.
    public static var supportsSecureCoding: Bool { true }
    /// Encodes as an `NSNumber`.
    public func encode(with coder: NSCoder) { NSNumber(value: self).encode(with: coder) }
    /// Decodes an `NSNumber`.
    public init?(coder: NSCoder) {
        guard let number = NSNumber(coder: coder) else { return nil }
        self = number.floatValue
    }
}

extension Bool: @retroactive NSCoding, @retroactive NSSecureCoding {
    /// True, as `NSNumber`'s.
    public static var supportsSecureCoding: Bool { true }
    /// Encodes as an `NSNumber`.
    public func encode(with coder: NSCoder) { NSNumber(value: self).encode(with: coder) }
    /// Decodes an `NSNumber`.
    public init?(coder: NSCoder) {
        guard let number = NSNumber(coder: coder) else { return nil }
        self = number.boolValue
    }
}

extension Date: @retroactive NSCoding, @retroactive NSSecureCoding {
    /// True, as `NSDate`'s.
    public static var supportsSecureCoding: Bool { true }
    /// Encodes as an `NSDate`.
    public func encode(with coder: NSCoder) {
        NSDate(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate).encode(with: coder)
    }
    /// Decodes an `NSDate`.
    public init?(coder: NSCoder) {
        guard let date = NSDate(coder: coder) else { return nil }
        self.init(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
    }
}

extension Data: @retroactive NSCoding, @retroactive NSSecureCoding {
    /// True, as `NSData`'s.
    public static var supportsSecureCoding: Bool { true }
    /// Encodes as an `NSData`.
    public func encode(with coder: NSCoder) { NSData(data: self).encode(with: coder) }
    /// Decodes an `NSData`.
    public init?(coder: NSCoder) {
        guard let data = NSData(coder: coder) else { return nil }
        self.init(referencing: data)
    }
}
