public import Foundation

/// The numbers an `ApplicationHost` works with; every one is configurable.
public struct HostSettings: Sendable, Hashable, Codable {
    /// Seconds an app has to call a `performActionFor` completion handler before a diagnostic is
    /// reported. Apple publishes no number: 10 s is our choice.
    public var completionHandlerTimeout: TimeInterval
    /// Most rows in the quick action menu: 4 on iOS 9–12 (SYSTEM.md §2). Static items take rows first;
    /// dynamic items beyond the rest are reported as never shown.
    public var menuItemLimit: Int
    /// A delegate call that takes longer than this on the host's clock is reported. Apple publishes
    /// no number for a single call (its launch watchdog is about 20 s): 5 s is our choice.
    public var slowDelegateCallLimit: TimeInterval

    /// Creates settings; the defaults are the values documented on each property.
    public init(
        completionHandlerTimeout: TimeInterval = 10, menuItemLimit: Int = 4,
        slowDelegateCallLimit: TimeInterval = 5
    ) {
        self.completionHandlerTimeout = completionHandlerTimeout
        self.menuItemLimit = menuItemLimit
        self.slowDelegateCallLimit = slowDelegateCallLimit
    }
}
