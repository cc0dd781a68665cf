public import TouchKit

// UIKit's selector-based target–action (`addTarget(_:action:for:)`, `UIBarButtonItem(…target:action:)`,
// `UIGestureRecognizer(target:action:)`), dispatched through the app's `ForceTouchRegistry`. The
// closure forms TouchKit has stay; these are what iOS source written with `#selector` calls after
// the port pass.

extension Control {
    /// The identifier a target–action pair is registered under, so `removeTarget` finds it.
    private static func targetActionIdentifier(_ target: AnyObject?, _ action: Selector) -> String {
        let owner = target.map { String(UInt(bitPattern: ObjectIdentifier($0).hashValue)) } ?? "nil"
        return "forcetouch.target-action:\(owner):\(action.name)"
    }

    /// UIKit's `addTarget(_:action:for:)`: sends `action` to `target` (held weakly) for `events`, or,
    /// with a nil target, to the first responder up the chain from this control that has the method.
    /// An action no method names is reported as an unrecognized selector, as on iOS (not a crash).
    public func addTarget(_ target: Any?, action: Selector, for events: Event) {
        let object = target.map { $0 as AnyObject }
        weak let weakTarget = object
        let hasTarget = object != nil
        addAction(
            Action(identifier: Action.Identifier(Self.targetActionIdentifier(object, action))) { performed in
                let sender = performed.sender
                if hasTarget {
                    guard let target = weakTarget else { return }
                    ForceTouchRegistry.current.send(action, to: target, from: sender, for: nil)
                } else {
                    ForceTouchRegistry.current.sendAction(
                        action, to: nil, from: sender, startingAt: sender as? Responder)
                }
            }, for: events)
    }

    /// UIKit's `removeTarget(_:action:for:)`: a nil target or action matches any.
    public func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        let owner = target.map { String(UInt(bitPattern: ObjectIdentifier($0 as AnyObject).hashValue)) }
        removeActions(for: events) { identifier in
            guard identifier.hasPrefix("forcetouch.target-action:") else { return false }
            let parts = identifier.dropFirst("forcetouch.target-action:".count).split(
                separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return false }
            if let owner, parts[0] != owner { return false }
            if let action, parts[1] != action.name { return false }
            return true
        }
    }
}

extension BarButtonItem {
    /// UIKit's `UIBarButtonItem(title:style:target:action:)`: a tap sends `action` to `target`
    /// (held weakly) through the app's registry.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(
            title: title, style: style, primaryAction: Self.primaryAction(target: target, action: action))
    }

    /// UIKit's `UIBarButtonItem(image:style:target:action:)`.
    public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
        self.init(
            image: image, style: style, primaryAction: Self.primaryAction(target: target, action: action))
    }

    /// UIKit's `UIBarButtonItem(barButtonSystemItem:target:action:)`: a system item whose tap
    /// sends `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(
            barButtonSystemItem: systemItem, primaryAction: Self.primaryAction(target: target, action: action)
        )
    }

    private static func primaryAction(target: Any?, action: Selector?) -> Action? {
        guard let action else { return nil }
        weak let weakTarget = target.map { $0 as AnyObject }
        let hasTarget = target != nil
        return Action { performed in
            if hasTarget {
                guard let target = weakTarget else { return }
                ForceTouchRegistry.current.send(action, to: target, from: performed.sender, for: nil)
            } else {
                ForceTouchRegistry.current.sendAction(
                    action, to: nil, from: performed.sender, startingAt: nil)
            }
        }
    }
}

extension GestureRecognizer {
    /// UIKit's `init(target:action:)`: each reported state change sends `action` to `target` (held
    /// weakly) through the app's registry; a nil action adds nothing.
    public convenience init(target: Any?, action: Selector?) {
        self.init(action: nil)
        if let target, let action { addTarget(target, action: action) }
    }

    /// UIKit's `addTarget(_:action:)`: sends `action` to `target` (held weakly) at each reported state
    /// change, with the recognizer as the sender.
    public func addTarget(_ target: Any, action: Selector) {
        weak let weakTarget = target as AnyObject
        addAction { recognizer in
            guard let target = weakTarget else { return }
            ForceTouchRegistry.current.send(action, to: target, from: recognizer, for: nil)
        }
    }
}
