public import ForceTouch
public import Foundation
public import QuickActions

/// The home screen as a state machine: touches and time in, effects out.
///
/// It knows the icons' places, follows one touch at a time, runs a `ForcePressRecognizer` on the
/// pressed icon and keeps the quick action menu; it launches nothing itself. `handle(_:menus:)` and
/// `advance(to:menus:)` return `Effect`s (launch this app, deliver this item) that the device carries
/// out; `menus` composes an app's menu when a press reaches the peek level.
///
/// The rules (SYSTEM.md §2): a press hints (the rest of the screen blurs with force, the icon lifts),
/// opens the menu at the peek level (or bounces when the app has no quick actions), and the menu stays
/// on release. A row is chosen by sliding onto it and lifting, or by a tap; a touch outside the rows
/// dismisses. A short tap launches; a drag sideways turns the page.
///
/// What a press without force does depends on `systemVersion`: on iOS 9–12 a press held
/// `editingHoldDuration` without reaching the hint (always, without 3D Touch) starts edit mode, the
/// icons jiggle and taps launch nothing until the home button (`endEditing()`); there is no menu
/// without 3D Touch. On iOS 13 and later the recognizer's long-press alternative opens the menu (Haptic
/// Touch), and the menu ends with the system's rows for that version (`SystemMenuRow`): one starts edit
/// mode, the red one (iOS 13.2 and later) asks in a `RemovalAlert` before the app goes.
public struct HomeScreen: Sendable {
    /// What the device must do after an input.
    public enum Effect: Sendable, Hashable {
        /// Open the app without an item (a tap on its icon).
        case launch(bundleIdentifier: String)
        /// Open the app with the chosen item.
        case perform(bundleIdentifier: String, item: ShortcutItem)
        /// A menu opened.
        case menuOpened(bundleIdentifier: String)
        /// A press found no quick actions: the icon bounced.
        case noActions(bundleIdentifier: String)
        /// The menu closed without a choice.
        case menuDismissed(bundleIdentifier: String)
        /// Edit mode began (the icons jiggle).
        case editingBegan
        /// Edit mode ended (the home button).
        case editingEnded
        /// "Delete App" or "Remove App" was chosen: the device shows its `RemovalAlert` (it knows the
        /// app's name) with `presentRemovalAlert(_:)`.
        case removalRequested(bundleIdentifier: String, row: SystemMenuRow)
        /// A button of the removal alert was tapped; the alert is gone.
        case removalAnswered(bundleIdentifier: String, button: RemovalAlert.Button)
    }

    /// The type of iOS 13.0–13.1's system row "Rearrange Apps" (`SystemMenuRow.rearrangeApps`).
    public static let rearrangeAppsType = SystemMenuRow.rearrangeApps.rawValue

    /// A press on an icon, from touch down to lift.
    public struct Press: Sendable, Hashable {
        /// The touch followed.
        public var touchID: Int
        /// The pressed app.
        public var bundleIdentifier: String
        /// Where the touch went down, and where it is.
        public var startLocation: CGPoint
        /// Where the touch is now.
        public var location: CGPoint
        /// When the touch went down.
        public var startTime: TimeInterval
        /// The recognizer's state for this press (`possible`, `hint`, `peek`, `pop`).
        public var phase: ForcePressState
        /// Progress toward the next level, 0…1.
        public var progress: CGFloat
        /// The smoothed force.
        public var force: CGFloat
        /// Whether this press opened the menu (sliding onto a row and lifting chooses it).
        public var openedMenu = false
        /// Whether the recognizer gave up on the press (the touch moved: a swipe).
        public var cancelled = false
        /// Whether the press bounced (no quick actions).
        public var bounced = false
    }

    /// The open quick action menu.
    public struct OpenMenu: Sendable, Hashable {
        /// Whose menu.
        public var bundleIdentifier: String
        /// The rows (first item first) and what was left out.
        public var menu: QuickActionMenu
        /// Where it is drawn.
        public var geometry: MenuGeometry
        /// The app icon's frame it opened from.
        public var iconFrame: CGRect
        /// The row under the finger (index in `menu.rows`), if any.
        public var highlightedRow: Int?
    }

    /// The no-actions bounce in progress.
    public struct Bounce: Sendable, Hashable {
        /// The app whose icon bounces.
        public var bundleIdentifier: String
        /// When it started.
        public var startTime: TimeInterval
    }

    /// A touch that is not a press on an icon.
    enum OtherTouch: Sendable, Hashable {
        /// On a menu row: highlights the row under it, chooses on lift.
        case menu(id: Int)
        /// The touch that dismissed the menu: ignored until it lifts.
        case swallowed(id: Int)
        /// On the removal alert: a lift on a button taps it (the alert is modal: nothing else hears it).
        case alert(id: Int)
        /// On the background: may turn the page.
        case background(id: Int, start: CGPoint)

        var id: Int {
            switch self {
            case .menu(let id), .swallowed(let id), .alert(let id), .background(let id, _): id
            }
        }
    }

    /// Where things go.
    public var layout: HomeScreenLayout
    /// How the menu is placed.
    public var menuLayout = MenuLayout()
    /// The force press recognizer at the device's sensitivity and capability.
    public var recognizer: ForcePressRecognizer
    /// The longest touch that still counts as a tap: 1 s (ours; iOS enters icon editing after about a
    /// second, which is not modelled).
    public var tapMaximumDuration: TimeInterval = 1
    /// The sideways drag that turns the page: 50 points (ours).
    public var pageSwipeDistance: CGFloat = 50
    /// How long the no-actions bounce lasts: 0.3 s (ours).
    public var bounceDuration: TimeInterval = 0.3
    /// The iOS version whose rules apply (`DeviceProfile.systemVersion`).
    public var systemVersion: SystemVersion = .standard
    /// On iOS 9–12, how long a press must stay below the hint, in place, to start edit mode: 1 s (ours;
    /// iOS starts it after about a second).
    public var editingHoldDuration: TimeInterval = 1
    /// How often a jiggling icon changes its tilt: 0.125 s (ours).
    public var jiggleInterval: TimeInterval = 0.125
    /// A jiggling icon's tilt either way: 2° (ours).
    public var jiggleAngle: CGFloat = 2 * .pi / 180

    /// The apps on the pages, in order (grid slots).
    public internal(set) var pageApps: [String] = []
    /// The apps in the dock, left to right.
    public internal(set) var dockApps: [String] = []
    /// The page shown, from 0.
    public internal(set) var page = 0
    /// The press in progress, if any.
    public internal(set) var press: Press?
    /// The open menu, if any.
    public internal(set) var menu: OpenMenu?
    /// The bounce in progress, if any.
    public internal(set) var bounce: Bounce?
    /// The removal alert on screen, if any (iOS 13.2 and later; modal: icons and pages ignore touches
    /// until a button is tapped).
    public internal(set) var removalAlert: RemovalAlert?
    /// Whether the home screen is in edit mode: the icons jiggle, taps and presses on them do nothing
    /// until the home button ends it.
    public internal(set) var isEditing = false
    /// When edit mode began (the jiggle's phase counts from it).
    public internal(set) var editingStartTime: TimeInterval = 0
    /// The latest time seen (samples and ticks).
    public internal(set) var time: TimeInterval = 0
    var otherTouch: OtherTouch?

    /// A home screen with `layout` and `recognizer`.
    public init(layout: HomeScreenLayout, recognizer: ForcePressRecognizer) {
        self.layout = layout
        self.recognizer = recognizer
    }

    // MARK: Icons

    /// Sets the apps shown: `dock` in the dock (at most four are kept), the rest on the pages in order.
    /// - Complexity: O(*n*) in the number of apps.
    public mutating func setApps(_ apps: [String], dock: [String]) {
        dockApps = Array(dock.filter { apps.contains($0) }.prefix(4))
        pageApps = apps.filter { !dockApps.contains($0) }
        page = min(page, pageCount - 1)
        if let menu, !apps.contains(menu.bundleIdentifier) { self.menu = nil }
    }

    /// How many pages there are (at least one).
    public var pageCount: Int { max(1, (pageApps.count + layout.iconsPerPage - 1) / layout.iconsPerPage) }

    /// The icon frame of `bundleIdentifier` on its page or in the dock, and its page (nil for the dock).
    /// - Complexity: O(*n*) in the number of apps.
    public func iconPlacement(of bundleIdentifier: String) -> (frame: CGRect, page: Int?)? {
        if let index = dockApps.firstIndex(of: bundleIdentifier) {
            return (layout.dockIconFrame(index: index, count: dockApps.count), nil)
        }
        guard let slot = pageApps.firstIndex(of: bundleIdentifier) else { return nil }
        return (layout.iconFrame(slot: slot), layout.page(ofSlot: slot))
    }

    /// The app whose icon (or label) is under `point` on the page shown or in the dock.
    /// - Complexity: O(*k*) in the number of icons on the page.
    public func app(at point: CGPoint) -> String? {
        for (index, app) in dockApps.enumerated()
        where layout.hitFrame(iconFrame: layout.dockIconFrame(index: index, count: dockApps.count)).contains(
            point)
        {
            return app
        }
        let first = page * layout.iconsPerPage
        let last = min(pageApps.count, first + layout.iconsPerPage)
        guard first < last else { return nil }
        for slot in first..<last
        where layout.hitFrame(iconFrame: layout.iconFrame(slot: slot)).contains(point) {
            return pageApps[slot]
        }
        return nil
    }

    /// The tilt of the icon in `slot` while editing, in radians: neighbours lean opposite ways and swap
    /// every `jiggleInterval`; 0 outside edit mode.
    public func jiggleRotation(slot: Int) -> CGFloat {
        guard isEditing else { return 0 }
        let step = Int(((time - editingStartTime) / jiggleInterval).rounded(.down))
        return (step + slot).isMultiple(of: 2) ? jiggleAngle : -jiggleAngle
    }

    /// When the jiggle next changes, or nil outside edit mode.
    public var nextJiggleTime: TimeInterval? {
        guard isEditing else { return nil }
        let step = ((time - editingStartTime) / jiggleInterval).rounded(.down) + 1
        return editingStartTime + step * jiggleInterval
    }

    /// Shows `page` (clamped to the pages there are).
    public mutating func show(page: Int) {
        self.page = min(max(0, page), pageCount - 1)
    }
}
