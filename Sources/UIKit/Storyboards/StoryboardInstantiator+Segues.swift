import Foundation
import Storyboards
import TouchKit

// Segues: triggers wired to controls and cells, performing each kind, unwinding, embedding.

extension StoryboardInstantiator {
    // MARK: Segues

    func destinationObject(_ segue: Segue) -> StoryboardObject? {
        document.object(withID: segue.destination)
    }

    /// Every segue a scene's objects hold (what `performSegue(withIdentifier:sender:)` can run).
    func seguesOfScene(_ instance: SceneInstance) -> [Segue] {
        (instance.scene?.objects ?? []).flatMap(\.allObjects).flatMap(\.segues).filter {
            $0.kind != .relationship && $0.kind != .embed
        }
    }

    /// Makes `source` (a button, a bar button item) trigger `segue`.
    func wireTrigger(
        _ segue: Segue, from source: AnyObject, controller: ViewController, instance: SceneInstance
    ) {
        switch source {
        case let control as Control:
            control.addAction(
                TouchKit.Action { [self, weak controller, weak instance] performed in
                    guard let controller, let instance else { return }
                    trigger(segue, from: controller, sender: performed.sender ?? control, instance: instance)
                }, for: .touchUpInside)
        case let item as BarButtonItem:
            item.primaryAction = TouchKit.Action { [self, weak controller, weak instance, weak item] _ in
                guard let controller, let instance else { return }
                trigger(segue, from: controller, sender: item, instance: instance)
            }
        case is TableViewCell, is ViewController: break  // selection, performSegue
        default: break
        }
    }

    /// A segue a control or cell triggered: asks `shouldPerformSegue`, then performs it.
    func trigger(_ segue: Segue, from controller: ViewController, sender: Any?, instance: SceneInstance) {
        if let identifier = segue.identifier,
            !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender)
        {
            return
        }
        perform(segue, from: controller, sender: sender, instance: instance)
    }

    /// Makes the destination, calls `prepare(for:sender:)` and performs the segue.
    func perform(_ segue: Segue, from source: ViewController, sender: Any?, instance: SceneInstance) {
        if segue.kind == .unwind {
            unwind(segue, from: source, sender: sender)
            return
        }
        guard let object = destinationObject(segue) else { return }
        let destination = controller(for: object, creator: nil)
        let kind = segue.kind
        let animated = segue.animates
        let made = StoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
            switch kind {
            case .show, .push, .showDetail, .replace:
                source.show(destination, sender: sender)
            case .presentation, .modal, .popoverPresentation, .popover:
                if let style = segue.modalPresentationStyle {
                    destination.modalPresentationStyle = self.modalStyle(style)
                }
                source.present(destination, animated: animated)
            default:
                self.reportOnce("segue:\(kind.rawValue)") {
                    "A '\(kind.rawValue)' segue is not performed here (custom segue classes are not made); it was shown instead."
                }
                source.show(destination, sender: sender)
            }
        }
        source.prepare(for: made, sender: sender)
        made.perform()
    }

    /// An unwind segue: finds the controller up the stack whose class has `unwindAction`, calls
    /// `prepare`, the action, then goes back to it.
    func unwind(_ segue: Segue, from source: ViewController, sender: Any?) {
        guard let action = segue.unwindAction else { return }
        let selector = Selector(action)
        guard let destination = unwindDestination(from: source, selector: selector) else {
            report(
                "No view controller above \(type(of: source)) implements the unwind action \(action); "
                    + "the unwind segue '\(segue.identifier ?? "")' did nothing.")
            return
        }
        let made = StoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
            if destination.presentedViewController != nil {
                destination.dismiss(animated: segue.animates)
            }
            if let navigation = destination.navigationController, navigation.topViewController !== destination
            {
                _ = navigation.popToViewController(destination, animated: segue.animates)
            }
        }
        source.prepare(for: made, sender: sender)
        registry.send(selector, to: destination, from: made, for: nil)
        made.perform()
    }

    /// The controller an unwind reaches: below `source` in its navigation stack, then the presenters
    /// (and their stacks), nearest first.
    func unwindDestination(from source: ViewController, selector: Selector) -> ViewController? {
        var current: ViewController? = source
        while let controller = current {
            if let navigation = controller.navigationController,
                let index = navigation.viewControllers.firstIndex(where: { $0 === controller })
            {
                for candidate in navigation.viewControllers[..<index].reversed()
                where registry.responds(candidate, to: selector) {
                    return candidate
                }
            }
            let container = controller.navigationController ?? controller
            guard let presenter = container.presentingViewController else { return nil }
            let top = (presenter as? NavigationController)?.topViewController ?? presenter
            if registry.responds(top, to: selector) { return top }
            current = top
            if let navigation = presenter as? NavigationController, top !== presenter {
                current = navigation.topViewController
            }
        }
        return nil
    }

    /// A container view's embed segue: the child controller in the container view.
    func embedChildren(
        of objects: [StoryboardObject], in parent: ViewController, instance: SceneInstance
    ) {
        for object in objects where object.element == .containerView {
            guard let container = instance.instance(object.id) as? View else { continue }
            for segue in object.segues where segue.kind == .embed {
                guard let destinationObject = destinationObject(segue) else { continue }
                let child = controller(for: destinationObject, creator: nil)
                let made = StoryboardSegue(identifier: segue.identifier, source: parent, destination: child) {
                    parent.addChild(child)
                    child.view.frame = container.bounds
                    container.addSubview(child.view)
                    child.didMove(toParent: parent)
                }
                parent.prepare(for: made, sender: nil)
                made.perform()
            }
        }
    }

    func modalStyle(_ name: String) -> ViewController.ModalPresentationStyle {
        switch name {
        case "fullScreen": return .fullScreen
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        case "overFullScreen": return .overFullScreen
        case "automatic": return .automatic
        default:
            reportOnce("modal:\(name)") {
                "modalPresentationStyle=\"\(name)\" is not built here; the presentation is automatic."
            }
            return .automatic
        }
    }
}
