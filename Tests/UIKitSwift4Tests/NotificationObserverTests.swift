import Foundation
import Testing
import UIKit

// Corpus: a shortcuts screen in the style of Swift 3/4 samples (compiled here, as `forcetouch build`
// compiles them, in Swift 4 mode): its controller observes a notification with each form iOS code
// uses and counts in its own (main-actor) state. That this file compiles is half of each test:
// with swift-corelibs-foundation's `@Sendable` block alone, the `queue: nil` forms do not.

private let refreshed = Notification.Name("ShortcutsRefreshed")

private final class ShortcutsViewController: UITableViewController {
    var refreshes: [String] = []
    var observers: [NSObjectProtocol] = []

    func observeEveryWay() {
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: refreshed, object: nil, queue: nil) { _ in
                self.refreshes.append("nil, trailing")
            })
        observers.append(
            center.addObserver(
                forName: refreshed, object: nil, queue: nil,
                using: { _ in
                    self.refreshes.append("nil, labelled")
                }))
        observers.append(
            center.addObserver(forName: refreshed, object: nil, queue: .main) { [weak self] _ in
                self?.refreshes.append(".main")
            })
        observers.append(
            center.addObserver(forName: refreshed, object: nil, queue: OperationQueue.main) { _ in
                self.refreshes.append("OperationQueue.main")
            })
        observers.append(
            center.addObserver(forName: refreshed, object: self, queue: nil) { notification in
                self.refreshes.append("own object")
            })
        let optionalQueue: OperationQueue? = OperationQueue.main
        observers.append(
            center.addObserver(forName: refreshed, object: nil, queue: optionalQueue) { _ in
                self.refreshes.append("optional queue")
            })
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}

@Suite("NotificationCenter observers from Swift 4 code that touch main-actor state")
@MainActor
struct NotificationObserverTests {
    @Test(
        "a post on the main thread runs every form's block at once, there (in an order Foundation does not promise)"
    )
    func everyForm() {
        let controller = ShortcutsViewController()
        controller.observeEveryWay()
        defer { controller.stopObserving() }
        NotificationCenter.default.post(name: refreshed, object: nil)
        #expect(
            controller.refreshes.sorted() == [
                ".main", "OperationQueue.main", "nil, labelled", "nil, trailing", "optional queue",
            ])
        NotificationCenter.default.post(name: refreshed, object: controller)
        #expect(controller.refreshes.count == 11)
        #expect(controller.refreshes.contains("own object"))
    }

    @Test("a removed observer's block runs no more")
    func removed() {
        let controller = ShortcutsViewController()
        controller.observeEveryWay()
        controller.stopObserving()
        NotificationCenter.default.post(name: refreshed, object: nil)
        #expect(controller.refreshes.isEmpty)
    }
}
