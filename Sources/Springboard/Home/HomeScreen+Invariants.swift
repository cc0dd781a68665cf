public import Foundation

// What must hold after every input: checked by the randomized tests after each sample and tick.

extension HomeScreen {
    /// How much of the hint's effect shows, 0…1: the blur behind a pressed icon grows with the force
    /// from the hint to the peek level, and stays full while the menu is open.
    public var hintFraction: CGFloat {
        if menu != nil { return 1 }
        guard let press, !press.cancelled, !press.bounced else { return 0 }
        switch press.phase {
        case .hint: return min(1, max(0, press.progress))
        case .peek, .pop: return 1
        case .idle, .possible: return 0
        }
    }

    /// The rules the state breaks, in words; empty when it is consistent.
    /// - Complexity: O(*n*) in the number of apps.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if let press {
            if recognizer.trackedTouchID != press.touchID {
                problems.append(
                    "the press follows touch \(press.touchID) but the recognizer follows \(String(describing: recognizer.trackedTouchID))"
                )
            }
            if iconPlacement(of: press.bundleIdentifier) == nil {
                problems.append("the press is on \(press.bundleIdentifier), which has no icon")
            }
            if press.openedMenu, press.bounced { problems.append("a press both opened a menu and bounced") }
            if !(0...1).contains(press.progress) {
                problems.append("press progress \(press.progress) is outside 0…1")
            }
            if otherTouch != nil { problems.append("a press and another touch are followed at once") }
        } else {
            if recognizer.state != .idle {
                problems.append("no press, but the recognizer is in state \(recognizer.state)")
            }
            if let id = recognizer.trackedTouchID {
                problems.append("no press, but the recognizer still follows touch \(id)")
            }
        }
        if let menu {
            if menu.menu.rows.isEmpty { problems.append("an open menu has no rows") }
            if let row = menu.highlightedRow, !menu.menu.rows.indices.contains(row) {
                problems.append("highlighted row \(row) does not exist")
            }
            if iconPlacement(of: menu.bundleIdentifier) == nil {
                problems.append("the menu belongs to \(menu.bundleIdentifier), which has no icon")
            }
            if menu.geometry.rows.count != menu.menu.rows.count {
                problems.append("the menu draws \(menu.geometry.rows.count) rows of \(menu.menu.rows.count)")
            }
            let screen = CGRect(origin: .zero, size: layout.screenSize)
            if !screen.contains(menu.geometry.frame) {
                problems.append("the menu at \(menu.geometry.frame) leaves the screen")
            }
            if bounce != nil { problems.append("a menu is open while an icon bounces") }
        }
        if let removalAlert {
            if menu != nil { problems.append("a menu is open under the removal alert") }
            if press != nil { problems.append("an icon is pressed under the removal alert") }
            if removalAlert.buttonFrames.count != removalAlert.buttons.count {
                problems.append(
                    "the removal alert draws \(removalAlert.buttonFrames.count) buttons of \(removalAlert.buttons.count)"
                )
            }
        }
        if !(0..<pageCount).contains(page) { problems.append("page \(page) of \(pageCount)") }
        if Set(pageApps).count != pageApps.count { problems.append("an app has two icons") }
        return problems
    }
}
