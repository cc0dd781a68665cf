public import Foundation

/// A service a share sheet offers, as UIKit's `UIActivity`: subclass it for an app's own
/// (`applicationActivities`); the system's are named by `ActivityType`.
///
/// Matches UIKit's flow: the sheet asks `canPerform(withActivityItems:)` before listing the
/// activity, calls `prepare(withActivityItems:)` then `perform()` when it is chosen, and the
/// activity ends with `activityDidFinish(_:)`, which closes the sheet and reports to its completion
/// handler. Differs: an activity's own view controller (`activityViewController`) is not shown.
@MainActor
open class Activity {
    /// A kind of activity (`UIActivity.ActivityType`): the system's by their UIKit names, an app's
    /// by its own string.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier (`com.apple.UIKit.activity.CopyToPasteboard`).
        public let rawValue: String
        /// A type with this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type with this identifier (`UIActivity.ActivityType(_:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copy: strings and URLs go on the pasteboard (the one system activity performed here).
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Print.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Assign to Contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Save Image.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Add to Reading List.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Open in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Markup as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Post to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Post to Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    }

    /// Where the sheet lists an activity (`UIActivity.Category`).
    public enum Category: Int, Sendable, Hashable {
        /// With the actions (the default).
        case action = 0
        /// With the apps it shares to.
        case share = 1
    }

    /// The sheet showing this activity while it runs; set by the sheet.
    weak var sheet: ActivityViewController?

    /// Creates an activity.
    public init() {}

    /// Where the sheet lists it (`activityCategory`); `.action` unless overridden.
    open class var activityCategory: Category { .action }
    /// Its type (`activityType`); nil unless overridden.
    open var activityType: ActivityType? { nil }
    /// Its title under its icon (`activityTitle`); nil unless overridden.
    open var activityTitle: String? { nil }
    /// Its icon (`activityImage`); nil unless overridden.
    open var activityImage: Image? { nil }
    /// Whether it can act on `activityItems` (`canPerform(withActivityItems:)`); false unless
    /// overridden, as in UIKit.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before `perform()` (`prepare(withActivityItems:)`).
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Does the work (`perform()`); the default finishes at once without completing, as UIKit's.
    /// An override calls `activityDidFinish(_:)` when done.
    open func perform() { activityDidFinish(false) }

    /// Ends the activity (`activityDidFinish(_:)`): the sheet closes and its completion handler
    /// hears `completed`.
    public func activityDidFinish(_ completed: Bool) {
        let sheet = self.sheet
        self.sheet = nil
        sheet?.finish(activityType, completed: completed)
    }
}
