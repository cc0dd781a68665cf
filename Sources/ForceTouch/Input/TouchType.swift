import Foundation

/// What produced a touch, as UIKit's `UITouch.TouchType`.
public enum TouchType: String, Sendable, Hashable, Codable, CaseIterable {
    /// A finger on the screen (UIKit `.direct`).
    case direct
    /// A pen: Apple Pencil on iOS, a pen/stylus Pointer Event in a browser (UIKit `.pencil`).
    case stylus
    /// A pointer that is not on the screen: a mouse or a trackpad (UIKit `.indirectPointer`).
    case indirectPointer
}
