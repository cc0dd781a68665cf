public import ForceTouch
public import Foundation
public import QuickActions

// Touches and time: the press on an icon, the menu's touches, page swipes, the bounce.

extension HomeScreen {
    /// Composes an app's menu (statics first, then its dynamic items) when a press reaches the peek level.
    public typealias MenuSource = (_ bundleIdentifier: String) -> QuickActionMenu

    /// Feeds one touch sample; returns what the device must do.
    ///
    /// One touch at a time: a touch that begins while another is followed is ignored, and so are the
    /// samples of touches whose beginning was not seen here.
    /// - Complexity: O(*k*) in the icons on the page, plus composing a menu at the peek.
    public mutating func handle(_ sample: TouchSample, menus: MenuSource) -> [Effect] {
        var effects: [Effect] = []
        if sample.timestamp > time { time = sample.timestamp }
        expireBounce()
        if let current = press, current.touchID == sample.id {
            handlePress(sample, into: &effects, menus: menus)
        } else if let other = otherTouch, other.id == sample.id {
            handleOther(other, sample, into: &effects)
        } else if sample.phase == .began, press == nil, otherTouch == nil {
            begin(sample, into: &effects, menus: menus)
        }
        return effects
    }

    /// Moves time to `time`: the recognizer's timing rules (a held-back hint or peek, the long-press
    /// alternative) and the bounce's end.
    public mutating func advance(to time: TimeInterval, menus: MenuSource) -> [Effect] {
        var effects: [Effect] = []
        if time > self.time { self.time = time }
        if press != nil {
            apply(recognizer.advance(to: time), into: &effects, menus: menus)
        }
        startEditingIfHeld(into: &effects)
        expireBounce()
        return effects
    }

    /// Starts edit mode (as a long press on iOS 9–12, or iOS 13's "Rearrange Apps" / "Edit Home Screen"
    /// row): the menu closes, the press in progress is let go, the icons jiggle. Returns the effect, or
    /// nil when the home screen is editing already.
    public mutating func beginEditing() -> Effect? {
        guard !isEditing else { return nil }
        cancelTouches()
        menu = nil
        bounce = nil
        isEditing = true
        editingStartTime = time
        return .editingBegan
    }

    /// Ends edit mode (the home button); nil when it was not editing.
    public mutating func endEditing() -> Effect? {
        guard isEditing else { return nil }
        isEditing = false
        return .editingEnded
    }

    /// Cancels whatever touch is followed (the screen is leaving: the home button, an app opening).
    ///
    /// The recognizer starts afresh: the cancelled touch's lift may never come back here (it ends over
    /// an app), so nothing may wait for it.
    public mutating func cancelTouches() {
        if recognizer.trackedTouchID != nil {
            recognizer = ForcePressRecognizer(
                configuration: recognizer.configuration, sensitivity: recognizer.sensitivity,
                capability: recognizer.capability)
        }
        press = nil
        otherTouch = nil
        if menu != nil { menu?.highlightedRow = nil }
    }

    // MARK: The menu, directly

    /// Opens `bundleIdentifier`'s menu as a press at the peek level would (turning to the icon's page),
    /// or starts the no-actions bounce when `menu` has no rows. Returns the effect; nil while the
    /// removal alert is shown (it is modal) or the app has no icon.
    public mutating func openMenu(_ menu: QuickActionMenu, for bundleIdentifier: String) -> Effect? {
        guard removalAlert == nil, let placement = iconPlacement(of: bundleIdentifier) else { return nil }
        cancelTouches()
        if let page = placement.page { self.page = page }
        return present(menu, for: bundleIdentifier, iconFrame: placement.frame)
    }

    /// Chooses the row of type `type` in the open menu, as a tap would; nil when there is no such row.
    public mutating func chooseRow(type: String) -> Effect? {
        guard let open = menu, let row = open.menu.rows.first(where: { $0.item.type == type }) else {
            return nil
        }
        cancelTouches()
        menu = nil
        return choose(row.item, of: open)
    }

    /// Closes the menu without a choice.
    public mutating func dismissMenu() -> Effect? {
        guard let open = menu else { return nil }
        menu = nil
        return .menuDismissed(bundleIdentifier: open.bundleIdentifier)
    }

    /// Shows `alert` (after a `.removalRequested` effect): the menu closes, touches in progress are let
    /// go, and until a button is tapped the alert hears every touch.
    public mutating func presentRemovalAlert(_ alert: RemovalAlert) {
        cancelTouches()
        menu = nil
        bounce = nil
        removalAlert = alert
    }

    /// Closes the removal alert as Cancel would (the home button, another app coming to the front);
    /// nil when none is shown.
    public mutating func cancelRemovalAlert() -> Effect? {
        guard let alert = removalAlert else { return nil }
        cancelTouches()
        removalAlert = nil
        return .removalAnswered(bundleIdentifier: alert.bundleIdentifier, button: .cancel)
    }

    /// Taps `button` of the removal alert, as a touch on it would; nil when no alert is shown or it
    /// has no such button.
    public mutating func answerRemovalAlert(_ button: RemovalAlert.Button) -> Effect? {
        guard let alert = removalAlert, alert.buttons.contains(button) else { return nil }
        cancelTouches()
        removalAlert = nil
        return .removalAnswered(bundleIdentifier: alert.bundleIdentifier, button: button)
    }

    // MARK: Machinery

    /// What choosing `item` in `open` does: the app opens with it, or a system row acts.
    private mutating func choose(_ item: ShortcutItem, of open: OpenMenu) -> Effect? {
        guard let system = SystemMenuRow(rawValue: item.type) else {
            return .perform(bundleIdentifier: open.bundleIdentifier, item: item)
        }
        if system.startsEditing { return beginEditing() }
        return .removalRequested(bundleIdentifier: open.bundleIdentifier, row: system)
    }

    /// iOS 9–12: a press held `editingHoldDuration` in place without reaching the hint starts edit mode
    /// (the recognizer's long-press alternative is off there, so this is what a long press does).
    private mutating func startEditingIfHeld(into effects: inout [Effect]) {
        guard !systemVersion.hasHapticTouch, let current = press, !current.cancelled, !current.bounced,
            !current.openedMenu, current.phase == .possible,
            time - current.startTime >= editingHoldDuration
        else { return }
        if let effect = beginEditing() { effects.append(effect) }
    }

    private mutating func begin(_ sample: TouchSample, into effects: inout [Effect], menus: MenuSource) {
        if removalAlert != nil {
            otherTouch = .alert(id: sample.id)
            return
        }
        if let open = menu {
            if let row = open.geometry.row(at: sample.location) {
                menu?.highlightedRow = row.index
                otherTouch = .menu(id: sample.id)
            } else {
                menu = nil
                effects.append(.menuDismissed(bundleIdentifier: open.bundleIdentifier))
                otherTouch = .swallowed(id: sample.id)
            }
            return
        }
        guard !isEditing, let app = app(at: sample.location) else {
            otherTouch = .background(id: sample.id, start: sample.location)
            return
        }
        press = Press(
            touchID: sample.id, bundleIdentifier: app, startLocation: sample.location,
            location: sample.location,
            startTime: sample.timestamp, phase: .possible, progress: 0, force: 0)
        apply(recognizer.handle(sample), into: &effects, menus: menus)
    }

    private mutating func handlePress(_ sample: TouchSample, into effects: inout [Effect], menus: MenuSource)
    {
        press?.location = sample.location
        apply(recognizer.handle(sample), into: &effects, menus: menus)
        if press != nil, recognizer.trackedTouchID == sample.id {
            // The reading follows the finger even when no phase or progress event came (force
            // falling inside the hint moves neither): the meter and the blur show it at once.
            press?.force = recognizer.smoothedForce
            press?.progress = recognizer.progress
        }
        if !sample.phase.isTerminal { startEditingIfHeld(into: &effects) }
        guard let current = press else { return }
        if current.openedMenu, let open = menu, open.bundleIdentifier == current.bundleIdentifier {
            menu?.highlightedRow = open.geometry.row(at: sample.location)?.index
        }
        guard sample.phase.isTerminal else { return }
        press = nil
        if current.openedMenu, sample.phase == .ended, let open = menu, let index = open.highlightedRow {
            menu = nil
            if let effect = choose(open.menu.rows[index].item, of: open) { effects.append(effect) }
        } else if menu != nil {
            menu?.highlightedRow = nil
        }
        if current.cancelled, sample.phase == .ended {
            turnPage(from: current.startLocation, to: sample.location)
        }
    }

    private mutating func handleOther(
        _ other: OtherTouch, _ sample: TouchSample, into effects: inout [Effect]
    ) {
        switch other {
        case .menu:
            guard let open = menu else {
                if sample.phase.isTerminal { otherTouch = nil }
                return
            }
            let row = open.geometry.row(at: sample.location)?.index
            menu?.highlightedRow = row
            guard sample.phase.isTerminal else { return }
            otherTouch = nil
            if sample.phase == .ended, let row {
                menu = nil
                if let effect = choose(open.menu.rows[row].item, of: open) { effects.append(effect) }
            } else {
                menu?.highlightedRow = nil
            }
        case .swallowed:
            if sample.phase.isTerminal { otherTouch = nil }
        case .alert:
            guard sample.phase.isTerminal else { return }
            otherTouch = nil
            if sample.phase == .ended, let alert = removalAlert,
                let button = alert.button(at: sample.location)
            {
                removalAlert = nil
                effects.append(.removalAnswered(bundleIdentifier: alert.bundleIdentifier, button: button))
            }
        case .background(_, let start):
            guard sample.phase.isTerminal else { return }
            otherTouch = nil
            if sample.phase == .ended { turnPage(from: start, to: sample.location) }
        }
    }

    private mutating func turnPage(from start: CGPoint, to end: CGPoint) {
        let dx = end.x - start.x
        guard abs(dx) >= pageSwipeDistance, abs(dx) > abs(end.y - start.y) else { return }
        show(page: page + (dx < 0 ? 1 : -1))
    }

    private mutating func apply(_ events: ForcePressEvents, into effects: inout [Effect], menus: MenuSource) {
        for event in events {
            guard var current = press else { return }
            current.progress = event.progress
            current.force = event.force
            switch event.kind {
            case .hint, .pop:
                current.phase = event.state
            case .peek:
                current.phase = .peek
                press = current
                if let placement = iconPlacement(of: current.bundleIdentifier),
                    let effect = present(
                        menus(current.bundleIdentifier), for: current.bundleIdentifier,
                        iconFrame: placement.frame)
                {
                    effects.append(effect)
                    if case .menuOpened = effect { press?.openedMenu = true } else { press?.bounced = true }
                }
                continue
            case .progress:
                break
            case .ended:
                let held = event.timestamp - current.startTime
                if event.previousState == .possible, !current.bounced, held <= tapMaximumDuration {
                    effects.append(.launch(bundleIdentifier: current.bundleIdentifier))
                }
                current.phase = .idle
            case .cancelled:
                current.cancelled = true
                current.phase = .idle
            }
            press = current
        }
    }

    /// Opens the menu, or bounces when it is empty.
    private mutating func present(
        _ quickActions: QuickActionMenu, for bundleIdentifier: String, iconFrame: CGRect
    )
        -> Effect?
    {
        guard !quickActions.isEmpty else {
            menu = nil
            bounce = Bounce(bundleIdentifier: bundleIdentifier, startTime: time)
            return .noActions(bundleIdentifier: bundleIdentifier)
        }
        bounce = nil
        let geometry = menuLayout.geometry(
            for: quickActions, iconFrame: iconFrame, screenSize: layout.screenSize,
            statusBarHeight: layout.statusBarHeight)
        menu = OpenMenu(
            bundleIdentifier: bundleIdentifier, menu: quickActions, geometry: geometry, iconFrame: iconFrame)
        return .menuOpened(bundleIdentifier: bundleIdentifier)
    }

    private mutating func expireBounce() {
        if let bounce, time >= bounce.startTime + bounceDuration { self.bounce = nil }
    }
}
