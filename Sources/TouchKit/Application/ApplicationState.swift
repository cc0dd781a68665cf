/// Where a running app stands, as UIKit's `UIApplication.State` (raw values are UIKit's).
///
/// A launching app is `inactive` until `applicationDidBecomeActive(_:)`; an app sent home passes
/// through `inactive` to `background`. Whether the process runs at all is the host's
/// `ApplicationHost.ProcessState`.
public enum ApplicationState: Int, Sendable, Hashable, Codable, CaseIterable {
    /// In the foreground and receiving events.
    case active = 0
    /// In the foreground but not receiving events: launching, resuming, or interrupted (a call, the
    /// app switcher, Control Centre).
    case inactive = 1
    /// Not visible; its code runs only when the host asks it something.
    case background = 2
}
