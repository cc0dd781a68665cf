import Foundation
import Storyboards
import TouchKit

// Connections: outlets, outlet collections and actions, through the app's registry.

extension StoryboardInstantiator {
    // MARK: Connections

    /// Sets outlets, adds actions and wires triggered segues of `connections`, whose source is `source`.
    func connect(
        _ connections: [Connection], source: AnyObject, instance: SceneInstance, deferMissing: Bool
    ) {
        var collections: [String: [AnyObject]] = [:]
        var collectionOrder: [String] = []
        for connection in connections {
            switch connection {
            case .outlet(let outlet):
                guard let destination = instance.instance(outlet.destination) else {
                    if !deferMissing { missing(outlet.destination, outlet.property) }
                    continue
                }
                setOutlet(outlet.property, of: source, to: destination)
            case .outletCollection(let outlet):
                guard let destination = instance.instance(outlet.destination) else {
                    if !deferMissing { missing(outlet.destination, outlet.property) }
                    continue
                }
                if collections[outlet.property] == nil { collectionOrder.append(outlet.property) }
                collections[outlet.property, default: []].append(destination)
            case .action(let action):
                guard let target = instance.instance(action.destination) else {
                    if !deferMissing { missing(action.destination, action.selector) }
                    continue
                }
                if deferMissing, source is ViewController { continue }
                addAction(action, from: source, to: target)
            case .segue(let segue):
                if deferMissing { continue }
                guard segue.kind != .relationship, segue.kind != .embed,
                    let controller = instance.controller
                else { continue }
                wireTrigger(segue, from: source, controller: controller, instance: instance)
            }
        }
        for property in collectionOrder {
            setOutlet(property, of: source, to: collections[property] ?? [])
        }
    }

    func missing(_ id: String, _ name: String) {
        if document.object(withID: id) == nil { return }  // the reader reported the dangling id
        reportOnce("missing:\(id):\(name)") {
            "'\(name)' names \(id), which is not made with its scene's view (an object in a prototype "
                + "cell, or in another scene); it was not connected."
        }
    }

    /// The outlet `name` of `object`: TouchKit's own (`dataSource`, `delegate`, `view`), else the
    /// app class's through the registry.
    func setOutlet(_ name: String, of object: AnyObject, to value: Any?) {
        switch (object, name) {
        case (let table as TableView, "dataSource"):
            if let source = value as? any TableViewDataSource, !(table.dataSource is StaticTableDataSource) {
                table.dataSource = source
            }
            return
        case (let field as TextField, "delegate"):
            field.delegate = value as? any TextFieldDelegate
            return
        case (let collection as CollectionView, "dataSource"):
            collection.dataSource = value as? any CollectionViewDataSource
            return
        case (let picker as PickerView, "dataSource"):
            picker.dataSource = value as? any PickerViewDataSource
            return
        case (let picker as PickerView, "delegate"):
            picker.delegate = value as? any PickerViewDelegate
            return
        case (let scroll as ScrollView, "delegate"):
            scroll.delegate = value as? any ScrollViewDelegate
            return
        case (is ViewController, "view"):
            return
        default: break
        }
        if registry.setOutlet(name, of: object, to: value) { return }
        reportOnce("outlet:\(type(of: object)):\(name)") {
            "[\(type(of: object)) setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                + "for the key \(name) (on iOS this is an exception); the outlet was not set."
        }
    }

    /// Target–action for `action` from a control, bar button item or gesture recognizer.
    func addAction(_ action: Storyboards.Action, from source: AnyObject, to target: AnyObject) {
        let selector = Selector(action.selector)
        switch source {
        case let control as Control:
            control.addTarget(target, action: selector, for: controlEvent(action.eventType))
        case let item as BarButtonItem:
            weak let weakTarget = target
            item.primaryAction = TouchKit.Action { performed in
                guard let target = weakTarget else { return }
                ForceTouchRegistry.current.send(
                    selector, to: target, from: performed.sender ?? item, for: nil)
            }
        case let recognizer as GestureRecognizer:
            recognizer.addTarget(target, action: selector)
        default:
            reportOnce("action:\(type(of: source))") {
                "The action \(action.selector) from a \(type(of: source)) is not connected here."
            }
        }
    }

    func controlEvent(_ name: String?) -> Control.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        default: .touchUpInside
        }
    }
}
