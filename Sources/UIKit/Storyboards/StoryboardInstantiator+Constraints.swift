import Foundation
import Storyboards
import TouchKit

// Constraints: a scene's archived constraints made into TouchKit's and installed.

extension StoryboardInstantiator {
    // MARK: Constraints

    func installConstraints(of objects: [StoryboardObject], instance: SceneInstance, root: View) {
        var made: [TouchKit.LayoutConstraint] = []
        var constrained: Set<ObjectIdentifier> = []
        for object in objects {
            for constraint in object.constraints where !constraint.isPlaceholder {
                guard
                    let (first, firstAttribute) = item(
                        constraint.resolvedFirstItem, constraint.firstAttribute, instance),
                    let relation = TouchKit.LayoutConstraint.Relation(storyboard: constraint.relation)
                else { continue }
                var second: AnyObject?
                var secondAttribute = TouchKit.LayoutConstraint.Attribute.notAnAttribute
                if let id = constraint.secondItem {
                    guard let resolved = item(id, constraint.secondAttribute, instance) else { continue }
                    (second, secondAttribute) = resolved
                }
                let layout = TouchKit.LayoutConstraint(
                    item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                    attribute: secondAttribute, multiplier: CGFloat(constraint.multiplier),
                    constant: CGFloat(constraint.constant))
                layout.priority = LayoutPriority(Float(constraint.priority))
                layout.identifier = constraint.identifier
                made.append(layout)
                for view in [first, second].compactMap({ $0 as? View }) {
                    constrained.insert(ObjectIdentifier(view))
                }
            }
        }
        guard !made.isEmpty else { return }
        // IB lays out a view with constraints by them alone (Xcode 8 and later write
        // translatesAutoresizingMaskIntoConstraints="NO"; earlier documents imply it).
        if document.usesAutolayout {
            for (_, object) in instance.objects {
                guard let view = object as? View, view !== root, !(view.superview is TableViewCell),
                    constrained.contains(ObjectIdentifier(view)), !(view is TableViewCell),
                    !(view is CollectionViewCell)
                else { continue }
                if view === (view.superview as? TableViewCell)?.contentView { continue }
                if view === (view.superview as? CollectionViewCell)?.contentView { continue }
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        TouchKit.LayoutConstraint.activate(made)
    }

    func item(
        _ id: String?, _ attribute: Storyboards.LayoutAttribute?, _ instance: SceneInstance
    ) -> (AnyObject, TouchKit.LayoutConstraint.Attribute)? {
        guard let id else { return nil }
        var layoutAttribute =
            attribute.flatMap(TouchKit.LayoutConstraint.Attribute.init(storyboard:)) ?? .notAnAttribute
        if let (guide, topOrBottom) = instance.guides[id] {
            if topOrBottom == "top", layoutAttribute == .bottom { layoutAttribute = .top }
            if topOrBottom == "bottom", layoutAttribute == .top { layoutAttribute = .bottom }
            return (guide, layoutAttribute)
        }
        guard let object = instance.instance(id) as? View else { return nil }
        return (object, layoutAttribute)
    }
}

extension TouchKit.LayoutConstraint.Attribute {
    /// The engine's attribute for IB's name (`baseline` is the last baseline, as in UIKit).
    init?(storyboard attribute: Storyboards.LayoutAttribute) {
        let name = attribute == .baseline ? "lastBaseline" : "\(attribute)"
        guard let match = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = match
    }
}

extension TouchKit.LayoutConstraint.Relation {
    /// The engine's relation for IB's.
    init?(storyboard relation: Storyboards.LayoutRelation) {
        guard let match = Self.allCases.first(where: { "\($0)" == "\(relation)" }) else { return nil }
        self = match
    }
}
