import Foundation
import TouchKit

/// Reports a quick action that the app's UIKit delegate does not handle, through TouchKit's own
/// defaults (so the diagnostic is TouchKit's `performActionNotImplemented`, worded there).
@MainActor
enum NotImplemented {
    /// A TouchKit app delegate with no `performActionFor`: its default reports and completes `false`.
    private final class BareApplicationDelegate: ApplicationDelegate {}

    /// A TouchKit scene delegate with no `windowScene(_:performActionFor:completionHandler:)`.
    private final class BareSceneDelegate: WindowSceneDelegate {
        var window: Window?
    }

    /// Reports `item` as dropped by `application`'s delegate, or by the scene delegate of `scene`.
    static func performAction(
        _ item: UIApplicationShortcutItem, in application: Application, scene: WindowScene?
    ) {
        let value =
            (try? item.shortcutItem())
            ?? ShortcutItem(type: item.type, localizedTitle: item.localizedTitle)
        if let scene {
            BareSceneDelegate().windowScene(scene, performActionFor: value) { _ in }
        } else {
            BareApplicationDelegate().application(application, performActionFor: value) { _ in }
        }
    }
}
